import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, FlightDetailsAnswer, FlightSearchAnswer } from '@portal/contracts';
import { agentConfigurations, bookingOrders, flightSearchSessions, wallets } from '@portal/db';
import { plainDateIn } from '@portal/domain';
import { fixedClock } from '../../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { ledgerViolations } from '../../wallet/wallet.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import {
  bookingBody,
  freeSeats,
  idemHeaders,
  searchBody,
  selectFareOf,
  selectTrip,
  type As,
} from './booking.testing.ts';

const START = '2026-11-26T08:00:00Z';
const clock = fixedClock(START);
let t: TestApp;
let agent: TestAgent;
let other: TestAgent;
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
  other = await createAgentWithToken(t.deps, { balance: 5_000_000 });
});
afterAll(() => t.close());

describe('selecting a fare', () => {
  let search: FlightSearchAnswer;
  beforeAll(async () => {
    const res = await as(agent)({
      method: 'POST',
      url: '/api/v1/b2b/flight/search/availability',
      payload: searchBody(today()),
    });
    search = res.json<FlightSearchAnswer>();
  });
  const select = (a: TestAgent, payload: object) =>
    as(a)({ method: 'POST', url: '/api/v1/b2b/flight/addToCart', payload });

  it("another agent's search, an unknown one or an unknown fare: 404", async () => {
    const offer = search.offers[0]!;
    const body = { searchId: search.searchId, offerId: offer.offerId, fareKey: offer.fares[0]!.fareKey };
    const foreign = await select(other, body);
    expect(foreign.statusCode).toBe(404);
    expect(failure(foreign).error).toBe('Flight search not found');
    expect((await select(agent, { ...body, searchId: crypto.randomUUID() })).statusCode).toBe(404);
    const fare = await select(agent, { ...body, fareKey: 'nope' });
    expect(fare.statusCode).toBe(404);
    expect(failure(fare).error).toBe('This fare in the search not found');
    expect((await select(agent, { ...body, searchId: 'x' })).statusCode).toBe(400);
  });

  it('an expired search: 410 with a clear message', async () => {
    const offer = search.offers[0]!;
    await t.deps.database.db
      .update(flightSearchSessions)
      .set({ expiresAt: new Date(Date.parse(START) - 1000) })
      .where(eq(flightSearchSessions.id, search.searchId));
    const res = await select(agent, {
      searchId: search.searchId,
      offerId: offer.offerId,
      fareKey: offer.fares[0]!.fareKey,
    });
    expect(res.statusCode).toBe(410);
    expect(failure(res).error).toBe('This search has expired. Please search again.');
  });
});

