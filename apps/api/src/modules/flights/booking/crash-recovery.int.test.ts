import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightBookingDto } from '@portal/contracts';
import { bookingOrders, flightSandboxBookings, wallets } from '@portal/db';
import { plainDateIn } from '@portal/domain';
import { fixedClock } from '../../../lib/clock.ts';
import { crashAt } from '../../../lib/faults.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { BOOKING_FAULTS } from '../../bookings/core/index.ts';
import { recoverStuckOrdersOnce } from '../../bookings/recovery.service.ts';
import { ledgerViolations } from '../../wallet/wallet.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { bookingBody, idemHeaders, selectTrip, type As } from './booking.testing.ts';

// A process that dies in the middle of a flight booking: the core's recovery asks the airline.
const clock = fixedClock('2026-11-26T08:00:00Z');
let t: TestApp;
let agent: TestAgent;
const today = () => plainDateIn(clock.now());
const as =
  (a: TestAgent): As =>
  (o: InjectOptions) =>
    t.app.inject({ ...o, headers: { ...auth(a.token), ...(o.headers as Record<string, string>) } });
const balanceOf = async () => {
  const [w] = await t.deps.database.db.select().from(wallets).where(eq(wallets.agentId, agent.id));
  return { balance: w?.balance ?? 0, held: w?.held ?? 0 };
};

beforeAll(async () => {
  t = await buildTestApp({ clock });
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000 });
});
afterAll(() => t.close());

async function crashedBooking(point: string) {
  const { details } = await selectTrip(as(agent), today());
  const before = await balanceOf();
  const faults = crashAt(point);
  t.deps.faults = faults;
  try {
    const res = await as(agent)({
      method: 'POST',
      url: '/api/v1/b2b/flight/bookings/create',
      payload: bookingBody(details),
      headers: idemHeaders(),
    });
    expect(faults.crashes(), res.body).toBe(1);
  } finally {
    delete t.deps.faults;
  }
  const [stuck] = await t.deps.database.db
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.agentId, agent.id), eq(bookingOrders.status, 'processing')));
  if (!stuck) throw new Error('no order left processing');
  return { details, before, orderId: stuck.id };
}

const view = async (id: string) =>
  (
    await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/bookings/single/${id}` })
  ).json<FlightBookingDto>();

describe('flight booking crash recovery', () => {
  it('died after the hold, before the airline: released, the hold voided, nothing charged', async () => {
    const { before, orderId } = await crashedBooking(BOOKING_FAULTS.afterHold);
    expect((await balanceOf()).held).toBeGreaterThan(0);
    clock.advance(10 * 60_000);
    expect(await recoverStuckOrdersOnce(t.deps)).toMatchObject([{ orderId, outcome: 'released' }]);
    const v = await view(orderId);
    expect(v.status).toBe('failed');
    expect(v.pnr).toBeNull();
    expect(await balanceOf()).toEqual(before);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('died after ticketing, before the capture: finished with the tickets and charged once', async () => {
    const { before, orderId, details } = await crashedBooking(BOOKING_FAULTS.afterSupplier);
    const [made] = await t.deps.database.db
      .select()
      .from(flightSandboxBookings)
      .where(eq(flightSandboxBookings.status, 'ticketed'));
    expect(made).toBeDefined();
    clock.advance(10 * 60_000);
    expect(await recoverStuckOrdersOnce(t.deps)).toMatchObject([{ orderId, outcome: 'completed' }]);
    const v = await view(orderId);
    expect(v.status).toBe('completed');
    expect(v.ticketStatus).toBe('confirmed');
    expect(v.passengers.map((p) => p.ticketNumber)).toEqual(made!.tickets);
    expect(await balanceOf()).toEqual({ balance: before.balance - details.price.agentPrice, held: 0 });
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});
