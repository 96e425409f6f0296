import {
  addDays,
  CHILD_AGE_OPTIONS,
  daysBetween,
  guestTotals,
  HOTEL_SEARCH_LIMITS,
  isPlainDate,
  nightsOf as domainNightsOf,
  plural,
  type RoomPax,
} from '@portal/domain';

/**
 * What the web form needs on top of the domain's hotel form rules (packages/domain/src/hotels/
 * hotel-form.ts decides every transition; this file only adapts them for display).
 */
export { addDays, daysBetween, isPlainDate };
export const HOTEL_FORM = HOTEL_SEARCH_LIMITS;

/** Child age options: "<1" (stored 0) then 1 to 11. */
export const AGE_OPTIONS = CHILD_AGE_OPTIONS;

/** lo..hi inclusive. */
export const range = (lo: number, hi: number) =>
  Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);

/** Nights between two dates (0 while either is missing or out of order). */
export const nightsOf = (fromDate: string, toDate: string) => domainNightsOf({ fromDate, toDate });

/** "2 rooms, 3 adults, 1 child". */
export function guestSummary(rows: readonly RoomPax[]): string {
  const { rooms, adults, children } = guestTotals(rows);
  const parts = [plural(rooms, 'room', 'rooms'), plural(adults, 'adult', 'adults')];
  if (children > 0) parts.push(plural(children, 'child', 'children'));
  return parts.join(', ');
}
