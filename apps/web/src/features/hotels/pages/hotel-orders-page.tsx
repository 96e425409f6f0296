import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarClock, Hotel } from 'lucide-react';
import {
  HOTEL_ORDER_PAGES,
  HOTEL_ORDER_PATHS,
  HOTEL_ORDER_STATUSES,
  type HotelOrderRowDto,
} from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { FiltersForm, statusField, type FilterField } from '../../../components/orders/filters-form';
import { listFiltersQuery } from '../../../components/orders/list-filters';
import { OrdersListPage } from '../../../components/orders/orders-list-page';
import { AgencyBadge, useAgencyFilterFields } from '../../../components/orders/agency-filter';
import { BookedBy, useBookedByFilterFields } from '../../../components/orders/booked-by';
import { StatusBadge, statusLabel } from '../../../components/status-badge';
import { useT, type Translate } from '../../../lib/i18n';
import { useHotelOrdersQuery } from '../api/booking.api';
import { CancelOrderDialog, type CancelTarget } from '../components/cancel-order-dialog';
import { PayOrderDialog, type PayTarget } from '../components/pay-order-dialog';
import { formatDisplayDate } from '../../../lib/display-date';
import { readOrderFilters, type HotelOrderFilterKey } from '../lib/order-filters';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 10;

/** The list's own filters, labelled in the reader's language. */
function hotelOrderFields(t: Translate): FilterField<HotelOrderFilterKey>[] {
  const labels = Object.fromEntries(HOTEL_ORDER_STATUSES.map((s) => [s, statusLabel(s)])) as Record<
    (typeof HOTEL_ORDER_STATUSES)[number],
    string
  >;
  return [
    { name: 'referenceNumber', label: t('orders.reference', 'Reference') },
    { name: 'agentReferenceNumber', label: t('orders.agentReference', 'Agent reference') },
    { name: 'guestName', label: t('orders.guestName', 'Guest name') },
    { name: 'hotel', label: t('orders.hotel', 'Hotel') },
    statusField(HOTEL_ORDER_STATUSES, labels),
    { name: 'bookingFrom', label: t('orders.bookedFrom', 'Booked from'), type: 'date' },
    { name: 'bookingTo', label: t('orders.bookedTo', 'Booked to'), type: 'date' },
    { name: 'checkInFrom', label: t('orders.checkInFrom', 'Check-in from'), type: 'date' },
    { name: 'checkInTo', label: t('orders.checkInTo', 'Check-in to'), type: 'date' },
  ];
}

/**
 * /hotel/order: the agent's hotel bookings, unpaid pay-later ones first with their deadline and a Pay
 * button; filters, paging, Excel, documents and cancel.
 */
export function HotelOrdersPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readOrderFilters(params);
  const agencyFields = useAgencyFilterFields();
  const bookedByFields = useBookedByFilterFields();
  const query = useHotelOrdersQuery({ ...filters, skip: page * PAGE_SIZE, limit: PAGE_SIZE });
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const t = useT();

  const applied = listFiltersQuery(filters).toString();

  return (
    <OrdersListPage
      title={t('orders.hotelTitle', 'Hotel bookings')}
      what={t('orders.whatBookings', 'bookings')}
      sheet={{ path: `${HOTEL_ORDER_PATHS.sheet}?${applied}`, fileName: 'hotel-bookings.xlsx' }}
      filters={
        <FiltersForm
          key={applied}
          label={t('orders.filterHotel', 'Filter hotel bookings')}
          fields={[...agencyFields, ...bookedByFields, ...hotelOrderFields(t)]}
          value={filters}
          onApply={(next) => setParams(listFiltersQuery(next))}
        />
      }
      query={query}
      rows={query.data?.hotelOrders}
      total={query.data?.totalHotelOrders ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={(p) => setParams(listFiltersQuery(filters, p))}
      empty={{
        icon: <Hotel className="size-7" />,
        title: t('orders.noneHotel', 'No hotel bookings found'),
        description:
          Object.keys(filters).length > 0
            ? t('orders.noMatch', 'No booking matches these filters.')
            : t('orders.hotelsAppear', 'Hotels you book appear here.'),
        action: (
          <Link to="/" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('orders.searchHotels', 'Search hotels')}
          </Link>
        ),
      }}
      renderRow={(row, { busy, download }) => (
        <OrderRow
          key={row._id}
          row={row}
          busy={busy}
          onDownload={download}
          onPay={() =>
            setPaying({
              orderId: row._id,
              referenceNumber: row.referenceNumber,
              amount: row.agentPrice,
              lastDateForPayment: row.lastDateForPayment,
            })
          }
          onCancel={() =>
            setCancelling({
              orderId: row._id,
              title: `${row.hotelName} · ${formatDisplayDate(row.fromDate)} - ${formatDisplayDate(row.toDate)}`,
            })
          }
        />
      )}
    >
      {cancelling && <CancelOrderDialog target={cancelling} onClose={() => setCancelling(null)} />}
      {paying && <PayOrderDialog target={paying} onClose={() => setPaying(null)} />}
    </OrdersListPage>
  );
}

