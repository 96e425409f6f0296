import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActivityAnswer,
  adminAttractionAnswer,
  attractionDetailsDto,
  type AdminActivity,
  type AdminAttraction,
  type AdminDatePrice,
} from '@portal/contracts';
import { auditEvents, bookingLines } from '@portal/db';
import { addDays } from '@portal/domain';
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
let agent: { token: string };

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  inv = await pickActivity(t, INVENTORY);
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
  agent = await createWalletAgent(t.deps, { balance: 5_000_000 });
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...auth(token), ...o.headers } });
const BASE = '/api/v1/admin/inventory/attractions';
type FieldErrors = { fieldErrors: Record<string, string[]> };

async function load(): Promise<AdminAttraction> {
  const res = await as(content)({ method: 'GET', url: `${BASE}/${inv.attractionId}` });
  expect(res.statusCode, res.body).toBe(200);
  return adminAttractionAnswer.parse(res.json()).attraction;
}
const activity = async (): Promise<AdminActivity> =>
  (await load()).activities.find((a) => a._id === inv.activityId)!;

const putRanges = (token: string, ranges: AdminDatePrice[], version: number) =>
  as(token)({
    method: 'PUT',
    url: `${BASE}/activities/${inv.activityId}/date-prices`,
    payload: { ranges, version },
  });

const range = (dateFrom: string, dateTo: string, adultPrice: number): AdminDatePrice => ({
  dateFrom,
  dateTo,
  adultPrice,
  childPrice: Math.round(adultPrice / 2),
  infantPrice: 0,
  adultCost: Math.round(adultPrice * 0.8),
  childCost: Math.round(adultPrice * 0.4),
  infantCost: 0,
});