describe('the selection (tbId)', () => {
  it("another agent's tbId: 404; after the time limit: 410 on details and on booking, nothing charged", async () => {
    const { details, tbId } = await selectTrip(as(agent), today());
    const foreign = await as(other)({ method: 'GET', url: `/api/v1/b2b/flight/details/${tbId}` });
    expect(foreign.statusCode).toBe(404);
    expect(failure(foreign).error).toBe('Flight selection not found');
    expect((await book(other, bookingBody(details))).statusCode).toBe(404);
    const before = await balanceOf(agent.id);
    clock.advance(31 * 60_000);
    try {
      const late = await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/details/${tbId}` });
      expect(late.statusCode).toBe(410);
      expect(failure(late).error).toBe('The time limit to book this fare has passed. Please search again.');
      const res = await book(agent, bookingBody(details));
      expect(res.statusCode).toBe(410);
    } finally {
      clock.set(START);
    }
    expect(await balanceOf(agent.id)).toBe(before);
  });

  it('a sold-out fare: 409 on details', async () => {
    const { tbId } = await selectFareOf(as(agent), today(), { scenario: 'sold-out' });
    const res = await as(agent)({ method: 'GET', url: `/api/v1/b2b/flight/details/${tbId}` });
    expect(res.statusCode).toBe(409);
    expect(failure(res).error).toBe('This fare is sold out. Please choose another flight.');
  });

  it('flights switched off for the agent after choosing: 403 on details and on booking', async () => {
    const off = await createAgentWithToken(t.deps, { balance: 5_000_000 });
    const { details, tbId } = await selectTrip(as(off), today());
    await t.deps.database.db
      .update(agentConfigurations)
      .set({ showFlight: false })
      .where(eq(agentConfigurations.agentId, off.id));
    const res = await as(off)({ method: 'GET', url: `/api/v1/b2b/flight/details/${tbId}` });
    expect(res.statusCode).toBe(403);
    expect(failure(res).error).toBe('Flights are not enabled for your account');
    expect((await book(off, bookingBody(details))).statusCode).toBe(403);
    expect(await balanceOf(off.id)).toBe(5_000_000);
  });

  it('a malformed tbId: 400', async () => {
    const res = await as(agent)({ method: 'GET', url: '/api/v1/b2b/flight/details/not-a-uuid' });
    expect(res.statusCode).toBe(400);
  });
});

describe('booking with bad travellers or add-ons: 400, nothing charged, no order', () => {
  let details: FlightDetailsAnswer;
  let before: number;
  beforeAll(async () => {
    details = (await selectTrip(as(agent), today(), { adults: 2, children: 1, infants: 1 })).details;
    before = await balanceOf(agent.id);
  });
  const refused = async (payload: object, field: string, message: string) => {
    const res = await book(agent, payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = failure(res);
    expect(body.fieldErrors?.[field]).toEqual([message]);
    expect(await balanceOf(agent.id)).toBe(before);
    expect(await flightOrders(agent.id)).toEqual([]);
  };
  const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

  it('a passenger type that does not match the date of birth', async () => {
    const body = bookingBody(details);
    body.travellers[2] = { ...body.travellers[2]!, birthDate: '1990-01-01' };
    await refused(
      body,
      'travellers.2.birthDate',
      `A child must be 2 to 11 years old on ${dmy(details.firstTravelDate)}.`,
    );
  });

  it('a passport that expires before the return', async () => {
    const body = bookingBody(details);
    body.travellers[0] = { ...body.travellers[0]!, passportExpiry: details.lastTravelDate };
    await refused(
      body,
      'travellers.0.passportExpiry',
      `The passport must be valid after ${dmy(details.lastTravelDate)}.`,
    );
  });

  it('names not in Latin letters', async () => {
    const body = bookingBody(details);
    body.travellers[1] = { ...body.travellers[1]!, firstName: 'أمل' };
    await refused(
      body,
      'travellers.1.firstName',
      'The first name must be in Latin letters as in the passport',
    );
  });

  it('travellers other than searched (an infant more than the adults)', async () => {
    const body = bookingBody(details);
    body.travellers[1] = { ...body.travellers[3]!, paxId: 2, passportNumber: 'I5550001' };
    const res = await book(agent, body);
    expect(res.statusCode).toBe(400);
    expect(failure(res).fieldErrors?.travellers).toEqual([
      'Enter the travellers as searched: 2 adults, 1 child and 1 infant.',
      'Infants cannot be more than adults.',
    ]);
  });

  it('the same seat for two passengers', async () => {
    const [seat] = freeSeats(details, 0, 1);
    const addons = {
      seats: [1, 2].map((paxId) => ({ segmentKey: seat!.segmentKey, paxId, seatNumber: seat!.seatNumber })),
      meals: [],
      baggage: [],
    };
    const segment = details.offer.journeys[0]!.segments[0]!;
    await refused(
      bookingBody(details, { addons }, seat!.price * 2),
      'addons.seats.1.seatNumber',
      `Seat ${seat!.seatNumber} on ${segment.flightNumber} is chosen for two passengers.`,
    );
  });

  it('add-ons for a segment not in the itinerary', async () => {
    const addons = {
      seats: [],
      meals: [{ segmentKey: 'XX.DXB.CDG.0.2026-12-26', paxId: 1, mealCode: 'MOML', count: 1 }],
      baggage: [],
    };
    await refused(
      bookingBody(details, { addons }),
      'addons.meals.0.segmentKey',
      'Segment XX.DXB.CDG.0.2026-12-26 is not in this itinerary.',
    );
  });

  it('a seat for an infant', async () => {
    const [seat] = freeSeats(details, 0, 1);
    const addons = {
      seats: [{ segmentKey: seat!.segmentKey, paxId: 4, seatNumber: seat!.seatNumber }],
      meals: [],
      baggage: [],
    };
    await refused(
      bookingBody(details, { addons }),
      'addons.seats.0.seatNumber',
      "An infant sits on an adult's lap: no seat.",
    );
  });

  it('without an Idempotency-Key', async () => {
    const res = await as(agent)({
      method: 'POST',
      url: '/api/v1/b2b/flight/bookings/create',
      payload: bookingBody(details),
    });
    expect(res.statusCode).toBe(400);
    expect(await balanceOf(agent.id)).toBe(before);
  });

  it('beyond the wallet: refused, nothing held', async () => {
    const poor = await createAgentWithToken(t.deps, { balance: 1000 });
    const d = (await selectTrip(as(poor), today())).details;
    const res = await book(poor, bookingBody(d));
    expect(res.statusCode).toBe(400);
    expect(await balanceOf(poor.id)).toBe(1000);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });
});
