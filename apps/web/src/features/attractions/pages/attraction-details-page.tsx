import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronRight, Clock, MapPin, SearchX, Star } from 'lucide-react';
import { resetActivities } from '@portal/domain';
import type { ActivityDto, AttractionDetailsDto } from '@portal/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useAttractionDetailsQuery } from '../api/catalogue.api';
import { ActivityCard } from '../components/activity-card';
import { AttractionGallery } from '../components/attraction-gallery';
import { AttractionInfo } from '../components/attraction-info';
import { FavouriteButton } from '../components/favourite-button';
import type { ActivityChoice } from '../lib/activity-choice';
import { destinationPath } from '../lib/paths';

/** /attractions/details/{id}: the attraction and its activities to configure and add to the cart. */
export function AttractionDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data, error, isLoading } = useAttractionDetailsQuery(id);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-7xl space-y-4 px-3 py-6 sm:px-6">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="aspect-[16/9] w-full rounded-2xl lg:w-2/3" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('attractions.thisAttractionCouldNot', 'This attraction could not be loaded')}
        description={errorMessage(error, t('attractions.itMayNoLonger', 'It may no longer be available.'))}
        action={
          <Link to="/attraction" className={buttonClasses('secondary')}>
            {t('attractions.backToAttractions', 'Back to attractions')}
          </Link>
        }
      />
    );
  }
  // Keyed so that another attraction (or a refetch after markup changes) resets the choices.
  return <AttractionDetails key={data._id} attraction={data} />;
}

function AttractionDetails({ attraction }: { attraction: AttractionDetailsDto }) {
  const t = useT();
  // Spec section 4, "Loading an attraction".
  const [choices, setChoices] = useState<ActivityChoice[]>(() =>
    resetActivities<ActivityDto>(attraction).map((c) => ({ ...c, slotId: null })),
  );
  const update = (next: ActivityChoice) =>
    setChoices((list) => list.map((c) => (c._id === next._id ? next : c)));
  const { openingTime, closingTime } = attraction.availability;

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-6 sm:py-6">
      <nav
        aria-label={t('attractions.breadcrumb', 'Breadcrumb')}
        className="mb-3 flex items-center gap-1 text-sm text-slate-500"
      >
        <Link to="/attraction" className="hover:text-slate-800">
          {t('attractions.attractions', 'Attractions')}
        </Link>
        <ChevronRight className="rtl:-scale-x-100 size-4" aria-hidden="true" />
        <Link to={destinationPath(attraction.destination.name)} className="hover:text-slate-800">
          {attraction.destination.name}
        </Link>
      </nav>
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{attraction.title}</h1>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {attraction.rating > 0 && (
              <span className="inline-flex items-center gap-1">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                {attraction.rating.toFixed(1)} ({attraction.reviewCount} reviews)
              </span>
            )}
            {attraction.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" /> {attraction.location}
              </span>
            )}
            {attraction.durationText && (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-4" aria-hidden="true" /> {attraction.durationText}
              </span>
            )}
            {openingTime && closingTime && (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-4" aria-hidden="true" />
                {t('attraction.openingHours', 'Open {from} to {to} (Dubai time)', {
                  from: openingTime,
                  to: closingTime,
                })}
              </span>
            )}
          </div>
        </div>
        <FavouriteButton
          item={{
            _id: attraction._id,
            title: attraction.title,
            image: attraction.images[0] ?? null,
            destination: attraction.destination.name,
            priceFrom: attraction.priceFrom,
          }}
        />
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <AttractionGallery images={attraction.images} title={attraction.title} />
        <div className="order-first lg:order-none">
          <AttractionInfoSummary attraction={attraction} />
        </div>
      </div>

      <section aria-labelledby="activities-heading" className="mt-8">
        <h2 id="activities-heading" className="mb-3 text-xl font-semibold text-slate-900">
          {t('attractions.chooseYourOptions', 'Choose your options')}
        </h2>
        {attraction.ticketStatus === 'sold-out' && (
          <p role="status" className="mb-3 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
            {t('attractions.allETicketsOf', 'All e-tickets of this attraction are sold out.')}
          </p>
        )}
        <div className="space-y-3">
          {choices.map((c) => (
            <ActivityCard key={c._id} attraction={attraction} choice={c} onChange={update} />
          ))}
        </div>
      </section>

      <div className="mt-10 max-w-3xl">
        <AttractionInfo attraction={attraction} />
      </div>
    </div>
  );
}

function AttractionInfoSummary({ attraction }: { attraction: AttractionDetailsDto }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm lg:grid-cols-1">
      <div>
        <dt className="text-slate-500">{t('attractions.category', 'Category')}</dt>
        <dd className="font-medium text-slate-900">{attraction.category.name}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('attractions.booking', 'Booking')}</dt>
        <dd className="font-medium text-slate-900">
          {attraction.bookingType === 'ticket'
            ? t('attractions.instantETickets', 'Instant e-tickets')
            : t('attractions.confirmedByOurTeam', 'Confirmed by our team')}
        </dd>
      </div>
      <div className="col-span-2 lg:col-span-1">
        <dt className="text-slate-500">{t('attractions.cancellation', 'Cancellation')}</dt>
        <dd className="font-medium text-slate-900">{attraction.cancellationPolicy.text}</dd>
      </div>
    </dl>
  );
}

export default AttractionDetailsPage;
