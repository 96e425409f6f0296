import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, OrderDto, OrdersAnswer, PriceChangedAnswer } from '@portal/contracts';
import { companyMarkups, queryRows } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletAgent, idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';
import {
  auth,
  freeDate,
  gatewayCallback,
  INVENTORY,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
} from './attractions.testing.ts';
import { expireCardCheckoutsOnce as expireStaleOrdersOnce } from '../bookings/core/index.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SANDBOX_GATEWAY_LATENCY_MS: '0' } });
  await seedCatalogue(t);
});
afterAll(() => t.close());

interface CardAnswer {
  orderId: string;
  paymentId: string;
  paymentUrl: string;
  amount: number;
  fee: number;
  total: number;
  order: OrderDto;
}

const reservedFor = async (orderId: string) =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from attraction_tickets tk join booking_lines l
        on tk.reserved_by = l.id::text where l.order_id = ${orderId} and tk.status = 'reserved'`,
    )
  )[0]!.n;

const retry = (token: string, orderId: string, body: Record<string, unknown> = {}, key = idemKey()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/b2b/attractions/orders/${orderId}/retry-payment`,
    headers: { ...auth(token), 'idempotency-key': key },
    payload: body,
  });
const discard = (token: string, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/b2b/attractions/orders/${orderId}/discard`,
    headers: auth(token),
  });
const view = async (token: string, orderId: string) =>
  (
    await t.app.inject({ url: `/api/v1/b2b/attractions/orders/${orderId}`, headers: auth(token) })
  ).json<OrderDto>();

/** A card order for one adult of an inventory activity whose payment was declined. */
async function failedCardOrder(reference = `R-${idemKey().slice(-10)}`) {
  const inv = await pickActivity(t, INVENTORY);
  const agent = await createWalletAgent(t.deps);
  const date = await freeDate(t, inv.attractionId);
  const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 2 });
  const placed = (
    await order(t, agent.token, [item], { paymentMethod: 'card', agentReferenceNumber: reference })
  ).json<CardAnswer>();
  const declined = await gatewayCallback(t, {
    paymentId: placed.paymentId,
    orderRef: placed.orderId,
    amount: placed.total,
    status: 'failed',
  });
  expect(declined.statusCode).toBe(200);
  return { agent, inv, item, placed, reference };
}

describe('a failed card order', () => {
  it('offers only what exists: no invoice, but pay again and discard', async () => {
    const { agent, placed } = await failedCardOrder();
    const failed = await view(agent.token, placed.orderId);
    expect(failed.status).toBe('failed');
    expect(failed.actions).toEqual({
      invoice: false,
      tickets: false,
      vouchers: false,
      payAgain: true,
      discard: true,
    });
    const invoice = await t.app.inject({
      url: `/api/v1/b2b/attractions/orders/${placed.orderId}/invoice`,
      headers: auth(agent.token),
    });
    expect(invoice.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/v1/b2b/attractions/orders', headers: auth(agent.token) });
    expect(list.json<OrdersAnswer>().orders[0]?.actions).toMatchObject({ invoice: false, payAgain: true });
  });

  it('is paid again: re-reserved, one new payment (idempotent), then completed by its callback', async () => {
    const { agent, placed } = await failedCardOrder();
    expect(await reservedFor(placed.orderId)).toBe(0);
    const key = idemKey();
    const first = await retry(agent.token, placed.orderId, { returnOrigin: 'http://localhost:8080' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = first.json<CardAnswer>();
    expect(again.paymentId).not.toBe(placed.paymentId);
    expect(again).toMatchObject({ amount: placed.amount, fee: placed.fee, total: placed.total });
    expect(again.order).toMatchObject({
      status: 'pending_payment',
      actions: { payAgain: false, discard: true },
    });
    expect(again.order.lines.map((l) => l.status)).toEqual(['pending']);
    expect(await reservedFor(placed.orderId)).toBe(2);

    // The same key replays the answer; another key while the payment is open answers the same payment.
    const replay = await retry(agent.token, placed.orderId, { returnOrigin: 'http://localhost:8080' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<CardAnswer>().paymentId).toBe(again.paymentId);
    const second = await retry(agent.token, placed.orderId);
    expect(second.json<CardAnswer>().paymentId).toBe(again.paymentId);
    expect(await reservedFor(placed.orderId)).toBe(2);
    const payments = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from payments where reference = ${placed.orderId}`,
    );
    expect(payments[0]!.n).toBe(2);

    // The old payment's result can never settle the order now; the new one does.
    const old = await gatewayCallback(t, {
      paymentId: placed.paymentId,
      orderRef: placed.orderId,
      amount: placed.total,
      status: 'succeeded',
    });
    expect(old.statusCode).toBe(409);
    const paid = await gatewayCallback(t, {
      paymentId: again.paymentId,
      orderRef: placed.orderId,
      amount: again.total,
      status: 'succeeded',
    });
    expect(paid.statusCode).toBe(200);
    const done = await view(agent.token, placed.orderId);
    expect(done.status).toBe('completed');
    expect(done.lines[0]?.tickets).toHaveLength(2);
    expect(done.actions).toMatchObject({ invoice: true, tickets: true, vouchers: true, payAgain: false });
    expect((await retry(agent.token, placed.orderId)).statusCode).toBe(409);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('an expired order is priced again: a changed price answers 409 first, then pays at the new price', async () => {
    const inv = await pickActivity(t, INVENTORY);
    const agent = await createWalletAgent(t.deps);
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    const placed = (await order(t, agent.token, [item], { paymentMethod: 'card' })).json<CardAnswer>();
    await t.deps.database.db.execute(
      sql`update booking_orders set hold_expires_at = now() - interval '1 minute' where id = ${placed.orderId}`,
    );
    await expireStaleOrdersOnce(t.deps);
    expect((await view(agent.token, placed.orderId)).status).toBe('expired');

    // The company raises its markup on this activity for this agent meanwhile.
    await t.deps.database.db.insert(companyMarkups).values({
      agentId: agent.id,
      product: 'attraction',
      itemId: inv.activityId,
      type: 'flat',
      value: 5_000,
    });
    // Written by this node (the company's markups are held per buyer until the change feed says so).
    noteLocalChange();
    const changed = await retry(agent.token, placed.orderId);
    expect(changed.statusCode).toBe(409);
    const prices = changed.json<PriceChangedAnswer>().prices;
    expect(prices[0]?.expectedPrice).toBe(placed.amount);
    expect(prices[0]!.agentPrice).toBeGreaterThan(placed.amount);
    expect(await reservedFor(placed.orderId)).toBe(0);
    expect((await view(agent.token, placed.orderId)).status).toBe('expired');

    const accepted = await retry(agent.token, placed.orderId, { expectedTotal: prices[0]!.agentPrice });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const body = accepted.json<CardAnswer>();
    expect(body.amount).toBe(prices[0]!.agentPrice);
    expect(body.order.totalAgentPrice).toBe(prices[0]!.agentPrice);
    expect(body.fee).toBe(body.order.cardFee);
    expect(await reservedFor(placed.orderId)).toBe(1);
  });

  it('is discarded: tickets and payment released, the reference free again, the list without it', async () => {
    const { agent, placed, item, reference } = await failedCardOrder();
    const gone = await discard(agent.token, placed.orderId);
    expect(gone.statusCode).toBe(200);
    expect(gone.json<OrderDto>()).toMatchObject({
      status: 'discarded',
      actions: { payAgain: false, discard: false },
    });
    expect((await discard(agent.token, placed.orderId)).statusCode).toBe(200);
    expect((await retry(agent.token, placed.orderId)).statusCode).toBe(409);
    const list = await t.app.inject({ url: '/api/v1/b2b/attractions/orders', headers: auth(agent.token) });
    expect(list.json<OrdersAnswer>().totalOrders).toBe(0);
    const reused = await order(t, agent.token, [item], {
      paymentMethod: 'card',
      agentReferenceNumber: reference,
    });
    expect(reused.statusCode, reused.body).toBe(201);

    // An order still waiting for its card: its payment is closed, a late approval is refused.
    const open = reused.json<CardAnswer>();
    expect(await reservedFor(open.orderId)).toBe(2);
    expect((await discard(agent.token, open.orderId)).statusCode).toBe(200);
    expect(await reservedFor(open.orderId)).toBe(0);
    const late = await gatewayCallback(t, {
      paymentId: open.paymentId,
      orderRef: open.orderId,
      amount: open.total,
      status: 'succeeded',
    });
    expect(late.statusCode).toBe(409);
    expect((await view(agent.token, open.orderId)).status).toBe('discarded');
  });

  it('refuses wallet and completed orders (409) and other agents (404)', async () => {
    const inv = await pickActivity(t, INVENTORY);
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const stranger = await createWalletAgent(t.deps);
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    const paid = (await order(t, agent.token, [item])).json<{ orderId: string }>();
    for (const res of [await retry(agent.token, paid.orderId), await discard(agent.token, paid.orderId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorEnvelope>().error).toMatch(/paid by card/);
    }
    const { placed } = await failedCardOrder();
    expect((await retry(stranger.token, placed.orderId)).statusCode).toBe(404);
    expect((await discard(stranger.token, placed.orderId)).statusCode).toBe(404);
    expect(
      (await retry(agent.token, placed.orderId, { returnOrigin: 'https://evil.example' })).statusCode,
    ).toBe(400);
  });
});
