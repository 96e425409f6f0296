import type { Minor } from '../money.ts';
import {
  RATE_PAY_LATER,
  RATE_REFUNDABLE,
  type HotelResultList,
  type HotelResultSummary,
  type ResultHotel,
} from './results.ts';
import { CodeCounter, type FacetValues } from './facet-codes.ts';
import { resultColumns, type ResultColumns } from './result-columns.ts';
import {
  ACCOMMODATION_TYPES,
  BOARD_CODES,
  BOARD_NAMES,
  STAR_CATEGORIES,
  type AccommodationType,
  type BoardCode,
  type StarCategory,
} from './types.ts';

export const HOTEL_SORTS = [
  'price-asc',
  'price-desc',
  'stars-desc',
  'stars-asc',
  'name-asc',
  'distance-asc',
] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/** Page size bounds of a stored search; `skip` is a page index, as in the original. */
export const HOTEL_PAGE_LIMIT_MAX = 100;
export const HOTEL_PAGE_LIMIT_DEFAULT = 20;

/**
 * Filters of a stored search. Within a list the values are alternatives (4 or 5 stars), except
 * amenities, which must all be present. Rate-level filters (board, refundable, pay later) pick the
 * rates that count, and the hotel's shown price is its cheapest such rate; the price range applies
 * to that price.
 */
export interface HotelResultFilters {
  priceMin?: Minor | null | undefined;
  priceMax?: Minor | null | undefined;
  starCategories?: readonly StarCategory[] | undefined;
  boards?: readonly BoardCode[] | undefined;
  accommodationTypes?: readonly AccommodationType[] | undefined;
  /** Area ids. */
  areas?: readonly string[] | undefined;
  chains?: readonly string[] | undefined;
  amenities?: readonly string[] | undefined;
  refundableOnly?: boolean | undefined;
  payLaterOnly?: boolean | undefined;
}

export interface FacetCount<V extends string = string> {
  value: V;
  label: string;
  count: number;
}

/**
 * Facet counts, standard faceting: each list counts the hotels that match every other filter, so
 * picking a value shows how many hotels the list would hold (alternatives add up). Amenities are
 * all-of, so they count over the hotels matching every filter, amenities included. The price range
 * spans the shown prices of the hotels matching every filter but the price range.
 */
export interface HotelFacets {
  price: { min: Minor; max: Minor } | null;
  starCategories: FacetCount<StarCategory>[];
  boards: FacetCount<BoardCode>[];
  accommodationTypes: FacetCount<AccommodationType>[];
  areas: FacetCount[];
  chains: FacetCount[];
  amenities: FacetCount[];
  refundable: number;
  payLater: number;
}

export interface HotelResultItem {
  summary: HotelResultSummary;
  /** Cheapest price among the rates the filters keep. */
  price: Minor;
}

/**
 * The hotels of a list that pass the filters, in the sort's order: `positions[k]` is a hotel's index
 * in the list, `prices[k]` its cheapest price among the rates the filters keep.
 */
export interface HotelResultOrder {
  positions: Int32Array;
  prices: Float64Array;
}

export interface HotelResultPage {
  hotels: HotelResultItem[];
  /** Hotels matching the filters. */
  total: number;
  /** Hotels in the stored search. */
  totalUnfiltered: number;
  skip: number;
  limit: number;
  hasMore: boolean;
  facets: HotelFacets;
}

export interface HotelResultQuery {
  filters?: HotelResultFilters | undefined;
  sort?: HotelSort | undefined;
  /** Page index (0-based). */
  skip?: number | undefined;
  limit?: number | undefined;
}

function some<T>(list: readonly T[] | undefined): list is readonly T[] {
  return list !== undefined && list.length > 0;
}

const BOARD_INDEX = new Map<string, number>(BOARD_CODES.map((code, i) => [code, i]));

/**
 * The filters with their rate-level part as numbers, made once per filter set: the boards a rate may
 * have as a bit mask of their BOARD_CODES indices, the flags it must have.
 */
