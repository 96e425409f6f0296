/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment -- API answers are read field by field and checked by the assertions */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, subAgentMarkups } from '@portal/db';
import type { LightMyRequestResponse } from 'fastify';
import { A2A_PATHS, type A2aOrderDto } from '@portal/contracts';
import { fixedClock } from '../../lib/clock.ts';
import { pdfEmbeddedChars, pdfText } from '../../lib/documents/pdf-text.testing.ts';
import { systemActor } from '../../audit/index.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { expectOrderCreditNotes } from '../bookings/credit-notes.testing.ts';
import { adult, bookingBody, createTestTicket, idem, withInfant } from './a2a.testing.ts';

const clock = fixedClock(new Date());
let t: TestApp;
let A: TestAgent;
let B: TestAgent;
const api = (p: string) => `/api/v1${p}`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type Json = any;
const j = (res: LightMyRequestResponse): Json => res.json<Json>();

beforeAll(async () => {
  t = await buildTestApp({ clock });
  A = await createAgentWithToken(t.deps, { balance: 2_000_000 });
  B = await createAgentWithToken(t.deps, { balance: 100_000 });
});
afterAll(() => t.close());

const book = (agent: TestAgent, body: object) =>
  t.app.inject({
    method: 'POST',
    url: api(A2A_PATHS.create),
    headers: { ...auth(agent.token), ...idem() },
    payload: body,
  });
const balanceOf = async (id: string) => (await walletService(t.deps).position(id)).balance;
const seatsOf = async (id: string) =>
  (
    await queryRows<{ s: number; i: number }>(
      t.deps.database.db,
      sql`select available_seats as s, infants_booked as i from a2a_tickets where id = ${id}`,
    )
  )[0]!;

describe('a2a catalogue', () => {
  it('answers the dates with seats from today and the tickets of a day', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 7, days: 12 });
    const dates = await t.app.inject({ url: api(A2A_PATHS.dates), headers: auth(A.token) });
    expect(dates.statusCode).toBe(200);
    const day = j(dates).dates.find((d: { date: string }) => d.date === ticket.onwardDate);
    expect(day.count).toBeGreaterThanOrEqual(7);
    const list = await t.app.inject({
      method: 'POST',
      url: api(A2A_PATHS.list),
      headers: auth(A.token),
      payload: { date: ticket.onwardDate },
    });
    expect(list.statusCode).toBe(200);
    const found = list
      .json()
      .sectors.flatMap((s: { tickets: { _id: string }[] }) => s.tickets)
      .find((x: { _id: string }) => x._id === ticket._id);
    expect(found).toMatchObject({ price: 85_000, infantPrice: 15_000, availableSeats: 7 });
    expect(JSON.stringify(j(list))).not.toContain('TEST12');
  });

  it('refuses past dates, bad dates, no token and an agent without the module', async () => {
    const past = await t.app.inject({
      method: 'POST',
      url: api(A2A_PATHS.list),
      headers: auth(A.token),
      payload: { date: '2020-01-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(j(past).error).toMatch(/passed/);
    const bad = await t.app.inject({
      method: 'POST',
      url: api(A2A_PATHS.list),
      headers: auth(A.token),
      payload: { date: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: api(A2A_PATHS.dates) })).statusCode).toBe(401);
    const off = await createAgentWithToken(t.deps, { flags: { showA2a: false } });
    const denied = await t.app.inject({ url: api(A2A_PATHS.dates), headers: auth(off.token) });
    expect(denied.statusCode).toBe(403);
  });
});

