import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { apiKeys, bookingOrders, ledgerEntries, sandboxAgencies, wallets } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { cancellableActivity, placePaidOrder, type Call } from '../../authz-matrix.fixtures.ts';
import { seedCatalogue, type PickedActivity } from '../attractions/attractions.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { createAgencyUser } from '../agency-users/agency-users.testing.ts';
import { SANDBOX_CREDIT } from './sandbox-twin.ts';

let t: TestApp;
let agency: TestAgent;
let activity: PickedActivity;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  activity = await cancellableActivity(t);
  agency = await createAgentWithToken(t.deps, { balance: 5_000_000 });
}, 120_000);
afterAll(() => t.close());

interface Created {
  key: {
    _id: string;
    prefix: string;
    status: string;
    usage: { calls: number; errors: number; bookings: number };
  };
  secret: string;
}

async function createKey(body: Record<string, unknown>, token = agency.token): Promise<Created> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/agency/api-keys',
    headers: auth(token),
    payload: { name: `Key ${randomUUID().slice(0, 6)}`, modules: ['attraction'], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Created>();
}

const withKey =
  (secret: string, extra: Partial<InjectOptions> = {}, app = t.app): Call =>
  (options) =>
    app.inject({
      ...extra,
      ...options,
      headers: { authorization: `Bearer ${secret}`, ...(extra.headers ?? {}), ...(options.headers ?? {}) },
    });

/** A bookable attraction selection and its price for the caller (minor units, as the price route answers). */
async function quote(call: Call) {
  const details = await call({
    method: 'GET',
    url: `/api/v1/b2b/attractions/single/${activity.attractionId}`,
  });
  expect(details.statusCode, details.body).toBe(200);
  const dates = details.json<{ availability: { bookableDates: string[] } }>().availability.bookableDates;
  const selection = {
    activityId: activity.activityId,
    date: dates[Math.min(10, dates.length - 1)]!,
    adults: 1,
  };
  const price = await call({ method: 'POST', url: '/api/v1/b2b/attractions/price', payload: selection });
  expect(price.statusCode, price.body).toBe(200);
  return { selection, agentPrice: price.json<{ agentPrice: number }>().agentPrice };
}

function order(
  call: Call,
  q: Awaited<ReturnType<typeof quote>>,
  idempotencyKey = randomUUID(),
  reference = `API-${randomUUID()}`,
) {
  return call({
    method: 'POST',
    url: '/api/v1/b2b/attractions/orders',
    headers: { 'idempotency-key': idempotencyKey },
    payload: {
      items: [{ ...q.selection, expectedPrice: q.agentPrice }],
      leadTraveller: {
        name: 'Api Lead',
        email: 'api.lead@example.test',
        phone: '+971 50 000 0000',
        country: 'AE',
      },
      agentReferenceNumber: reference,
      paymentMethod: 'wallet',
    },
  });
}

/** The agency's money as stored: wallet row and ledger entries. */
async function money(agentId: string) {
  const db = t.deps.database.db;
  const [wallet] = await db.select().from(wallets).where(eq(wallets.agentId, agentId));
  const entries = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.agentId, agentId));
  const orders = await db
    .select({ id: bookingOrders.id })
    .from(bookingOrders)
    .where(eq(bookingOrders.agentId, agentId));
  return {
    balance: wallet?.balance,
    held: wallet?.held,
    creditUsed: wallet?.creditUsed,
    entries: entries.length,
    orders: orders.length,
  };
}

