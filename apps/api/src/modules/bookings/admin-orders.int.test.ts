import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderAnswer,
  adminOrderListAnswer,
  auditHistoryAnswer,
  type AdminOrderDetails,
} from '@portal/contracts';
import { auditEvents, bookingEvents, bookingLines, mailOutbox } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createTestAdmin, signInAdmin } from '../auth/auth.fixtures.ts';
import {
  BOOKING_TYPE,
  freeDate,
  INVENTORY,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
} from '../attractions/attractions.testing.ts';
import { ensureHotels } from '../hotels/hotels.testing.ts';
import { createBody, CREATE_URL, recheck, searchAndPick } from '../hotels/booking/booking.testing.ts';
import { dualSourceHotels } from '../../suppliers/hotels/suppliers.testing.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createWalletAgent, idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';

type Placed = {
  orderId: string;
  order: { referenceNumber: string; lines: { _id: string; status: string }[] };
};
type Agent = Awaited<ReturnType<typeof createWalletAgent>>;

let t: TestApp;
let staff: string;
let agent: Agent;
let other: Agent;
/** A booking-type attraction order (its line waits for the operator's number). */
let booked: Placed;
/** A ticket order from inventory (confirmed at payment). */
let ticket: Placed;

const ADMIN = '/api/v1/admin/orders';

async function place(who: Agent, where: Parameters<typeof pickActivity>[1], ahead: number): Promise<Placed> {
  const activity = await pickActivity(t, where);
  const date = await freeDate(t, activity.attractionId, ahead);
  const res = await order(t, who.token, [
    await pricedItem(t, who.token, { activityId: activity.activityId, date, adults: 1 }),
  ]);
  if (res.statusCode !== 201) throw new Error(`order failed ${res.statusCode}: ${res.body}`);
  return res.json<Placed>();
}

const get = (url: string, token = staff) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const list = async (query: string) => {
  const res = await get(`${ADMIN}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderListAnswer.parse(res.json());
};
const confirm = (path: string, confirmationNumber: unknown, token = staff) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN}/${path}/confirm`,
    headers: bearer(token),
    payload: { confirmationNumber },
  });
const linePath = (p: Placed, product = 'attraction') =>
  `${product}/${p.orderId}/lines/${p.order.lines[0]!._id}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_GATEWAY_LATENCY_MS: '0' } });
  await seedCatalogue(t);
  const admin = await createTestAdmin(t.deps);
  staff = await signInAdmin(t.app, admin.email);
  agent = await createWalletAgent(t.deps, { balance: 5_000_000 });
  other = await createWalletAgent(t.deps, { balance: 5_000_000 });
  ticket = await place(agent, INVENTORY, 12);
  booked = await place(agent, BOOKING_TYPE, 10);
  await place(other, BOOKING_TYPE, 11);
});
afterAll(() => t.close());

describe('GET /admin/orders', () => {
  it("lists every agent's orders newest first with agent, lead, totals and line statuses", async () => {
    const answer = await list('limit=100');
    expect(answer.total).toBe(3);
    expect(answer.orders.map((o) => o._id).slice(1, 3)).toEqual([booked.orderId, ticket.orderId]);
    const row = answer.orders.find((o) => o._id === booked.orderId)!;
    expect(row).toMatchObject({
      product: 'attraction',
      referenceNumber: booked.order.referenceNumber,
      agent: { _id: agent.id, agentCode: agent.agentCode },
      leadName: 'Aisha Rahman',
      status: 'completed',
      paymentMethod: 'wallet',
      currency: 'AED',
      lines: [{ lineNo: 1, status: 'booked' }],
    });
    expect(row.total).toBeGreaterThan(0);
  });

  it('filters by agent code, line status, order status, product, reference and booking dates', async () => {
    const byAgent = await list(`agent=${agent.agentCode}`);
    expect(byAgent.total).toBe(2);
    const waiting = await list(`status=booked&agent=${agent.agentCode}`);
    expect(waiting.orders.map((o) => o._id)).toEqual([booked.orderId]);
    expect((await list('status=booked')).total).toBe(2);
    expect((await list('status=pending_supplier')).total).toBe(0);
    expect((await list(`status=confirmed&agent=${agent.agentCode}`)).orders.map((o) => o._id)).toEqual([
      ticket.orderId,
    ]);
    expect((await list('status=completed')).total).toBe(3);
    expect((await list('status=cancelled')).total).toBe(0);
    expect((await list('product=hotel')).total).toBe(0);
    expect((await list('product=attraction')).total).toBe(3);
    const search = booked.order.referenceNumber.slice(-6).toLowerCase();
    expect((await list(`search=${search}`)).orders.map((o) => o._id)).toEqual([booked.orderId]);
    expect((await list('search=aisha')).total).toBe(3);
    expect((await list('search=100%25')).total).toBe(0);
    const today = t.deps.clock.now().toISOString().slice(0, 10);
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect((await list(`dateFrom=2000-01-01&dateTo=${nextYear}`)).total).toBe(3);
    expect((await list(`dateFrom=${nextYear}`)).total).toBe(0);
  });

  it('pages with skip and limit and answers the total', async () => {
    const first = await list('limit=2');
    const second = await list('limit=2&skip=2');
    expect(first.total).toBe(3);
    expect(first.orders).toHaveLength(2);
    expect(second.orders).toHaveLength(1);
    expect(new Set([...first.orders, ...second.orders].map((o) => o._id)).size).toBe(3);
  });

  it('answers 400 for bad filters, 401 without a token and 403 to an agent', async () => {
    for (const q of [
      'limit=101',
      'status=nope',
      'product=cars',
      'agent=abc',
      'dateFrom=2026-13-01',
      'dateFrom=2026-05-02&dateTo=2026-05-01',
    ]) {
      const res = await get(`${ADMIN}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: ADMIN })).statusCode).toBe(401);
    expect((await get(ADMIN, agent.token)).statusCode).toBe(403);
  });
});

