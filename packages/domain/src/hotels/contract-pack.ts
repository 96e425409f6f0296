import { MEMO_ENTRY_BYTES, registerCache, stringBytes, type CacheMeasure } from '../bounded-memo.ts';
import { percentOf } from '../money.ts';
import { isPlainDate, plainDateIn } from '../plain-date.ts';
import {
  deadlineTable,
  packableRule,
  packedCancellationKind,
  packedRulesInOrder,
  packedRulesStarted,
  ruleStartText,
  type DeadlineTable,
  PACKED_FLAT,
  PACKED_NIGHTS,
  PACKED_PERCENT,
} from './cancellation.ts';
import {
  daysAhead,
  listOfferOf,
  stayNights,
  validStay,
  type Board,
  type ContractListOffer,
  type ContractSearch,
  type StayContext,
} from './contract-pricing.ts';
import { buildContractGrid, dayNumber, priceHotelGridForList, type StayStockOf } from './contract-grid.ts';
import { reserveListRows, type ListRows } from './list-rows.ts';
import { RATE_PAY_LATER, RATE_REFUNDABLE } from './results.ts';
import { fitsRoomType, roomParty } from './occupancy.ts';
import {
  BOARD_CODES,
  HOTEL_CANCELLATION_TYPES,
  type BoardCode,
  type ChildBand,
  type HotelCancellationType,
  type HotelContent,
  type HotelContract,
  type HotelPromotion,
  type PlainDate,
  type RoomPax,
  type RoomTypeContent,
} from './types.ts';

/**
 * Issue 38: a list search walks some 6,700 contracts of a city for a stay nobody asked before, and
 * walking ~15 JSON-parsed objects per contract is memory-bound (ADR 0031). A hotel's contracts are
 * therefore packed once per contract-cache generation into one Float64Array of numbers (a row per
 * contract, then its seasons' prices, boards' supplements and cancellation rules) and one Int16Array
 * of daily season cells; child bands and nationality lists are interned (each distinct list once per
 * process) and worked out once per search. The pack is keyed by the contract cache's list of the
 * hotel (a reload or the change feed's 'inventory' counter empties that cache, so an edit builds a
 * new pack), and by the hotel's content object.
 *
 * priceHotelPackForList gives exactly the offers of priceHotelGridForList (the reference), in the
 * same order (priceHotelPackIntoColumns writes them into a list answer's rows): promotions are
 * packed too, and a contract with promotions the numbers cannot hold (packedPromotions) takes the
 * packed checks and nights and then the reference's board pricing (listOfferOf); a contract with
 * other data the numbers cannot hold (a season grid too long, a cancellation rule that would throw, a
 * value that is not a finite number, an unknown board) is priced by the reference itself.
 * contract-grid.test.ts compares the two over random contracts.
 */

/** A contract of the hotel's cached list with its validity (contracts.repository's CachedContract). */
export interface PackEntry {
  contract: HotelContract;
  /** Inclusive; absent: always valid. A list search keeps the contracts whose validity meets the stay. */
  validFrom?: PlainDate;
  validTo?: PlainDate;
}

// A contract's row in `num`: what every contract's checks read first comes first (one cache line).
const R_RT = 0; // room type index in the pack; -1: not this hotel's; -2: a room type of another hotel
const R_MODE = 1;
const R_FROM = 2; // validity as day numbers
const R_TO = 3;
const R_NATIONALITIES = 4; // interned nationality lists
const R_CLASS = 5; // the room type's capacity class (interned)
const R_FIRST = 6; // day number of the first cell
const R_CELLS = 7; // offset of the cells in `cells`
const R_LENGTH = 8; // cells
const R_SEASONS = 9; // offset of the seasons in `num` (SEASON numbers each)
const R_RELEASE = 10;
const R_BANDS = 11; // interned child bands
const R_EXTRA_BEDS = 12; // the room type's maxExtraBeds
const R_PRIORITY = 13;
const R_BOARDS = 14; // offset of the boards in `num` (BOARD numbers each)
const R_BOARD_COUNT = 15;
const R_PROMO_COUNT = 16;
const R_PROMOS = 17; // offset of the promotions in `num` (PROMO numbers each, in the order they apply)
const R_RULES = 18; // offset of the cancellation rules in `num` (3 numbers each)
const R_RULE_COUNT = 19;
const R_MIN_STAY = 20;
const ROW = 21;
/** Cells laid out day by day may be at most this many times the contracts' own (layCells). */
const DAY_MAJOR_PADDING = 1.25;
/** roomPrice, baseOccupancy, extraAdult, extraBed, minStay (the contract's when the season has none). */
const SEASON = 5;
/** Board slot (BOARD_CODES index), adult and child supplement per night. */
const BOARD = 3;
/**
 * A promotion: type (PROMO_* below), exclusive (combinable false), its window as day numbers
 * (open: -Infinity / Infinity), then stay and pay (stay-pay), percent and minDaysBefore
 * (early-booking) or percent and minNights (long-stay).
 */
const PROMO = 6;
const PROMO_STAY_PAY = 0;
const PROMO_EARLY = 1;
const PROMO_LONG = 2;

const PACKED = 0;
/** Promotions the numbers do not hold: packed checks and nights, the boards priced by listOfferOf. */
const PROMOTED = 1;
/** Priced by priceHotelGridForList alone. */
const REFERENCE = 2;

/**
 * The bytes contractPack will hold for these contracts, reckoned without building it (the contract
 * cache counts a hotel's pack when it caches the list, ADR 0034 and 0033): per contract a ROW, a
 * SEASON per season, a BOARD per board (the contract's and each meal supplement), three numbers per
 * cancellation rule and PROMO per promotion, 8 bytes each, and a 2-byte cell per day its seasons span
 * (at most five years; a quarter more for the padding of cells laid out day by day); plus the pack's
 * objects. At least the pack's arrays, never far above them
 * (contract-pack.test.ts).
 */