describe('managing keys', () => {
  it('shows the secret once, keeps only its hash, lists the key with its prefix; a booker may not manage keys', async () => {
    const created = await createKey({ name: 'Website', ipAllow: ['203.0.113.0/24'], bookingCap: 100 });
    expect(created.secret).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.key._id));
    expect(row!.secretHash).not.toContain(created.secret);
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/agency/api-keys',
      headers: auth(agency.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(
      list.json<{ keys: { _id: string; bookingCap: number; ipAllow: string[] }[] }>().keys,
    ).toContainEqual(
      expect.objectContaining({ _id: created.key._id, bookingCap: 100, ipAllow: ['203.0.113.0/24'] }),
    );

    const booker = await createAgencyUser(t.deps, agency.id, 'booker');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/agency/api-keys',
      headers: auth(booker.token),
      payload: { name: 'Mine', modules: ['attraction'] },
    });
    expect(refused.statusCode).toBe(403);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/agency/api-keys',
      headers: auth(agency.token),
      payload: { name: 'Bad', modules: ['attraction'], ipAllow: ['300.1.1.1'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses modules the agency does not have', async () => {
    const limited = await createAgentWithToken(t.deps, { flags: { showFlight: false } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/agency/api-keys',
      headers: auth(limited.token),
      payload: { name: 'Flights', modules: ['flight'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('Flight');
  });
});

describe('calling with a key', () => {
  it('a key limited to hotels is refused on flights and attractions, and on every route outside the Agent API', async () => {
    const { secret } = await createKey({ modules: ['hotel'] });
    const call = withKey(secret);
    const flights = await call({
      method: 'POST',
      url: '/api/v1/b2b/flight/search/availability',
      payload: {},
    });
    expect(flights.statusCode).toBe(403);
    expect(flights.json<{ error: string }>().error).toBe('Flights are not enabled for your account');
    const attractions = await call({ method: 'POST', url: '/api/v1/b2b/attractions/price', payload: {} });
    expect(attractions.statusCode).toBe(403);
    // Not the Agent API: the wallet, the keys themselves, the agency's users, markups.
    for (const url of [
      '/api/v1/b2b/transactions/balance',
      '/api/v1/b2b/agency/api-keys',
      '/api/v1/b2b/agency/users',
      '/api/v1/b2b/markups/attractions',
    ]) {
      const res = await call({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.json<{ error: string }>().error).toContain('API keys may call only');
    }
    // A hotel route is open to it (the route's own input rules answer, not the key guard).
    const hotels = await call({
      method: 'POST',
      url: '/api/v1/b2b/hotels/availabilities/search',
      payload: {},
    });
    expect(hotels.statusCode).toBe(400);
  });

  it('books by bearer or X-Api-Key under the same rules; the same Idempotency-Key twice is one booking and one debit', async () => {
    const { key, secret } = await createKey({ modules: ['attraction', 'hotel'] });
    const byHeader: Call = (options) =>
      t.app.inject({ ...options, headers: { 'x-api-key': secret, ...(options.headers ?? {}) } });
    const q = await quote(byHeader);
    const before = await money(agency.id);
    const idem = randomUUID();
    const reference = `API-${randomUUID()}`;
    const first = await order(withKey(secret), q, idem, reference);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['ratelimit-limit']).toBeDefined();
    expect(first.headers['ratelimit-remaining']).toBeDefined();
    const second = await order(byHeader, q, idem, reference);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<{ orderId: string }>().orderId).toBe(first.json<{ orderId: string }>().orderId);
    const after = await money(agency.id);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.balance).toBe(before.balance! - q.agentPrice);
    // The booking records the key that made it, and says so by name.
    const [row] = await t.deps.database.db
      .select({ bookedBy: bookingOrders.bookedBy })
      .from(bookingOrders)
      .where(eq(bookingOrders.id, first.json<{ orderId: string }>().orderId));
    expect(row!.bookedBy).toBe(key._id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/agency/api-keys',
      headers: auth(agency.token),
    });
    const listed = list.json<Created['key'][] extends never ? never : { keys: Created['key'][] }>().keys;
    expect(listed.find((k) => k._id === key._id)!.usage).toMatchObject({ bookings: 1 });
    // The agency's activity names the key as who booked.
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/agency/activity',
      headers: auth(agency.token),
    });
    expect(activity.statusCode).toBe(200);
    expect(
      activity
        .json<{ activity: { userId: string | null; userName: string }[] }>()
        .activity.filter((r) => r.userId === key._id),
    ).toContainEqual(
      expect.objectContaining({ userName: expect.stringMatching(/^API key Key /) as unknown }),
    );
    expect(listed.find((k) => k._id === key._id)!.usage.calls).toBeGreaterThanOrEqual(4);
  });

  it('a per-booking cap refuses a booking above it with the amounts, and nothing is charged', async () => {
    const probe = await createKey({});
    const q = await quote(withKey(probe.secret));
    const { secret } = await createKey({ bookingCap: (q.agentPrice - 1) / 100 });
    const before = await money(agency.id);
    const res = await order(withKey(secret), q);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toMatch(
      /above this API key's cap of AED .* per booking\. Nothing was charged\./,
    );
    expect(await money(agency.id)).toEqual(before);
  });

  it("a per-day cap counts the key's bookings of the day", async () => {
    const probe = await createKey({});
    const q = await quote(withKey(probe.secret));
    const { secret } = await createKey({ dailyCap: Math.round(q.agentPrice * 1.5) / 100 });
    const call = withKey(secret);
    expect((await order(call, q)).statusCode).toBe(201);
    const before = await money(agency.id);
    const res = await order(call, q);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toContain('per day. Nothing was charged.');
    expect(await money(agency.id)).toEqual(before);
  });

  it('the IP allow-list refuses other addresses', async () => {
    const { secret } = await createKey({ ipAllow: ['203.0.113.0/24', '2001:db8::/32'] });
    const url = `/api/v1/b2b/attractions/single/${activity.attractionId}`;
    const outside = await withKey(secret, { remoteAddress: '198.51.100.7' })({ method: 'GET', url });
    expect(outside.statusCode).toBe(403);
    expect(outside.json<{ error: string }>().error).toBe('This API key may not be used from 198.51.100.7');
    const inside = await withKey(secret, { remoteAddress: '203.0.113.77' })({ method: 'GET', url });
    expect(inside.statusCode).toBe(200);
  });

  it("a revoked key stops at once, on this node and on another; a rotated key's old secret stops, the new one works", async () => {
    const other = await buildTestApp({ database: t.deps.database });
    try {
      const { key, secret } = await createKey({});
      const url = `/api/v1/b2b/attractions/single/${activity.attractionId}`;
      expect((await withKey(secret)({ method: 'GET', url })).statusCode).toBe(200);
      expect((await withKey(secret, {}, other.app)({ method: 'GET', url })).statusCode).toBe(200);

      const rotated = await t.app.inject({
        method: 'POST',
        url: `/api/v1/b2b/agency/api-keys/${key._id}/rotate`,
        headers: auth(agency.token),
      });
      expect(rotated.statusCode).toBe(200);
      const fresh = rotated.json<Created>().secret;
      expect(fresh).not.toBe(secret);
      expect((await withKey(secret)({ method: 'GET', url })).statusCode).toBe(401);
      expect((await withKey(secret, {}, other.app)({ method: 'GET', url })).statusCode).toBe(401);
      expect((await withKey(fresh, {}, other.app)({ method: 'GET', url })).statusCode).toBe(200);

      const revoked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/b2b/agency/api-keys/${key._id}/revoke`,
        headers: auth(agency.token),
      });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json<{ status: string }>().status).toBe('revoked');
      const after = await withKey(fresh)({ method: 'GET', url });
      expect(after.statusCode).toBe(401);
      expect(after.json<{ error: string }>().error).toContain('not valid');
      expect((await withKey(fresh, {}, other.app)({ method: 'GET', url })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('limits the calls of one key per minute across nodes, with RateLimit-* headers and 429', async () => {
    const limited = await buildTestApp({ database: t.deps.database, env: { API_KEY_RATE_LIMIT: '2' } });
    try {
      const { secret } = await createKey({});
      const url = `/api/v1/b2b/attractions/single/${activity.attractionId}`;
      const call = withKey(secret, {}, limited.app);
      const one = await call({ method: 'GET', url });
      expect(one.statusCode).toBe(200);
      expect(one.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '1' });
      expect((await call({ method: 'GET', url })).statusCode).toBe(200);
      const third = await call({ method: 'GET', url });
      expect(third.statusCode).toBe(429);
      expect(third.headers['ratelimit-remaining']).toBe('0');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('a sandbox key', () => {
  it("books for the agency's sandbox twin on its sandbox credit: the agency's own wallet and ledger do not move", async () => {
    const { secret, key } = await createKey({ sandbox: true });
    expect(secret).toMatch(/^pk_test_/);
    const [twin] = await t.deps.database.db
      .select()
      .from(sandboxAgencies)
      .where(eq(sandboxAgencies.agentId, agency.id));
    expect(twin).toBeDefined();
    const real = await money(agency.id);
    const sandboxBefore = await money(twin!.twinId);
    const placed = await placePaidOrder(withKey(secret), activity);
    expect(await money(agency.id)).toEqual(real);
    const sandboxAfter = await money(twin!.twinId);
    expect(sandboxAfter.orders).toBe(sandboxBefore.orders + 1);
    expect(sandboxAfter.creditUsed).toBeGreaterThan(sandboxBefore.creditUsed!);
    const [row] = await t.deps.database.db
      .select({ agentId: bookingOrders.agentId, bookedBy: bookingOrders.bookedBy })
      .from(bookingOrders)
      .where(eq(bookingOrders.id, placed.orderId));
    expect(row).toEqual({ agentId: twin!.twinId, bookedBy: key._id });
    const [wallet] = await t.deps.database.db.select().from(wallets).where(eq(wallets.agentId, twin!.twinId));
    expect(wallet!.creditLimit).toBe(SANDBOX_CREDIT);
    // A second sandbox key books for the same twin.
    await createKey({ sandbox: true });
    const twins = await t.deps.database.db
      .select()
      .from(sandboxAgencies)
      .where(eq(sandboxAgencies.agentId, agency.id));
    expect(twins).toHaveLength(1);
  });

  it('is refused where sandboxes may not run', async () => {
    const production = await buildTestApp({ database: t.deps.database, env: { SANDBOX: 'false' } });
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/v1/b2b/agency/api-keys',
        headers: auth(agency.token),
        payload: { name: 'Sandbox', modules: ['attraction'], sandbox: true },
      });
      expect(res.statusCode).toBe(422);
    } finally {
      await production.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the key-accepting routes under "Agent API" with the key schemes, and not the keys page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      tags?: { name: string }[];
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; description?: string }>>;
    }>();
    expect(doc.components.securitySchemes).toHaveProperty('apiKey');
    expect(doc.components.securitySchemes).toHaveProperty('apiKeyHeader');
    const orders = doc.paths['/api/v1/b2b/attractions/orders']!.post!;
    expect(orders.tags).toContain('Agent API');
    expect(orders.security).toContainEqual({ apiKeyHeader: [] });
    expect(orders.description).toContain('Idempotency-Key');
    expect(doc.paths['/api/v1/b2b/hotels/availabilities/search']!.post!.tags).toContain('Agent API');
    expect(doc.paths['/api/v1/b2b/agency/api-keys']!.get!.tags).not.toContain('Agent API');
    expect(doc.paths['/api/v1/b2b/markups/attractions']!.get!.tags).not.toContain('Agent API');
  });
});
