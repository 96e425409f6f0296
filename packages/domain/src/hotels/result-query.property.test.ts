import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Minor } from '../money.ts';
import {
  countFacets,
  countListFacets,
  HOTEL_SORTS,
  sortedHotelList,
  sortedHotelResults,
  type FacetCount,
  type HotelFacets,
  type HotelResultFilters,
  type HotelResultItem,
  type HotelSort,
} from './result-query.ts';
import { resultColumns } from './result-columns.ts';
import {
  RATE_PAY_LATER,
  RATE_REFUNDABLE,
  type HotelResultList,
  type HotelResultSummary,
  type RateFacet,
} from './results.ts';
import {
  ACCOMMODATION_TYPES,
  BOARD_CODES,
  BOARD_NAMES,
  STAR_CATEGORIES,
  type StarCategory,
} from './types.ts';

/*
 * The reference: result-query.ts as it was before the list's columns (issue 38), over one object
 * per hotel and per rate. The columns' sort and facets must give exactly its answers.
 */
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
function referenceMatch(s: HotelResultSummary, f: HotelResultFilters): Minor | null {
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

/** Every hotel that passes the filters, at its price under them, in the sort's order (before paging). */
function referenceSorted(
  summaries: readonly HotelResultSummary[],
  filters: HotelResultFilters,
  sort: HotelSort,
): HotelResultItem[] {
  const items: HotelResultItem[] = [];
  for (const summary of summaries) {
    const price = referenceMatch(summary, filters);
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
function referenceFacets(summaries: readonly HotelResultSummary[], filters: HotelResultFilters): HotelFacets {
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
    if (referenceMatch(s, noStars) !== null) stars.add(s.starCategory, s.starCategory);
    if (referenceMatch(s, noTypes) !== null) types.add(s.accommodationType, s.accommodationType);
    if (s.areaId !== null && referenceMatch(s, noAreas) !== null) areas.add(s.areaId, s.areaName ?? s.areaId);
    if (s.chain !== null && referenceMatch(s, noChains) !== null) chains.add(s.chain, s.chain);
    if (referenceMatch(s, filters) !== null) for (const a of new Set(s.amenities)) amenities.add(a, a);
    if (referenceMatch(s, noBoards) !== null) {
      // Each board of the hotel once, in the order of its first rate (no Set or array per hotel).
      for (let i = 0; i < s.rates.length; i++) {
        const code = s.rates[i]!.boardCode;
        let seen = false;
        for (let j = 0; j < i && !seen; j++) seen = s.rates[j]!.boardCode === code;
        if (seen) continue;
        const only = onlyBoard.get(code) ?? without({ boards: [code] });
        if (referenceMatch(s, only) !== null) boards.add(code, BOARD_NAMES[code]);
      }
    }
    if (referenceMatch(s, onlyRefundable) !== null) refundable += 1;
    if (referenceMatch(s, onlyPayLater) !== null) payLater += 1;
    const price = referenceMatch(s, noPrice);
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

/** The summaries as the columns the stored list gives (its entries in the summaries' order). */
function columnsOf(summaries: readonly HotelResultSummary[]): HotelResultList {
  const rates = summaries.flatMap((s) => s.rates);
  const from = new Int32Array(summaries.length);
  const to = new Int32Array(summaries.length);
  let e = 0;
  summaries.forEach((s, i) => {
    from[i] = e;
    e += s.rates.length;
    to[i] = e;
  });
  return {
    hotels: summaries.map((s) => ({ ...s, id: s.hotelId })),
    from,
    to,
    boards: Uint8Array.from(rates, (r) => BOARD_CODES.indexOf(r.boardCode)),
    prices: Float64Array.from(rates, (r) => r.price),
    flags: Uint8Array.from(
      rates,
      (r) => (r.refundable ? RATE_REFUNDABLE : 0) | (r.payLater ? RATE_PAY_LATER : 0),
    ),
  };
}

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const few = <T>(values: readonly T[]) =>
  fc.option(fc.subarray([...values], { maxLength: 3 }), { nil: undefined });
// Few names, ids, areas and prices, so that ties (equal prices, names equal but for case, a hotel
// listed twice) are common.
const NAMES = ['Alpha', 'alpha', 'Beta', 'Gamma', 'Éta', 'eta'];
const IDS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8'];
const AREAS = ['marina', 'palm', 'deira'];
const CHAINS = ['Emaar', 'Rotana', 'Hilton'];
const AMENITIES = ['Pool', 'Spa', 'Beach', 'Gym'];
const price = fc.integer({ min: 0, max: 12 }).map((n) => n * 2_500);
const rate: fc.Arbitrary<RateFacet> = fc.record({
  boardCode: pick(BOARD_CODES),
  price,
  refundable: fc.boolean(),
  payLater: fc.boolean(),
});
const summary: fc.Arbitrary<HotelResultSummary> = fc
  .record({
    hotelId: pick(IDS),
    name: pick(NAMES),
    starCategory: pick(STAR_CATEGORIES),
    accommodationType: pick(ACCOMMODATION_TYPES),
    areaId: fc.option(pick(AREAS), { nil: null }),
    chain: fc.option(pick(CHAINS), { nil: null }),
    amenities: fc.array(pick(AMENITIES), { maxLength: 5 }),
    distanceFromCityCentreKm: fc.integer({ min: 0, max: 4 }),
    rates: fc.array(rate, { maxLength: 8 }),
  })
  .map((s) => ({
    ...s,
    areaName: s.areaId === null ? null : s.areaId === 'deira' ? null : `Area ${s.areaId}`,
    minPrice: Math.min(...s.rates.map((r) => r.price)),
  }));
const filterFields = {
  priceMin: fc.option(price, { nil: undefined }),
  priceMax: fc.option(price, { nil: null }),
  starCategories: few(STAR_CATEGORIES),
  boards: few(BOARD_CODES),
  accommodationTypes: few(ACCOMMODATION_TYPES),
  areas: few(AREAS),
  chains: few(CHAINS),
  amenities: few(AMENITIES),
  refundableOnly: fc.boolean(),
  payLaterOnly: fc.boolean(),
};
const filters: fc.Arbitrary<HotelResultFilters> = fc.record(filterFields);

describe('the list in columns against the objects (issue 38)', () => {
  it('sorts, prices and counts facets exactly as the objects did, ties included', () => {
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 30 }), filters, pick(HOTEL_SORTS), (summaries, f, sort) => {
        const expected = referenceSorted(summaries, f, sort);
        const order = sortedHotelList(columnsOf(summaries), f, sort);
        // The same hotels (by their place: a hotel listed twice is two places) in the same order.
        expect(Array.from(order.positions)).toEqual(expected.map((x) => summaries.indexOf(x.summary)));
        expect(Array.from(order.prices)).toEqual(expected.map((x) => x.price));
        const facets = referenceFacets(summaries, f);
        expect(countListFacets(columnsOf(summaries), f)).toEqual(facets);
        // The object form (a wrapper of the columns) too.
        expect(sortedHotelResults(summaries, f, sort)).toEqual(expected);
        expect(countFacets(summaries, f)).toEqual(facets);
      }),
      { numRuns: 600 },
    );
  });

  it('sorts and counts alike with columns made once over more hotels (a destination), in any order', () => {
    // The API keeps a destination's columns and hands a list its hotels' positions in them (rows):
    // the list's hotels among others, in the list's order (the fast sort's case) or reversed (the
    // comparator's).
    fc.assert(
      fc.property(
        fc.array(summary, { maxLength: 30 }),
        fc.array(summary, { maxLength: 10 }),
        fc.boolean(),
        // Few filters: hotels are left to sort.
        fc.record(filterFields, { requiredKeys: [] }),
        pick(HOTEL_SORTS),
        (summaries, others, reversed, f, sort) => {
          const list = columnsOf(summaries);
          const destination = [...list.hotels];
          columnsOf(others).hotels.forEach((h, j) =>
            destination.splice((j * 7) % (destination.length + 1), 0, h),
          );
          if (reversed) destination.reverse();
          const columns = resultColumns(destination);
          list.content = { columns, rows: Int32Array.from(list.hotels, (h) => destination.indexOf(h)) };
          const expected = referenceSorted(summaries, f, sort);
          const order = sortedHotelList(list, f, sort);
          expect(Array.from(order.positions)).toEqual(expected.map((x) => summaries.indexOf(x.summary)));
          expect(Array.from(order.prices)).toEqual(expected.map((x) => x.price));
          expect(countListFacets(list, f)).toEqual(referenceFacets(summaries, f));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('counts facets exactly as the objects did with few or no filters (the first page)', () => {
    // countListFacets takes every rate rule in one pass over a hotel's rates: with no filter set
    // (a new stay's first page) all its lists count the same hotels.
    fc.assert(
      fc.property(
        fc.array(summary, { maxLength: 30 }),
        fc.record(filterFields, { requiredKeys: [] }),
        (summaries, f) => {
          expect(countListFacets(columnsOf(summaries), f)).toEqual(referenceFacets(summaries, f));
        },
      ),
      { numRuns: 300 },
    );
  });
});
