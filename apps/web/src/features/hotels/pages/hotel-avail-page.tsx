import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api';
import { useT, type Translate } from '../../../lib/i18n';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { useHotelSearchQuery } from '../api/search.api';
import { hotelActions } from '../hotel.slice';
import { CardSkeletons, ResultsList } from '../components/results-list';
import { ResultsFilters } from '../components/results-filters';
import { SearchSidebar } from '../components/search-sidebar';
import { isExpiredSession, searchFieldErrors } from '../lib/api-errors';
import { detailsUrl, parseAvailParams, searchKey, searchRunOf, toSearchBody } from '../lib/search-params';
import {
  activeFilterCount,
  DEFAULT_VIEW,
  RESULTS_PAGE_SIZE,
  SORT_OPTIONS,
  viewFromState,
  type ResultsView,
} from '../lib/results-view';
import { stayLine } from '../lib/stay-summary';
import type { HotelSort } from '@portal/contracts';

/**
 * /hotel/avail: everything comes from the URL (spec section 2.5), so reload and back/forward show the
 * same search. Sort and filters run on the stored session and sit in the history entry.
 */
export function HotelAvailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const t = useT();
  const parsed = useMemo(() => parseAvailParams(params), [params]);
  const criteria = parsed.ok ? parsed.value : null;
  const run = searchRunOf(location.state);
  const key = criteria ? `${searchKey(criteria)}#${run}` : '';
  // The history entry holds the view; until the replace navigation lands, the new view shows at once.
  const [pending, setPending] = useState<{ key: string; view: ResultsView } | null>(null);
  const view = pending?.key === location.key ? pending.view : viewFromState(location.state);
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    if (!criteria) return;
    dispatch(hotelActions.searchLoaded(criteria));
    window.scrollTo(0, 0);
    // Only when the search itself changes (criteria is rebuilt on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dispatch]);

  const search = useHotelSearchQuery(
    criteria
      ? { body: toSearchBody(criteria), research: criteria.research, run, limit: RESULTS_PAGE_SIZE }
      : skipToken,
    // A session lives 15 minutes: a cached search older than a minute is run again on return.
    { refetchOnMountOrArgChange: 60 },
  );
  const first = search.currentData;

  // An expired session is searched again once per session id, with the same criteria.
  const renewedFor = useRef<string | null>(null);
  const { refetch } = search;
  const onExpired = useCallback(() => {
    const id = first?.searchId ?? null;
    if (id === null || renewedFor.current === id) return;
    renewedFor.current = id;
    void refetch();
  }, [first?.searchId, refetch]);

  const setView = (next: ResultsView) => {
    setPending({ key: location.key, view: next });
    void navigate(
      { pathname: location.pathname, search: location.search },
      // The view changes within the same search run.
      { replace: true, state: { view: next, searchRun: run }, preventScrollReset: true },
    );
  };
  const hotelLink = useCallback((id: string) => (criteria ? detailsUrl(id, criteria) : '#'), [criteria]);

  if (!criteria) {
    return (
      <div className="mx-auto max-w-3xl px-3 py-10 sm:px-6">
        <EmptyState
          icon={<SearchX className="size-7" />}
          title={t('hotelResults.incomplete', 'This search link is incomplete')}
          description={t(
            'hotelResults.incompleteText',
            'Missing or not valid: {problems}. Start a new search.',
            {
              problems: parsed.ok ? '' : parsed.problems.join(', '),
            },
          )}
          action={
            <Link to="/" className={buttonClasses('primary')}>
              {t('hotelResults.newSearch', 'New hotel search')}
            </Link>
          }
        />
      </div>
    );
  }

  const fieldErrors = searchFieldErrors(search.error);
  const filterCount = activeFilterCount(view);
  const title = criteria.localityValue
    ? t('hotelResults.title', 'Hotels in {place}', { place: criteria.localityValue })
    : t('hotelResults.hotels', 'Hotels');

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-6 sm:py-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside className="space-y-4" aria-label={t('hotelResults.sidebar', 'Search and filters')}>
          <SearchSidebar
            summary={`${criteria.localityValue || t('hotelResults.hotels', 'Hotels')} · ${stayLine(criteria)}`}
            serverErrors={fieldErrors}
          />
          {first && (
            <div className="hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:block">
              <ResultsFilters
                idPrefix="side"
                facets={first.filters}
                view={view}
                onChange={setView}
                currency={currency}
              />
            </div>
          )}
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0">
              <h1 id="results-heading" className="truncate text-xl font-bold text-slate-900 sm:text-2xl">
                {title}
              </h1>
              <p className="text-sm text-slate-600" aria-live="polite">
                {first
                  ? resultCount(t, first.totalHotels, filterCount > 0)
                  : search.isFetching
                    ? t('hotelResults.searching', 'Searching contract and live rates…')
                    : null}
              </p>
            </div>
            {first && first.totalHotels > 0 && (
              <div className="flex w-full items-center gap-2 sm:w-auto">
                <Button
                  variant="secondary"
                  className="lg:hidden"
                  onClick={() => setFiltersOpen(true)}
                  aria-haspopup="dialog"
                >
                  <SlidersHorizontal className="size-4" aria-hidden="true" />
                  {t('hotelResults.filters', 'Filters')}
                  {filterCount > 0 ? ` (${filterCount})` : ''}
                </Button>
                <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-600 sm:flex-none">
                  <span className="whitespace-nowrap">{t('hotelResults.sortBy', 'Sort by')}</span>
                  <Select
                    aria-label={t('hotelResults.sortBy', 'Sort by')}
                    value={view.sortBy}
                    onChange={(e) => setView({ ...view, sortBy: e.target.value as HotelSort })}
                    options={sortOptions(t)}
                    className="min-w-0 flex-1 sm:w-52"
                  />
                </label>
              </div>
            )}
          </div>

          {!first ? (
            search.isError && !isExpiredSession(search.error) ? (
              fieldErrors ? (
                <div
                  role="alert"
                  className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                >
                  <p className="font-semibold">{t('hotelResults.couldNotRun', 'The search could not run')}</p>
                  <p>
                    {errorMessage(search.error)}{' '}
                    {t('hotelResults.correct', 'Correct the search form and search again.')}
                  </p>
                </div>
              ) : (
                <LoadError
                  error={search.error}
                  what={t('what.hotels', 'hotels')}
                  onRetry={() => void search.refetch()}
                  retrying={search.isFetching}
                />
              )
            ) : (
              <ol className="space-y-4" aria-busy="true">
                <li className="sr-only" role="status">
                  {t('hotelResults.searchingHotels', 'Searching hotels')}
                </li>
                <CardSkeletons count={4} />
              </ol>
            )
          ) : first.totalHotels === 0 ? (
            <EmptyState
              icon={<SearchX className="size-7" />}
              title={t('hotelResults.none', 'No hotels available')}
              description={t(
                'hotelResults.noneText',
                'Nothing is available for these dates and guests. Try other dates, fewer guests per room, another area, or all rates as price type.',
              )}
            />
          ) : (
            <ResultsList
              // A new search or another sort/filter starts again from the first page.
              key={`${key}|${JSON.stringify(view)}`}
              first={first}
              view={view}
              hotelLink={hotelLink}
              onExpired={onExpired}
              onClear={() => setView({ ...DEFAULT_VIEW, sortBy: view.sortBy })}
            />
          )}
        </section>
      </div>

      {first && (
        <Dialog
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          title={t('hotelResults.filters', 'Filters')}
          className="lg:hidden"
        >
          <ResultsFilters
            hideTitle
            idPrefix="dialog"
            facets={first.filters}
            view={view}
            onChange={setView}
            currency={currency}
          />
          <Button className="mt-4 w-full" onClick={() => setFiltersOpen(false)}>
            {t('hotelResults.show', 'Show hotels')}
          </Button>
        </Dialog>
      )}
    </div>
  );
}

function resultCount(t: Translate, n: number, filtered: boolean): string {
  return filtered
    ? t(
        'hotelResults.countFiltered',
        '{n, plural, one {# hotel} other {# hotels}} available before filters',
        { n },
      )
    : t('hotelResults.count', '{n, plural, one {# hotel} other {# hotels}} available', { n });
}

function sortOptions(t: Translate): { value: HotelSort; label: string }[] {
  const labels: Record<HotelSort, string> = {
    'price:asc': t('hotelResults.sort.priceAsc', 'Price: low to high'),
    'price:desc': t('hotelResults.sort.priceDesc', 'Price: high to low'),
    'stars:desc': t('hotelResults.sort.starsDesc', 'Stars: high to low'),
    'stars:asc': t('hotelResults.sort.starsAsc', 'Stars: low to high'),
    'name:asc': t('hotelResults.sort.name', 'Name: A to Z'),
    'distance:asc': t('hotelResults.sort.distance', 'Distance from centre'),
  };
  return SORT_OPTIONS.map((o) => ({ value: o.value, label: labels[o.value] }));
}
