import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatSignedMoney,
  formatTime,
  groupDigits,
  wallClockDate,
} from './format.ts';

describe('amounts', () => {
  it('group thousands with two decimals', () => {
    expect(formatAmount(120_435)).toBe('1,204.35');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(123_456_789_01)).toBe('123,456,789.01');
    expect(formatMoney(120_435)).toBe('AED 1,204.35');
    expect(formatMoney(-120_435)).toBe('AED -1,204.35');
    expect(formatMoney(99_900, 'USD')).toBe('USD 999.00');
    expect(groupDigits('-1234567.5')).toBe('-1,234,567.5');
  });

  it('sign statement amounts', () => {
    expect(formatSignedMoney(50_000)).toBe('+AED 500.00');
    expect(formatSignedMoney(-12_000)).toBe('-AED 120.00');
    expect(formatSignedMoney(0)).toBe('AED 0.00');
  });
});

describe('dates and times', () => {
  it('read plain dates as they are, whatever the zone', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    expect(formatDate('2026-12-31', { zone: 'America/New_York' })).toBe('31/12/2026');
  });

  it('read instants in the company zone unless told otherwise', () => {
    // 21:30 UTC is already the next day in Dubai (UTC+4).
    const instant = new Date('2026-03-09T21:30:00Z');
    expect(formatDate(instant)).toBe('10/03/2026');
    expect(formatDate('2026-03-09T21:30:00Z')).toBe('10/03/2026');
    expect(formatDate(instant, { zone: 'UTC' })).toBe('09/03/2026');
    expect(formatDateTime(instant)).toBe('10/03/2026 01:30');
    expect(formatDateTime(instant, { withZone: true })).toBe('10/03/2026 01:30 (Dubai time)');
    expect(formatDateTime(instant, { zone: 'Europe/London', withZone: true })).toBe(
      '09/03/2026 21:30 (Europe/London)',
    );
    expect(formatTime('2026-07-01T14:05:00Z')).toBe('18:05');
  });

  it('are 24-hour', () => {
    expect(formatDateTime('2026-01-01T09:00:00Z')).toBe('01/01/2026 13:00');
  });

  it('give spreadsheets the wall clock', () => {
    expect(wallClockDate('2026-03-09T21:30:00Z').toISOString()).toBe('2026-03-10T01:30:00.000Z');
  });

  it('refuse what is not a date', () => {
    expect(() => formatDate('next week')).toThrow(RangeError);
  });
});
