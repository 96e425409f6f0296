import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencyUsers,
  agents,
  bookingEvents,
  bookingOrders,
  ledgerEntries,
  mailOutbox,
  queryRows,
} from '@portal/db';
import { permissionDenied } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_PASSWORD } from '../auth/auth.fixtures.ts';
import { cancellableActivity, placePaidOrder, type Call } from '../../authz-matrix.fixtures.ts';
import { seedCatalogue, type PickedActivity } from '../attractions/attractions.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { createAgencyUser } from './agency-users.testing.ts';

let t: TestApp;
let owner: TestAgent;
let activity: PickedActivity;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  activity = await cancellableActivity(t);
  owner = await createAgentWithToken(t.deps, { balance: 1_000_000 });
});
afterAll(() => t.close());

const callAs =
  (token: string): Call =>
  (options) =>
    t.app.inject({ ...options, headers: { ...auth(token), ...(options.headers ?? {}) } });

const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/b2b/resellers/auth/login', payload: { email, password } });

const ledgerCount = async (agentId: string) =>
  (await t.deps.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.agentId, agentId))).length;

const orderCount = async (agentId: string) =>
  (await t.deps.database.db.select().from(bookingOrders).where(eq(bookingOrders.agentId, agentId))).length;

describe('the account that signed up', () => {
  it('is its agency owner: same e-mail and password, every permission, in sync when the agent changes', async () => {
    const [agent] = await t.deps.database.db.select().from(agents).where(eq(agents.id, owner.id));
    const [user] = await t.deps.database.db
      .select()
      .from(agencyUsers)
      .where(eq(agencyUsers.agentId, owner.id));
    expect(user).toMatchObject({ role: 'owner', email: agent!.email, passwordHash: agent!.passwordHash });
    const res = await login(owner.email);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ reseller: { user: { role: string; permissions: string[] } } }>();
    expect(body.reseller.user.role).toBe('owner');
    expect(body.reseller.user.permissions).toContain('users.manage');
    const [signedIn] = await t.deps.database.db
      .select({ at: agencyUsers.lastSignInAt })
      .from(agencyUsers)
      .where(eq(agencyUsers.id, user!.id));
    expect(signedIn?.at).not.toBeNull();
  });
});

