import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  isLatinName,
  visaDateToPlain,
  visaTravelDateProblem,
  visaTravellerProblems,
  yearsOldOn,
  type VisaTravellerInput,
} from './traveller-rules.ts';

const ctx = { visa: { childAgeFrom: 0, childAgeTo: 17 }, travelDate: '2026-12-10', today: '2026-11-26' };
const adult: VisaTravellerInput = {
  paxType: 'ADT',
  firstName: 'Maria',
  lastName: "O'Neil-Smith",
  passportNo: 'X1234567',
  dateOfBirth: { day: 1, month: 2, year: 1990 },
  expiryDate: { day: 10, month: 6, year: 2027 },
};

describe('date parts', () => {
  it('composes real dates only', () => {
    expect(visaDateToPlain({ day: 5, month: 3, year: 2020 })).toBe('2020-03-05');
    expect(visaDateToPlain({ day: '29', month: '2', year: '2024' })).toBe('2024-02-29');
    expect(visaDateToPlain({ day: 29, month: 2, year: 2023 })).toBeNull();
    expect(visaDateToPlain({ day: 'x', month: 2, year: 2023 })).toBeNull();
    expect(visaDateToPlain(null)).toBeNull();
  });

  it('counts whole years and adds calendar months clamped to the month end', () => {
    expect(yearsOldOn('2010-12-11', '2026-12-10')).toBe(15);
    expect(yearsOldOn('2010-12-10', '2026-12-10')).toBe(16);
    expect(addCalendarMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-12-10', 6)).toBe('2027-06-10');
  });
});

describe('traveller rules', () => {
  it('accepts a valid adult (passport valid exactly six months past travel)', () => {
    expect(visaTravellerProblems(adult, ctx)).toEqual({});
  });

  it('wants Latin names and a passport number', () => {
    expect(isLatinName('Jean-Luc')).toBe(true);
    expect(isLatinName('محمد')).toBe(false);
    expect(isLatinName('Zoë')).toBe(false);
    const p = visaTravellerProblems({ ...adult, firstName: 'محمد', lastName: '', passportNo: 'ab' }, ctx);
    expect(Object.keys(p).sort()).toEqual(['firstName', 'lastName', 'passportNo']);
  });

  it('refuses an expired passport and one valid less than six months past travel', () => {
    expect(
      visaTravellerProblems({ ...adult, expiryDate: { day: 1, month: 1, year: 2026 } }, ctx).expiryDate,
    ).toBe('The passport has expired');
    expect(
      visaTravellerProblems({ ...adult, expiryDate: { day: 9, month: 6, year: 2027 } }, ctx).expiryDate,
    ).toMatch(/6 months after the travel date/);
  });

  it('wants a date of birth in the past', () => {
    expect(
      visaTravellerProblems({ ...adult, dateOfBirth: { day: 26, month: 11, year: 2026 } }, ctx).dateOfBirth,
    ).toMatch(/in the past/);
  });

  it('keeps children inside the child age range on the travel date, adults above it', () => {
    const child = { ...adult, paxType: 'CHD' as const, dateOfBirth: { day: 11, month: 12, year: 2008 } };
    expect(visaTravellerProblems(child, ctx)).toEqual({});
    expect(
      visaTravellerProblems({ ...child, dateOfBirth: { day: 10, month: 12, year: 2008 } }, ctx).dateOfBirth,
    ).toMatch(/A child must be 0 to 17 years old/);
    expect(
      visaTravellerProblems({ ...adult, dateOfBirth: { day: 1, month: 1, year: 2015 } }, ctx).dateOfBirth,
    ).toMatch(/An adult must be older than 17/);
    const narrow = { ...ctx, visa: { childAgeFrom: 2, childAgeTo: 11 } };
    expect(
      visaTravellerProblems({ ...child, dateOfBirth: { day: 1, month: 1, year: 2026 } }, narrow).dateOfBirth,
    ).toMatch(/2 to 11/);
  });

  it('checks the travel date', () => {
    expect(visaTravelDateProblem('2026-11-25', '2026-11-26')).toMatch(/past/);
    expect(visaTravelDateProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(visaTravelDateProblem('2027-12-01', '2026-11-26')).toMatch(/within a year/);
    expect(visaTravelDateProblem('nope', '2026-11-26')).toMatch(/Enter/);
  });
});
