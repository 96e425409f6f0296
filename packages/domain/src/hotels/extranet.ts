import type { Minor } from '../money.ts';
import { addDays, daysBetween, isPlainDate } from '../plain-date.ts';
import { distanceKm } from '../quotations/transfer-tariff.ts';
import type {
  CancellationRule,
  ChildBand,
  ContractSeason,
  MealSupplement,
  PlainDate,
  RoomTypeContent,
} from './types.ts';

/**
 * The rules of the hotel extranet (issue 34): what staff may save as hotel content, room types,
 * contracts and allotments, as pure functions. Each answers the first problem with the field it
 * concerns (the API's 400 names it), or null when the input is sound.
 */
export interface FieldProblem {
  field: string;
  message: string;
}

const problem = (field: string, message: string): FieldProblem => ({ field, message });

/** Occupancy of a room type: adults at least 1, maximum between adults and adults + children. */
export function roomOccupancyProblem(
  room: Pick<RoomTypeContent, 'maxAdults' | 'maxChildren' | 'maxOccupancy' | 'maxExtraBeds'> & {
    maxInfants: number;
  },
): FieldProblem | null {
  if (!Number.isInteger(room.maxAdults) || room.maxAdults < 1)
    return problem('maxAdults', 'A room takes at least 1 adult');
  if (!Number.isInteger(room.maxChildren) || room.maxChildren < 0)
    return problem('maxChildren', 'Children cannot be negative');
  if (!Number.isInteger(room.maxInfants) || room.maxInfants < 0)
    return problem('maxInfants', 'Infants cannot be negative');
  if (!Number.isInteger(room.maxExtraBeds) || room.maxExtraBeds < 0)
    return problem('maxExtraBeds', 'Extra beds cannot be negative');
  if (room.maxOccupancy < room.maxAdults)
    return problem('maxOccupancy', 'The maximum occupancy cannot be below the adults the room takes');
  if (room.maxOccupancy > room.maxAdults + room.maxChildren)
    return problem('maxOccupancy', 'The maximum occupancy cannot exceed adults plus children');
  return null;
}

/** Local time `HH:mm`. */
export const isLocalTime = (value: string): boolean => /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(value);

/**
 * Seasons of one contract: each in date order, prices positive (supplements not negative), and no two
 * sharing a night. Answers the problem naming `seasons[i].field`.
 */
export function seasonsProblem(seasons: readonly ContractSeason[]): FieldProblem | null {
  if (seasons.length === 0) return problem('seasons', 'A contract needs at least one season');
  for (const [i, s] of seasons.entries()) {
    const at = `seasons[${i}]`;
    if (!isPlainDate(s.from)) return problem(`${at}.from`, 'Enter a valid first night');
    if (!isPlainDate(s.to)) return problem(`${at}.to`, 'Enter a valid last night');
    if (s.to < s.from) return problem(`${at}.to`, 'The last night cannot be before the first night');
    if (!Number.isInteger(s.roomPrice) || s.roomPrice <= 0)
      return problem(`${at}.roomPrice`, 'The nightly rate must be positive');
    if (!Number.isInteger(s.baseOccupancy) || s.baseOccupancy < 1)
      return problem(`${at}.baseOccupancy`, 'The rate includes at least 1 adult');
    if (!Number.isInteger(s.extraAdult) || s.extraAdult < 0)
      return problem(`${at}.extraAdult`, 'The extra adult rate cannot be negative');
    if (!Number.isInteger(s.extraBed) || s.extraBed < 0)
      return problem(`${at}.extraBed`, 'The extra bed rate cannot be negative');
    if (s.minStay !== undefined && (!Number.isInteger(s.minStay) || s.minStay < 1))
      return problem(`${at}.minStay`, 'The minimum stay is at least 1 night');
  }
  const order = seasons.map((s, i) => ({ s, i })).sort((a, b) => a.s.from.localeCompare(b.s.from));
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1]!;
    const next = order[k]!;
    if (next.s.from <= prev.s.to)
      return problem(
        `seasons[${next.i}].from`,
        `Seasons overlap: ${next.s.from}..${next.s.to} shares nights with ${prev.s.from}..${prev.s.to}`,
      );
  }
  return null;
}

/** Child bands: ages 0-11 in order, prices not negative, bands not sharing an age. */
export function childBandsProblem(bands: readonly ChildBand[]): FieldProblem | null {
  for (const [i, b] of bands.entries()) {
    if (!Number.isInteger(b.minAge) || b.minAge < 0 || b.maxAge > 11 || b.maxAge < b.minAge)
      return problem(`childBands[${i}].maxAge`, 'Child ages run from 0 to 11, the first not above the last');
    if (!Number.isInteger(b.pricePerNight) || b.pricePerNight < 0)
      return problem(`childBands[${i}].pricePerNight`, 'The child rate cannot be negative');
  }
  const order = [...bands].sort((a, b) => a.minAge - b.minAge);
  for (let k = 1; k < order.length; k++)
    if (order[k]!.minAge <= order[k - 1]!.maxAge) return problem('childBands', 'Child age bands overlap');
  return null;
}

