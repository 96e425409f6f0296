import { randomUUID } from 'node:crypto';
import { gzipSync, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelSearchAnswer, HotelSuggestionsAnswer } from '@portal/contracts';
import { clientMarkups, hotelCities, hotels as hotelsTable, hotelSearchSessions } from '@portal/db';
import { addDays, plainDateIn } from '@portal/domain';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { purgeHotelSearches, SEARCH_RETENTION_MS } from './hotels.jobs.ts';
import { ownLiveSession } from './own-session.ts';
import { CONTENT_TTL_MS, forgetHotelContent, hotelsOfDestination, hotelsWithIds } from './content.cache.ts';
import { cacheSizes, estimateBytes } from '../../lib/bounded-cache.ts';
import { encodeList, hotelsOfList } from './stored-list.ts';
import { compactForm, compactHeadLength, joinCompactList, splitCompactList } from './stored-list-compact.ts';
import { auth, createHierarchy, type Hierarchy } from '../resellers/resellers.testing.ts';
import {
  biggestCity,
  citySearch,
  ensureHotels,
  SEARCH_URL,
  SUGGESTIONS_URL,
  type CityPick,
} from './hotels.testing.ts';

const clock = fixedClock(new Date());
let t: TestApp;
let h: Hierarchy;
let city: CityPick;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await ensureHotels(t);
  h = await createHierarchy(t.deps);
  city = await biggestCity(t);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = h.resellerA.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const post = (url: string, payload: object, token: string | null = h.resellerA.token) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });

