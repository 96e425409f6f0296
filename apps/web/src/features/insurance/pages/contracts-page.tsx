import { Link } from 'react-router';
import {
  INSURANCE_CONTRACT_STATUSES,
  INSURANCE_PAGES,
  INSURANCE_PATHS,
  type InsuranceContractStatus,
} from '@portal/contracts';
import { FiltersForm, statusField, type FilterField } from '../../../components/orders/filters-form';
import { AgencyBadge, useAgencyFilterFields } from '../../../components/orders/agency-filter';
import { BookedBy, useBookedByFilterFields } from '../../../components/orders/booked-by';
import { listFiltersQuery, useListFilters } from '../../../components/orders/list-filters';
import { OrdersListPage } from '../../../components/orders/orders-list-page';
import { StatusBadge, STATUS_LABELS } from '../../../components/status-badge';
import { useInsuranceContractsQuery } from '../api/contracts.api';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 10;
const FILTERS = [
  'agency',
  'bookedBy',
  'referenceNumber',
  'name',
  'status',
  'travelFrom',
  'travelTo',
] as const;
const FIELDS = (t: Translate): FilterField<(typeof FILTERS)[number]>[] => [
  { name: 'referenceNumber', label: t('insurance.reference', 'Reference') },
  { name: 'name', label: t('insurance.insuredNameOrPassport', 'Insured name or passport') },
  statusField(INSURANCE_CONTRACT_STATUSES, STATUS_LABELS),
  { name: 'travelFrom', label: t('insurance.travelFrom', 'Travel from'), type: 'date' },
  { name: 'travelTo', label: t('insurance.travelTo', 'Travel to'), type: 'date' },
];
const isStatus = (v: string | undefined): v is InsuranceContractStatus =>
  (INSURANCE_CONTRACT_STATUSES as readonly (string | undefined)[]).includes(v);

/** /insurance/order: the agent's insurance contracts with filters, paging and Excel export. */
export function InsuranceContractsPage() {
  const t = useT();
  const fmt = useFormats();
  const { filters, page, apply, goTo } = useListFilters(FILTERS);
  const agencyFields = useAgencyFilterFields();
  const bookedByFields = useBookedByFilterFields();
  const status = isStatus(filters.status) ? filters.status : undefined;
  const query = useInsuranceContractsQuery({
    referenceNumber: filters.referenceNumber,
    name: filters.name,
    status,
    travelFrom: filters.travelFrom,
    travelTo: filters.travelTo,
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const applied = listFiltersQuery({ ...filters, status }).toString();

  return (
    <OrdersListPage
      title={t('insurance.insuranceContracts', 'Insurance contracts')}
      what={t('what.insuranceContracts', 'insurance contracts')}
      sheet={{
        path: `${INSURANCE_PATHS.contractsSheet}${applied ? `?${applied}` : ''}`,
        fileName: 'insurance-contracts.xlsx',
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
      rows={query.data?.contracts}
      total={query.data?.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={goTo}
      empty={{
        title: t('insurance.noInsuranceContracts', 'No insurance contracts'),
        description:
          Object.keys(filters).length > 0
            ? t('insurance.noContractMatchesThese', 'No contract matches these filters.')
            : t('insurance.policiesYouBuyShow', 'Policies you buy show here.'),
        action: (
          <Link to={INSURANCE_PAGES.home} className="text-sm font-semibold text-sky-700 underline">
            {t('insurance.getAQuote', 'Get a quote')}
          </Link>
        ),
      }}
      table={
        <tr>
          <th className="px-3 py-2 font-medium">{t('insurance.reference', 'Reference')}</th>
          <th className="px-3 py-2 font-medium">{t('insurance.planAndInsured', 'Plan and insured')}</th>
          <th className="px-3 py-2 font-medium">{t('insurance.travel', 'Travel')}</th>
          <th className="px-3 py-2 font-medium">{t('insurance.status', 'Status')}</th>
          <th className="px-3 py-2 text-end font-medium">{t('insurance.yourPrice', 'Your price')}</th>
        </tr>
      }
      renderRow={(c) => (
        <tr key={c._id} className="border-t border-slate-100">
          <td className="px-3 py-2">
            <Link to={INSURANCE_PAGES.order(c._id)} className="font-semibold text-sky-700 underline">
              {c.referenceNumber}
            </Link>
            <span className="block text-xs text-slate-500">{c.agentReferenceNumber}</span>
            <AgencyBadge agency={c.agency} />
            <BookedBy name={c.bookedBy} className="block" />
          </td>
          <td className="px-3 py-2">{c.title}</td>
          <td className="px-3 py-2">
            {fmt.date(c.travelFrom)}
            {c.travelTo ? ` - ${fmt.date(c.travelTo)}` : ''}
          </td>
          <td className="px-3 py-2">
            <StatusBadge status={c.status} />
          </td>
          <td className="px-3 py-2 text-end">{fmt.aedMinor(c.agentPrice)}</td>
        </tr>
      )}
    />
  );
}
