import { describe, expect, it } from 'vitest';
import { hotelResultsQuery, type HotelResultsQuery } from '@portal/contracts';
import { ACCOMMODATION_TYPES, STAR_CATEGORIES } from '@portal/domain';
import type { HotelRecord } from './content.repository.ts';
import { resultsPage } from './results.view.ts';
import { emptyList, type StoredList } from './stored-list.ts';

/*
 * A new stay's first page takes the content columns of the hotels it searched (made once per hotels
 * array) and finds each listed hotel by walking both lists; a stored session's page takes its
 * records by id. Both must answer the same JSON, page for page, under every sort and filter - also
 * where the walk cannot be used (an id listed twice among the searched hotels, a list that is not a
 * run through them), for a list paged again (the view held), and for a stored session's list whose
 * records a searched array's columns hold.
 */

let seed = 5;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(values: readonly T[]): T => values[int(values.length)]!;

const NAMES = ['Alpha', 'alpha', 'Beta', 'Gamma', 'Éta', 'eta', 'Grand Delta'];
const AREAS = ['marina', 'palm', 'deira'];
const CHAINS = ['Emaar', 'Rotana', 'Hilton'];
const AMENITIES = ['Pool', 'Spa', 'Beach', 'Gym', 'Wifi'];

function record(id: string): HotelRecord {
  const areaId = int(4) === 0 ? null : pick(AREAS);
  return {
    id,
    name: pick(NAMES),
    starCategory: pick(STAR_CATEGORIES),
    accommodationType: pick(ACCOMMODATION_TYPES),
    areaId,
    areaName: areaId === null || areaId === 'deira' ? null : `Area ${areaId}`,
    chain: int(2) === 0 ? null : pick(CHAINS),
    amenities: Array.from({ length: int(5) }, () => pick(AMENITIES)),
    distanceFromCityCentreKm: int(5),
    address: `${id} street`,
    cityName: 'Dubai',
    images: [],
    roomTypes: [],
  } as unknown as HotelRecord;
}

/** A list priced from `hotels`: some of them (in their order), 1-6 entries each, few prices (ties). */
function listOf(hotels: readonly HotelRecord[]): StoredList {
  const listed = hotels.filter(() => int(4) !== 0);
  const counts = listed.map(() => 1 + int(6));
  const list = emptyList(
    listed.length,
    counts.reduce((t, n) => t + n, 0),
  );
  let e = 0;
  listed.forEach((hotel, k) => {
    list.ids[k] = hotel.id;
    list.start[k] = e;
    let price = (1 + int(8)) * 5_000;
    for (let r = 0; r < counts[k]!; r++, e++) {
      list.boards[e] = int(5);
      list.prices[e] = price;
      list.sells[e] = price + int(3) * 100;
      list.flags[e] = int(4);
      price += int(3) * 2_500;
    }
    list.max[k] = price;
    list.count[k] = counts[k]! * 2;
    list.sources[k] = 1 + int(3);
  });
  list.start[listed.length] = e;
  return list;
}

const QUERIES: HotelResultsQuery[] = [
  {},
  { sortBy: 'price:desc', limit: 5 },
  { sortBy: 'name:asc', skip: 1, limit: 7 },
  { sortBy: 'stars:desc' },
  { sortBy: 'stars:asc', boardCodes: 'BB,HB' },
  { sortBy: 'distance:asc', refundableOnly: 'true' },
  { starCategories: '4,5', payLaterOnly: 'true' },
  { areas: 'marina,palm', chains: 'Emaar' },
  { amenities: 'Pool,Spa', priceFrom: '100', priceTo: '300' },
  { amenities: 'Sauna' },
  { accommodationTypes: 'hotel,apartment', sortBy: 'price:desc' },
  { hotelName: 'alpha' },
  { hotelName: 'delta', sortBy: 'name:asc' },
];

const session = {
  id: 'session',
  expiresAt: new Date('2026-12-01T00:15:00Z'),
  query: {
    kind: 'list' as const,
    destination: { id: 'city', suggestionType: 'CITY' as const },
    fromDate: '2026-12-10',
    toDate: '2026-12-13',
    rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
    nationality: 'GB',
    priceType: 'all' as const,
    starCategory: null,
  },
};
const now = new Date('2026-12-01T00:00:00Z');

/** Every query's page from the searched hotels (a new stay) against the records by id, as JSON. */
function expectSamePages(stored: StoredList, searched: readonly HotelRecord[]): void {
  const byId = new Map(searched.map((h) => [h.id, h]));
  for (const query of QUERIES) {
    const q = hotelResultsQuery.parse(query);
    const byRecords = JSON.stringify(resultsPage(session, { ...stored }, byId, q, now));
    const fresh = { ...stored };
    expect(JSON.stringify(resultsPage(session, fresh, byId, q, now, searched))).toBe(byRecords);
    // The same list paged again, its view held: by id, and as the search's renewal asks it.
    expect(JSON.stringify(resultsPage(session, fresh, byId, q, now))).toBe(byRecords);
    expect(JSON.stringify(resultsPage(session, fresh, byId, q, now, searched))).toBe(byRecords);
  }
}

describe('a new stay’s first page from the searched hotels’ columns (issue 38)', () => {
  it('answers every sort, filter and page as the records by id do', () => {
    for (let round = 0; round < 30; round++) {
      const searched = Array.from({ length: 5 + int(40) }, (_, i) => record(`h${round}-${i}`));
      expectSamePages(listOf(searched), searched);
    }
  });

  it('answers alike where the searched hotels repeat an id or the list is not a run through them', () => {
    for (let round = 0; round < 10; round++) {
      const searched = Array.from({ length: 10 + int(20) }, (_, i) => record(`d${round}-${i}`));
      // Another record of an id further on: the card shows the last, as the map by id gives it.
      const twice = [...searched, record(searched[int(searched.length)]!.id)];
      expectSamePages(listOf(twice), twice);
      // A list in another order than the hotels searched (reversed): by id, the records' columns
      // those made for the hotels searched (their rows descending).
      const list = listOf(searched);
      expectSamePages(list, searched);
      expectSamePages(listOf([...searched].reverse()), searched);
      expectSamePages(list, [...searched].reverse());
    }
  });
});
