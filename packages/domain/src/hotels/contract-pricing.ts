import { BoundedMemo, stringBytes } from '../bounded-memo.ts';
import { addDays, daysBetween, isPlainDate, plainDateIn } from '../plain-date.ts';
import { cancellationKind, cancellationTerms } from './cancellation.ts';
import {
  extraBedsNeeded,
  fitsRoomType,
  roomNightNet,
  roomNightSupplement,
  roomParty,
  type RoomParty,
} from './occupancy.ts';
import { applyPromotions, type NightAmount } from './promotions.ts';
import { encodeRooms } from './rate-key.ts';
import type {
  Allotment,
  BoardCode,
  ContractSeason,
  HotelContent,
  HotelContract,
  MealSupplement,
  PlainDate,
  RateOffer,
  RoomPax,
  RoomTypeContent,
} from './types.ts';

/** The part of a hotel search contract pricing needs. */
export interface ContractSearch {
  fromDate: PlainDate;
  toDate: PlainDate;
  rooms: readonly RoomPax[];
  /** ISO country code of the guests. */
  nationality: string;
}

export interface ContractPricingInput {
  hotel: HotelContent;
  roomType: RoomTypeContent;
  contract: HotelContract;
  /** Daily inventory of the room type, complete for the nights asked: a missing night is not sellable. */
  allotments: readonly Allotment[];
  search: ContractSearch;
  /** The booking instant (searching counts as booking now): release days, early booking, deadlines. */
  now: Date;
}

export const CONTRACT_REJECTIONS = [
  'invalid-search',
  'nationality',
  'occupancy',
  'no-season',
  'min-stay',
  'release',
  'no-allotment',
  'stop-sale',
  'closed-to-arrival',
  'sold-out',
  'extra-beds',
] as const;
export type ContractRejectionReason = (typeof CONTRACT_REJECTIONS)[number];

export interface ContractRejection {
  reason: ContractRejectionReason;
  message: string;
  /** The night that failed, when one did. */
  date?: PlainDate;
}

export type ContractPricingResult =
  { ok: true; offers: RateOffer[] } | { ok: false; rejection: ContractRejection };

function reject(
  reason: ContractRejectionReason,
  message: string,
  date?: PlainDate,
): { ok: false; rejection: ContractRejection } {
  return { ok: false, rejection: date ? { reason, message, date } : { reason, message } };
}

const stays = new BoundedMemo<string, readonly PlainDate[]>('stay-nights', {
  maxEntries: 1_000,
  maxBytes: 4 * 1024 * 1024,
  // The key, the array and its dates (ten characters each).
  sizeOf: (nights, key) => stringBytes(key) + 32 + nights.length * (8 + stringBytes('yyyy-mm-dd')),
});

/** The nights of a stay: check-in up to the night before check-out (shared, frozen: do not mutate). */
export function stayNights(fromDate: PlainDate, toDate: PlainDate): readonly PlainDate[] {
  const key = `${fromDate}|${toDate}`;
  const known = stays.get(key);
  if (known) return known;
  const count = daysBetween(fromDate, toDate);
  const nights = Object.freeze(Array.from({ length: Math.max(0, count) }, (_, i) => addDays(fromDate, i)));
  stays.set(key, nights);
  return nights;
}

// A search prices every contract of a city for one stay: its checks are made once, not per contract.
let checkedStay = { fromDate: '', toDate: '', valid: false };
/** Whether check-in and check-out are dates with at least one night between (memo of the last stay). */
export function validStay(fromDate: PlainDate, toDate: PlainDate): boolean {
  if (checkedStay.fromDate !== fromDate || checkedStay.toDate !== toDate) {
    const valid = isPlainDate(fromDate) && isPlainDate(toDate) && daysBetween(fromDate, toDate) >= 1;
    checkedStay = { fromDate, toDate, valid };
  }
  return checkedStay.valid;
}
let lead = { today: '', fromDate: '', days: 0 };
/** Days from `today` to check-in (memo of the last pair). */
export function daysAhead(today: PlainDate, fromDate: PlainDate): number {
  if (lead.today !== today || lead.fromDate !== fromDate)
    lead = { today, fromDate, days: daysBetween(today, fromDate) };
  return lead.days;
}

/** The season pricing a night; seasons should not overlap, and if they do the first listed wins. */
export function seasonOf(seasons: readonly ContractSeason[], night: PlainDate): ContractSeason | null {
  return seasons.find((s) => night >= s.from && night <= s.to) ?? null;
}

