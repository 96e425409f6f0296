import {
  addDays,
  daysBetween,
  weekdayOf,
  type BoardCode,
  type CancellationDeadline,
  type HotelCancellationType,
  type Minor,
  type PlainDate,
  type RoomPax,
  type StarCategory,
} from '@portal/domain';
import { finish32, fnv32, hash32 } from '../../sandbox-hash.ts';
import { policiesOf, policyFrame, termsOf } from './policies.ts';
import { occupancyCode } from './rate-key.ts';

export { occupancyCode, parseOccupancyCode, parseRateKey, type ParsedBedbankKey } from './rate-key.ts';

/** A hotel as the bedbank's own catalogue knows it: its codes, never our ids. */
export interface BedbankHotel {
  code: string;
  starCategory: StarCategory;
  timeZone: string;
  rooms: BedbankRoom[];
}

export interface BedbankRoom {
  code: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  /** 0 for the hotel's entry room; larger rooms are dearer. */
  rank: number;
}

export type BedbankRateClass = 'FLEX' | 'NRF';

export interface BedbankRate {
  rateKey: string;
  hotelCode: string;
  roomCode: string;
  roomName: string;
  boardCode: BoardCode;
  rateClass: BedbankRateClass;
  rateName: string;
  net: Minor;
  nightly: { date: PlainDate; net: Minor }[];
  policies: CancellationDeadline[];
  cancellationType: HotelCancellationType;
  payLaterUntil: string | null;
  rateComments: string;
}

/**
 * A rate as an availability summary carries it (the bedbank's compact answer per hotel and
 * occupancy): which room, board and class, the net of the stay and the cancellation type - no rate
 * key, nightly amounts or policy lines. What a list of hotels needs.
 */
export interface BedbankRateSummary {
  hotelCode: string;
  roomCode: string;
  boardCode: BoardCode;
  rateClass: BedbankRateClass;
  net: Minor;
  cancellationType: HotelCancellationType;
  payLaterUntil: string | null;
}

/**
 * The summaries of a list request as the bedbank answers them: one row per rate, as parallel
 * columns (a compact answer per hotel and occupancy rather than an object per rate - a city search
 * answers some 11,000 rates).
 */
export interface BedbankSummaryColumns {
  length: number;
  hotelCodes: string[];
  roomCodes: string[];
  boardCodes: BoardCode[];
  rateClasses: BedbankRateClass[];
  nets: Minor[];
  cancellationTypes: HotelCancellationType[];
  payLaterUntil: (string | null)[];
}

export function summaryColumns(): BedbankSummaryColumns {
  return {
    length: 0,
    hotelCodes: [],
    roomCodes: [],
    boardCodes: [],
    rateClasses: [],
    nets: [],
    cancellationTypes: [],
    payLaterUntil: [],
  };
}

/** The rows of summary columns as objects (tests, and any caller that wants them one by one). */
export function summaryRows(columns: BedbankSummaryColumns): BedbankRateSummary[] {
  return Array.from({ length: columns.length }, (_, i) => ({
    hotelCode: columns.hotelCodes[i]!,
    roomCode: columns.roomCodes[i]!,
    boardCode: columns.boardCodes[i]!,
    rateClass: columns.rateClasses[i]!,
    net: columns.nets[i]!,
    cancellationType: columns.cancellationTypes[i]!,
    payLaterUntil: columns.payLaterUntil[i]!,
  }));
}

export interface BedbankStay {
  checkIn: PlainDate;
  checkOut: PlainDate;
  occupancies: readonly RoomPax[];
  nationality: string;
}

/** AED per room-night for two adults, room only, before season, weekday and the hotel's own noise. */
const STAR_BASE: Record<StarCategory, number> = {
  '1': 160,
  '2': 240,
  '3': 360,
  '4': 620,
  '5': 1150,
  apartment: 420,
  hostel: 110,
  unrated: 280,
};
const STAR_MEAL_SCALE: Record<StarCategory, number> = {
  '1': 0.6,
  '2': 0.7,
  '3': 0.85,
  '4': 1,
  '5': 1.4,
  apartment: 0.8,
  hostel: 0.6,
  unrated: 0.8,
};
/** AED per adult per night on top of room only (children half, under 2 free). */
const MEAL_SUPPLEMENT: Record<BoardCode, number> = { RO: 0, BB: 55, HB: 130, FB: 210, AI: 320 };
const MONTH_FACTOR = [1.35, 1.2, 1.2, 0.95, 0.95, 0.75, 0.75, 0.75, 0.75, 1.1, 1.1, 1.35];
const NRF_FACTOR = 0.88;
const COMMENTS = [
  'Tourism Dirham fee is payable by the guest at the hotel.',
  'Check-in from 15:00; early check-in on request, subject to availability.',
  'Rate includes VAT and municipality fees; Tourism Dirham fee payable at the hotel.',
  'A valid credit card and ID are required at check-in for incidentals.',
];

