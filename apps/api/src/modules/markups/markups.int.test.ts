import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@portal/db';
import { COMMANDS } from '../../cli/commands.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  auth,
  freeDate,
  INVENTORY,
  order,
  pickActivity,
  priceOf,
  pricedItem,
  seedCatalogue,
  type PickedActivity,
} from '../attractions/attractions.testing.ts';
import { createTestAgent } from '../auth/auth.fixtures.ts';
import { issueSession } from '../auth/sessions.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createWalletAgent, ledgerViolations } from '../wallet/wallet.testing.ts';
import { cliActor } from '../../audit/index.ts';

let t: TestApp;
let inv: PickedActivity;
let date: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  inv = await pickActivity(t, INVENTORY);
  date = await freeDate(t, inv.attractionId);
});
afterAll(() => t.close());

const upsert = (token: string, kind: 'client' | 'subagent', payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/b2b/resellers/${kind}/markup/upsert`,
    headers: auth(token),
    payload,
  });
const price = async (token: string) =>
  (await priceOf(t, token, { activityId: inv.activityId, date, adults: 1 })).json<{
    agentPrice: number;
    sellPrice: number;
    total: { subAgentMarkup: number; clientMarkup: number };
  }>();

async function subAgentOf(parentId: string, balance = 500_000) {
  const sub = await createTestAgent(t.deps, { role: 'sub-agent', parentId });
  await walletService(t.deps).credit({
    agentId: sub.id,
    amount: balance,
    kind: 'opening_balance',
    reference: 'OPENING',
    description: 'Opening balance',
  });
  return { id: sub.id, token: await issueSession(t.deps, t.deps.database.db, 'agent', sub.id, {}) };
}

describe('client markups', () => {
  it('sets, previews, prices and deletes a client markup (sell price only)', async () => {
    const agent = await createWalletAgent(t.deps);
    const base = await price(agent.token);
    const res = await upsert(agent.token, 'client', {
      activityId: inv.activityId,
      markupType: 'flat',
      markup: 25,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ markupType: 'flat', markup: 25, value: 2500 });
    const after = await price(agent.token);
    expect(after.agentPrice).toBe(base.agentPrice);
    expect(after.sellPrice).toBe(base.sellPrice + 2500);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/markups/attractions?limit=100',
      headers: auth(agent.token),
    });
    expect(page.statusCode).toBe(200);
    const act = page
      .json<{
        attractions: {
          activities: {
            _id: string;
            clientMarkup: { _id: string } | null;
            preview: { agentPrice: number; sellPrice: number };
          }[];
        }[];
      }>()
      .attractions.flatMap((a) => a.activities)
      .find((a) => a._id === inv.activityId)!;
    expect(act.preview.sellPrice - act.preview.agentPrice).toBe(2500);

    const other = await createWalletAgent(t.deps);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/b2b/resellers/client/markup/delete/${act.clientMarkup!._id}`,
      headers: auth(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/b2b/resellers/client/markup/delete/${act.clientMarkup!._id}`,
      headers: auth(agent.token),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ _id: act.clientMarkup!._id, name: inv.name });
    const anon = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/b2b/resellers/client/markup/delete/${act.clientMarkup!._id}`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses negative or malformed markups', async () => {
    const agent = await createWalletAgent(t.deps);
    for (const payload of [
      { activityId: inv.activityId, markupType: 'flat', markup: -1 },
      { activityId: inv.activityId, markupType: 'percentage', markup: 5000 },
      { activityId: inv.activityId, markupType: 'flat', markup: 'abc' },
      { activityId: inv.activityId, markupType: 'bonus', markup: 1 },
    ]) {
      expect((await upsert(agent.token, 'client', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await upsert(agent.token, 'client', {
      activityId: '00000000-0000-4000-8000-000000000000',
      markupType: 'flat',
      markup: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sub-agent markups and the company layer', () => {
  it("applies the parent's markup to its sub-agent only and records the parent's earning", async () => {
    const parent = await createWalletAgent(t.deps);
    const sub = await subAgentOf(parent.id);
    const stranger = await createWalletAgent(t.deps);
    const before = await price(sub.token);
    expect(before.total.subAgentMarkup).toBe(0);
    const set = await upsert(parent.token, 'subagent', {
      subAgentId: sub.id,
      activityId: inv.activityId,
      markupType: 'percentage',
      markup: 10,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      (
        await upsert(stranger.token, 'subagent', {
          subAgentId: sub.id,
          activityId: inv.activityId,
          markupType: 'flat',
          markup: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await upsert(sub.token, 'subagent', {
          subAgentId: sub.id,
          activityId: inv.activityId,
          markupType: 'flat',
          markup: 1,
        })
      ).statusCode,
    ).toBe(403);
    const after = await price(sub.token);
    expect(after.total.subAgentMarkup).toBeGreaterThan(0);
    expect(after.agentPrice).toBeGreaterThan(before.agentPrice);
    expect((await price(parent.token)).total.subAgentMarkup).toBe(0);

    const item = await pricedItem(t, sub.token, { activityId: inv.activityId, date, adults: 1 });
    const placed = await order(t, sub.token, [item]);
    expect(placed.statusCode, placed.body).toBe(201);
    const [earning] = await queryRows<{ amount: number }>(
      t.deps.database.db,
      sql`select sum(amount)::int as amount from ledger_postings where account = 'agent_earnings' and agent_id = ${parent.id}`,
    );
    expect(earning!.amount).toBe(after.total.subAgentMarkup);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/markups/attractions?limit=100',
      headers: auth(parent.token),
    });
    const entry = page
      .json<{
        attractions: {
          activities: { _id: string; subAgents: { subAgentId: string; markup: { _id: string } | null }[] }[];
        }[];
      }>()
      .attractions.flatMap((a) => a.activities)
      .find((a) => a._id === inv.activityId)!
      .subAgents.find((s) => s.subAgentId === sub.id)!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/b2b/resellers/subagent/markup/delete/${entry.markup!._id}`,
      headers: auth(parent.token),
    });
    expect(del.json()).toEqual({ _id: entry.markup!._id, name: inv.name });
  });

  it('lets the admin set a company markup for one agent', async () => {
    const agent = await createWalletAgent(t.deps);
    const before = await price(agent.token);
    const cmd = COMMANDS.find((c) => c.name === 'markups:company-set')!;
    const text = await cmd.run(
      t.deps,
      {
        positional: [agent.id, 'attraction', inv.activityId, 'flat', '1000'],
        flags: {},
      },
      cliActor('test'),
    );
    expect(text).toMatch(/AED 1,000.00/);
    const after = await price(agent.token);
    expect(after.agentPrice).toBeGreaterThan(before.agentPrice);
    const other = await createWalletAgent(t.deps);
    expect((await price(other.token)).agentPrice).toBe(before.agentPrice);
  });
});
