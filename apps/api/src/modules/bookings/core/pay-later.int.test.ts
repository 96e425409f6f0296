import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@portal/db';
import type { HotelCreateOrderAnswer, HotelRecheckAnswer, HotelOrderDto } from '@portal/contracts';
import { adminDashboardAnswer, adminPayLaterLimitAnswer } from '@portal/contracts';
import { systemActor } from '../../../audit/index.ts';
import { runAdminCommand } from '../../../cli/runner.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { bearer, createTestAdmin, signInAdmin } from '../../auth/auth.fixtures.ts';
import { ensureHotels } from '../../hotels/hotels.testing.ts';
import {
  createBody,
  CREATE_URL,
  orderUrl,
  recheck,
  searchAndPick,
} from '../../hotels/booking/booking.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { walletService } from '../../wallet/wallet.service.ts';
import { idemKey } from '../../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../../suppliers/hotels/suppliers.testing.ts';
import { cancelUnpaidDueOnce, payLaterStanding, remindUnpaidOnce, setPayLaterLimit } from './index.ts';

/** Pay later on the booking core (the hotel product offers it): funds, short hold, limit, dashboard. */

const HOLD_HOURS = 6;
let t: TestApp;
let hotelId: string;
let adminToken: string;
let day = 50;

beforeAll(async () => {
  t = await buildTestApp({ env: { PAY_LATER_UNFUNDED_HOLD_HOURS: String(HOLD_HOURS) } });
  await ensureHotels(t);
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  hotelId = hotel.id;
  const admin = await createTestAdmin(t.deps);
  adminToken = await signInAdmin(t.app, admin.email);
});
afterAll(() => t.close());

/** A held contract rate offering pay later, each on its own stay so allotments do not run out. */
async function heldPayLater(agent: TestAgent): Promise<HotelRecheckAnswer> {
  const picked = await searchAndPick(
    t,
    agent.token,
    hotelId,
    (r) => r.source === 'contract' && r.payLaterAvailable,
    { days: day++ },
  );
  return recheck(t, agent.token, picked);
}

const bookLater = (agent: TestAgent, held: HotelRecheckAnswer) =>
  t.app.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    payload: createBody(held, { paymentMethod: 'pay_later' }),
  });

const orderOf = async (agent: TestAgent, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: orderUrl(id), headers: auth(agent.token) })
  ).json<HotelOrderDto>();

describe('pay later needs money or gets a short hold', () => {
  it('funded: the wallet covers it, so the booking keeps the rate deadline', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 500_000_00 });
    const held = await heldPayLater(agent);
    expect(held.payLater).toEqual({
      allowed: true,
      funded: true,
      payBy: held.rate.payLaterUntil,
      message: null,
    });
    const res = await bookLater(agent, held);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<HotelCreateOrderAnswer>().order;
    expect(order.status).toBe('unpaid');
    expect(Date.parse(order.lastDateForPayment!)).toBe(Date.parse(held.rate.payLaterUntil!));
  });

  it('a credit line counts as funds', async () => {
    const agent = await createAgentWithToken(t.deps, { creditLimit: 500_000_00 });
    const held = await heldPayLater(agent);
    expect(held.payLater).toMatchObject({ allowed: true, funded: true });
  });

  it('unfunded: balance 0 and no credit is held only PAY_LATER_UNFUNDED_HOLD_HOURS, then the expiry job ends it', async () => {
    const agent = await createAgentWithToken(t.deps);
    const held = await heldPayLater(agent);
    const from = Date.now();
    expect(held.payLater).toMatchObject({ allowed: true, funded: false });
    expect(held.payLater?.message).toMatch(
      /^Your available funds \(AED 0\.00\) do not cover this booking \(AED [\d,]+\.\d\d\), so it is held only until \d\d\/\d\d\/\d{4} \d\d:\d\d \(Dubai time\)\./,
    );
    const res = await bookLater(agent, held);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<HotelCreateOrderAnswer>().order;
    expect(order.status).toBe('unpaid');
    const payBy = Date.parse(order.lastDateForPayment!);
    const hold = HOLD_HOURS * 3_600_000;
    expect(payBy).toBeGreaterThanOrEqual(from + hold);
    expect(payBy).toBeLessThanOrEqual(Date.now() + hold);
    expect(payBy).toBeLessThan(Date.parse(held.rate.payLaterUntil!));
    expect((await orderOf(agent, order._id)).timeline.map((e) => e.note)).toContainEqual(
      expect.stringContaining('so it is held only until'),
    );
    // The reminder of a short hold comes at half of it, not at once, and says the deadline in Dubai time.
    const at = (ms: number) => ({ ...t.deps, clock: { now: () => new Date(ms) } });
    const reminded = async () =>
      (
        await queryRows<{ n: number }>(
          t.deps.database.db,
          sql`select count(*)::int as n from booking_orders where id = ${order._id} and reminded_at is not null`,
        )
      )[0]!.n;
    const booked = payBy - hold;
    await remindUnpaidOnce(at(booked + hold / 2 - 60_000));
    expect(await reminded()).toBe(0);
    await remindUnpaidOnce(at(booked + hold / 2 + 60_000));
    expect(await reminded()).toBe(1);
    const [mail] = await queryRows<{ subject: string; text: string }>(
      t.deps.database.db,
      sql`select subject, text from mail_outbox where subject like ${`Reminder: pay % ${order.referenceNumber} by %`}`,
    );
    expect(mail?.subject).toMatch(/ by \d\d\/\d\d\/\d{4} \d\d:\d\d \(Dubai time\)$/);
    expect(mail?.text).not.toMatch(/\d{4}-\d\d-\d\dT/);
    // The pay-later expiry job ends it at the short deadline (not weeks later), rooms given back.
    const late = at(payBy + 1000);
    expect(await cancelUnpaidDueOnce(late)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(agent, order._id)).status).toBe('cancelled');
  });

  it('funds already counted on by other unpaid bookings do not cover a new one', async () => {
    const agent = await createAgentWithToken(t.deps);
    const first = await heldPayLater(agent);
    expect(first.payLater?.funded).toBe(false);
    // Credit of exactly its price arrives before booking: the booking decides again, funded.
    await walletService(t.deps).setCreditLimit(agent.id, first.rate.agentPrice);
    const res = await bookLater(agent, first);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<HotelCreateOrderAnswer>().order;
    expect(Date.parse(order.lastDateForPayment!)).toBe(Date.parse(first.rate.payLaterUntil!));
    // The same credit cannot fund the next one too.
    const next = await heldPayLater(agent);
    expect(next.payLater).toMatchObject({ allowed: true, funded: false });
    expect(next.payLater?.message).toContain('not already counted on by your unpaid bookings');
  });
});

