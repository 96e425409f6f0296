import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelSearchAnswer } from '@portal/contracts';
import { clientMarkups } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { hotelSuppliers } from '../../suppliers/hotels/index.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { auth, createHierarchy, type Hierarchy } from '../resellers/resellers.testing.ts';
import { biggestCity, citySearch, ensureHotels, SEARCH_URL, stay, type CityPick } from './hotels.testing.ts';

/**
 * ADR 0038, 0050: a node with a list-pricing worker (the contract walk, the sandbox bedbank's walk,
 * the list's entries and their packing in a thread) answers the search API exactly as a node that
 * prices on its event loop: the same first page, the same later pages, sorts and filters of its
 * stored session, for a reseller and for a sub-agent under the reseller's markups. Tests run without
 * workers by default; here node `w` has one, beside node `t` on the same database and clock.
 */
const clock = fixedClock(new Date());
let t: TestApp;
let w: TestApp;
let h: Hierarchy;
let city: CityPick;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await ensureHotels(t);
  w = await buildTestApp({ clock, database: t.deps.database, env: { HOTEL_PRICING_WORKERS: '1' } });
  h = await createHierarchy(t.deps);
  city = await biggestCity(t);
  await t.deps.database.db.insert(clientMarkups).values({
    agentId: h.resellerA.id,
    product: 'hotel',
    itemId: null,
    type: 'percentage',
    value: 7,
  });
});
afterAll(async () => {
  await w.close();
  await t.close();
});

/** An answer without what names its session (its id and time left). */
const page = ({ searchId: _id, expiresIn: _left, ...rest }: HotelSearchAnswer) => rest;

async function search(node: TestApp, token: string, body: object): Promise<HotelSearchAnswer> {
  const res = await node.app.inject({ method: 'POST', url: SEARCH_URL, payload: body, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelSearchAnswer>();
}

async function pageOf(node: TestApp, token: string, searchId: string, query: string) {
  const url = `${SEARCH_URL}/${searchId}?${query}`;
  const res = await node.app.inject({ method: 'GET', url, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return page(res.json<HotelSearchAnswer>());
}

describe('a node with a list-pricing worker', () => {
  it('answers every search, page, sort and filter as a node pricing on its event loop', async () => {
    expect(w.deps.env.HOTEL_PRICING_WORKERS).toBe(1);
    const stays = [stay(t, 20, 2), stay(t, 45, 7), stay(t, 90, 1)];
    let hotels = 0;
    for (const [i, dates] of stays.entries()) {
      const rooms =
        i === 1
          ? [{ noOfAdults: 3, noOfChildren: 0, childrenAges: [] }]
          : [
              { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
              { noOfAdults: 1, noOfChildren: 1, childrenAges: [5] },
            ];
      for (const token of [h.resellerA.token, h.subOfA.token]) {
        const body = citySearch(t, city.id, { ...dates, rooms, nationality: ['GB', 'IN', 'AE'][i] });
        const inline = await search(t, token, body);
        const pooled = await search(w, token, body);
        expect(page(pooled)).toEqual(page(inline));
        hotels += inline.totalHotels;
        for (const query of [
          'skip=10&limit=10',
          'sortBy=price:desc&limit=20',
          'starCategories=4&refundableOnly=true',
        ])
          expect(await pageOf(w, token, pooled.searchId, query)).toEqual(
            await pageOf(t, token, inline.searchId, query),
          );
      }
    }
    expect(hotels).toBeGreaterThan(6 * 50);
    // The worker priced them: it mirrors the contract lists it walked.
    const pool = hotelSuppliers(w.deps, async () => null).listPool;
    expect((await pool!.heaps())[0]!.mirrored).toBeGreaterThan(0);
    expect(hotelSuppliers(t.deps, async () => null).listPool).toBeNull();
  });
});
