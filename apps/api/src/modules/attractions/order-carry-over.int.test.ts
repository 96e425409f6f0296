import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@portal/db';
import type { CancellationPolicy } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createWalletAgent, idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';
import { feeLinesOf } from './attraction.product.ts';
import { auth, freeDate, INVENTORY, pickActivity, seedCatalogue } from './attractions.testing.ts';

// Orders placed before attractions moved onto the booking core live in attraction_orders: the
// carry-over migration moves them into the core's tables, where the same routes serve them.
const migrations = new URL('../../../../../packages/db/migrations/', import.meta.url);
const carryOver = readdirSync(migrations).find((f) => f.endsWith('_attraction_orders_to_core.sql'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
});
afterAll(() => t.close());

async function runCarryOver() {
  const text = readFileSync(new URL(carryOver!, migrations), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await t.deps.database.db.execute(sql.raw(statement));
}

async function oldOrder(
  agentId: string,
  status: 'completed' | 'pending_payment',
  activity: { attractionId: string; activityId: string },
  date: string,
) {
  const orderId = randomUUID();
  const lineId = randomUUID();
  const reference = `ATR-OLD${orderId.slice(0, 6).toUpperCase()}`;
  const db = t.deps.database.db;
  await db.execute(sql`insert into attraction_orders (id, reference_number, agent_id, agent_reference_number,
      agent_reference_key, status, payment_method, lead_name, lead_email, lead_phone, lead_country, total_net,
      total_agent_price, total_sell_price, total_vat, card_fee, created_at, updated_at, completed_at)
    values (${orderId}, ${reference}, ${agentId}, ${`old-${orderId}`}, ${`old-${orderId}`}, ${status},
      ${status === 'completed' ? 'wallet' : 'card'}, 'Old Traveller', 'old@example.com', '+971500000000', 'AE',
      10000, 11550, 12000, 550, 0, now() - interval '2 days', now() - interval '2 days',
      ${status === 'completed' ? sql`now() - interval '2 days'` : null})`);
  await db.execute(sql`insert into attraction_order_lines (id, order_id, line_no, attraction_id, activity_id,
      booking_type, is_api_connected, uses_inventory, service_date, adults, children, infants, transfer_type,
      is_promo_added, priced_lines, net, company_markup, sub_agent_markup, vat, promo, client_markup, agent_price,
      sell_price, parent_earning, status, created_at, updated_at)
    values (${lineId}, ${orderId}, 1, ${activity.attractionId}, ${activity.activityId}, 'ticket', false, true,
      ${date}, 1, 0, 0, 'none', true, '[]'::jsonb, 10000, 1000, 0, 550, 0, 450, 11550, 12000, 0,
      ${status === 'completed' ? 'confirmed' : 'pending'}, now() - interval '2 days', now() - interval '2 days')`);
  if (status === 'pending_payment')
    await db.execute(sql`insert into payments (purpose, agent_id, reference, amount, currency, description,
        success_url, cancel_url, gateway, status)
      values ('order', ${agentId}, ${orderId}, 11550, 'AED', 'old card order', 'http://x/ok', 'http://x/ko',
        'sandbox', 'created')`);
  return { orderId, lineId, reference };
}

describe('carry-over of attraction orders into the booking core', () => {
  it('serves an old order from the core tables: view, list, public page, cancellation with refund', async () => {
    expect(carryOver, 'the carry-over migration exists').toBeTruthy();
    const activity = await pickActivity(t, sql`${INVENTORY} and a.cancellation_type = 'free'`);
    const agent = await createWalletAgent(t.deps, { balance: 100_000 });
    const date = await freeDate(t, activity.attractionId, 20);
    const done = await oldOrder(agent.id, 'completed', activity, date);
    const waiting = await oldOrder(agent.id, 'pending_payment', activity, date);
    await runCarryOver();
    await runCarryOver();

    const [counts] = await queryRows<{ orders: number; lines: number; details: number; events: number }>(
      t.deps.database.db,
      sql`select (select count(*)::int from booking_orders where id in (${done.orderId}, ${waiting.orderId})) as orders,
        (select count(*)::int from booking_lines where id in (${done.lineId}, ${waiting.lineId})) as lines,
        (select count(*)::int from attraction_booking_lines where line_id in (${done.lineId}, ${waiting.lineId})) as details,
        (select count(*)::int from booking_events where order_id in (${done.orderId}, ${waiting.orderId})) as events`,
    );
    expect(counts).toEqual({ orders: 2, lines: 2, details: 2, events: 2 });
    const [payment] = await queryRows<{ purpose: string }>(
      t.deps.database.db,
      sql`select purpose from payments where reference = ${waiting.orderId}`,
    );
    expect(payment!.purpose).toBe('booking');
    // The fee lines carried in SQL are the ones a new booking would store for the same policy.
    const [carried] = await queryRows<{ policy: CancellationPolicy; fees: unknown; createdAt: Date }>(
      t.deps.database.db,
      sql`select d.policy, l.cancellation_policy as fees, l.created_at as "createdAt" from booking_lines l
        join attraction_booking_lines d on d.line_id = l.id where l.id = ${done.lineId}`,
    );
    expect(carried!.policy.type).toBe('free');
    expect(carried!.fees).toEqual(
      feeLinesOf(carried!.policy, 11550, date, null, new Date(carried!.createdAt)),
    );

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders/${done.orderId}`,
      headers: auth(agent.token),
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      referenceNumber: done.reference,
      status: 'completed',
      leadTraveller: { name: 'Old Traveller', country: 'AE' },
      lines: [{ _id: done.lineId, status: 'confirmed', price: { agentPrice: 11550, sellPrice: 12000 } }],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/orders?referenceNo=${done.reference}`,
      headers: auth(agent.token),
    });
    expect(list.json()).toMatchObject({
      totalOrders: 1,
      orders: [{ orderId: done.orderId, status: 'confirmed' }],
    });
    const pub = await t.app.inject({ method: 'GET', url: `/api/v1/attractions/single/${waiting.orderId}` });
    expect(pub.json()).toMatchObject({ status: 'pending_payment', referenceNumber: waiting.reference });

    const base = `/api/v1/b2b/attractions/orders/${done.orderId}/lines/${done.lineId}`;
    const quote = await t.app.inject({
      method: 'GET',
      url: `${base}/cancel-quote`,
      headers: auth(agent.token),
    });
    expect(quote.json()).toMatchObject({ allowed: true, paid: 11550, fee: 0, refund: 11550 });
    const before = (await walletService(t.deps).position(agent.id)).balance;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${base}/cancel`,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ fee: 0, refund: 11550, order: { status: 'cancelled' } });
    expect((await walletService(t.deps).position(agent.id)).balance).toBe(before + 11550);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});