describe('inviting a user', () => {
  it('mails an expiring link; the invitee sets a strong password, signs in as booker and sees its permissions', async () => {
    const email = `booker-${randomUUID().slice(0, 8)}@example.test`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/agency/users',
      headers: auth(owner.token),
      payload: { email, name: 'Basma Booker', role: 'booker', bookingLimit: 500 },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ status: 'invited', role: 'booker', bookingLimit: 500 });

    // The same address again, or an agent's address: refused in words.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/agency/users',
      headers: auth(owner.token),
      payload: { email: owner.email, name: 'Someone', role: 'viewer' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toBe('This e-mail address already has an account');

    // Not yet: an invited user cannot sign in (the answer of any unknown account).
    expect((await login(email)).json<{ error: string }>().error).toBe('Invalid email or password');

    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    const token = /invitation\?token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();

    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/b2b/agency/invitation?token=${token}` });
    expect(shown.json()).toMatchObject({ email, name: 'Basma Booker' });

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/agency/invitation/accept',
      payload: { token, password: 'Password1!' },
    });
    expect(weak.statusCode).toBe(400);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/agency/invitation/accept',
      payload: { token, password: TEST_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    // Single use.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/agency/invitation/accept',
      payload: { token, password: TEST_PASSWORD },
    });
    expect(twice.statusCode).toBe(400);

    const signedIn = await login(email);
    expect(signedIn.statusCode).toBe(200);
    const me = signedIn.json<{
      jwtToken: string;
      reseller: { _id: string; user: { role: string; permissions: string[]; bookingLimit: number } };
    }>();
    expect(me.reseller._id).toBe(owner.id);
    expect(me.reseller.user).toMatchObject({ role: 'booker', bookingLimit: 500 });
    expect(me.reseller.user.permissions).not.toContain('prices.net');
    expect(me.reseller.user.permissions).toContain('bookings.book');

    // The booker cannot manage users.
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/agency/users',
      headers: auth(me.jwtToken),
    });
    expect(users.statusCode).toBe(403);
    expect(users.json<{ error: string }>().error).toBe(permissionDenied('users.manage'));

    // The owner sees it with its last sign-in; disabling it ends its session at once.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/agency/users',
      headers: auth(owner.token),
    });
    const row = list
      .json<{ users: { _id: string; email: string; lastSignInAt: string | null }[] }>()
      .users.find((u) => u.email === email);
    expect(row?.lastSignInAt).not.toBeNull();
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/b2b/agency/users/${row!._id}`,
      headers: auth(owner.token),
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode).toBe(200);
    // Every node's cached caller follows within the change feed's second (NOTIFY is asynchronous).
    const after = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/b2b/resellers/auth/getReseller',
        headers: auth(me.jwtToken),
      });
    await expect.poll(async () => (await after()).statusCode, { timeout: 10_000 }).toBe(401);
    expect((await login(email)).statusCode).toBe(403);
  });

  it("another agency's user is not found", async () => {
    const other = await createAgentWithToken(t.deps);
    const stranger = await createAgencyUser(t.deps, other.id, 'viewer');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/b2b/agency/users/${stranger.id}`,
      headers: auth(owner.token),
      payload: { role: 'manager' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('roles refuse what they do not allow, charging nothing', () => {
  it('a viewer paying, an accountant booking: 403 in words, ledger and orders unchanged', async () => {
    const viewer = await createAgencyUser(t.deps, owner.id, 'viewer');
    const accountant = await createAgencyUser(t.deps, owner.id, 'accountant');
    const entries = await ledgerCount(owner.id);
    const orders = await orderCount(owner.id);

    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/hotels/orders/payments/initiate',
      headers: { ...auth(viewer.token), 'idempotency-key': randomUUID() },
      payload: { orderId: randomUUID(), paymentMethod: 'wallet' },
    });
    expect(pay.statusCode).toBe(403);
    expect(pay.json<{ error: string }>().error).toBe(
      'Your role does not allow you to pay bookings from the wallet',
    );

    await expect(placePaidOrder(callAs(accountant.token), activity)).rejects.toThrow(
      /403.*Your role does not allow you to search, quote and book/,
    );
    expect(await ledgerCount(owner.id)).toBe(entries);
    expect(await orderCount(owner.id)).toBe(orders);
  });

  it('a booker above its limit is refused with nothing charged; within it the booking names the booker', async () => {
    const limited = await createAgencyUser(t.deps, owner.id, 'booker', {
      bookingLimit: 1,
      name: 'Lina Limited',
    });
    const entries = await ledgerCount(owner.id);
    const orders = await orderCount(owner.id);
    await expect(placePaidOrder(callAs(limited.token), activity)).rejects.toThrow(
      /403.*above your limit of AED 0.01 per booking paid from the wallet\. Nothing was charged/,
    );
    expect(await ledgerCount(owner.id)).toBe(entries);
    expect(await orderCount(owner.id)).toBe(orders);

    const booker = await createAgencyUser(t.deps, owner.id, 'booker', {
      bookingLimit: 10_000_000,
      name: 'Bilal Booker',
    });
    const placed = await placePaidOrder(callAs(booker.token), activity);
    const [order] = await t.deps.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, placed.orderId));
    expect(order?.bookedBy).toBe(booker.id);
    const events = await t.deps.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.orderId, placed.orderId), eq(bookingEvents.userId, booker.id)));
    expect(events.length).toBeGreaterThan(0);
    const money = await queryRows<{ kind: string }>(
      t.deps.database.db,
      sql`select kind from ledger_entries where reference = ${order!.referenceNumber} and user_id = ${booker.id}`,
    );
    expect(money.map((m) => m.kind)).toEqual(expect.arrayContaining(['hold', 'payment']));

    // "Booked by" on the attraction list and details, and the list's filter by user.
    type Rows = { orders: { orderId: string; bookedBy: string | null }[] };
    const mine = await t.app.inject({
      url: `/api/v1/b2b/attractions/orders?bookedBy=${booker.id}`,
      headers: auth(owner.token),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const rowsOfBooker = mine.json<Rows>().orders;
    expect(rowsOfBooker.map((o) => o.orderId)).toContain(placed.orderId);
    expect(rowsOfBooker.every((o) => o.bookedBy === 'Bilal Booker')).toBe(true);
    const others = await t.app.inject({
      url: `/api/v1/b2b/attractions/orders?bookedBy=${limited.id}`,
      headers: auth(owner.token),
    });
    expect(others.json<Rows>().orders).toEqual([]);
    const details = await t.app.inject({
      url: `/api/v1/b2b/attractions/orders/${placed.orderId}`,
      headers: auth(owner.token),
    });
    expect(details.json<{ bookedBy: string | null }>().bookedBy).toBe('Bilal Booker');

    // The wallet statement names the booker on the payment line.
    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/transactions/all?reference=${order!.referenceNumber}`,
      headers: auth(owner.token),
    });
    expect(statement.statusCode).toBe(200);
    const lines = statement.json<{ transactions: { type: string; user?: string | null }[] }>().transactions;
    expect(lines.find((l) => l.type === 'payment')?.user).toBe('Bilal Booker');

    // The owner's activity page shows the booker's booking, filterable by user, and exports it.
    const activityRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/agency/activity?userId=${booker.id}`,
      headers: auth(owner.token),
    });
    expect(activityRes.statusCode).toBe(200);
    const rows = activityRes.json<{ activity: { userName: string; kind: string; reference: string }[] }>()
      .activity;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userName === 'Bilal Booker')).toBe(true);
    expect(rows.some((r) => r.reference === order!.referenceNumber)).toBe(true);
    const sheet = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/agency/activity/sheet?kind=booking',
      headers: auth(owner.token),
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');

    // A booker cannot read the activity.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/agency/activity',
      headers: auth(booker.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
