import { can, permissionsOf } from '@portal/domain';
import type { AgencyUserDto } from '@portal/contracts';

export type AssignableRole = 'manager' | 'booker' | 'accountant' | 'viewer';

/** The agency roles in the owner's words (domain access/permissions.ts `agencyRoles` decides). */
export const ROLE_LABELS: Record<AgencyUserDto['role'], string> = {
  owner: 'Owner',
  manager: 'Manager',
  booker: 'Booker',
  accountant: 'Accountant',
  viewer: 'Viewer',
};

export const ROLE_HINTS: Record<AssignableRole, string> = {
  manager: 'Books, pays, cancels, markups, sub-agents and reports; not users or withdrawals',
  booker: 'Searches, quotes, books and pays from the wallet up to its limit; sees sell prices only',
  accountant: 'Wallet, statements, deposits, withdrawals and reports; no booking',
  viewer: 'Sees bookings and the wallet; changes nothing',
};

export const ROLE_OPTIONS = (Object.keys(ROLE_HINTS) as AssignableRole[]).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

export const STATUS_LABELS: Record<AgencyUserDto['status'], string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

/** '' (no limit) or an amount in AED with at most two decimals; undefined when the text is not one. */
export function limitOf(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  return Number(t);
}

/** Whether a role's users see net prices without a grant (asked of the policy, not copied). */
export const seesNetByRole = (role: AgencyUserDto['role']) => can(permissionsOf([role]), 'prices.net');
