import { BASE_CURRENCY, MAX_MINOR, toMinor, type Minor } from '../money.ts';

export const WALLET_CURRENCIES: readonly string[] = [BASE_CURRENCY];

export type AmountCheck = { ok: true; minor: Minor } | { ok: false; message: string };

/**
 * A money amount entered in major units (number or decimal text): positive, at most two
 * decimals, at most MAX_MINOR. Floats such as 0.1 + 0.2 are refused rather than rounded.
 */
export function checkMajorAmount(input: number | string): AmountCheck {
  if (typeof input === 'number' && !Number.isFinite(input))
    return { ok: false, message: 'Enter a valid amount' };
  let minor: Minor;
  try {
    minor = toMinor(input);
  } catch {
    return { ok: false, message: 'Enter an amount with at most two decimals' };
  }
  if (minor <= 0) return { ok: false, message: 'The amount must be greater than zero' };
  if (minor > MAX_MINOR) return { ok: false, message: 'The amount is too large' };
  return { ok: true, minor };
}

/** Same rule for amounts already in minor units (service boundary). */
export function checkMinorAmount(minor: unknown): AmountCheck {
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor))
    return { ok: false, message: 'The amount must be a whole number of fils' };
  if (minor <= 0) return { ok: false, message: 'The amount must be greater than zero' };
  if (minor > MAX_MINOR) return { ok: false, message: 'The amount is too large' };
  return { ok: true, minor };
}

export function isWalletCurrency(code: string): boolean {
  return WALLET_CURRENCIES.includes(code);
}
