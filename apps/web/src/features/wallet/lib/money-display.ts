import { convertCurrency, type DisplayCurrency } from '@portal/domain';

/** Amounts in wallet answers are AED major units with at most two decimals; minor units avoid float drift. */
export function majorToMinor(major: number): number {
  return Math.round(major * 100);
}

export function minorToMajor(minor: number): number {
  return minor / 100;
}

/** "1234567.5" -> "1,234,567.50"; keeps the sign. */
export function groupDigits(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** "AED 1,234.50": an amount already in the wallet currency. */
export function formatAed(major: number): string {
  return `AED ${groupDigits(minorToMajor(majorToMinor(major)).toFixed(2))}`;
}

/**
 * An AED amount in the agent's selected currency (spec section 5 conversion: amount x rate, two
 * decimals), e.g. "USD 1,361.50"; "-" when the currency has no rate.
 */
export function formatConverted(major: number, currency: DisplayCurrency): string {
  const value = convertCurrency(major, currency);
  if (value === 0) return '-';
  return `${currency.isocode ?? ''} ${groupDigits(value)}`.trim();
}

/** Signed statement amounts: "+AED 500.00" / "-AED 120.00". */
export function formatSignedAed(major: number): string {
  if (major > 0) return `+${formatAed(major)}`;
  if (major < 0) return `-${formatAed(-major)}`;
  return formatAed(0);
}

export const isBaseCurrency = (currency: DisplayCurrency) =>
  (currency.isocode ?? 'AED').toUpperCase() === 'AED';
