import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelSearchAnswer, SingleHotelSearchAnswer } from '@portal/contracts';
import { agents, clientMarkups, type DbHandle } from '@portal/db';
import { CHANGE_CHECK_MS } from '../../lib/change-feed.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { afterOtherProcessChange, withTwoNodes } from '../../testing/second-node.ts';
import { removeCompanyMarkup, setCompanyMarkup } from '../markups/company-markups.service.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { dualSourceHotels } from '../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels, SEARCH_URL, SINGLE_SEARCH_URL, stay } from './hotels.testing.ts';
import { setClientMarkupUncounted } from '../markups/markup-rows.testing.ts';

/**
 * ADR 0040 and 0046: hotel searches take the buyer's markup rows from memory (markup-rows.cache.ts)
 * until the change counter 'markups' moves. The list and the single-hotel search price through
 * different paths, so after every kind of markup change their cheapest prices must agree, and equal
 * the price without markups plus the markup now in the database (flat markups: what each test
 * expects).
 */

const ROOMS = [
  { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
  { noOfAdults: 1, noOfChildren: 1, childrenAges: [4] },
];
const NIGHTS = 2;
const UNITS = ROOMS.length * NIGHTS;
const DAYS = 37;

let hotel: { id: string; starCategory: string };

interface Cheapest {
  agent: number;
  sell: number;
}

async function listCheapest(t: TestApp, token: string): Promise<Cheapest> {
  const res = await t.app.inject({
    method: 'POST',
    url: SEARCH_URL,
    headers: auth(token),
    payload: {
      searchQuery: { id: hotel.id, suggestionType: 'HOTEL' },
      ...stay(t, DAYS, NIGHTS),
      rooms: ROOMS,
      nationality: 'AE',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const card = res.json<HotelSearchAnswer>().hotels[0]!;
  return { agent: card.minRate, sell: card.minSellRate };
}

async function singleCheapest(t: TestApp, token: string): Promise<Cheapest> {
  const res = await t.app.inject({
    method: 'POST',
    url: SINGLE_SEARCH_URL,
    headers: auth(token),
    payload: { hotelId: hotel.id, ...stay(t, DAYS, NIGHTS), rooms: ROOMS, nationality: 'AE' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const rates = res.json<SingleHotelSearchAnswer>().rooms.flatMap((room) => room.rates);
  const agent = Math.min(...rates.map((r) => r.agentPrice));
  return { agent, sell: rates.find((r) => r.agentPrice === agent)!.sellPrice };
}

/** The list's cheapest prices, checked against the single-hotel search's (both read the rows held). */
async function current(t: TestApp, token: string, node: TestApp = t): Promise<Cheapest> {
  const list = await listCheapest(node, token);
  expect(list).toEqual(await singleCheapest(t, token));
  return list;
}

const setClient = (t: TestApp, agent: TestAgent, markup: number) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/b2b/markups/hotels/client/upsert',
    headers: auth(agent.token),
    payload: { scope: 'star', itemId: hotel.starCategory, markupType: 'flat', markup },
  });

describe('hotel list searches price with the current markup rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await ensureHotels(t);
    const [picked] = await dualSourceHotels(t, 1);
    if (!picked) throw new Error('no hotel sold by both sources');
    hotel = picked;
  });
  afterAll(() => t.close());

  it('a markup set or removed through the API or the command line reaches the next search', async () => {
    const agent = await createAgentWithToken(t.deps);
    const before = await current(t, agent.token);
    expect(before.sell).toBe(before.agent);

    // The buyer's own client markup (agency API): on the sell price.
    expect((await setClient(t, agent, 10)).statusCode).toBe(200);
    const client = await current(t, agent.token);
    expect(client).toEqual({ agent: before.agent, sell: before.agent + 1_000 * UNITS });
    expect((await setClient(t, agent, 12.5)).statusCode).toBe(200);
    expect((await current(t, agent.token)).sell).toBe(before.agent + 1_250 * UNITS);

    // A company markup for the buyer's account (admin command line): on the agent price.
    const scope = { agent: agent.id, product: 'hotel' as const, itemId: null };
    await setCompanyMarkup(t.deps, { ...scope, type: 'flat', value: 30 });
    const company = await current(t, agent.token);
    expect(company.agent).toBe(before.agent + 3_000 * UNITS);
    await removeCompanyMarkup(t.deps, scope);
    expect((await current(t, agent.token)).agent).toBe(before.agent);
  });

  it('a markup changed by plain SQL, as by another process, reaches the next search', async () => {
    const agent = await createAgentWithToken(t.deps);
    expect((await setClient(t, agent, 10)).statusCode).toBe(200);
    const before = await current(t, agent.token);
    await t.deps.database.db
      .update(clientMarkups)
      .set({ value: 2_500 })
      .where(eq(clientMarkups.agentId, agent.id));
    await afterOtherProcessChange(t.deps.database);
    expect(await current(t, agent.token)).toEqual({
      agent: before.agent,
      sell: before.agent + 2_500 * UNITS,
    });
    await t.deps.database.db.delete(clientMarkups).where(eq(clientMarkups.agentId, agent.id));
    await afterOtherProcessChange(t.deps.database);
    expect(await current(t, agent.token)).toEqual({ agent: before.agent, sell: before.agent });
  });

  it('serves the rows from memory: a change that bypasses the counter is not seen until one that moves it', async () => {
    const agent = await createAgentWithToken(t.deps);
    expect((await setClient(t, agent, 10)).statusCode).toBe(200);
    const before = await current(t, agent.token);
    // Without its trigger the edit moves no counter: the list still prices with the rows held,
    // which shows that the search did not read them.
    const { db } = t.deps.database;
    await setClientMarkupUncounted(db, agent.id, 4_000);
    await afterOtherProcessChange(t.deps.database);
    expect(await listCheapest(t, agent.token)).toEqual(before);
    expect(await singleCheapest(t, agent.token)).toEqual(before);
    // Any counted statement on a markup table empties the cache; the rows are then read again.
    await db.execute(sql`update company_markups set value = value where false`);
    await afterOtherProcessChange(t.deps.database);
    expect((await current(t, agent.token)).sell).toBe(before.agent + 4_000 * UNITS);
  });

  it('holds each buyer its own rows', async () => {
    const agent = await createAgentWithToken(t.deps);
    const other = await createAgentWithToken(t.deps);
    expect((await setClient(t, agent, 10)).statusCode).toBe(200);
    const mine = await current(t, agent.token);
    // Another buyer of the same node and stay: its own (no) rows, not the first buyer's.
    expect(await current(t, other.token)).toEqual({ agent: mine.agent, sell: mine.agent });
  });

  it("reads again for a sub-agent moved to another parent (the caller's parent is part of the key)", async () => {
    const parent = await createAgentWithToken(t.deps);
    const otherParent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent);
    const before = await current(t, sub.token);
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/markups/hotels/subagent/upsert',
      headers: auth(parent.token),
      payload: {
        subAgentId: sub.id,
        scope: 'star',
        itemId: hotel.starCategory,
        markupType: 'flat',
        markup: 20,
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await current(t, sub.token)).agent).toBe(before.agent + 2_000 * UNITS);
    // The parent's markup for its sub-agent applies under that parent only. The move is counted by
    // 'auth' (the caller is read again), not by 'markups': the rows are the same, the buyer is not.
    await t.deps.database.db.update(agents).set({ parentId: otherParent.id }).where(eq(agents.id, sub.id));
    await afterOtherProcessChange(t.deps.database);
    expect((await current(t, sub.token)).agent).toBe(before.agent);
  });

  it('reports the cache (hotel-markup-rows)', async () => {
    const { cacheSizes } = await import('../../lib/bounded-cache.ts');
    const agent = await createAgentWithToken(t.deps);
    await listCheapest(t, agent.token);
    const row = cacheSizes().find((c) => c.name === 'hotel-markup-rows');
    expect(row?.entries).toBeGreaterThan(0);
    expect(row?.bytes).toBeGreaterThan(0);
    expect(row?.maxBytes).toBeGreaterThan(0);
  });
});

