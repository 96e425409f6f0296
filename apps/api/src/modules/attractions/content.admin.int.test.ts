import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAttractionAnswer, type AdminAttraction, type SearchListAnswer } from '@portal/contracts';
import { auditEvents, bookingLines } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInStaffWithRole } from '../auth/auth.fixtures.ts';
import { createWalletAgent } from '../wallet/wallet.testing.ts';
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
} from './attractions.testing.ts';

let t: TestApp;
let inv: PickedActivity;
let content: string;
let finance: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  inv = await pickActivity(t, INVENTORY);
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...auth(token), ...o.headers } });
const BASE = '/api/v1/admin/inventory/attractions';

async function load(id = inv.attractionId): Promise<AdminAttraction> {
  const res = await as(content)({ method: 'GET', url: `${BASE}/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return adminAttractionAnswer.parse(res.json()).attraction;
}
function contentBody(a: AdminAttraction) {
  const { _id, isApiConnected, activities, ...body } = a;
  void _id;
  void isApiConnected;
  void activities;
  return body;
}

describe('attraction prices and content', () => {
  it('a price change reaches the agent’s price at once; an order already made keeps its price; audited', async () => {
    const agent = await createWalletAgent(t.deps, { balance: 2_000_000 });
    const date = await freeDate(t, inv.attractionId);
    const selection = { activityId: inv.activityId, date, adults: 1 };
    const item = await pricedItem(t, agent.token, selection);
    const booked = await order(t, agent.token, [item]);
    expect(booked.statusCode, booked.body).toBe(201);
    const linesBefore = await t.deps.database.db.select().from(bookingLines);

    const activity = (await load()).activities.find((a) => a._id === inv.activityId)!;
    const res = await as(content)({
      method: 'PUT',
      url: `${BASE}/activities/${inv.activityId}/prices`,
      payload: {
        ...activity,
        adultPrice: activity.adultPrice + 5_000,
        adultCost: activity.adultCost + 5_000,
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await priceOf(t, agent.token, selection);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<{ agentPrice: number }>().agentPrice).toBeGreaterThan(item.expectedPrice);
    const linesAfter = await t.deps.database.db.select().from(bookingLines);
    expect(linesAfter.map((l) => [l.id, l.agentPrice])).toEqual(linesBefore.map((l) => [l.id, l.agentPrice]));

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.kind, 'attraction-activity.prices'), eq(auditEvents.objectId, inv.activityId)),
      );
    expect(audit.map((a) => a.after)).toEqual([
      { adultPrice: activity.adultPrice + 5_000, adultCost: activity.adultCost + 5_000 },
    ]);
  });

  it('the second save against the same version is refused: changed by someone else', async () => {
    const a = await load();
    const first = await as(content)({
      method: 'PUT',
      url: `${BASE}/${a._id}`,
      payload: { ...contentBody(a), durationText: '3 hours' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await as(content)({
      method: 'PUT',
      url: `${BASE}/${a._id}`,
      payload: { ...contentBody(a), durationText: '4 hours' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toContain('changed by someone else');
    expect((await load()).durationText).toBe('3 hours');

    const act = a.activities.find((x) => x._id === inv.activityId)!;
    const fresh = (await load()).activities.find((x) => x._id === inv.activityId)!;
    const ok = await as(content)({
      method: 'PUT',
      url: `${BASE}/activities/${act._id}/prices`,
      payload: { ...fresh, childPrice: fresh.childPrice + 100 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await as(content)({
      method: 'PUT',
      url: `${BASE}/activities/${act._id}/prices`,
      payload: { ...fresh, childPrice: fresh.childPrice + 200 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('bad input is a 400 naming the field', async () => {
    const a = await load();
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          cancellationType: 'fee',
          cancelBeforeHours: 24,
          cancellationFeeType: 'flat',
          cancellationFee: null,
        },
        'cancellationFee',
      ],
      [
        {
          cancellationType: 'fee',
          cancelBeforeHours: 24,
          cancellationFeeType: 'percentage',
          cancellationFee: 150,
        },
        'cancellationFee',
      ],
      [{ cancellationType: 'free', cancelBeforeHours: 0 }, 'cancelBeforeHours'],
      [{ availableWeekdays: [] }, 'availableWeekdays'],
      [{ title: '' }, 'title'],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'categoryId'],
    ];
    for (const [patch, field] of cases) {
      const res = await as(content)({
        method: 'PUT',
        url: `${BASE}/${a._id}`,
        payload: { ...contentBody(a), ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(field);
    }
    const act = a.activities.find((x) => x._id === inv.activityId)!;
    const zero = await as(content)({
      method: 'PUT',
      url: `${BASE}/activities/${act._id}/prices`,
      payload: { ...act, adultPrice: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(
      'adultPrice',
    );
  });

  it('a deactivated attraction leaves the agents’ search at once (the catalogue topic)', async () => {
    const a = await load();
    const search = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/search/list?search=${encodeURIComponent(a.title)}`,
        })
      )
        .json<SearchListAnswer>()
        .attractions.map((x) => x._id);
    expect(await search()).toContain(a._id);
    const res = await as(content)({
      method: 'PUT',
      url: `${BASE}/${a._id}`,
      payload: { ...contentBody(a), isActive: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(search, { timeout: 10_000 }).not.toContain(a._id);
  });

  it('only the content role (or administrators) may change attractions', async () => {
    const a = await load();
    const res = await as(finance)({ method: 'PUT', url: `${BASE}/${a._id}`, payload: contentBody(a) });
    expect(res.statusCode).toBe(403);
    expect((await load()).version).toBe(a.version);
  });
});
