import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirportDto, FaresByDateAnswer, FlightSearchAnswer } from '@portal/contracts';
import { clientMarkups, companyMarkups } from '@portal/db';
import { addDays, monthSpan, plainDateIn } from '@portal/domain';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  auth,
  createAgentWithToken,
  createHierarchy,
  type Hierarchy,
} from '../resellers/resellers.testing.ts';
import { flightSupplier, sandboxDestinations, UAE_AIRPORTS } from '../../suppliers/flights/index.ts';
import { COMMANDS } from '../../cli/commands.ts';
import { cliActor } from '../../audit/index.ts';

const clock = fixedClock(new Date());
let t: TestApp;
let h: Hierarchy;
const today = () => plainDateIn(clock.now());
const SEARCH = '/api/v1/b2b/flight/search/availability';
const FARES = '/api/v1/b2b/flight/fares-by-date';

beforeAll(async () => {
  t = await buildTestApp({ clock });
  h = await createHierarchy(t.deps);
});
afterAll(() => t.close());

const post = (
  payload: object,
  token: string | null = h.resellerA.token,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: SEARCH,
    payload,
    headers: { ...(token ? auth(token) : {}), ...headers },
  });
const get = (url: string, token: string | null = h.resellerA.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

const oneWay = (extra: Record<string, unknown> = {}, trip: Record<string, unknown> = {}) => ({
  noOfAdults: 1,
  noOfChildren: 0,
  noOfInfants: 0,
  type: 'oneway',
  travelClass: 'economy',
  trips: [{ from: 'DXB', to: 'LHR', departureDate: addDays(today(), 30), ...trip }],
  ...extra,
});

describe('airports', () => {
  it('lists airports with IATA codes only, compact fields, public and cacheable', async () => {
    const res = await get('/api/v1/b2b/flight/airports', null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const list = res.json<AirportDto[]>();
    expect(list.length).toBeGreaterThan(5000);
    expect(list.slice(0, 2).map((a) => a.iata)).toEqual(['DXB', 'AUH']);
    expect(list.some((a) => a.iata === 'LON')).toBe(false);
    expect(list.every((a) => /^[A-Z0-9]{3}$/.test(a.iata))).toBe(true);
    expect(list.find((a) => a.iata === 'DXB')).toEqual({
      iata: 'DXB',
      city: 'Dubai',
      name: 'Dubai Intl',
      country: 'United Arab Emirates',
      tz: 'Asia/Dubai',
    });
  });
});

describe('sandbox supplier contract', () => {
  it('reaches at least 60 destinations from the UAE airports', () => {
    expect(sandboxDestinations().length).toBeGreaterThanOrEqual(60);
    expect(UAE_AIRPORTS).toEqual(['DXB', 'AUH', 'SHJ', 'RKT', 'DWC']);
  });

  it('is deterministic: the same search twice answers the same offers and fares', async () => {
    const s = flightSupplier(t.deps)!;
    const request = {
      legs: [{ from: 'AUH', to: 'BOM', date: addDays(today(), 20) }],
      cabin: 'economy' as const,
      adults: 1,
      children: 0,
      infants: 0,
    };
    const a = await s.search(request);
    const b = await s.search(request);
    expect(a.length).toBeGreaterThan(2);
    expect(b).toEqual(a);
    const carriers = new Set(a.map((o) => o.carrier));
    expect([...carriers].some((c) => ['EY', 'AI', '6E', 'G9'].includes(c))).toBe(true);
  });

  it('direct and one-stop journeys in local times, fare families with baggage and refundability', async () => {
    const res = await post(oneWay());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FlightSearchAnswer>();
    const direct = body.offers.find((o) => o.journeys[0]!.stops === 0 && o.carrier === 'EK')!;
    const oneStop = body.offers.find((o) => o.journeys[0]!.stops === 1)!;
    expect(direct).toBeDefined();
    expect(oneStop.journeys[0]!.layovers[0]!.minutes).toBeGreaterThanOrEqual(75);
    const seg = direct.journeys[0]!.segments[0]!;
    expect(seg.flightNumber).toMatch(/^EK\d{3}$/);
    // Local times: the wall clock at DXB (UTC+4) and at LHR (UTC+0/+1) differ from the UTC instants.
    expect(seg.departLocal.slice(11)).not.toBe(seg.departUtc.slice(11, 16));
    expect(Date.parse(seg.arriveUtc) - Date.parse(seg.departUtc)).toBe(seg.durationMin * 60_000);
    const families = direct.fares.map((f) => f.family);
    expect(families).toContain('Economy Saver');
    expect(direct.fares.some((f) => f.refundable) && direct.fares.some((f) => !f.refundable)).toBe(true);
    expect(direct.fares[0]!.baggage.checkedKg).toBeGreaterThan(0);
  });

  it('availability shrinks as seats sell; price change and sold out on demand', async () => {
    const s = flightSupplier(t.deps)!;
    const request = {
      legs: [{ from: 'DXB', to: 'KTM', date: addDays(today(), 40) }],
      cabin: 'business' as const,
      adults: 2,
      children: 0,
      infants: 0,
    };
    const [offer] = await s.search(request);
    const fare = offer!.fares[0]!;
    const booking = await s.book({
      fareKey: fare.fareKey,
      clientReference: `T-${Date.now()}`,
      passengers: [
        { type: 'ADT', firstName: 'A', lastName: 'B' },
        { type: 'ADT', firstName: 'C', lastName: 'D' },
      ],
    });
    expect(booking.pnr).toMatch(/^[A-Z0-9]{6}$/);
    const again = (await s.search(request)).find((o) => o.offerId === offer!.offerId);
    const sameFamily = again?.fares.find((f) => f.family === fare.family);
    expect(sameFamily === undefined || sameFamily.seatsLeft <= fare.seatsLeft).toBe(true);
    const ticketed = await s.ticket(booking.pnr);
    expect(ticketed.tickets).toHaveLength(2);

    const [changed] = await s.search(request, 'price-change');
    const priced = await s.price(changed!.fares[0]!.fareKey);
    expect(priced.status).toBe('price-changed');
    const [gone] = await s.search(request, 'sold-out');
    expect((await s.price(gone!.fares[0]!.fareKey)).status).toBe('sold-out');
    const anc = await s.ancillaries(fare.fareKey);
    expect(anc[0]!.seatMap.length).toBeGreaterThan(0);
    expect(anc[0]!.meals.length).toBeGreaterThan(0);
    expect(anc[0]!.baggage.length).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it('prices through the pipeline: company markup per airline, client markup as the margin', async () => {
    const agent = await createAgentWithToken(t.deps);
    const db = t.deps.database.db;
    await db
      .insert(companyMarkups)
      .values({ agentId: agent.id, product: 'flight', itemId: 'EK', type: 'flat', value: 5000 });
    await db
      .insert(clientMarkups)
      .values({ agentId: agent.id, product: 'flight', itemId: null, type: 'percentage', value: 10 });
    const res = await post(oneWay({ noOfAdults: 2 }), agent.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FlightSearchAnswer>();
    const ek = body.offers.find((o) => o.carrier === 'EK')!.fares[0]!;
    expect(ek.price.companyMarkup).toBe(10_000);
    expect(ek.price.agentPrice).toBe(ek.price.net + 10_000);
    expect(ek.price.sellPrice).toBe(ek.price.agentPrice + ek.price.clientMarkup);
    expect(ek.price.clientMarkup).toBeGreaterThan(0);
    const other = body.offers.find((o) => o.carrier !== 'EK')!.fares[0]!;
    expect(other.price.companyMarkup).toBe(0);
  });

  it('company markups per airline come from the admin command line', async () => {
    const agent = await createAgentWithToken(t.deps);
    const cli = (name: string, ...positional: string[]) =>
      COMMANDS.find((c) => c.name === name)!.run(t.deps, { positional, flags: {} }, cliActor('test'));
    expect(await cli('markups:company-set', agent.email, 'flight', 'FZ', 'flat', '25')).toContain(
      'per traveller',
    );
    await expect(cli('markups:company-set', agent.email, 'flight', 'EMIRATES', 'flat', '25')).rejects.toThrow(
      'airline code',
    );
    const res = await post(oneWay({}, { to: 'KTM' }), agent.token);
    const fz = res.json<FlightSearchAnswer>().offers.find((o) => o.carrier === 'FZ')!.fares[0]!;
    expect(fz.price.companyMarkup).toBe(2_500);
  });

  it('return and multicity searches answer one journey per leg', async () => {
    const ret = await post(oneWay({ type: 'return' }, { returnDate: addDays(today(), 37) }));
    expect(ret.statusCode, ret.body).toBe(200);
    const r = ret.json<FlightSearchAnswer>().offers[0]!;
    expect(r.journeys.map((j) => [j.from, j.to])).toEqual([
      ['DXB', 'LHR'],
      ['LHR', 'DXB'],
    ]);
    const multi = await post(oneWay({ type: 'multicity' }, {}));
    expect(multi.statusCode).toBe(400);
    const m = await post({
      ...oneWay({ type: 'multicity' }),
      trips: [
        { from: 'DXB', to: 'LHR', departureDate: addDays(today(), 30) },
        { from: 'LHR', to: 'BOM', departureDate: addDays(today(), 35) },
      ],
    });
    expect(m.statusCode, m.body).toBe(200);
    const legs = m.json<FlightSearchAnswer>().offers[0]!.journeys.map((j) => [j.from, j.to]);
    expect(legs).toEqual([
      ['DXB', 'LHR'],
      ['LHR', 'BOM'],
    ]);
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    const cases: [object, string][] = [
      [oneWay({}, { to: 'DXB' }), 'different'],
      [oneWay({}, { departureDate: addDays(today(), -1) }), 'before today'],
      [oneWay({ noOfAdults: 1, noOfInfants: 2 }), 'Infants'],
      [oneWay({}, { to: 'QQQ' }), 'Unknown airport QQQ'],
      // A city code is not an airport: said at once, not a search that finds nothing.
      [oneWay({}, { to: 'LON' }), 'Unknown airport LON'],
      [oneWay({ noOfAdults: 0 }), 'adult'],
      [oneWay({ type: 'return' }), 'Arrival Date'],
      [oneWay({}, { from: 'DUBAI' }), 'IATA'],
    ];
    for (const [body, text] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(text);
    }
  });

  it('needs a token and the flights module', async () => {
    expect((await post(oneWay(), null)).statusCode).toBe(401);
    const off = await createAgentWithToken(t.deps, { flags: { showFlight: false } });
    const res = await post(oneWay(), off.token);
    expect(res.statusCode).toBe(403);
    expect(
      (
        await get(
          `${FARES}?origin=DXB&destination=LHR&travelClass=economy&startDate=${today()}&endDate=${today()}&type=oneway`,
          off.token,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('fares-by-date', () => {
  it('answers the cheapest one-adult fare per date, the same a one-adult search then finds', async () => {
    const date = addDays(today(), 25);
    const span = monthSpan(date);
    const q = `origin=DXB&destination=BOM&travelClass=economy&startDate=${span.startDate}&endDate=${span.endDate}&type=oneway`;
    const res = await get(`${FARES}?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FaresByDateAnswer>();
    expect(
      body.result.every((f) => f.date >= today() && f.date >= span.startDate && f.date <= span.endDate),
    ).toBe(true);
    const fareOf = body.result.find((f) => f.date === date)!;
    expect(fareOf.fare).toBeGreaterThan(0);
    const search = await post(oneWay({}, { to: 'BOM', departureDate: date }));
    const cheapest = Math.min(
      ...search.json<FlightSearchAnswer>().offers.flatMap((o) => o.fares.map((f) => f.perAdultSell)),
    );
    expect(Math.round(cheapest) / 100).toBe(fareOf.fare);
  });

  it('return fares (outBoundDate) are the way back; bad queries are 400', async () => {
    const date = addDays(today(), 25);
    const span = monthSpan(date);
    const res = await get(
      `${FARES}?origin=DXB&destination=LHR&travelClass=business&startDate=${span.startDate}&endDate=${span.endDate}&type=return&outBoundDate=${addDays(date, 5)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FaresByDateAnswer>().result.length).toBeGreaterThan(0);
    expect(
      (
        await get(
          `${FARES}?origin=DXB&destination=DXB&travelClass=economy&startDate=${today()}&endDate=${today()}&type=oneway`,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await get(
          `${FARES}?origin=DXB&destination=LHR&travelClass=Economy&startDate=x&endDate=${today()}&type=oneway`,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await get(
          `${FARES}?origin=DXB&destination=ZZZ&travelClass=economy&startDate=${today()}&endDate=${today()}&type=oneway`,
        )
      ).statusCode,
    ).toBe(400);
  });
});