describe('the per-agent cap on open pay-later value', () => {
  it('refuses with 422 in words what would exceed the cap; nothing is booked', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 500_000_00 });
    const first = await heldPayLater(agent);
    const price = first.rate.agentPrice;
    await setPayLaterLimit(t.deps, agent.id, price + Math.floor(price / 2), systemActor('test'));
    expect((await bookLater(agent, first)).statusCode).toBe(201);
    const second = await heldPayLater(agent);
    expect(second.payLater).toMatchObject({ allowed: false, payBy: null });
    expect(second.allowedPaymentMethods).not.toContain('pay_later');
    const res = await bookLater(agent, second);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ error: string }>().error).toMatch(
      /^Your open pay-later bookings \(AED [\d,]+\.\d\d with this one\) would exceed your limit of AED [\d,]+\.\d\d\. Pay an unpaid booking first/,
    );
    expect((await payLaterStanding(t.deps, agent.id)).open).toEqual({ value: price, count: 1 });
  });

  it('parallel bookings of one agent cannot both fit under the cap', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 500_000_00 });
    const a = await heldPayLater(agent);
    const b = await heldPayLater(agent);
    await setPayLaterLimit(
      t.deps,
      agent.id,
      Math.max(a.rate.agentPrice, b.rate.agentPrice),
      systemActor('test'),
    );
    const codes = (await Promise.all([bookLater(agent, a), bookLater(agent, b)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([201, 422]);
    expect((await payLaterStanding(t.deps, agent.id)).open.count).toBe(1);
  });

  it('staff set the cap per agent (0: no pay later, null: the company default)', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 500_000_00 });
    const patch = (payLaterLimit: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/agents/${agent.id}/pay-later-limit`,
        headers: bearer(adminToken),
        payload: { payLaterLimit },
      });
    const zero = await patch('0');
    expect(zero.statusCode, zero.body).toBe(200);
    expect(adminPayLaterLimitAnswer.parse(zero.json()).payLater).toMatchObject({ limit: 0, ownLimit: 0 });
    expect((await heldPayLater(agent)).payLater?.message).toMatch(
      /^Pay later is not available for your account/,
    );
    const back = adminPayLaterLimitAnswer.parse((await patch(null)).json());
    expect(back.payLater).toMatchObject({ limit: 50_000, ownLimit: null, defaultLimit: 50_000 });
    expect(back.message).toContain('the company default of AED 50,000.00');
    expect((await patch('-5')).statusCode).toBe(400);
    expect((await patch('12.345')).statusCode).toBe(400);
  });

  it('the command line shows and sets it too', async () => {
    const agent = await createAgentWithToken(t.deps);
    const cli = (...args: string[]) =>
      runAdminCommand(t.deps, ['agents:pay-later-limit', agent.email, ...args]);
    expect(await cli()).toContain(
      'pay-later limit AED 50,000.00 (company default), open AED 0.00 in 0 booking(s)',
    );
    expect(await cli('7500.50')).toContain('set to AED 7,500.50');
    expect((await payLaterStanding(t.deps, agent.id)).ownLimit).toBe(7_500_50);
    expect(await cli('default')).toContain('set to the company default of AED 50,000.00');
    await expect(cli('-1')).rejects.toThrow();
  });
});

describe('GET /admin/dashboard: open pay-later exposure per agent', () => {
  it('lists agents by open unpaid value with the count and the earliest pay-by date', async () => {
    const big = await createAgentWithToken(t.deps, { balance: 500_000_00 });
    const one = await heldPayLater(big);
    const two = await heldPayLater(big);
    const orders = [];
    for (const held of [one, two]) {
      const res = await bookLater(big, held);
      expect(res.statusCode, res.body).toBe(201);
      orders.push(res.json<HotelCreateOrderAnswer>().order);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const exposure = adminDashboardAnswer.parse(res.json()).payLaterExposure;
    const row = exposure.top.find((r) => r.agent._id === big.id);
    expect(row).toEqual({
      agent: { _id: big.id, agentCode: big.agentCode, companyName: expect.any(String) as unknown },
      value: orders[0]!.price.agentPrice + orders[1]!.price.agentPrice,
      count: 2,
      earliestPayBy: new Date(
        Math.min(...orders.map((o) => Date.parse(o.lastDateForPayment!))),
      ).toISOString(),
      limit: 50_000_00,
    });
    // Largest first; the totals cover every agent's open bookings.
    const values = exposure.top.map((r) => r.value);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(exposure.value).toBeGreaterThanOrEqual(values.reduce((s, v) => s + v, 0));
    expect(exposure.count).toBeGreaterThanOrEqual(2);
    expect(exposure.agents).toBeGreaterThanOrEqual(exposure.top.length);
  });
});
