import { addDays, COMPANY_ZONE, daysBetween, isPlainDate, plainDateIn, weekdayOf } from '../plain-date.ts';
import type { AvailabilityRules } from './types.ts';

export type UnavailableReason = 'invalid' | 'past' | 'notice' | 'window' | 'weekday' | 'off';

export type DateCheck = { ok: true } | { ok: false; reason: UnavailableReason; message: string };

const WEEKDAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** Longest range `listBookableDates` walks, so a request cannot make the server loop for long. */
export const MAX_AVAILABILITY_RANGE_DAYS = 731;

/**
 * Whether a plain date can be booked now: today or later in the company zone, at least
 * `bookingPriorDays` ahead for booking-type attractions, inside the custom window, on an enabled
 * weekday and not an off date.
 */
export function checkBookableDate(
  date: string,
  rules: AvailabilityRules,
  now: Date,
  zone: string = COMPANY_ZONE,
): DateCheck {
  if (!isPlainDate(date)) return { ok: false, reason: 'invalid', message: 'Date input not valid.' };
  const today = plainDateIn(now, zone);
  const ahead = daysBetween(today, date);
  if (ahead < 0) return { ok: false, reason: 'past', message: 'The date is in the past.' };
  if (rules.bookingType === 'booking' && ahead < rules.bookingPriorDays) {
    const days = rules.bookingPriorDays === 1 ? '1 day' : `${rules.bookingPriorDays} days`;
    return {
      ok: false,
      reason: 'notice',
      message: `This attraction must be booked at least ${days} in advance.`,
    };
  }
  if (
    (rules.customDateFrom && date < rules.customDateFrom) ||
    (rules.customDateTo && date > rules.customDateTo)
  ) {
    return { ok: false, reason: 'window', message: windowMessage(rules) };
  }
  const weekday = weekdayOf(date);
  if (!rules.availableWeekdays.includes(weekday)) {
    return { ok: false, reason: 'weekday', message: `Not available on ${WEEKDAY_NAMES[weekday]}.` };
  }
  if (rules.offDates.includes(date)) {
    return { ok: false, reason: 'off', message: 'Not available on this date.' };
  }
  return { ok: true };
}

function windowMessage(rules: AvailabilityRules): string {
  if (rules.customDateFrom && rules.customDateTo) {
    return `Available only from ${rules.customDateFrom} to ${rules.customDateTo}.`;
  }
  if (rules.customDateFrom) return `Available only from ${rules.customDateFrom}.`;
  return `Available only until ${rules.customDateTo ?? ''}.`;
}

export function isBookableDate(date: string, rules: AvailabilityRules, now: Date, zone?: string): boolean {
  return checkBookableDate(date, rules, now, zone).ok;
}

/** The bookable dates from `from` to `to` inclusive (at most MAX_AVAILABILITY_RANGE_DAYS days). */
export function listBookableDates(
  rules: AvailabilityRules,
  from: string,
  to: string,
  now: Date,
  zone: string = COMPANY_ZONE,
): string[] {
  const span = daysBetween(from, to);
  if (span < 0) return [];
  if (span >= MAX_AVAILABILITY_RANGE_DAYS) {
    throw new RangeError(`A date range may span at most ${MAX_AVAILABILITY_RANGE_DAYS} days`);
  }
  const dates: string[] = [];
  for (let i = 0; i <= span; i++) {
    const date = addDays(from, i);
    if (checkBookableDate(date, rules, now, zone).ok) dates.push(date);
  }
  return dates;
}

/** The first bookable date within `searchDays` of today, or null (for "from" dates on listings). */
export function firstBookableDate(
  rules: AvailabilityRules,
  now: Date,
  searchDays = 366,
  zone: string = COMPANY_ZONE,
): string | null {
  const today = plainDateIn(now, zone);
  for (let i = 0; i < searchDays; i++) {
    const date = addDays(today, i);
    if (checkBookableDate(date, rules, now, zone).ok) return date;
  }
  return null;
}
