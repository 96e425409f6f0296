import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plane } from 'lucide-react';
import {
  FLIGHT_ORDER_PATHS,
  FLIGHT_ORDER_STATUSES,
  FLIGHT_PAGES,
  type FlightOrderRowDto,
} from '@portal/contracts';
import { FiltersForm, statusField, type FilterField } from '../../../components/orders/filters-form';
import { listFiltersQuery } from '../../../components/orders/list-filters';
import { AgencyBadge, useAgencyFilterFields } from '../../../components/orders/agency-filter';
import { BookedBy, useBookedByFilterFields } from '../../../components/orders/booked-by';
import { OrdersListPage } from '../../../components/orders/orders-list-page';
import { StatusBadge, statusLabel } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { useFlightOrdersQuery } from '../api/booking.api';
import { CancelBookingDialog, type FlightCancelTarget } from '../components/cancel-booking-dialog';
import { readFlightOrderFilters, type FlightOrderFilterKey } from '../lib/order-filters';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 10;
/** The list's own filters, labelled in the reader's language. */
function flightOrderFields(t: Translate): FilterField<FlightOrderFilterKey>[] {
  const labels = Object.fromEntries(FLIGHT_ORDER_STATUSES.map((s) => [s, statusLabel(s)])) as Record<
    (typeof FLIGHT_ORDER_STATUSES)[number],
    string
  >;
  return [
    { name: 'pnr', label: t('flights.orders.pnr', 'PNR') },
    { name: 'referenceNumber', label: t('orders.reference', 'Reference') },
    { name: 'passenger', label: t('flights.orders.passenger', 'Passenger') },
    { name: 'from', label: t('flights.orders.fromIata', 'From (IATA)'), placeholder: 'DXB', maxLength: 3 },
    { name: 'to', label: t('flights.orders.toIata', 'To (IATA)'), placeholder: 'LHR', maxLength: 3 },
    statusField(FLIGHT_ORDER_STATUSES, labels),
    { name: 'travelFrom', label: t('flights.orders.departureFrom', 'Departure from'), type: 'date' },
    { name: 'travelTo', label: t('flights.orders.departureTo', 'Departure to'), type: 'date' },
    { name: 'bookingFrom', label: t('orders.bookedFrom', 'Booked from'), type: 'date' },
    { name: 'bookingTo', label: t('orders.bookedTo', 'Booked to'), type: 'date' },
  ];
}

/** /flight/order: the agent's flight bookings with filters, paging, Excel, e-tickets and cancel. */
export function FlightOrdersPage() {
  const t = useT();
  const fmt = useFormats();
  const [params, setParams] = useSearchParams();
  const { filters, page } = readFlightOrderFilters(params);
  const agencyFields = useAgencyFilterFields();
  const bookedByFields = useBookedByFilterFields();
  const query = useFlightOrdersQuery({ ...filters, skip: page * PAGE_SIZE, limit: PAGE_SIZE });
  const [cancelling, setCancelling] = useState<FlightCancelTarget | null>(null);
  const applied = listFiltersQuery(filters).toString();

  return (
    <OrdersListPage
      title={t('flights.orders.title', 'Flight bookings')}
      what={t('orders.whatBookings', 'bookings')}
      sheet={{ path: `${FLIGHT_ORDER_PATHS.sheet}?${applied}`, fileName: 'flight-bookings.xlsx' }}
      filters={
        <FiltersForm
          key={applied}
          label={t('flights.orders.filter', 'Filter flight bookings')}
          fields={[...agencyFields, ...bookedByFields, ...flightOrderFields(t)]}
          value={filters}
          onApply={(next) => setParams(listFiltersQuery(next))}
        />
      }
      query={query}
      rows={query.data?.flightOrders}
      total={query.data?.totalFlightOrders ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={(p) => setParams(listFiltersQuery(filters, p))}
      empty={{
        icon: <Plane className="size-7" />,
        title: t('flights.orders.none', 'No flight bookings found'),
        description:
          Object.keys(filters).length > 0
            ? t('orders.noMatch', 'No booking matches these filters.')
            : t('flights.orders.appear', 'Flights you book appear here.'),
        action: (
          <Link to={FLIGHT_PAGES.search} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('flights.search.title', 'Search flights')}
          </Link>
        ),
      }}
      renderRow={(row) => (
        <OrderRow
          key={row._id}
          row={row}
          onCancel={() =>
            setCancelling({
              bookingId: row._id,
              title: `${row.referenceNumber} · ${row.route} · ${fmt.date(row.departureDate)}`,
            })
          }
        />
      )}
    >
      {cancelling && <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />}
    </OrdersListPage>
  );
}

function OrderRow({ row, onCancel }: { row: FlightOrderRowDto; onCancel: () => void }) {
  const t = useT();
  const fmt = useFormats();
  return (
    <li
      className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_14rem] md:items-center lg:grid-cols-[minmax(0,1fr)_14rem_18rem]"
      data-testid="flight-order-row"
    >
      <div className="min-w-0">
        <AgencyBadge agency={row.agency} />
        <p className="text-xs text-slate-500">
          {row.referenceNumber} · {row.agentReferenceNumber} ·{' '}
          {t('orders.booked', 'booked {date}', { date: fmt.date(row.createdAt) })}
        </p>
        <p className="font-medium text-slate-900">
          <bdi>{row.route}</bdi> <span className="font-normal text-slate-600">· {row.carrierName}</span>
        </p>
        <BookedBy name={row.bookedBy} />
        <p className="text-sm text-slate-600">
          {fmt.date(row.departureDate)}
          {row.returnDate ? ` - ${fmt.date(row.returnDate)}` : ''}
          {row.pnr && (
            <>
              {' '}
              · {t('flights.orders.pnr', 'PNR')} <span className="font-medium text-slate-800">{row.pnr}</span>
            </>
          )}
        </p>
      </div>
      <div className="text-sm">
        <p className="text-slate-800">
          {row.leadPassenger}
          {row.passengers > 1 && <span className="text-slate-500"> +{row.passengers - 1}</span>}
        </p>
        <p className="font-semibold text-slate-900 tabular-nums">{fmt.aedMinor(row.agentPrice)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:col-span-2 md:justify-end lg:col-span-1">
        <StatusBadge status={row.status} />
        <Link
          to={FLIGHT_PAGES.details(row._id)}
          className="text-sm font-medium text-brand-700 hover:underline"
          aria-label={t('orders.detailsOf', 'Details of {reference}', { reference: row.referenceNumber })}
        >
          {t('orders.details', 'Details')}
        </Link>
        {row.actions.ticket && (
          <Link
            to={FLIGHT_PAGES.ticket(row._id)}
            className="text-sm font-medium text-brand-700 hover:underline"
            aria-label={t('flights.orders.ticketOf', 'E-ticket of {reference}', {
              reference: row.referenceNumber,
            })}
          >
            {t('flights.orders.ticket', 'E-ticket')}
          </Link>
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

export default FlightOrdersPage;
