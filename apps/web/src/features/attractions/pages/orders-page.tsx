import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { ATTRACTION_PATHS, LINE_STATUSES, type LineStatus, type OrderRowDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { useAttractionOrdersQuery } from '../api/orders.api';
import { CancelLineDialog, type CancelTarget } from '../components/cancel-line-dialog';
import { STATUS_LABELS, StatusBadge } from '../../../components/status-badge';
import { FiltersForm, statusField, type FilterField } from '../../../components/orders/filters-form';
import { AgencyBadge, useAgencyFilterFields } from '../../../components/orders/agency-filter';
import { BookedBy, useBookedByFilterFields } from '../../../components/orders/booked-by';
import { listFiltersQuery, readListFilters } from '../../../components/orders/list-filters';
import { OrdersListPage } from '../../../components/orders/orders-list-page';
import { travellersText } from '../lib/cart-text';
import { invoicePath } from '../lib/paths';
import { PaymentLinksList } from '../../payment-links/components/payment-links-card';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 10;
const FILTER_KEYS = [
  'agency',
  'bookedBy',
  'referenceNo',
  'status',
  'dateFrom',
  'dateTo',
  'travellerEmail',
] as const;
const FIELDS = (t: Translate): FilterField<(typeof FILTER_KEYS)[number]>[] => [
  { name: 'referenceNo', label: t('attractions.reference', 'Reference') },
  statusField(LINE_STATUSES, STATUS_LABELS),
  { name: 'dateFrom', label: t('attractions.from2', 'From'), type: 'date' },
  { name: 'dateTo', label: t('attractions.to', 'To'), type: 'date' },
  { name: 'travellerEmail', label: t('attractions.travellerEMail', 'Traveller e-mail'), type: 'email' },
];
const CANCELLABLE: readonly LineStatus[] = ['confirmed', 'booked'];
const isStatus = (v: string | undefined): v is LineStatus =>
  (LINE_STATUSES as readonly (string | undefined)[]).includes(v);

/** /attraction/order: one row per booked activity, with filters, paging, Excel, PDFs and cancel. */
export function OrdersPage() {
  const t = useT();
  const fmt = useFormats();
  const [params, setParams] = useSearchParams();
  const read = readListFilters(params, FILTER_KEYS);
  const agencyFields = useAgencyFilterFields();
  const bookedByFields = useBookedByFilterFields();
  const { page } = read;
  const { status, ...rest } = read.filters;
  const filters = { ...rest, ...(isStatus(status) ? { status } : {}) };
  const query = useAttractionOrdersQuery({ ...filters, skip: page * PAGE_SIZE, limit: PAGE_SIZE });
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const applied = listFiltersQuery(filters).toString();

  return (
    <OrdersListPage
      title={t('attractions.attractionOrders', 'Attraction orders')}
      what={t('what.orders', 'orders')}
      sheet={{ path: `${ATTRACTION_PATHS.ordersSheet}?${applied}`, fileName: 'attraction-orders.xlsx' }}
      filters={
        <FiltersForm
          key={applied}
          label={t('attractions.filterOrders', 'Filter orders')}
          fields={[...agencyFields, ...bookedByFields, ...FIELDS(t)]}
          value={filters}
          onApply={(next) => setParams(listFiltersQuery(next))}
        />
      }
      query={query}
      rows={query.data?.orders}
      total={query.data?.totalOrders ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={(p) => setParams(listFiltersQuery(filters, p))}
      empty={{
        icon: <ReceiptText className="size-7" />,
        title: t('attractions.noOrdersFound', 'No orders found'),
        description:
          Object.keys(filters).length > 0
            ? t('attractions.noOrderMatchesThese', 'No order matches these filters.')
            : t('attractions.ordersYouBookAppear', 'Orders you book appear here.'),
        action: (
          <Link to="/attraction" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('attractions.bookAnAttraction', 'Book an attraction')}
          </Link>
        ),
      }}
      renderRow={(row, { busy, download }) => (
        <OrderRow
          key={row.lineId}
          row={row}
          busy={busy}
          onDownload={download}
          onCancel={() =>
            setCancelling({
              orderId: row.orderId,
              lineId: row.lineId,
              title: `${row.attractionTitle} · ${row.activityName} · ${fmt.date(row.date)}`,
            })
          }
        />
      )}
    >
      {cancelling && <CancelLineDialog target={cancelling} onClose={() => setCancelling(null)} />}
      <div className="mt-6">
        <PaymentLinksList
          filter={{ source: 'attraction_cart' }}
          hideEmpty
          title={t('payLinks.cartsTitle', 'Client payment links for carts')}
          description={t(
            'payLinks.cartsDescription',
            'Carts you sent your clients to pay. A paid link is booked at once; a link whose price changed must be made again from the cart.',
          )}
        />
      </div>
    </OrdersListPage>
  );
}

interface OrderRowProps {
  row: OrderRowDto;
  busy: string | null;
  onDownload: (key: string, path: string, name: string) => Promise<void>;
  onCancel: () => void;
}

function OrderRow({ row, busy, onDownload, onCancel }: OrderRowProps) {
  const t = useT();
  const fmt = useFormats();
  return (
    <li
      className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_auto] md:items-center"
      data-testid="order-row"
    >
      <div className="min-w-0">
        <AgencyBadge agency={row.agency} />
        <p className="text-xs text-slate-500">
          {row.referenceNumber} · {row.agentReferenceNumber} · {fmt.date(row.createdAt)}
        </p>
        <p className="font-medium text-slate-900">{row.attractionTitle}</p>
        <BookedBy name={row.bookedBy} />
        <p className="text-sm text-slate-600">
          {row.activityName} · {fmt.date(row.date)} ·{' '}
          {travellersText({ adult: row.adults, child: row.children, infant: row.infants })}
        </p>
      </div>
      <div className="text-sm">
        <p className="text-slate-800">{row.leadTravellerName}</p>
        <p className="truncate text-slate-500">{row.leadTravellerEmail}</p>
        <p className="mt-1 font-semibold text-slate-900 tabular-nums">{fmt.aedMinor(row.agentPrice)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <StatusBadge status={row.status} />
        <Link to={invoicePath(row.orderId)} className="text-sm font-medium text-brand-700 hover:underline">
          {row.actions.payAgain
            ? t('attractions.payAgainOrDiscard', 'Pay again or discard')
            : t('attractions.view', 'View')}
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
            {t('attractions.invoice', 'Invoice')}
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
            {t('attractions.voucher', 'Voucher')}
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
            {t('attractions.tickets', 'Tickets')}
          </Button>
        )}
        {CANCELLABLE.includes(row.status) && (
          <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={onCancel}>
            {t('attractions.cancel', 'Cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}

export default OrdersPage;