interface OrderRowProps {
  row: HotelOrderRowDto;
  busy: string | null;
  onDownload: (key: string, path: string, name: string) => Promise<void>;
  onPay: () => void;
  onCancel: () => void;
}

function OrderRow({ row, busy, onDownload, onPay, onCancel }: OrderRowProps) {
  const nights = row.noOfNights;
  const t = useT();
  const fmt = useFormats();
  return (
    <li
      className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_14rem] md:items-center lg:grid-cols-[minmax(0,1fr)_14rem_21rem]"
      data-testid="hotel-order-row"
    >
      <div className="min-w-0">
        <p className="text-xs text-slate-500">
          {row.referenceNumber} · {row.agentReferenceNumber} ·{' '}
          {t('orders.booked', 'booked {date}', { date: fmt.date(row.createdAt) })}
        </p>
        <AgencyBadge agency={row.agency} />
        <p className="font-medium text-slate-900">{row.hotelName}</p>
        <BookedBy name={row.bookedBy} />
        <p className="text-sm text-slate-600">
          {row.rooms} × {row.roomTypeName} · {formatDisplayDate(row.fromDate)} -{' '}
          {formatDisplayDate(row.toDate)} (
          {t('hotelCard.nights', '{n, plural, one {# night} other {# nights}}', { n: nights })})
        </p>
        {row.confirmationNumber && (
          <p className="text-xs text-slate-500">
            {t('order.confirmation', 'Hotel confirmation')} {row.confirmationNumber}
          </p>
        )}
      </div>
      <div className="text-sm">
        <p className="text-slate-800">
          <bdi>{row.leadGuest}</bdi>
        </p>
        <p className="font-semibold text-slate-900 tabular-nums">{fmt.aedMinor(row.agentPrice)}</p>
        {row.actions.pay && row.lastDateForPayment && (
          <p
            className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800"
            data-testid="pay-deadline"
          >
            <CalendarClock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {t('orders.payBy', 'Pay by {time}', {
              time: fmt.dateTime(row.lastDateForPayment, { withZone: true }),
            })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 md:col-span-2 md:justify-end lg:col-span-1">
        <StatusBadge status={row.status === 'completed' ? row.bookingStatus : row.status} />
        {row.actions.pay && (
          <Button size="sm" variant="accent" onClick={onPay}>
            {t('orders.pay', 'Pay')}
          </Button>
        )}
        <Link
          to={HOTEL_ORDER_PAGES.details(row._id)}
          className="text-sm font-medium text-brand-700 hover:underline"
          aria-label={t('orders.detailsOf', 'Details of {reference}', { reference: row.referenceNumber })}
        >
          {t('orders.details', 'Details')}
        </Link>
        {row.actions.voucher && (
          <Button
            variant="ghost"
            size="sm"
            loading={busy === `voucher-${row._id}`}
            onClick={() =>
              void onDownload(
                `voucher-${row._id}`,
                HOTEL_ORDER_PATHS.voucher(row._id),
                `voucher-${row.referenceNumber}.pdf`,
              )
            }
          >
            {t('orders.voucher', 'Voucher')}
          </Button>
        )}
        {row.actions.invoice && (
          <Button
            variant="ghost"
            size="sm"
            loading={busy === `invoice-${row._id}`}
            onClick={() =>
              void onDownload(
                `invoice-${row._id}`,
                HOTEL_ORDER_PATHS.invoice(row._id),
                `invoice-${row.referenceNumber}.pdf`,
              )
            }
          >
            {t('orders.invoice', 'Invoice')}
          </Button>
        )}
        {row.actions.cancel && (
          <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}

export default HotelOrdersPage;
