import type { ReactNode } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { LoadError } from '../load-error';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { Pagination } from '../ui/pagination';
import { SkeletonList } from '../ui/skeleton';
import { useDownload } from '../../lib/use-download';
import { useT } from '../../lib/i18n';

export type Downloads = ReturnType<typeof useDownload>;

interface OrdersListPageProps<Row> {
  title: string;
  /** The Excel export of the filtered list. */
  sheet: { path: string; fileName: string };
  /** The filter form (in a card above the list). */
  filters: ReactNode;
  query: { isLoading: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  /** What is being listed, for the loading and error texts ("bookings", "insurance contracts"). */
  what: string;
  rows: readonly Row[] | undefined;
  total: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: { icon?: ReactNode; title: string; description: string; action?: ReactNode };
  /** One row of the list: an `<li>` (or a table body row when `table` is given). */
  renderRow: (row: Row, downloads: Downloads) => ReactNode;
  /** Column headings: the rows are then table rows. */
  table?: ReactNode;
  /** Dialogs and other content after the list. */
  children?: ReactNode;
}

/**
 * The frame every order list shares: title with the Excel export, filters, loading, error and empty
 * states, the rows, and paging (1-based on screen, 0-based in the URL).
 */
export function OrdersListPage<Row>(props: OrdersListPageProps<Row>) {
  const { query, rows, total, page, pageSize } = props;
  const downloads = useDownload();
  const { busy, download } = downloads;
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
        <Button
          variant="secondary"
          loading={busy === 'sheet'}
          onClick={() => void download('sheet', props.sheet.path, props.sheet.fileName)}
        >
          <FileSpreadsheet className="size-4" aria-hidden="true" /> {t('orders.excel', 'Excel')}
        </Button>
      </div>
      <Card className="mb-4 p-4">{props.filters}</Card>
      {query.isLoading ? (
        <SkeletonList rows={5} label={t('orders.loading', 'Loading {what}', { what: props.what })} />
      ) : query.error ? (
        <LoadError error={query.error} what={props.what} onRetry={() => void query.refetch()} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState
          icon={props.empty.icon}
          headingLevel={2}
          title={props.empty.title}
          description={props.empty.description}
          action={props.empty.action}
        />
      ) : (
        <Card className={query.isFetching ? 'opacity-70' : undefined}>
          {props.table ? (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="bg-slate-50 text-start text-slate-500">{props.table}</thead>
                <tbody aria-busy={query.isFetching || undefined}>
                  {rows.map((row) => props.renderRow(row, downloads))}
                </tbody>
              </table>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100" aria-busy={query.isFetching || undefined}>
              {rows.map((row) => props.renderRow(row, downloads))}
            </ul>
          )}
        </Card>
      )}
      {rows && total > pageSize && (
        <Pagination
          className="mt-4"
          page={page + 1}
          pageSize={pageSize}
          total={total}
          onPageChange={(p) => props.onPage(p - 1)}
          label={t('orders.pages', 'Pages')}
          disabled={query.isFetching}
        />
      )}
      {props.children}
    </div>
  );
}