async function search(extra: Record<string, unknown> = {}, query = ''): Promise<HotelSearchAnswer> {
  const res = await post(`${SEARCH_URL}${query}`, citySearch(t, city.id, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelSearchAnswer>();
}

describe('suggestions', () => {
  const suggest = async (text: string) => {
    const res = await get(`${SUGGESTIONS_URL}?search=${encodeURIComponent(text)}`);
    expect(res.statusCode).toBe(200);
    return res.json<HotelSuggestionsAnswer>();
  };

  it('groups cities, areas and hotels with exactly the spec fields (areas also name their emirate), prefix matches first', async () => {
    const answer = await suggest('dub');
    expect(answer.cities[0]).toEqual({
      cityId: city.id,
      cityName: 'Dubai',
      stateName: 'Dubai',
      countryName: 'United Arab Emirates',
      propertyCount: city.hotels,
      suggestionType: 'CITY',
    });
    for (const a of answer.areas) {
      expect(Object.keys(a).sort()).toEqual(
        [
          'areaId',
          'areaName',
          'cityName',
          'stateName',
          'countryName',
          'propertyCount',
          'suggestionType',
        ].sort(),
      );
    }
    // Prefix matches ("Dubai Marina") before matches inside a name ("... Dubai ..."), then by property count.
    const ranks = answer.areas.map((a) => (a.areaName.toLowerCase().startsWith('dub') ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());
    for (const hotel of answer.hotels) {
      expect(Object.keys(hotel).sort()).toEqual(
        ['cityName', 'countryName', 'hotelId', 'hotelName', 'stateName', 'suggestionType'].sort(),
      );
    }
  });

  it('ignores accents and case', async () => {
    const plain = await suggest('atlantis');
    expect(plain.hotels.some((x) => x.hotelName.startsWith('Atlantis'))).toBe(true);
    expect(await suggest('ÄTLANTÍS')).toEqual(plain);
    expect(await suggest('  Atlantis  ')).toEqual(plain);
  });

  it('answers empty lists below 3 characters and for no match; needs a token', async () => {
    expect(await suggest('du')).toEqual({ cities: [], areas: [], hotels: [] });
    expect(await suggest('zzqqxx')).toEqual({ cities: [], areas: [], hotels: [] });
    expect((await get(`${SUGGESTIONS_URL}?search=dubai`, null)).statusCode).toBe(401);
  });
});

describe('availability search', () => {
  it('searches a city with two rooms: every hotel with a rate, cheapest first, with facets', async () => {
    const answer = await search();
    expect(answer.totalHotels).toBeGreaterThan(city.hotels * 0.8);
    expect(answer.filteredHotelsCount).toBe(answer.totalHotels);
    expect(answer).toMatchObject({
      skip: 0,
      limit: 10,
      sortBy: 'price:asc',
      noOfNights: 3,
      priceType: 'all',
    });
    expect(answer.expiresIn).toBe(900);
    expect(answer.roomPaxes).toHaveLength(2);
    const prices = answer.hotels.map((x) => x.minRate);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const card of answer.hotels) {
      expect(card.minSellRate).toBeGreaterThanOrEqual(card.minRate);
      expect(card.maxRate).toBeGreaterThanOrEqual(card.minRate);
      expect(card.minRateMajor).toBe(card.minRate / 100);
      expect(card.hotel.cityName).toBe('Dubai');
      expect(card.boards.length).toBeGreaterThan(0);
    }
    const starTotal = answer.filters.starCategories.reduce((s, f) => s + f.count, 0);
    expect(starTotal).toBe(answer.totalHotels);
    expect(answer.filters.priceRange?.min).toBe(prices[0]);
    expect(answer.hotels.some((x) => x.sources.includes('contract'))).toBe(true);
    expect(answer.hotels.some((x) => x.sources.includes('bedbank'))).toBe(true);
  });

  it('pages, sorts and filters the stored search without asking the suppliers again', async () => {
    const first = await search();
    const url = (q: string) => `${SEARCH_URL}/${first.searchId}?${q}`;
    const page1 = (await get(url('skip=1&limit=10'))).json<HotelSearchAnswer>();
    expect(page1.skip).toBe(1);
    expect(page1.hotels[0]?.minRate).toBeGreaterThanOrEqual(first.hotels.at(-1)?.minRate ?? 0);
    expect(page1.hotels.map((x) => x.hotel.id)).not.toContain(first.hotels[0]?.hotel.id);

    const fives = (await get(url('starCategories=5&sortBy=price:desc&limit=50'))).json<HotelSearchAnswer>();
    expect(fives.filteredHotelsCount).toBe(first.filters.starCategories.find((f) => f.value === '5')?.count);
    expect(fives.hotels.every((x) => x.hotel.starCategory === '5')).toBe(true);
    const desc = fives.hotels.map((x) => x.minRate);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(fives.appliedFilters.starCategories).toEqual(['5']);

    const bb = (await get(url('boardCodes=BB&refundableOnly=true&limit=100'))).json<HotelSearchAnswer>();
    expect(bb.hotels.every((x) => x.boards.includes('BB') && x.refundableAvailable)).toBe(true);
    expect(bb.filteredHotelsCount).toBeLessThanOrEqual(first.totalHotels);

    const byName = (await get(url('sortBy=name:asc&limit=20'))).json<HotelSearchAnswer>();
    const names = byName.hotels.map((x) => x.hotel.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const near = (await get(url('sortBy=distance:asc&limit=20'))).json<HotelSearchAnswer>();
    const km = near.hotels.map((x) => x.hotel.distanceFromCityCentreKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));

    const window = (
      await get(url(`priceFrom=${first.hotels[2]?.minRate}&priceTo=${first.hotels[5]?.minRate}`))
    ).json<HotelSearchAnswer>();
    expect(
      window.hotels.every(
        (x) => x.minRate >= first.hotels[2]!.minRate && x.minRate <= first.hotels[5]!.minRate,
      ),
    ).toBe(true);

    const named = first.hotels[0]!.hotel.name;
    const found = (
      await get(url(`hotelName=${encodeURIComponent(named.toUpperCase())}`))
    ).json<HotelSearchAnswer>();
    expect(found.hotels.map((x) => x.hotel.name)).toContain(named);
  });

  it('priceType static asks only our contracts, dynamic only the bedbank; star categories narrow the search', async () => {
    const staticOnly = await search({ priceType: 'static' }, '?limit=100');
    expect(staticOnly.hotels.every((x) => x.sources.join() === 'contract')).toBe(true);
    const dynamicOnly = await search({ priceType: 'dynamic' }, '?limit=100');
    expect(dynamicOnly.hotels.every((x) => x.sources.join() === 'bedbank')).toBe(true);
    const fourFive = await search({ starCategory: ['4', '5'] }, '?limit=100');
    expect(fourFive.hotels.every((x) => ['4', '5'].includes(x.hotel.starCategory))).toBe(true);
    expect(fourFive.filters.starCategories.map((f) => f.value).sort()).toEqual(['4', '5']);
  });

  it('searches one area or one hotel', async () => {
    const area = (await get(`${SUGGESTIONS_URL}?search=marina`)).json<HotelSuggestionsAnswer>().areas[0]!;
    const inArea = await search({ searchQuery: { id: area.areaId, suggestionType: 'AREA' } }, '?limit=100');
    expect(inArea.totalHotels).toBeGreaterThan(0);
    expect(inArea.hotels.every((x) => x.hotel.areaId === area.areaId)).toBe(true);
    const one = inArea.hotels[0]!.hotel;
    const single = await search({ searchQuery: { id: one.id, suggestionType: 'HOTEL' } });
    expect(single.hotels.map((x) => x.hotel.id)).toEqual([one.id]);
  });
});

describe('the content cache (issue 38)', () => {
  it('answers a destination the same array while its records are the same, a new one once a record changes', async () => {
    const db = t.deps.database.db;
    forgetHotelContent(db);
    const now = Date.now();
    const first = await hotelsOfDestination(db, 'CITY', city.id, now);
    expect(first.length).toBe(city.hotels);
    expect(await hotelsOfDestination(db, 'CITY', city.id, now + 1_000)).toBe(first);
    // One hotel's record goes stale and is read again by id, unchanged: the record held is kept (what
    // is derived per record, such as its contract pack, is not built again), and so is the list.
    const stale = first[3]!;
    expect((await hotelsWithIds(db, [stale.id], now + CONTENT_TTL_MS + 1)).get(stale.id)).toBe(stale);
    expect(await hotelsOfDestination(db, 'CITY', city.id, now + 2_000)).toBe(first);
    // Changed in the database (no feed here: the reload finds it): a new record, a new list with it
    // in its place, then answered as the same array in turn.
    const renamed = `${stale.name} (renamed)`;
    await db.update(hotelsTable).set({ name: renamed }).where(eq(hotelsTable.id, stale.id));
    try {
      const reloaded = (await hotelsWithIds(db, [stale.id], now + 3 * CONTENT_TTL_MS)).get(stale.id)!;
      expect(reloaded).not.toBe(stale);
      expect(reloaded.name).toBe(renamed);
      const second = await hotelsOfDestination(db, 'CITY', city.id, now + 3_000);
      expect(second).not.toBe(first);
      expect(second[3]).toBe(reloaded);
      expect(second.map((hotel) => hotel.id)).toEqual(first.map((hotel) => hotel.id));
      expect(second.filter((hotel, i) => hotel !== first[i])).toEqual([reloaded]);
      expect(await hotelsOfDestination(db, 'CITY', city.id, now + 4_000)).toBe(second);
      // Past the destination's minute everything is read again; nothing changed, so the same records
      // (the rows may come back in another order after the update, and then in a new array).
      const third = await hotelsOfDestination(db, 'CITY', city.id, now + CONTENT_TTL_MS + 10);
      expect(third.length).toBe(second.length);
      expect(third.filter((hotel) => !second.includes(hotel))).toEqual([]);
    } finally {
      await db.update(hotelsTable).set({ name: stale.name }).where(eq(hotelsTable.id, stale.id));
      forgetHotelContent(db);
    }
  });

  it("shows a renamed city in the next search at once: the change feed empties the content, not the records' age", async () => {
    const before = await search();
    const name = before.hotels[0]!.hotel.cityName;
    const renamed = `${name} (renamed)`;
    await t.deps.database.db.update(hotelCities).set({ name: renamed }).where(eq(hotelCities.id, city.id));
    // Written by this node: on PostgreSQL the feed's NOTIFY may come after the next search otherwise.
    noteLocalChange();
    try {
      const after = await search();
      expect(after.hotels.length).toBeGreaterThan(0);
      expect(after.hotels.every((x) => x.hotel.cityName === renamed)).toBe(true);
    } finally {
      await t.deps.database.db.update(hotelCities).set({ name }).where(eq(hotelCities.id, city.id));
      noteLocalChange();
    }
  });

  it('reports its records and their estimated bytes (hotel-content)', async () => {
    const db = t.deps.database.db;
    forgetHotelContent(db);
    const list = await hotelsOfDestination(db, 'CITY', city.id, Date.now());
    const row = cacheSizes().find((c) => c.name === 'hotel-content');
    // Summed over the process's live caches (other test files' databases may hold some too).
    expect(row!.entries).toBeGreaterThanOrEqual(list.length);
    expect(row!.bytes).toBeGreaterThanOrEqual(estimateBytes(list[0]!) * list.length * 0.5);
    expect(row!.maxBytes).toBeGreaterThan(row!.bytes);
    forgetHotelContent(db);
  });
});

describe('stored list sessions (issue 38: the list as columns)', () => {
  it('pages a session read back from its row, and ones stored before (v 4, v 3, v 2), as this node pages its own', async () => {
    const db = t.deps.database.db;
    // A sub-agent with its own client markups: sell prices differ from agent prices, by star.
    await db.insert(clientMarkups).values([
      { agentId: h.subOfA.id, product: 'hotel', itemId: null, type: 'percentage', value: 7 },
      { agentId: h.subOfA.id, product: 'hotel', itemId: 'star:5', type: 'flat', value: 35 },
    ]);
    const token = h.subOfA.token;
    const res = await post(SEARCH_URL, citySearch(t, city.id), token);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<HotelSearchAnswer>();
    expect(mine.hotels.every((x) => x.minSellRate > x.minRate)).toBe(true);
    const [row] = await db
      .select()
      .from(hotelSearchSessions)
      .where(eq(hotelSearchSessions.id, mine.searchId));
    expect(row!.results).toEqual({ v: 5, kind: 'list' });
    // The same session as another node reads it (its row), and as the three previous releases
    // stored it: v 4 (the float columns, zstd), v 3 (the same gzipped, in base64 inside `results`),
    // v 2 (the hotels as gzipped JSON).
    const stored = row!.list!;
    const headLength = compactHeadLength(stored);
    const list = joinCompactList(
      stored.subarray(0, headLength),
      zstdDecompressSync(stored.subarray(headLength)),
    );
    const hotels = hotelsOfList(list);
    expect(hotels.length).toBe(mine.totalHotels);
    const { head, columns: compact } = splitCompactList(list);
    expect(Buffer.concat([head, compact])).toEqual(
      Buffer.concat([stored.subarray(0, headLength), zstdDecompressSync(stored.subarray(headLength))]),
    );
    // The compact form held the ids as bytes and the prices as integers (its smallest form).
    expect(compactForm(stored)).toEqual({ uuids: true, integers: true, packedFlags: true });
    const columns = encodeList(list);
    const copy = async (results: object, list: Buffer | null) => {
      const [inserted] = await db
        .insert(hotelSearchSessions)
        .values({ ...row!, id: undefined, results, list })
        .returning({ id: hotelSearchSessions.id });
      return inserted!.id;
    };
    const read = await copy(row!.results as object, row!.list);
    const v4 = await copy({ v: 4, kind: 'list' }, zstdCompressSync(columns));
    const v3 = await copy(
      { v: 3, kind: 'list', z: gzipSync(columns, { level: 1 }).toString('base64') },
      null,
    );
    const old = await copy(
      {
        v: 2,
        kind: 'list',
        z: gzipSync(JSON.stringify(hotels)).toString('base64'),
      },
      null,
    );
    const queries = [
      '',
      'skip=2&limit=7',
      'sortBy=price:desc&limit=100',
      'sortBy=name:asc&boardCodes=BB&boardCodes=HB',
      'sortBy=stars:desc&refundableOnly=true',
      'sortBy=distance:asc&payLaterOnly=true&limit=100',
      `priceFrom=${mine.hotels[3]!.minRate}&priceTo=${mine.hotels[9]!.minRate}&sortBy=stars:asc`,
      'starCategories=4&starCategories=5&boardCodes=RO&refundableOnly=true',
      `hotelName=${encodeURIComponent(mine.hotels[0]!.hotel.name.slice(0, 4))}`,
    ];
    for (const q of queries) {
      const own = await get(`${SEARCH_URL}/${mine.searchId}?${q}`, token);
      expect(own.statusCode, own.body).toBe(200);
      for (const id of [read, v4, v3, old]) {
        const res = await get(`${SEARCH_URL}/${id}?${q}`, token);
        expect(res.statusCode, res.body).toBe(200);
        expect({ ...res.json<HotelSearchAnswer>(), searchId: mine.searchId }, `${q} (${id})`).toEqual(
          own.json<HotelSearchAnswer>(),
        );
      }
    }
  });
});

describe('stored sessions of a format this release does not know (a rolling deploy)', () => {
  it('answers them as an expired search (410), never a 500, and logs a warning once per format', async () => {
    const db = t.deps.database.db;
    const mine = await search();
    const [row] = await db
      .select()
      .from(hotelSearchSessions)
      .where(eq(hotelSearchSessions.id, mine.searchId));
    // As a newer release (v 6) or a malformed row (no version) would have stored it, read from its
    // row as another node reads it.
    const copy = async (results: unknown) => {
      const [inserted] = await db
        .insert(hotelSearchSessions)
        .values({ ...row!, id: undefined, results })
        .returning({ id: hotelSearchSessions.id });
      return inserted!.id;
    };
    for (const results of [{ v: 6, kind: 'list', columns: 'zz' }, { kind: 'list' }, 'list']) {
      const id = await copy(results);
      const res = await get(`${SEARCH_URL}/${id}?sortBy=price:desc`);
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json<{ error: string }>().error).toMatch(/expired.*search again/i);
      // Someone else's: 404 as before, nothing about it leaks.
      expect((await get(`${SEARCH_URL}/${id}`, h.resellerB.token)).statusCode).toBe(404);
    }

    const id = await copy({ v: 7, kind: 'list' });
    const warnings: unknown[] = [];
    const log = { warn: (details: Record<string, unknown>) => warnings.push(details) };
    for (let i = 0; i < 3; i++) {
      const read = ownLiveSession(db, id, h.resellerA.id, clock.now(), log);
      await expect(read).rejects.toMatchObject({ code: 'GONE' });
    }
    expect(warnings).toEqual([{ searchId: id, version: '7' }]);
  });
});

describe('stored searches belong to their agent', () => {
  it('another agent, or the owner’s sub-agent, cannot page it (404); an admin is refused by role', async () => {
    const mine = await search();
    const url = `${SEARCH_URL}/${mine.searchId}`;
    expect((await get(url)).statusCode).toBe(200);
    for (const other of [h.resellerB.token, h.subOfA.token, h.subOfB.token]) {
      const res = await get(url, other);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(mine.hotels[0]!.hotel.id);
    }
    expect((await get(url, h.admin)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(`${SEARCH_URL}/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`${SEARCH_URL}/not-a-uuid`)).statusCode).toBe(400);
  });

  it('expires after 15 minutes with a clear 410', async () => {
    const mine = await search();
    clock.advance(15 * 60_000 + 1000);
    try {
      const res = await get(`${SEARCH_URL}/${mine.searchId}`);
      expect(res.statusCode).toBe(410);
      expect(res.json<{ error: string }>().error).toMatch(/expired.*search again/i);
      // An hour after expiry the housekeeping job deletes it; then it is simply not found.
      clock.advance(SEARCH_RETENTION_MS);
      expect(await purgeHotelSearches(t.deps)).toBeGreaterThan(0);
      expect((await get(`${SEARCH_URL}/${mine.searchId}`)).statusCode).toBe(404);
    } finally {
      clock.set(new Date());
    }
  });
});

describe('bad input answers 400 with field errors', () => {
  const today = () => plainDateIn(clock.now());
  const cases: [string, () => Record<string, unknown>, string][] = [
    [
      'check-in in the past',
      () => ({ fromDate: addDays(today(), -1), toDate: addDays(today(), 2) }),
      'fromDate',
    ],
    [
      'check-out before check-in',
      () => ({ fromDate: addDays(today(), 10), toDate: addDays(today(), 9) }),
      'toDate',
    ],
    [
      'check-out on check-in',
      () => ({ fromDate: addDays(today(), 10), toDate: addDays(today(), 10) }),
      'toDate',
    ],
    [
      'more than 90 nights',
      () => ({ fromDate: addDays(today(), 10), toDate: addDays(today(), 101) }),
      'toDate',
    ],
    ['not a date', () => ({ fromDate: '2030-02-30' }), 'fromDate'],
    ['no rooms', () => ({ rooms: [] }), 'rooms'],
    ['five rooms', () => ({ rooms: Array.from({ length: 5 }, () => ({ noOfAdults: 1 })) }), 'rooms'],
    ['no adults', () => ({ rooms: [{ noOfAdults: 0 }] }), 'rooms.0.noOfAdults'],
    ['nine adults', () => ({ rooms: [{ noOfAdults: 9 }] }), 'rooms.0.noOfAdults'],
    [
      'five children',
      () => ({ rooms: [{ noOfAdults: 1, noOfChildren: 5, childrenAges: [1, 2, 3, 4, 5] }] }),
      'rooms.0.noOfChildren',
    ],
    [
      'a missing child age',
      () => ({ rooms: [{ noOfAdults: 1, noOfChildren: 2, childrenAges: [4] }] }),
      'rooms.0.childrenAges.1',
    ],
    [
      'a child aged 12',
      () => ({ rooms: [{ noOfAdults: 1, noOfChildren: 1, childrenAges: [12] }] }),
      'rooms.0.childrenAges.0',
    ],
    [
      'an unknown destination',
      () => ({ searchQuery: { id: randomUUID(), suggestionType: 'CITY' } }),
      'searchQuery.id',
    ],
    [
      'an unknown hotel',
      () => ({ searchQuery: { id: randomUUID(), suggestionType: 'HOTEL' } }),
      'searchQuery.id',
    ],
    [
      'a malformed destination',
      () => ({ searchQuery: { id: 'dubai', suggestionType: 'CITY' } }),
      'searchQuery.id',
    ],
    ['an unknown nationality', () => ({ nationality: 'XX' }), 'nationality'],
    ['a nationality that is no code', () => ({ nationality: 'British' }), 'nationality'],
    ['a price type', () => ({ priceType: 'cheap' }), 'priceType'],
    ['a star category', () => ({ starCategory: ['6'] }), 'starCategory.0'],
  ];
  it.each(cases)('%s', async (_, patch, field) => {
    const res = await post(SEARCH_URL, citySearch(t, city.id, patch()));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ error: string; fieldErrors: Record<string, string[]> }>();
    expect(Object.keys(body.fieldErrors)).toContain(field);
    expect(body.error.length).toBeGreaterThan(5);
  });

  it('rejects malformed paging parameters', async () => {
    const mine = await search();
    for (const q of [
      'skip=-1',
      'limit=0',
      'limit=101',
      'sortBy=cheapest',
      'boardCodes=XX',
      'priceFrom=abc',
      'starCategories=9',
    ]) {
      expect((await get(`${SEARCH_URL}/${mine.searchId}?${q}`)).statusCode, q).toBe(400);
    }
  });
});
