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
import { finish32, fnv32 } from '../../sandbox-hash.ts';
import { profileOf, roomState, type HotelProfile } from './hotel-profile.ts';
import { policiesOf, policyFrame, stayFrames, termsOf, type PolicyFrame } from './policies.ts';
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

/** The party's sums every room type of a stay shares (in the order the rooms are listed). */
interface Party {
  rooms: number;
  /** Room-only price factor of the whole party. */
  pax: number;
  /** Persons a board's meals are charged for. */
  persons: number;
  /** The most adults, children and persons any one room of the party holds (seats). */
  adults: number;
  children: number;
  occupants: number;
}

function partyOf(occupancies: readonly RoomPax[]): Party {
  const party = { rooms: occupancies.length, pax: 0, persons: 0, adults: 0, children: 0, occupants: 0 };
  for (const r of occupancies) party.pax += paxFactor(r);
  for (const r of occupancies) party.persons += mealPersons(r);
  for (const r of occupancies) {
    party.adults = Math.max(party.adults, r.noOfAdults);
    party.children = Math.max(party.children, r.noOfChildren);
    party.occupants = Math.max(party.occupants, r.noOfAdults + r.noOfChildren);
  }
  return party;
}

/**
 * Whether the room type seats every room of the party (adults, children and both together within
 * its limits): each room fits exactly when the party's largest counts do.
 */
function seats(room: BedbankRoom, party: Party): boolean {
  return (
    party.adults <= room.maxAdults &&
    party.children <= room.maxChildren &&
    party.occupants <= room.maxOccupancy
  );
}

/**
 * The room-only nightly nets of the last roomNights call (index = night of the stay): one buffer
 * reused by every room, read before the next call (everything here is synchronous).
 */
let nights = new Float64Array(128);

/**
 * Room-only nightly net for the whole party in the hotel's room at `index`, into `nights`; false
 * when any night is sold out or has fewer rooms left than the search asks for.
 */
function roomNights(
  profile: HotelProfile,
  hotel: BedbankHotel,
  index: number,
  party: Party,
  days: StayDays,
): boolean {
  const base = STAR_BASE[hotel.starCategory] * (1 + 0.22 * hotel.rooms[index]!.rank);
  // hash32(`${seed}|${hotel.code}|${room.code}|${date}`): the room's prefix state is the profile's.
  const prefix = roomState(profile, hotel, index);
  if (nights.length < days.dates.length) nights = new Float64Array(days.dates.length);
  for (let i = 0; i < days.dates.length; i++) {
    const h = finish32(fnv32(days.dates[i]!, prefix));
    // Rooms left that night: about 1 night in 64 is sold out, 2 in 64 have only 1-2 rooms.
    const slot = h % 64;
    const roomsLeft = slot === 0 ? 0 : slot < 3 ? slot : 9;
    if (roomsLeft < party.rooms) return false;
    const noise = 0.85 + ((h >>> 8) % 1000) / 3333;
    nights[i] = base * (days.factors[i] ?? 1) * noise * party.pax;
  }
  return true;
}

/** A night's net in minor units: the room-only night of `roomNights` with the board's meals. */
function nightNet(night: number, meal: number, factor: number): Minor {
  return Math.round((nights[night]! + meal) * factor * 100);
}

/**
 * Every rate the sandbox bedbank sells for one hotel and stay: per room type that seats every
 * room of the party, per board, a flexible and a non-refundable rate. Deterministic in (seed,
 * hotel, room, board, dates, party); `now` only decides which policy lines have already passed.
 */
