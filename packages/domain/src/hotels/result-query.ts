import type { Minor } from '../money.ts';
import type { HotelResultSummary, RateFacet } from './results.ts';
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

function rateMatches(rate: RateFacet, f: HotelResultFilters): boolean {
  if (some(f.boards) && !f.boards.includes(rate.boardCode)) return false;
  if (f.refundableOnly && !rate.refundable) return false;
  if (f.payLaterOnly && !rate.payLater) return false;
  return true;
}

/** The hotel's shown price under the filters, or null when the filters drop it. */
export function matchHotel(s: HotelResultSummary, f: HotelResultFilters): Minor | null {
  if (some(f.starCategories) && !f.starCategories.includes(s.starCategory)) return null;
  if (some(f.accommodationTypes) && !f.accommodationTypes.includes(s.accommodationType)) return null;
  if (some(f.areas) && (s.areaId === null || !f.areas.includes(s.areaId))) return null;
  if (some(f.chains) && (s.chain === null || !f.chains.includes(s.chain))) return null;
  if (some(f.amenities) && !f.amenities.every((a) => s.amenities.includes(a))) return null;
  let price: Minor | null = null;
  for (const rate of s.rates) {
    if (rateMatches(rate, f) && (price === null || rate.price < price)) price = rate.price;
  }
  if (price === null) return null;
  if (f.priceMin != null && price < f.priceMin) return null;
  if (f.priceMax != null && price > f.priceMax) return null;
  return price;
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

function comparator(sort: HotelSort): (a: HotelResultItem, b: HotelResultItem) => number {
  const byName = (a: HotelResultItem, b: HotelResultItem) =>
    NAME_ORDER.compare(a.summary.name, b.summary.name);
  const tail = (a: HotelResultItem, b: HotelResultItem) =>
    byName(a, b) ||
    (a.summary.hotelId < b.summary.hotelId ? -1 : a.summary.hotelId > b.summary.hotelId ? 1 : 0);
  const stars = (a: HotelResultItem, b: HotelResultItem) =>
    STAR_RANK[a.summary.starCategory] - STAR_RANK[b.summary.starCategory];
  switch (sort) {
    case 'price-asc':
      return (a, b) => a.price - b.price || tail(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || tail(a, b);
    case 'stars-desc':
      return (a, b) => stars(b, a) || a.price - b.price || tail(a, b);
    case 'stars-asc':
      return (a, b) => stars(a, b) || a.price - b.price || tail(a, b);
    case 'name-asc':
      return tail;
    case 'distance-asc':
      return (a, b) =>
        a.summary.distanceFromCityCentreKm - b.summary.distanceFromCityCentreKm ||
        a.price - b.price ||
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
  const items = sortedHotelResults(summaries, filters, query.sort ?? 'price-asc');
  const start = skip * limit;
  return {
    hotels: items.slice(start, start + limit),
    total: items.length,
    totalUnfiltered: summaries.length,
    skip,
    limit,
    hasMore: start + limit < items.length,
    facets: countFacets(summaries, filters),
  };
}

/** Every hotel that passes the filters, at its price under them, in the sort's order (before paging). */
export function sortedHotelResults(
  summaries: readonly HotelResultSummary[],
  filters: HotelResultFilters,
  sort: HotelSort,
): HotelResultItem[] {
  const items: HotelResultItem[] = [];
  for (const summary of summaries) {
    const price = matchHotel(summary, filters);
    if (price !== null) items.push({ summary, price });
  }
  return items.sort(comparator(sort));
}

class Counter {
  private readonly counts = new Map<string, { label: string; count: number }>();
  add(value: string, label: string): void {
    const held = this.counts.get(value);
    if (held) held.count += 1;
    else this.counts.set(value, { label, count: 1 });
  }
  list<V extends string>(order?: readonly V[]): FacetCount<V>[] {
    const rows = [...this.counts.entries()].map(([value, c]) => ({
      value: value as V,
      label: c.label,
      count: c.count,
    }));
    if (order) return rows.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
    return rows.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }
}

/** Facet counts of the stored search under the filters (see HotelFacets for the counting rule). */
export function countFacets(
  summaries: readonly HotelResultSummary[],
  filters: HotelResultFilters,
): HotelFacets {
  const stars = new Counter();
  const types = new Counter();
  const areas = new Counter();
  const chains = new Counter();
  const amenities = new Counter();
  const boards = new Counter();
  let refundable = 0;
  let payLater = 0;
  let min: Minor | null = null;
  let max: Minor | null = null;
  const without = (patch: HotelResultFilters): HotelResultFilters => ({ ...filters, ...patch });
  const noStars = without({ starCategories: undefined });
  const noTypes = without({ accommodationTypes: undefined });
  const noAreas = without({ areas: undefined });
  const noChains = without({ chains: undefined });
  const noBoards = without({ boards: undefined });
  const noPrice = without({ priceMin: undefined, priceMax: undefined });
  const onlyRefundable = without({ refundableOnly: true });
  const onlyPayLater = without({ payLaterOnly: true });
  // Per board, the filters with only that board (made once, not per hotel and board).
  const onlyBoard = new Map(BOARD_CODES.map((code) => [code, without({ boards: [code] })]));

  for (const s of summaries) {
    if (matchHotel(s, noStars) !== null) stars.add(s.starCategory, s.starCategory);
    if (matchHotel(s, noTypes) !== null) types.add(s.accommodationType, s.accommodationType);
    if (s.areaId !== null && matchHotel(s, noAreas) !== null) areas.add(s.areaId, s.areaName ?? s.areaId);
    if (s.chain !== null && matchHotel(s, noChains) !== null) chains.add(s.chain, s.chain);
    if (matchHotel(s, filters) !== null) for (const a of new Set(s.amenities)) amenities.add(a, a);
    if (matchHotel(s, noBoards) !== null) {
      // Each board of the hotel once, in the order of its first rate (no Set or array per hotel).
      for (let i = 0; i < s.rates.length; i++) {
        const code = s.rates[i]!.boardCode;
        let seen = false;
        for (let j = 0; j < i && !seen; j++) seen = s.rates[j]!.boardCode === code;
        if (seen) continue;
        const only = onlyBoard.get(code) ?? without({ boards: [code] });
        if (matchHotel(s, only) !== null) boards.add(code, BOARD_NAMES[code]);
      }
    }
    if (matchHotel(s, onlyRefundable) !== null) refundable += 1;
    if (matchHotel(s, onlyPayLater) !== null) payLater += 1;
    const price = matchHotel(s, noPrice);
    if (price !== null) {
      min = min === null ? price : Math.min(min, price);
      max = max === null ? price : Math.max(max, price);
    }
  }
  return {
    price: min === null || max === null ? null : { min, max },
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