export function contractPackBytes(entries: readonly PackEntry[]): number {
  let bytes = 400;
  for (const { contract } of entries) {
    let first = Infinity;
    let last = -Infinity;
    for (const s of contract.seasons) {
      first = Math.min(first, Date.parse(s.from));
      last = Math.max(last, Date.parse(s.to));
    }
    const days = last >= first ? (last - first) / 86_400_000 + 1 : 0;
    const numbers =
      ROW +
      SEASON * contract.seasons.length +
      BOARD * (1 + contract.mealSupplements.length) +
      3 * contract.cancellation.length +
      PROMO * contract.promotions.length;
    // Cells laid out day by day hold up to DAY_MAJOR_PADDING times the contracts' own (layCells).
    bytes += numbers * 8 + (Number.isFinite(days) ? Math.min(days, 5 * 366) * 2 * DAY_MAJOR_PADDING : 0) + 16;
  }
  return bytes;
}

export interface ContractPack {
  hotel: HotelContent;
  entries: readonly PackEntry[];
  epoch: number;
  count: number;
  num: Float64Array;
  cells: Int16Array;
  /** Cells between two days of a contract (layCells: the contracts' count, or 1). */
  stride: number;
  /** The hotel's room types that contracts name, in the order first named. */
  roomTypes: RoomTypeContent[];
  /** Each of those room types' position in the hotel's roomTypes (a list row's room). */
  roomAt: Int32Array;
  /** Those room types' ids (their stock by position: packStock, or the list adapter's listStock). */
  roomTypeIds: string[];
  /**
   * The distinct capacity classes of the room types of contracts the numbers price (PACKED,
   * PROMOTED), when every contract that could throw or is priced by the reference is absent
   * (`null` otherwise): a party none of these classes seats gets no offer from the hotel, which
   * packFitsParty answers without walking its contracts.
   */
  classes: Int32Array | null;
  /** `classes` as a bit mask when every class id is below CLASS_BITS (-1: read `classes`). */
  classMask: number;
  /** The hotel's time zone, interned (a search works out today and the lead time once per zone). */
  zone: number;
  /** Per contract, its boards (for listOfferOf; only contracts with promotions). */
  boards: (Board[] | null)[];
}

// Interned child bands and nationality lists (ids in packs); emptied with a new epoch when too many.
const MAX_INTERNED = 20_000;
let epoch = 0;
let bandIds = new Map<string, number>();
let bandLists: (readonly ChildBand[])[] = [];
let nationalityIds = new Map<string, number>();
let nationalityLists: { included: ReadonlySet<string> | null; excluded: ReadonlySet<string> }[] = [];
/** Room type capacities (fitsRoomType's three numbers) by class id; emptied with the lists above. */
let capacityIds = new Map<string, number>();
let capacities: Pick<RoomTypeContent, 'maxAdults' | 'maxChildren' | 'maxOccupancy'>[] = [];
/** Time zones by id (never emptied: a process knows a few dozen at most). */
const zoneIds = new Map<string, number>();
const zones: string[] = [];

/**
 * The interned lists, reported like every cache (ADR 0027): bounded by MAX_INTERNED lists of each
 * kind (a new epoch empties them), their bytes reckoned when reported, not when interned.
 */
const internedMeasure: CacheMeasure = {
  get size() {
    return bandLists.length + nationalityLists.length + zones.length;
  },
  get bytes() {
    let bytes = 0;
    // A list holds about what its key spells (bands' numbers, nationality codes in a set).
    for (const key of bandIds.keys()) bytes += stringBytes(key) * 2 + MEMO_ENTRY_BYTES;
    for (const key of nationalityIds.keys()) bytes += stringBytes(key) * 2 + MEMO_ENTRY_BYTES;
    for (const zone of zones) bytes += stringBytes(zone) + MEMO_ENTRY_BYTES;
    return bytes;
  },
  maxBytes: 2 * MAX_INTERNED * 1024,
};
registerCache('contract-pack-interned', internedMeasure, true);

function internZone(zone: string): number {
  let id = zoneIds.get(zone);
  if (id === undefined) {
    id = zones.push(zone) - 1;
    zoneIds.set(zone, id);
  }
  return id;
}

function internCapacity({ maxAdults, maxChildren, maxOccupancy }: RoomTypeContent): number {
  const key = `${maxAdults},${maxChildren},${maxOccupancy}`;
  let id = capacityIds.get(key);
  if (id === undefined) {
    id = capacities.push({ maxAdults, maxChildren, maxOccupancy }) - 1;
    capacityIds.set(key, id);
  }
  return id;
}

function internBands(bands: readonly ChildBand[]): number {
  const key = bands.map((b) => `${b.minAge},${b.maxAge},${b.pricePerNight}`).join(';');
  let id = bandIds.get(key);
  if (id === undefined) {
    id = bandLists.length;
    bandIds.set(key, id);
    bandLists.push(
      bands.map((b) => ({ minAge: b.minAge, maxAge: b.maxAge, pricePerNight: b.pricePerNight })),
    );
  }
  return id;
}

function internNationalities(contract: HotelContract): number {
  const upper = (list: readonly string[]) => [...new Set(list.map((c) => c.toUpperCase()))].sort();
  const included = contract.nationalitiesIncluded.length > 0 ? upper(contract.nationalitiesIncluded) : null;
  const excluded = upper(contract.nationalitiesExcluded);
  const key = `${included ? included.join(',') : '*'}|${excluded.join(',')}`;
  let id = nationalityIds.get(key);
  if (id === undefined) {
    id = nationalityLists.length;
    nationalityIds.set(key, id);
    nationalityLists.push({ included: included && new Set(included), excluded: new Set(excluded) });
  }
  return id;
}

const packs = new WeakMap<readonly PackEntry[], ContractPack>();

/**
 * The pack of a hotel's contracts, kept per list object (the contract cache's, so one build per
 * cache generation) and rebuilt when the hotel's content object is another one.
 */
