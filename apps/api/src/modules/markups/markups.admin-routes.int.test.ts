import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMarkupAnswer,
  adminMarkupListAnswer,
  type AdminMarkupSetBody,
  type InsuranceQuoteAnswer,
} from '@portal/contracts';
import { companyMarkups } from '@portal/db';
import { runAdminCommand } from '../../cli/runner.ts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestAdmin, signInAdmin } from '../auth/auth.fixtures.ts';
import { INSURANCE_TODAY, singleQuote } from '../insurance/insurance.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';

let t: TestApp;
let staff: string;
let agent: TestAgent;
let other: TestAgent;
beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(INSURANCE_TODAY) });
  const admin = await createTestAdmin(t.deps);
  staff = await signInAdmin(t.app, admin.email);
  agent = await createAgentWithToken(t.deps);
  other = await createAgentWithToken(t.deps);
});
afterAll(() => t.close());

const put = (payload: Partial<AdminMarkupSetBody> | Record<string, unknown>, token = staff) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/markups', headers: auth(token), payload });
const list = (query: string, token = staff) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/markups${query}`, headers: auth(token) });
const remove = (id: string, token = staff) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/admin/markups/${id}`, headers: auth(token) });
/** Schengen single, 11 days, one adult: AED 60.00 net + 5 % VAT without markups. */
const insurancePrice = async (who: TestAgent) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/insurance/quotation',
    headers: auth(who.token),
    payload: singleQuote(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<InsuranceQuoteAnswer>().price.agentPrice;
};

