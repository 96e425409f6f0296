import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorEnvelope,
  FlightBookingDto,
  FlightCancelAnswer,
  FlightCancelQuoteAnswer,
  FlightCreateBookingAnswer,
  FlightDetailsAnswer,
  FlightOrdersAnswer,
} from '@portal/contracts';
import { companyMarkups, wallets } from '@portal/db';
import { formatMoney, plainDateIn } from '@portal/domain';
import { fixedClock } from '../../../lib/clock.ts';
import { pdfEmbeddedChars, pdfFonts, pdfText } from '../../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expectOrderCreditNotes } from '../../bookings/credit-notes.testing.ts';
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
  return w?.balance ?? 0;
};
const book = (a: TestAgent, payload: object, headers = idemHeaders()) =>
  as(a)({ method: 'POST', url: '/api/v1/b2b/flight/bookings/create', payload, headers });

beforeAll(async () => {
  t = await buildTestApp({ clock });
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000, companyName: 'Falcon Flights Travel' });
  // A company markup on Emirates only: the fare's agent price carries it, add-ons do not.
  await t.deps.database.db
    .insert(companyMarkups)
    .values({ product: 'flight', agentId: null, itemId: null, type: 'flat', value: 2500 });
});
afterAll(() => t.close());

describe('a family trip DXB-LHR return by wallet, with seats, a meal and extra baggage', () => {
  let details: FlightDetailsAnswer;
  let booking: FlightBookingDto;
  let paid = 0;
  let offerId = '';
  let before = 0;

  it('selects a fare and shows it priced again with rules, time limit and add-ons per segment', async () => {
    const picked = await selectTrip(as(agent), today(), { adults: 2, children: 1, infants: 1 });
    details = picked.details;
    offerId = picked.offer.offerId;
    expect(details.travellers).toEqual({ adult: 2, children: 1, infant: 1 });
    expect(details.priceChanged).toBe(false);
    expect(details.price.agentPrice).toBe(picked.fare.price.agentPrice);
    expect(details.previousPrice).toBe(details.price.agentPrice);
    // Flat company markup of 25 AED per traveller, 4 travellers.
    expect(details.price.companyMarkup).toBe(4 * 2500);
    expect(details.fareRules.refundable).toBe(true);
    expect(details.fareRules.refundText).toMatch(/^(Fully refundable|Refundable before departure less AED)/);
    expect(details.fareRules.timeLimit).toBe(details.expiresAt);
    expect(details.expiresIn).toBe(30 * 60);
    const segments = details.offer.journeys.flatMap((j) => j.segments);
    expect(details.ancillaries.map((a) => a.segmentKey)).toEqual(segments.map((s) => s.key));
    expect(details.ancillaries[0]!.seatMap.flatMap((r) => r.seats).some((s) => !s.available)).toBe(true);
    expect(details.ancillaries[0]!.meals.length).toBeGreaterThan(0);
    expect(details.firstTravelDate).toBe(segments[0]!.departLocal.slice(0, 10));
  });

  it('books, holds then captures once, tickets every passenger and keeps the ledger balanced', async () => {
    const seats = freeSeats(details, 0, 3);
    const meal = details.ancillaries[1]!.meals[0]!;
    const bag = details.ancillaries[0]!.baggage[1]!;
    const addons = {
      seats: seats.map((s, i) => ({ segmentKey: s.segmentKey, paxId: i + 1, seatNumber: s.seatNumber })),
      meals: [
        { segmentKey: details.ancillaries[1]!.segmentKey, paxId: 3, mealCode: meal.mealCode, count: 2 },
      ],
      baggage: [
        { segmentKey: details.ancillaries[0]!.segmentKey, paxId: 1, baggageCode: bag.baggageCode, count: 1 },
      ],
    };
    const addonsTotal = seats.reduce((n, s) => n + s.price, 0) + meal.mealPrice * 2 + bag.baggagePrice;
    before = await balanceOf(agent.id);
    const res = await book(agent, bookingBody(details, { addons }, addonsTotal));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<FlightCreateBookingAnswer>();
    booking = answer.booking;
    paid = details.price.agentPrice + addonsTotal;
    expect(answer.payment).toBeNull();
    expect(booking.status).toBe('completed');
    expect(booking.ticketStatus).toBe('confirmed');
    expect(booking.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.offer.offerId).toBe(offerId);
    expect(booking.passengers.map((p) => p.ticketNumber)).toEqual([
      expect.stringMatching(/^176\d{10}$/),
      expect.stringMatching(/^176\d{10}$/),
      expect.stringMatching(/^176\d{10}$/),
      expect.stringMatching(/^176\d{10}$/),
    ]);
    expect(booking.price).toMatchObject({
      fare: details.price.agentPrice,
      addons: addonsTotal,
      agentPrice: paid,
    });
    expect(booking.addons.total).toBe(addonsTotal);
    expect(booking.addons.meals[0]).toMatchObject({
      count: 2,
      price: meal.mealPrice * 2,
      mealInfo: meal.mealInfo,
    });
    expect(booking.payments).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'wallet', amount: paid }),
    ]);
    expect(booking.actions).toEqual({ ticket: true, invoice: true, cancel: true });
    expect(booking.timeline.map((e) => e.status)).toContain('completed');
    expect(await balanceOf(agent.id)).toBe(before - paid);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('the chosen seats are taken on the seat map afterwards', async () => {
    const again = await selectTrip(as(agent), today(), { adults: 2, children: 1, infants: 1 });
    const seat = booking.addons.seats[0]!;
    const map = again.details.ancillaries.find((a) => a.segmentKey === seat.segmentKey)!;
    const shown = map.seatMap.flatMap((r) => r.seats).find((s) => s.seatNumber === seat.seatNumber)!;
    expect(shown.available).toBe(false);
  });

  it('the e-ticket PDF has the PNR, tickets, local times, baggage, seats, meals and fare rules', async () => {
    const res = await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/bookings/pdf/${booking._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`e-ticket-${booking.referenceNumber}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(booking.pnr!);
    for (const p of booking.passengers) expect(text).toContain(p.ticketNumber!);
    expect(text).toContain('MR KARIM HADDAD');
    expect(text).toContain('MSTR KARIMCHILD HADDAD');
    expect(text).toContain('MISS KARIMBABY HADDAD');
    const first = booking.offer.journeys[0]!.segments[0]!;
    const local = first.departLocal;
    expect(text).toContain(
      `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`,
    );
    expect(text).toContain(`Checked ${booking.fareRules.baggage.checkedKg} kg`);
    expect(text).toContain(`Seat ${booking.addons.seats[0]!.seatNumber}`);
    expect(text).toContain(booking.addons.meals[0]!.mealInfo);
    expect(text).toContain(booking.fareRules.refundText.slice(0, 30));
    // The client view prints no price; the sell view prints the client's.
    expect(text).not.toContain(formatMoney(booking.price.sellPrice));
    const sell = await as(agent)({
      method: 'GET',
      url: `/api/v1/b2b/flight/bookings/pdf/${booking._id}?view=sell`,
    });
    expect(pdfText(sell.rawPayload)).toContain(formatMoney(booking.price.sellPrice));
  });

  it('the e-ticket in Arabic (?lang=ar): Arabic labels, passport names and ticket numbers as they are', async () => {
    const res = await as(agent)({
      method: 'GET',
      url: `/api/v1/b2b/flight/bookings/pdf/${booking._id}?lang=ar`,
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).not.toContain('Electronic Ticket');
    expect(text).not.toContain('Ticket number');
    expect(text).toContain('MR KARIM HADDAD');
    for (const p of booking.passengers) expect(text).toContain(p.ticketNumber!);
    expect(pdfFonts(res.rawPayload)).toContain('NotoSansArabic-Bold');
    // "تذكرة إلكترونية" (electronic ticket): its letters are set in the Arabic font.
    for (const letter of 'تذكرةلونية') expect(pdfEmbeddedChars(res.rawPayload)).toContain(letter);
  });

  it('the invoice PDF is numbered with the FLT series', async () => {
    const res = await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/bookings/invoice/${booking._id}` });
    expect(res.statusCode).toBe(200);
    expect(booking.invoiceNumber).toMatch(/^FLT-2026-/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(booking.invoiceNumber!);
    expect(text).toContain(`PNR ${booking.pnr}`);
    expect(text).toContain(`ticket ${booking.passengers[0]!.ticketNumber}`);
  });

  it('lists it with filters by PNR, passenger, route, dates and status, and as Excel', async () => {
    const list = async (q: string) => {
      const res = await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/bookings/list/all?${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<FlightOrdersAnswer>();
    };
    const all = await list('');
    expect(all.totalFlightOrders).toBe(1);
    expect(all.flightOrders[0]).toMatchObject({ pnr: booking.pnr, route: 'DXB-LHR-DXB', passengers: 4 });
    expect((await list(`pnr=${booking.pnr!.toLowerCase()}`)).totalFlightOrders).toBe(1);
    expect((await list('pnr=ZZZZZZ')).totalFlightOrders).toBe(0);
    expect((await list('passenger=amal%20hadd')).totalFlightOrders).toBe(1);
    expect((await list('passenger=Nobody')).totalFlightOrders).toBe(0);
    expect((await list('from=DXB&to=LHR')).totalFlightOrders).toBe(1);
    expect((await list('from=LHR')).totalFlightOrders).toBe(0);
    expect(
      (await list(`travelFrom=${details.firstTravelDate}&travelTo=${details.firstTravelDate}`))
        .totalFlightOrders,
    ).toBe(1);
    expect((await list(`bookingFrom=${today()}`)).totalFlightOrders).toBe(1);
    expect((await list('status=cancelled')).totalFlightOrders).toBe(0);
    const sheet = await as(agent)({ method: 'GET', url: '/api/v1/b2b/flight/bookings/list/sheet' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
  });

  it('quotes the cancellation by the fare rules, then cancels with the refund through the ledger', async () => {
    const q = await as(agent)({
      method: 'GET',
      url: `/api/v1/b2b/flight/bookings/cancel/${booking._id}/quote`,
    });
    expect(q.statusCode).toBe(200);
    const quote = q.json<FlightCancelQuoteAnswer>();
    const cancelFee = booking.fareRules.cancelFee!;
    expect(quote).toEqual({
      bookingId: booking._id,
      allowed: true,
      message: null,
      paid,
      fee: Math.min(paid, cancelFee * 3 + booking.addons.total),
      refund: paid - Math.min(paid, cancelFee * 3 + booking.addons.total),
    });
    const res = await as(agent)({
      method: 'POST',
      url: `/api/v1/b2b/flight/bookings/cancel/${booking._id}`,
      payload: { cancellationRemark: 'Client changed plans' },
      headers: idemHeaders(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json<FlightCancelAnswer>();
    expect(cancelled).toMatchObject({ status: 'cancelled', fee: quote.fee, refund: quote.refund });
    expect(cancelled.booking.status).toBe('cancelled');
    expect(cancelled.booking.payments[1]).toMatchObject({ kind: 'refund', amount: quote.refund });
    expect(await balanceOf(agent.id)).toBe(before - paid + quote.refund);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
    // The refund of invoiced money has its credit note: the booking and the one route of every product list it.
    expect(quote.refund).toBeGreaterThan(0);
    const stranger = await createAgentWithToken(t.deps, { balance: 0 });
    const notes = await expectOrderCreditNotes(t, booking._id, agent.token, stranger.token, [quote.refund]);
    expect(cancelled.booking.creditNotes.map((n) => n.id)).toEqual(notes.map((n) => n.id));
    const again = await as(agent)({
      method: 'POST',
      url: `/api/v1/b2b/flight/bookings/cancel/${booking._id}`,
      payload: {},
      headers: idemHeaders(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().error).toBe('This booking is already cancelled.');
  });
});