// Two nodes as in production: separate connection pools, caches and LISTEN connections on one
// PostgreSQL database.
describe.runIf(process.env.TEST_DATABASE_URL)('markup rows on two nodes of one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let writer: DbHandle;
  withTwoNodes(
    (nodes) => ({ a, b, writer } = nodes),
    async (app) => {
      await ensureHotels(app);
      const [picked] = await dualSourceHotels(app, 1);
      if (!picked) throw new Error('no hotel sold by both sources');
      hotel = picked;
    },
  );

  it('a markup set on one node prices the next search there at once and on the other within the bound', async () => {
    const agent = await createAgentWithToken(a.deps);
    const before = await current(a, agent.token);
    expect(await current(a, agent.token, b)).toEqual(before);

    expect((await setClient(a, agent, 10)).statusCode).toBe(200);
    // The writer's node: at once (noteLocalChange), NOTIFY or not.
    expect(await current(a, agent.token)).toEqual({
      agent: before.agent,
      sell: before.agent + 1_000 * UNITS,
    });
    // The other node: the NOTIFY usually comes first; the counters older than CHANGE_CHECK_MS are read again.
    await sleep(CHANGE_CHECK_MS + 100);
    expect((await current(a, agent.token, b)).sell).toBe(before.agent + 1_000 * UNITS);

    // Plain SQL from a third connection, as from another process: both nodes within the bound.
    await writer.db.update(clientMarkups).set({ value: 3_000 }).where(eq(clientMarkups.agentId, agent.id));
    await sleep(CHANGE_CHECK_MS + 100);
    expect((await current(a, agent.token)).sell).toBe(before.agent + 3_000 * UNITS);
    expect((await current(a, agent.token, b)).sell).toBe(before.agent + 3_000 * UNITS);
  });
});