/** The boards a hotel sells through the bedbank, from its code (stable). */
export function boardsOf(seed: string, hotel: BedbankHotel): BoardCode[] {
  const h = hash32(`${seed}|${hotel.code}|boards`);
  const star = Number(hotel.starCategory) || 3;
  const boards: BoardCode[] = [];
  if (h % 7 !== 0) boards.push('RO');
  boards.push('BB');
  if (h % 3 !== 0) boards.push('HB');
  if (star >= 4 && h % 2 === 0) boards.push('FB');
  if (h % 5 === 0) boards.push('AI');
  return boards;
}

/** Days before check-in a flexible rate stays free to cancel (1-7, per hotel). */
export function freeCancellationDays(seed: string, hotelCode: string): number {
  return 1 + (hash32(`${seed}|${hotelCode}|window`) % 7);
}

export function fits(room: BedbankRoom, pax: RoomPax): boolean {
  return (
    pax.noOfAdults <= room.maxAdults &&
    pax.noOfChildren <= room.maxChildren &&
    pax.noOfAdults + pax.noOfChildren <= room.maxOccupancy
  );
}

function paxFactor(pax: RoomPax): number {
  let f = pax.noOfAdults === 1 ? 0.85 : 1 + 0.3 * (pax.noOfAdults - 2);
  for (const age of pax.childrenAges) f += age < 2 ? 0 : age < 6 ? 0.15 : 0.3;
  return f;
}

function mealPersons(pax: RoomPax): number {
  let p = pax.noOfAdults;
  for (const age of pax.childrenAges) p += age < 2 ? 0 : 0.5;
  return p;
}

interface StayDays {
  dates: PlainDate[];
  /** Season and weekend factor of each night. */
  factors: number[];
}

const stayDaysMemo = new Map<string, StayDays>();
/** The nights of a stay and their day factors, shared by every hotel of one search. */
function stayDays(checkIn: PlainDate, checkOut: PlainDate): StayDays {
  const key = `${checkIn}|${checkOut}`;
  let held = stayDaysMemo.get(key);
  if (!held) {
    const dates: PlainDate[] = [];
    const factors: number[] = [];
    for (let i = 0, n = daysBetween(checkIn, checkOut); i < n; i++) {
      const date = addDays(checkIn, i);
      const weekday = weekdayOf(date);
      dates.push(date);
      factors.push(
        (MONTH_FACTOR[Number(date.slice(5, 7)) - 1] ?? 1) * (weekday === 5 || weekday === 6 ? 1.12 : 1),
      );
    }
    if (stayDaysMemo.size > 256) stayDaysMemo.clear();
    stayDaysMemo.set(key, (held = { dates, factors }));
  }
  return held;
}

/**
 * Room-only nightly net for the whole party in one room type, or null when any night is sold out
 * or has fewer rooms left than the search asks for.
 */
function roomNights(
  seed: string,
  hotel: BedbankHotel,
  room: BedbankRoom,
  stay: BedbankStay,
  days: StayDays,
): number[] | null {
  const base = STAR_BASE[hotel.starCategory] * (1 + 0.22 * room.rank);
  let pax = 0;
  for (const r of stay.occupancies) pax += paxFactor(r);
  const out: number[] = [];
  // hash32(`${seed}|${hotel.code}|${room.code}|${date}`): the room's prefix hashed once per stay.
  const prefix = fnv32(`${seed}|${hotel.code}|${room.code}|`);
  for (let i = 0; i < days.dates.length; i++) {
    const h = finish32(fnv32(days.dates[i]!, prefix));
    // Rooms left that night: about 1 night in 64 is sold out, 2 in 64 have only 1-2 rooms.
    const slot = h % 64;
    const roomsLeft = slot === 0 ? 0 : slot < 3 ? slot : 9;
    if (roomsLeft < stay.occupancies.length) return null;
    const noise = 0.85 + ((h >>> 8) % 1000) / 3333;
    out.push(base * (days.factors[i] ?? 1) * noise * pax);
  }
  return out;
}