export interface RateFilter {
  filters: HotelResultFilters;
  boards: number;
  flags: number;
}

export function rateFilter(f: HotelResultFilters): RateFilter {
  let boards = -1;
  if (some(f.boards)) {
    boards = 0;
    for (const code of f.boards) {
      const at = BOARD_INDEX.get(code);
      if (at !== undefined) boards |= 1 << at;
    }
  }
  return {
    filters: f,
    boards,
    flags: (f.refundableOnly ? RATE_REFUNDABLE : 0) | (f.payLaterOnly ? RATE_PAY_LATER : 0),
  };
}

/** Whether the filters keep a rate (its board's index in BOARD_CODES, its flags). */
export function rateKept(rule: RateFilter, board: number, flags: number): boolean {
  return ((rule.boards >> board) & 1) !== 0 && (flags & rule.flags) === rule.flags;
}

// The hotel-level filters a hotel fails, as bits (attributeFails): each facet list counts the
// hotels that fail none but its own.
const FAILS_STARS = 1;
const FAILS_TYPES = 2;
const FAILS_AREAS = 4;
const FAILS_CHAINS = 8;
const FAILS_AMENITIES = 16;

/**
 * The hotel-level filters (all but the rates and the price range) as masks over the numbers of a
 * list's columns (result-columns.ts), made once per query: per table, 1 at the number of each value
 * the filter lists. Null when none of them is set.
 */
interface AttributeRule {
  stars: Uint8Array | null;
  types: Uint8Array | null;
  areas: Uint8Array | null;
  chains: Uint8Array | null;
  /** The amenities a hotel must all have, by number; null when none is asked. */
  amenities: Int32Array | null;
  /** An asked amenity the tables do not hold: no hotel has it, every hotel fails. */
  unknownAmenity: boolean;
}

function maskOf(table: FacetValues, values: readonly string[] | undefined): Uint8Array | null {
  if (!some(values)) return null;
  const mask = new Uint8Array(table.values.length);
  for (const value of values) {
    const code = table.find(value);
    if (code >= 0) mask[code] = 1;
  }
  return mask;
}

function attributeRule(f: HotelResultFilters, columns: ResultColumns): AttributeRule | null {
  const { tables } = columns;
  const rule: AttributeRule = {
    stars: maskOf(tables.stars, f.starCategories),
    types: maskOf(tables.types, f.accommodationTypes),
    areas: maskOf(tables.areas, f.areas),
    chains: maskOf(tables.chains, f.chains),
    amenities: null,
    unknownAmenity: false,
  };
  if (some(f.amenities)) {
    rule.amenities = Int32Array.from(f.amenities, (a) => tables.amenities.find(a));
    rule.unknownAmenity = rule.amenities.includes(-1);
  }
  const none = !rule.stars && !rule.types && !rule.areas && !rule.chains && !rule.amenities;
  return none ? null : rule;
}

/**
 * The hotel-level filters that drop the hotel at position p of the columns, as FAILS_ bits: a
 * listed value's number is the hotel's (a table numbers each value once), no area or chain (-1)
 * fails a filter of those, and every asked amenity must be among the hotel's.
 */
function attributeFails(rule: AttributeRule, c: ResultColumns, p: number): number {
  let fails = 0;
  if (rule.stars && rule.stars[c.star[p]!] !== 1) fails |= FAILS_STARS;
  if (rule.types && rule.types[c.type[p]!] !== 1) fails |= FAILS_TYPES;
  if (rule.areas && (c.area[p]! < 0 || rule.areas[c.area[p]!] !== 1)) fails |= FAILS_AREAS;
  if (rule.chains && (c.chain[p]! < 0 || rule.chains[c.chain[p]!] !== 1)) fails |= FAILS_CHAINS;
  const asked = rule.amenities;
  if (asked) {
    let all = !rule.unknownAmenity;
    const end = c.amenityStart[p + 1]!;
    for (let q = 0; q < asked.length && all; q++) {
      let a = c.amenityStart[p]!;
      while (a < end && c.amenities[a] !== asked[q]) a++;
      all = a < end;
    }
    if (!all) fails |= FAILS_AMENITIES;
  }
  return fails;
}

