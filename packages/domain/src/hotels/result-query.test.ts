import { describe, expect, it } from 'vitest';
import { countFacets, matchHotel, queryHotelResults } from './result-query.ts';
import type { HotelResultSummary, RateFacet } from './results.ts';

const r = (
  boardCode: RateFacet['boardCode'],
  price: number,
  refundable = true,
  payLater = refundable,
): RateFacet => ({
  boardCode,
  price,
  refundable,
  payLater,
});

const h = (id: string, patch: Partial<HotelResultSummary>): HotelResultSummary => {
  const rates = patch.rates ?? [r('RO', 50_000)];
  return {
    hotelId: id,
    name: id,
    starCategory: '4',
    accommodationType: 'hotel',
    areaId: 'marina',
    areaName: 'Dubai Marina',
    chain: null,
    amenities: ['Pool'],
    distanceFromCityCentreKm: 10,
    minPrice: Math.min(...rates.map((x) => x.price)),
    ...patch,
    rates,
  };
};

const hotels: HotelResultSummary[] = [
  h('Atlantis The Palm', {
    starCategory: '5',
    accommodationType: 'resort',
    areaId: 'palm',
    areaName: 'Palm Jumeirah',
    chain: 'Kerzner',
    amenities: ['Pool', 'Beach', 'Spa'],
    distanceFromCityCentreKm: 22,
    rates: [r('RO', 150_000, false), r('BB', 170_000), r('HB', 220_000)],
  }),
  h('Address Downtown', {
    starCategory: '5',
    areaId: 'downtown',
    areaName: 'Downtown Dubai',
    chain: 'Emaar',
    amenities: ['Pool', 'Spa'],
    distanceFromCityCentreKm: 1,
    rates: [r('BB', 120_000), r('RO', 100_000, false, false)],
  }),
  h('Marina Apartments', {
    starCategory: 'apartment',
    accommodationType: 'apartment',
    rates: [r('RO', 40_000, false, false)],
  }),
  h('Marina Inn', {
    starCategory: '3',
    chain: 'Rotana',
    distanceFromCityCentreKm: 12,
    rates: [r('BB', 45_000)],
  }),
  h('Deira Budget', {
    starCategory: '2',
    areaId: null,
    areaName: null,
    amenities: [],
    distanceFromCityCentreKm: 3,
    rates: [r('RO', 20_000, true, false)],
  }),
];

const names = (page: ReturnType<typeof queryHotelResults>) => page.hotels.map((x) => x.summary.hotelId);

describe('queryHotelResults: sort and paging', () => {
  it('sorts by price both ways, stars, name and distance', () => {
    expect(names(queryHotelResults(hotels))).toEqual([
      'Deira Budget',
      'Marina Apartments',
      'Marina Inn',
      'Address Downtown',
      'Atlantis The Palm',
    ]);
    expect(names(queryHotelResults(hotels, { sort: 'price-desc' }))[0]).toBe('Atlantis The Palm');
    expect(names(queryHotelResults(hotels, { sort: 'stars-desc' }))).toEqual([
      'Address Downtown',
      'Atlantis The Palm',
      'Marina Inn',
      'Deira Budget',
      'Marina Apartments',
    ]);
    expect(names(queryHotelResults(hotels, { sort: 'stars-asc' }))[0]).toBe('Marina Apartments');
    expect(names(queryHotelResults(hotels, { sort: 'name-asc' }))[0]).toBe('Address Downtown');
    expect(names(queryHotelResults(hotels, { sort: 'distance-asc' })).slice(0, 2)).toEqual([
      'Address Downtown',
      'Deira Budget',
    ]);
  });

  it('pages with skip as a page index', () => {
    const first = queryHotelResults(hotels, { limit: 2 });
    expect(first).toMatchObject({ total: 5, totalUnfiltered: 5, skip: 0, limit: 2, hasMore: true });
    expect(names(queryHotelResults(hotels, { limit: 2, skip: 1 }))).toEqual([
      'Marina Inn',
      'Address Downtown',
    ]);
    const last = queryHotelResults(hotels, { limit: 2, skip: 2 });
    expect(names(last)).toEqual(['Atlantis The Palm']);
    expect(last.hasMore).toBe(false);
    expect(queryHotelResults(hotels, { limit: 2, skip: 9 }).hotels).toEqual([]);
    expect(() => queryHotelResults(hotels, { limit: 0 })).toThrow(/limit/);
    expect(() => queryHotelResults(hotels, { limit: 101 })).toThrow(/limit/);
    expect(() => queryHotelResults(hotels, { skip: -1 })).toThrow(/skip/);
  });
});

