import { Link } from 'react-router';
import { VISA_PAGES, VISA_PATHS, type VisaListQuery } from '@portal/contracts';
import { VISA_STATUS_LABELS, VISA_TRAVELLER_STATUSES } from '@portal/domain';
import { useAppSelector } from '../../../app/store';
import { FiltersForm, statusField, type FilterField } from '../../../components/orders/filters-form';
import { AgencyBadge, useAgencyFilterFields } from '../../../components/orders/agency-filter';
import { BookedBy, useBookedByFilterFields } from '../../../components/orders/booked-by';
import { listFiltersQuery, useListFilters } from '../../../components/orders/list-filters';
import { OrdersListPage } from '../../../components/orders/orders-list-page';
import { formatPrice } from '../../../lib/money';
import { useVisaApplicationsQuery } from '../api/visas.api';
import { VisaStatusBadge } from '../components/status-badge';
import { formatDate } from '../../../lib/format';

const PAGE_SIZE = 10;
const FILTERS = ['agency', 'bookedBy', 'referenceNumber', 'traveller', 'passportNo', 'status', 'dateFrom', 'dateTo'] as const;
const FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: 'referenceNumber', label: 'Reference' },
  { name: 'traveller', label: 'Traveller name' },
  { name: 'passportNo', label: 'Passport' },
  statusField(VISA_TRAVELLER_STATUSES, VISA_STATUS_LABELS, 'Any status'),
  { name: 'dateFrom', label: 'From', type: 'date' },
  { name: 'dateTo', label: 'To', type: 'date' },
];

/** /visa/order: applications with filters, paging and Excel export. */
export function VisaOrdersPage() {
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { filters, page, apply, goTo } = useListFilters(FILTERS);
  const agencyFields = useAgencyFilterFields();
  const bookedByFields = useBookedByFilterFields();
  const query = useVisaApplicationsQuery({
    ...(filters as VisaListQuery),
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const applied = listFiltersQuery(filters).toString();

  return (
    <OrdersListPage
      title="Visa applications"
      what="applications"
      sheet={{
        path: `${VISA_PATHS.sheet}${applied ? `?${applied}` : ''}`,
        fileName: 'visa-applications.xlsx',
      }}
      filters={<FiltersForm key={applied} fields={[...agencyFields, ...bookedByFields, ...FIELDS]} value={filters} onApply={apply} />}
      query={query}
      rows={query.data?.visaApplications}
      total={query.data?.totalVisaApplications ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={goTo}
      empty={{
        title: 'No visa applications',
        description:
          Object.keys(filters).length > 0
            ? 'No application matches these filters.'
            : 'Visa applications you submit appear here.',
        action: (
          <Link to={VISA_PAGES.search} className="text-sm font-semibold text-brand-700 hover:underline">
            Apply for a visa
          </Link>
        ),
      }}
      table={
        <tr>
          <th className="px-3 py-2 font-medium">Reference</th>
          <th className="px-3 py-2 font-medium">Visa</th>
          <th className="px-3 py-2 font-medium">Travellers</th>
          <th className="px-3 py-2 font-medium">Travel</th>
          <th className="px-3 py-2 font-medium">Status</th>
          <th className="px-3 py-2 text-end font-medium">Total</th>
        </tr>
      }
      renderRow={(a) => (
        <tr key={a._id} className="border-t border-slate-100" data-testid="visa-row">
          <td className="px-3 py-2">
            <Link className="font-semibold text-brand-700 underline" to={VISA_PAGES.details(a._id)}>
              {a.referenceNumber}
            </Link>
            <AgencyBadge agency={a.agency} />
            <BookedBy name={a.bookedBy} className="block" />
          </td>
          <td className="px-3 py-2">{a.visaType.visaName}</td>
          <td className="px-3 py-2">{a.travellerNames.join(', ')}</td>
          <td className="px-3 py-2">{formatDate(a.travelDate)}</td>
          <td className="px-3 py-2">
            <VisaStatusBadge status={a.status} label={a.outcome} />
          </td>
          <td className="px-3 py-2 text-end tabular-nums">{formatPrice(a.totalAmount, currency)}</td>
        </tr>
      )}
    />
  );
}
