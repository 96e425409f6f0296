import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { skipToken } from '@reduxjs/toolkit/query';
import { airlineStopsMatrix, FLIGHT_SORTS, filterOffers, NO_FILTERS, parseFlightResultsQuery, priceBounds, sortOffers, type FlightFilters, type FlightOffer } from '@portal/domain';
import { FLIGHT_PAGES } from '@portal/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useAirportsQuery, useFlightSearchQuery } from '../api/flights.api';
import { useSelectFlightFareMutation } from '../api/booking.api';
import { OfferCard } from '../components/offer-card';
import { flightActions } from '../flight.slice';
import { AirlineMatrix, ResultsFilters } from '../components/results-filters';
import { airportLookup, searchBodyOf } from '../lib/search-body';
import { useT } from '../../../lib/i18n';
import { classLabel, sortLabel, totalForTravellers, travellersSummary } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

function ResultsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="space-y-3" data-testid="results-loading">
      <span className="sr-only">{t('flights.results.searching', 'Searching flights')}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-40 w-full" />
      ))}
    </div>
  );
}

/** /flight/order/results: the search comes from the URL (reload and share work). */
export function FlightResultsPage() {
  const t = useT();
  const fmt = useFormats();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const airports = useAirportsQuery();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const search = useMemo(
    () => parseFlightResultsQuery(params, airportLookup(airports.data)),
    [params, airports.data],
  );
  const result = useFlightSearchQuery(search ? searchBodyOf(search) : skipToken);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [selectFare, selecting] = useSelectFlightFareMutation();
  // A fare choice stores the selection (the original's addToCart) and opens its booking page.
  const choose = async (offer: FlightOffer, fareIndex: number) => {
    const fare = offer.fares[fareIndex];
    if (!fare || !result.data || selecting.isLoading) return;
    const answer = await selectFare({
      searchId: result.data.searchId,
      offerId: offer.offerId,
      fareKey: fare.fareKey,
    });
    if ('data' in answer && answer.data) {
      dispatch(flightActions.selectFlight({ tbId: answer.data.tbId }));
      void navigate(FLIGHT_PAGES.selection(answer.data.tbId));
      return;
    }
    toast.error(
      t('flights.results.chooseFailed', 'This fare could not be chosen'),
      errorMessage(answer.error, t('flights.results.searchAgain', 'Search again and choose a fare.')),
    );
  };
  // The flight state follows the search on screen (the URL is its source).
  useEffect(() => {
    if (search) dispatch(flightActions.restoreSearch(search));
  }, [dispatch, search]);
  const [sort, setSort] = useState<(typeof FLIGHT_SORTS)[number]>('cheapest');
  const [filters, setFilters] = useState<FlightFilters>(NO_FILTERS);
  // Phones: the airline matrix and the filters fold away behind one button, the flights come first.
  const [filtersOpen, setFiltersOpen] = useState(false);

  const offers: FlightOffer[] = useMemo(() => result.data?.offers ?? [], [result.data]);
  const shown = useMemo(() => sortOffers(filterOffers(offers, filters), sort), [offers, filters, sort]);
  const matrix = useMemo(() => airlineStopsMatrix(offers), [offers]);
  const airlines = useMemo(() => matrix.map((c) => ({ code: c.carrier, name: c.carrierName })), [matrix]);

  if (!search)
    return (
      <div className="mx-auto max-w-3xl px-3 py-10">
        <EmptyState
          title={t('flights.results.incomplete', 'This search is incomplete')}
          description={t(
            'flights.results.incompleteText',
            'Choose the airports, dates and travellers again.',
          )}
          action={
            <Link to={FLIGHT_PAGES.search} className="text-brand-700 underline">
              {t('flights.results.newSearch', 'New flight search')}
            </Link>
          }
        />
      </div>
    );

  const first = search.flightsData[0]!;
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-3 py-6 sm:px-6">
      <section
        aria-label={t('flights.results.yourSearch', 'Your search')}
        className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm"
        data-testid="search-summary"
      >
        <bdi className="font-semibold">
          {search.flightsData.map((r) => `${r.cityFrom?.iata} → ${r.cityTo?.iata}`).join(', ')}
        </bdi>
        <span>
          {search.flightsData.map((r) => (r.departureDate ? fmt.date(r.departureDate) : '')).join(', ')}
          {search.tripType === 'return' && first.returnDate ? ` - ${fmt.date(first.returnDate)}` : ''}
        </span>
        <span>{travellersSummary(t, search.travellers)}</span>
        <span>{classLabel(t, first.class ?? 'economy')}</span>
        <Link
          to={FLIGHT_PAGES.search}
          state={{ flightSearch: search }}
          className="ms-auto rounded-md border border-brand-600 px-3 py-1 font-medium text-brand-700"
        >
          {t('flights.results.modify', 'Modify search')}
        </Link>
      </section>

      {result.isFetching ? (
        <ResultsSkeleton />
      ) : result.error ? (
        <LoadError
          error={result.error}
          what={t('flights.results.flights', 'flights')}
          onRetry={() => void result.refetch()}
        />
      ) : offers.length === 0 ? (
        <EmptyState
          title={t('flights.results.none', 'No flights found')}
          description={t(
            'flights.results.noneText',
            'No airline flies this search. Try other dates or airports.',
          )}
        />
      ) : (
        <>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="flight-filters"
            onClick={() => setFiltersOpen((o) => !o)}
            className="flex w-full items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-sm font-medium lg:hidden"
          >
            <span className="flex items-center gap-2">
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {filters === NO_FILTERS
                ? t('flights.filters.title', 'Filters')
                : t('flights.filters.on', 'Filters (on)')}
            </span>
            <ChevronDown
              className={cn('size-4 transition-transform', filtersOpen && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
          <div className={cn(filtersOpen ? 'block' : 'hidden', 'lg:block')}>
            <AirlineMatrix
              columns={matrix}
              currency={currency}
              onPick={(carrier, stops) => {
                setFilters({ ...NO_FILTERS, airlines: [carrier], stops: [stops] });
                setFiltersOpen(false);
              }}
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
            <div id="flight-filters" className={cn(filtersOpen ? 'block' : 'hidden', 'lg:block')}>
              <ResultsFilters
                filters={filters}
                onChange={setFilters}
                airlines={airlines}
                bounds={priceBounds(offers)}
                currency={currency}
              />
            </div>
            <div className="space-y-3">
              <div
                role="tablist"
                aria-label={t('flights.results.sort', 'Sort')}
                className="flex flex-wrap items-center gap-2"
              >
                {FLIGHT_SORTS.map((s) => (
                  <button
                    key={s}
                    role="tab"
                    type="button"
                    aria-selected={sort === s}
                    onClick={() => setSort(s)}
                    className={cn(
                      'rounded-full border px-4 py-1.5 text-sm',
                      sort === s ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white',
                    )}
                  >
                    {sortLabel(t, s)}
                  </button>
                ))}
                <span className="ms-auto self-center text-sm text-slate-500" data-testid="results-count">
                  {t('flights.results.count', '{shown} of {total} flights', {
                    shown: shown.length,
                    total: offers.length,
                  })}
                </span>
              </div>
              {shown.length === 0 ? (
                <EmptyState
                  title={t('flights.results.noMatch', 'No flights match the filters')}
                  description={t('flights.results.noMatchText', 'Clear a filter to see more flights.')}
                />
              ) : (
                shown.map((o) => (
                  <OfferCard
                    key={o.offerId}
                    offer={o}
                    currency={currency}
                    priceLabel={totalForTravellers(t, search.travellers)}
                    selecting={selecting.isLoading}
                    onSelect={(i) => void choose(o, i)}
                  />
                ))
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
