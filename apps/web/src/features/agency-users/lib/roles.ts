import { can, permissionsOf } from '@portal/domain';
import type { AgencyUserDto } from '@portal/contracts';
import { t, westernDigits } from '../../../lib/i18n';

export type AssignableRole = 'manager' | 'booker' | 'accountant' | 'viewer';

export const ASSIGNABLE_ROLES: readonly AssignableRole[] = ['manager', 'booker', 'accountant', 'viewer'];

/** An agency role in the owner's words and language (domain access/permissions.ts `agencyRoles` decides). */
export function roleLabel(role: AgencyUserDto['role']): string {
  switch (role) {
    case 'owner':
      return t('role.owner', 'Owner');
    case 'manager':
      return t('role.manager', 'Manager');
    case 'booker':
      return t('role.booker', 'Booker');
    case 'accountant':
      return t('role.accountant', 'Accountant');
    case 'viewer':
      return t('role.viewer', 'Viewer');
  }
}

export function roleHint(role: AssignableRole): string {
  switch (role) {
    case 'manager':
      return t(
        'role.managerHint',
        'Books, pays, cancels, markups, sub-agents and reports; not users or withdrawals',
      );
    case 'booker':
      return t(
        'role.bookerHint',
        'Searches, quotes, books and pays from the wallet up to its limit; sees sell prices only',
      );
    case 'accountant':
      return t('role.accountantHint', 'Wallet, statements, deposits, withdrawals and reports; no booking');
    case 'viewer':
      return t('role.viewerHint', 'Sees bookings and the wallet; changes nothing');
  }
}

export const roleOptions = () => ASSIGNABLE_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

export function statusLabel(status: AgencyUserDto['status']): string {
  switch (status) {
    case 'active':
      return t('userStatus.active', 'Active');
    case 'invited':
      return t('userStatus.invited', 'Invited');
    case 'disabled':
      return t('userStatus.disabled', 'Disabled');
  }
}

/**
 * '' (no limit) or an amount in AED with at most two decimals, in Western or Arabic-Indic digits;
 * undefined when the text is not one.
 */
export function limitOf(text: string): number | null | undefined {
  const typed = westernDigits(text).trim();
  if (typed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(typed)) return undefined;
  return Number(typed);
}

/** Whether a role's users see net prices without a grant (asked of the policy, not copied). */
export const seesNetByRole = (role: AgencyUserDto['role']) => can(permissionsOf([role]), 'prices.net');