export function contractPack(hotel: HotelContent, entries: readonly PackEntry[]): ContractPack {
  let pack = packs.get(entries);
  if (!pack || pack.hotel !== hotel || pack.epoch !== epoch || pack.count !== entries.length) {
    if (
      bandLists.length > MAX_INTERNED ||
      nationalityLists.length > MAX_INTERNED ||
      capacities.length > MAX_INTERNED
    ) {
      epoch++;
      capacityIds = new Map();
      capacities = [];
      bandIds = new Map();
      bandLists = [];
      nationalityIds = new Map();
      nationalityLists = [];
      // Ids are reused from now on: the next walk starts its search and party again (new stamps).
      searchOf = null;
      partyRooms = null;
    }
    pack = buildPack(hotel, entries);
    packs.set(entries, pack);
  }
  return pack;
}

// The stay packMeetsStay was last asked about, as day numbers (a search asks for every hotel).
let meetsFirst = '';
let meetsLast = '';
let meetsFirstDay = 0;
let meetsLastDay = 0;
let meetsSeen = new Int32Array(16);
let meetsStamp = 0;

/**
 * Whether a contract of the pack is valid for part of the stay's nights (the contract cache's
 * meetsStay: validFrom <= lastNight and validTo >= firstNight, an absent bound open), read from the
 * pack's day numbers in one pass over its rows instead of each contract's date texts; a bound that is
 * not a plain date is compared as text, as meetsStay does. When `roomTypeIds` is given, the room
 * types of the hotel named by those contracts are appended to it, each once (their stock is all a
 * walk of this stay reads); without it the answer comes at the first contract that meets the stay
 * (the list reads every room type's defaults by position, packAllotmentDefaults).
 */
export function packMeetsStay(
  pack: ContractPack,
  firstNight: PlainDate,
  lastNight: PlainDate,
  roomTypeIds?: string[],
): boolean {
  if (firstNight !== meetsFirst || lastNight !== meetsLast) {
    meetsFirst = firstNight;
    meetsLast = lastNight;
    meetsFirstDay = isPlainDate(firstNight) ? dayNumber(firstNight) : Number.NaN;
    meetsLastDay = isPlainDate(lastNight) ? dayNumber(lastNight) : Number.NaN;
  }
  const { num, count } = pack;
  if (meetsSeen.length < pack.roomTypes.length) meetsSeen = new Int32Array(pack.roomTypes.length * 2);
  meetsStamp = (meetsStamp + 1) | 0 || 1;
  let meets = false;
  for (let c = 0; c < count; c++) {
    const o = c * ROW;
    const from = num[o + R_FROM]!;
    const to = num[o + R_TO]!;
    if (
      Number.isNaN(from) || Number.isNaN(to) || Number.isNaN(meetsFirstDay) || Number.isNaN(meetsLastDay)
        ? !textMeets(pack.entries[c]!, firstNight, lastNight)
        : from > meetsLastDay || to < meetsFirstDay
    )
      continue;
    meets = true;
    if (!roomTypeIds) break;
    const rt = num[o + R_RT]!;
    if (rt < 0 || meetsSeen[rt] === meetsStamp) continue;
    meetsSeen[rt] = meetsStamp;
    roomTypeIds.push(pack.roomTypes[rt]!.id);
  }
  return meets;
}

/**
 * The stock of the pack's room types by position, as HotelPackInput reads it: room type `rt` at
 * `into[at + rt]`, from each room type's stock by id (missing: 0, no night loaded). A search fills
 * one array for all its packs once, so the walk reads a number where it asked a map by id.
 */
export function packStock(
  pack: ContractPack,
  stock: StayStockOf,
  into: Float64Array = new Float64Array(pack.roomTypeIds.length),
  at = 0,
): Float64Array {
  const ids = pack.roomTypeIds;
  for (let rt = 0; rt < ids.length; rt++) into[at + rt] = stock.get(ids[rt]!) ?? 0;
  return into;
}

/** The input's stock by room type id (the grid's reference pricing asks so; another hotel's: 0). */
function stockById({ pack, stock, stockAt }: HotelPackInput): StayStockOf {
  return {
    get(roomTypeId) {
      const rt = pack.roomTypeIds.indexOf(roomTypeId);
      return rt < 0 ? 0 : stock[stockAt + rt];
    },
  };
}

function textMeets(entry: PackEntry, firstNight: PlainDate, lastNight: PlainDate): boolean {
  return (
    (entry.validFrom === undefined || entry.validFrom <= lastNight) &&
    (entry.validTo === undefined || entry.validTo >= firstNight)
  );
}

const finite = (...values: unknown[]) => values.every((v) => typeof v === 'number' && Number.isFinite(v));
const BOARD_SLOT = new Map<string, number>(BOARD_CODES.map((code, i) => [code, i]));

