import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@portal/db';
import { formatMoney } from '@portal/domain';
import { COMMANDS } from '../../cli/commands.ts';
import { configureActivitySuppliers, activitySupplier } from '../../suppliers/activities/index.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectOrderCreditNotes } from '../bookings/credit-notes.testing.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createWalletAgent, idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';
import {
  API_CONNECTED,
  auth,
  BOOKING_TYPE,
  freeDate,
  gatewayCallback,
  INVENTORY,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
} from './attractions.testing.ts';
import {
  expireCardCheckoutsOnce as expireStaleOrdersOnce,
  reconcilePendingSupplierOnce as reconcileSupplierLinesOnce,
} from '../bookings/core/index.ts';
import { cliActor } from '../../audit/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_GATEWAY_LATENCY_MS: '0' } });
  await seedCatalogue(t);
});
afterAll(() => t.close());

type Answer = {
  orderId: string;
  paymentId?: string;
  paymentUrl?: string;
  fee?: number;
  total?: number;
  order: {
    referenceNumber: string;
    status: string;
    lines: { _id: string; status: string; statusReason: string | null }[];
  };
};
const balance = async (id: string) => (await walletService(t.deps).position(id)).balance;
const reservedCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from attraction_tickets where status = 'reserved'`,
    )
  )[0]!.n;
const run = (name: string, positional: string[]) =>
  COMMANDS.find((c) => c.name === name)!.run(t.deps, { positional, flags: {} }, cliActor('test'));

describe('cancellation', () => {
  it('simulates first, then refunds the rest and releases the tickets', async () => {
    const free = await pickActivity(t, sql`${INVENTORY} and a.cancellation_type in ('free', 'fee')`);
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const date = await freeDate(t, free.attractionId, 20);
    const item = await pricedItem(t, agent.token, { activityId: free.activityId, date, adults: 2 });
    const placed = (await order(t, agent.token, [item])).json<Answer>();
    const lineId = placed.order.lines[0]!._id;
    const base = `/api/v1/b2b/attractions/orders/${placed.orderId}/lines/${lineId}`;
    const quote = await t.app.inject({
      method: 'GET',
      url: `${base}/cancel-quote`,
      headers: auth(agent.token),
    });
    expect(quote.statusCode).toBe(200);
    const q = quote.json<{ allowed: boolean; fee: number; refund: number; paid: number }>();
    expect(q.allowed).toBe(true);
    expect(q.fee + q.refund).toBe(item.expectedPrice);
    const afterPay = await balance(agent.id);
    const key = idemKey();
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `${base}/cancel`,
        headers: { ...auth(agent.token), 'idempotency-key': key },
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      refund: q.refund,
      order: { status: 'cancelled' },
    });
    expect((await cancel()).statusCode).toBe(200);
    expect(await balance(agent.id)).toBe(afterPay + q.refund);
    const again = await t.app.inject({
      method: 'POST',
      url: `${base}/cancel`,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toMatch(/already cancelled/);
    const [sold] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from attraction_tickets where reserved_by = ${lineId}`,
    );
    expect(sold!.n).toBe(0);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    // The refund of the invoiced tickets has its credit note, listed by the one route of every product.
    const stranger = await createWalletAgent(t.deps, { balance: 0 });
    await expectOrderCreditNotes(t, placed.orderId, agent.token, stranger.token, [q.refund]);
  });

  it('refuses non-refundable lines with the reason', async () => {
    const nr = await pickActivity(t, sql`${INVENTORY} and a.cancellation_type = 'non-refundable'`);
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const date = await freeDate(t, nr.attractionId, 20);
    const placed = (
      await order(t, agent.token, [
        await pricedItem(t, agent.token, { activityId: nr.activityId, date, adults: 1 }),
      ])
    ).json<Answer>();
    const base = `/api/v1/b2b/attractions/orders/${placed.orderId}/lines/${placed.order.lines[0]!._id}`;
    const quote = await t.app.inject({
      method: 'GET',
      url: `${base}/cancel-quote`,
      headers: auth(agent.token),
    });
    expect(quote.json()).toMatchObject({ allowed: false, message: 'This booking is non-refundable.' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/cancel`,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('This booking is non-refundable.');
  });
});

describe('booking-type confirmation (admin command)', () => {
  it('confirms a booked line with a confirmation number and mails the agent', async () => {
    const booking = await pickActivity(t, BOOKING_TYPE);
    const agent = await createWalletAgent(t.deps, { balance: 2_000_000 });
    const date = await freeDate(t, booking.attractionId, 10);
    const placed = (
      await order(t, agent.token, [
        await pricedItem(t, agent.token, { activityId: booking.activityId, date, adults: 1 }),
      ])
    ).json<Answer>();
    const text = await run('attractions:confirm', [placed.order.referenceNumber, '1', 'CONF-778']);
    expect(text).toMatch(/Confirmed/);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${placed.orderId}`,
      headers: auth(agent.token),
    });
    expect(view.json()).toMatchObject({ lines: [{ status: 'confirmed', confirmationNumber: 'CONF-778' }] });
    await expect(run('attractions:confirm', [placed.order.referenceNumber, '1', 'X'])).rejects.toThrow(
      /only booked/,
    );
  });
});

