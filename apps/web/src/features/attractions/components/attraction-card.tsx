import { Link } from 'react-router';
import { Clock, MapPin, Star } from 'lucide-react';
import type { AttractionSummaryDto } from '@portal/contracts';
import { attractionPath } from '../lib/paths';
import { useSelectedCurrency } from '../lib/use-currency';
import { FavouriteButton } from './favourite-button';
import type { FavouriteAttraction } from '../attractions.slice';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

export function toFavourite(a: AttractionSummaryDto): FavouriteAttraction {
  return {
    _id: a._id,
    title: a.title,
    image: a.images[0] ?? null,
    destination: a.destination.name,
    priceFrom: a.priceFrom,
  };
}

const CANCELLATION_LABEL = (t: Translate) => ({
  free: t('attractions.cancellation.free', 'Free cancellation'),
  fee: t('attractions.cancellation.fee', 'Cancellation with fee'),
  'non-refundable': t('attractions.cancellation.nonRefundable', 'Non-refundable'),
});

/** One attraction of a destination list: image, heart, rating, duration and the price from. */
export function AttractionCard({ attraction }: { attraction: AttractionSummaryDto }) {
  const t = useT();
  const fmt = useFormats();
  const currency = useSelectedCurrency();
  const image = attraction.images[0];
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {image && (
          <img
            src={image}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
        <FavouriteButton item={toFavourite(attraction)} className="absolute top-2 end-2 z-10" />
        <span className="absolute top-2 start-2 rounded-md bg-slate-900/70 px-2 py-0.5 text-xs font-medium text-white">
          {attraction.category.name}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold text-slate-900">
          <Link
            to={attractionPath(attraction._id)}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
          >
            {attraction.title}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          {attraction.rating > 0 && (
            <span className="inline-flex items-center gap-1">
              <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
              {attraction.rating.toFixed(1)} ({attraction.reviewCount})
            </span>
          )}
          {attraction.durationText && (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {attraction.durationText}
            </span>
          )}
          {attraction.location && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {attraction.location}
            </span>
          )}
        </div>
        <p className="text-xs font-medium text-emerald-700">
          {CANCELLATION_LABEL(t)[attraction.cancellationType]}
        </p>
        <div className="mt-auto flex items-end justify-between pt-2">
          <span className="text-xs text-slate-500">{t('attractions.from', 'from')}</span>
          <span className="text-lg font-bold text-brand-800 tabular-nums" data-testid="price-from">
            {fmt.price(attraction.priceFrom, currency)}
          </span>
        </div>
      </div>
    </article>
  );
}