function buildPack(hotel: HotelContent, entries: readonly PackEntry[]): ContractPack {
  const count = entries.length;
  const num: number[] = new Array<number>(count * ROW).fill(0);
  // Each packed contract's grid, laid out below.
  const grids = new Array<{ first: number; seasons: Int16Array } | null>(count).fill(null);
  const roomTypes: RoomTypeContent[] = [];
  const boards: (Board[] | null)[] = new Array<Board[] | null>(count).fill(null);
  entries.forEach(({ contract, validFrom, validTo }, c) => {
    const o = c * ROW;
    const day = (date: PlainDate | undefined, open: number) =>
      date === undefined ? open : isPlainDate(date) ? dayNumber(date) : Number.NaN;
    num[o + R_FROM] = day(validFrom, -Infinity);
    num[o + R_TO] = day(validTo, Infinity);
    const roomType =
      contract.hotelId === hotel.id ? hotel.roomTypes.find((r) => r.id === contract.roomTypeId) : undefined;
    if (!roomType) {
      num[o + R_RT] = -1;
      return;
    }
    if (roomType.hotelId !== hotel.id) {
      num[o + R_RT] = -2;
      return;
    }
    let rt = roomTypes.indexOf(roomType);
    if (rt < 0) rt = roomTypes.push(roomType) - 1;
    num[o + R_RT] = rt;
    num[o + R_EXTRA_BEDS] = roomType.maxExtraBeds;
    num[o + R_CLASS] = internCapacity(roomType);
    num[o + R_PRIORITY] = contract.priority;
    num[o + R_MIN_STAY] = contract.minStay;
    num[o + R_RELEASE] = contract.releaseDays;
    num[o + R_BANDS] = internBands(contract.childBands);
    num[o + R_NATIONALITIES] = internNationalities(contract);
    const grid = buildContractGrid(contract);
    const odd =
      !grid.seasons ||
      Number.isNaN(num[o + R_FROM]) ||
      Number.isNaN(num[o + R_TO]) ||
      !finite(contract.priority, contract.minStay, contract.releaseDays) ||
      !contract.seasons.every(
        (s) =>
          finite(s.roomPrice, s.baseOccupancy, s.extraAdult, s.extraBed) &&
          (s.minStay === undefined || s.minStay === null || finite(s.minStay)),
      ) ||
      !contract.childBands.every((b) => finite(b.minAge, b.maxAge, b.pricePerNight)) ||
      !grid.boards.every(
        (b) =>
          BOARD_SLOT.has(b.code) &&
          (!b.supplement || finite(b.supplement.adultPerNight, b.supplement.childPerNight)),
      ) ||
      !contract.cancellation.every(packableRule);
    const promotions = odd ? null : packedPromotions(contract.promotions);
    num[o + R_MODE] = odd ? REFERENCE : promotions ? PACKED : PROMOTED;
    if (odd) return;
    if (!promotions) boards[c] = grid.boards;
    grids[c] = { first: grid.first, seasons: grid.seasons! };
    num[o + R_SEASONS] = num.length;
    for (const s of contract.seasons)
      num.push(s.roomPrice, s.baseOccupancy, s.extraAdult, s.extraBed, s.minStay ?? contract.minStay);
    num[o + R_BOARDS] = num.length;
    num[o + R_BOARD_COUNT] = grid.boards.length;
    for (const b of grid.boards)
      num.push(BOARD_SLOT.get(b.code)!, b.supplement?.adultPerNight ?? 0, b.supplement?.childPerNight ?? 0);
    num[o + R_RULES] = num.length;
    num[o + R_RULE_COUNT] = contract.cancellation.length;
    // In the order their deadlines fall (packedCancellationKind reads them so).
    for (const { daysBefore, charge } of packedRulesInOrder(contract.cancellation)) {
      if (charge.type === 'flat') num.push(daysBefore, PACKED_FLAT, charge.amount);
      else if (charge.type === 'percentage') num.push(daysBefore, PACKED_PERCENT, charge.percent);
      else num.push(daysBefore, PACKED_NIGHTS, charge.nights);
    }
    num[o + R_PROMOS] = num.length;
    num[o + R_PROMO_COUNT] = promotions ? promotions.length / PROMO : 0;
    if (promotions) for (const value of promotions) num.push(value);
  });
  const { cells, stride } = layCells(num, grids);
  const classes = partyClasses(num, count);
  return {
    hotel,
    entries,
    epoch,
    count,
    num: Float64Array.from(num),
    cells,
    stride,
    roomTypes,
    roomAt: Int32Array.from(roomTypes, (r) => hotel.roomTypes.indexOf(r)),
    roomTypeIds: roomTypes.map((r) => r.id),
    classes,
    classMask:
      classes && classes.every((id) => id < CLASS_BITS) ? classes.reduce((m, id) => m | (1 << id), 0) : -1,
    zone: internZone(hotel.timeZone),
    boards,
  };
}

/**
 * The capacity classes of the room types of the contracts the numbers price, each once; null when a
 * contract is priced by the reference or names a room type of another hotel (the walk throws for it).
 */
function partyClasses(num: readonly number[], count: number): Int32Array | null {
  const out: number[] = [];
  for (let c = 0; c < count; c++) {
    const rt = num[c * ROW + R_RT]!;
    if (rt === -1) continue;
    if (rt === -2 || num[c * ROW + R_MODE] === REFERENCE) return null;
    const id = num[c * ROW + R_CLASS]!;
    if (!out.includes(id)) out.push(id);
  }
  return Int32Array.from(out);
}

/**
 * The contracts' daily cells in one array, and each contract's first day, length and place in it
 * (R_FIRST, R_LENGTH, R_CELLS; cell d of contract c at `cells[R_CELLS + d * stride]`). Day by day
 * (`stride` the contracts' count: a night's cells of every contract of the hotel side by side, so a
 * stay reads one or two cache lines of them instead of one per contract) when the hotel's contracts
 * span about the same days - the padding (-1, no season) at most a quarter of the cells - else
 * contract after contract (`stride` 1).
 */
function layCells(
  num: number[],
  grids: readonly ({ first: number; seasons: Int16Array } | null)[],
): { cells: Int16Array; stride: number } {
  const count = grids.length;
  let own = 0;
  let first = Infinity;
  let last = -Infinity;
  for (const grid of grids) {
    if (!grid || grid.seasons.length === 0) continue;
    own += grid.seasons.length;
    first = Math.min(first, grid.first);
    last = Math.max(last, grid.first + grid.seasons.length - 1);
  }
  const span = last - first + 1;
  if (own > 0 && span * count <= own * DAY_MAJOR_PADDING) {
    const cells = new Int16Array(span * count).fill(-1);
    grids.forEach((grid, c) => {
      if (!grid) return;
      num[c * ROW + R_FIRST] = first;
      num[c * ROW + R_LENGTH] = span;
      num[c * ROW + R_CELLS] = c;
      const from = (grid.first - first) * count + c;
      for (let d = 0; d < grid.seasons.length; d++) cells[from + d * count] = grid.seasons[d]!;
    });
    return { cells, stride: count };
  }
  const cells = new Int16Array(own);
  let at = 0;
  grids.forEach((grid, c) => {
    if (!grid) return;
    num[c * ROW + R_FIRST] = grid.first;
    num[c * ROW + R_LENGTH] = grid.seasons.length;
    num[c * ROW + R_CELLS] = at;
    cells.set(grid.seasons, at);
    at += grid.seasons.length;
  });
  return { cells, stride: 1 };
}

