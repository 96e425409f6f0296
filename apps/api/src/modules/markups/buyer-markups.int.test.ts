import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMarkups, type DbHandle } from '@portal/db';
import { CHANGE_CHECK_MS } from '../../lib/change-feed.ts';
import { afterOtherProcessChange, withTwoNodes } from '../../testing/second-node.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { visaCatalogue, visaTypesOf, type VisaCatalogueIds } from '../visas/visas.testing.ts';
import { removeCompanyMarkup, setCompanyMarkup } from './company-markups.service.ts';
import { setClientMarkupUncounted } from './markup-rows.testing.ts';

/**
 * ADR 0046: every product's pricing reads its markup rows through the one cached reader
 * (buyerMarkups; hotels: cachedHotelMarkups), kept per buyer until the change counter 'markups'
 * moves. Visas stand for the products that share buyerMarkups: a visa type's unit prices after
 * each kind of markup change must be those of the rows the database has now (flat markups, so the
 * expected price is the price without markups plus the markup).
 */

let ids: VisaCatalogueIds;
/** Which visa type the checks price. */
const TYPE = 3;

const as = (t: TestApp, who: TestAgent) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...auth(who.token), ...o.headers } });

interface Unit {
  agent: number;
  sell: number;
}

async function visaPrice(t: TestApp, who: TestAgent): Promise<Unit> {
  const type = (await visaTypesOf(as(t, who), ids)).visaTypes[TYPE]!;
  return { agent: type.adultPrice, sell: type.adultSellPrice };
}

async function setClient(t: TestApp, who: TestAgent, markup: number): Promise<void> {
  const visaType = (await visaTypesOf(as(t, who), ids)).visaTypes[TYPE]!._id;
  const res = await as(
    t,
    who,
  )({
    method: 'PATCH',
    url: '/api/v1/b2b/client/visa/markup/upsert',
    payload: { visaType, markupType: 'flat', markup },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('products other than hotels price with the current markup rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await visaCatalogue(t);
  });
  afterAll(() => t.close());

  it('a markup set, changed or removed on this node prices the next read at once', async () => {
    const agent = await createAgentWithToken(t.deps);
    const before = await visaPrice(t, agent);
    expect(before.sell).toBe(before.agent);
    // Read once more: the rows (none) are now held, and each change below must not be served stale.
    expect(await visaPrice(t, agent)).toEqual(before);

    await setClient(t, agent, 20);
    expect(await visaPrice(t, agent)).toEqual({ agent: before.agent, sell: before.agent + 2_000 });
    await setClient(t, agent, 35);
    expect(await visaPrice(t, agent)).toEqual({ agent: before.agent, sell: before.agent + 3_500 });

    // A company markup for the buyer's account (the command line's service): on the agent price.
    const scope = { agent: agent.id, product: 'visa' as const, itemId: null };
    await setCompanyMarkup(t.deps, { ...scope, type: 'flat', value: 15 });
    expect(await visaPrice(t, agent)).toEqual({
      agent: before.agent + 1_500,
      sell: before.agent + 1_500 + 3_500,
    });
    await removeCompanyMarkup(t.deps, scope);
    expect((await visaPrice(t, agent)).agent).toBe(before.agent);
  });

  it('a markup changed by plain SQL, as by another process, is seen once the change feed has it', async () => {
    const agent = await createAgentWithToken(t.deps);
    await setClient(t, agent, 20);
    const before = await visaPrice(t, agent);
    const base = before.sell - 2_000;
    await t.deps.database.db
      .update(clientMarkups)
      .set({ value: 4_200 })
      .where(eq(clientMarkups.agentId, agent.id));
    await afterOtherProcessChange(t.deps.database);
    expect(await visaPrice(t, agent)).toEqual({ agent: base, sell: base + 4_200 });
    await t.deps.database.db.delete(clientMarkups).where(eq(clientMarkups.agentId, agent.id));
    await afterOtherProcessChange(t.deps.database);
    expect(await visaPrice(t, agent)).toEqual({ agent: base, sell: base });
  });

  it('serves the rows from memory: a change that bypasses the counter is not seen until one that moves it', async () => {
    const agent = await createAgentWithToken(t.deps);
    await setClient(t, agent, 20);
    const before = await visaPrice(t, agent);
    const base = before.sell - 2_000;
    const { db } = t.deps.database;
    await setClientMarkupUncounted(db, agent.id, 5_000);
    await afterOtherProcessChange(t.deps.database);
    // Held: the read did not go to the database.
    expect(await visaPrice(t, agent)).toEqual(before);
    // Any counted statement on a markup table empties the cache; the rows are then read again.
    await db.execute(sql`update company_markups set value = value where false`);
    await afterOtherProcessChange(t.deps.database);
    expect(await visaPrice(t, agent)).toEqual({ agent: base, sell: base + 5_000 });
  });

  it('holds each buyer its own rows, and reports the cache (visa-markup-rows)', async () => {
    const agent = await createAgentWithToken(t.deps);
    const other = await createAgentWithToken(t.deps);
    await setClient(t, agent, 20);
    const mine = await visaPrice(t, agent);
    expect(await visaPrice(t, other)).toEqual({ agent: mine.agent, sell: mine.agent });
    const { cacheSizes } = await import('../../lib/bounded-cache.ts');
    const row = cacheSizes().find((c) => c.name === 'visa-markup-rows');
    expect(row?.entries).toBeGreaterThan(0);
  });
});

// Two nodes as in production: separate connection pools, caches and LISTEN connections on one
// PostgreSQL database.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'visa markup rows on two nodes of one PostgreSQL database',
  () => {
    let a: TestApp;
    let b: TestApp;
    let writer: DbHandle;
    withTwoNodes(
      (nodes) => ({ a, b, writer } = nodes),
      async (app) => void (ids = await visaCatalogue(app)),
    );

    it('a markup set on one node prices the next read there at once and on the other after the change feed', async () => {
      const agent = await createAgentWithToken(a.deps);
      const before = await visaPrice(a, agent);
      // Both nodes hold the buyer's rows (none) before the change.
      expect(await visaPrice(b, agent)).toEqual(before);

      await setClient(a, agent, 20);
      // The writer's node: at once (noteLocalChange), NOTIFY or not.
      expect(await visaPrice(a, agent)).toEqual({ agent: before.agent, sell: before.agent + 2_000 });
      // The other node: once the change feed delivers it (NOTIFY, at the latest within CHANGE_CHECK_MS).
      await sleep(CHANGE_CHECK_MS + 100);
      expect(await visaPrice(b, agent)).toEqual({ agent: before.agent, sell: before.agent + 2_000 });

      // Plain SQL from a third connection, as from another process: both nodes after the change feed.
      await writer.db.update(clientMarkups).set({ value: 3_000 }).where(eq(clientMarkups.agentId, agent.id));
      await sleep(CHANGE_CHECK_MS + 100);
      expect((await visaPrice(a, agent)).sell).toBe(before.agent + 3_000);
      expect((await visaPrice(b, agent)).sell).toBe(before.agent + 3_000);
    });
  },
);