async function agentAdultPrice(date: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/b2b/attractions/single/${inv.attractionId}?date=${date}`,
    headers: auth(agent.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const details = attractionDetailsDto.parse(res.json());
  expect(details.availability.pricedOn).toBe(date);
  return details.activities.find((a) => a._id === inv.activityId)!.adultPrice.agentPrice;
}

describe('activity prices per date range', () => {
  it('the visit date’s range prices the details, the price check and the booking; other dates keep the standing price; audited', async () => {
    const date = await freeDate(t, inv.attractionId, 10);
    const outside = await freeDate(t, inv.attractionId, 3);
    const before = await activity();
    const standing = await agentAdultPrice(date);
    expect(await agentAdultPrice(outside)).toBe(standing);

    // An order made before the change keeps its price.
    const earlier = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    const booked = await order(t, agent.token, [earlier]);
    expect(booked.statusCode, booked.body).toBe(201);
    const linesBefore = await t.deps.database.db.select().from(bookingLines);

    const dearer = range(addDays(date, -1), addDays(date, 2), before.adultPrice + 10_000);
    const res = await putRanges(content, [dearer], before.version);
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminActivityAnswer.parse(res.json()).activity;
    expect(saved.datePrices).toEqual([dearer]);
    expect(saved.version).toBe(before.version + 1);
    expect(saved.adultPrice).toBe(before.adultPrice);

    const inRange = await agentAdultPrice(date);
    expect(inRange).toBeGreaterThan(standing);
    expect(await agentAdultPrice(outside)).toBe(standing);

    const check = await priceOf(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json<{ agentPrice: number }>().agentPrice).toBe(inRange);
    const outsideCheck = await priceOf(t, agent.token, {
      activityId: inv.activityId,
      date: outside,
      adults: 1,
    });
    expect(outsideCheck.json<{ agentPrice: number }>().agentPrice).toBe(standing);

    // The booking path prices by the range: the old price is refused as changed, the new one books.
    const stale = await order(t, agent.token, [{ ...earlier, expectedPrice: standing }]);
    expect(stale.statusCode).not.toBe(201);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    expect(item.expectedPrice).toBe(inRange);
    const ok = await order(t, agent.token, [item]);
    expect(ok.statusCode, ok.body).toBe(201);

    const linesAfter = await t.deps.database.db.select().from(bookingLines);
    for (const l of linesBefore) expect(linesAfter.find((x) => x.id === l.id)?.agentPrice).toBe(l.agentPrice);
    expect(linesAfter.some((l) => !linesBefore.some((b) => b.id === l.id) && l.agentPrice === inRange)).toBe(
      true,
    );

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.kind, 'attraction-activity.date-prices'),
          eq(auditEvents.objectId, inv.activityId),
        ),
      );
    expect(audit.map((a) => a.after)).toEqual([{ ranges: [dearer] }]);

    // Clearing the ranges brings the standing price back.
    const cleared = await putRanges(content, [], saved.version);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await agentAdultPrice(date)).toBe(standing);
  });

  it('overlapping ranges, dates out of order and prices not positive are a 400 naming the field; nothing is saved', async () => {
    const a = await activity();
    const start = addDays(await freeDate(t, inv.attractionId, 30), 0);
    const cases: [AdminDatePrice[], string][] = [
      [
        [range(start, addDays(start, 5), 9_000), range(addDays(start, 5), addDays(start, 9), 9_500)],
        'ranges[1].dateFrom',
      ],
      [
        [range(addDays(start, 10), addDays(start, 20), 9_000), range(start, addDays(start, 12), 9_500)],
        'ranges[0].dateFrom',
      ],
      [[range(addDays(start, 3), start, 9_000)], 'ranges[0].dateTo'],
      [[range(start, start, 0)], 'ranges[0].adultPrice'],
      [[{ ...range(start, start, 9_000), childPrice: -1 }], 'ranges[0].childPrice'],
    ];
    for (const [ranges, field] of cases) {
      const res = await putRanges(content, ranges, a.version);
      expect(res.statusCode, JSON.stringify(ranges)).toBe(400);
      expect(Object.keys(res.json<FieldErrors>().fieldErrors)).toContain(field);
    }
    const after = await activity();
    expect(after.version).toBe(a.version);
    expect(after.datePrices).toEqual(a.datePrices);
  });

  it('the second save against the same version is refused: changed by someone else', async () => {
    const a = await activity();
    const start = await freeDate(t, inv.attractionId, 40);
    const first = await putRanges(content, [range(start, addDays(start, 3), 12_000)], a.version);
    expect(first.statusCode, first.body).toBe(200);
    const second = await putRanges(content, [range(start, addDays(start, 3), 13_000)], a.version);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toContain('changed by someone else');
    expect((await activity()).datePrices.map((r) => r.adultPrice)).toEqual([12_000]);
  });

  it('only the content role (or administrators) may set date prices', async () => {
    const a = await activity();
    const res = await putRanges(finance, [], a.version);
    expect(res.statusCode).toBe(403);
    expect((await activity()).version).toBe(a.version);
  });
});

describe('transfers and operating hours', () => {
  it('the shared transfer and private vehicles are editable and priced for agents; bad ones are a 400 naming the field', async () => {
    const a = await activity();
    const date = await freeDate(t, inv.attractionId, 7);
    const save = (patch: Record<string, unknown>, version = a.version) =>
      as(content)({
        method: 'PUT',
        url: `${BASE}/activities/${inv.activityId}/prices`,
        payload: { ...a, ...patch, version },
      });
    const bad: [Record<string, unknown>, string][] = [
      [{ sharedTransferPrice: 5_000, sharedTransferCost: null }, 'sharedTransferCost'],
      [{ sharedTransferPrice: 0, sharedTransferCost: 0 }, 'sharedTransferPrice'],
      [
        {
          privateVehicles: [
            { name: 'Sedan', capacity: 3, price: 20_000, cost: 15_000 },
            { name: 'sedan', capacity: 4, price: 25_000, cost: 15_000 },
          ],
        },
        'privateVehicles[1].name',
      ],
    ];
    for (const [patch, field] of bad) {
      const res = await save(patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json<FieldErrors>().fieldErrors)).toContain(field);
    }
    const ok = await save({
      sharedTransferPrice: 7_500,
      sharedTransferCost: 5_000,
      privateVehicles: [{ name: 'Minivan', capacity: 6, price: 40_000, cost: 30_000 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = adminActivityAnswer.parse(ok.json()).activity;
    expect(saved.privateVehicles.map(({ id, ...v }) => [id.length > 0, v])).toEqual([
      [true, { name: 'Minivan', capacity: 6, price: 40_000, cost: 30_000 }],
    ]);

    const none = await priceOf(t, agent.token, { activityId: inv.activityId, date, adults: 2 });
    const shared = await priceOf(t, agent.token, {
      activityId: inv.activityId,
      date,
      adults: 2,
      transferType: 'shared',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<{ agentPrice: number }>().agentPrice).toBeGreaterThan(
      none.json<{ agentPrice: number }>().agentPrice,
    );
    const details = attractionDetailsDto.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/b2b/attractions/single/${inv.attractionId}`,
          headers: auth(agent.token),
        })
      ).json(),
    );
    const act = details.activities.find((x) => x._id === inv.activityId)!;
    expect(act.transferOptions).toEqual(['none', 'shared', 'private']);
    expect(act.vehicles.map((v) => v.name)).toEqual(['Minivan']);
  });

  it('operating hours: both or neither, closing after opening; agents see them', async () => {
    const a = await load();
    const { _id, isApiConnected, activities, ...body } = a;
    void _id;
    void isApiConnected;
    void activities;
    const put = (patch: Record<string, unknown>) =>
      as(content)({ method: 'PUT', url: `${BASE}/${a._id}`, payload: { ...body, ...patch } });
    for (const patch of [
      { openingTime: '18:00', closingTime: '09:00' },
      { openingTime: '09:00', closingTime: null },
    ]) {
      const res = await put(patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json<FieldErrors>().fieldErrors)).toContain('closingTime');
    }
    const ok = await put({ openingTime: '09:00', closingTime: '22:30' });
    expect(ok.statusCode, ok.body).toBe(200);
    const details = attractionDetailsDto.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/b2b/attractions/single/${a._id}`,
          headers: auth(agent.token),
        })
      ).json(),
    );
    expect([details.availability.openingTime, details.availability.closingTime]).toEqual(['09:00', '22:30']);
  });
});
