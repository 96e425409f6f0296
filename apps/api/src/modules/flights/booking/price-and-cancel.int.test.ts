// A changed fare, a second booking of one selection, cancel after departure: nothing charged.
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, FlightCreateBookingAnswer } from '@portal/contracts';
import { bookingOrders, wallets } from '@portal/db';
import { plainDateIn } from '@portal/domain';
import { fixedClock } from '../../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { bookingBody, idemHeaders, selectTrip, type As } from './booking.testing.ts';

const START = '2026-11-26T08:00:00Z';
const clock = fixedClock(START);
let t: TestApp;
let agent: TestAgent;
const today = () => plainDateIn(clock.now());
const as =
  (a: TestAgent): As =>
  (o: InjectOptions) =>
    t.app.inject({ ...o, headers: { ...auth(a.token), ...(o.headers as Record<string, string>) } });
const balanceOf = async (agentId: string) => {
  const [w] = await t.deps.database.db.select().from(wallets).where(eq(wallets.agentId, agentId));
  return w?.balance ?? 0;
};
const book = (a: TestAgent, payload: object, headers: Record<string, string> = idemHeaders()) =>
  as(a)({ method: 'POST', url: '/api/v1/b2b/flight/bookings/create', payload, headers });
const failure = (res: LightMyRequestResponse) => res.json<ErrorEnvelope>();
const flightOrders = async (agentId: string) =>
  t.deps.database.db.select().from(bookingOrders).where(eq(bookingOrders.agentId, agentId));

beforeAll(async () => {
  t = await buildTestApp({ clock });
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000 });
});
afterAll(() => t.close());

describe('a changed fare and a second payment', () => {
  it('a changed fare not accepted: 409 PRICE_CHANGED, nothing charged; accepted: booked at the new price', async () => {
    const { details, fare } = await selectTrip(as(agent), today(), { scenario: 'price-change' });
    expect(details.priceChanged).toBe(true);
    expect(details.previousPrice).toBe(fare.price.agentPrice);
    expect(details.price.agentPrice).toBeGreaterThan(fare.price.agentPrice);
    const before = await balanceOf(agent.id);
    const orders = (await flightOrders(agent.id)).length;
    const stale = await book(agent, bookingBody(details, { expectedPrice: fare.price.agentPrice }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      expectedPrice: fare.price.agentPrice,
      agentPrice: details.price.agentPrice,
    });
    // The new total without accepting it is refused too.
    expect((await book(agent, bookingBody(details))).statusCode).toBe(409);
    expect(await balanceOf(agent.id)).toBe(before);
    expect(await flightOrders(agent.id)).toHaveLength(orders);
    const accepted = await book(agent, bookingBody(details, { acceptPriceChange: true }));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<FlightCreateBookingAnswer>().booking.price.agentPrice).toBe(
      details.price.agentPrice,
    );
    expect(await balanceOf(agent.id)).toBe(before - details.price.agentPrice);
  });

  it('a second booking of the same selection is refused; the same key replays the first', async () => {
    const { details } = await selectTrip(as(agent), today());
    const headers = idemHeaders();
    const first = await book(agent, bookingBody(details), headers);
    expect(first.statusCode).toBe(201);
    const after = await balanceOf(agent.id);
    const replay = await book(agent, bookingBody(details), headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<FlightCreateBookingAnswer>().bookingId).toBe(
      first.json<FlightCreateBookingAnswer>().bookingId,
    );
    const second = await book(agent, bookingBody(details));
    expect(second.statusCode).toBe(409);
    expect(failure(second).error).toMatch(/^This flight is already booked from this selection/);
    expect(await balanceOf(agent.id)).toBe(after);
  });
});

describe('cancel after departure', () => {
  it('the quote says no and the cancel answers 400; nothing refunded', async () => {
    const { details } = await selectTrip(as(agent), today(), { inDays: 3 });
    const res = await book(agent, bookingBody(details));
    expect(res.statusCode).toBe(201);
    const id = res.json<FlightCreateBookingAnswer>().bookingId;
    const before = await balanceOf(agent.id);
    clock.set(new Date(Date.parse(details.offer.journeys[0]!.segments[0]!.departUtc) + 60_000));
    try {
      const q = await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/bookings/cancel/${id}/quote` });
      expect(q.json()).toMatchObject({
        allowed: false,
        message: 'The flight has departed: it can no longer be cancelled.',
        refund: 0,
      });
      const cancel = await as(agent)({
        method: 'POST',
        url: `/api/v1/b2b/flight/bookings/cancel/${id}`,
        payload: {},
        headers: idemHeaders(),
      });
      expect(cancel.statusCode).toBe(400);
      expect(failure(cancel).error).toBe('The flight has departed: it can no longer be cancelled.');
      const view = await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/bookings/single/${id}` });
      expect(view.json()).toMatchObject({ status: 'completed', actions: { cancel: false } });
    } finally {
      clock.set(START);
    }
    expect(await balanceOf(agent.id)).toBe(before);
  });
});
