import type { Minor } from '../money.ts';
import {
  RATE_PAY_LATER,
  RATE_REFUNDABLE,
  type HotelResultList,
  type HotelResultSummary,
  type ResultHotel,
} from './results.ts';
import { CodeCounter, facetTables, hotelFacetCodes } from './facet-codes.ts';
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

/** The hotel-level filters (all but the rates and the price range) that drop hotel s, as FAILS_ bits. */
function attributeFails(f: HotelResultFilters, s: ResultHotel): number {
  let fails = 0;
  if (some(f.starCategories) && !f.starCategories.includes(s.starCategory)) fails |= FAILS_STARS;
  if (some(f.accommodationTypes) && !f.accommodationTypes.includes(s.accommodationType)) fails |= FAILS_TYPES;
  if (some(f.areas) && (s.areaId === null || !f.areas.includes(s.areaId))) fails |= FAILS_AREAS;
  if (some(f.chains) && (s.chain === null || !f.chains.includes(s.chain))) fails |= FAILS_CHAINS;
  if (some(f.amenities) && !f.amenities.every((a) => s.amenities.includes(a))) fails |= FAILS_AMENITIES;
  return fails;
}

/** Whether a price passes the price range. */
function inRange(f: HotelResultFilters, price: Minor): boolean {
  return (f.priceMin == null || price >= f.priceMin) && (f.priceMax == null || price <= f.priceMax);
}

/**
 * Hotel i's shown price under the filters, or Infinity when the filters drop it (a number either
 * way: sorting a city's thousand hotels boxes no price).
 */
function shownPrice(list: HotelResultList, i: number, rule: RateFilter): number {
  const f = rule.filters;
  if (attributeFails(f, list.hotels[i]!) !== 0) return Infinity;
  const { boards, prices, flags } = list;
  let price = Infinity;
  for (let e = list.from[i]!, end = list.to[i]!; e < end; e++) {
    if (prices[e]! < price && rateKept(rule, boards[e]!, flags[e]!)) price = prices[e]!;
  }
  return price !== Infinity && inRange(f, price) ? price : Infinity;
}

/** Hotel i's shown price under the filters, or null when the filters drop it. */
function matchAt(list: HotelResultList, i: number, rule: RateFilter): Minor | null {
  const price = shownPrice(list, i, rule);
  return price === Infinity ? null : price;
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
  return list;
}