/**
 * Every rate the sandbox bedbank sells for one hotel and stay: per room type that seats every
 * room of the party, per board, a flexible and a non-refundable rate. Deterministic in (seed,
 * hotel, room, board, dates, party); `now` only decides which policy lines have already passed.
 */
export function hotelRates(seed: string, hotel: BedbankHotel, stay: BedbankStay, now: Date): BedbankRate[] {
  const days = stayDays(stay.checkIn, stay.checkOut);
  if (days.dates.length < 1) return [];
  const boards = boardsOf(seed, hotel);
  const window = freeCancellationDays(seed, hotel.code);
  const mealScale = STAR_MEAL_SCALE[hotel.starCategory];
  let persons = 0;
  for (const r of stay.occupancies) persons += mealPersons(r);
  const occ = occupancyCode(stay.occupancies);
  const comment = COMMENTS[hash32(`${seed}|${hotel.code}|comment`) % COMMENTS.length] ?? '';
  const frame = policyFrame(hotel, stay.checkIn, window, now);

  const rates: BedbankRate[] = [];
  for (const room of hotel.rooms) {
    if (!stay.occupancies.every((pax) => fits(room, pax))) continue;
    const base = roomNights(seed, hotel, room, stay, days);
    if (!base) continue;
    for (const board of boards) {
      const meal = MEAL_SUPPLEMENT[board] * mealScale * persons;
      for (const rateClass of ['FLEX', 'NRF'] as const) {
        const factor = rateClass === 'NRF' ? NRF_FACTOR : 1;
        const nightly = base.map((value, i) => ({
          date: days.dates[i]!,
          net: Math.round((value + meal) * factor * 100),
        }));
        let net = 0;
        for (const n of nightly) net += n.net;
        const first = nightly[0]?.net ?? 0;
        const flexible = rateClass === 'FLEX';
        rates.push({
          rateKey: `BB1|${hotel.code}|${room.code}|${board}|${rateClass}|${stay.checkIn}|${stay.checkOut}|${occ}|${stay.nationality}|${net}`,
          hotelCode: hotel.code,
          roomCode: room.code,
          roomName: room.name,
          boardCode: board,
          rateClass,
          rateName: flexible ? 'Flexible rate' : 'Non-refundable saver',
          net,
          nightly,
          ...policiesOf(frame, flexible, first, net),
          rateComments: comment,
        });
      }
    }
  }
  return rates;
}

/**
 * hotelRates as summaries: the same rates in the same order with the same nets and cancellation
 * types (rates.test.ts compares the two), without building their keys, nightly lists and policies.
 * The nets are summed from the same rounded nightly amounts. Rows are added to `out` (columns).
 */
export function hotelRateSummaries(
  seed: string,
  hotel: BedbankHotel,
  stay: BedbankStay,
  now: Date,
  out: BedbankSummaryColumns = summaryColumns(),
): BedbankSummaryColumns {
  const days = stayDays(stay.checkIn, stay.checkOut);
  if (days.dates.length < 1) return out;
  const boards = boardsOf(seed, hotel);
  const window = freeCancellationDays(seed, hotel.code);
  const mealScale = STAR_MEAL_SCALE[hotel.starCategory];
  let persons = 0;
  for (const r of stay.occupancies) persons += mealPersons(r);
  const frame = policyFrame(hotel, stay.checkIn, window, now);
  for (const room of hotel.rooms) {
    if (!stay.occupancies.every((pax) => fits(room, pax))) continue;
    const base = roomNights(seed, hotel, room, stay, days);
    if (!base) continue;
    for (const board of boards) {
      const meal = MEAL_SUPPLEMENT[board] * mealScale * persons;
      for (const rateClass of RATE_CLASSES) {
        const factor = rateClass === 'NRF' ? NRF_FACTOR : 1;
        let net = 0;
        let first = 0;
        for (let i = 0; i < base.length; i++) {
          const night = Math.round((base[i]! + meal) * factor * 100);
          if (i === 0) first = night;
          net += night;
        }
        const terms = termsOf(frame, rateClass === 'FLEX', first, net);
        out.hotelCodes.push(hotel.code);
        out.roomCodes.push(room.code);
        out.boardCodes.push(board);
        out.rateClasses.push(rateClass);
        out.nets.push(net);
        out.cancellationTypes.push(terms.cancellationType);
        out.payLaterUntil.push(terms.payLaterUntil);
        out.length += 1;
      }
    }
  }
  return out;
}
const RATE_CLASSES = ['FLEX', 'NRF'] as const;