describe('card payment', () => {
  it('answers the payment URL with the fee; the verified callback completes the order; a second one is 409', async () => {
    const inv = await pickActivity(t, INVENTORY);
    const agent = await createWalletAgent(t.deps);
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    const res = await order(t, agent.token, [item], { paymentMethod: 'card' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Answer>();
    expect(body.paymentUrl).toMatch(/\/payments\//);
    expect(body.fee).toBeGreaterThan(0);
    expect(body.total).toBe(item.expectedPrice + body.fee!);
    expect(body.order.status).toBe('pending_payment');
    const cb = {
      paymentId: body.paymentId!,
      orderRef: body.orderId,
      amount: body.total!,
      status: 'succeeded' as const,
    };
    expect((await gatewayCallback(t, cb)).statusCode).toBe(200);
    expect((await gatewayCallback(t, { ...cb, nonce: 'm'.repeat(32) })).statusCode).toBe(409);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${body.orderId}`,
      headers: auth(agent.token),
    });
    expect(view.json()).toMatchObject({ status: 'completed', lines: [{ status: 'confirmed' }] });
    expect(await balance(agent.id)).toBe(0);
    const mails = await queryRows<{ subject: string; text: string }>(
      t.deps.database.db,
      sql`select subject, text from mail_outbox where "to" = ${agent.email}`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${view.json<{ referenceNumber: string }>().referenceNumber} confirmed`,
    ]);
    expect(mails[0]!.text).toContain(`Card fee: ${formatMoney(body.fee!)}`);
    expect(mails[0]!.text).toContain(`Total: ${formatMoney(body.total!)}`);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('releases the tickets when the card fails or the hold expires', async () => {
    const inv = await pickActivity(t, INVENTORY);
    const agent = await createWalletAgent(t.deps);
    const date = await freeDate(t, inv.attractionId);
    const before = await reservedCount();
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    const failed = (await order(t, agent.token, [item], { paymentMethod: 'card' })).json<Answer>();
    expect(await reservedCount()).toBeGreaterThan(before);
    const declined = await gatewayCallback(t, {
      paymentId: failed.paymentId!,
      orderRef: failed.orderId,
      amount: failed.total!,
      status: 'failed',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await reservedCount()).toBe(before);

    const late = (await order(t, agent.token, [item], { paymentMethod: 'card' })).json<Answer>();
    await t.deps.database.db.execute(
      sql`update booking_orders set hold_expires_at = now() - interval '1 minute' where id = ${late.orderId}`,
    );
    expect(await expireStaleOrdersOnce(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await reservedCount()).toBe(before);
    const paidLate = await gatewayCallback(t, {
      paymentId: late.paymentId!,
      orderRef: late.orderId,
      amount: late.total!,
      status: 'succeeded',
    });
    expect(paidLate.statusCode).toBe(409);
  });
});

describe('API-connected lines (supplier sandbox)', () => {
  async function slotOf(token: string, activityId: string, date: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/attractions/timeslots',
      headers: auth(token),
      payload: { activityId, date },
    });
    const slots = res.json<{ slots: { slotId: string; available: number }[] }>().slots;
    return slots.find((s) => s.available >= 5)!.slotId;
  }

  it('books with the supplier; a rejection refunds the line; a timeout waits for the reconciler', async () => {
    configureActivitySuppliers(t.deps.env, { latencyMs: 0, hangMs: 30, timeoutMs: 10 });
    const api = await pickActivity(t, API_CONNECTED);
    const agent = await createWalletAgent(t.deps, { balance: 2_000_000 });
    const date = await freeDate(t, api.attractionId);
    const slotId = await slotOf(agent.token, api.activityId, date);
    const item = await pricedItem(t, agent.token, { activityId: api.activityId, date, adults: 2, slotId });

    const ok = (await order(t, agent.token, [item])).json<Answer>();
    expect(ok.order.lines[0]!.status).toBe('confirmed');

    const noSlot = await order(t, agent.token, [{ ...item, slotId: undefined }]);
    expect(noSlot.statusCode).toBe(400);

    const supplier = activitySupplier(t.deps, await supplierOf(api.attractionId))!;
    const start = await balance(agent.id);
    supplier.failNext(api.productCode!, 'reject');
    const rejected = (await order(t, agent.token, [item])).json<Answer>();
    expect(rejected.order.status).toBe('failed');
    expect(rejected.order.lines[0]!.statusReason).toMatch(/refunded/);
    expect(await balance(agent.id)).toBe(start);

    supplier.failNext(api.productCode!, 'timeout');
    const pending = (await order(t, agent.token, [item])).json<Answer>();
    expect(pending.order.lines[0]!.status).toBe('pending_supplier');
    expect(await reconcileSupplierLinesOnce(t.deps)).toBeGreaterThanOrEqual(1);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${pending.orderId}`,
      headers: auth(agent.token),
    });
    expect(view.json()).toMatchObject({ lines: [{ status: 'confirmed' }] });
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});

async function supplierOf(attractionId: string): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    t.deps.database.db,
    sql`select supplier_code as code from attractions where id = ${attractionId}`,
  );
  return row!.code;
}
