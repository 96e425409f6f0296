import type { OrderAgencyDto } from '@portal/contracts';
import { useAppSelector } from '../../app/store';
import { useSubAgentsQuery } from '../../features/resellers/api/resellers.api';
import { Field } from '../ui/field';
import { Select } from '../ui/select';
import type { FilterField } from './filters-form';
import { t } from '../../lib/i18n';

/**
 * The branch view's "Agency" filter every order list shares (a list field like any other: it rides
 * in the URL, the query and the Excel export). Empty = own orders (the API's default), `all` = own
 * and every sub-agent's, or one sub-agent's id. Only a reseller has sub-agents, so only a reseller
 * gets the field; other shared list filters ("Booked by" ...) sit beside it the same way.
 */
export const AGENCY_FILTER_KEY = 'agency';

/** The field to put first in a list's filter fields (none for a sub-agent). */
export function useAgencyFilterFields(): FilterField<typeof AGENCY_FILTER_KEY>[] {
  const isReseller = useAppSelector((s) => s.session.isLoggedIn && s.session.agent?.role === 'reseller');
  const subAgents = useSubAgentsQuery({ skip: 0, limit: 100 }, { skip: !isReseller });
  if (!isReseller) return [];
  return [
    {
      name: AGENCY_FILTER_KEY,
      label: t('filters.agency', 'Agency'),
      anyLabel: t('filters.ownBookings', 'Own bookings'),
      options: [
        { value: 'all', label: t('filters.allAgencies', 'All (own and sub-agents)') },
        ...(subAgents.data?.resellers ?? []).map((s) => ({ value: s._id, label: s.companyName || s.name })),
      ],
    },
  ];
}

/** A list row's or details page's agency: a sub-agent's booking, shown read-only to its reseller. */
export function AgencyBadge({ agency }: { agency: OrderAgencyDto | undefined }) {
  if (!agency) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">
      Sub-agent: {agency.name}
    </span>
  );
}

/** The same field on its own, for a list whose filters are not a FiltersForm (the quotations). */
export function AgencySelect({ value, onChange }: { value: string; onChange: (agency: string) => void }) {
  const [field] = useAgencyFilterFields();
  if (!field) return null;
  return (
    <Field label={field.label} className="max-w-xs">
      <Select
        name={field.name}
        placeholder={field.anyLabel}
        options={field.options ?? []}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