/** Whether a contract sells to guests of this nationality (include list, then exclude list). */
export function sellsToNationality(contract: HotelContract, nationality: string): boolean {
  const code = nationality.toUpperCase();
  const included = contract.nationalitiesIncluded;
  if (included.length > 0 && !included.some((c) => c.toUpperCase() === code)) return false;
  return !contract.nationalitiesExcluded.some((c) => c.toUpperCase() === code);
}

/**
 * Prices one contract of one room type for a search: a RateOffer per board (the contract's base
 * board and each meal-supplement board), or the first reason it cannot be sold. Every room of the
 * search is of this room type. Pure: no I/O, the clock is `now`. Rules in README.md.
 */
export function priceContract(input: ContractPricingInput): ContractPricingResult {
  const checked = checkContract(input);
  if (!checked.ok) return checked;
  const offers = checked.boards.map((board) => offerFor({ ...input, ...checked, board }));
  return { ok: true, offers };
}

/**
 * What a list of hotels keeps of a contract offer (the API's ListOffer): room, board, the stay's
 * net after promotions, the party's size, cancellation type and pay later - no rate key, nightly
 * list, policy lines or texts.
 */
export interface ContractListOffer {
  source: 'contract';
  hotelId: string;
  roomTypeId: string;
  boardCode: BoardCode;
  net: number;
  nights: number;
  rooms: number;
  cancellationType: RateOffer['cancellationType'];
  payLaterUntil: string | null;
}

/**
 * priceContract for a list: the same checks, nets and cancellation terms (the same code), as
 * ContractListOffers; null where priceContract rejects. contract-pricing.test.ts compares the two.
 */
export function priceContractForList(input: ContractPricingInput): ContractListOffer[] | null {
  const checked = checkContract(input);
  if (!checked.ok) return null;
  return checked.boards.map((board) => listOfferOf({ ...input, ...checked, board }));
}

/**
 * The ListOffer of one board of a contract that passed every check: its net after promotions and
 * its cancellation terms (the same code as a whole offer's). Shared by priceContractForList and the
 * daily grid's pricing (contract-grid.ts), which makes the checks its own way.
 */
export function listOfferOf(ctx: StayContext): ContractListOffer {
  const { net, terms } =
    ctx.contract.promotions.length === 0 ? plainNetAndKind(ctx) : promotedNetAndKind(ctx);
  return {
    source: 'contract',
    hotelId: ctx.hotel.id,
    roomTypeId: ctx.roomType.id,
    boardCode: ctx.board.code,
    net,
    nights: ctx.nights.length,
    rooms: ctx.search.rooms.length,
    cancellationType: terms.cancellationType,
    payLaterUntil: terms.payLaterUntil,
  };
}

/** What pricing one board of a contract for a stay needs once the checks have passed. */
export interface StayContext {
  hotel: HotelContent;
  roomType: RoomTypeContent;
  contract: HotelContract;
  search: ContractSearch;
  now: Date;
  /** The stay's nights (stayNights). */
  nights: readonly PlainDate[];
  /** Per night, every room of the party on the contract's base board. */
  roomNights: readonly number[];
  parties: readonly RoomParty[];
  board: Board;
  /** The hotel-local date of `now`. */
  today: PlainDate;
}

interface CheckedContract {
  ok: true;
  nights: readonly PlainDate[];
  seasons: ContractSeason[];
  roomNights: number[];
  parties: RoomParty[];
  boards: Board[];
  onRequest: boolean;
  today: PlainDate;
}

