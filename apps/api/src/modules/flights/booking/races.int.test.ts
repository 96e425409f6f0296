import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightCreateBookingAnswer } from '@portal/contracts';
import { bookingOrders, flightSandboxSeats, wallets } from '@portal/db';
import { plainDateIn } from '@portal/domain';
import { fixedClock } from '../../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { ledgerViolations } from '../../wallet/wallet.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { bookingBody, freeSeats, idemHeaders, selectTrip, type As } from './booking.testing.ts';

const clock = fixedClock('2026-11-26T08:00:00Z');
let t: TestApp;
let agent: TestAgent;
const today = () => plainDateIn(clock.now());
const as =
  (a: TestAgent): As =>
  (o: InjectOptions) =>
    t.app.inject({ ...o, headers: { ...auth(a.token), ...(o.headers as Record<string, string>) } });
const balanceOf = async (agentId: string) => {
  const [w] = await t.deps.database.db.select().from(wallets).where(eq(wallets.agentId, agentId));
  return { balance: w?.balance ?? 0, held: w?.held ?? 0 };
};
const book = (a: TestAgent, payload: object) =>
  as(a)({ method: 'POST', url: '/api/v1/b2b/flight/bookings/create', payload, headers: idemHeaders() });

beforeAll(async () => {
  t = await buildTestApp({ clock });
  agent = await createAgentWithToken(t.deps, { balance: 9_000_000 });
});
afterAll(() => t.close());

describe('races', () => {
  it('four bookings of one selection at once (other keys): one is booked and charged, the rest refused', async () => {
    const { details } = await selectTrip(as(agent), today());
    const before = await balanceOf(agent.id);
    const answers = await Promise.all([1, 2, 3, 4].map(() => book(agent, bookingBody(details))));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect(await balanceOf(agent.id)).toEqual({
      balance: before.balance - details.price.agentPrice,
      held: 0,
    });
    const orders = await t.deps.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.agentId, agent.id));
    expect(orders.map((o) => o.status)).toEqual(['completed']);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('one seat chosen by two bookings at once: one gets it, the other is refused with nothing charged', async () => {
    const first = (await selectTrip(as(agent), today(), { inDays: 45 })).details;
    const second = (await selectTrip(as(agent), today(), { inDays: 45 })).details;
    const [seat] = freeSeats(first, 0, 1);
    expect(freeSeats(second, 0, 1)[0]?.seatNumber).toBe(seat!.seatNumber);
    const addons = {
      seats: [{ segmentKey: seat!.segmentKey, paxId: 1, seatNumber: seat!.seatNumber }],
      meals: [],
      baggage: [],
    };
    const before = await balanceOf(agent.id);
    const answers = await Promise.all(
      [first, second].map((d) => book(agent, bookingBody(d, { addons }, seat!.price))),
    );
    const outcomes = answers.map((r) =>
      r.statusCode === 201 ? r.json<FlightCreateBookingAnswer>().booking.status : String(r.statusCode),
    );
    // The loser is refused before paying (400: the seat shows taken) or by the airline (failed, voided).
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '400' || o === 'failed')).toHaveLength(1);
    expect(await balanceOf(agent.id)).toEqual({
      balance: before.balance - first.price.agentPrice - seat!.price,
      held: 0,
    });
    const sold = await t.deps.database.db
      .select()
      .from(flightSandboxSeats)
      .where(eq(flightSandboxSeats.segmentKey, seat!.segmentKey));
    expect(sold.filter((s) => s.seatNumber === seat!.seatNumber)).toHaveLength(1);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});
