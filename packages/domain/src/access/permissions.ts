/**
 * Who may do what: the one policy (guide 4b). Every permission belongs to one side (an agency's users, or
 * the company's staff); every role is a fixed set of permissions. API routes declare the permission they
 * need (`config.permission`, checked by plugins/auth.ts before the body is read); the web app asks the
 * same `can` to hide what the API would refuse. Change a role here and both follow.
 */

/** What an agency's users may do. */
export const agencyPermissions = {
  'bookings.read': 'see the agency’s bookings and documents',
  'bookings.book': 'search, quote and book',
  'bookings.pay': 'pay bookings from the wallet',
  'bookings.cancel': 'cancel bookings',
  'prices.net': 'see net prices and earnings',
  'quotations.manage': 'build and send quotations',
  'markups.manage': 'change the agency’s markups',
  'sub-agents.manage': 'manage sub-agents',
  'reports.read': 'see reports and the dashboard',
  'wallet.read': 'see the wallet and statements',
  'wallet.deposit': 'request deposits and pay by card',
  'wallet.withdraw': 'request withdrawals',
  'wallet.transfer': 'transfer money to sub-agents',
  'bank-details.manage': 'change the agency’s bank details',
  'users.manage': 'manage the agency’s users and roles',
  'settings.manage': 'change the agency’s settings',
  'api-keys.manage': 'manage the agency’s API keys',
} as const;
export type AgencyPermission = keyof typeof agencyPermissions;

/** What company staff may do. */
export const staffPermissions = {
  'back-office.read': 'see the back office',
  'staff.manage': 'manage staff accounts and roles',
  'agents.manage': 'approve, enable and disable agents and switch their modules',
  'finance.credit': 'change credit and pay-later limits',
  'finance.wallet': 'credit and debit agents’ wallets',
  'finance.deposits': 'decide deposits',
  'finance.withdrawals': 'decide and pay out withdrawals',
  'finance.rates': 'change currency rates',
  'operations.bookings': 'work the bookings desk',
  'operations.visas': 'work the visa desk',
  'operations.a2a': 'manage a2a seats',
  'operations.quotations': 'work confirmed quotations',
  'content.catalogue': 'change the catalogue and inventory',
  'content.markups': 'change company markups',
  'content.settings': 'change company settings',
  'audit.read': 'see the audit trail',
} as const;
export type StaffPermission = keyof typeof staffPermissions;

export type Permission = AgencyPermission | StaffPermission;

const allOf = <P extends string>(all: Record<P, string>): readonly P[] => Object.keys(all) as P[];
const agencyAll = allOf(agencyPermissions);
const staffAll = allOf(staffPermissions);

/** An agency's roles (issue 32). The account that signed up is its owner. */
export const agencyRoles = {
  owner: agencyAll,
  manager: agencyAll.filter(
    (p) => !(['users.manage', 'wallet.withdraw', 'bank-details.manage'] as AgencyPermission[]).includes(p),
  ),
  booker: [
    'bookings.read',
    'bookings.book',
    'bookings.pay',
    'bookings.cancel',
    'quotations.manage',
    'wallet.read',
  ],
  accountant: [
    'bookings.read',
    'prices.net',
    'reports.read',
    'wallet.read',
    'wallet.deposit',
    'wallet.withdraw',
    'wallet.transfer',
  ],
  viewer: ['bookings.read', 'wallet.read'],
} as const satisfies Record<string, readonly AgencyPermission[]>;
export type AgencyRole = keyof typeof agencyRoles;

/** The company's staff roles (issue 33); a member of staff may hold several. */
export const staffRoles = {
  administrator: staffAll,
  finance: [
    'back-office.read',
    'finance.credit',
    'finance.wallet',
    'finance.deposits',
    'finance.withdrawals',
    'finance.rates',
  ],
  operations: [
    'back-office.read',
    'agents.manage',
    'operations.bookings',
    'operations.visas',
    'operations.a2a',
    'operations.quotations',
  ],
  content: ['back-office.read', 'content.catalogue', 'content.markups', 'content.settings'],
  'read-only': ['back-office.read', 'audit.read'],
} as const satisfies Record<string, readonly StaffPermission[]>;
export type StaffRole = keyof typeof staffRoles;

export const agencyRoleNames = Object.keys(agencyRoles) as AgencyRole[];
export const staffRoleNames = Object.keys(staffRoles) as StaffRole[];

export const isAgencyPermission = (p: Permission): p is AgencyPermission => p in agencyPermissions;

/** The permissions a set of roles grants, plus any granted one by one (a booker allowed net prices). */
export function permissionsOf(
  roles: readonly (AgencyRole | StaffRole)[],
  grants: readonly Permission[] = [],
): ReadonlySet<Permission> {
  const out = new Set<Permission>(grants);
  for (const role of roles) {
    const perms: readonly Permission[] =
      role in agencyRoles ? agencyRoles[role as AgencyRole] : (staffRoles[role as StaffRole] ?? []);
    for (const p of perms) out.add(p);
  }
  return out;
}

/** The one question: may a holder of these permissions do this? */
export function can(
  permissions: ReadonlySet<Permission> | readonly Permission[],
  permission: Permission,
): boolean {
  return 'has' in permissions ? permissions.has(permission) : permissions.includes(permission);
}

/** The 403 message when a role does not allow something: names what, in words. */
export function permissionDenied(permission: Permission): string {
  const what = isAgencyPermission(permission) ? agencyPermissions[permission] : staffPermissions[permission];
  return `Your role does not allow you to ${what}`;
}

/** Staff permissions that move money: a member of staff holding any of them must use two-factor sign-in. */
export const moneyMovingPermissions: readonly StaffPermission[] = [
  'finance.credit',
  'finance.wallet',
  'finance.deposits',
  'finance.withdrawals',
];

/** Whether a member of staff with these roles must sign in with a second factor (issue 33). */
export function requiresTwoFactor(roles: readonly StaffRole[]): boolean {
  const granted = permissionsOf(roles);
  return moneyMovingPermissions.some((p) => granted.has(p));
}