describe('GET /admin/orders/:product/:id', () => {
  it('answers the order with lines, price breakdown, payment and timeline', async () => {
    const res = await get(`${ADMIN}/attraction/${booked.orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { order: o } = adminOrderAnswer.parse(res.json());
    expect(o).toMatchObject({
      referenceNumber: booked.order.referenceNumber,
      agent: { agentCode: agent.agentCode },
      parent: null,
      payment: { method: 'wallet', paidWith: 'wallet' },
      lines: [{ lineNo: 1, status: 'booked', canConfirm: true, confirmationNumber: null }],
    });
    const line = o.lines[0]!;
    expect(line.price.agentPrice).toBe(o.totals.agentPrice);
    expect(line.price.sellPrice).toBe(line.price.agentPrice + line.price.clientMarkup);
    expect(o.timeline.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id or another product, 400 for a malformed id, 403 to an agent', async () => {
    expect((await get(`${ADMIN}/attraction/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`${ADMIN}/hotel/${booked.orderId}`)).statusCode).toBe(404);
    expect((await get(`${ADMIN}/attraction/nope`)).statusCode).toBe(400);
    expect((await get(`${ADMIN}/attraction/${booked.orderId}`, agent.token)).statusCode).toBe(403);
  });
});

describe('POST /admin/orders/:product/:id/lines/:lineId/confirm', () => {
  it('refuses an empty or over-long number (400), an agent (403), an unknown line (404)', async () => {
    for (const n of ['', '   ', 'X'.repeat(61), undefined]) {
      const res = await confirm(linePath(booked), n);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/confirmation number/i);
    }
    expect((await confirm(linePath(booked), 'CONF-1', agent.token)).statusCode).toBe(403);
    const unknownLine = `attraction/${booked.orderId}/lines/${crypto.randomUUID()}`;
    expect((await confirm(unknownLine, 'CONF-1')).statusCode).toBe(404);
    expect((await confirm(linePath(booked, 'visa'), 'CONF-1')).statusCode).toBe(404);
    // Nothing moved.
    const [line] = await t.deps.database.db
      .select({ status: bookingLines.status })
      .from(bookingLines)
      .where(eq(bookingLines.id, booked.order.lines[0]!._id));
    expect(line?.status).toBe('booked');
  });

  it('confirms a booked attraction line like attractions:confirm: number, timeline, agent mailed; no money moves', async () => {
    const balance = (await walletService(t.deps).position(agent.id)).balance;
    const res = await confirm(linePath(booked), '  OP-7781 ');
    expect(res.statusCode, res.body).toBe(200);
    const o: AdminOrderDetails = adminOrderAnswer.parse(res.json()).order;
    expect(o.lines[0]).toMatchObject({
      status: 'confirmed',
      confirmationNumber: 'OP-7781',
      canConfirm: false,
    });
    expect(o.timeline.at(-1)).toMatchObject({
      status: 'booking confirmed',
      note: 'Confirmation OP-7781',
      lineNo: 1,
    });
    expect(o.timeline.at(-1)!.actor).toMatch(/^admin:/);
    expect(o.timeline.at(-1)!.actorName).toBe('Test Admin');
    expect(o.timeline[0]!.actorName).toBeNull();
    const mails = await t.deps.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, agent.email));
    expect(mails.some((m) => m.subject.startsWith('Booking confirmed:') && m.text.includes('OP-7781'))).toBe(
      true,
    );
    // The agent sees it confirmed.
    const view = await get(`/api/v1/b2b/attractions/orders/${booked.orderId}`, agent.token);
    expect(view.json()).toMatchObject({ lines: [{ status: 'confirmed', confirmationNumber: 'OP-7781' }] });
    expect((await walletService(t.deps).position(agent.id)).balance).toBe(balance);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    expect((await list(`status=booked&agent=${agent.agentCode}`)).total).toBe(0);
    // Audited with the change: who, the line, before and after (issue 33).
    const audits = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'order.confirm'), eq(auditEvents.agentId, agent.id)));
    expect(audits.find((r) => r.after?.confirmationNumber === 'OP-7781')).toMatchObject({
      actorKind: 'staff',
      actorName: 'Test Admin',
      objectType: 'order-line',
      before: { status: 'booked' },
      after: { status: 'confirmed' },
    });
  });

  it('answers 409 for a line in another status (confirmed twice, a ticket line)', async () => {
    const again = await confirm(linePath(booked), 'OP-9');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(
      'Line 1 is confirmed; only booked lines can be confirmed.',
    );
    expect((await confirm(linePath(ticket), 'OP-9')).statusCode).toBe(409);
    const events = await t.deps.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.orderId, booked.orderId), eq(bookingEvents.status, 'booking confirmed')));
    expect(events).toHaveLength(1);
  });

  it('confirms a contract hotel booking through the booking core (hotels:confirm)', async () => {
    await ensureHotels(t);
    const [hotel] = await dualSourceHotels(t, 1);
    const picked = await searchAndPick(t, agent.token, hotel!.id, (r) => r.source === 'contract');
    const held = await recheck(t, agent.token, picked);
    const created = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...bearer(agent.token), 'idempotency-key': idemKey() },
      payload: createBody(held),
    });
    expect(created.statusCode, created.body).toBe(201);
    const hotelOrderId = created.json<{ order: { _id: string } }>().order._id;
    const waiting = await list(`product=hotel&status=booked`);
    expect(waiting.orders.map((o) => o._id)).toEqual([hotelOrderId]);
    const lineId = waiting.orders[0]!.lines[0]!._id;
    const res = await confirm(`hotel/${hotelOrderId}/lines/${lineId}`, 'HTL-CONF-55');
    expect(res.statusCode, res.body).toBe(200);
    const o = adminOrderAnswer.parse(res.json()).order;
    expect(o.lines.find((l) => l._id === lineId)).toMatchObject({
      status: 'confirmed',
      confirmationNumber: 'HTL-CONF-55',
    });
    const [mail] = await t.deps.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, agent.email),
          eq(mailOutbox.subject, `Hotel booking ${o.referenceNumber} is confirmed`),
        ),
      );
    expect(mail).toBeDefined();
    expect((await confirm(`hotel/${hotelOrderId}/lines/${lineId}`, 'HTL-CONF-56')).statusCode).toBe(409);
  });
});

