import { useState, type FormEvent, type ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { LoadError } from '../../../../components/load-error';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Input } from '../../../../components/ui/input';
import { Pagination } from '../../../../components/ui/pagination';
import { SkeletonList } from '../../../../components/ui/skeleton';
import { cn } from '../../../../lib/cn';
import { REQUESTS_PAGE_SIZE, type RequestFilters } from '../request-filters';

export interface StatusTab<S extends string> {
  value: S;
  label: string;
}

interface RequestListFrameProps<S extends string> {
  title: string;
  intro: string;
  /** "deposits", "withdrawals": loading, error and empty texts. */
  what: string;
  searchHint: string;
  tabs: readonly StatusTab<S>[];
  filters: RequestFilters<S>;
  onFilters: (next: RequestFilters<S>) => void;
  query: { isLoading: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  count: number | undefined;
  total: number;
  emptyIcon: ReactNode;
  /** The rows (an <ul>), shown when there are some. */
  children: ReactNode;
}

/**
 * The frame of the deposits and withdrawals pages: heading, status tabs, search, the loading,
 * error and empty states, and the pages.
 */
export function RequestListFrame<S extends string>(props: RequestListFrameProps<S>) {
  const { filters, onFilters, query, tabs } = props;
  const [text, setText] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  // The URL changed under the form (back button, a tab): the field follows it.
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setText(filters.search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilters({ ...filters, search: text.trim(), page: 1 });
  };
  const statusLabel = tabs.find((t) => t.value === filters.status)?.label.toLowerCase() ?? '';
  const filtered = Boolean(filters.search);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-xl font-bold text-slate-900">{props.title}</h1>
        <p className="mt-0.5 text-sm text-slate-600">{props.intro}</p>
      </div>
      <Card className="space-y-3 p-4">
        <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
          {tabs.map((tab) => {
            const active = tab.value === filters.status;
            return (
              <button
                key={tab.value}
                type="button"
                aria-pressed={active}
                onClick={() => onFilters({ ...filters, status: tab.value, page: 1 })}
                className={cn(
                  'rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors',
                  active
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor="request-search" className="block text-sm font-medium text-slate-700">
              Search
            </label>
            <Input
              id="request-search"
              type="search"
              className="mt-1.5"
              value={text}
              maxLength={100}
              placeholder={props.searchHint}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary">
            <Search aria-hidden className="size-4" /> Search
          </Button>
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                onFilters({ ...filters, search: '', page: 1 });
              }}
            >
              <X aria-hidden className="size-4" /> Clear search
            </Button>
          )}
        </form>
      </Card>
      {query.isLoading ? (
        <SkeletonList rows={5} label={`Loading ${props.what}`} />
      ) : query.error ? (
        <Card>
          <LoadError
            error={query.error}
            what={props.what}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : !props.count ? (
        <Card>
          <EmptyState
            icon={props.emptyIcon}
            title={
              filtered
                ? `No ${statusLabel === 'all' ? '' : `${statusLabel} `}${props.what} match “${filters.search}”`
                : `No ${statusLabel === 'all' ? '' : `${statusLabel} `}${props.what}`
            }
            description={
              filtered
                ? 'Check the spelling, or clear the search.'
                : filters.status === 'pending'
                  ? 'Nothing waits for the company: new requests show here.'
                  : 'Choose another status to see more.'
            }
          />
        </Card>
      ) : (
        <Card
          className={query.isFetching ? 'opacity-70' : undefined}
          aria-busy={query.isFetching || undefined}
        >
          {props.children}
          <Pagination
            className="border-t border-slate-100"
            page={filters.page}
            pageSize={REQUESTS_PAGE_SIZE}
            total={props.total}
            label={`${props.title} pages`}
            disabled={query.isFetching}
            onPageChange={(page) => onFilters({ ...filters, page })}
          />
        </Card>
      )}
    </div>
  );
}
