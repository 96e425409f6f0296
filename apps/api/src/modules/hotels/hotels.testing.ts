import { sql } from 'drizzle-orm';
import { queryRows, seedHotels } from '@portal/db';
import { addDays, plainDateIn, type RoomPax } from '@portal/domain';
import type { TestApp } from '../../testing/test-app.ts';
import type { SearchHotel } from '../../suppliers/hotels/index.ts';
import type { HotelMarkupRows } from './markup-resolver.ts';

/** Test helpers of the hotel module (any module's integration tests may use them). */

/** The seeded hotel catalogue in the test database (a no-op when the template already has it). */
export async function ensureHotels(t: TestApp): Promise<void> {
  await seedHotels(t.deps.database.db, { now: t.deps.clock.now() });
}

export interface CityPick {
  id: string;
  name: string;
  hotels: number;
}

/** The city with the most hotels (Dubai in the seed). */
export async function biggestCity(t: TestApp): Promise<CityPick> {
  const [row] = await queryRows<CityPick>(
    t.deps.database.db,
    sql`select c.id, c.name, count(h.id)::int as hotels from hotel_cities c
        join hotels h on h.city_id = c.id and h.is_active group by c.id, c.name order by hotels desc limit 1`,
  );
  if (!row) throw new Error('no hotel city seeded');
  return row;
}

/** Check-in `days` from today (company zone) for `nights` nights. */
export function stay(t: TestApp, days = 30, nights = 3): { fromDate: string; toDate: string } {
  const today = plainDateIn(t.deps.clock.now());
  return { fromDate: addDays(today, days), toDate: addDays(today, days + nights) };
}

/**
 * Issue 38's mixed rooms, as bench/hotels-search.mjs asks them: 1-3 rooms of 1-3 adults, a third of
 * them with 1-2 children aged 0-11; `pick(n)` draws 0..n-1 (the draws' order is part of the workload).
 */
export function mixedRooms(pick: (n: number) => number): RoomPax[] {
  return Array.from({ length: 1 + pick(3) }, () => {
    const children = pick(3) === 0 ? 1 + pick(2) : 0;
    return {
      noOfAdults: 1 + pick(3),
      noOfChildren: children,
      childrenAges: Array.from({ length: children }, () => pick(12)),
    };
  });
}

export const SEARCH_URL = '/api/v1/b2b/hotels/availabilities/search';
export const SINGLE_SEARCH_URL = '/api/v1/b2b/hotels/availabilities/single/search';
export const SUGGESTIONS_URL = '/api/v1/b2b/hotels/availabilities/search/suggestions';

/** A valid list search body for a city (2 rooms, one with a child), `days` ahead. */
export function citySearch(t: TestApp, cityId: string, extra: Record<string, unknown> = {}) {
  return {
    searchQuery: { id: cityId, suggestionType: 'CITY' },
    ...stay(t),
    rooms: [
      { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
      { noOfAdults: 1, noOfChildren: 1, childrenAges: [5] },
    ],
    nationality: 'GB',
    ...extra,
  };
}

/** One API call as a given caller (the authorization matrix's shape). */
type Call = (options: { method: 'POST'; url: string; payload: object }) => Promise<{
  statusCode: number;
  body: string;
  json<T>(): T;
}>;

/** A stored search made through the API by its owner: the matrix probes its paging route. */
export async function ownedHotelSearch(t: TestApp, call: Call): Promise<{ searchId: string }> {
  const city = await biggestCity(t);
  const res = await call({ method: 'POST', url: SEARCH_URL, payload: citySearch(t, city.id) });
  if (res.statusCode !== 200)
    throw new Error(`hotel search failed ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { searchId: res.json<{ searchId: string }>().searchId };
}

/** Any active hotel (shared catalogue content every agent may read). */
export async function anyHotelId(t: TestApp): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.deps.database.db,
    sql`select id from hotels where is_active order by popularity desc, name limit 1`,
  );
  if (!row) throw new Error('no hotel seeded');
  return row.id;
}

/**
 * Three buyers' hotel markup rows over a city's hotels: none; company percentages (one by source)
 * with a flat amount by star category and a client percentage; a sub-agent with rows by star
 * category and source, a room type of `hotels[5]` and the hotel `hotels[3]`.
 */
export function markupBuyers(hotels: readonly SearchHotel[]): HotelMarkupRows[] {
  const hotel = hotels[3]!;
  const room = hotels[5]!.roomTypes[0]!;
  const none: HotelMarkupRows = { company: [], subAgent: [], client: [], accountId: 'a', isSubAgent: false };
  return [
    none,
    {
      ...none,
      company: [
        { type: 'percentage', value: 8, itemId: null, agentId: 'a' },
        { type: 'percentage', value: 12, itemId: 'source:bedbank', agentId: 'a' },
        { type: 'flat', value: 2_500, itemId: 'star:5', agentId: null },
      ],
      client: [{ type: 'percentage', value: 3, itemId: null }],
    },
    {
      ...none,
      isSubAgent: true,
      company: [{ type: 'flat', value: 700, itemId: 'star:4|contract', agentId: null }],
      subAgent: [
        { type: 'percentage', value: 5, itemId: null },
        { type: 'flat', value: 1_500, itemId: 'star:4' },
        { type: 'flat', value: 900, itemId: `room:${room.id}` },
      ],
      client: [{ type: 'flat', value: 1_000, itemId: `hotel:${hotel.id}` }],
    },
  ];
}
