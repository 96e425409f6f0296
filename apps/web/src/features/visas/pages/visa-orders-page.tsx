import { Link } from 'react-router';
import { VISA_PAGES, VISA_PATHS, type VisaListQuery } from '@portal/contracts';
import { VISA_TRAVELLER_STATUSES } from '@portal/domain';
import { useAppSelector } from '../../../app/store';
import { FiltersForm, statusField, type FilterField } from '../../../components/orders/filters-form';
import { AgencyBadge, useAgencyFilterFields } from '../../../components/orders/agency-filter';
import { BookedBy, useBookedByFilterFields } from '../../../components/orders/booked-by';
import { listFiltersQuery, useListFilters } from '../../../components/orders/list-filters';
import { OrdersListPage } from '../../../components/orders/orders-list-page';
import { useVisaApplicationsQuery } from '../api/visas.api';
import { VisaStatusBadge } from '../components/status-badge';
import { useT, type Translate } from '../../../lib/i18n';
import { visaStatusLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 10;
const FILTERS = [
  'agency',
  'bookedBy',
  'referenceNumber',
  'traveller',
  'passportNo',
  'status',
  'dateFrom',
  'dateTo',
] as const;
const FIELDS = (t: Translate): FilterField<(typeof FILTERS)[number]>[] => [
  { name: 'referenceNumber', label: t('visas.reference', 'Reference') },
  { name: 'traveller', label: t('visas.travellerName', 'Traveller name') },
  { name: 'passportNo', label: t('visas.passport', 'Passport') },
  statusField(
    VISA_TRAVELLER_STATUSES,
    Object.fromEntries(VISA_TRAVELLER_STATUSES.map((s) => [s, visaStatusLabel(s)])) as Record<
      (typeof VISA_TRAVELLER_STATUSES)[number],
      string
    >,
    t('visaOrders.anyStatus', 'Any status'),
  ),
  { name: 'dateFrom', label: t('visas.from', 'From'), type: 'date' },
  { name: 'dateTo', label: t('visas.to', 'To'), type: 'date' },
];

/** /visa/order: applications with filters, paging and Excel export. */
export function VisaOrdersPage() {
  const t = useT();
  const fmt = useFormats();
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
      title={t('visas.visaApplications', 'Visa applications')}
      what={t('visaOrders.what', 'applications')}
      sheet={{
        path: `${VISA_PATHS.sheet}${applied ? `?${applied}` : ''}`,
        fileName: 'visa-applications.xlsx',
      }}
      filters={
        <FiltersForm
          key={applied}
          fields={[...agencyFields, ...bookedByFields, ...FIELDS(t)]}
          value={filters}
          onApply={apply}
        />
      }
      query={query}
      rows={query.data?.visaApplications}
      total={query.data?.totalVisaApplications ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={goTo}
      empty={{
        title: t('visas.noVisaApplications', 'No visa applications'),
        description:
          Object.keys(filters).length > 0
            ? t('visas.noApplicationMatchesThese', 'No application matches these filters.')
            : t('visas.visaApplicationsYouSubmit', 'Visa applications you submit appear here.'),
        action: (
          <Link to={VISA_PAGES.search} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('visas.applyForAVisa', 'Apply for a visa')}
          </Link>
        ),
      }}
      table={
        <tr>
          <th className="px-3 py-2 font-medium">{t('visas.reference', 'Reference')}</th>
          <th className="px-3 py-2 font-medium">{t('visas.visa', 'Visa')}</th>
          <th className="px-3 py-2 font-medium">{t('visas.travellers', 'Travellers')}</th>
          <th className="px-3 py-2 font-medium">{t('visas.travel', 'Travel')}</th>
          <th className="px-3 py-2 font-medium">{t('visas.status', 'Status')}</th>
          <th className="px-3 py-2 text-end font-medium">{t('visas.total', 'Total')}</th>
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
          <td className="px-3 py-2">{fmt.date(a.travelDate)}</td>
          <td className="px-3 py-2">
            <VisaStatusBadge status={a.status} label={a.outcome} />
          </td>
          <td className="px-3 py-2 text-end tabular-nums">{fmt.price(a.totalAmount, currency)}</td>
        </tr>
      )}
    />
  );
}
