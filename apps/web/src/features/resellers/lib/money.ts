import { convertCurrency, formatMinor, type DisplayCurrency } from '@portal/domain';

/** Answers carry AED major units with at most two decimals; whole fils avoid float drift. */
export const majorToMinor = (major: number): number => Math.round(major * 100);

/** "-1234567.50" -> "-1,234,567.50". */
function group(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** "AED 1,234.50". */
export function formatAed(major: number): string {
  return formatAedMinor(majorToMinor(major));
}

/** Same, from fils. */
export function formatAedMinor(minor: number): string {
  return `AED ${group(formatMinor(minor))}`;
}

/** Signed statement amounts: "+AED 500.00" / "-AED 120.00". */
export function formatSignedAed(major: number): string {
  if (major > 0) return `+${formatAed(major)}`;
  if (major < 0) return `-${formatAed(-major)}`;
  return formatAed(0);
}

/** The amount in the selected display currency (spec section 5), or null when it is AED or has no rate. */
export function formatInCurrency(major: number, currency: DisplayCurrency): string | null {
  const code = (currency.isocode ?? 'AED').toUpperCase();
  if (code === 'AED') return null;
  const value = convertCurrency(major, currency);
  if (value === 0) return null;
  return `${code} ${group(value)}`;
}
