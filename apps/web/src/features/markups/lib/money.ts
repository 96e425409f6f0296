import { convertMinor, type DisplayCurrency } from '@portal/domain';

/** "1234567.50" -> "1,234,567.50". */
export function groupDigits(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/**
 * An AED minor amount in the selected currency (spec section 5: amount x rate, 2 decimals, 0 when
 * anything is missing), e.g. "USD 48.75"; "-" when it cannot be converted.
 */
export function formatPrice(minor: number | null | undefined, currency: DisplayCurrency): string {
  const value = convertMinor(minor, currency);
  if (value === 0) return '-';
  return `${currency.isocode ?? ''} ${groupDigits(value)}`.trim();
}
