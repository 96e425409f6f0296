import type { StaffRole } from '@portal/domain';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from './staff-labels';

/** One checkbox per staff role (a member of staff may hold several). */
export function RoleCheckboxes({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={value.includes(role)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))
              }
            />
            <span>
              <span className="block font-medium text-slate-900">{STAFF_ROLE_LABELS[role].label}</span>
              <span className="block text-xs text-slate-600">{STAFF_ROLE_LABELS[role].hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
