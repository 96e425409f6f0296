import { useState, type FormEvent, type ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { ExportButton } from '../../components/export-button';
import { ListFrame, type ListQuery } from '../../components/list-frame';
import type { UrlFilters } from '../../lib/use-url-filters';
import { REQUESTS_PAGE_SIZE } from '../request-filters';

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
  /** ?status= and ?search= (see request-filters.ts) and the page. */
  filters: UrlFilters<'status' | 'search'>;
  query: ListQuery;
  count: number | undefined;
  total: number;
  emptyIcon: ReactNode;
  /** The rows (an <ul>), shown when there are some. */
  children: ReactNode;
  /** The list's Excel export (API path), offered with the current status and search. */
  exportPath: string;
}

/**
 * The frame of the deposits and withdrawals pages: heading, status tabs, search, the loading,
 * error and empty states, and the pages.
 */
export function RequestListFrame<S extends string>(props: RequestListFrameProps<S>) {
  const { filters, query, tabs } = props;
  const { status, search } = filters.values;
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // The URL changed under the form (back button, a tab): the field follows it.
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filters.change({ search: text.trim() });
  };
  const statusLabel = tabs.find((t) => t.value === status)?.label.toLowerCase() ?? '';
  const filtered = Boolean(search);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-xl font-bold text-slate-900">{props.title}</h1>
          <p className="mt-0.5 text-sm text-slate-600">{props.intro}</p>
        </div>
        <ExportButton
          path={props.exportPath}
          params={{ status, search }}
          fileName={`${props.what}.xlsx`}
          what={props.what}
        />
      </div>
      <Card className="space-y-3 p-4">
        <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
          {tabs.map((tab) => {
            const active = tab.value === status;
            return (
              <button
                key={tab.value}
                type="button"
                aria-pressed={active}
                onClick={() => filters.change({ status: tab.value })}
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
                filters.change({ search: '' });
              }}
            >
              <X aria-hidden className="size-4" /> Clear search
            </Button>
          )}
        </form>
      </Card>
      <ListFrame
        query={query}
        loadingLabel={`Loading ${props.what}`}
        what={props.what}
        empty={
          props.count ? null : (
            <EmptyState
              icon={props.emptyIcon}
              title={
                filtered
                  ? `No ${statusLabel === 'all' ? '' : `${statusLabel} `}${props.what} match “${search}”`
                  : `No ${statusLabel === 'all' ? '' : `${statusLabel} `}${props.what}`
              }
              description={
                filtered
                  ? 'Check the spelling, or clear the search.'
                  : status === 'pending'
                    ? 'Nothing waits for the company: new requests show here.'
                    : 'Choose another status to see more.'
              }
            />
          )
        }
        paging={{
          page: filters.page,
          pageSize: REQUESTS_PAGE_SIZE,
          total: props.total,
          label: `${props.title} pages`,
          onPageChange: filters.goTo,
        }}
      >
        {props.children}
      </ListFrame>
    </div>
  );
}