describe('a2a booking', () => {
  it('books 2 adults and an infant by wallet: one line each, seats and infant place taken, money through the ledger', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 5 });
    const before = await balanceOf(A.id);
    const total = 85_000 * 2 + 15_000;
    const res = await book(A, bookingBody(ticket, [adult(1), withInfant(2)], total, { markup: 5_000 }));
    expect(res.statusCode).toBe(201);
    const order = j(res).order as A2aOrderDto;
    expect(order.status).toBe('completed');
    expect(order.passengers.map((p) => [p.status, p.amount])).toEqual([
      ['confirmed', 85_000],
      ['confirmed', 100_000],
    ]);
    expect(order.price).toMatchObject({ agentPrice: total, sellPrice: total + 5_000, markup: 5_000 });
    expect(order.pnrNo).toBe('TEST12');
    expect(await balanceOf(A.id)).toBe(before - total);
    expect(await seatsOf(ticket._id)).toEqual({ s: 3, i: 1 });

    const pdf = await t.app.inject({ url: api(A2A_PATHS.ticketsPdf(order._id)), headers: auth(A.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const one = await t.app.inject({
      url: api(A2A_PATHS.ticketPdf(order._id, order.passengers[1]!._id)),
      headers: auth(A.token),
    });
    expect(one.statusCode).toBe(200);
    // One passenger's ticket is numbered among the booking's passengers, its nationality in words.
    expect(pdfText(one.rawPayload)).toContain('2 of 2');
    expect(pdfText(one.rawPayload)).toContain('India');
    // ?lang=ar prints the labels in Arabic, set in the Arabic font; the PNR stays as the airline gave it.
    const arabic = await t.app.inject({
      url: `${api(A2A_PATHS.ticketsPdf(order._id))}?lang=ar`,
      headers: auth(A.token),
    });
    expect(arabic.statusCode).toBe(200);
    expect(pdfText(arabic.rawPayload)).not.toContain('Paid via travel agent');
    expect(pdfText(arabic.rawPayload)).toContain('TEST12');
    for (const letter of 'تذكرةإلكترونية') expect(pdfEmbeddedChars(arabic.rawPayload)).toContain(letter);
    const badLanguage = await t.app.inject({
      url: `${api(A2A_PATHS.ticketsPdf(order._id))}?lang=fr`,
      headers: auth(A.token),
    });
    expect(badLanguage.statusCode).toBe(400);

    // The booking core's tax invoice, as every product has.
    const invoice = await t.app.inject({ url: api(A2A_PATHS.invoice(order._id)), headers: auth(A.token) });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(pdfText(invoice.rawPayload)).toContain(order.referenceNumber);
    const foreign = await t.app.inject({ url: api(A2A_PATHS.invoice(order._id)), headers: auth(B.token) });
    expect(foreign.statusCode).toBe(404);

    const list = await t.app.inject({
      url: api(`${A2A_PATHS.orders}?passengerName=meera2`),
      headers: auth(A.token),
    });
    expect(j(list).totalA2aOrders).toBe(1);
    const sheet = await t.app.inject({ url: api(A2A_PATHS.sheet), headers: auth(A.token) });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses bad input with a message and moves nothing', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 2, infantLimit: 1 });
    const before = await balanceOf(A.id);
    const cases: [object, number, RegExp][] = [
      [bookingBody(ticket, [adult(1), adult(2), adult(3)], 255_000), 400, /Only 2 seat/],
      [bookingBody(ticket, [adult(1, { passportNo: '' })], 85_000), 400, /passport/i],
      [
        bookingBody(ticket, [{ ...withInfant(1), title: 'Mstr' }], 100_000),
        400,
        /infant must travel with an adult/,
      ],
      [bookingBody(ticket, [withInfant(1), withInfant(2)], 200_000), 400, /infant place/],
      [bookingBody(ticket, [adult(1)], 85_000, { date: '2020-01-01' }), 400, /date/],
      [bookingBody(ticket, [adult(1)], 85_000, { termsAccepted: false as true }), 400, /terms/i],
      [
        bookingBody(ticket, [adult(1)], 85_000, { noOfTravellers: 2 }),
        400,
        /one passenger row per traveller/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await book(A, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(j(res).error + JSON.stringify(j(res).fieldErrors ?? {})).toMatch(message);
    }
    const changed = await book(A, bookingBody(ticket, [adult(1)], 1));
    expect(changed.statusCode).toBe(409);
    expect(j(changed).code).toBe('PRICE_CHANGED');
    expect(await balanceOf(A.id)).toBe(before);
    expect(await seatsOf(ticket._id)).toEqual({ s: 2, i: 0 });
  });

  it('by card: the seats are held with the checkout and the gateway page is answered', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 3 });
    const res = await book(A, bookingBody(ticket, [adult(1)], 85_000, { paymentMethod: 'card' }));
    expect(res.statusCode).toBe(201);
    expect(j(res).payment.paymentUrl).toContain('/payments/');
    expect(j(res).payment.amount).toBe(85_000);
    expect(j(res).order.status).toBe('pending_payment');
    expect(await seatsOf(ticket._id)).toEqual({ s: 2, i: 0 });
  });

  it('refuses a booking the wallet cannot pay, taking no seat', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 3 });
    const res = await book(B, bookingBody(ticket, [adult(1), adult(2)], 170_000));
    expect(res.statusCode).toBe(400);
    expect(await seatsOf(ticket._id)).toEqual({ s: 3, i: 0 });
  });

  it('100 parallel bookings for the last 3 seats sell exactly 3', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 3 });
    const rich = await createAgentWithToken(t.deps, { balance: 20_000_000 });
    const before = await balanceOf(rich.id);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => book(rich, bookingBody(ticket, [adult(i)], 85_000))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201 && (c < 400 || c >= 500))).toEqual([]);
    expect(await seatsOf(ticket._id)).toEqual({ s: 0, i: 0 });
    expect(await balanceOf(rich.id)).toBe(before - 3 * 85_000);
    const [sold] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from a2a_passengers p join booking_lines l on l.id = p.line_id where p.ticket_id = ${ticket._id} and l.status in ('booked', 'confirmed')`,
    );
    expect(sold?.n).toBe(3);
  });
});

describe('a2a after sale', () => {
  it('changes a name, cancels one passenger with refund and seat back, refuses twice, others and after the deadline', async () => {
    const ticket = await createTestTicket(t.deps, { seats: 4, days: 4 });
    const res = await book(A, bookingBody(ticket, [adult(1), withInfant(2)], 185_000));
    const order = j(res).order as A2aOrderDto;
    const [p1, p2] = order.passengers;
    const update = (agent: TestAgent, body: object, id = p1!._id) =>
      t.app.inject({
        method: 'PATCH',
        url: api(A2A_PATHS.update(order._id, id)),
        headers: auth(agent.token),
        payload: body,
      });
    const changed = await update(A, { firstName: 'Rahul', passportNo: 'z9876543' });
    expect(changed.statusCode).toBe(200);
    expect(j(changed).passengers[0]).toMatchObject({
      firstName: 'Rahul',
      passportNo: 'Z9876543',
      changes: 1,
    });
    expect((await update(B, { firstName: 'Evil' })).statusCode).toBe(404);
    expect((await update(A, {})).statusCode).toBe(400);

    const quote = await t.app.inject({
      url: api(A2A_PATHS.cancelQuote(order._id, p2!._id)),
      headers: auth(A.token),
    });
    expect(j(quote)).toMatchObject({ allowed: true, paid: 100_000, fee: 10_000, refund: 90_000 });
    const cancel = (agent: TestAgent, id = p2!._id) =>
      t.app.inject({
        method: 'PATCH',
        url: api(A2A_PATHS.cancel(order._id, id)),
        headers: { ...auth(agent.token), ...idem() },
      });
    expect((await cancel(B)).statusCode).toBe(404);
    const before = await balanceOf(A.id);
    const done = await cancel(A);
    expect(done.statusCode).toBe(200);
    expect(j(done)).toMatchObject({ fee: 10_000, refund: 90_000 });
    expect(await balanceOf(A.id)).toBe(before + 90_000);
    // The statement line says the fee as every amount is written: "AED 100.00".
    const [refundLine] = await queryRows<{ description: string }>(
      t.deps.database.db,
      sql`select description from ledger_entries where agent_id = ${A.id} order by seq desc limit 1`,
    );
    expect(refundLine?.description).toContain('fee AED 100.00');
    // The refund of the invoiced seat has its credit note, listed by the one route of every product.
    await expectOrderCreditNotes(t, order._id, A.token, B.token, [90_000]);
    expect(await seatsOf(ticket._id)).toEqual({ s: 3, i: 0 });
    // A cancelled passenger's ticket is still numbered among the booking's passengers.
    const cancelledTicket = await t.app.inject({
      url: api(A2A_PATHS.ticketPdf(order._id, p2!._id)),
      headers: auth(A.token),
    });
    expect(pdfText(cancelledTicket.rawPayload)).toContain('2 of 2');
    const again = await cancel(A);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(A.id)).toBe(before + 90_000);
    const view = await t.app.inject({ url: api(A2A_PATHS.single(order._id)), headers: auth(A.token) });
    expect(j(view).status).toBe('completed');
    expect(j(view).passengers.map((p: { status: string }) => p.status)).toEqual(['confirmed', 'cancelled']);
    expect(
      (await t.app.inject({ url: api(A2A_PATHS.single(order._id)), headers: auth(B.token) })).statusCode,
    ).toBe(404);

    // Past the deadline (72 h before departure): both refused with the deadline, nothing moved.
    clock.advance(2 * 86_400_000);
    try {
      const late = await update(A, { firstName: 'Late' });
      expect(late.statusCode).toBe(409);
      expect(j(late).error).toMatch(/were possible until .* UTC/);
      // The deadline travels as an instant with the key (ADR 0032): the same minute the English names.
      const deadline = j(late).messageParams?.deadline as string;
      expect(j(late)).toMatchObject({
        messageKey: 'booking.deadlinePassed',
        messageParams: { action: 'change' },
      });
      expect(j(late).error).toContain(`until ${deadline.replace('T', ' ').slice(0, 16)} UTC`);
      const lateQuote = await t.app.inject({
        url: api(A2A_PATHS.cancelQuote(order._id, p1!._id)),
        headers: auth(A.token),
      });
      expect(j(lateQuote).allowed).toBe(false);
      const lateCancel = await cancel(A, p1!._id);
      expect(lateCancel.statusCode).toBe(409);
      expect(j(lateCancel).error).toMatch(/Cancellation was possible until/);
      expect(j(lateCancel)).toMatchObject({
        messageKey: 'booking.deadlinePassed',
        messageParams: { deadline, action: 'cancel' },
      });
      expect(await seatsOf(ticket._id)).toEqual({ s: 3, i: 0 });
    } finally {
      clock.advance(-2 * 86_400_000);
    }
  });

  it("credits a sub-agent booking's parent markup through the earnings", async () => {
    const ticket = await createTestTicket(t.deps, { seats: 3 });
    const sub = await createSubAgentOf(t.deps, A, { balance: 500_000 });
    await t.deps.database.db.insert(subAgentMarkups).values({
      parentId: A.id,
      subAgentId: sub.id,
      product: 'a2a',
      itemId: null,
      type: 'flat',
      value: 2_500,
    });
    const res = await book(sub, bookingBody(ticket, [adult(1)], 87_500));
    expect(res.statusCode).toBe(201);
    const [line] = await queryRows<{ e: number }>(
      t.deps.database.db,
      sql`select parent_earning as e from booking_lines where order_id = ${j(res).orderId}`,
    );
    expect(line?.e).toBe(2_500);
  });
});

describe('a2a admin', () => {
  it('adds and withdraws seats, closes a block and lists its passengers', async () => {
    const { a2aAdmin } = await import('./a2a.admin-service.ts');
    const admin = a2aAdmin(t.deps, systemActor('test'));
    const ticket = await createTestTicket(t.deps, { seats: 2 });
    await book(A, bookingBody(ticket, [adult(7)], 85_000));
    expect((await admin.seats(ticket._id, 3)).availableSeats).toBe(4);
    await expect(admin.seats(ticket._id, -5)).rejects.toThrow(/unsold/);
    expect((await admin.passengers(ticket._id)).map((p) => p.name)).toEqual(['Mr Arun7 Nair']);
    expect((await admin.close(ticket._id)).status).toBe('closed');
    const res = await book(A, bookingBody(ticket, [adult(8)], 85_000));
    expect(res.statusCode).toBe(409);
  });
});
