import { westernDigits } from './i18n/digits';
import { isPlainDate } from '@portal/domain';
import { formatDate } from './format';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd -> DD/MM/YYYY (spec section 2.5, the portal's one date format); '' for anything else. */
export function formatDisplayDate(date: string): string {
  return isPlainDate(date) ? formatDate(date) : '';
}

/** A typed DD/MM/YYYY (also D/M/YYYY, with - or . between) -> yyyy-mm-dd, or null when it is no date. */
export function parseDisplayDate(text: string): string | null {
  // Arabic-Indic digits read as Western ones (issue 35: inputs accept both digit sets).
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(westernDigits(text));
  if (!m) return null;
  const date = `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  return isPlainDate(date) ? date : null;
}

/** The calendar works in the browser's local time: a plain date is that day's local midnight. */
export function toDayPicker(date: string): Date | undefined {
  if (!isPlainDate(date)) return undefined;
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function fromDayPicker(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** "Mon 12 Mar" style, for summaries (English, the portal's language). */
export function shortDate(date: string): string {
  const day = toDayPicker(date);
  if (!day) return '';
  return day.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
}
