import { addDays, COMPANY_ZONE, daysBetween, isPlainDate, plainDateIn } from '../plain-date.ts';
import { HOTEL_SEARCH_LIMITS, type HotelSearchDates } from './search-validation.ts';
import type { RoomPax } from './types.ts';

/**
 * The hotel form rules of spec section 4 ("Hotel form") as pure functions: the web slice keeps the
 * state, these decide every transition. Rows are never mutated; a new array or row is returned.
 */

/** Nights between the default check-in and check-out (tomorrow to 3 days later). */
export const DEFAULT_STAY_NIGHTS = 3;

export const DEFAULT_ROOM: Readonly<RoomPax> = Object.freeze({
  noOfAdults: 1,
  noOfChildren: 0,
  childrenAges: [],
});

export function defaultRoom(): RoomPax {
  return { noOfAdults: DEFAULT_ROOM.noOfAdults, noOfChildren: 0, childrenAges: [] };
}

/** Options of the nights selector: 1 to 90. */
export const NIGHT_OPTIONS: readonly number[] = Array.from(
  { length: HOTEL_SEARCH_LIMITS.maxNights },
  (_, i) => i + 1,
);

/** Child age options: "<1" (stored 0) then 1 to 11. */
export const CHILD_AGE_OPTIONS: readonly { value: number; label: string }[] = Array.from(
  { length: HOTEL_SEARCH_LIMITS.maxChildAge + 1 },
  (_, age) => ({ value: age, label: age === 0 ? '<1' : String(age) }),
);

/** Default dates: tomorrow to three days later, "tomorrow" in the company zone. */
export function defaultHotelDates(now: Date, zone: string = COMPANY_ZONE): HotelSearchDates {
  const fromDate = addDays(plainDateIn(now, zone), 1);
  return { fromDate, toDate: addDays(fromDate, DEFAULT_STAY_NIGHTS) };
}

/** The earliest check-in the pickers allow: today in the company zone. */
export function minCheckInDate(now: Date, zone: string = COMPANY_ZONE): string {
  return plainDateIn(now, zone);
}

/** The check-out range the picker allows for a check-in: 1 to 90 nights later. */
export function checkOutBounds(fromDate: string): { min: string; max: string } {
  return {
    min: addDays(fromDate, HOTEL_SEARCH_LIMITS.minNights),
    max: addDays(fromDate, HOTEL_SEARCH_LIMITS.maxNights),
  };
}

/** Picking a check-in on or after the check-out moves the check-out to check-in + 3 days. */
export function pickCheckIn(dates: HotelSearchDates, fromDate: string): HotelSearchDates {
  if (!isPlainDate(fromDate)) throw new RangeError(`Not a date (yyyy-mm-dd): ${String(fromDate)}`);
  const toDate =
    !isPlainDate(dates.toDate) || daysBetween(fromDate, dates.toDate) <= 0
      ? addDays(fromDate, DEFAULT_STAY_NIGHTS)
      : dates.toDate;
  return { fromDate, toDate };
}

/** Picking a check-out keeps the check-in; the validation reports a stay out of 1-90 nights. */
export function pickCheckOut(dates: HotelSearchDates, toDate: string): HotelSearchDates {
  if (!isPlainDate(toDate)) throw new RangeError(`Not a date (yyyy-mm-dd): ${String(toDate)}`);
  return { fromDate: dates.fromDate, toDate };
}

/** Nights derive from the date difference (0 while either date is missing or out of order). */
export function nightsOf(dates: HotelSearchDates): number {
  if (!isPlainDate(dates.fromDate) || !isPlainDate(dates.toDate)) return 0;
  return Math.max(0, daysBetween(dates.fromDate, dates.toDate));
}

/** Choosing a nights value (1-90) sets check-out to check-in plus that many days. */
export function chooseNights(dates: HotelSearchDates, nights: number): HotelSearchDates {
  const { minNights, maxNights } = HOTEL_SEARCH_LIMITS;
  if (!Number.isSafeInteger(nights) || nights < minNights || nights > maxNights) {
    throw new RangeError(`nights must be between ${minNights} and ${maxNights}`);
  }
  return { fromDate: dates.fromDate, toDate: addDays(dates.fromDate, nights) };
}

