import type { FieldError } from '../attractions/types.ts';
import { COMPANY_ZONE, daysBetween, isPlainDate, plainDateIn } from '../plain-date.ts';
import { MAX_CHILD_AGE, type RoomPax } from './types.ts';

/** Hotel search limits (spec sections 5 and 9), shared by the web form and the API. */
export const HOTEL_SEARCH_LIMITS = {
  minRooms: 1,
  maxRooms: 4,
  minAdults: 1,
  maxAdults: 8,
  minChildren: 0,
  maxChildren: 4,
  minChildAge: 0,
  maxChildAge: MAX_CHILD_AGE,
  minNights: 1,
  maxNights: 90,
} as const;

export interface HotelSearchDates {
  fromDate: string;
  toDate: string;
}

export interface HotelSearchCriteria extends HotelSearchDates {
  rooms: readonly RoomPax[];
}

const L = HOTEL_SEARCH_LIMITS;

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Field errors of the dates: check-in not before today in the company zone (Asia/Dubai), check-out 1
 * to 90 nights after check-in. Keys `fromDate` and `toDate`; empty when valid.
 */
export function validateHotelDates(
  dates: { fromDate: unknown; toDate: unknown },
  now: Date,
  zone: string = COMPANY_ZONE,
): FieldError[] {
  const errors: FieldError[] = [];
  const { fromDate, toDate } = dates;
  const fromOk = isPlainDate(fromDate);
  if (!fromOk) errors.push({ field: 'fromDate', message: 'Check-in date is not a valid date (yyyy-mm-dd).' });
  else if (daysBetween(plainDateIn(now, zone), fromDate) < 0) {
    errors.push({ field: 'fromDate', message: 'Check-in date cannot be in the past.' });
  }
  if (!isPlainDate(toDate)) {
    errors.push({ field: 'toDate', message: 'Check-out date is not a valid date (yyyy-mm-dd).' });
  } else if (fromOk) {
    const nights = daysBetween(fromDate, toDate);
    if (nights < L.minNights) {
      errors.push({ field: 'toDate', message: 'Check-out date must be after the check-in date.' });
    } else if (nights > L.maxNights) {
      errors.push({
        field: 'toDate',
        message: `Check-out date can be at most ${L.maxNights} days after the check-in date.`,
      });
    }
  }
  return errors;
}

/**
 * Field errors of the room block: 1-4 rooms; per room 1-8 adults, 0-4 children and exactly one age
 * (0-11, 0 shown as "<1") per child. Keys `rooms`, `rooms.{i}.noOfAdults`, `rooms.{i}.noOfChildren`,
 * `rooms.{i}.childrenAges` and `rooms.{i}.childrenAges.{j}`.
 */
export function validateHotelRooms(rooms: unknown): FieldError[] {
  if (!Array.isArray(rooms)) return [{ field: 'rooms', message: 'Rooms are required.' }];
  if (rooms.length < L.minRooms) return [{ field: 'rooms', message: 'Add at least one room.' }];
  if (rooms.length > L.maxRooms) {
    return [{ field: 'rooms', message: `At most ${L.maxRooms} rooms can be searched at once.` }];
  }
  const errors: FieldError[] = [];
  rooms.forEach((raw: unknown, i) => {
    const at = `rooms.${i}`;
    const room = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<
      Record<keyof RoomPax, unknown>
    >;
    const adults = room.noOfAdults;
    if (!isWhole(adults) || adults < L.minAdults || adults > L.maxAdults) {
      errors.push({
        field: `${at}.noOfAdults`,
        message: `Room ${i + 1}: adults must be between ${L.minAdults} and ${L.maxAdults}.`,
      });
    }
    const children = room.noOfChildren;
    if (!isWhole(children) || children < L.minChildren || children > L.maxChildren) {
      errors.push({
        field: `${at}.noOfChildren`,
        message: `Room ${i + 1}: children must be between ${L.minChildren} and ${L.maxChildren}.`,
      });
      return;
    }
    const ages = room.childrenAges ?? [];
    if (!Array.isArray(ages)) {
      errors.push({ field: `${at}.childrenAges`, message: `Room ${i + 1}: child ages must be a list.` });
      return;
    }
    ages.forEach((age: unknown, j) => {
      if (j >= children) return;
      if (!isWhole(age) || age < L.minChildAge || age > L.maxChildAge) {
        errors.push({
          field: `${at}.childrenAges.${j}`,
          message: `Room ${i + 1}: the age of child ${j + 1} must be between <1 and ${L.maxChildAge}.`,
        });
      }
    });
    for (let j = ages.length; j < children; j++) {
      errors.push({
        field: `${at}.childrenAges.${j}`,
        message: `Room ${i + 1}: select the age of child ${j + 1}.`,
      });
    }
    if (ages.length > children) {
      errors.push({
        field: `${at}.childrenAges`,
        message: `Room ${i + 1}: ${ages.length} child ages given for ${children} ${children === 1 ? 'child' : 'children'}.`,
      });
    }
  });
  return errors;
}

/** Every field error of a hotel search (dates and rooms); empty when the search may run. */
export function validateHotelSearch(
  criteria: { fromDate: unknown; toDate: unknown; rooms: unknown },
  now: Date,
  zone: string = COMPANY_ZONE,
): FieldError[] {
  return [...validateHotelDates(criteria, now, zone), ...validateHotelRooms(criteria.rooms)];
}

/** Field errors keyed by field (first message per field), the shape forms and the API envelope use. */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const e of errors) map[e.field] ??= e.message;
  return map;
}