describe('admin company markups', () => {
  it('sets, replaces, lists and removes an agent markup, and the agent price follows', async () => {
    expect(await insurancePrice(agent)).toBe(6_300);
    const set = await put({
      agent: String(agent.agentCode),
      product: 'insurance',
      itemId: null,
      type: 'percentage',
      value: 10,
    });
    expect(set.statusCode).toBe(200);
    const answer = adminMarkupAnswer.parse(set.json());
    expect(answer.markup).toMatchObject({
      agent: { _id: agent.id, agentCode: agent.agentCode, email: agent.email },
      product: 'insurance',
      itemId: null,
      itemName: 'every plan',
      type: 'percentage',
      value: 10,
    });
    expect(answer.message).toMatch(
      /^Company markup for .+ \(\d+\) on every plan: 10% on top of the product's margin\.$/,
    );
    expect(await insurancePrice(agent)).toBe(6_930);
    expect(await insurancePrice(other)).toBe(6_300);

    // The same scope is replaced (one row), a plan code is stored upper case; flat values are AED.
    const replaced = await put({ agent: agent.email, product: 'insurance', type: 'flat', value: 5 });
    expect(adminMarkupAnswer.parse(replaced.json()).markup).toMatchObject({
      _id: answer.markup._id,
      type: 'flat',
      value: 500,
      unit: 'per insured person',
    });
    expect(await insurancePrice(agent)).toBe(6_825);
    const rows = await t.deps.database.db
      .select()
      .from(companyMarkups)
      .where(eq(companyMarkups.agentId, agent.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedBy).not.toBeNull();

    const listed = adminMarkupListAnswer.parse((await list(`?agent=${agent.agentCode}`)).json());
    expect(listed.total).toBe(1);
    expect(listed.markups[0]!._id).toBe(answer.markup._id);
    // The command line sees the same row.
    expect(await runAdminCommand(t.deps, ['markups:company-list', agent.email])).toContain('insurance');

    const gone = await remove(answer.markup._id);
    expect(gone.statusCode).toBe(200);
    expect(adminMarkupAnswer.parse(gone.json()).message).toMatch(/^Removed the company markup for /);
    expect(await insurancePrice(agent)).toBe(6_300);
    expect((await remove(answer.markup._id)).statusCode).toBe(404);
    expect(adminMarkupListAnswer.parse((await list(`?agent=${agent.id}`)).json()).total).toBe(0);
  });

  it('filters by default, agent and product, and pages with a total', async () => {
    const a = await createAgentWithToken(t.deps);
    for (const [product, itemId] of [
      ['flight', 'EK'],
      ['flight', 'FZ'],
      ['quotation', 'transfer'],
    ] as const)
      expect((await put({ agent: a.id, product, itemId, type: 'flat', value: 3 })).statusCode).toBe(200);
    expect(
      (await put({ agent: 'default', product: 'insurance', itemId: 'schengen', type: 'flat', value: 2 }))
        .statusCode,
    ).toBe(200);

    const flights = adminMarkupListAnswer.parse((await list(`?agent=${a.id}&product=flight`)).json());
    expect(flights.total).toBe(2);
    expect(flights.markups.map((m) => m.itemName)).toEqual([
      expect.stringContaining('(EK)'),
      expect.stringContaining('(FZ)'),
    ]);
    const page = adminMarkupListAnswer.parse((await list(`?agent=${a.id}&skip=1&limit=1`)).json());
    expect(page.total).toBe(3);
    expect(page.markups).toHaveLength(1);
    const defaults = adminMarkupListAnswer.parse((await list('?agent=default')).json());
    expect(defaults.markups.every((m) => m.agent === null)).toBe(true);
    expect(defaults.markups.find((m) => m.product === 'insurance')).toMatchObject({
      itemId: 'SCHENGEN',
      itemName: 'SCHENGEN',
    });
    const everything = adminMarkupListAnswer.parse((await list('')).json());
    expect(everything.total).toBeGreaterThanOrEqual(4);
    // The defaults come first.
    expect(everything.markups[0]!.agent).toBeNull();
    // Clean up the default: the other tests price without it.
    const def = defaults.markups.find((m) => m.product === 'insurance')!;
    expect((await remove(def._id)).statusCode).toBe(200);
  });

  it.each([
    [{ product: 'insurance', type: 'flat', value: 1 }, 'agent', /agent/i],
    [{ agent: 'default', product: 'cars', type: 'flat', value: 1 }, 'product', /The product is attraction/],
    [{ agent: 'default', product: 'hotel', type: 'fixed', value: 1 }, 'type', /flat or percentage/],
    [{ agent: 'default', product: 'hotel', type: 'flat', value: -1 }, 'value', /zero or more/],
    [{ agent: 'default', product: 'hotel', type: 'flat', value: 1.234 }, 'value', /./],
    [
      { agent: 'default', product: 'hotel', type: 'percentage', value: 1001 },
      'value',
      /A percentage cannot exceed 1000/,
    ],
    [
      { agent: 'default', product: 'flight', itemId: 'EMIRATES', type: 'flat', value: 1 },
      'itemId',
      /A flight markup item is an airline code/,
    ],
    [
      { agent: 'default', product: 'hotel', itemId: 'star:9', type: 'flat', value: 1 },
      'itemId',
      /A hotel markup item is star:<category>/,
    ],
    [
      { agent: 'default', product: 'insurance', itemId: 'nope', type: 'flat', value: 1 },
      'itemId',
      /No insurance plan nope/,
    ],
    [
      { agent: 'default', product: 'quotation', itemId: 'dinner', type: 'flat', value: 1 },
      'itemId',
      /A quotation markup item is hotel, attraction, transfer, visa/,
    ],
    [
      { agent: 'default', product: 'visa', itemId: 'not-a-visa', type: 'flat', value: 1 },
      'itemId',
      /No visa type not-a-visa/,
    ],
  ])('refuses %j with a 400 naming %s', async (payload, field, message) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fieldErrors?: Record<string, string[]> }>();
    expect(body.error).toMatch(message);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
  });

  it('answers 404 for an unknown agent or markup, 400 for bad ids and paging', async () => {
    const unknown = await put({ agent: 'nobody@example.test', product: 'hotel', type: 'flat', value: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: string }>().error).toMatch(/Agent "nobody@example.test" not found/);
    expect((await list('?agent=999999999')).statusCode).toBe(404);
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(400);
    expect((await list('?limit=101')).statusCode).toBe(400);
    expect((await list('?product=cars')).statusCode).toBe(400);
  });

  it('is for company staff only', async () => {
    expect((await list('', agent.token)).statusCode).toBe(403);
    expect(
      (await put({ agent: 'default', product: 'hotel', type: 'flat', value: 1 }, agent.token)).statusCode,
    ).toBe(403);
    expect((await remove('00000000-0000-4000-8000-000000000000', agent.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/markups' })).statusCode).toBe(401);
  });
});
