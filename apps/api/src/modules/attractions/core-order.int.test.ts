import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@portal/db';
import { pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createWalletAgent, idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';
import { configureActivitySuppliers } from '../../suppliers/activities/index.ts';
import { completeCardPaidOnce } from '../bookings/core/index.ts';
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

// A cart of several activities is one booking core order with one line per activity.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
});
afterAll(() => t.close());

type Placed = { orderId: string; order: { referenceNumber: string; lines: { _id: string }[] } };

describe('attraction checkout on the booking core', () => {
  it('stores one order and a line per activity, numbers the invoice, keeps a timeline; cancelling line by line ends the order', async () => {
    const inv = await pickActivity(t, sql`${INVENTORY} and a.cancellation_type = 'free'`);
    const booking = await pickActivity(t, sql`${BOOKING_TYPE} and a.cancellation_type = 'free'`);
    const agent = await createWalletAgent(t.deps, { balance: 3_000_000 });
    const items = [
      await pricedItem(t, agent.token, {
        activityId: inv.activityId,
        date: await freeDate(t, inv.attractionId, 20),
        adults: 2,
      }),
      await pricedItem(t, agent.token, {
        activityId: booking.activityId,
        date: await freeDate(t, booking.attractionId, 20),
        adults: 1,
      }),
    ];
    const res = await order(t, agent.token, items);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<Placed>();
    const db = t.deps.database.db;

    const orders = await queryRows<{
      product: string;
      status: string;
      invoice: string | null;
      total: number;
    }>(
      db,
      sql`select product, status, invoice_number as invoice, total_agent_price as total
        from booking_orders where agent_id = ${agent.id}`,
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      product: 'attraction',
      status: 'completed',
      total: items[0]!.expectedPrice + items[1]!.expectedPrice,
    });
    expect(orders[0]!.invoice).toMatch(/^ATR-\d{4}-\d{6}$/);
    // The tax invoice carries the core's sequential number.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${placed.orderId}/invoice`,
      headers: auth(agent.token),
    });
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload)).toContain(`Invoice no: ${orders[0]!.invoice}`);
    expect(placed.order.referenceNumber).toMatch(/^ATR-[A-Z2-9]{10}$/);
    const lines = await queryRows<{ lineNo: number; status: string; activityId: string; price: number }>(
      db,
      sql`select l.line_no as "lineNo", l.status, d.activity_id as "activityId", l.agent_price as price
        from booking_lines l join attraction_booking_lines d on d.line_id = l.id
        where l.order_id = ${placed.orderId} order by l.line_no`,
    );
    expect(lines).toEqual([
      { lineNo: 1, status: 'confirmed', activityId: inv.activityId, price: items[0]!.expectedPrice },
      { lineNo: 2, status: 'booked', activityId: booking.activityId, price: items[1]!.expectedPrice },
    ]);
    const timeline = async () =>
      (
        await queryRows<{ status: string }>(
          db,
          sql`select status from booking_events where order_id = ${placed.orderId} and line_id is null order by id`,
        )
      ).map((e) => e.status);
    expect(await timeline()).toEqual(['processing', 'completed']);

    const cancel = (lineId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/b2b/attractions/orders/${placed.orderId}/lines/${lineId}/cancel`,
        headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      });
    const paid = (await walletService(t.deps).position(agent.id)).balance;
    const first = await cancel(placed.order.lines[0]!._id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ refund: items[0]!.expectedPrice, order: { status: 'completed' } });
    expect(await timeline()).toEqual(['processing', 'completed', 'partly cancelled']);
    const second = await cancel(placed.order.lines[1]!._id);
    expect(second.json()).toMatchObject({ refund: items[1]!.expectedPrice, order: { status: 'cancelled' } });
    expect(await timeline()).toEqual(['processing', 'completed', 'partly cancelled', 'cancelled']);
    expect((await walletService(t.deps).position(agent.id)).balance).toBe(
      paid + items[0]!.expectedPrice + items[1]!.expectedPrice,
    );
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('a card-paid API-connected line is booked with its supplier by the core completion job', async () => {
    configureActivitySuppliers(t.deps.env, { latencyMs: 0 });
    const api = await pickActivity(t, API_CONNECTED);
    const agent = await createWalletAgent(t.deps);
    const date = await freeDate(t, api.attractionId);
    const slots = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/attractions/timeslots',
      headers: auth(agent.token),
      payload: { activityId: api.activityId, date },
    });
    const slotId = slots
      .json<{ slots: { slotId: string; available: number }[] }>()
      .slots.find((s) => s.available >= 5)!.slotId;
    const item = await pricedItem(t, agent.token, { activityId: api.activityId, date, adults: 2, slotId });
    const res = await order(t, agent.token, [item], { paymentMethod: 'card' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<{ orderId: string; paymentId: string; total: number }>();
    const paid = await gatewayCallback(t, {
      paymentId: placed.paymentId,
      orderRef: placed.orderId,
      amount: placed.total,
      status: 'succeeded',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const view = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/b2b/attractions/orders/${placed.orderId}`,
          headers: auth(agent.token),
        })
      ).json<{ status: string; lines: { status: string; tickets: unknown[] }[] }>();
    // Paid, and no supplier call inside the payment's transaction: the line waits for the job.
    expect(await view()).toMatchObject({ status: 'processing', lines: [{ status: 'pending' }] });
    expect(await completeCardPaidOnce(t.deps)).toBe(1);
    const done = await view();
    expect(done).toMatchObject({ status: 'completed', lines: [{ status: 'confirmed' }] });
    expect(done.lines[0]!.tickets.length).toBeGreaterThan(0);
    expect(await completeCardPaidOnce(t.deps)).toBe(0);
    const mails = await queryRows<{ subject: string }>(
      t.deps.database.db,
      sql`select subject from mail_outbox where "to" = ${agent.email}`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Order ATR-\w+ confirmed$/) as string,
    ]);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});
