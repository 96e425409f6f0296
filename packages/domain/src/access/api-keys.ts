import type { ModuleName } from '../modules.ts';
import type { AgencyPermission, Permission } from './permissions.ts';

/**
 * API keys (issue 39): an agency's own systems call the Agent API with a key. A key is a caller with a
 * fixed, narrow role: it may search, price, book, pay, cancel and read bookings and their documents, and
 * only on the routes of a product module it was given. Everything else (wallet, users, markups,
 * settings, quotations) stays with the agency's people in the portal.
 */

/** What a key may do: the role of every key. */
export const API_KEY_PERMISSIONS = [
  'bookings.read',
  'bookings.book',
  'bookings.pay',
  'bookings.cancel',
  'prices.net',
] as const satisfies readonly AgencyPermission[];

/** The product modules a key may be given. */
export const API_KEY_MODULES = [
  'hotel',
  'attraction',
  'flight',
  'visa',
  'a2a',
  'insurance',
] as const satisfies readonly ModuleName[];
export type ApiKeyModule = (typeof API_KEY_MODULES)[number];

/** The Agent API: a route of a product module that asks one of the key's permissions. */
export function isAgentApiRoute(module: ModuleName | null, permission: Permission | null): boolean {
  return (
    module !== null &&
    (API_KEY_MODULES as readonly string[]).includes(module) &&
    permission !== null &&
    (API_KEY_PERMISSIONS as readonly string[]).includes(permission)
  );
}

/** `pk_live_` then 43 base64url characters (32 random bytes); `pk_test_` for a sandbox key. */
const SECRET = /^pk_(live|test)_[A-Za-z0-9_-]{43}$/;

export const apiKeySecretPrefix = (sandbox: boolean): string => (sandbox ? 'pk_test_' : 'pk_live_');

/** Whether a presented credential has the shape of an API key (anything else is a session token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith('pk_live_') || token.startsWith('pk_test_');
}

export function isApiKeySecret(token: string): boolean {
  return SECRET.test(token);
}

/** What the portal shows of a secret once it is gone: its first characters. */
export function apiKeyDisplayPrefix(secret: string): string {
  return secret.slice(0, 12);
}

/** The message of a booking refused by a key's cap: the amounts, and that nothing was charged. */
export function apiKeyCapMessage(
  which: 'booking' | 'day',
  amounts: { total: string; cap: string; spent?: string },
): string {
  return which === 'booking'
    ? `This booking costs AED ${amounts.total}, above this API key's cap of AED ${amounts.cap} per booking. Nothing was charged.`
    : `This booking costs AED ${amounts.total}; with AED ${amounts.spent ?? '0.00'} already booked today it would pass this API key's cap of AED ${amounts.cap} per day. Nothing was charged.`;
}