/**
 * A contract's promotions as numbers, in applyPromotions' order (orderOf: higher priority first, then
 * by code); null when one would throw or holds what the numbers cannot (a window that is not a plain
 * date, a stay-pay that is not whole stay > pay >= 1, a percentage outside 0-100, an unknown type):
 * those contracts price their boards through applyPromotions, which throws where it should.
 */
function packedPromotions(promotions: readonly HotelPromotion[]): number[] | null {
  if (promotions.length === 0) return [];
  if (!promotions.every((p) => typeof p.code === 'string' && finite(p.priority))) return null;
  const out: number[] = [];
  const ordered = [...promotions].sort((a, b) => b.priority - a.priority || a.code.localeCompare(b.code));
  for (const p of ordered) {
    const bound = (date: PlainDate | undefined, open: number) =>
      !date ? open : isPlainDate(date) ? dayNumber(date) : Number.NaN;
    const from = bound(p.stayFrom, -Infinity);
    const to = bound(p.stayTo, Infinity);
    if (Number.isNaN(from) || Number.isNaN(to)) return null;
    const exclusive = p.combinable === false ? 1 : 0;
    if (p.type === 'stay-pay') {
      const { stay, pay } = p;
      if (!Number.isSafeInteger(stay) || !Number.isSafeInteger(pay) || pay < 1 || stay <= pay) return null;
      out.push(PROMO_STAY_PAY, exclusive, from, to, stay, pay);
      continue;
    }
    if (p.type !== 'early-booking' && p.type !== 'long-stay') return null;
    const percent = p.percent;
    if (!finite(percent) || percent < 0 || percent > 100) return null;
    if (p.type === 'early-booking') {
      if (!finite(p.minDaysBefore)) return null;
      out.push(PROMO_EARLY, exclusive, from, to, percent, p.minDaysBefore);
    } else {
      if (!finite(p.minNights)) return null;
      out.push(PROMO_LONG, exclusive, from, to, percent, p.minNights);
    }
  }
  return out;
}

export interface HotelPackInput {
  pack: ContractPack;
  /**
   * The stay's stock of the pack's room types by position: room type `rt` (the pack's roomTypes) at
   * `stock[stockAt + rt]` (packStock or the list adapter fills it; a search's packs share one array,
   * each at its offset).
   */
  stock: Float64Array;
  stockAt: number;
  search: ContractSearch;
  now: Date;
}

// What a search works out once for every hotel (the same search object and instant).
let searchOf: ContractSearch | null = null;
let nowOf: Date | null = null;
let searchStamp = 0;
let fromDay = 0;
let lastDay = 0;
let nationality = '';
let nights: readonly PlainDate[] = [];
/**
 * Per interned time zone, the search it was worked out for (stamp), the hotel-local date of `now`
 * and the days from it to check-in (a city's hotels share one or two zones).
 */
let zoneStamp = new Int32Array(16);
const zoneToday: PlainDate[] = [];
/** Per zone, the cancellation deadlines of the search's check-in. */
const zoneDeadlines: DeadlineTable[] = [];
let zoneAhead = new Float64Array(16);
// Per interned list, the search it was worked out for (stamp) and the result.
let bandStamp = new Int32Array(64);
/** Per band list and room: adults, paying children, the paying children's prices summed. */
let bandParty = new Float64Array(64 * 3);
let nationalityStamp = new Int32Array(64);
let nationalitySells = new Uint8Array(64);

/**
 * A copy of a per-id scratch array with room for `length` entries (at least double the old length),
 * its values kept: the stamp arrays and their verdicts grow together, so they stay the same length.
 */
