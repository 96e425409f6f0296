import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotationMarkupsAnswer } from '@portal/contracts';
import { clientMarkups } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';

const BASE = '/api/v1/b2b/quotation/markup';

let t: TestApp;
let A: TestAgent;
let subOfA: TestAgent;
let B: TestAgent;
let subOfB: TestAgent;
beforeAll(async () => {
  t = await buildTestApp();
  A = await createAgentWithToken(t.deps);
  subOfA = await createSubAgentOf(t.deps, A, { companyName: 'Quote Sub Travels' });
  B = await createAgentWithToken(t.deps);
  subOfB = await createSubAgentOf(t.deps, B);
});
afterAll(() => t.close());

const as = (who: TestAgent | null) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...(who ? auth(who.token) : {}), ...o.headers } });
const setClient = (who: TestAgent, payload: object) =>
  as(who)({ method: 'PATCH', url: `${BASE}/client/upsert`, payload });
const setSub = (who: TestAgent, payload: object) =>
  as(who)({ method: 'PATCH', url: `${BASE}/sub-agent/upsert`, payload });
const list = async (who: TestAgent) => {
  const res = await as(who)({ method: 'GET', url: `${BASE}/list` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuotationMarkupsAnswer>();
};
const remove = (who: TestAgent | null, kind: 'client' | 'sub-agent', id: string) =>
  as(who)({ method: 'DELETE', url: `${BASE}/${kind}/delete/${id}` });

describe('quotation client markups', () => {
  it('sets per component, stores flat AED as fils, lists and deletes', async () => {
    const empty = await list(A);
    expect(empty.components.map((c) => [c.component, c.name, c.flatUnit, c.clientMarkup])).toEqual([
      ['hotel', 'Hotel', 'per person per night', null],
      ['attraction', 'Excursions', 'per person', null],
      ['transfer', 'Transfers', 'per person', null],
      ['visa', 'Visa', 'per person', null],
    ]);

    const hotel = await setClient(A, { component: 'hotel', markupType: 'flat', markup: 12.5 });
    expect(hotel.statusCode, hotel.body).toBe(200);
    expect(hotel.json()).toMatchObject({ component: 'hotel', markupType: 'flat', markup: 12.5, value: 1250 });
    const [stored] = await t.deps.database.db
      .select()
      .from(clientMarkups)
      .where(and(eq(clientMarkups.agentId, A.id), eq(clientMarkups.product, 'quotation')));
    expect(stored).toMatchObject({ itemId: 'hotel', type: 'flat', value: 1250 });

    // The same component again replaces the markup rather than adding a second one.
    const again = await setClient(A, { component: 'hotel', markupType: 'percentage', markup: '7.5' });
    expect(again.json()).toMatchObject({ _id: hotel.json<{ _id: string }>()._id, markup: 7.5, value: 7.5 });
    expect((await setClient(A, { component: 'visa', markupType: 'flat', markup: 3 })).statusCode).toBe(200);
    const after = await list(A);
    expect(after.components.map((c) => c.clientMarkup?.markup ?? null)).toEqual([7.5, null, null, 3]);
    expect(after.subAgents).toEqual([{ _id: subOfA.id, name: 'Quote Sub Travels' }]);

    const id = after.components[0]!.clientMarkup!._id;
    expect((await remove(null, 'client', id)).statusCode).toBe(401);
    expect((await remove(B, 'client', id)).statusCode).toBe(404);
    const del = await remove(A, 'client', id);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ _id: id, name: 'Hotel' });
    expect((await remove(A, 'client', id)).statusCode).toBe(404);
  });

  it('answers 400 with a clear message for a bad component or value', async () => {
    const bad = await setClient(A, { component: 'cruise', markupType: 'flat', markup: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('Choose a quotation component');
    for (const payload of [
      { component: 'hotel', markupType: 'flat', markup: -1 },
      { component: 'hotel', markupType: 'flat', markup: 1.234 },
      { component: 'hotel', markupType: 'percentage', markup: 5000 },
      { component: 'hotel', markupType: 'fixed', markup: 5 },
    ]) {
      const res = await setClient(A, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await remove(A, 'client', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('answers 403 when the agent has no quotation module (showQuotaion off)', async () => {
    const off = await createAgentWithToken(t.deps, { flags: { showQuotaion: false } });
    for (const res of [
      await as(off)({ method: 'GET', url: `${BASE}/list` }),
      await setClient(off, { component: 'visa', markupType: 'flat', markup: 1 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toBe('Quotations are not enabled for your account');
    }
  });
});

describe('quotation sub-agent markups', () => {
  it('a reseller sets, lists and deletes its sub-agent’s markups', async () => {
    const set = await setSub(A, {
      subAgentId: subOfA.id,
      component: 'transfer',
      markupType: 'flat',
      markup: 4,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ subAgentId: subOfA.id, component: 'transfer', value: 400 });
    const transfer = (await list(A)).components.find((c) => c.component === 'transfer')!;
    expect(transfer.subAgentMarkups).toMatchObject([
      { subAgentId: subOfA.id, name: 'Quote Sub Travels', markup: { markup: 4, markupType: 'flat' } },
    ]);
    // The sub-agent sees its own client markups only, never what its parent set for it.
    const seen = await list(subOfA);
    expect(seen.subAgents).toEqual([]);
    expect(seen.components.every((c) => c.subAgentMarkups.length === 0)).toBe(true);

    const id = set.json<{ _id: string }>()._id;
    expect((await remove(B, 'sub-agent', id)).statusCode).toBe(404);
    expect((await remove(subOfA, 'sub-agent', id)).statusCode).toBe(403);
    const del = await remove(A, 'sub-agent', id);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ _id: id, name: 'Transfers' });
  });

  it('refuses another reseller’s sub-agent (404) and sub-agents themselves (403)', async () => {
    const body = { component: 'hotel', markupType: 'flat', markup: 2 };
    const foreign = await setSub(A, { ...body, subAgentId: subOfB.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ error: string }>().error).toBe('Sub-agent not found');
    expect((await setSub(A, { ...body, subAgentId: B.id })).statusCode).toBe(404);
    expect((await setSub(subOfA, { ...body, subAgentId: subOfA.id })).statusCode).toBe(403);
    const badComponent = await setSub(A, { ...body, component: 'flight', subAgentId: subOfA.id });
    expect(badComponent.statusCode).toBe(400);
  });
});