export function hotelRates(seed: string, hotel: BedbankHotel, stay: BedbankStay, now: Date): BedbankRate[] {
  const days = stayDays(stay.checkIn, stay.checkOut);
  if (days.dates.length < 1) return [];
  const profile = profileOf(seed, hotel);
  const mealScale = STAR_MEAL_SCALE[hotel.starCategory];
  const party = partyOf(stay.occupancies);
  const occ = occupancyCode(stay.occupancies);
  const comment = COMMENTS[profile.commentHash % COMMENTS.length] ?? '';
  const frame = policyFrame(hotel, stay.checkIn, profile.window, now);

  const rates: BedbankRate[] = [];
  for (let r = 0; r < hotel.rooms.length; r++) {
    const room = hotel.rooms[r]!;
    if (!seats(room, party) || !roomNights(profile, hotel, r, party, days)) continue;
    for (const board of profile.boards) {
      const meal = MEAL_SUPPLEMENT[board] * mealScale * party.persons;
      for (const rateClass of RATE_CLASSES) {
        const factor = rateClass === 'NRF' ? NRF_FACTOR : 1;
        const nightly = days.dates.map((date, i) => ({ date, net: nightNet(i, meal, factor) }));
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
 * The summaries of a list request (rateSummaries) are written here row by row, then copied out at
 * their length: columns that grew once to the largest answer and are reused, instead of seven
 * arrays grown by a push per row for each answer (the copies are the answer's only allocation).
 */
const rows: Omit<BedbankSummaryColumns, 'length'> = {
  hotelCodes: [],
  roomCodes: [],
  boardCodes: [],
  rateClasses: [],
  nets: [],
  cancellationTypes: [],
  payLaterUntil: [],
};

/**
 * hotelRates of these hotels as summaries (the bedbank's answer to a list request): the same
 * rates in the same order with the same nets and cancellation types (rates.test.ts compares the
 * two), without building their keys, nightly lists and policies. The nets are summed from the same
 * rounded nightly amounts.
 */
export function rateSummaries(
  seed: string,
  hotels: readonly BedbankHotel[],
  stay: BedbankStay,
  now: Date,
): BedbankSummaryColumns {
  const days = stayDays(stay.checkIn, stay.checkOut);
  let n = 0;
  if (days.dates.length >= 1) {
    const party = partyOf(stay.occupancies);
    const frameOf = stayFrames(stay.checkIn, now);
    for (const hotel of hotels) n = hotelSummaries(seed, hotel, party, days, frameOf, n);
  }
  return {
    length: n,
    hotelCodes: rows.hotelCodes.slice(0, n),
    roomCodes: rows.roomCodes.slice(0, n),
    boardCodes: rows.boardCodes.slice(0, n),
    rateClasses: rows.rateClasses.slice(0, n),
    nets: rows.nets.slice(0, n),
    cancellationTypes: rows.cancellationTypes.slice(0, n),
    payLaterUntil: rows.payLaterUntil.slice(0, n),
  };
}

/** Writes one hotel's summaries into `rows` from row `n`; answers the next free row. */
function hotelSummaries(
  seed: string,
  hotel: BedbankHotel,
  party: Party,
  days: StayDays,
  frameOf: (hotel: BedbankHotel, window: number) => PolicyFrame,
  n: number,
): number {
  const profile = profileOf(seed, hotel);
  const mealScale = STAR_MEAL_SCALE[hotel.starCategory];
  const frame = frameOf(hotel, profile.window);
  for (let r = 0; r < hotel.rooms.length; r++) {
    const room = hotel.rooms[r]!;
    if (!seats(room, party) || !roomNights(profile, hotel, r, party, days)) continue;
    for (const board of profile.boards) {
      const meal = MEAL_SUPPLEMENT[board] * mealScale * party.persons;
      for (const rateClass of RATE_CLASSES) {
        const factor = rateClass === 'NRF' ? NRF_FACTOR : 1;
        const first = nightNet(0, meal, factor);
        let net = first;
        for (let i = 1; i < days.dates.length; i++) net += nightNet(i, meal, factor);
        const terms = termsOf(frame, rateClass === 'FLEX', first, net);
        rows.hotelCodes[n] = hotel.code;
        rows.roomCodes[n] = room.code;
        rows.boardCodes[n] = board;
        rows.rateClasses[n] = rateClass;
        rows.nets[n] = net;
        rows.cancellationTypes[n] = terms.cancellationType;
        rows.payLaterUntil[n] = terms.payLaterUntil;
        n += 1;
      }
    }
  }
  return n;
}
const RATE_CLASSES = ['FLEX', 'NRF'] as const;
