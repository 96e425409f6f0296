import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelCreateOrderAnswer, HotelOrderDto } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { gatewayCallback } from '../../attractions/attractions.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { idemKey, ledgerViolations } from '../../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels } from '../hotels.testing.ts';
import { createBody, CREATE_URL, orderUrl, recheck, searchAndPick } from './booking.testing.ts';

let t: TestApp;
let agent: TestAgent;
let hotelId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  agent = await createAgentWithToken(t.deps);
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  hotelId = hotel.id;
});
afterAll(() => t.close());

async function cardBooking(days: number) {
  const picked = await searchAndPick(t, agent.token, hotelId, (r) => r.source === 'contract', { days });
  const held = await recheck(t, agent.token, picked);
  const res = await t.app.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    payload: createBody(held, { paymentMethod: 'card' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<HotelCreateOrderAnswer>();
}

const bookedRooms = async (orderId: string) =>
  (
    await queryRows<{ status: string }>(
      t.deps.database.db,
      sql`select b.status from hotel_contract_bookings b join booking_lines l on l.id::text = b.reference where l.order_id = ${orderId}`,
    )
  )[0]?.status;

describe('hotel booking by card', () => {
  it('is booked once the gateway approves, with the card fee on top', async () => {
    const placed = await cardBooking(41);
    expect(placed.order.status).toBe('pending_payment');
    const payment = placed.payment!;
    expect(payment.total).toBe(payment.amount + payment.fee);
    const cb = await gatewayCallback(t, {
      paymentId: payment.paymentId,
      orderRef: placed.orderId,
      amount: payment.total,
      status: 'succeeded',
    });
    expect(cb.statusCode).toBe(200);
    const order = (
      await t.app.inject({ method: 'GET', url: orderUrl(placed.orderId), headers: auth(agent.token) })
    ).json<HotelOrderDto>();
    expect(order.status).toBe('completed');
    expect(order.paidWith).toBe('card');
    expect(order.bookingStatus).toBe('booked');
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('is failed with its rooms given back when the gateway declines; nothing charged', async () => {
    const placed = await cardBooking(43);
    const payment = placed.payment!;
    const cb = await gatewayCallback(t, {
      paymentId: payment.paymentId,
      orderRef: placed.orderId,
      amount: payment.total,
      status: 'failed',
    });
    expect(cb.statusCode).toBe(200);
    const order = (
      await t.app.inject({ method: 'GET', url: orderUrl(placed.orderId), headers: auth(agent.token) })
    ).json<HotelOrderDto>();
    expect(order.status).toBe('failed');
    expect(await bookedRooms(placed.orderId)).toBe('cancelled');
  });
});