describe("GET /admin/history/order/:id (the order page's history)", () => {
  const history = async (id: string, token = staff) => {
    const res = await get(`/api/v1/admin/history/order/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return auditHistoryAnswer.parse(res.json()).rows;
  };

  it("shows a line's confirmation and a note on the order, newest first; no other order's rows", async () => {
    const target = await place(agent, BOOKING_TYPE, 14);
    const lineId = target.order.lines[0]!._id;
    expect((await history(target.orderId)).map((r) => r.kind)).toEqual([]);
    expect((await confirm(linePath(target), 'HIST-4711')).statusCode).toBe(200);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/work/order/attraction:${target.orderId}/notes`,
      headers: bearer(staff),
      payload: { text: 'Operator confirmed by phone' },
    });
    expect(note.statusCode, note.body).toBe(200);
    const rows = await history(target.orderId);
    expect(rows.map((r) => [r.kind, r.objectType, r.objectId])).toEqual([
      ['order.note', 'order', target.orderId],
      ['order.confirm', 'order-line', lineId],
    ]);
    expect(rows[0]).toMatchObject({
      actorKind: 'staff',
      actorName: 'Test Admin',
      after: { note: 'Operator confirmed by phone' },
    });
    expect(rows[1]).toMatchObject({ after: { status: 'confirmed', confirmationNumber: 'HIST-4711' } });
    // The other orders' confirmations (booked, the hotel) are not on this order's history, nor this one on theirs.
    const elsewhere = await history(booked.orderId);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((r) => r.objectId !== lineId && r.objectId !== target.orderId)).toBe(true);
  });

  it('refuses an agent (403), an unknown kind or a malformed id (400); an unknown order has no history', async () => {
    expect((await get(`/api/v1/admin/history/order/${booked.orderId}`, agent.token)).statusCode).toBe(403);
    const kind = await get(`/api/v1/admin/history/invoice/${booked.orderId}`);
    expect(kind.statusCode).toBe(400);
    expect(kind.json<{ error: string }>().error).toMatch(/agent, an order or a visa application/);
    expect((await get('/api/v1/admin/history/order/not-an-id')).statusCode).toBe(400);
    expect(await history(crypto.randomUUID())).toEqual([]);
  });
});
