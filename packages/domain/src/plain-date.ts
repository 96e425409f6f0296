/** Plain calendar dates (yyyy-mm-dd) and zone conversions without a date library: pure and exact. */
import { BoundedMemo, stringBytes } from './bounded-memo.ts';

export const COMPANY_ZONE = 'Asia/Dubai';

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isPlainDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = PLAIN_DATE.exec(value);
  if (!m) return false;
  // Checked with arithmetic rather than a Date round trip: searches test tens of thousands of dates.
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  // Date.UTC reads years 0-99 as 1900-1999, so those never round-tripped: keep refusing them.
  return year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function toUtcMs(date: string): number {
  if (!isPlainDate(date)) throw new RangeError(`Not a date (yyyy-mm-dd): ${String(date)}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function addDays(date: string, days: number): string {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Zones whose offset from UTC has not changed since the given instant: the Gulf has kept UTC+4 with no
 * daylight saving since 1920 (local mean time before). Worked out by arithmetic, their conversions skip
 * Intl, whose first zoned formatter loads the time zone data: a tenth of a second of a phone's CPU
 * while the hotel search form first renders.
 */
const FIXED_OFFSETS: ReadonlyMap<string, { minutes: number; since: number }> = new Map([
  ['Asia/Dubai', { minutes: 240, since: Date.UTC(1920, 0, 1) }],
  ['UTC', { minutes: 0, since: -8.64e15 }],
  ['Etc/UTC', { minutes: 0, since: -8.64e15 }],
]);

function fixedOffsetParts(instant: Date, zone: string): ZonedParts | null {
  const fixed = FIXED_OFFSETS.get(zone);
  const ms = instant.getTime();
  if (!fixed || !(ms >= fixed.since)) return null;
  const wall = new Date(ms + fixed.minutes * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** A formatter per time zone met (bounded by the zones that exist, a few hundred at most). */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock fields of an instant in a zone. */
export function partsIn(instant: Date, zone: string): ZonedParts {
  const fixed = fixedOffsetParts(instant, zone);
  if (fixed) return fixed;
  return intlPartsIn(instant, zone);
}

/** Exported for the test that holds the fixed offsets to what Intl says. */
export function intlPartsIn(instant: Date, zone: string): ZonedParts {
  let fmt = formatters.get(zone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, fmt);
  }
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  // One formatToParts call per conversion: hotel searches convert thousands of deadlines.
  for (const part of fmt.formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof ZonedParts] = Number(part.value);
  }
  return parts;
}

/** Memo bounds of the zone conversions below: a search asks a handful; 10,000 keys are some 2 MB. */
const MEMO_BOUND = { maxEntries: 10_000, maxBytes: 4 * 1024 * 1024 };
const textMemoBound = {
  ...MEMO_BOUND,
  sizeOf: (text: string, key: string) => stringBytes(text) + stringBytes(key),
};
const calendarDates = new BoundedMemo<string, string>('plain-date-in', textMemoBound);

/** The calendar date of an instant in a zone (the company's "today"). */
export function plainDateIn(instant: Date, zone: string = COMPANY_ZONE): string {
  // Memoised (bounded): pricing asks for "today in the hotel's zone" once per contract of a search.
  const key = `${instant.getTime()}@${zone}`;
  const known = calendarDates.get(key);
  if (known !== undefined) return known;
  const p = partsIn(instant, zone);
  const text = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  calendarDates.set(key, text);
  return text;
}

const instants = new BoundedMemo<string, number>('zoned-instants', {
  ...MEMO_BOUND,
  sizeOf: (_, key) => stringBytes(key) + 8,
});

/** The instant of a wall-clock date and time (HH:mm) in a zone; two passes settle DST edges. */
export function zonedDateTimeToInstant(date: string, time: string, zone: string = COMPANY_ZONE): Date {
  const key = `${date}T${time}@${zone}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  const instant = convertWallTime(date, time, zone);
  // Pure, so memoised (bounded): every hotel of a search shares a handful of check-in midnights.
  instants.set(key, instant.getTime());
  return instant;
}

function convertWallTime(date: string, time: string, zone: string): Date {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) throw new RangeError(`Not a time (HH:mm): ${time}`);
  const wall = toUtcMs(date) + (Number(m[1]) * 60 + Number(m[2])) * 60_000;
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = partsIn(new Date(guess), zone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - seen;
  }
  return new Date(guess);
}

const wallTimes = new BoundedMemo<string, string>('local-date-times', textMemoBound);

/** The wall-clock date and time of an instant in a zone, `yyyy-mm-ddTHH:mm` (shown next to UTC deadlines). */
export function localDateTimeIn(instant: Date, zone: string = COMPANY_ZONE): string {
  // Memoised (bounded) like the reverse conversion: each rate of a search shows a few deadlines.
  const key = `${instant.getTime()}@${zone}`;
  const known = wallTimes.get(key);
  if (known !== undefined) return known;
  const p = partsIn(instant, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  const text = `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
  wallTimes.set(key, text);
  return text;
}
