import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { HotelSearchAnswer } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { useHotelSearchPageQuery } from '../api/search.api';
import { isExpiredSession } from '../lib/api-errors';
import { SearchX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../lib/i18n';
import {
  activeFilterCount,
  isDefaultView,
  RESULTS_PAGE_SIZE,
  viewQuery,
  type ResultsView,
} from '../lib/results-view';
import { ResultCard } from './result-card';

interface ResultsListProps {
  /** The answer that created the session: page 0 in the default order, without filters. */
  first: HotelSearchAnswer;
  view: ResultsView;
  /** The details page of a hotel with the same stay. */
  hotelLink: (hotelId: string) => string;
  /** The stored session has expired: run the search again (same criteria) for a new one. */
  onExpired: () => void;
  /** Remove every filter (offered when the filters leave no hotel). */
  onClear: () => void;
}

/**
 * Pages of the stored session, one query per page, the next page loading when the end of the list
 * scrolls into view (or on "Show more hotels", for keyboards and screen readers).
 */
export function ResultsList({ first, view, hotelLink, onExpired, onClear }: ResultsListProps) {
  const [pages, setPages] = useState(1);
  const t = useT();
  return (
    <ol className="space-y-4" aria-label={t('hotelResults.hotels', 'Hotels')}>
      {Array.from({ length: pages }, (_, page) => (
        <ResultsPage
          key={page}
          page={page}
          last={page === pages - 1}
          first={first}
          view={view}
          hotelLink={hotelLink}
          onExpired={onExpired}
          onClear={onClear}
          onMore={() => setPages(page + 2)}
        />
      ))}
    </ol>
  );
}

export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white sm:flex-row"
        >
          <Skeleton className="aspect-[16/9] rounded-none sm:aspect-auto sm:h-44 sm:w-56 lg:w-64" />
          <div className="flex-1 space-y-2 p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </li>
      ))}
    </>
  );
}

function ResultsPage({
  page,
  last,
  first,
  view,
  hotelLink,
  onExpired,
  onClear,
  onMore,
}: ResultsListProps & { page: number; last: boolean; onMore: () => void }) {
  const fromFirst = page === 0 && isDefaultView(view);
  const t = useT();
  const query = useHotelSearchPageQuery(
    fromFirst ? skipToken : { searchId: first.searchId, ...viewQuery(view, page) },
  );
  const expired = isExpiredSession(query.error);
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  const data = fromFirst ? first : query.currentData;
  if (!data) {
    if (query.isError && !expired) {
      return (
        <li>
          <LoadError
            error={query.error}
            what={t('what.moreHotels', 'more hotels')}
            onRetry={() => void query.refetch()}
          />
        </li>
      );
    }
    return (
      <>
        <li className="sr-only" role="status">
          {t('hotelResults.loading', 'Loading hotels')}
        </li>
        <CardSkeletons count={page === 0 ? 4 : 2} />
      </>
    );
  }
  const more = (page + 1) * RESULTS_PAGE_SIZE < data.filteredHotelsCount;
  const filtered = activeFilterCount(view) > 0;
  if (page === 0 && data.filteredHotelsCount === 0) {
    return (
      <li>
        <EmptyState
          icon={<SearchX className="size-7" />}
          title={t('hotelResults.noMatch', 'No hotels match these filters')}
          description={t(
            'hotelResults.noMatchText',
            '{n, plural, one {# hotel is} other {# hotels are}} available without them.',
            { n: data.totalHotels },
          )}
          action={
            <Button variant="secondary" onClick={onClear}>
              {t('hotelResults.clear', 'Clear filters')}
            </Button>
          }
        />
      </li>
    );
  }
  return (
    <>
      {page === 0 && filtered && (
        <li className="text-sm font-medium text-slate-700" role="status">
          {t('hotelResults.matching', '{n} of {total} hotels match your filters', {
            n: data.filteredHotelsCount,
            total: data.totalHotels,
          })}
        </li>
      )}
      {data.hotels.map((card) => (
        <li key={card.hotel.id}>
          <ResultCard
            card={card}
            to={hotelLink(card.hotel.id)}
            nights={data.noOfNights}
            rooms={data.roomPaxes.length}
          />
        </li>
      ))}
      {last && more && (
        <LoadMore onMore={onMore} shown={(page + 1) * RESULTS_PAGE_SIZE} total={data.filteredHotelsCount} />
      )}
    </>
  );
}

function LoadMore({ onMore, shown, total }: { onMore: () => void; shown: number; total: number }) {
  const ref = useRef<HTMLLIElement>(null);
  const t = useT();
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <li ref={ref} className="flex flex-col items-center gap-2 py-2">
      <p className="text-sm text-slate-500">
        {t('hotelResults.shown', '{n} of {total} hotels shown', { n: shown, total })}
      </p>
      <Button variant="secondary" onClick={onMore}>
        {t('hotelResults.more', 'Show more hotels')}
      </Button>
    </li>
  );
}
