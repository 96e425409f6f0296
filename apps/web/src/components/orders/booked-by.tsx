import { UserRound } from 'lucide-react';
import { useAgencyUsersQuery } from '../../features/agency-users/api/agency-users.api';
import { useCan } from '../../lib/permissions';
import { Field } from '../ui/field';
import { Select } from '../ui/select';
import type { FilterField } from './filters-form';
import { t } from '../../lib/i18n';

/**
 * "Booked by" (issue 32): which of the agency's users booked an order, on every product's list and
 * details, and the list filter by user (a list field like the Agency filter: URL, query, Excel).
 * The filter lists the agency's users, so it is offered to those who may see them.
 */
export const BOOKED_BY_FILTER_KEY = 'bookedBy';

export function useBookedByFilterFields(): FilterField<typeof BOOKED_BY_FILTER_KEY>[] {
  const can = useCan();
  const allowed = can('users.manage');
  const users = useAgencyUsersQuery(undefined, { skip: !allowed });
  if (!allowed) return [];
  return [
    {
      name: BOOKED_BY_FILTER_KEY,
      label: t('filters.bookedBy', 'Booked by'),
      anyLabel: t('filters.anyone', 'Anyone'),
      options: (users.data?.users ?? []).map((u) => ({ value: u._id, label: u.name })),
    },
  ];
}

/** The "Booked by" filter alone, for a list without a filters form (quotations); nothing when not offered. */
export function BookedBySelect({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const [field] = useBookedByFilterFields();
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

/** The user who booked an order; nothing for orders from before agencies had users. */
export function BookedBy({ name, className }: { name: string | null | undefined; className?: string }) {
  if (!name) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs text-slate-600 ${className ?? ''}`}
      data-testid="booked-by"
    >
      <UserRound className="size-3.5" aria-hidden="true" />{' '}
      {t('orders.bookedBy', 'Booked by {name}', { name })}
    </span>
  );
}
