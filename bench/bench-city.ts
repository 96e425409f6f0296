// The opening the in-process benches share (bench/bedbank-list-cpu.ts, bench/contract-walk-cpu.ts,
// bench/results-page-cpu.ts; bench/hotels-search-cpu.ts its arguments and city): their `--name value` arguments, the database of `--database-url`
// and the seeded bench's largest city (the city with the most active hotels) with its hotel
// records as a city search reads them.
import { sql } from 'drizzle-orm';
import { createDb, queryRows, type Db } from '@portal/db';
import { hotelsOfDestination } from '../apps/api/src/modules/hotels/content.cache.ts';

/** The value after `--name` on the command line, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** The bench city: the city with the most active hotels. */
export async function benchCityId(db: Db): Promise<string> {
  const [city] = await queryRows<{ id: string }>(
    db,
    sql`select c.id from hotel_cities c join hotels h on h.city_id = c.id and h.is_active group by c.id order by count(*) desc limit 1`,
  );
  if (!city) throw new Error('the database holds no city with active hotels (seed it first)');
  return city.id;
}

/** Opens `--database-url` and reads the bench city's hotels (close the database when done). */
export async function openBenchCity() {
  const databaseUrl = arg('--database-url', '');
  if (!databaseUrl) throw new Error('--database-url is needed');
  const database = await createDb({ databaseUrl });
  const hotels = await hotelsOfDestination(database.db, 'CITY', await benchCityId(database.db));
  return { database, db: database.db, hotels };
}
