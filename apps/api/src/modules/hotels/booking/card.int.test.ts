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
import { walletService } from '../../wallet/wallet.service.ts';
import { createBody, CREATE_URL, orderUrl, PAY_URL, recheck, searchAndPick } from './booking.testing.ts';

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

/** The ledger postings of an order's reference, summed per account. */
const postingsOf = async (reference: string) =>
  Object.fromEntries(
    (
      await queryRows<{ account: string; amount: number }>(
        t.deps.database.db,
        sql`select p.account, sum(p.amount)::int as amount from ledger_postings p
            join ledger_entries e on e.id = p.entry_id where e.reference = ${reference}
            group by p.account order by p.account`,
      )
    ).map((r) => [r.account, r.amount]),
  );

const viewOf = async (orderId: string) =>
  (
    await t.app.inject({ method: 'GET', url: orderUrl(orderId), headers: auth(agent.token) })
  ).json<HotelOrderDto>();

const payByCard = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: PAY_URL,
    headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    payload: { orderId, paymentMethod: 'card' },
  });

describe('a pay-later hotel booking paid by card', () => {
  it('stays unpaid when the card is declined, then is paid by card through the gateway callback', async () => {
    const picked = await searchAndPick(
      t,
      agent.token,
      hotelId,
      (r) => r.source === 'contract' && r.payLaterAvailable,
      { days: 60 },
    );
    const held = await recheck(t, agent.token, picked);
    expect(held.allowedPaymentMethods).toContain('pay_later');
    const created = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: createBody(held, { paymentMethod: 'pay_later' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const unpaid = created.json<HotelCreateOrderAnswer>().order;
    expect(unpaid).toMatchObject({ status: 'unpaid', bookingStatus: 'booked' });
    expect(await bookedRooms(unpaid._id)).toBe('confirmed');
    const balance = (await walletService(t.deps).position(agent.id)).balance;
    const ref = unpaid.referenceNumber;
    expect(await postingsOf(ref)).toEqual({});

    // A declined card leaves the booking unpaid and payable; nothing is posted.
    const first = await payByCard(unpaid._id);
    expect(first.statusCode, first.body).toBe(201);
    const declined = first.json<HotelCreateOrderAnswer>().payment!;
    expect(declined.amount).toBe(unpaid.price.agentPrice);
    const no = await gatewayCallback(t, {
      paymentId: declined.paymentId,
      orderRef: unpaid._id,
      amount: declined.total,
      status: 'failed',
    });
    expect(no.statusCode).toBe(200);
    expect(await viewOf(unpaid._id)).toMatchObject({ status: 'unpaid', bookingStatus: 'booked' });
    expect(await postingsOf(ref)).toEqual({});

    // Paid by card: the amount plus the card fee goes from the gateway into revenue; the wallet is untouched.
    const second = await payByCard(unpaid._id);
    expect(second.statusCode, second.body).toBe(201);
    const payment = second.json<HotelCreateOrderAnswer>().payment!;
    expect(payment.paymentId).not.toBe(declined.paymentId);
    expect(payment.total).toBe(payment.amount + payment.fee);
    expect(payment.fee).toBeGreaterThan(0);
    const ok = await gatewayCallback(t, {
      paymentId: payment.paymentId,
      orderRef: unpaid._id,
      amount: payment.total,
      status: 'succeeded',
    });
    expect(ok.statusCode).toBe(200);
    const paid = await viewOf(unpaid._id);
    expect(paid).toMatchObject({ status: 'completed', paidWith: 'card', bookingStatus: 'booked' });
    expect(await bookedRooms(unpaid._id)).toBe('confirmed');
    expect((await walletService(t.deps).position(agent.id)).balance).toBe(balance);
    const posted = await postingsOf(ref);
    expect(posted).toEqual({ company_revenue: payment.total, gateway_clearing: -payment.total });
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);

    // The same callback again changes nothing; paying again is refused.
    const replay = await gatewayCallback(t, {
      paymentId: payment.paymentId,
      orderRef: unpaid._id,
      amount: payment.total,
      status: 'succeeded',
    });
    expect(replay.statusCode).toBeLessThan(500);
    expect(await postingsOf(ref)).toEqual(posted);
    const again = await payByCard(unpaid._id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('This booking cannot be paid: it is completed.');
  });
});
