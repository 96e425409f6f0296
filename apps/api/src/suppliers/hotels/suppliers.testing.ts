import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import { addDays, plainDateIn, type RoomPax } from '@portal/domain';
import { hotelsWithIds } from '../../modules/hotels/content.cache.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { HotelSearchRequest, SearchHotel } from './supplier.ts';

/** Hotels the seed sells through both sources (contracts and the bedbank), in one city. */
export async function dualSourceHotels(t: TestApp, limit = 20): Promise<SearchHotel[]> {
  const rows = await queryRows<{ id: string }>(
    t.deps.database.db,
    sql`select h.id from hotels h where h.is_active and h.bedbank_code is not null
          and exists (select 1 from hotel_contracts c where c.hotel_id = h.id and c.is_active)
        order by h.popularity desc, h.name limit ${limit}`,
  );
  const found = await hotelsWithIds(
    t.deps.database.db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => found.get(r.id) ?? []);
}

export function searchRequest(
  t: TestApp,
  hotels: SearchHotel[],
  options: { days?: number; nights?: number; rooms?: RoomPax[]; nationality?: string } = {},
): HotelSearchRequest {
  const today = plainDateIn(t.deps.clock.now());
  const days = options.days ?? 45;
  return {
    hotels,
    fromDate: addDays(today, days),
    toDate: addDays(today, days + (options.nights ?? 3)),
    rooms: options.rooms ?? [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
    nationality: options.nationality ?? 'GB',
    now: t.deps.clock.now(),
  };
}

export const guests = (n = 1) =>
  Array.from({ length: n }, () => [
    { title: 'Mr', firstName: 'Test', lastName: 'Guest', type: 'adult' as const },
    { title: 'Ms', firstName: 'Second', lastName: 'Guest', type: 'adult' as const },
  ]);