/** Room count 1-4: extra rows are removed from the end, new rows get the defaults, existing rows stay. */
export function setRoomCount(rows: readonly RoomPax[], count: number): RoomPax[] {
  const { minRooms, maxRooms } = HOTEL_SEARCH_LIMITS;
  if (!Number.isSafeInteger(count) || count < minRooms || count > maxRooms) {
    throw new RangeError(`rooms must be between ${minRooms} and ${maxRooms}`);
  }
  const kept = rows.slice(0, count);
  while (kept.length < count) kept.push(defaultRoom());
  return kept;
}

/** Adds a default row; ignored at the 4-room limit. */
export function addRoom(rows: readonly RoomPax[]): RoomPax[] {
  return rows.length >= HOTEL_SEARCH_LIMITS.maxRooms ? [...rows] : [...rows, defaultRoom()];
}

/** Removes the last row; the first row always stays. */
export function removeLastRoom(rows: readonly RoomPax[]): RoomPax[] {
  return rows.length <= HOTEL_SEARCH_LIMITS.minRooms ? [...rows] : rows.slice(0, -1);
}

/** Sets a room's adults (1-8). */
export function setAdults(rows: readonly RoomPax[], index: number, adults: number): RoomPax[] {
  const { minAdults, maxAdults } = HOTEL_SEARCH_LIMITS;
  if (!Number.isSafeInteger(adults) || adults < minAdults || adults > maxAdults) {
    throw new RangeError(`adults must be between ${minAdults} and ${maxAdults}`);
  }
  return replaceRow(rows, index, (row) => ({ ...row, noOfAdults: adults }));
}

/**
 * Changing a room's children count (0-4) truncates its ages to the new count; a raised count leaves
 * the new children without an age until the agent picks one (the validation asks for it).
 */
export function setChildren(rows: readonly RoomPax[], index: number, children: number): RoomPax[] {
  const { minChildren, maxChildren } = HOTEL_SEARCH_LIMITS;
  if (!Number.isSafeInteger(children) || children < minChildren || children > maxChildren) {
    throw new RangeError(`children must be between ${minChildren} and ${maxChildren}`);
  }
  return replaceRow(rows, index, (row) => ({
    ...row,
    noOfChildren: children,
    childrenAges: row.childrenAges.slice(0, children),
  }));
}

/** Sets the age (0-11) of child `child` of a room; ages before it that are still unset become 0. */
export function setChildAge(rows: readonly RoomPax[], index: number, child: number, age: number): RoomPax[] {
  const { minChildAge, maxChildAge } = HOTEL_SEARCH_LIMITS;
  if (!Number.isSafeInteger(age) || age < minChildAge || age > maxChildAge) {
    throw new RangeError(`a child's age must be between ${minChildAge} and ${maxChildAge}`);
  }
  return replaceRow(rows, index, (row) => {
    if (!Number.isSafeInteger(child) || child < 0 || child >= row.noOfChildren) {
      throw new RangeError(`room ${index + 1} has no child ${child + 1}`);
    }
    const ages = row.childrenAges.slice(0, row.noOfChildren);
    while (ages.length < child) ages.push(0);
    ages[child] = age;
    return { ...row, childrenAges: ages };
  });
}

function replaceRow(rows: readonly RoomPax[], index: number, change: (row: RoomPax) => RoomPax): RoomPax[] {
  const row = rows[index];
  if (!Number.isSafeInteger(index) || !row) throw new RangeError(`there is no room ${index + 1}`);
  return rows.map((r, i) => (i === index ? change(r) : r));
}

/** Total guests of the room block, for the form's summary ("2 rooms, 3 adults, 1 child"). */
export function guestTotals(rows: readonly RoomPax[]): { rooms: number; adults: number; children: number } {
  return {
    rooms: rows.length,
    adults: rows.reduce((n, r) => n + r.noOfAdults, 0),
    children: rows.reduce((n, r) => n + r.noOfChildren, 0),
  };
}

/** Dates display as DD/MM/YYYY (spec section 2.5). */
export function formatHotelDate(date: string): string {
  if (!isPlainDate(date)) return '';
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