/** The hotel's shown price under the filters, or null when the filters drop it. */
export function matchHotel(s: HotelResultSummary, f: HotelResultFilters): Minor | null {
  return matchAt(listOfSummaries([s]), 0, rateFilter(f));
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
  const n = list.hotels.length;
  const price = new Float64Array(n);
  const kept = new Array<number>(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const p = shownPrice(list, i, rule);
    if (p === Infinity) continue;
    price[i] = p;
    kept[count++] = i;
  }
  kept.length = count;
  // A stable sort (Array.prototype.sort), as the items' sort was: equal hotels keep the list's order.
  kept.sort(comparator(sort, list.hotels, price));
  const positions = new Int32Array(count);
  const prices = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    positions[k] = kept[k]!;
    prices[k] = price[kept[k]!]!;
  }
  return { positions, prices };
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
  // Counted by number (facet-codes.ts): the hotels' values as numbers of the tables taken here.
  const tables = facetTables();
  const stars = new CodeCounter(() => tables.stars.values);
  const types = new CodeCounter(() => tables.types.values);
  const areas = new CodeCounter(() => tables.areas.values);
  const chains = new CodeCounter(() => tables.chains.values);
  const amenities = new CodeCounter(() => tables.amenities.values);
  const boards = new CodeCounter(() => BOARD_CODES);
  let refundable = 0;
  let payLater = 0;
  // Each variant of the filters made once, not per hotel.
  const without = (patch: HotelResultFilters): RateFilter => rateFilter({ ...filters, ...patch });
  const all = rateFilter(filters);
  const noBoards = without({ boards: undefined });
  const onlyRefundable = without({ refundableOnly: true });
  const onlyPayLater = without({ payLaterOnly: true });
  const onlyBoard = BOARD_CODES.map((code) => without({ boards: [code] }));

  // One pass over each hotel's rates gives its cheapest kept price under every rate rule above (the
  // per-board rules for its own boards only); the hotel-level filters are tested once per hotel.
  // The cheapest prices are numbers, Infinity while none is kept (a price is a finite amount): no
  // null beside a number, so none is boxed; the boards seen go into a reused array, not one per hotel.
  const { hotels, from, to, boards: rateBoards, prices, flags } = list;
  const boardPrice = new Float64Array(256);
  const boardStamp = new Int32Array(256); // hotel i + 1 once boardPrice[board] is hotel i's
  const seenStamp = new Int32Array(256); // hotel i + 1 once the board is in boardsSeen
  const boardsSeen = new Uint8Array(256);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < hotels.length; i++) {
    const s = hotels[i]!;
    let withAll = Infinity;
    let withAnyBoard = Infinity;
    let withRefundable = Infinity;
    let withPayLater = Infinity;
    let seen = 0;
    for (let e = from[i]!, end = to[i]!; e < end; e++) {
      const board = rateBoards[e]!;
      const flag = flags[e]!;
      const price = prices[e]!;
      if (price < withAll && rateKept(all, board, flag)) withAll = price;
      if (price < withAnyBoard && rateKept(noBoards, board, flag)) withAnyBoard = price;
      if (price < withRefundable && rateKept(onlyRefundable, board, flag)) withRefundable = price;
      if (price < withPayLater && rateKept(onlyPayLater, board, flag)) withPayLater = price;
      // Each board of the hotel once, in the order of its first rate.
      if (seenStamp[board] !== i + 1) {
        seenStamp[board] = i + 1;
        boardsSeen[seen++] = board;
      }
      const only = onlyBoard[board];
      if (only !== undefined && rateKept(only, board, flag)) {
        if (boardStamp[board] !== i + 1 || price < boardPrice[board]!) boardPrice[board] = price;
        boardStamp[board] = i + 1;
      }
    }
    const fails = attributeFails(filters, s);
    const shown = withAll !== Infinity && inRange(filters, withAll);
    const codes = shown ? hotelFacetCodes(s) : undefined;
    if (codes && (fails & ~FAILS_STARS) === 0) stars.add(codes.star, s.starCategory);
    if (codes && (fails & ~FAILS_TYPES) === 0) types.add(codes.type, s.accommodationType);
    if (codes && codes.area >= 0 && (fails & ~FAILS_AREAS) === 0)
      areas.add(codes.area, s.areaName ?? s.areaId!);
    if (codes && codes.chain >= 0 && (fails & ~FAILS_CHAINS) === 0) chains.add(codes.chain, s.chain!);
    if (fails !== 0) continue;
    if (codes) {
      // Each amenity once, as listed first.
      const listed = codes.amenities;
      const values = tables.amenities.values;
      for (let a = 0; a < listed.length; a++) amenities.add(listed[a]!, values[listed[a]!]!);
    }
    if (withAnyBoard !== Infinity && inRange(filters, withAnyBoard)) {
      for (let b = 0; b < seen; b++) {
        const board = boardsSeen[b]!;
        const code = BOARD_CODES[board];
        if (code !== undefined && boardStamp[board] === i + 1 && inRange(filters, boardPrice[board]!))
          boards.add(board, BOARD_NAMES[code]);
      }
    }
    if (withRefundable !== Infinity && inRange(filters, withRefundable)) refundable += 1;
    if (withPayLater !== Infinity && inRange(filters, withPayLater)) payLater += 1;
    if (withAll !== Infinity) {
      if (withAll < min) min = withAll;
      if (withAll > max) max = withAll;
    }
  }
  return {
    price: min === Infinity ? null : { min, max },
    starCategories: stars.list(STAR_CATEGORIES),
    boards: boards.list(BOARD_CODES),
    accommodationTypes: types.list(ACCOMMODATION_TYPES),
    areas: areas.list(),
    chains: chains.list(),
    amenities: amenities.list(),
    refundable,
    payLater,
  };
}
