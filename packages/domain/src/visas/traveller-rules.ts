import { isPlainDate } from '../plain-date.ts';
import { PASSPORT_VALID_MONTHS, type VisaPaxType, type VisaTypeRules } from './types.ts';

/** A date as the spec's passenger row carries it: day, month and year parts. */
export interface VisaDateParts {
  day: number | string;
  month: number | string;
  year: number | string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** yyyy-mm-dd of day/month/year parts, or null when they do not make a real date. */
export function visaDateToPlain(parts: VisaDateParts | null | undefined): string | null {
  if (!parts) return null;
  const day = Number(parts.day);
  const month = Number(parts.month);
  const year = Number(parts.year);
  if (![day, month, year].every(Number.isInteger)) return null;
  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  return isPlainDate(date) ? date : null;
}

export function plainToVisaDate(date: string): { day: number; month: number; year: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** Whole years of age on `on` of someone born on `birth` (both yyyy-mm-dd). */
export function yearsOldOn(birth: string, on: string): number {
  const b = plainToVisaDate(birth);
  const d = plainToVisaDate(on);
  let age = d.year - b.year;
  if (d.month < b.month || (d.month === b.month && d.day < b.day)) age -= 1;
  return age;
}

/** The same day `months` later, clamped to the month's end (31 Aug + 6 months = 28/29 Feb). */
export function addCalendarMonths(date: string, months: number): string {
  const { year, month, day } = plainToVisaDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  for (let d = day; d >= 28; d -= 1) {
    const candidate = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
    if (isPlainDate(candidate)) return candidate;
  }
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(day, 2)}`;
}

/** Names in Latin letters, with spaces, hyphens, apostrophes and dots between them. */
const LATIN_NAME = /^[A-Za-z](?:[A-Za-z .'-]{0,48}[A-Za-z.])?$/;
const PASSPORT_NO = /^[A-Za-z0-9]{5,20}$/;

export function isLatinName(name: string): boolean {
  return LATIN_NAME.test(name.trim());
}

export interface VisaTravellerInput {
  paxType: VisaPaxType;
  firstName: string;
  lastName: string;
  passportNo: string;
  dateOfBirth: VisaDateParts;
  expiryDate: VisaDateParts;
}

export interface VisaTravellerContext {
  visa: VisaTypeRules;
  /** The travel (entry) date, yyyy-mm-dd. */
  travelDate: string;
  /** Today in the company zone, yyyy-mm-dd. */
  today: string;
}

/**
 * Every problem of one traveller, keyed by field (empty when none): names in Latin letters, a
 * passport number, a date of birth in the past and, for a child, inside the visa's child age range
 * on the travel date (an adult must be older than it), and a passport valid six months past the
 * travel date.
 */
export function visaTravellerProblems(
  t: VisaTravellerInput,
  ctx: VisaTravellerContext,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isLatinName(t.firstName)) problems.firstName = 'Enter the first name in Latin letters (A-Z)';
  if (!isLatinName(t.lastName)) problems.lastName = 'Enter the last name in Latin letters (A-Z)';
  if (!PASSPORT_NO.test(t.passportNo.trim()))
    problems.passportNo = 'Enter the passport number: 5 to 20 letters and digits';

  const birth = visaDateToPlain(t.dateOfBirth);
  if (!birth) problems.dateOfBirth = 'Enter a valid date of birth';
  else if (birth >= ctx.today) problems.dateOfBirth = 'The date of birth must be in the past';
  else {
    const age = yearsOldOn(birth, ctx.travelDate);
    const { childAgeFrom, childAgeTo } = ctx.visa;
    if (t.paxType === 'CHD' && (age < childAgeFrom || age > childAgeTo))
      problems.dateOfBirth = `A child must be ${childAgeFrom} to ${childAgeTo} years old on the travel date (this traveller is ${age})`;
    if (t.paxType === 'ADT' && age <= childAgeTo)
      problems.dateOfBirth = `An adult must be older than ${childAgeTo} on the travel date (this traveller is ${age}); add them as a child`;
  }

  const expiry = visaDateToPlain(t.expiryDate);
  if (!expiry) problems.expiryDate = 'Enter a valid passport expiry date';
  else if (expiry <= ctx.today) problems.expiryDate = 'The passport has expired';
  else if (expiry < addCalendarMonths(ctx.travelDate, PASSPORT_VALID_MONTHS))
    problems.expiryDate = `The passport must be valid at least ${PASSPORT_VALID_MONTHS} months after the travel date`;
  return problems;
}

/** The problem with a travel date, or null: today or later, within a year. */
export function visaTravelDateProblem(travelDate: string, today: string): string | null {
  if (!isPlainDate(travelDate)) return 'Enter the travel date';
  if (travelDate < today) return 'The travel date cannot be in the past';
  if (travelDate > addCalendarMonths(today, 12)) return 'The travel date must be within a year';
  return null;
}
