import { addDays, type AllotmentType, type PlainDate } from '@portal/domain';
import { seededRandom } from '../attractions/image-motifs.ts';
import type { SeedHotel } from './catalogue.ts';
import { chance, intBetween, weighted } from './content.ts';

export interface SeedAllotmentDefault {
  roomTypeId: string;
  type: AllotmentType;
  count: number;
}

/** A night that differs from the default; null type/count inherit it (see hotel_allotments). */
export interface SeedAllotmentException {
  roomTypeId: string;
  date: PlainDate;
  type: AllotmentType | null;
  count: number | null;
  booked: number;
}

/**
 * Daily inventory of a contract hotel's room types: a default per room type (mostly a count of 5-20,
 * some free sale, a few on request) and exceptions in the coming months - stop-sale blocks, sold-out
 * nights, a tight New Year's Eve and the odd extra release. Hotels without contracts get none.
 */
export function allotmentsFor(
  h: SeedHotel,
  today: PlainDate,
): { defaults: SeedAllotmentDefault[]; exceptions: SeedAllotmentException[] } {
  if (!h.hasContracts) return { defaults: [], exceptions: [] };
  const rand = seededRandom(`allotments:${h.key}`);
  const defaults: SeedAllotmentDefault[] = [];
  const exceptions: SeedAllotmentException[] = [];
  for (const room of h.roomTypes) {
    const type = weighted(rand, [
      ['count', 80],
      ['free-sale', 12],
      ['on-request', 8],
    ] as const);
    const suite = room.picture === 'suite';
    const count =
      type !== 'count'
        ? 0
        : room.picture === 'dorm'
          ? intBetween(rand, 10, 30)
          : suite
            ? intBetween(rand, 2, 5)
            : intBetween(rand, 5, 20);
    defaults.push({ roomTypeId: room.id, type, count });

    const nights = new Map<PlainDate, SeedAllotmentException>();
    const set = (date: PlainDate, e: Omit<SeedAllotmentException, 'roomTypeId' | 'date'>) =>
      nights.set(date, { roomTypeId: room.id, date, ...e });
    if (chance(rand, 0.18)) {
      const start = addDays(today, intBetween(rand, 3, 150));
      const length = intBetween(rand, 2, 5);
      for (let i = 0; i < length; i++) set(addDays(start, i), { type: 'stop-sale', count: null, booked: 0 });
    }
    if (chance(rand, 0.15)) {
      for (let i = intBetween(rand, 1, 3); i > 0; i--) {
        set(addDays(today, intBetween(rand, 1, 120)), { type: 'count', count: 0, booked: 0 });
      }
    }
    if (type === 'count' && chance(rand, 0.25)) {
      set(newYearsEve(today), { type: 'count', count: Math.min(count, 2), booked: 0 });
    }
    if (type === 'count' && chance(rand, 0.08)) {
      const start = addDays(today, intBetween(rand, 10, 90));
      for (let i = 0; i < 7; i++) set(addDays(start, i), { type: 'count', count: count + 10, booked: 0 });
    }
    exceptions.push(...[...nights.values()].sort((a, b) => a.date.localeCompare(b.date)));
  }
  return { defaults, exceptions };
}

/** The coming 31 December (today when it is). */
function newYearsEve(today: PlainDate): PlainDate {
  return `${today.slice(0, 4)}-12-31`;
}
