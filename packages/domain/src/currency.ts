export interface DisplayCurrency {
  isocode?: string | null;
  conversionRate?: number | null;
}

/**
 * Spec section 5: 0 when the amount, the isocode or the rate is missing;
 * otherwise amount x rate with 2 decimals, optionally followed by the isocode.
 */
export function convertCurrency(
  amount: number | null | undefined,
  currency: DisplayCurrency | null | undefined,
  withIsocode = false,
): string | 0 {
  const isocode = currency?.isocode;
  const rate = currency?.conversionRate;
  if (amount === null || amount === undefined || Number.isNaN(amount) || !isocode || !rate) return 0;
  const value = (amount * rate).toFixed(2);
  return withIsocode ? `${value} ${isocode}` : value;
}

/** Same rule for amounts held in minor units (fils). */
export function convertMinor(
  minor: number | null | undefined,
  currency: DisplayCurrency | null | undefined,
  withIsocode = false,
): string | 0 {
  return convertCurrency(minor === null || minor === undefined ? minor : minor / 100, currency, withIsocode);
}

export const DEFAULT_CURRENCY = { isocode: 'AED', conversionRate: 1, flag: 'AE' } as const;
