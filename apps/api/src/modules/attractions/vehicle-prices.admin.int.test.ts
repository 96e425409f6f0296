import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActivityAnswer,
  adminAttractionAnswer,
  attractionDetailsDto,
  priceCheckAnswer,
  type AdminActivity,
} from '@portal/contracts';
import { auditEvents } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInStaffWithRole } from '../auth/auth.fixtures.ts';
import { createWalletAgent } from '../wallet/wallet.testing.ts';
import {
  auth,
  freeDate,
  INVENTORY,
  pickActivity,
  priceOf,
  seedCatalogue,
  type PickedActivity,
} from './attractions.testing.ts';

/** A private (per-vehicle) activity of our own inventory, bookable any day from tomorrow. */
const PRIVATE = sql`act.base = 'private' and act.is_active and a.is_active and not a.is_api_connected
  and act.product_code is null and jsonb_array_length(a.available_weekdays) = 7 and a.custom_date_from is null
  and a.booking_prior_days <= 3`;

let t: TestApp;
let priv: PickedActivity;
let content: string;
let finance: string;
let agent: { token: string };

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  priv = await pickActivity(t, PRIVATE);
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
  agent = await createWalletAgent(t.deps, { balance: 5_000_000 });
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...auth(token), ...o.headers } });
const BASE = '/api/v1/admin/inventory/attractions';
type FieldErrors = { fieldErrors: Record<string, string[]> };

async function activity(attractionId = priv.attractionId, id = priv.activityId): Promise<AdminActivity> {
  const res = await as(content)({ method: 'GET', url: `${BASE}/${attractionId}` });
  expect(res.statusCode, res.body).toBe(200);
  return adminAttractionAnswer.parse(res.json()).attraction.activities.find((a) => a._id === id)!;
}

const putVehicles = (token: string, body: Record<string, unknown>, activityId = priv.activityId) =>
  as(token)({ method: 'PUT', url: `${BASE}/activities/${activityId}/vehicle-prices`, payload: body });

async function agentPrice(date: string, adults: number) {
  const res = await priceOf(t, agent.token, { activityId: priv.activityId, date, adults });
  expect(res.statusCode, res.body).toBe(200);
  return priceCheckAnswer.parse(res.json());
}

describe('vehicle prices of a private activity', () => {
  it('staff change a vehicle price; the agent’s next price check chooses by it; audited', async () => {
    const before = await activity();
    expect(before.base).toBe('private');
    const date = await freeDate(t, priv.attractionId, 10);
    const sedan = { name: 'Sedan', capacity: 4, price: 15_000, cost: 11_000 };
    const van = { name: 'Van', capacity: 12, price: 35_000, cost: 25_000 };

    const first = await putVehicles(content, {
      privateVehicles: [sedan, van],
      isActive: true,
      version: before.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = adminActivityAnswer.parse(first.json()).activity;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.privateVehicles.map(({ id, ...v }) => [id.length > 0, v])).toEqual([
      [true, sedan],
      [true, van],
    ]);
    // Seven people: two sedans (300) beat the van (350).
    const twoSedans = await agentPrice(date, 7);
    expect(twoSedans.vehiclePlan?.vehicles.map((v) => [v.name, v.count])).toEqual([['Sedan', 2]]);

    // The van now costs 250 a vehicle: one van beats two sedans, at once and at a lower price.
    const [savedSedan, savedVan] = saved.privateVehicles;
    const second = await putVehicles(content, {
      privateVehicles: [savedSedan, { ...savedVan, price: 25_000 }],
      isActive: true,
      version: saved.version,
    });
    expect(second.statusCode, second.body).toBe(200);
    const oneVan = await agentPrice(date, 7);
    expect(oneVan.vehiclePlan?.vehicles.map((v) => [v.name, v.count])).toEqual([['Van', 1]]);
    expect(oneVan.agentPrice).toBeLessThan(twoSedans.agentPrice);

    const details = attractionDetailsDto.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/b2b/attractions/single/${priv.attractionId}`,
          headers: auth(agent.token),
        })
      ).json(),
    );
    const act = details.activities.find((x) => x._id === priv.activityId)!;
    expect(act.vehicles.map((v) => [v._id, v.name])).toEqual([
      [savedSedan!.id, 'Sedan'],
      [savedVan!.id, 'Van'],
    ]);

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.kind, 'attraction-activity.vehicle-prices'),
          eq(auditEvents.objectId, priv.activityId),
        ),
      );
    expect(
      audit.map((a) =>
        (a.after as { privateVehicles: { price: number }[] }).privateVehicles.map((v) => v.price),
      ),
    ).toEqual([
      [15_000, 35_000],
      [15_000, 25_000],
    ]);
  });

  it('a save against a stale version is refused: changed by someone else; nothing changes', async () => {
    const a = await activity();
    const vehicles = a.privateVehicles;
    const first = await putVehicles(content, {
      privateVehicles: vehicles.map((v) => ({ ...v, price: v.price + 1_000 })),
      isActive: true,
      version: a.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await putVehicles(content, {
      privateVehicles: vehicles.map((v) => ({ ...v, price: v.price + 9_000 })),
      isActive: true,
      version: a.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toContain('changed by someone else');
    expect((await activity()).privateVehicles.map((v) => v.price)).toEqual(
      vehicles.map((v) => v.price + 1_000),
    );
  });

  it('no vehicle, a duplicate name or a per-person activity is a 400 naming the field; nothing is saved', async () => {
    const a = await activity();
    const [v] = a.privateVehicles;
    const cases: [Record<string, unknown>, string][] = [
      [{ privateVehicles: [] }, 'privateVehicles'],
      [
        { privateVehicles: [v, { ...v, id: undefined, name: ` ${v!.name.toUpperCase()} ` }] },
        'privateVehicles[1].name',
      ],
      // The contract's own check (a price above 0) names the field by its path.
      [{ privateVehicles: [{ ...v, price: 0 }] }, 'privateVehicles.0.price'],
    ];
    for (const [patch, field] of cases) {
      const res = await putVehicles(content, { isActive: true, version: a.version, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json<FieldErrors>().fieldErrors)).toContain(field);
    }
    const person = await pickActivity(t, INVENTORY);
    const p = await activity(person.attractionId, person.activityId);
    const res = await putVehicles(
      content,
      { privateVehicles: [v], isActive: true, version: p.version },
      person.activityId,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<FieldErrors>().fieldErrors)).toEqual(['activityId']);
    expect((await activity()).version).toBe(a.version);
  });

  it('only the content role (or administrators) may set vehicle prices', async () => {
    const a = await activity();
    const res = await putVehicles(finance, {
      privateVehicles: a.privateVehicles,
      isActive: true,
      version: a.version,
    });
    expect(res.statusCode).toBe(403);
    expect((await activity()).version).toBe(a.version);
  });
});