/**
 * A list's hotels as columns: those the list carries (made once by its caller), else made of its
 * hotels for this call (hotel i at position i).
 */
function contentOf(list: HotelResultList): { columns: ResultColumns; rows: Int32Array } {
  if (list.content) return list.content;
  return { columns: resultColumns(list.hotels), rows: Int32Array.from(list.hotels, (_, i) => i) };
}

/** Whether a price passes the price range. */
function inRange(f: HotelResultFilters, price: Minor): boolean {
  return (f.priceMin == null || price >= f.priceMin) && (f.priceMax == null || price <= f.priceMax);
}

/**
 * Hotel i's shown price under the filters (`rule`, and `attributes` of the list's columns), or
 * Infinity when the filters drop it (a number either way: sorting a city's thousand hotels boxes no
 * price).
 */
function shownPrice(
  list: HotelResultList,
  i: number,
  rule: RateFilter,
  attributes: AttributeRule | null,
  content: { columns: ResultColumns; rows: Int32Array },
): number {
  if (attributes && attributeFails(attributes, content.columns, content.rows[i]!) !== 0) return Infinity;
  const { boards, prices, flags } = list;
  let price = Infinity;
  for (let e = list.from[i]!, end = list.to[i]!; e < end; e++) {
    if (prices[e]! < price && rateKept(rule, boards[e]!, flags[e]!)) price = prices[e]!;
  }
  return price !== Infinity && inRange(rule.filters, price) ? price : Infinity;
}

/** The columns of summaries (the object form; what the compact list holds per rate). */
function listOfSummaries(summaries: readonly HotelResultSummary[]): HotelResultList {
  let entries = 0;
  for (const s of summaries) entries += s.rates.length;
  const list: HotelResultList = {
    hotels: summaries.map((s) => ({ ...s, id: s.hotelId })),
    from: new Int32Array(summaries.length),
    to: new Int32Array(summaries.length),
    boards: new Uint8Array(entries),
    prices: new Float64Array(entries),
    flags: new Uint8Array(entries),
  };
  let e = 0;
  summaries.forEach((s, i) => {
    list.from[i] = e;
    for (const rate of s.rates) {
      list.boards[e] = BOARD_INDEX.get(rate.boardCode) ?? 31;
      list.prices[e] = rate.price;
      list.flags[e] = (rate.refundable ? RATE_REFUNDABLE : 0) | (rate.payLater ? RATE_PAY_LATER : 0);
      e++;
    }
    list.to[i] = e;
  });
  // Its columns once, for both the sort and the count of a query.
  list.content = contentOf(list);
  return list;
}

/** The hotel's shown price under the filters, or null when the filters drop it. */
export function matchHotel(s: HotelResultSummary, f: HotelResultFilters): Minor | null {
  const list = listOfSummaries([s]);
  const content = contentOf(list);
  const price = shownPrice(list, 0, rateFilter(f), attributeRule(f, content.columns), content);
  return price === Infinity ? null : price;
}

const STAR_RANK: Record<StarCategory, number> = {
  '5': 5,
  '4': 4,
  '3': 3,
  '2': 2,
  '1': 1,
  apartment: 0,
  hostel: 0,
  unrated: 0,
};

/** The same order as `localeCompare(b, 'en', { sensitivity: 'base' })`, without building a collator per call. */
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

