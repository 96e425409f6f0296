import { Link } from 'react-router';
import { Building2, MapPin, Navigation } from 'lucide-react';
import type { HotelCardDto } from '@portal/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useAppSelector } from '../../../app/store';
import { boardName } from '../lib/labels';
import { Badge } from './hotel-badges';
import { HotelCategory } from './star-rating';
import { useFormats } from '../../../lib/use-formats';

interface ResultCardProps {
  card: HotelCardDto;
  /** The details page of this hotel with the same stay. */
  to: string;
  nights: number;
  rooms: number;
}

/** One hotel of the results: image, name, stars, area, distance, cheapest price, boards and badges. */
export function ResultCard({ card, to, nights, rooms }: ResultCardProps) {
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { hotel } = card;
  const t = useT();
  const fmt = useFormats();
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md sm:flex-row"
      data-testid="hotel-card"
    >
      <div className="relative aspect-[16/9] shrink-0 overflow-hidden bg-slate-100 sm:aspect-auto sm:w-56 lg:w-64">
        {hotel.image ? (
          <img
            src={hotel.image}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <Building2 className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 md:flex-row">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <HotelCategory category={hotel.starCategory} type={hotel.accommodationType} />
          </div>
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">
            <Link
              to={to}
              className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
              data-testid="hotel-name"
            >
              {hotel.name}
            </Link>
          </h2>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{[hotel.areaName, hotel.cityName].filter(Boolean).join(', ')}</span>
          </p>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            <Navigation className="size-3.5 shrink-0" aria-hidden="true" />
            {t('hotelCard.distance', '{km} km from the city centre', {
              km: hotel.distanceFromCityCentreKm.toFixed(1),
            })}
          </p>
          {card.boards.length > 0 && (
            <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={t('hotelCard.boards', 'Boards')}>
              {card.boards.map((b) => (
                <li key={b}>
                  <Badge tone="slate">{boardName(b)}</Badge>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-1.5">
            {card.refundableAvailable && (
              <Badge tone="green">{t('hotelCard.refundable', 'Refundable')}</Badge>
            )}
            {card.payLaterAvailable && <Badge tone="blue">{t('hotelCard.payLater', 'Pay later')}</Badge>}
          </div>
        </div>
        <div className="flex shrink-0 flex-row items-end justify-between gap-3 border-t border-slate-100 pt-3 md:w-44 md:flex-col md:items-end md:border-t-0 md:border-s md:pt-0 md:ps-4">
          <div className="md:text-end">
            <p className="text-xs text-slate-500">{t('hotelCard.from', 'from')}</p>
            <p className="text-xl font-bold text-brand-800 tabular-nums" data-testid="hotel-price">
              {fmt.price(card.minRate, currency)}
            </p>
            <p className="text-xs text-slate-500">
              {t('hotelCard.nights', '{n, plural, one {# night} other {# nights}}', { n: nights })}
              {t('common.listSeparator', ', ')}
              {t('rooms.summary.rooms', '{n, plural, one {# room} other {# rooms}}', { n: rooms })}
            </p>
            {card.minSellRate !== card.minRate && (
              <p className="text-xs text-slate-500">
                {t('hotelCard.clientPrice', 'Client price')}{' '}
                <span className="tabular-nums">{fmt.price(card.minSellRate, currency)}</span>
              </p>
            )}
            <p className="text-xs text-slate-500">
              {t('hotelCard.rates', '{n, plural, one {# rate} other {# rates}}', { n: card.totalOffers })}
            </p>
          </div>
          <span
            className={buttonClasses('primary', 'sm', 'relative z-10 pointer-events-none')}
            aria-hidden="true"
          >
            {t('hotelCard.seeRooms', 'See rooms')}
          </span>
        </div>
      </div>
    </article>
  );
}
