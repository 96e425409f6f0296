import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightBookingDto, FlightCreateBookingAnswer } from '@portal/contracts';
import { flightSandboxBookings, parentEarnings, subAgentMarkups, wallets } from '@portal/db';
import { plainDateIn } from '@portal/domain';
import { COMMANDS } from '../../../cli/commands.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { gatewayCallback } from '../../attractions/attractions.testing.ts';
import { completeCardPaidOnce, reconcilePendingSupplierOnce } from '../../bookings/core/index.ts';
import { ledgerViolations } from '../../wallet/wallet.testing.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../../resellers/resellers.testing.ts';
import { bookingBody, idemHeaders, selectTrip, type As } from './booking.testing.ts';
import { cliActor } from '../../../audit/index.ts';

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
const view = async (a: TestAgent, id: string) =>
  (await as(a)({ method: 'GET', url: `/api/v1/b2b/flight/bookings/single/${id}` })).json<FlightBookingDto>();

beforeAll(async () => {
  t = await buildTestApp({ clock });
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000 });
});
afterAll(() => t.close());

describe('the airline refuses the booking', () => {
  it('fails the order with the reason; the hold is voided and nothing is charged', async () => {
    const { details } = await selectTrip(as(agent), today(), { scenario: 'book-fail' });
    const before = await balanceOf(agent.id);
    const res = await book(agent, bookingBody(details));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<FlightCreateBookingAnswer>().booking;
    expect(booking.status).toBe('failed');
    expect(booking.ticketStatus).toBe('failed');
    expect(booking.statusReason).toBe('The supplier could not book it: the airline refused the booking');
    expect(booking.pnr).toBeNull();
    expect(booking.payments).toEqual([]);
    expect(booking.actions).toEqual({ ticket: false, invoice: false, cancel: false });
    expect(await balanceOf(agent.id)).toEqual(before);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    // A failed booking frees its selection: the agent may try again (here: refused again).
    const again = await book(agent, bookingBody(details));
    expect(again.statusCode).toBe(201);
    expect(again.json<FlightCreateBookingAnswer>().booking.status).toBe('failed');
  });
});

describe('ticketing does not answer in time', () => {
  it('leaves the ticket pending_supplier, charged; the reconciler asks the airline and confirms the tickets', async () => {
    const { details } = await selectTrip(as(agent), today(), { scenario: 'ticket-timeout' });
    const before = await balanceOf(agent.id);
    const res = await book(agent, bookingBody(details));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<FlightCreateBookingAnswer>().booking;
    expect(booking.ticketStatus).toBe('pending_supplier');
    expect(booking.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.passengers.every((p) => p.ticketNumber === null)).toBe(true);
    expect(booking.actions.ticket).toBe(false);
    const e = await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/bookings/pdf/${booking._id}` });
    expect(e.statusCode).toBe(404);
    expect((await balanceOf(agent.id)).balance).toBe(before.balance - details.price.agentPrice);

    const cli = (name: string, ...positional: string[]) =>
      COMMANDS.find((c) => c.name === name)!.run(t.deps, { positional, flags: {} }, cliActor('test'));
    expect(await cli('flights:booking', booking.pnr!)).toContain('ticket pending_supplier');
    expect(await cli('flights:reconcile')).toBe('1 pending line settled');
    const settled = await view(agent, booking._id);
    expect(await cli('flights:booking', booking.referenceNumber)).toContain(
      settled.passengers[0]!.ticketNumber!,
    );
    expect(settled.status).toBe('completed');
    expect(settled.ticketStatus).toBe('confirmed');
    expect(settled.passengers.every((p) => /^176\d{10}$/.test(p.ticketNumber ?? ''))).toBe(true);
    expect((await balanceOf(agent.id)).balance).toBe(before.balance - details.price.agentPrice);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('when the airline cancelled it meanwhile, the reconciler fails the ticket and refunds in full', async () => {
    const { details } = await selectTrip(as(agent), today(), { scenario: 'ticket-timeout' });
    const before = await balanceOf(agent.id);
    const res = await book(agent, bookingBody(details));
    const booking = res.json<FlightCreateBookingAnswer>().booking;
    expect(booking.ticketStatus).toBe('pending_supplier');
    await t.deps.database.db
      .update(flightSandboxBookings)
      .set({ status: 'cancelled' })
      .where(eq(flightSandboxBookings.pnr, booking.pnr!));
    expect(await reconcilePendingSupplierOnce(t.deps)).toBe(1);
    const settled = await view(agent, booking._id);
    expect(settled.ticketStatus).toBe('failed');
    expect(settled.status).toBe('failed');
    expect(settled.statusReason).toBe(
      'The supplier could not book it: the airline cancelled the booking before ticketing',
    );
    expect(settled.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['payment', details.price.agentPrice],
      ['refund', details.price.agentPrice],
    ]);
    expect(await balanceOf(agent.id)).toEqual(before);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});

describe('paying by card', () => {
  it('opens a payment; once the gateway approves, the job books and tickets it', async () => {
    const { details } = await selectTrip(as(agent), today());
    const before = await balanceOf(agent.id);
    const res = await book(agent, bookingBody(details, { paymentMethod: 'card' }));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<FlightCreateBookingAnswer>();
    expect(placed.booking.status).toBe('pending_payment');
    const payment = placed.payment!;
    expect(payment.amount).toBe(details.price.agentPrice);
    expect(payment.total).toBe(payment.amount + payment.fee);
    const cb = await gatewayCallback(t, {
      paymentId: payment.paymentId,
      orderRef: placed.bookingId,
      amount: payment.total,
      status: 'succeeded',
    });
    expect(cb.statusCode, cb.body).toBe(200);
    await completeCardPaidOnce(t.deps);
    const done = await view(agent, placed.bookingId);
    expect(done.status).toBe('completed');
    expect(done.ticketStatus).toBe('confirmed');
    expect(done.payments).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'card', amount: payment.total }),
    ]);
    expect(await balanceOf(agent.id)).toEqual(before);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});

describe('a sub-agent booking', () => {
  it("pays the parent's markup per traveller, credited as the parent's earning; reversed on cancel", async () => {
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent, { balance: 3_000_000 });
    await t.deps.database.db.insert(subAgentMarkups).values({
      parentId: parent.id,
      subAgentId: sub.id,
      product: 'flight',
      itemId: null,
      type: 'flat',
      value: 1500,
    });
    const { details } = await selectTrip(as(sub), today(), { adults: 2, children: 1 });
    expect(details.price.subAgentMarkup).toBe(3 * 1500);
    const res = await book(sub, bookingBody(details));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<FlightCreateBookingAnswer>().booking;
    expect(booking.price.subAgentMarkup).toBe(4500);
    const earnings = async () =>
      t.deps.database.db.select().from(parentEarnings).where(eq(parentEarnings.parentId, parent.id));
    expect((await earnings()).map((e) => Number(e.amount))).toEqual([4500]);
    const cancel = await as(sub)({
      method: 'POST',
      url: `/api/v1/b2b/flight/bookings/cancel/${booking._id}`,
      payload: {},
      headers: idemHeaders(),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await earnings()).map((e) => e.status)).toEqual(['reversed']);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});