/** The sort's order of two hotels of a list (by their index) at their prices (by index too). */
function comparator(
  sort: HotelSort,
  hotels: readonly ResultHotel[],
  price: Float64Array,
): (a: number, b: number) => number {
  const byName = (a: number, b: number) => NAME_ORDER.compare(hotels[a]!.name, hotels[b]!.name);
  const tail = (a: number, b: number) => {
    const x = hotels[a]!.id;
    const y = hotels[b]!.id;
    return byName(a, b) || (x < y ? -1 : x > y ? 1 : 0);
  };
  const stars = (a: number, b: number) =>
    STAR_RANK[hotels[a]!.starCategory] - STAR_RANK[hotels[b]!.starCategory];
  switch (sort) {
    case 'price-asc':
      return (a, b) => price[a]! - price[b]! || tail(a, b);
    case 'price-desc':
      return (a, b) => price[b]! - price[a]! || tail(a, b);
    case 'stars-desc':
      return (a, b) => stars(b, a) || price[a]! - price[b]! || tail(a, b);
    case 'stars-asc':
      return (a, b) => stars(a, b) || price[a]! - price[b]! || tail(a, b);
    case 'name-asc':
      return tail;
    case 'distance-asc':
      return (a, b) =>
        hotels[a]!.distanceFromCityCentreKm - hotels[b]!.distanceFromCityCentreKm ||
        price[a]! - price[b]! ||
        tail(a, b);
  }
}

/** Filters, sorts and pages the hotels of a stored search and counts the facets. */
export function queryHotelResults(
  summaries: readonly HotelResultSummary[],
  query: HotelResultQuery = {},
): HotelResultPage {
  const filters = query.filters ?? {};
  const skip = query.skip ?? 0;
  const limit = query.limit ?? HOTEL_PAGE_LIMIT_DEFAULT;
  if (!Number.isSafeInteger(skip) || skip < 0) throw new RangeError('skip is a page index, zero or more');
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > HOTEL_PAGE_LIMIT_MAX) {
    throw new RangeError(`limit must be between 1 and ${HOTEL_PAGE_LIMIT_MAX}`);
  }
  const list = listOfSummaries(summaries);
  const items = itemsOf(summaries, sortedHotelList(list, filters, query.sort ?? 'price-asc'));
  const start = skip * limit;
  return {
    hotels: items.slice(start, start + limit),
    total: items.length,
    totalUnfiltered: summaries.length,
    skip,
    limit,
    hasMore: start + limit < items.length,
    facets: countListFacets(list, filters),
  };
}

function itemsOf(summaries: readonly HotelResultSummary[], order: HotelResultOrder): HotelResultItem[] {
  return Array.from(order.positions, (at, k) => ({ summary: summaries[at]!, price: order.prices[k]! }));
}

/** Every hotel that passes the filters, at its price under them, in the sort's order (before paging). */
export function sortedHotelResults(
  summaries: readonly HotelResultSummary[],
  filters: HotelResultFilters,
  sort: HotelSort,
): HotelResultItem[] {
  return itemsOf(summaries, sortedHotelList(listOfSummaries(summaries), filters, sort));
}

/** sortedHotelResults of a list in columns: the hotels' indices and prices, no object per hotel. */
export function sortedHotelList(
  list: HotelResultList,
  filters: HotelResultFilters,
  sort: HotelSort,
): HotelResultOrder {
  const rule = rateFilter(filters);
  const content = contentOf(list);
  const attributes = attributeRule(filters, content.columns);
  const n = list.hotels.length;
  const price = new Float64Array(n);
  const kept = new Array<number>(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const p = shownPrice(list, i, rule, attributes, content);
    if (p === Infinity) continue;
    price[i] = p;
    kept[count++] = i;
  }
  kept.length = count;
  const order =
    sort === 'price-asc' || sort === 'price-desc' || sort === 'name-asc'
      ? byKey(kept, price, sort, content)
      : null;
  // A stable sort (Array.prototype.sort), as the items' sort was: equal hotels keep the list's order.
  const positions = order ?? Int32Array.from(kept.sort(comparator(sort, list.hotels, price)));
  const prices = new Float64Array(count);
  for (let k = 0; k < count; k++) prices[k] = price[positions[k]!]!;
  return { positions, prices };
}