/** Cancellation tiers: whole days before check-in, each day once, charges positive. */
export function cancellationProblem(rules: readonly CancellationRule[]): FieldProblem | null {
  const days = new Set<number>();
  for (const [i, r] of rules.entries()) {
    const at = `cancellation[${i}]`;
    if (!Number.isInteger(r.daysBefore) || r.daysBefore < 0)
      return problem(`${at}.daysBefore`, 'Days before check-in cannot be negative');
    if (days.has(r.daysBefore)) return problem(`${at}.daysBefore`, 'Two tiers start the same day');
    days.add(r.daysBefore);
    const c = r.charge;
    const bad =
      (c.type === 'flat' && (!Number.isInteger(c.amount) || c.amount <= 0)) ||
      (c.type === 'percentage' && !(c.percent > 0 && c.percent <= 100)) ||
      (c.type === 'nights' && (!Number.isInteger(c.nights) || c.nights < 1));
    if (bad)
      return problem(`${at}.charge`, 'The cancellation charge must be positive (a percentage up to 100)');
  }
  return null;
}

export function mealSupplementsProblem(list: readonly MealSupplement[]): FieldProblem | null {
  const boards = new Set<string>();
  for (const [i, m] of list.entries()) {
    if (boards.has(m.boardCode))
      return problem(`mealSupplements[${i}].boardCode`, 'One supplement per meal plan');
    boards.add(m.boardCode);
    if (m.adultPerNight < 0 || m.childPerNight < 0 || !Number.isInteger(m.adultPerNight + m.childPerNight))
      return problem(`mealSupplements[${i}]`, 'Meal plan supplements cannot be negative');
  }
  return null;
}

/** The validity a contract's seasons span: the first season's first night to the last's last. */
export function seasonsValidity(seasons: readonly ContractSeason[]): {
  validFrom: PlainDate;
  validTo: PlainDate;
} {
  let validFrom = seasons[0]!.from;
  let validTo = seasons[0]!.to;
  for (const s of seasons) {
    if (s.from < validFrom) validFrom = s.from;
    if (s.to > validTo) validTo = s.to;
  }
  return { validFrom, validTo };
}

/** The same day a year later (29 February becomes 28 February). */
export function nextYear(date: PlainDate): PlainDate {
  const [y, m, d] = date.split('-');
  const year = String(Number(y) + 1).padStart(4, '0');
  if (m === '02' && d === '29') return `${year}-02-28`;
  return `${year}-${m}-${d}`;
}

/** A price changed by a percentage, in whole fils (half away from zero). */
export function changedBy(amount: Minor, percent: number): Minor {
  return Math.round((amount * (100 + percent)) / 100);
}

/**
 * Last season's seasons moved to the next year with every price changed by `percent` (e.g. 5 or
 * -10): the copy the contracting team starts the next season's contract from.
 */
export function copySeasonsToNextYear(seasons: readonly ContractSeason[], percent: number): ContractSeason[] {
  if (!Number.isFinite(percent) || percent <= -100) throw new RangeError('The change must be above -100%');
  return seasons.map((s) => ({
    ...s,
    from: nextYear(s.from),
    to: nextYear(s.to),
    roomPrice: changedBy(s.roomPrice, percent),
    extraAdult: changedBy(s.extraAdult, percent),
    extraBed: changedBy(s.extraBed, percent),
  }));
}

export function copyChildBands(bands: readonly ChildBand[], percent: number): ChildBand[] {
  return bands.map((b) => ({ ...b, pricePerNight: changedBy(b.pricePerNight, percent) }));
}

export function copyMealSupplements(list: readonly MealSupplement[], percent: number): MealSupplement[] {
  return list.map((m) => ({
    ...m,
    adultPerNight: changedBy(m.adultPerNight, percent),
    childPerNight: changedBy(m.childPerNight, percent),
  }));
}

/** The most nights one allotment change may cover (a year and a bit). */
export const MAX_ALLOTMENT_RANGE_NIGHTS = 400;

/** A range of nights for the allotment grid: valid dates in order and not longer than the limit. */
export function nightRangeProblem(from: string, to: string): FieldProblem | null {
  if (!isPlainDate(from)) return problem('from', 'Enter a valid first night');
  if (!isPlainDate(to)) return problem('to', 'Enter a valid last night');
  if (to < from) return problem('to', 'The last night cannot be before the first night');
  if (daysBetween(from, to) + 1 > MAX_ALLOTMENT_RANGE_NIGHTS)
    return problem('to', `At most ${MAX_ALLOTMENT_RANGE_NIGHTS} nights at once`);
  return null;
}

/** Every night from `from` to `to`, both included. */
export function nightsOfRange(from: PlainDate, to: PlainDate): PlainDate[] {
  const out: PlainDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** What a night of the grid shows: allotment, sold, and left (null: free sale, no limit). */
export function roomsLeft(night: { type: string; count: number; booked: number }): number | null {
  if (night.type === 'free-sale') return null;
  if (night.type === 'stop-sale') return 0;
  return Math.max(0, night.count - night.booked);
}

/** A hotel's distance from its city centre in km, one decimal (what the results show). */
export function distanceFromCentreKm(
  hotel: { latitude: number; longitude: number },
  centre: { latitude: number; longitude: number },
): number {
  const km = distanceKm(
    { lat: hotel.latitude, lon: hotel.longitude },
    { lat: centre.latitude, lon: centre.longitude },
  );
  return Math.round(km * 10) / 10;
}
