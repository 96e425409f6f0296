import { t } from './i18n';
import {
  formatDateTime as formatDateTimeIn,
  zoneLabel as englishZoneLabel,
  convertCurrency,
  convertMinor,
  formatMoney,
  formatSignedMoney,
  groupDigits,
  type DisplayCurrency,
} from '@portal/domain';

/**
 * The web app's one formatting module: amounts, dates and times on every screen read as in the PDFs,
 * Excel sheets and mails (the rules live in @portal/domain's format.ts). Amounts: thousands
 * separators and two decimals; dates DD/MM/YYYY; times 24-hour in Dubai time.
 */
export { formatDate, formatTime, groupDigits, plural } from '@portal/domain';

/** "Dubai time" (the company zone) in the reader's language; another zone by its IANA name. */
export function zoneLabel(zone?: string): string {
  const label = englishZoneLabel(zone);
  return label === 'Dubai time' ? t('format.dubaiTime', 'Dubai time') : label;
}

/** "31/12/2026 18:05", 24-hour, in the zone; `withZone` adds " (Dubai time)" in the reader's language. */
export function formatDateTime(
  instant: Date | string,
  options: { zone?: string; withZone?: boolean } = {},
): string {
  const { withZone, ...zone } = options;
  const shown = formatDateTimeIn(instant, zone);
  return withZone ? `${shown} (${zoneLabel(zone.zone)})` : shown;
}

/** Answers carry AED major units with at most two decimals; whole fils avoid float drift. */
export function majorToMinor(major: number): number {
  return Math.round(major * 100);
}

export function minorToMajor(minor: number): number {
  return minor / 100;
}

/** "AED 1,234.50" from fils (what the wallet is charged). */
export function formatAedMinor(minor: number): string {
  return formatMoney(minor);
}

/** "AED 1,234.50" from an AED major amount of an answer. */
export function formatAed(major: number): string {
  return formatMoney(majorToMinor(major));
}

/** Signed statement amounts: "+AED 500.00" / "-AED 120.00". */
export function formatSignedAed(major: number): string {
  return formatSignedMoney(majorToMinor(major));
}

export const isBaseCurrency = (currency: DisplayCurrency) =>
  (currency.isocode ?? 'AED').toUpperCase() === 'AED';

/**
 * An AED minor amount in the selected currency (spec section 5: amount x rate, 2 decimals, 0 when
 * anything is missing), e.g. "USD 48.75"; "-" when it cannot be converted.
 */
export function formatPrice(minor: number | null | undefined, currency: DisplayCurrency): string {
  const value = convertMinor(minor, currency);
  if (value === 0) return '-';
  return `${currency.isocode ?? ''} ${groupDigits(value)}`.trim();
}

/**
 * A short label where space is tight (a fare in a calendar day, a seat's price): the AED major
 * amount in the selected currency, rounded to a whole number, without the code ("1,896"); null
 * when it cannot be converted or is 0.
 */
export function formatWholeAmount(major: number, currency: DisplayCurrency): string | null {
  const value = Math.round(Number(convertCurrency(major, currency)));
  return value > 0 ? value.toLocaleString('en-US') : null;
}

/** Same from an AED major amount, e.g. "USD 1,361.50"; "-" when the currency has no rate. */
export function formatConverted(major: number, currency: DisplayCurrency): string {
  const value = convertCurrency(major, currency);
  if (value === 0) return '-';
  return `${currency.isocode ?? ''} ${groupDigits(value)}`.trim();
}

/** The amount in the selected display currency, or null when that is AED or has no rate. */
export function formatInCurrency(major: number, currency: DisplayCurrency): string | null {
  if (isBaseCurrency(currency)) return null;
  const value = convertCurrency(major, currency);
  if (value === 0) return null;
  return `${(currency.isocode ?? '').toUpperCase()} ${groupDigits(value)}`;
}
