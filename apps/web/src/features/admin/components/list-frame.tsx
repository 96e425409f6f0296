import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/** What a list frame needs of an RTK Query result. */
export interface ListQuery {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
  /** "Agent pages": the pagination's name. */
  label: string;
  onPageChange: (page: number) => void;
}

interface ListFrameProps {
  query: ListQuery;
  /** The skeleton's name: "Loading agents". */
  loadingLabel: string;
  skeletonRows?: number;
  /** The error's "could not load …": "the agents". */
  what: string;
  /** Shown instead of the rows when there are none (an EmptyState); null when there are rows. */
  empty: ReactNode;
  paging: ListPaging;
  /** The list sits in a card already (a section of a page): no cards of its own. */
  inCard?: boolean;
  /** Each row is a card of its own: the rows, then the pages in a card below them. */
  rowsAsCards?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * The states of a back-office list: a skeleton while it loads, the error with a retry, the empty
 * state, or the rows and their pages. While the next page or filter loads, a bar above the rows says
 * so; the rows keep their full contrast (dimmed text would fail contrast checks and be harder to read).
 */
export function ListFrame({
  query,
  loadingLabel,
  skeletonRows = 5,
  what,
  empty,
  paging,
  inCard,
  rowsAsCards,
  children,
}: ListFrameProps) {
  const Box = inCard ? 'div' : Card;
  if (query.isLoading) {
    const skeleton = <SkeletonList rows={skeletonRows} label={loadingLabel} />;
    return inCard ? <div className="p-4">{skeleton}</div> : skeleton;
  }
  if (query.error)
    return (
      <Box>
        <LoadError
          error={query.error}
          what={what}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  if (empty) return <Box>{empty}</Box>;
  if (rowsAsCards)
    return (
      <div className="space-y-4" aria-busy={query.isFetching || undefined}>
        <FetchingBar active={query.isFetching} />
        {children}
        <Card>
          <Pagination disabled={query.isFetching} {...paging} />
        </Card>
      </div>
    );
  return (
    <Box aria-busy={query.isFetching || undefined}>
      <FetchingBar active={query.isFetching} />
      {children}
      <Pagination className="border-t border-slate-100" disabled={query.isFetching} {...paging} />
    </Box>
  );
}

/** A thin bar that pulses while a list reloads (the same height either way: nothing moves). */
function FetchingBar({ active }: { active: boolean }) {
  return (
    <div aria-hidden="true" className={cn('h-0.5 rounded-full', active && 'animate-pulse bg-brand-500')} />
  );
}