/**
 * Per columns, each hotel's place in the order of the comparator's tail - name, then id - and, where
 * both are equal, position: made once per columns (a destination's, once per content array), so that
 * a sort compares numbers, not names.
 */
const nameRanks = new WeakMap<ResultColumns, Int32Array>();

function nameRanksOf(columns: ResultColumns): Int32Array {
  let ranks = nameRanks.get(columns);
  if (!ranks) {
    const hotels = columns.hotels;
    const tail = comparator('name-asc', hotels, new Float64Array(0));
    // Positions ascending into a stable sort: equal names and ids keep the positions' order.
    const order = Array.from(hotels, (_, p) => p).sort(tail);
    ranks = new Int32Array(hotels.length);
    for (let r = 0; r < order.length; r++) ranks[order[r]!] = r;
    nameRanks.set(columns, ranks);
  }
  return ranks;
}

/**
 * The price sorts and the name sort without a comparator call per pair (the price sort is every new
 * stay's first page): each kept hotel as the number `primary * m + rank` - the primary the price (or
 * the dearest price less it, descending; 0 by name), the rank its place in the name order
 * (nameRanksOf, m the columns' hotels) - sorted natively. That is the stable sort by `price || tail`
 * exactly while the ranks of the kept hotels are distinct and follow the list's order where names
 * and ids are equal (rows ascending). Null (the caller sorts by comparator) otherwise, when a price
 * is not a whole non-negative number or the numbers would pass 2^53.
 */
function byKey(
  kept: readonly number[],
  price: Float64Array,
  sort: 'price-asc' | 'price-desc' | 'name-asc',
  content: { columns: ResultColumns; rows: Int32Array },
): Int32Array | null {
  const { columns, rows } = content;
  const m = columns.hotels.length;
  let top = 0;
  let last = -1;
  for (let k = 0; k < kept.length; k++) {
    const p = price[kept[k]!]!;
    if (!Number.isInteger(p) || p < 0) return null;
    if (p > top) top = p;
    const row = rows[kept[k]!]!;
    if (row <= last) return null;
    last = row;
  }
  if (sort === 'name-asc') top = 0;
  if ((top + 1) * m > Number.MAX_SAFE_INTEGER) return null;
  const ranks = nameRanksOf(columns);
  // Per rank, the list's hotel holding it (its inverse).
  const hotelOf = new Int32Array(m);
  const keys = new Float64Array(kept.length);
  for (let k = 0; k < kept.length; k++) {
    const i = kept[k]!;
    const rank = ranks[rows[i]!]!;
    hotelOf[rank] = i;
    const primary = sort === 'price-asc' ? price[i]! : sort === 'price-desc' ? top - price[i]! : 0;
    keys[k] = primary * m + rank;
  }
  keys.sort();
  const order = new Int32Array(kept.length);
  for (let k = 0; k < kept.length; k++) order[k] = hotelOf[keys[k]! % m]!;
  return order;
}

/** Facet counts of the stored search under the filters (see HotelFacets for the counting rule). */
export function countFacets(
  summaries: readonly HotelResultSummary[],
  filters: HotelResultFilters,
): HotelFacets {
  return countListFacets(listOfSummaries(summaries), filters);
}

