import { formatMinor, type Minor } from './money.ts';
import { COMPANY_ZONE, isPlainDate, localDateTimeIn } from './plain-date.ts';

/**
 * The one way amounts, dates and times read for people: screens (through the web app's lib/format),
 * PDFs, Excel text cells, mails and the admin command line. Amounts have thousands separators and
 * two decimals ("AED 1,204.35"); dates read DD/MM/YYYY (spec section 2.5); times are 24-hour, in the
 * company zone (Asia/Dubai) unless another zone is named, with the zone written where it matters
 * (deadlines, statement times).
 */

/** "-1234567.50" -> "-1,234,567.50": thousands separators on a fixed-point text. */
export function groupDigits(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** "1,204.35" from minor units; exact for any safe integer. */
export function formatAmount(minor: Minor): string {
  return groupDigits(formatMinor(minor));
}

/** "AED 1,204.35" (negative: "AED -1,204.35"). */
export function formatMoney(minor: Minor, currency = 'AED'): string {
  return `${currency} ${formatAmount(minor)}`;
}

/** Signed statement amounts, the sign first: "+AED 500.00", "-AED 120.00", "AED 0.00". */
export function formatSignedMoney(minor: Minor, currency = 'AED'): string {
  if (minor > 0) return `+${formatMoney(minor, currency)}`;
  if (minor < 0) return `-${formatMoney(-minor, currency)}`;
  return formatMoney(0, currency);
}

/** Where an instant is read; default the company's. */
export interface ZoneOption {
  zone?: string;
}

/** A short name of a zone for people: "Dubai time" for the company zone, else the IANA name. */
export function zoneLabel(zone: string = COMPANY_ZONE): string {
  return zone === COMPANY_ZONE ? 'Dubai time' : zone;
}

function wall(instant: Date | string, zone: string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return localDateTimeIn(at, zone);
}

const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * "31/12/2026": a plain date (yyyy-mm-dd, read as is: service and travel dates have no zone) or an
 * instant (Date or ISO text with a time, read in the zone).
 */
export function formatDate(value: Date | string, options: ZoneOption = {}): string {
  if (typeof value === 'string' && isPlainDate(value)) return dmy(value);
  return dmy(wall(value, options.zone ?? COMPANY_ZONE).slice(0, 10));
}

/** "31/12/2026 18:05", 24-hour, in the zone; `withZone` adds " (Dubai time)". */
export function formatDateTime(
  instant: Date | string,
  options: ZoneOption & { withZone?: boolean } = {},
): string {
  const zone = options.zone ?? COMPANY_ZONE;
  const text = wall(instant, zone);
  const shown = `${dmy(text.slice(0, 10))} ${text.slice(11, 16)}`;
  return options.withZone ? `${shown} (${zoneLabel(zone)})` : shown;
}

/** "18:05" of an instant in the zone, 24-hour. */
export function formatTime(instant: Date | string, options: ZoneOption = {}): string {
  return wall(instant, options.zone ?? COMPANY_ZONE).slice(11, 16);
}

/**
 * The wall-clock date and time of an instant as a Date whose UTC fields carry them: what a
 * spreadsheet cell shows unchanged (Excel has no zones), e.g. a statement time in Dubai time.
 */
export function wallClockDate(instant: Date | string, zone: string = COMPANY_ZONE): Date {
  return new Date(`${wall(instant, zone)}:00Z`);
}

/** The date cell format of the Excel sheets (same reading as formatDate / formatDateTime). */
export const SHEET_DATE_FORMAT = 'dd/mm/yyyy';
export const SHEET_DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
export const SHEET_MONEY_FORMAT = '#,##0.00';

/** "1 night", "3 nights": a count with its noun (English, the portal's language). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
