import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  intlPartsIn,
  partsIn,
  daysBetween,
  isPlainDate,
  localDateTimeIn,
  plainDateIn,
  weekdayOf,
  zonedDateTimeToInstant,
} from './plain-date.ts';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('plain dates with TZ=%s', (tz) => {
  it('does the same arithmetic whatever the process zone', () => {
    process.env.TZ = tz;
    expect(isPlainDate('2026-02-29')).toBe(false);
    expect(isPlainDate('2028-02-29')).toBe(true);
    expect(isPlainDate('2026-1-01')).toBe(false);
    expect(isPlainDate(20260101)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-21', '2026-12-01')).toBe(10);
    expect(daysBetween('2026-12-01', '2026-11-21')).toBe(-10);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('2026-11-22')).toBe(0);
  });

  it('reads today in Dubai (UTC+4) from an instant', () => {
    process.env.TZ = tz;
    expect(plainDateIn(new Date('2026-11-21T19:59:59Z'))).toBe('2026-11-21');
    expect(plainDateIn(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(plainDateIn(new Date('2026-11-21T20:00:00Z'), 'UTC')).toBe('2026-11-21');
  });

  it('converts a Dubai wall-clock time to an instant, and handles DST zones', () => {
    process.env.TZ = tz;
    expect(zonedDateTimeToInstant('2026-11-22', '09:30').toISOString()).toBe('2026-11-22T05:30:00.000Z');
    expect(zonedDateTimeToInstant('2026-07-01', '12:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T11:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-01-01', '12:00', 'Europe/London').toISOString()).toBe(
      '2026-01-01T12:00:00.000Z',
    );
  });
});

describe('plain date input errors', () => {
  it('rejects malformed dates and times', () => {
    expect(() => addDays('2026-13-01', 1)).toThrow(/Not a date/);
    expect(() => zonedDateTimeToInstant('2026-11-22', '24:00')).toThrow(/Not a time/);
    expect(() => zonedDateTimeToInstant('2026-11-22', '9:30')).toThrow(/Not a time/);
  });
});

describe('localDateTimeIn', () => {
  it('shows an instant as wall time in the zone, across a DST change', () => {
    expect(localDateTimeIn(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-22T00:30');
    expect(localDateTimeIn(new Date('2026-03-28T23:59:00Z'), 'Europe/London')).toBe('2026-03-28T23:59');
    expect(localDateTimeIn(new Date('2026-03-29T01:00:00Z'), 'Europe/London')).toBe('2026-03-29T02:00');
  });
});

describe('isPlainDate agrees with a Date round trip', () => {
  it('for every day of leap and common years, month ends and impossible days', () => {
    const roundTrip = (v: string) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      if (!m) return false;
      return (
        new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === v
      );
    };
    const samples: string[] = [
      '0050-01-01',
      '0100-02-29',
      '1900-02-29',
      '2000-02-29',
      '2024-02-29',
      '2025-02-29',
    ];
    for (const year of ['1999', '2000', '2024', '2100']) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          samples.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
        }
      }
    }
    for (const v of samples) expect(isPlainDate(v), v).toBe(roundTrip(v));
  });
});

describe('zones with a fixed offset are worked out without Intl', () => {
  it('agrees with Intl for Dubai and UTC, hour by hour over years, and for instants before 1920', () => {
    const start = Date.UTC(1919, 11, 31, 0, 0, 0);
    const samples = [
      ...Array.from({ length: 24 * 400 }, (_, i) => start + i * 3_600_000 * 97 + 1234),
      Date.UTC(2026, 11, 31, 20, 0, 0), // midnight in Dubai: the date moves to 2027-01-01
      Date.UTC(2028, 1, 28, 20, 30, 15), // 29 February in Dubai
      Date.UTC(1900, 5, 1, 12, 0, 0), // before 1920: Intl's local mean time, not +4
    ];
    for (const zone of ['Asia/Dubai', 'UTC', 'Etc/UTC']) {
      for (const ms of samples) {
        const instant = new Date(ms);
        expect(partsIn(instant, zone), `${zone} ${instant.toISOString()}`).toEqual(
          intlPartsIn(instant, zone),
        );
      }
    }
    expect(plainDateIn(new Date(Date.UTC(2026, 11, 31, 20, 0, 0)))).toBe('2027-01-01');
    expect(localDateTimeIn(new Date(Date.UTC(2028, 1, 28, 20, 30, 15)))).toBe('2028-02-29T00:30');
  });
});
