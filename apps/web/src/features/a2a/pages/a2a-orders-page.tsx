import { Link } from 'react-router';
import { PlaneTakeoff } from 'lucide-react';
import { A2A_ORDER_STATUSES, A2A_PAGES, A2A_PATHS, type A2aOrdersQuery } from '@portal/contracts';
import { FiltersForm, statusField, type FilterField } from '../../../components/orders/filters-form';
import { AgencyBadge, useAgencyFilterFields } from '../../../components/orders/agency-filter';
import { BookedBy, useBookedByFilterFields } from '../../../components/orders/booked-by';
import { listFiltersQuery, useListFilters } from '../../../components/orders/list-filters';
import { OrdersListPage } from '../../../components/orders/orders-list-page';
import { StatusBadge, STATUS_LABELS } from '../../../components/status-badge';
import { useA2aOrdersQuery } from '../api/a2a.api';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 10;
const FILTERS = [
  'agency',
  'bookedBy',
  'referenceNumber',
  'passengerName',
  'status',
  'travelFrom',
  'travelTo',
] as const;
const FIELDS = (t: Translate): FilterField<(typeof FILTERS)[number]>[] => [
  { name: 'referenceNumber', label: t('a2a.reference', 'Reference') },
  { name: 'passengerName', label: t('a2a.passenger', 'Passenger') },
  statusField(A2A_ORDER_STATUSES, STATUS_LABELS, 'Any status'),
  { name: 'travelFrom', label: t('a2a.travelFrom', 'Travel from'), type: 'date' },
  { name: 'travelTo', label: t('a2a.travelTo', 'Travel to'), type: 'date' },
];

/** /a2a/order: the agent's a2a bookings with filters, paging and the Excel export. */
export function A2aOrdersPage() {
  const t = useT();
  const fmt = useFormats();
  const { filters, page, apply, goTo } = useListFilters(FILTERS);
  const agencyFields = useAgencyFilterFields();
  const bookedByFields = useBookedByFilterFields();
  const query = useA2aOrdersQuery({
    ...(filters as A2aOrdersQuery),
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const applied = listFiltersQuery(filters).toString();

  return (
    <OrdersListPage
      title={t('a2a.a2aBookings', 'A2A bookings')}
      what={t('what.bookings', 'bookings')}
      sheet={{ path: `${A2A_PATHS.sheet}?${applied}`, fileName: 'a2a-orders.xlsx' }}
      filters={
        <FiltersForm
          key={applied}
          fields={[...agencyFields, ...bookedByFields, ...FIELDS(t)]}
          value={filters}
          onApply={apply}
        />
      }
      query={query}
      rows={query.data?.a2aOrders}
      total={query.data?.totalA2aOrders ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={goTo}
      empty={{
        icon: <PlaneTakeoff className="size-7" />,
        title: t('a2a.noA2aBookingsFound', 'No A2A bookings found'),
        description:
          Object.keys(filters).length > 0
            ? t('a2a.noBookingMatchesThese', 'No booking matches these filters.')
            : t('a2a.a2aSeatsYouBook', 'A2A seats you book appear here.'),
        action: (
          <Link to={A2A_PAGES.home} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('a2a.findA2aSeats', 'Find A2A seats')}
          </Link>
        ),
      }}
      renderRow={(row) => (
        <li
          key={row._id}
          className="grid gap-2 p-4 md:grid-cols-[1.5fr_1fr_auto] md:items-center"
          data-testid="a2a-order-row"
        >
          <div>
            <AgencyBadge agency={row.agency} />
            <p className="text-xs text-slate-500">
              {row.referenceNumber} · {row.agentReferenceNumber} · booked {fmt.date(row.createdAt)}
            </p>
            <p className="font-medium text-slate-900">
              {row.sector} · {row.airline}
            </p>
            <BookedBy name={row.bookedBy} />
            <p className="text-sm text-slate-600">
              {fmt.date(row.onwardDate)}
              {row.returnDate ? ` - ${fmt.date(row.returnDate)}` : ''}
            </p>
          </div>
          <div className="text-sm">
            <p className="text-slate-800">
              {row.leadPassenger}
              {row.noOfTravellers > 1 ? ` + ${row.noOfTravellers - 1}` : ''}
              {row.cancelledPassengers > 0
                ? t('a2a.cancelledpassengersCancelled', ' ({cancelledPassengers} cancelled)', {
                    cancelledPassengers: row.cancelledPassengers,
                  })
                : ''}
            </p>
            <p className="font-semibold tabular-nums text-slate-900">{fmt.aedMinor(row.agentPrice)}</p>
          </div>
          <div className="flex items-center gap-2 md:justify-end">
            <StatusBadge status={row.status} />
            <Link
              to={A2A_PAGES.order(row._id)}
              className="text-sm font-medium text-brand-700 hover:underline"
              aria-label={t('a2a.detailsOfReferencenumber', 'Details of {referenceNumber}', {
                referenceNumber: row.referenceNumber,
              })}
            >
              {t('a2a.details', 'Details')}
            </Link>
          </div>
        </li>
      )}
    />
  );
}
