import { addDays, daysBetween, isPlainDate } from '../plain-date.ts';

/** Spec section 9: the a2a strip shows 9 days per page. */
export const A2A_STRIP_DAYS = 9;
/** Spec section 8: clicking a day without seats. */
export const A2A_UNAVAILABLE_DATE_TEXT = 'You should select a available date';
/** Spec section 8: a day without tickets (the original never shows it; ours does). */
export const A2A_EMPTY_TEXT = 'No Available A2A Found';

export interface A2aStripDay {
  date: string;
  /** Seats left that day over every ticket; 0 when none. */
  seats: number;
  available: boolean;
}

export interface A2aStrip {
  /** The skip offset in days from today (0, 9, 18, ...). */
  skip: number;
  days: A2aStripDay[];
  /** No previous page before today. */
  canGoBack: boolean;
  previousSkip: number;
  nextSkip: number;
  /** No day of this page has seats (the page says A2A_EMPTY_TEXT and points forward). */
  empty: boolean;
  /** The first later day with seats after this page, or null when none is known. */
  nextAvailable: string | null;
}

/** Clamps a skip offset to a whole multiple of the page size, never before today. */
export function normaliseSkip(skip: number): number {
  if (!Number.isFinite(skip) || skip <= 0) return 0;
  return Math.floor(skip / A2A_STRIP_DAYS) * A2A_STRIP_DAYS;
}

/**
 * The 9 consecutive days from `today + skip` with their badges, from the dates answer of
 * `GET /b2b/a2a/date` (date -> seats left). Past days never show.
 */
export function buildStrip(
  today: string,
  skip: number,
  seatsByDate: Readonly<Record<string, number>>,
): A2aStrip {
  const start = normaliseSkip(skip);
  const days = Array.from({ length: A2A_STRIP_DAYS }, (_, i) => {
    const date = addDays(today, start + i);
    const seats = Math.max(0, Math.floor(seatsByDate[date] ?? 0));
    return { date, seats, available: seats > 0 };
  });
  const last = days[days.length - 1]!.date;
  const later = Object.keys(seatsByDate)
    .filter((d) => isPlainDate(d) && d > last && (seatsByDate[d] ?? 0) >= 1)
    .sort();
  return {
    skip: start,
    days,
    canGoBack: start > 0,
    previousSkip: Math.max(0, start - A2A_STRIP_DAYS),
    nextSkip: start + A2A_STRIP_DAYS,
    empty: days.every((d) => !d.available),
    nextAvailable: later[0] ?? null,
  };
}

/** The page (skip offset) that shows `date`, so a deep link lands on the right strip. */
export function skipForDate(today: string, date: string): number {
  if (!isPlainDate(date)) return 0;
  return normaliseSkip(daysBetween(today, date));
}

export type A2aDateProblem = 'invalid' | 'past' | 'unavailable';

/** Why a date cannot be booked (or null): not a date, before today, or no seats left. */
export function dateProblem(
  today: string,
  date: string,
  seatsByDate: Readonly<Record<string, number>>,
): A2aDateProblem | null {
  if (!isPlainDate(date)) return 'invalid';
  if (daysBetween(today, date) < 0) return 'past';
  return (seatsByDate[date] ?? 0) > 0 ? null : 'unavailable';
}
