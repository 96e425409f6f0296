import { can, type Permission } from './permissions.ts';

/**
 * Which order actions a user's role allows (issue 32): every product's order answer carries
 * `actions` (what the pages offer: pay, cancel, book ...), computed from the order's state alone. A
 * user whose role may not do one of them (a viewer paying, an accountant cancelling) gets it as
 * false, so the web app hides the button the API would refuse. Documents (voucher, invoice, tickets,
 * certificate) only need `bookings.read`, which every agency role holds.
 */
export const orderActionPermissions: Readonly<Record<string, Permission>> = {
  pay: 'bookings.pay',
  payAgain: 'bookings.pay',
  cancel: 'bookings.cancel',
  discard: 'bookings.cancel',
  book: 'bookings.book',
};

const guarded = Object.values(orderActionPermissions);

/** Does this user miss any permission an order action needs (or can its answers pass untouched)? */
export function limitsOrderActions(permissions: ReadonlySet<Permission> | readonly Permission[]): boolean {
  return guarded.some((p) => !can(permissions, p));
}

/**
 * A copy of an answer with every `actions` object's guarded actions turned off where the user's
 * permissions do not allow them; anything else is left as it is.
 */
export function maskOrderActions<T>(
  value: T,
  permissions: ReadonlySet<Permission> | readonly Permission[],
): T {
  return mask(value, permissions) as T;
}

function mask(value: unknown, permissions: ReadonlySet<Permission> | readonly Permission[]): unknown {
  if (Array.isArray(value)) return value.map((v) => mask(v, permissions));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = key === 'actions' && isActions(v) ? allowed(v, permissions) : mask(v, permissions);
  }
  return out;
}

const isActions = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function allowed(
  actions: Record<string, unknown>,
  permissions: ReadonlySet<Permission> | readonly Permission[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(actions)) {
    const needs = orderActionPermissions[key];
    out[key] = v === true && needs !== undefined && !can(permissions, needs) ? false : v;
  }
  return out;
}
