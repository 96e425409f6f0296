import { staffRoleNames, type StaffRole } from '@portal/domain';

/** What each staff role covers, in the words of the back office (domain access/permissions.ts). */
export const STAFF_ROLE_LABELS: Record<StaffRole, { label: string; hint: string }> = {
  administrator: { label: 'Administrator', hint: 'Everything, including staff accounts' },
  finance: { label: 'Finance', hint: 'Wallets, credit limits, deposits, withdrawals, adjustments, rates' },
  operations: { label: 'Operations', hint: 'Agents, bookings desk, visa desk, a2a, quotations' },
  content: { label: 'Content', hint: 'Catalogue, inventory, markups, company settings' },
  'read-only': { label: 'Read-only', hint: 'Sees the back office and the audit trail (auditors)' },
};

export const STAFF_ROLES = staffRoleNames;

export const roleText = (roles: readonly string[]) =>
  roles.map((r) => STAFF_ROLE_LABELS[r as StaffRole]?.label ?? r).join(', ');