/** Every rule that can reject a contract for the search, in order; what pricing its boards needs. */
function checkContract(
  input: ContractPricingInput,
): CheckedContract | { ok: false; rejection: ContractRejection } {
  const { hotel, roomType, contract, search, now } = input;
  if (roomType.hotelId !== hotel.id || contract.hotelId !== hotel.id || contract.roomTypeId !== roomType.id) {
    throw new RangeError('contract, room type and hotel do not belong together');
  }
  const { fromDate, toDate, rooms } = search;
  if (!validStay(fromDate, toDate)) {
    return reject('invalid-search', 'The stay needs a check-in before the check-out.');
  }
  if (rooms.length === 0) return reject('invalid-search', 'The search has no rooms.');
  if (!sellsToNationality(contract, search.nationality)) {
    return reject('nationality', 'This rate is not sold to guests of this nationality.');
  }
  if (!rooms.every((room) => fitsRoomType(roomType, room))) {
    return reject('occupancy', 'The room cannot seat the party.');
  }

  const nights = stayNights(fromDate, toDate);
  const seasons: ContractSeason[] = [];
  for (const night of nights) {
    const season = seasonOf(contract.seasons, night);
    if (!season) return reject('no-season', `No rate for the night of ${night}.`, night);
    seasons.push(season);
  }
  const minStay = seasons[0]!.minStay ?? contract.minStay;
  if (nights.length < minStay) {
    return reject('min-stay', `This rate needs a stay of at least ${minStay} nights.`);
  }

  // Nights are consecutive, so the first night is the one closest to today.
  const today = plainDateIn(now, hotel.timeZone);
  if (daysAhead(today, fromDate) < contract.releaseDays) {
    return reject(
      'release',
      contract.releaseDays > 0
        ? `This rate closes ${contract.releaseDays} days before arrival.`
        : 'This night is in the past.',
      fromDate,
    );
  }

  const inventory = new Map<string, Allotment>();
  for (const a of input.allotments) if (a.roomTypeId === roomType.id) inventory.set(a.date, a);
  let onRequest = false;
  for (const night of nights) {
    const a = inventory.get(night);
    if (!a) return reject('no-allotment', `No rooms are loaded for the night of ${night}.`, night);
    if (a.type === 'stop-sale')
      return reject('stop-sale', `Sales are stopped for the night of ${night}.`, night);
    if (night === nights[0] && a.closedToArrival)
      return reject('closed-to-arrival', `Arrivals are closed on ${night}.`, night);
    if (a.type === 'count' && a.count - a.booked < rooms.length) {
      return reject('sold-out', `Not enough rooms left for the night of ${night}.`, night);
    }
    if (a.type === 'on-request') onRequest = true;
  }

  const parties = rooms.map((room) => roomParty(contract.childBands, room));
  for (let i = 0; i < nights.length; i++) {
    const season = seasons[i]!;
    if (parties.some((p) => extraBedsNeeded(p, season) > roomType.maxExtraBeds)) {
      return reject('extra-beds', 'The party needs more extra beds than the room takes.', nights[i]);
    }
  }

  // Every room of the party for each night on the base board, shared by the boards.
  const roomNights = seasons.map((season) => {
    let sum = 0;
    for (const party of parties) sum += roomNightNet(party, season);
    return sum;
  });
  return { ok: true, nights, seasons, roomNights, parties, boards: boardsOf(contract), onRequest, today };
}

export interface Board {
  code: BoardCode;
  supplement: MealSupplement | null;
}

/** The base board, then each supplement board once (a supplement naming the base board is ignored). */
export function boardsOf(contract: HotelContract): Board[] {
  const boards: Board[] = [{ code: contract.boardCode, supplement: null }];
  for (const s of contract.mealSupplements) {
    if (!boards.some((b) => b.code === s.boardCode)) boards.push({ code: s.boardCode, supplement: s });
  }
  return boards;
}

/**
 * encodeRateKey of a contract offer: the part naming the hotel, room type and contract is the same
 * for every search, so it is encoded once per contract (contracts are read through a cache).
 */
const keyHeads = new WeakMap<
  HotelContract,
  { hotelId: string; roomTypeId: string; id: string; head: string }
>();
function rateKeyOf(contract: HotelContract, boardCode: BoardCode, search: ContractSearch): string {
  let held = keyHeads.get(contract);
  if (
    held?.hotelId !== contract.hotelId ||
    held.roomTypeId !== contract.roomTypeId ||
    held.id !== contract.id
  ) {
    const head = `contract|${encodeURIComponent(contract.hotelId)}|${encodeURIComponent(contract.roomTypeId)}|${encodeURIComponent(contract.id)}|`;
    held = { hotelId: contract.hotelId, roomTypeId: contract.roomTypeId, id: contract.id, head };
    keyHeads.set(contract, held);
  }
  // The same text as encodeRateKey (rate-key.test.ts pins its layout).
  return `${held.head}${boardCode}|${search.fromDate}|${search.toDate}|${encodeRooms(search.rooms)}`;
}

