import { describe, expect, it } from 'vitest';
import {
  checkBookableDate,
  firstBookableDate,
  isBookableDate,
  listBookableDates,
  MAX_AVAILABILITY_RANGE_DAYS,
} from './availability.ts';
import type { AvailabilityRules } from './types.ts';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const ticket: AvailabilityRules = {
  bookingType: 'ticket',
  bookingPriorDays: 3,
  availableWeekdays: ALL_DAYS,
  offDates: [],
};
const booking: AvailabilityRules = { ...ticket, bookingType: 'booking', bookingPriorDays: 2 };
// 2026-11-21 23:30 in Dubai: Dubai's today is the 21st although UTC is still the 21st 19:30.
const now = new Date('2026-11-21T19:30:00Z');
const lateNow = new Date('2026-11-21T20:30:00Z'); // already the 22nd in Dubai

describe('checkBookableDate', () => {
  it('accepts today and later in the company zone', () => {
    expect(checkBookableDate('2026-11-21', ticket, now)).toEqual({ ok: true });
    expect(isBookableDate('2026-11-21', ticket, lateNow)).toBe(false);
    expect(checkBookableDate('2026-11-20', ticket, now)).toMatchObject({ ok: false, reason: 'past' });
  });

  it('ignores the notice period for ticket attractions and enforces it for booking ones', () => {
    expect(isBookableDate('2026-11-21', ticket, now)).toBe(true);
    expect(checkBookableDate('2026-11-22', booking, now)).toEqual({
      ok: false,
      reason: 'notice',
      message: 'This attraction must be booked at least 2 days in advance.',
    });
    expect(isBookableDate('2026-11-23', booking, now)).toBe(true);
    expect(checkBookableDate('2026-11-21', { ...booking, bookingPriorDays: 1 }, now)).toMatchObject({
      message: 'This attraction must be booked at least 1 day in advance.',
    });
  });

  it('keeps to the custom window, weekdays and off dates', () => {
    const rules: AvailabilityRules = {
      ...ticket,
      customDateFrom: '2026-11-25',
      customDateTo: '2026-12-10',
      availableWeekdays: [0, 1, 2, 3, 4, 6],
      offDates: ['2026-12-02'],
    };
    expect(checkBookableDate('2026-11-24', rules, now)).toMatchObject({
      reason: 'window',
      message: 'Available only from 2026-11-25 to 2026-12-10.',
    });
    expect(checkBookableDate('2026-12-11', rules, now)).toMatchObject({ reason: 'window' });
    expect(checkBookableDate('2026-11-27', rules, now)).toEqual({
      ok: false,
      reason: 'weekday',
      message: 'Not available on Fridays.',
    });
    expect(checkBookableDate('2026-12-02', rules, now)).toMatchObject({
      reason: 'off',
      message: 'Not available on this date.',
    });
    expect(isBookableDate('2026-12-03', rules, now)).toBe(true);
    expect(checkBookableDate('2026-11-01', { ...ticket, customDateFrom: '2026-12-01' }, now)).toMatchObject({
      reason: 'past',
    });
    expect(checkBookableDate('2026-11-30', { ...ticket, customDateFrom: '2026-12-01' }, now)).toMatchObject({
      message: 'Available only from 2026-12-01.',
    });
    expect(checkBookableDate('2026-12-30', { ...ticket, customDateTo: '2026-12-01' }, now)).toMatchObject({
      message: 'Available only until 2026-12-01.',
    });
  });

  it('rejects malformed dates with the spec text', () => {
    expect(checkBookableDate('21/11/2026', ticket, now)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Date input not valid.',
    });
  });
});

describe('listBookableDates', () => {
  it('lists only bookable dates in the inclusive range', () => {
    const rules: AvailabilityRules = { ...booking, availableWeekdays: [1, 3], offDates: ['2026-11-25'] };
    expect(listBookableDates(rules, '2026-11-20', '2026-12-03', now)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-02',
    ]);
    expect(listBookableDates(rules, '2026-12-03', '2026-11-20', now)).toEqual([]);
  });

  it('refuses very long ranges', () => {
    expect(() => listBookableDates(ticket, '2026-01-01', '2028-01-02', now)).toThrow(
      String(MAX_AVAILABILITY_RANGE_DAYS),
    );
  });

  it('finds the first bookable date or none', () => {
    expect(firstBookableDate(booking, now)).toBe('2026-11-23');
    expect(firstBookableDate({ ...ticket, availableWeekdays: [] }, now)).toBeNull();
  });
});
