import { Fragment } from 'react';
import { Briefcase, Plane } from 'lucide-react';
import type { DisplayCurrency, FlightJourney, FlightOffer } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { durationLabel, stopsLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

const time = (local: string) => local.slice(11, 16);
const day = (local: string) => `${local.slice(8, 10)}/${local.slice(5, 7)}`;

function JourneyRow({ j }: { j: FlightJourney }) {
  const t = useT();
  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-3 py-2">
      <div className="text-end">
        <p className="text-lg font-semibold tabular-nums">{time(j.departLocal)}</p>
        <p className="text-xs text-slate-500">
          {j.from} · {day(j.departLocal)}
        </p>
      </div>
      <div className="text-center text-xs text-slate-500">
        <p>{durationLabel(t, j.durationMin)}</p>
        <div className="my-1 h-px bg-slate-300" />
        <p data-testid="stops">
          {stopsLabel(t, j.stops)}
          {j.layovers.length > 0 && ' · '}
          {j.layovers.map((l, i) => (
            <Fragment key={`${l.airport}-${i}`}>
              {i > 0 && t('common.listSeparator', ', ')}
              <bdi>
                {l.airport} {durationLabel(t, l.minutes)}
              </bdi>
            </Fragment>
          ))}
        </p>
        <p className="text-[0.7rem]">{j.segments.map((s) => s.flightNumber).join(' / ')}</p>
      </div>
      <div>
        <p className="text-lg font-semibold tabular-nums">{time(j.arriveLocal)}</p>
        <p className="text-xs text-slate-500">
          {j.to} · {day(j.arriveLocal)}
        </p>
      </div>
    </div>
  );
}

/** One itinerary with its fare options: what an agent reads on a GDS front end. */
export function OfferCard({
  offer,
  currency,
  onSelect,
  selecting = false,
  priceLabel,
}: {
  offer: FlightOffer;
  currency: DisplayCurrency;
  /** What the prices are: "Total for 4 travellers" (fares are for the whole party). */
  priceLabel: string;
  onSelect: (fareIndex: number) => void;
  /** A choice is being stored: every Select button waits. */
  selecting?: boolean;
}) {
  const t = useT();
  const fmt = useFormats();
  return (
    <article data-testid="flight-offer" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-2">
        <Plane className="size-4 text-brand-600" aria-hidden="true" />
        <span className="font-semibold" data-testid="carrier">
          {offer.carrierName}
        </span>
        <span className="text-xs text-slate-500">{offer.carrier}</span>
        <span className="ms-auto text-xs text-slate-500">{offer.journeys[0]?.segments[0]?.aircraft}</span>
      </div>
      <div className="divide-y divide-slate-100 px-4">
        {offer.journeys.map((j) => (
          <JourneyRow key={j.key} j={j} />
        ))}
      </div>
      <ul className="grid gap-2 border-t border-slate-100 p-3 sm:grid-cols-2 lg:grid-cols-3">
        {offer.fares.map((f, i) => (
          <li
            key={f.fareKey}
            className="flex flex-col rounded-lg border border-slate-200 p-3 text-sm"
            data-testid="fare-option"
          >
            <span className="font-semibold">{f.family}</span>
            <span className="flex items-center gap-1 text-xs text-slate-600">
              <Briefcase className="size-3" aria-hidden="true" />
              {f.baggage.checkedKg
                ? t('flights.fare.checked', '{kg} kg checked', { kg: f.baggage.checkedKg })
                : t('flights.fare.noChecked', 'No checked bag')}{' '}
              · {t('flights.fare.cabin', '{kg} kg cabin', { kg: f.baggage.cabinKg })}
            </span>
            <span className={f.refundable ? 'text-xs text-emerald-700' : 'text-xs text-red-600'}>
              {f.refundable
                ? t('flights.fare.refundable', 'Refundable')
                : t('flights.fare.nonRefundable', 'Non-refundable')}
              {' · '}
              {f.changeFee
                ? t('flights.fare.changeFee', 'change {fee}', { fee: fmt.price(f.changeFee, currency) })
                : t('flights.fare.freeChanges', 'free changes')}
            </span>
            <span className="text-xs text-slate-500">
              {t(
                'flights.fare.classSeats',
                'Class {bookingClass} · {seats, plural, one {# seat left} other {# seats left}}',
                {
                  bookingClass: f.bookingClass,
                  seats: f.seatsLeft,
                },
              )}
            </span>
            <span className="mt-2 text-xs text-slate-500" data-testid="fare-price-label">
              {priceLabel}
            </span>
            <span className="text-lg font-bold text-brand-800" data-testid="fare-price">
              {fmt.price(f.price.sellPrice, currency)}
            </span>
            <span className="text-xs text-slate-500">
              {t('flights.fare.youPay', 'You pay {price}', {
                price: fmt.price(f.price.agentPrice, currency),
              })}
              {f.price.clientMarkup > 0
                ? ` · ${t('flights.fare.margin', 'your margin {price}', { price: fmt.price(f.price.clientMarkup, currency) })}`
                : ''}
            </span>
            <Button type="button" size="sm" className="mt-2" disabled={selecting} onClick={() => onSelect(i)}>
              {t('flights.fare.select', 'Select')}
            </Button>
          </li>
        ))}
      </ul>
    </article>
  );
}