type OfferContext = ContractPricingInput & {
  nights: readonly PlainDate[];
  seasons: ContractSeason[];
  roomNights: number[];
  parties: RoomParty[];
  board: Board;
  onRequest: boolean;
  today: PlainDate;
};

function offerFor(ctx: OfferContext): RateOffer {
  const { hotel, roomType, contract, search, nights, board } = ctx;
  const { nightly, applied, net, terms } = netAndTerms(ctx);
  return {
    source: 'contract',
    rateKey: rateKeyOf(contract, board.code, search),
    hotelId: hotel.id,
    roomTypeId: roomType.id,
    roomTypeName: roomType.name,
    rateName: contract.rateName,
    boardCode: board.code,
    net,
    nightly,
    nights: nights.length,
    rooms: search.rooms.length,
    cancellationType: terms.cancellationType,
    cancellation: terms.cancellation,
    payLaterUntil: terms.payLaterUntil,
    promotions: applied,
    onRequest: ctx.onRequest,
    rateComments: contract.rateComments,
  };
}

/**
 * netAndTerms of a board without promotions, for a list: the same nightly amounts (the rooms' nights
 * plus the board's supplement) summed in the same order, the type and pay-later limit from the same
 * rules (cancellationKind) - without a nightly list or fee lines.
 */
function plainNetAndKind(ctx: StayContext) {
  const { hotel, contract, search, roomNights, parties, board } = ctx;
  let supplement = 0;
  for (const party of parties) supplement += roomNightSupplement(party, board.supplement);
  let net = 0;
  for (const night of roomNights) net += night + supplement;
  const terms = cancellationKind({
    rules: contract.cancellation,
    net,
    firstNights: (count) => {
      let sum = 0;
      for (let i = 0; i < count && i < roomNights.length; i++) sum += roomNights[i]! + supplement;
      return sum;
    },
    rooms: search.rooms.length,
    checkIn: search.fromDate,
    timeZone: hotel.timeZone,
    now: ctx.now,
  });
  return { net, terms };
}

/**
 * netAndTerms of a board with promotions, for a list: the same nightly amounts after the same
 * promotions (applyPromotions), their sum, and the type and pay-later limit from the same rules over
 * those amounts (cancellationKind) - without the fee lines a list does not keep.
 */
function promotedNetAndKind(ctx: StayContext) {
  const { hotel, contract, search, nights, roomNights, parties, board } = ctx;
  let supplement = 0;
  for (const party of parties) supplement += roomNightSupplement(party, board.supplement);
  const gross: NightAmount[] = nights.map((date, i) => ({ date, net: roomNights[i]! + supplement }));
  const { nightly } = applyPromotions(contract.promotions, gross, {
    checkIn: search.fromDate,
    today: ctx.today,
  });
  const net = nightly.reduce((sum, n) => sum + n.net, 0);
  const terms = cancellationKind({
    rules: contract.cancellation,
    net,
    firstNights: (count) => {
      let sum = 0;
      for (let i = 0; i < count && i < nightly.length; i++) sum += nightly[i]!.net;
      return sum;
    },
    rooms: search.rooms.length,
    checkIn: search.fromDate,
    timeZone: hotel.timeZone,
    now: ctx.now,
  });
  return { net, terms };
}

/** The nightly nets after promotions, their sum and the cancellation terms of one board. */
function netAndTerms(ctx: StayContext) {
  const { hotel, contract, search, nights, roomNights, parties, board } = ctx;
  // Whole amounts (minor units): the rooms' nights plus the board's supplement, which is the same
  // every night, sum to what adding them room by room gives.
  let supplement = 0;
  for (const party of parties) supplement += roomNightSupplement(party, board.supplement);
  const gross: NightAmount[] = nights.map((date, i) => ({ date, net: roomNights[i]! + supplement }));
  // Without promotions the gross nights are the nightly amounts (applyPromotions would copy them).
  const { nightly, applied } =
    contract.promotions.length === 0
      ? { nightly: gross, applied: [] }
      : applyPromotions(contract.promotions, gross, { checkIn: search.fromDate, today: ctx.today });
  const net = nightly.reduce((sum, n) => sum + n.net, 0);
  const terms = cancellationTerms({
    rules: contract.cancellation,
    nightly,
    rooms: search.rooms.length,
    checkIn: search.fromDate,
    timeZone: hotel.timeZone,
    now: ctx.now,
  });
  return { nightly, applied, net, terms };
}