describe('queryHotelResults: filters', () => {
  it('shows the cheapest rate the rate filters keep, and ranges on that price', () => {
    const bb = queryHotelResults(hotels, { filters: { boards: ['BB'] } });
    expect(bb.hotels.map((x) => [x.summary.hotelId, x.price])).toEqual([
      ['Marina Inn', 45_000],
      ['Address Downtown', 120_000],
      ['Atlantis The Palm', 170_000],
    ]);
    const refundable = queryHotelResults(hotels, { filters: { refundableOnly: true } });
    expect(refundable.hotels.map((x) => [x.summary.hotelId, x.price])).toEqual([
      ['Deira Budget', 20_000],
      ['Marina Inn', 45_000],
      ['Address Downtown', 120_000],
      ['Atlantis The Palm', 170_000],
    ]);
    expect(names(queryHotelResults(hotels, { filters: { payLaterOnly: true, priceMax: 150_000 } }))).toEqual([
      'Marina Inn',
      'Address Downtown',
    ]);
    expect(names(queryHotelResults(hotels, { filters: { priceMin: 45_000, priceMax: 100_000 } }))).toEqual([
      'Marina Inn',
      'Address Downtown',
    ]);
  });

  it('takes alternatives within stars, types, areas and chains, and all amenities', () => {
    expect(names(queryHotelResults(hotels, { filters: { starCategories: ['5', '3'] } }))).toHaveLength(3);
    expect(names(queryHotelResults(hotels, { filters: { accommodationTypes: ['apartment'] } }))).toEqual([
      'Marina Apartments',
    ]);
    expect(names(queryHotelResults(hotels, { filters: { areas: ['palm', 'downtown'] } }))).toEqual([
      'Address Downtown',
      'Atlantis The Palm',
    ]);
    expect(names(queryHotelResults(hotels, { filters: { chains: ['Rotana'] } }))).toEqual(['Marina Inn']);
    expect(names(queryHotelResults(hotels, { filters: { amenities: ['Spa', 'Beach'] } }))).toEqual([
      'Atlantis The Palm',
    ]);
    expect(matchHotel(hotels[4]!, { areas: ['marina'] })).toBeNull();
    expect(matchHotel(hotels[4]!, { chains: ['Rotana'] })).toBeNull();
  });
});

describe('countFacets', () => {
  it('counts each list over the hotels matching every other filter', () => {
    const facets = countFacets(hotels, { starCategories: ['5'], boards: ['BB'] });
    // Stars ignore the star filter: BB hotels are Atlantis, Address (5) and Marina Inn (3).
    expect(facets.starCategories).toEqual([
      { value: '3', label: '3', count: 1 },
      { value: '5', label: '5', count: 2 },
    ]);
    // Boards ignore the board filter: 5-star hotels have RO (2), BB (2), HB (1).
    expect(facets.boards).toEqual([
      { value: 'RO', label: 'Room Only', count: 2 },
      { value: 'BB', label: 'Bed & Breakfast', count: 2 },
      { value: 'HB', label: 'Half Board', count: 1 },
    ]);
    expect(facets.areas).toEqual([
      { value: 'downtown', label: 'Downtown Dubai', count: 1 },
      { value: 'palm', label: 'Palm Jumeirah', count: 1 },
    ]);
    expect(facets.chains.map((c) => [c.value, c.count])).toEqual([
      ['Emaar', 1],
      ['Kerzner', 1],
    ]);
    // Amenities count over the hotels matching every filter.
    expect(facets.amenities.map((a) => [a.value, a.count])).toEqual([
      ['Pool', 2],
      ['Spa', 2],
      ['Beach', 1],
    ]);
    expect(facets.refundable).toBe(2);
    expect(facets.payLater).toBe(2);
    expect(facets.price).toEqual({ min: 120_000, max: 170_000 });
  });

  it('counts the refundable and pay-later hotels without their own filter, and the full price range', () => {
    const facets = countFacets(hotels, { refundableOnly: true, priceMax: 50_000 });
    expect(facets.refundable).toBe(2);
    expect(facets.payLater).toBe(1);
    expect(facets.price).toEqual({ min: 20_000, max: 170_000 });
    expect(facets.accommodationTypes.map((t) => [t.value, t.count])).toEqual([['hotel', 2]]);
    expect(countFacets([], {}).price).toBeNull();
  });

  it('counts a hotel once per board, however many of its rates have that board', () => {
    // Stored slots: one per board x refundable x pay later, so a board can come back several times.
    const one = h('Twice', { rates: [r('BB', 40_000, false, false), r('RO', 45_000), r('BB', 50_000)] });
    expect(countFacets([one], {}).boards).toEqual([
      { value: 'RO', label: 'Room Only', count: 1 },
      { value: 'BB', label: 'Bed & Breakfast', count: 1 },
    ]);
  });

  it('returns the facets with every page', () => {
    const page = queryHotelResults(hotels, { filters: { chains: ['Emaar'] } });
    expect(page.total).toBe(1);
    expect(page.facets.chains.map((c) => c.value)).toEqual(['Emaar', 'Kerzner', 'Rotana']);
  });
});
