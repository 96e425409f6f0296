import {
  addDays,
  BoundedMemo,
  stringBytes,
  BOARD_CODES,
  daysBetween,
  HOTEL_CANCELLATION_TYPES,
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
import { sameElements } from '../../../lib/same-elements.ts';
import { profileOf, roomState, type HotelProfile } from './hotel-profile.ts';
import {
  flexibleTerm,
  policiesOf,
  policyFrame,
  rateTerm,
  type FlexibleTerm,
  type PolicyFrame,
} from './policies.ts';
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
 * A rate as an availability summary carries it: which room, board and class, the net of the stay
 * and the cancellation type - no rate key, nightly amounts or policy lines. What a list of hotels
 * needs (summaryRows, tests).
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

/** The rate classes as a summary codes them (`rateClasses`: 0 flexible, 1 non-refundable). */
export const BEDBANK_RATE_CLASSES = ['FLEX', 'NRF'] as const satisfies readonly BedbankRateClass[];

/**
 * The bedbank's answer to a list request, per hotel and occupancy as bedbanks nest it (hotels, their
 * room types, their rates), the rates as numbers: a city search answers some 11,000 rates, so there is
 * no object and no string per rate. Hotel `h` (those with a rate, in the order asked) holds room types
 * `hotelRooms[h]` to `hotelRooms[h + 1] - 1`; room type `k` holds rows `roomRows[k]` to
 * `roomRows[k + 1] - 1`. A row's board is its BOARD_CODES index, its class its BEDBANK_RATE_CLASSES
 * index and its cancellation type its HOTEL_CANCELLATION_TYPES index; a refundable rate may be paid
 * until its hotel's `payLaterUntil` (every other rate is paid now).
 */
export interface BedbankSummaries extends SummaryColumns {
  hotelCodes: string[];
  roomCodes: string[];
}

/** What a summary answer holds besides its hotels and room types. */
interface SummaryColumns {
  hotels: number;
  payLaterUntil: (string | null)[];
  hotelRooms: Int32Array;
  rooms: number;
  roomRows: Int32Array;
  length: number;
  boards: Uint8Array;
  rateClasses: Uint8Array;
  nets: Float64Array;
  terms: Uint8Array;
}

/**
 * A summary answer as the walk writes it (rateSummaryRows): its hotels and room types as positions in
 * the list asked - hotel `h` is `list[hotelIndexes[h]]`, its room type `k` that hotel's
 * `rooms[roomIndexes[k]]` - and everything else as numbers, so that it crosses to another thread as
 * buffers (the sandbox's walk in the list-pricing worker, hotels/list-pool.ts); summariesOf names them.
 */
export interface BedbankSummaryRows extends SummaryColumns {
  hotelIndexes: Int32Array;
  roomIndexes: Int32Array;
}

/** The rows with their hotels' and room types' codes (the catalogue's own strings) from the list asked. */
export function summariesOf(hotels: readonly BedbankHotel[], rows: BedbankSummaryRows): BedbankSummaries {
  const { hotelIndexes, roomIndexes, ...columns } = rows;
  const hotelCodes = new Array<string>(rows.hotels);
  const roomCodes = new Array<string>(rows.rooms);
  for (let h = 0; h < rows.hotels; h++) {
    const hotel = hotels[hotelIndexes[h]!]!;
    hotelCodes[h] = hotel.code;
    for (let k = rows.hotelRooms[h]!; k < rows.hotelRooms[h + 1]!; k++)
      roomCodes[k] = hotel.rooms[roomIndexes[k]!]!.code;
  }
  return { ...columns, hotelCodes, roomCodes };
}

/** The rows of a summary answer as objects, in its order (tests, and any caller that wants them one by one). */
export function summaryRows(answer: BedbankSummaries): BedbankRateSummary[] {
  const out: BedbankRateSummary[] = [];
  for (let h = 0; h < answer.hotels; h++)
    for (let k = answer.hotelRooms[h]!; k < answer.hotelRooms[h + 1]!; k++)
      for (let i = answer.roomRows[k]!; i < answer.roomRows[k + 1]!; i++) {
        const cancellationType = HOTEL_CANCELLATION_TYPES[answer.terms[i]!]!;
        out.push({
          hotelCode: answer.hotelCodes[h]!,
          roomCode: answer.roomCodes[k]!,
          boardCode: BOARD_CODES[answer.boards[i]!]!,
          rateClass: BEDBANK_RATE_CLASSES[answer.rateClasses[i]!]!,
          net: answer.nets[i]!,
          cancellationType,
          payLaterUntil: cancellationType === 'Refundable' ? answer.payLaterUntil[h]! : null,
        });
      }
  return out;
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
/** MEAL_SUPPLEMENT by the board's BOARD_CODES index (a profile's `boardIndexes`). */
const MEAL_BY_BOARD = Float64Array.from(BOARD_CODES, (code) => MEAL_SUPPLEMENT[code]);
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
  /**
   * Each night's date as its month's prefix (`YYYY-MM-`, an index into `months`, which lists them
   * in order) and its day (`DD`): a stay of at most a few weeks spans one to three months, so a
   * room's hash of `...|room|` continues over each month once and then over two characters a night.
   */
  months: string[];
  monthOf: Int32Array;
  dayOf: string[];
}

const stayDaysMemo = new BoundedMemo<string, StayDays>('bedbank-stay-days', {
  maxEntries: 256,
  maxBytes: 1024 * 1024,
  // The key, and per night its date, its factor, its day, its month index and the array slots.
  sizeOf: (days, key) =>
    stringBytes(key) + 64 + days.dates.length * (stringBytes('yyyy-mm-dd') + stringBytes('dd') + 28),
});
/** The nights of a stay and their day factors, shared by every hotel of one search. */
function stayDays(checkIn: PlainDate, checkOut: PlainDate): StayDays {
  const key = `${checkIn}|${checkOut}`;
  let held = stayDaysMemo.get(key);
  if (!held) {
    const n = Math.max(0, daysBetween(checkIn, checkOut));
    const dates: PlainDate[] = [];
    const factors: number[] = [];
    const months: string[] = [];
    const monthOf = new Int32Array(n);
    const dayOf: string[] = [];
    for (let i = 0; i < n; i++) {
      const date = addDays(checkIn, i);
      const weekday = weekdayOf(date);
      dates.push(date);
      factors.push(
        (MONTH_FACTOR[Number(date.slice(5, 7)) - 1] ?? 1) * (weekday === 5 || weekday === 6 ? 1.12 : 1),
      );
      const month = date.slice(0, 8);
      if (months[months.length - 1] !== month) months.push(month);
      monthOf[i] = months.length - 1;
      dayOf.push(date.slice(8));
    }
    stayDaysMemo.set(key, (held = { dates, factors, months, monthOf, dayOf }));
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
function seats(plan: WalkPlan, room: number, party: Party): boolean {
  return (
    party.adults <= plan.limits[3 * room]! &&
    party.children <= plan.limits[3 * room + 1]! &&
    party.occupants <= plan.limits[3 * room + 2]!
  );
}

/**
 * What the walk reads of a list of hotels under a seed, made once per list (rateSummaries is asked
 * for the same city's list, the catalogue's read-only records, for every stay): per hotel its
 * profile and its rooms' range, per room its limits (seats), its room-only base (star category and
 * rank) and its prefix state (roomState) in typed arrays read in order - instead of every record,
 * its rooms and its profile looked up again per hotel and stay.
 */
interface WalkPlan {
  seed: string;
  /** The list's hotels when the plan was made (a list changed in place is planned again). */
  hotels: readonly BedbankHotel[];
  profiles: HotelProfile[];
  /** Hotel `h`'s rooms are plan rooms `roomStart[h]` to `roomStart[h + 1] - 1`, in its order. */
  roomStart: Int32Array;
  /** Per room its most adults, children and occupants. */
  limits: Int32Array;
  bases: Float64Array;
  states: Int32Array;
  /** Hotel `h`'s boards (BOARD_CODES indexes, the profile's) are `boards[boardStart[h]]` to `boards[boardStart[h + 1] - 1]`. */
  boardStart: Int32Array;
  boards: Uint8Array;
  /** Per hotel: its star category's meal scale (STAR_MEAL_SCALE). */
  mealScales: Float64Array;
  /**
   * Per hotel: its policy frame's key, the index of its (time zone, free-cancellation window) among
   * the list's (a city's hotels share a zone and 7 windows): a search's frames by key, not by text.
   */
  frameKeys: Int32Array;
}

function makePlan(seed: string, hotels: readonly BedbankHotel[]): WalkPlan {
  let rooms = 0;
  for (const hotel of hotels) rooms += hotel.rooms.length;
  const plan: WalkPlan = {
    seed,
    hotels: [...hotels],
    profiles: [],
    roomStart: new Int32Array(hotels.length + 1),
    limits: new Int32Array(3 * rooms),
    bases: new Float64Array(rooms),
    states: new Int32Array(rooms),
    boardStart: new Int32Array(hotels.length + 1),
    boards: new Uint8Array(0),
    mealScales: new Float64Array(hotels.length),
    frameKeys: new Int32Array(hotels.length),
  };
  const boards: number[] = [];
  const frameKeys = new Map<string, number>();
  let room = 0;
  hotels.forEach((hotel, h) => {
    const profile = profileOf(seed, hotel);
    plan.profiles.push(profile);
    plan.roomStart[h] = room;
    plan.boardStart[h] = boards.length;
    boards.push(...profile.boardIndexes);
    // The profile's star category is the hotel's (profileOf).
    plan.mealScales[h] = STAR_MEAL_SCALE[profile.starCategory];
    const frameKey = `${hotel.timeZone}|${profile.window}`;
    let key = frameKeys.get(frameKey);
    if (key === undefined) frameKeys.set(frameKey, (key = frameKeys.size));
    plan.frameKeys[h] = key;
    hotel.rooms.forEach((r, index) => {
      plan.limits[3 * room] = r.maxAdults;
      plan.limits[3 * room + 1] = r.maxChildren;
      plan.limits[3 * room + 2] = r.maxOccupancy;
      plan.bases[room] = STAR_BASE[hotel.starCategory] * (1 + 0.22 * r.rank);
      plan.states[room++] = roomState(profile, hotel, index);
    });
  });
  plan.roomStart[hotels.length] = room;
  plan.boardStart[hotels.length] = boards.length;
  plan.boards = Uint8Array.from(boards);
  return plan;
}

/** Plans by list (as bounded as the callers' lists: the sandbox keeps one per list of codes). */
const plans = new WeakMap<readonly BedbankHotel[], WalkPlan>();
function planOf(seed: string, hotels: readonly BedbankHotel[]): WalkPlan {
  const held = plans.get(hotels);
  if (held && held.seed === seed && sameElements(held.hotels, hotels)) return held;
  const made = makePlan(seed, hotels);
  plans.set(hotels, made);
  return made;
}

/**
 * The room-only nightly nets of the last roomNights call (index = night of the stay): one buffer
 * reused by every room, read before the next call (everything here is synchronous).
 */
let nights = new Float64Array(128);
/** The FNV state of `seed|hotel|room|YYYY-MM-` per month of the stay, for the room being priced. */
let monthStates = new Int32Array(4);

/**
 * Room-only nightly net for the whole party in the plan's `room`, into `nights`; false when any
 * night is sold out or has fewer rooms left than the search asks for.
 */
function roomNights(plan: WalkPlan, room: number, party: Party, days: StayDays): boolean {
  const base = plan.bases[room]!;
  // hash32(`${seed}|${hotel.code}|${room.code}|${date}`): the room's prefix state is the profile's,
  // continued over each month's `YYYY-MM-` once and then over the night's `DD`.
  const prefix = plan.states[room]!;
  if (nights.length < days.dates.length) nights = new Float64Array(days.dates.length);
  if (monthStates.length < days.months.length) monthStates = new Int32Array(days.months.length);
  for (let m = 0; m < days.months.length; m++) monthStates[m] = fnv32(days.months[m]!, prefix);
  for (let i = 0; i < days.dates.length; i++) {
    const h = finish32(fnv32(days.dayOf[i]!, monthStates[days.monthOf[i]!]));
    // Rooms left that night: about 1 night in 64 is sold out, 2 in 64 have only 1-2 rooms.
    const slot = h % 64;
    const roomsLeft = slot === 0 ? 0 : slot < 3 ? slot : 9;
    if (roomsLeft < party.rooms) return false;
    const noise = 0.85 + ((h >>> 8) % 1000) / 3333;
    nights[i] = base * (days.factors[i] ?? 1) * noise * party.pax;
  }
  return true;
}

/**
 * The nightly nets in minor units of the rates walkRates hands out (index = night of the stay), of
 * the flexible rate and of the non-refundable one of the board being walked: buffers reused by
 * every board, read by the visitor before the walk moves on (nightlyOf).
 */
let flexNightly = new Float64Array(128);
let nrfNightly = new Float64Array(128);
const nightlyOf = (rateClass: 0 | 1) => (rateClass === 0 ? flexNightly : nrfNightly);

/**
 * What walkRates hands out per rate: the room's index in the hotel's rooms, the board's index in
 * the profile's boards, the class (0 flexible, 1 non-refundable), the first night's net and the
 * stay's net (the nightly nets are in `nightlyOf(class)`).
 */
type RateVisitor = (room: number, board: number, rateClass: 0 | 1, first: Minor, net: Minor) => void;

/**
 * The one walk of a hotel's rates for a stay and party, in the sandbox's order: per room type that
 * seats every room of the party and has rooms left every night, per board the hotel sells, a
 * flexible and then a non-refundable rate. Whole rates (hotelRates) and list summaries
 * (rateSummaries) both take their rates from here, so the two cannot drift apart. Each night's net
 * is the room-only night with the board's meals, times the class's factor, rounded to minor units;
 * the stay's net is the sum of those rounded nights. A board's two classes are priced in one pass
 * over the nights (the same expression per class, `(night + meal) * factor * 100`, as before).
 */
function walkRates(plan: WalkPlan, h: number, party: Party, days: StayDays, visit: RateVisitor): void {
  const n = days.dates.length;
  if (flexNightly.length < n) {
    flexNightly = new Float64Array(n);
    nrfNightly = new Float64Array(n);
  }
  const flex = flexNightly;
  const nrf = nrfNightly;
  const mealScale = plan.mealScales[h]!;
  const boards = plan.boards;
  const firstBoard = plan.boardStart[h]!;
  const endBoard = plan.boardStart[h + 1]!;
  const first = plan.roomStart[h]!;
  for (let room = first, end = plan.roomStart[h + 1]!; room < end; room++) {
    if (!seats(plan, room, party) || !roomNights(plan, room, party, days)) continue;
    const r = room - first;
    for (let b = firstBoard; b < endBoard; b++) {
      const meal = MEAL_BY_BOARD[boards[b]!]! * mealScale * party.persons;
      let flexNet = 0;
      let nrfNet = 0;
      for (let i = 0; i < n; i++) {
        // The flexible factor is 1: (night + meal) * 1 * 100 is (night + meal) * 100 exactly.
        const night = nights[i]! + meal;
        const flexNight = Math.round(night * 100);
        const nrfNight = Math.round(night * NRF_FACTOR * 100);
        flex[i] = flexNight;
        nrf[i] = nrfNight;
        flexNet += flexNight;
        nrfNet += nrfNight;
      }
      visit(r, b - firstBoard, 0, flex[0]!, flexNet);
      visit(r, b - firstBoard, 1, nrf[0]!, nrfNet);
    }
  }
}

/**
 * Every rate the sandbox bedbank sells for one hotel and stay (walkRates' order). Deterministic in
 * (seed, hotel, room, board, dates, party); `now` only decides which policy lines have already passed.
 */
export function hotelRates(seed: string, hotel: BedbankHotel, stay: BedbankStay, now: Date): BedbankRate[] {
  const days = stayDays(stay.checkIn, stay.checkOut);
  if (days.dates.length < 1) return [];
  const plan = makePlan(seed, [hotel]);
  const profile = plan.profiles[0]!;
  const occ = occupancyCode(stay.occupancies);
  const comment = COMMENTS[profile.commentHash % COMMENTS.length] ?? '';
  const frame = policyFrame(hotel, stay.checkIn, profile.window, now);
  const rates: BedbankRate[] = [];
  walkRates(plan, 0, partyOf(stay.occupancies), days, (r, b, c, first, net) => {
    const room = hotel.rooms[r]!;
    const board = profile.boards[b]!;
    const rateClass = BEDBANK_RATE_CLASSES[c];
    const flexible = c === 0;
    rates.push({
      rateKey: `BB1|${hotel.code}|${room.code}|${board}|${rateClass}|${stay.checkIn}|${stay.checkOut}|${occ}|${stay.nationality}|${net}`,
      hotelCode: hotel.code,
      roomCode: room.code,
      roomName: room.name,
      boardCode: board,
      rateClass,
      rateName: flexible ? 'Flexible rate' : 'Non-refundable saver',
      net,
      nightly: days.dates.map((date, i) => ({ date, net: nightlyOf(c)[i]! })),
      ...policiesOf(frame, flexible, first, net),
      rateComments: comment,
    });
  });
  return rates;
}

/**
 * rateSummaries writes its answer here, then copies it out at its length: typed rows and per hotel
 * and room type columns that grew once to the largest answer and are reused (the copies are the
 * answer's only allocation; a city's ~11,000 rows are some 120 KB outside the V8 heap).
 */
const out = {
  hotelIndexes: new Int32Array(256),
  payLaterUntil: [] as (string | null)[],
  hotelRooms: new Int32Array(256),
  roomIndexes: new Int32Array(1024),
  roomRows: new Int32Array(1024),
  boards: new Uint8Array(4096),
  rateClasses: new Uint8Array(4096),
  nets: new Float64Array(4096),
  terms: new Uint8Array(4096),
};

/** Room for `hotels` hotels, `rooms` room types and `rows` rows (those written are kept). */
function reserve(hotels: number, rooms: number, rows: number): void {
  if (hotels >= out.hotelRooms.length) {
    out.hotelRooms = grown(out.hotelRooms, hotels + 1, Int32Array);
    out.hotelIndexes = grown(out.hotelIndexes, hotels + 1, Int32Array);
  }
  if (rooms >= out.roomRows.length) {
    out.roomRows = grown(out.roomRows, rooms + 1, Int32Array);
    out.roomIndexes = grown(out.roomIndexes, rooms + 1, Int32Array);
  }
  if (rows > out.nets.length) {
    out.boards = grown(out.boards, rows, Uint8Array);
    out.rateClasses = grown(out.rateClasses, rows, Uint8Array);
    out.nets = grown(out.nets, rows, Float64Array);
    out.terms = grown(out.terms, rows, Uint8Array);
  }
}

function grown<T extends Int32Array | Uint8Array | Float64Array>(
  from: T,
  need: number,
  Make: new (length: number) => T,
): T {
  const to = new Make(Math.max(need, from.length * 2));
  to.set(from);
  return to;
}

/**
 * The summaries being written: the counts so far and the hotel, profile, its flexible rates' term
 * and room being walked (module state rather than a closure or an object per hotel: rateSummaries
 * is synchronous).
 */
let rowsWritten = 0;
let roomsWritten = 0;
let walkingPlan: WalkPlan | null = null;
let walkingFirstBoard = 0;
let walkingTerm: FlexibleTerm = 0;
let walkingRoom = -1;

/** rateSummaries' visitor: one row, and the room type's entry at its first rate. */
function writeSummary(r: number, b: number, c: 0 | 1, first: Minor, net: Minor): void {
  if (r !== walkingRoom) {
    walkingRoom = r;
    out.roomIndexes[roomsWritten] = r;
    out.roomRows[roomsWritten++] = rowsWritten;
  }
  const i = rowsWritten++;
  out.boards[i] = walkingPlan!.boards[walkingFirstBoard + b]!;
  out.rateClasses[i] = c;
  out.nets[i] = net;
  out.terms[i] = rateTerm(walkingTerm, c === 0, first, net);
}

/**
 * hotelRates of these hotels as summaries (the bedbank's answer to a list request): the same rates
 * in the same order with the same nets and cancellation types (rates.test.ts compares the two), from
 * the same walk, without their keys, nightly lists and policies.
 */
export function rateSummaries(
  seed: string,
  hotels: readonly BedbankHotel[],
  stay: BedbankStay,
  now: Date,
): BedbankSummaries {
  return summariesOf(hotels, rateSummaryRows(seed, hotels, stay, now));
}

/** rateSummaries' rows, their hotels and room types by position (BedbankSummaryRows). */
export function rateSummaryRows(
  seed: string,
  hotels: readonly BedbankHotel[],
  stay: BedbankStay,
  now: Date,
): BedbankSummaryRows {
  const days = stayDays(stay.checkIn, stay.checkOut);
  let hotelsWritten = 0;
  rowsWritten = 0;
  roomsWritten = 0;
  if (days.dates.length >= 1) {
    const party = partyOf(stay.occupancies);
    const plan = planOf(seed, hotels);
    // The stay's policy frames by the plan's frame keys, and their flexible rates' terms.
    const frames: PolicyFrame[] = [];
    const terms: FlexibleTerm[] = [];
    walkingPlan = plan;
    for (let h = 0; h < hotels.length; h++) {
      const key = plan.frameKeys[h]!;
      let frame = frames[key];
      if (frame === undefined) {
        frames[key] = frame = policyFrame(hotels[h]!, stay.checkIn, plan.profiles[h]!.window, now);
        terms[key] = flexibleTerm(frame);
      }
      const rooms = plan.roomStart[h + 1]! - plan.roomStart[h]!;
      const boards = plan.boardStart[h + 1]! - plan.boardStart[h]!;
      reserve(hotelsWritten + 1, roomsWritten + rooms, rowsWritten + rooms * boards * 2);
      const firstRoom = roomsWritten;
      walkingFirstBoard = plan.boardStart[h]!;
      walkingTerm = terms[key]!;
      walkingRoom = -1;
      walkRates(plan, h, party, days, writeSummary);
      if (roomsWritten === firstRoom) continue;
      out.hotelIndexes[hotelsWritten] = h;
      out.payLaterUntil[hotelsWritten] = frame.payLaterUntil;
      out.hotelRooms[hotelsWritten++] = firstRoom;
    }
    walkingPlan = null;
  }
  reserve(hotelsWritten, roomsWritten, rowsWritten);
  out.hotelRooms[hotelsWritten] = roomsWritten;
  out.roomRows[roomsWritten] = rowsWritten;
  return {
    hotels: hotelsWritten,
    hotelIndexes: out.hotelIndexes.slice(0, hotelsWritten),
    payLaterUntil: out.payLaterUntil.slice(0, hotelsWritten),
    hotelRooms: out.hotelRooms.slice(0, hotelsWritten + 1),
    rooms: roomsWritten,
    roomIndexes: out.roomIndexes.slice(0, roomsWritten),
    roomRows: out.roomRows.slice(0, roomsWritten + 1),
    length: rowsWritten,
    boards: out.boards.slice(0, rowsWritten),
    rateClasses: out.rateClasses.slice(0, rowsWritten),
    nets: out.nets.slice(0, rowsWritten),
    terms: out.terms.slice(0, rowsWritten),
  };
}
