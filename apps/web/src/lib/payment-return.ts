import { MINIMUM_CARD_DEPOSIT_MINOR, PAYMENT_RETURN_PATHS, type PaymentReturnPath } from '@portal/contracts';
import { formatMinor } from '@portal/domain';

/**
 * Card payments leave the site and come back: the web app names its own origin so the gateway
 * returns the agent to this address (signed in here), and a top-up started from a checkout carries
 * the checkout's path so the success page leads back to it (the cart stays in local storage).
 */
export const siteOrigin = (): string => window.location.origin;

/** The `return` query parameter of a page, when it is one of the pages a payment may come back to. */
export function readReturnPath(search: string): PaymentReturnPath | null {
  const value = new URLSearchParams(search).get('return');
  return (PAYMENT_RETURN_PATHS as readonly (string | null)[]).includes(value)
    ? (value as PaymentReturnPath)
    : null;
}

/** What a top-up should add to cover a shortfall: the shortfall, at least the minimum card deposit. */
export function topUpAmountMinor(shortfallMinor: number): number {
  return Math.max(shortfallMinor, MINIMUM_CARD_DEPOSIT_MINOR);
}

/**
 * The wallet page with the card top-up open and filled, coming back to `returnPath` once paid (null:
 * the agent stays on the wallet page).
 */
export function topUpPath(shortfallMinor: number, returnPath: PaymentReturnPath | null): string {
  const query = new URLSearchParams({ topup: formatMinor(topUpAmountMinor(shortfallMinor)) });
  if (returnPath) query.set('return', returnPath);
  return `/wallet?${query.toString()}#add-funds`;
}

/** The amount of a `topup` query parameter ("25.30"), or '' when there is none. */
export function readTopUpAmount(search: string): string {
  const value = new URLSearchParams(search).get('topup') ?? '';
  return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? value : '';
}
