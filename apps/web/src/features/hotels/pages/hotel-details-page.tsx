import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { BedDouble, Clock, MapPin, Phone, SearchX, Users, type LucideIcon } from 'lucide-react';
import type { HotelDetailsDto } from '@portal/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useAppDispatch } from '../../../app/store';
import { useHotelDetailsQuery, useSingleHotelSearchQuery } from '../api/details.api';
import { hotelActions } from '../hotel.slice';
import { HotelGallery } from '../components/hotel-gallery';
import { HotelLocation } from '../components/hotel-location';
import { RoomCard } from '../components/room-card';
import { SearchSidebar } from '../components/search-sidebar';
import { HotelCategory } from '../components/star-rating';
import { searchFieldErrors } from '../lib/api-errors';
import { parseDetailsParams, searchRunOf, type DetailsSearch } from '../lib/search-params';
import { stayLine } from '../lib/stay-summary';
import { placeLine } from '../lib/suggestions';

/**
 * /hotel/details/{id}: the hotel (gallery, description, amenities, location, policies) and, for the
 * stay in the URL, every room type with all its rates.
 */
export function HotelDetailsPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const t = useT();
  const parsed = useMemo(() => parseDetailsParams(params), [params]);
  const stay = parsed.ok ? parsed.value : null;
  const details = useHotelDetailsQuery(id);
  const hotel = details.data;

  // The sidebar form shows this hotel and this stay.
  const stayKey = params.toString();
  useEffect(() => {
    if (!hotel) return;
    dispatch(
      hotelActions.searchLoaded({
        locality: hotel.id,
        localityValue: hotel.name,
        suggestionType: 'HOTEL',
        ...(stay ?? {}),
      }),
    );
    // Once per hotel and stay (stay is rebuilt on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hotel?.id, stayKey, dispatch]);

  if (details.isLoading) {
    return (
      <div
        className="mx-auto max-w-7xl space-y-4 px-3 py-6 sm:px-6"
        role="status"
        aria-label={t('hotelDetails.loading', 'Loading the hotel')}
      >
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="aspect-[16/9] w-full rounded-2xl lg:w-2/3" />
      </div>
    );
  }
  if (!hotel) {
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('hotelDetails.loadError', 'This hotel could not be loaded')}
        description={errorMessage(details.error, t('hotelDetails.gone', 'It may no longer be available.'))}
        action={
          <Link to="/" className={buttonClasses('secondary')}>
            {t('hotelResults.newSearch', 'New hotel search')}
          </Link>
        }
      />
    );
  }
  return <HotelDetails hotel={hotel} stay={stay} />;
}

