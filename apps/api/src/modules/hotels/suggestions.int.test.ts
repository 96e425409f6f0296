import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCounters, hotels, normalizeSearchText, queryRows, type DbOrTx } from '@portal/db';
import type { HotelSuggestionsAnswer } from '@portal/contracts';
import { changeFeed } from '../../lib/change-feed.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { auth, createHierarchy, type Hierarchy } from '../resellers/resellers.testing.ts';
import { ensureHotels, SUGGESTIONS_URL } from './hotels.testing.ts';
import { SUGGESTION_LIMITS } from './suggestions.repository.ts';

let t: TestApp;
let h: Hierarchy;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  h = await createHierarchy(t.deps);
});
afterAll(() => t.close());

const suggest = async (text: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${SUGGESTIONS_URL}?search=${encodeURIComponent(text)}`,
    headers: auth(h.resellerA.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelSuggestionsAnswer>();
};

/** The SQL the in-memory index replaced (rank by where the text matched, then count or popularity, then name). */
const rank = (column: string, text: string) =>
  sql`case when ${sql.raw(column)} like ${`${text}%`} then 0 when ${sql.raw(column)} like ${`% ${text}%`} then 1 else 2 end`;
async function bySql(db: DbOrTx, search: string): Promise<HotelSuggestionsAnswer> {
  const text = normalizeSearchText(search);
  if (text.length < 3) return { cities: [], areas: [], hotels: [] };
  const like = `%${text}%`;
  const [cities, areas, found] = await Promise.all([
    queryRows<HotelSuggestionsAnswer['cities'][number]>(
      db,
      sql`select c.id as "cityId", c.name as "cityName", c.state as "stateName", co.name as "countryName",
            (select count(*)::int from hotels h where h.city_id = c.id and h.is_active) as "propertyCount",
            'CITY' as "suggestionType"
          from hotel_cities c join countries co on co.isocode = c.country_code
          where c.name_search like ${like}
          order by ${rank('c.name_search', text)}, "propertyCount" desc, c.name limit ${SUGGESTION_LIMITS.cities}`,
    ),
    queryRows<HotelSuggestionsAnswer['areas'][number]>(
      db,
      sql`select a.id as "areaId", a.name as "areaName", c.name as "cityName", c.state as "stateName",
            co.name as "countryName",
            (select count(*)::int from hotels h where h.area_id = a.id and h.is_active) as "propertyCount",
            'AREA' as "suggestionType"
          from hotel_areas a join hotel_cities c on c.id = a.city_id join countries co on co.isocode = c.country_code
          where a.name_search like ${like}
          order by ${rank('a.name_search', text)}, "propertyCount" desc, a.name limit ${SUGGESTION_LIMITS.areas}`,
    ),
    queryRows<HotelSuggestionsAnswer['hotels'][number]>(
      db,
      sql`select h.id as "hotelId", h.name as "hotelName", c.name as "cityName", c.state as "stateName",
            co.name as "countryName", 'HOTEL' as "suggestionType"
          from hotels h join hotel_cities c on c.id = h.city_id join countries co on co.isocode = c.country_code
          where h.is_active and h.name_search like ${like}
          order by ${rank('h.name_search', text)}, h.popularity desc, h.name limit ${SUGGESTION_LIMITS.hotels}`,
    ),
  ]);
  return { cities, areas, hotels: found };
}

describe('hotel suggestions from the in-memory index', () => {
  it('answer exactly what the SQL answered: same rows, ranking and limits', async () => {
    const [first] = await t.deps.database.db.select({ name: hotels.name }).from(hotels).limit(1);
    const queries = ['dub', 'DUBAI', 'abu', 'mar', 'marina', 'hotel', 'resort', 'the', 'beach', 'al ', 'jum'];
    queries.push('man', 'ara', 'tow', 'sid', 'lan', 'umm', 'tra');
    queries.push(
      'palm',
      'ÄTLANTÍS',
      ' atlantis ',
      "d'ubai",
      'zzqqxx',
      'du',
      first!.name,
      first!.name.slice(0, 5),
    );
    for (const text of queries)
      expect(await suggest(text), text).toEqual(await bySql(t.deps.database.db, text));
    const many = await suggest('the');
    expect(many.hotels).toHaveLength(SUGGESTION_LIMITS.hotels);
  });

  it('follows a change through the change counter: a renamed and a deactivated hotel, and the counts', async () => {
    const db = t.deps.database.db;
    const version = async () =>
      (await db.select().from(changeCounters).where(eq(changeCounters.name, 'hotels')))[0]!.version;
    const [one, two] = await db
      .select({ id: hotels.id, name: hotels.name, cityId: hotels.cityId })
      .from(hotels)
      .where(eq(hotels.isActive, true))
      .limit(2);
    const cityCount = async (cityId: string) =>
      (await suggest('dubai')).cities.find((c) => c.cityId === cityId)?.propertyCount;
    const countBefore = await cityCount(two!.cityId);
    const before = await version();

    await db
      .update(hotels)
      .set({ name: 'Qasr Nazwa Retreat', nameSearch: normalizeSearchText('Qasr Nazwa Retreat') })
      .where(eq(hotels.id, one!.id));
    await db.update(hotels).set({ isActive: false }).where(eq(hotels.id, two!.id));
    expect(await version()).toBeGreaterThanOrEqual(before + 2);
    // Another node's write: seen through NOTIFY or within CHANGE_CHECK_MS; here at the next read.
    changeFeed(t.deps.database).recheck();

    expect((await suggest('nazwa')).hotels.map((x) => x.hotelId)).toEqual([one!.id]);
    expect((await suggest(two!.name)).hotels.map((x) => x.hotelId)).not.toContain(two!.id);
    if (countBefore !== undefined) expect(await cityCount(two!.cityId)).toBe(countBefore - 1);
    expect(await suggest('nazwa')).toEqual(await bySql(db, 'nazwa'));

    await db.update(hotels).set({ isActive: true }).where(eq(hotels.id, two!.id));
    await db
      .update(hotels)
      .set({ name: one!.name, nameSearch: normalizeSearchText(one!.name) })
      .where(eq(hotels.id, one!.id));
    changeFeed(t.deps.database).recheck();
    expect((await suggest('nazwa')).hotels).toEqual([]);
  });

  it("names the emirate of every area and hotel (HOT-015): Al Ain's are in Abu Dhabi", async () => {
    const answer = await suggest('al ain');
    expect(answer.hotels.length).toBeGreaterThan(0);
    expect(answer.areas.length).toBeGreaterThan(0);
    for (const row of [...answer.hotels, ...answer.areas]) expect(row.stateName).toBe('Abu Dhabi');
  });

  it('answers with an ETag and 304 for the same version', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `${SUGGESTIONS_URL}?search=dubai`,
      headers: auth(h.resellerA.token),
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: `${SUGGESTIONS_URL}?search=dubai`,
      headers: { ...auth(h.resellerA.token), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