function grownTo<T extends Int32Array | Uint8Array | Float64Array>(array: T, length: number): T {
  const grown = new (array.constructor as new (length: number) => T)(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

function startSearch(search: ContractSearch, now: Date): void {
  if (search === searchOf && now === nowOf) return;
  searchOf = search;
  nowOf = now;
  searchStamp = (searchStamp + 1) | 0 || 1;
  nights = stayNights(search.fromDate, search.toDate);
  fromDay = dayNumber(search.fromDate);
  lastDay = fromDay + nights.length - 1;
  nationality = search.nationality.toUpperCase();
}

/** The parties of the search under an interned band list, as roomParty makes them (once per search). */
function partiesOf(id: number, search: ContractSearch): number {
  const rooms = search.rooms;
  if (bandStamp.length <= id) bandStamp = grownTo(bandStamp, id + 1);
  if (bandParty.length < (id + 1) * rooms.length * 3)
    bandParty = grownTo(bandParty, (id + 1) * rooms.length * 3);
  const at = id * rooms.length * 3;
  if (bandStamp[id] !== searchStamp) {
    bandStamp[id] = searchStamp;
    rooms.forEach((room, r) => {
      const party = roomParty(bandLists[id]!, room);
      bandParty[at + r * 3] = party.adults;
      bandParty[at + r * 3 + 1] = party.payingChildren.length;
      bandParty[at + r * 3 + 2] = party.payingChildren.reduce((sum, band) => sum + band.pricePerNight, 0);
    });
  }
  return at;
}

// Per capacity class, the rooms it was worked out for (stamp) and whether it seats every room.
let partyRooms: readonly RoomPax[] | null = null;
let partyStamp = 0;
let classStamp = new Int32Array(64);
let classSeats = new Uint8Array(64);

/** Class ids a pack's classMask holds (bits of a small integer). */
const CLASS_BITS = 30;
let maskStamp = 0;
let maskClasses = 0;
let mask = 0;

/**
 * The classes below CLASS_BITS that seat every room, as bits (worked out once per party, and again
 * when a pack built meanwhile interned a class).
 */
function seatMask(rooms: readonly RoomPax[]): number {
  const known = Math.min(CLASS_BITS, capacities.length);
  if (rooms !== partyRooms || maskStamp !== partyStamp || maskClasses !== known) {
    mask = 0;
    for (let id = 0; id < known; id++) if (seats(id, rooms)) mask |= 1 << id;
    maskStamp = partyStamp;
    maskClasses = known;
  }
  return mask;
}

/** Whether a room type of this capacity class seats every room (fitsRoomType), once per party. */
function seats(id: number, rooms: readonly RoomPax[]): boolean {
  if (rooms !== partyRooms) {
    partyRooms = rooms;
    partyStamp = (partyStamp + 1) | 0 || 1;
  }
  if (classStamp.length <= id) {
    classStamp = grownTo(classStamp, id + 1);
    classSeats = grownTo(classSeats, id + 1);
  }
  if (classStamp[id] !== partyStamp) {
    classStamp[id] = partyStamp;
    const capacity = capacities[id]!;
    let fit = 1;
    for (let r = 0; r < rooms.length && fit === 1; r++) if (!fitsRoomType(capacity, rooms[r]!)) fit = 0;
    classSeats[id] = fit;
  }
  return classSeats[id] === 1;
}

/**
 * False when the walk of this pack cannot give these rooms an offer because none of its room types
 * seats them (pack.classes; a pack with a contract the reference prices or that throws always
 * answers true): the list skips such a hotel - its pack's rows, its stock and its walk - at the
 * cost of a verdict per capacity class and party. The walk checks it too.
 */
export function packFitsParty(pack: ContractPack, rooms: readonly RoomPax[]): boolean {
  const { classes, classMask } = pack;
  if (!classes) return true;
  if (classMask !== -1) return (classMask & seatMask(rooms)) !== 0;
  for (let i = 0; i < classes.length; i++) if (seats(classes[i]!, rooms)) return true;
  return false;
}

function sellsTo(id: number): boolean {
  if (nationalityStamp.length <= id) {
    nationalityStamp = grownTo(nationalityStamp, id + 1);
    nationalitySells = grownTo(nationalitySells, id + 1);
  }
  if (nationalityStamp[id] !== searchStamp) {
    nationalityStamp[id] = searchStamp;
    const { included, excluded } = nationalityLists[id]!;
    nationalitySells[id] = (!included || included.has(nationality)) && !excluded.has(nationality) ? 1 : 0;
  }
  return nationalitySells[id] === 1;
}

// Scratch of one hotel's walk (it never yields).
let cellSeasons = new Int32Array(64);
let seasonNets = new Float64Array(64);
let seasonStamp = new Int32Array(64);
let stamp = 0;
let roomNights = new Float64Array(64);
let firstNights = new Float64Array(65);
/** One board's nightly amounts (all rooms) while its promotions apply. */
let nightly = new Float64Array(64);
let block = new Int32Array(16);
/** Per room type and slot (board x cancellation type, as BestListOffers): net, priority, set. */
let slotNet = new Float64Array(16 * 15);
let slotPriority = new Float64Array(16 * 15);
let slotSet = new Uint8Array(16 * 15);
let slotType = new Uint8Array(16 * 15);
/**
 * Per slot its pay-later limit: NO_PAY_LATER, the days before check-in of a packed board's limit
 * (ruleStartText gives its text when an object asks for it), or PAY_LATER_TEXT: the text in
 * slotPayLater (an offer of the object paths).
 */
let slotPayDays = new Float64Array(16 * 15);
const slotPayLater: (string | null)[] = [];
const NO_PAY_LATER = -1;
const PAY_LATER_TEXT = -2;
const TYPE_SLOT: Record<HotelCancellationType, number> = {
  Refundable: 0,
  'Partially Refundable': 1,
  'Non Refundable': 2,
};

/**
 * priceHotelGridForList over a pack: the same offers in the same order, for the pack's contracts
 * whose validity meets the stay.
 */
export function priceHotelPackForList(input: HotelPackInput): ContractListOffer[] {
  const order = walkPack(input);
  const out: ContractListOffer[] = [];
  if (!order) return out;
  const { pack, search } = input;
  const { hotel } = pack;
  const nightCount = nights.length;
  const roomCount = search.rooms.length;
  for (const rt of order) {
    const roomTypeId = pack.roomTypes[rt]!.id;
    for (let slot = rt * 15; slot < rt * 15 + 15; slot++) {
      if (slotSet[slot] === 0) continue;
      out.push({
        source: 'contract',
        hotelId: pack.hotel.id,
        roomTypeId,
        boardCode: BOARD_CODES[Math.floor((slot - rt * 15) / 3)] as BoardCode,
        net: slotNet[slot]!,
        nights: nightCount,
        rooms: roomCount,
        cancellationType: HOTEL_CANCELLATION_TYPES[slotType[slot]!]!,
        payLaterUntil: payLaterOf(slot, search.fromDate, hotel.timeZone),
      });
    }
  }
  return out;
}

/**
 * priceHotelPackForList written straight into a list answer's rows (appended, in the same order; the
 * hotel at position `hotelAt` of the search): no ContractListOffer per kept offer (some 6,400 per new
 * stay), no string per row. Nothing is appended when it throws.
 */
export function priceHotelPackIntoColumns(input: HotelPackInput, into: ListRows, hotelAt: number): void {
  const order = walkPack(input);
  if (!order) return;
  const { roomAt } = input.pack;
  reserveListRows(into, filled);
  let row = into.length;
  for (const rt of order) {
    const room = roomAt[rt]!;
    for (let slot = rt * 15; slot < rt * 15 + 15; slot++) {
      if (slotSet[slot] === 0) continue;
      into.hotelAt[row] = hotelAt;
      into.roomAt[row] = room;
      into.boards[row] = Math.floor((slot - rt * 15) / 3);
      into.nets[row] = slotNet[slot]!;
      // listFlags: refundable (only 'Refundable') and pay later.
      into.flags[row] =
        (slotType[slot] === REFUNDABLE ? RATE_REFUNDABLE : 0) |
        (slotPayDays[slot] !== NO_PAY_LATER ? RATE_PAY_LATER : 0);
      row++;
    }
  }
  into.length = row;
}

const REFUNDABLE = 0;

/** A slot's pay-later limit as an offer holds it. */
function payLaterOf(slot: number, checkIn: PlainDate, timeZone: string): string | null {
  const days = slotPayDays[slot]!;
  if (days === NO_PAY_LATER) return null;
  if (days === PAY_LATER_TEXT) return slotPayLater[slot]!;
  return ruleStartText(checkIn, days, timeZone);
}

/** Slots set by the walk (the rows it answers). */
let filled = 0;

/** Room types in the order of their first offer (BestListOffers' order): walkPack's answer, reused. */
const walkOrder: number[] = [];

/** Keeps an offer in its slot when it is the slot's first or beats it (higher priority, then lower net). */
function keep(
  rt: number,
  board: number,
  type: number,
  net: number,
  priority: number,
  payDays: number,
  payLater: string | null,
) {
  const slot = rt * 15 + board * 3 + type;
  if (slotSet[slot] === 0) {
    filled++;
    if (!walkOrder.includes(rt)) walkOrder.push(rt);
  } else if (!(priority > slotPriority[slot]! || (priority === slotPriority[slot] && net < slotNet[slot]!)))
    return;
  slotSet[slot] = 1;
  slotNet[slot] = net;
  slotPriority[slot] = priority;
  slotType[slot] = type;
  slotPayDays[slot] = payDays;
  slotPayLater[slot] = payLater;
}

function keepOffer(rt: number, offer: ContractListOffer, priority: number) {
  keep(
    rt,
    BOARD_SLOT.get(offer.boardCode)!,
    TYPE_SLOT[offer.cancellationType],
    offer.net,
    priority,
    offer.payLaterUntil === null ? NO_PAY_LATER : PAY_LATER_TEXT,
    offer.payLaterUntil,
  );
}

/**
 * The walk of priceHotelPackForList: leaves the winners in the slots (per room type, board and
 * cancellation type) and answers the room types in the order of their first offer (`walkOrder`, valid
 * until the next walk); null: no offer (an invalid stay or no room).
 */
function walkPack(input: HotelPackInput): readonly number[] | null {
  const { pack, search, now } = input;
  const { hotel, num, cells, stride } = pack;
  const { fromDate, toDate, rooms } = search;
  if (!validStay(fromDate, toDate) || rooms.length === 0 || !packFitsParty(pack, rooms)) return null;
  startSearch(search, now);
  const count = nights.length;
  const zone = pack.zone;
  if (zoneStamp.length <= zone) {
    zoneStamp = grownTo(zoneStamp, zone + 1);
    zoneAhead = grownTo(zoneAhead, zone + 1);
  }
  if (zoneStamp[zone] !== searchStamp) {
    zoneStamp[zone] = searchStamp;
    zoneToday[zone] = plainDateIn(now, hotel.timeZone);
    zoneAhead[zone] = daysAhead(zoneToday[zone], fromDate);
    zoneDeadlines[zone] = deadlineTable(fromDate, hotel.timeZone);
  }
  const today = zoneToday[zone]!;
  const ahead = zoneAhead[zone]!;
  const deadlines = zoneDeadlines[zone]!;
  const nowMs = now.getTime();
  const roomCount = rooms.length;
  const typeCount = pack.roomTypes.length;
  if (cellSeasons.length < count) {
    cellSeasons = new Int32Array(count);
    roomNights = new Float64Array(count);
    firstNights = new Float64Array(count + 1);
    nightly = new Float64Array(count);
  }
  if (slotSet.length < typeCount * 15) {
    slotNet = new Float64Array(typeCount * 15);
    slotPriority = new Float64Array(typeCount * 15);
    slotSet = new Uint8Array(typeCount * 15);
    slotType = new Uint8Array(typeCount * 15);
    slotPayDays = new Float64Array(typeCount * 15);
  }
  slotSet.fill(0, 0, typeCount * 15);
  filled = 0;
  // Emptied by pops: `length = 0` would drop the array's store, and every walk would make a new one.
  while (walkOrder.length > 0) walkOrder.pop();

  for (let c = 0; c < pack.count; c++) {
    const o = c * ROW;
    const rt = num[o + R_RT]!;
    if (rt === -1) continue;
    const mode = num[o + R_MODE]!;
    if (mode === REFERENCE) {
      const { contract, validFrom, validTo } = pack.entries[c]!;
      const lastNight = nights[count - 1]!;
      if ((validFrom !== undefined && validFrom > lastNight) || (validTo !== undefined && validTo < fromDate))
        continue;
      for (const offer of priceHotelGridForList({
        hotel,
        contracts: [contract],
        stock: stockById(input),
        search,
        now,
      }))
        keepOffer(rt, offer, contract.priority);
      continue;
    }
    if (num[o + R_FROM]! > lastDay || num[o + R_TO]! < fromDay) continue;
    if (rt === -2) throw new RangeError('contract, room type and hotel do not belong together');
    if (!sellsTo(num[o + R_NATIONALITIES]!)) continue;
    if (!seats(num[o + R_CLASS]!, rooms)) continue;

    // The season of every night, from the cells.
    const first = num[o + R_FIRST]!;
    const at = num[o + R_CELLS]!;
    const length = num[o + R_LENGTH]!;
    let priced = true;
    for (let i = 0; i < count; i++) {
      const cell = fromDay + i - first;
      const index = cell >= 0 && cell < length ? cells[at + cell * stride]! : -1;
      if (index < 0) {
        priced = false;
        break;
      }
      cellSeasons[i] = index;
    }
    if (!priced) continue;
    const seasons = num[o + R_SEASONS]!;
    if (count < num[seasons + cellSeasons[0]! * SEASON + 4]!) continue;
    if (ahead < num[o + R_RELEASE]!) continue;
    if (!(input.stock[input.stockAt + rt]! >= roomCount)) continue;

    // Per season of the stay, the extra beds check and every room's night on the base board
    // (extraBedsNeeded and roomNightNet, summed room by room in the same order).
    const party = partiesOf(num[o + R_BANDS]!, search);
    const seasonCount = (num[o + R_BOARDS]! - seasons) / SEASON;
    const maxExtraBeds = num[o + R_EXTRA_BEDS]!;
    if (seasonNets.length < seasonCount) {
      seasonNets = new Float64Array(seasonCount);
      seasonStamp = new Int32Array(seasonCount);
    }
    stamp = (stamp + 1) | 0 || 1;
    for (let i = 0; i < count && priced; i++) {
      const index = cellSeasons[i]!;
      if (seasonStamp[index] !== stamp) {
        seasonStamp[index] = stamp;
        const s = seasons + index * SEASON;
        const roomPrice = num[s]!;
        const base = num[s + 1]!;
        const extraAdult = num[s + 2]!;
        const extraBed = num[s + 3]!;
        let sum = 0;
        for (let r = 0; r < roomCount; r++) {
          const adults = bandParty[party + r * 3]!;
          const beds = Math.max(0, adults + bandParty[party + r * 3 + 1]! - base);
          if (beds > maxExtraBeds) priced = false;
          sum +=
            roomPrice +
            Math.max(0, adults - base) * extraAdult +
            bandParty[party + r * 3 + 2]! +
            beds * extraBed;
        }
        seasonNets[index] = sum;
      }
      roomNights[i] = seasonNets[index]!;
    }
    if (!priced) continue;
    const priority = num[o + R_PRIORITY]!;

    if (mode === PROMOTED) {
      const contract = pack.entries[c]!.contract;
      const boards = pack.boards[c]!;
      const ctx: StayContext = {
        hotel,
        roomType: pack.roomTypes[rt]!,
        contract,
        search,
        now,
        nights,
        roomNights: Array.from(roomNights.subarray(0, count)),
        parties: rooms.map((room) => roomParty(contract.childBands, room)),
        board: boards[0]!,
        today,
      };
      for (const board of boards) {
        ctx.board = board;
        keepOffer(rt, listOfferOf(ctx), priority);
      }
      continue;
    }

    // Each board: the nights plus its supplement (roomNightSupplement per room), their sums and the
    // cancellation type and pay-later limit (cancellationKind's rules over the same amounts).
    const boardsAt = num[o + R_BOARDS]!;
    const boardCount = num[o + R_BOARD_COUNT]!;
    const rulesAt = num[o + R_RULES]!;
    const ruleCount = num[o + R_RULE_COUNT]!;
    // The rules started at `now` are the same for every board (their deadlines, not their fees).
    const started = packedRulesStarted(num, rulesAt, ruleCount, deadlines, nowMs);
    for (let b = 0; b < boardCount; b++) {
      const bo = boardsAt + b * BOARD;
      const adultPerNight = num[bo + 1]!;
      const childPerNight = num[bo + 2]!;
      let supplement = 0;
      if (b > 0)
        for (let r = 0; r < roomCount; r++)
          supplement +=
            bandParty[party + r * 3]! * adultPerNight + bandParty[party + r * 3 + 1]! * childPerNight;
      let net = 0;
      firstNights[0] = 0;
      const promoCount = num[o + R_PROMO_COUNT]!;
      if (promoCount === 0)
        for (let i = 0; i < count; i++) firstNights[i + 1] = net += roomNights[i]! + supplement;
      else {
        for (let i = 0; i < count; i++) nightly[i] = roomNights[i]! + supplement;
        applyPackedPromotions(num, num[o + R_PROMOS]!, promoCount, count, ahead);
        for (let i = 0; i < count; i++) firstNights[i + 1] = net += nightly[i]!;
      }
      const kind = packedCancellationKind(
        num,
        rulesAt,
        ruleCount,
        started,
        net,
        firstNights,
        count,
        roomCount,
        deadlines,
        nowMs,
      );
      keep(rt, num[bo]!, kind.type, net, priority, kind.payLaterDays, null);
    }
  }

  return walkOrder;
}

/**
 * applyPromotions over `nightly` (the stay's nights from fromDay, in place) with a contract's packed
 * promotions: the same order, the same "one of each type", exclusive and window rules, the same
 * rounding per night and the same free nights of every stay-pay block.
 */
function applyPackedPromotions(
  num: Float64Array,
  at: number,
  promoCount: number,
  count: number,
  ahead: number,
) {
  let used = 0;
  let applied = 0;
  for (let p = 0; p < promoCount; p++) {
    const po = at + p * PROMO;
    const type = num[po]!;
    if ((used & (1 << type)) !== 0) continue;
    const exclusive = num[po + 1] === 1;
    if (exclusive && applied > 0) continue;
    // The stay's nights are consecutive days: the window's nights are one run of them.
    const first = Math.max(0, num[po + 2]! - fromDay);
    const last = Math.min(count - 1, num[po + 3]! - fromDay);
    if (first > last) continue;
    let discount = 0;
    if (type === PROMO_STAY_PAY) {
      const stay = num[po + 4]!;
      const free = stay - num[po + 5]!;
      if (block.length < stay) block = new Int32Array(stay);
      for (let start = first; start + stay <= last + 1; start += stay) {
        // The block's nights by net, on equal net the later night first (applyStayPay's sort).
        for (let k = 0; k < stay; k++) {
          const night = start + k;
          let j = k;
          while (j > 0) {
            const before = block[j - 1]!;
            if (
              nightly[before]! > nightly[night]! ||
              (nightly[before] === nightly[night] && before < night)
            ) {
              block[j] = before;
              j--;
            } else break;
          }
          block[j] = night;
        }
        for (let k = 0; k < free; k++) {
          discount += nightly[block[k]!]!;
          nightly[block[k]!] = 0;
        }
      }
    } else if (type === PROMO_EARLY ? ahead >= num[po + 5]! : count >= num[po + 5]!) {
      const percent = num[po + 4]!;
      for (let i = first; i <= last; i++) {
        const off = Math.min(nightly[i]!, percentOf(nightly[i]!, percent));
        nightly[i] = nightly[i]! - off;
        discount += off;
      }
    }
    if (discount <= 0) continue;
    used |= 1 << type;
    applied++;
    if (exclusive) break;
  }
}