/** countFacets of a list in columns. */
export function countListFacets(list: HotelResultList, filters: HotelResultFilters): HotelFacets {
  // Counted by number: the hotels' values as numbers of their columns' tables (result-columns.ts).
  const { columns, rows } = contentOf(list);
  const { tables } = columns;
  const stars = new CodeCounter(tables.stars.values);
  const types = new CodeCounter(tables.types.values);
  const areas = new CodeCounter(tables.areas.values);
  const chains = new CodeCounter(tables.chains.values);
  const amenities = new CodeCounter(tables.amenities.values);
  const boards = new CodeCounter(BOARD_CODES);
  const attributes = attributeRule(filters, columns);
  let refundable = 0;
  let payLater = 0;
  // The rate rules of the counts, as numbers (rateFilter): every one asks at least the filters'
  // flags (`flagsAll`); the count of all hotels also the filters' boards, the refundable and
  // pay-later counts one flag more, the board counts that one board, which passes its own rule.
  const all = rateFilter(filters);
  const boardsAll = all.boards;
  const flagsAll = all.flags;
  const boardCount = BOARD_CODES.length;

  // One pass over each hotel's rates gives its cheapest kept price under every rate rule above (per
  // board, in `boardPrice`, the boards kept marked in `boardsKept`); the hotel-level filters are
  // tested once per hotel, on the columns. The cheapest prices are numbers, Infinity while none is
  // kept (a price is a finite amount): no null beside a number, so none is boxed.
  const { hotels, from, to, boards: rateBoards, prices, flags } = list;
  const { star, type, area, chain, amenityStart, amenities: amenityCodes } = columns;
  const boardPrice = new Float64Array(32);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < hotels.length; i++) {
    let withAll = Infinity;
    let withAnyBoard = Infinity;
    let withRefundable = Infinity;
    let withPayLater = Infinity;
    let boardsKept = 0;
    for (let e = from[i]!, end = to[i]!; e < end; e++) {
      const flag = flags[e]!;
      if ((flag & flagsAll) !== flagsAll) continue;
      const board = rateBoards[e]!;
      const price = prices[e]!;
      if (price < withAnyBoard) withAnyBoard = price;
      if (board < boardCount) {
        const bit = 1 << board;
        if ((boardsKept & bit) === 0 || price < boardPrice[board]!) boardPrice[board] = price;
        boardsKept |= bit;
      }
      if (((boardsAll >> board) & 1) === 0) continue;
      if (price < withAll) withAll = price;
      if ((flag & RATE_REFUNDABLE) !== 0 && price < withRefundable) withRefundable = price;
      if ((flag & RATE_PAY_LATER) !== 0 && price < withPayLater) withPayLater = price;
    }
    const p = rows[i]!;
    const fails = attributes ? attributeFails(attributes, columns, p) : 0;
    if (withAll !== Infinity && inRange(filters, withAll)) {
      if ((fails & ~FAILS_STARS) === 0) stars.add(star[p]!, p);
      if ((fails & ~FAILS_TYPES) === 0) types.add(type[p]!, p);
      if (area[p]! >= 0 && (fails & ~FAILS_AREAS) === 0) areas.add(area[p]!, p);
      if (chain[p]! >= 0 && (fails & ~FAILS_CHAINS) === 0) chains.add(chain[p]!, p);
      // Each amenity once, as listed first.
      if (fails === 0)
        for (let a = amenityStart[p]!, end = amenityStart[p + 1]!; a < end; a++)
          amenities.add(amenityCodes[a]!, p);
    }
    if (fails !== 0) continue;
    // The boards are listed in BOARD_CODES' order, so the order they are counted in is not kept.
    if (withAnyBoard !== Infinity && inRange(filters, withAnyBoard)) {
      for (let mask = boardsKept; mask !== 0; mask &= mask - 1) {
        const board = 31 - Math.clz32(mask & -mask);
        if (inRange(filters, boardPrice[board]!)) boards.add(board, p);
      }
    }
    if (withRefundable !== Infinity && inRange(filters, withRefundable)) refundable += 1;
    if (withPayLater !== Infinity && inRange(filters, withPayLater)) payLater += 1;
    if (withAll !== Infinity) {
      if (withAll < min) min = withAll;
      if (withAll > max) max = withAll;
    }
  }
  const of = columns.hotels;
  return {
    price: min === Infinity ? null : { min, max },
    starCategories: stars.list(STAR_CATEGORIES),
    boards: boards.list(BOARD_CODES, (code) => BOARD_NAMES[code]),
    accommodationTypes: types.list(ACCOMMODATION_TYPES),
    areas: areas.list(undefined, (_, at) => of[at]!.areaName ?? of[at]!.areaId!),
    chains: chains.list(),
    amenities: amenities.list(),
    refundable,
    payLater,
  };
}
