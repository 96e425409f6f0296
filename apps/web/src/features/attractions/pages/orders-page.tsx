import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FileSpreadsheet, ReceiptText } from 'lucide-react';
import { ATTRACTION_PATHS, LINE_STATUSES, type LineStatus, type OrderRowDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useAttractionOrdersQuery } from '../api/orders.api';
import { CancelLineDialog, type CancelTarget } from '../components/cancel-line-dialog';
import { OrderFiltersForm, type OrderFilters } from '../components/order-filters';
import { StatusBadge } from '../../../components/status-badge';
import { travellersText } from '../lib/cart-text';
import { formatAedMinor, formatDate } from '../../../lib/format';
import { invoicePath } from '../lib/paths';
import { useDownload } from '../../../lib/use-download';

const PAGE_SIZE = 10;
const FILTER_KEYS = ['referenceNo', 'status', 'dateFrom', 'dateTo', 'travellerEmail'] as const;
const CANCELLABLE: readonly LineStatus[] = ['confirmed', 'booked'];
const isStatus = (v: string | null): v is LineStatus =>
  (LINE_STATUSES as readonly (string | null)[]).includes(v);

/** /attraction/order: one row per booked activity, with filters, paging, Excel, PDFs and cancel. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const filters: OrderFilters = {};
  for (const key of FILTER_KEYS) {
    const v = params.get(key);
    if (!v) continue;
    if (key === 'status') {
      if (isStatus(v)) filters.status = v;
    } else filters[key] = v;
  }
  const { data, error, isLoading, isFetching } = useAttractionOrdersQuery({
    ...filters,
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const { busy, download } = useDownload();
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);

  const apply = (next: OrderFilters) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key]);
    setParams(search);
  };
  const goTo = (p: number) => {
    const search = new URLSearchParams(params);
    if (p > 0) search.set('page', String(p));
    else search.delete('page');
    setParams(search);
  };
  const sheetQuery = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const v = filters[key];
    if (v) sheetQuery.set(key, v);
  }

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Attraction orders</h1>
        <Button
          variant="secondary"
          loading={busy === 'sheet'}
          onClick={() =>
            void download(
              'sheet',
              `${ATTRACTION_PATHS.ordersSheet}?${sheetQuery.toString()}`,
              'attraction-orders.xlsx',
            )
          }
        >
          <FileSpreadsheet className="size-4" aria-hidden="true" /> Excel
        </Button>
      </div>
      <Card className="mb-4 p-4">
        <OrderFiltersForm key={params.toString()} value={filters} onApply={apply} />
      </Card>

      {isLoading ? (
        <SkeletonList rows={5} label="Loading orders" />
      ) : error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {errorMessage(error, 'The orders could not be loaded.')}
        </p>
      ) : !data || data.orders.length === 0 ? (
        <EmptyState
          icon={<ReceiptText className="size-7" />}
          title="No orders found"
          description="Orders you book appear here."
          action={
            <Link to="/attraction" className="text-sm font-semibold text-brand-700 hover:underline">
              Book an attraction
            </Link>
          }
        />
      ) : (
        <Card className={isFetching ? 'opacity-70' : undefined}>
          <ul className="divide-y divide-slate-100" aria-busy={isFetching || undefined}>
            {data.orders.map((row) => (
              <OrderRow
                key={row.lineId}
                row={row}
                busy={busy}
                onDownload={download}
                onCancel={() =>
                  setCancelling({
                    orderId: row.orderId,
                    lineId: row.lineId,
                    title: `${row.attractionTitle} · ${row.activityName} · ${formatDate(row.date)}`,
                  })
                }
              />
            ))}
          </ul>
        </Card>
      )}

      {data && data.totalOrders > PAGE_SIZE && (
        <Pagination
          className="mt-4"
          page={page + 1}
          pageSize={PAGE_SIZE}
          total={data.totalOrders}
          onPageChange={(p) => goTo(p - 1)}
          label="Pages"
          disabled={isFetching}
        />
      )}
      {cancelling && <CancelLineDialog target={cancelling} onClose={() => setCancelling(null)} />}
    </div>
  );
}

interface OrderRowProps {
  row: OrderRowDto;
  busy: string | null;
  onDownload: (key: string, path: string, name: string) => Promise<void>;
  onCancel: () => void;
}

function OrderRow({ row, busy, onDownload, onCancel }: OrderRowProps) {
  return (
    <li
      className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_auto] md:items-center"
      data-testid="order-row"
    >
      <div className="min-w-0">
        <p className="text-xs text-slate-500">
          {row.referenceNumber} · {row.agentReferenceNumber} · {formatDate(row.createdAt)}
        </p>
        <p className="font-medium text-slate-900">{row.attractionTitle}</p>
        <p className="text-sm text-slate-600">
          {row.activityName} · {formatDate(row.date)} ·{' '}
          {travellersText({ adult: row.adults, child: row.children, infant: row.infants })}
        </p>
      </div>
      <div className="text-sm">
        <p className="text-slate-800">{row.leadTravellerName}</p>
        <p className="truncate text-slate-500">{row.leadTravellerEmail}</p>
        <p className="mt-1 font-semibold text-slate-900 tabular-nums">{formatAedMinor(row.agentPrice)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <StatusBadge status={row.status} />
        <Link to={invoicePath(row.orderId)} className="text-sm font-medium text-brand-700 hover:underline">
          {row.actions.payAgain ? 'Pay again or discard' : 'View'}
        </Link>
        {/* Only what exists: an unpaid card order has no invoice (the server would answer 404). */}
        {row.actions.invoice && (
          <Button
            variant="ghost"
            size="sm"
            loading={busy === `invoice-${row.lineId}`}
            onClick={() =>
              void onDownload(
                `invoice-${row.lineId}`,
                ATTRACTION_PATHS.invoice(row.orderId),
                `invoice-${row.referenceNumber}.pdf`,
              )
            }
          >
            Invoice
          </Button>
        )}
        {row.actions.vouchers && (
          <Button
            variant="ghost"
            size="sm"
            loading={busy === `vouchers-${row.lineId}`}
            onClick={() =>
              void onDownload(
                `vouchers-${row.lineId}`,
                ATTRACTION_PATHS.vouchers(row.orderId),
                `vouchers-${row.referenceNumber}.pdf`,
              )
            }
          >
            Voucher
          </Button>
        )}
        {row.actions.tickets && row.status === 'confirmed' && (
          <Button
            variant="ghost"
            size="sm"
            loading={busy === `tickets-${row.lineId}`}
            onClick={() =>
              void onDownload(
                `tickets-${row.lineId}`,
                ATTRACTION_PATHS.tickets(row.orderId),
                `tickets-${row.referenceNumber}.pdf`,
              )
            }
          >
            Tickets
          </Button>
        )}
        {CANCELLABLE.includes(row.status) && (
          <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </li>
  );
}

export default OrdersPage;