function HotelDetails({ hotel, stay }: { hotel: HotelDetailsDto; stay: DetailsSearch | null }) {
  const run = searchRunOf(useLocation().state);
  const t = useT();
  const rates = useSingleHotelSearchQuery(stay ? { body: { hotelId: hotel.id, ...stay }, run } : skipToken, {
    refetchOnMountOrArgChange: 60,
  });
  const fieldErrors = searchFieldErrors(rates.error);
  const answer = rates.currentData;
  const { refetch } = rates;
  // Select hands the session on to the booking page: renew it before it expires (15 minutes).
  const expiresIn = answer?.expiresIn;
  const searchId = answer?.searchId;
  useEffect(() => {
    if (expiresIn === undefined || !searchId) return;
    const timer = window.setTimeout(() => void refetch(), Math.max(5, expiresIn - 5) * 1000);
    return () => window.clearTimeout(timer);
  }, [expiresIn, searchId, refetch]);

  const location = placeLine(hotel.areaName, hotel.cityName, hotel.stateName, hotel.countryName);
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-6 sm:py-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside aria-label={t('homeTabs.label', 'Search')} className="lg:order-first">
          <SearchSidebar
            summary={stay ? `${hotel.name} · ${stayLine(stay)}` : hotel.name}
            serverErrors={fieldErrors}
          />
        </aside>
        <article className="min-w-0 space-y-6" aria-labelledby="hotel-name">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <HotelCategory
                category={hotel.starCategory}
                type={hotel.accommodationType}
                noteClassName="text-sm text-slate-500"
              />
              {hotel.chain && <span className="text-sm text-slate-500">· {hotel.chain}</span>}
            </div>
            <h1 id="hotel-name" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
              {hotel.name}
            </h1>
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-4 shrink-0" aria-hidden="true" /> {location}
            </p>
            <nav
              aria-label={t('hotelDetails.onThisPage', 'On this page')}
              className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium"
            >
              {[
                ['rooms', t('hotelDetails.rooms', 'Rooms and rates')],
                ['about', t('hotelDetails.aboutLink', 'About')],
                ['amenities', t('hotelDetails.amenities', 'Amenities')],
                ['policies', t('hotelDetails.policies', 'Policies')],
                ['location', t('hotelDetails.location', 'Location')],
              ].map(([anchor, text]) => (
                <a key={anchor} href={`#${anchor}`} className="text-brand-700 hover:underline">
                  {text}
                </a>
              ))}
            </nav>
          </header>

          <HotelGallery images={hotel.images} name={hotel.name} />

          <section id="rooms" aria-labelledby="rooms-heading" className="scroll-mt-20 space-y-3">
            <div>
              <h2 id="rooms-heading" className="text-xl font-semibold text-slate-900">
                {t('hotelDetails.rooms', 'Rooms and rates')}
              </h2>
              {stay && <p className="text-sm text-slate-600">{stayLine(stay)}</p>}
            </div>
            {!stay ? (
              <EmptyState
                icon={<BedDouble className="size-7" />}
                title={t('hotelDetails.chooseStay', 'Choose your stay')}
                description={t(
                  'hotelDetails.chooseStayText',
                  'Pick dates and guests in the search form to see the rooms and rates of this hotel.',
                )}
              />
            ) : !answer ? (
              rates.isError ? (
                fieldErrors ? (
                  <div
                    role="alert"
                    className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                  >
                    <p className="font-semibold">
                      {t('hotelDetails.ratesError', 'The rates could not be searched')}
                    </p>
                    <p>
                      {errorMessage(rates.error)}{' '}
                      {t('hotelResults.correct', 'Correct the search form and search again.')}
                    </p>
                  </div>
                ) : (
                  <LoadError
                    error={rates.error}
                    what={t('what.theRates', 'the rates')}
                    onRetry={() => void refetch()}
                    retrying={rates.isFetching}
                  />
                )
              ) : (
                <div
                  className="space-y-3"
                  role="status"
                  aria-label={t('hotelDetails.loadingRooms', 'Loading rooms and rates')}
                >
                  {[0, 1].map((i) => (
                    <Skeleton key={i} className="h-48 w-full rounded-xl" />
                  ))}
                </div>
              )
            ) : answer.rooms.length === 0 ? (
              <EmptyState
                icon={<BedDouble className="size-7" />}
                title={t('hotelDetails.noRooms', 'No rooms available')}
                description={t(
                  'hotelDetails.noRoomsText',
                  'This hotel has nothing available for these dates and guests. Try other dates, fewer guests per room, or all rates as price type.',
                )}
              />
            ) : (
              <div className="space-y-4">
                {answer.rooms.map((room) => (
                  <RoomCard
                    key={room.id}
                    room={room}
                    hotelId={hotel.id}
                    searchId={answer.searchId}
                    nights={answer.noOfNights}
                    timeZone={hotel.timeZone}
                  />
                ))}
              </div>
            )}
          </section>

          <section id="about" aria-labelledby="about-heading" className="scroll-mt-20">
            <h2 id="about-heading" className="mb-2 text-xl font-semibold text-slate-900">
              {t('hotelDetails.about', 'About {name}', { name: hotel.name })}
            </h2>
            <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{hotel.description}</p>
          </section>

          <section id="amenities" aria-labelledby="amenities-heading" className="scroll-mt-20">
            <h2 id="amenities-heading" className="mb-2 text-xl font-semibold text-slate-900">
              {t('hotelDetails.amenities', 'Amenities')}
            </h2>
            {hotel.amenities.length === 0 ? (
              <p className="text-sm text-slate-500">
                {t('hotelDetails.noAmenities', 'No amenities listed.')}
              </p>
            ) : (
              <ul className="grid gap-x-4 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-2 xl:grid-cols-3">
                {hotel.amenities.map((a) => (
                  <li key={a} className="flex items-center gap-2">
                    <span className="size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                    {a}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section id="policies" aria-labelledby="policies-heading" className="scroll-mt-20">
            <h2 id="policies-heading" className="mb-2 text-xl font-semibold text-slate-900">
              {t('hotelDetails.policies', 'Policies')}
            </h2>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <PolicyItem icon={Clock} term={t('hotelSearch.fromDate', 'Check-in')}>
                {t('hotelDetails.checkInFrom', 'From {time} (hotel time, {zone})', {
                  time: hotel.checkInTime,
                  zone: hotel.timeZone,
                })}
              </PolicyItem>
              <PolicyItem icon={Clock} term={t('hotelSearch.toDate', 'Check-out')}>
                {t('hotelDetails.checkOutUntil', 'Until {time} (hotel time)', { time: hotel.checkOutTime })}
              </PolicyItem>
              <PolicyItem icon={Users} term={t('hotelDetails.guestNames', 'Guest names')}>
                {hotel.allGuestDetailsRequired
                  ? t('hotelDetails.everyGuest', 'Every guest’s name is needed at booking.')
                  : t('hotelDetails.leadGuest', 'One lead guest per room is needed at booking.')}
              </PolicyItem>
              {hotel.phone && (
                <PolicyItem icon={Phone} term={t('hotelDetails.phone', 'Hotel phone')}>
                  {hotel.phone}
                </PolicyItem>
              )}
            </dl>
          </section>

          <section id="location" aria-labelledby="location-heading" className="scroll-mt-20">
            <h2 id="location-heading" className="mb-2 text-xl font-semibold text-slate-900">
              {t('hotelDetails.location', 'Location')}
            </h2>
            <HotelLocation hotel={hotel} />
          </section>
        </article>
      </div>
    </div>
  );
}

function PolicyItem({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-2 font-medium text-slate-900">
        <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {term}
      </dt>
      <dd className="mt-0.5 ps-6 text-slate-700">{children}</dd>
    </div>
  );
}

export default HotelDetailsPage;
