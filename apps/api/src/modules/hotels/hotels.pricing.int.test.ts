import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelDetailsDto, HotelSearchAnswer, SingleHotelSearchAnswer } from '@portal/contracts';
import { clientMarkups, companyMarkups, hotelSearchSessions, subAgentMarkups } from '@portal/db';
import { percentOf, priceHotelRate, type PricingLayers } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { auth, createHierarchy, type Hierarchy } from '../resellers/resellers.testing.ts';
import { dualSourceHotels } from '../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels, SEARCH_URL, SINGLE_SEARCH_URL, stay } from './hotels.testing.ts';
import type { StoredResults } from './session.repository.ts';

let t: TestApp;
let h: Hierarchy;
let hotel: { id: string; starCategory: string; roomTypes: { id: string }[] };

const ROOMS = [
  { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
  { noOfAdults: 1, noOfChildren: 1, childrenAges: [4] },
];
const NIGHTS = 3;
const UNITS = ROOMS.length * NIGHTS;
/** Sub-agent markup A sets for its sub-agent: AED 50 per room per night. */
const SUB_FLAT = 5_000;
/** A's own client markup on the first room type: AED 10 per room per night. */
const CLIENT_FLAT = 1_000;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  h = await createHierarchy(t.deps);
  const [picked] = await dualSourceHotels(t, 1);
  if (!picked) throw new Error('no hotel sold by both sources');
  hotel = picked;
  const { db } = t.deps.database;
  // Company: 10 % on every hotel for A's account, 20 % on bedbank rates (more specific: source).
  await db.insert(companyMarkups).values([
    { agentId: h.resellerA.id, product: 'hotel', itemId: null, type: 'percentage', value: 10 },
    { agentId: h.resellerA.id, product: 'hotel', itemId: 'source:bedbank', type: 'percentage', value: 20 },
  ]);
  // Sub-agent: A's markup for its sub-agent, by the hotel's star category.
  await db.insert(subAgentMarkups).values({
    parentId: h.resellerA.id,
    subAgentId: h.subOfA.id,
    product: 'hotel',
    itemId: `star:${hotel.starCategory}`,
    type: 'flat',
    value: SUB_FLAT,
  });
  // Client: the sub-agent's own 5 % on the hotel; A's own flat on one room type.
  await db.insert(clientMarkups).values([
    { agentId: h.subOfA.id, product: 'hotel', itemId: `hotel:${hotel.id}`, type: 'percentage', value: 5 },
    {
      agentId: h.resellerA.id,
      product: 'hotel',
      itemId: `room:${hotel.roomTypes[0]!.id}`,
      type: 'flat',
      value: CLIENT_FLAT,
    },
  ]);
});
afterAll(() => t.close());

async function singleSearch(token: string, extra: object = {}): Promise<SingleHotelSearchAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: SINGLE_SEARCH_URL,
    headers: auth(token),
    payload: { hotelId: hotel.id, ...stay(t, 40, NIGHTS), rooms: ROOMS, nationality: 'AE', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SingleHotelSearchAnswer>();
}

/** The nets the server stored with the session (agents never see them). */
async function storedNets(searchId: string): Promise<Map<string, number>> {
  const [row] = await t.deps.database.db
    .select()
    .from(hotelSearchSessions)
    .where(eq(hotelSearchSessions.id, searchId));
  const results = row?.results as StoredResults;
  if (results.kind !== 'single') throw new Error('not a single-hotel session');
  return new Map(results.rates.map((r) => [r.offer.rateKey, r.offer.net]));
}

const ratesOf = (answer: SingleHotelSearchAnswer) =>
  answer.rooms.flatMap((room) => room.rates.map((rate) => ({ room, rate })));

describe('hotel prices through every markup layer', () => {
  it('a reseller pays net + company markup (per source); its client markup is on the sell price only', async () => {
    const answer = await singleSearch(h.resellerA.token);
    const nets = await storedNets(answer.searchId);
    const rates = ratesOf(answer);
    expect(rates.length).toBeGreaterThan(0);
    expect(new Set(rates.map((r) => r.rate.source))).toEqual(new Set(['contract', 'bedbank']));
    for (const { room, rate } of rates) {
      const net = nets.get(rate.rateKey)!;
      const company = rate.source === 'bedbank' ? 20 : 10;
      const client = room.id === hotel.roomTypes[0]!.id ? CLIENT_FLAT * UNITS : 0;
      expect(rate.agentPrice).toBe(net + percentOf(net, company));
      expect(rate.sellPrice).toBe(rate.agentPrice + client);
      expect(rate.breakdown).toEqual({
        subAgentMarkup: 0,
        clientMarkup: client,
        agentPrice: rate.agentPrice,
        sellPrice: rate.sellPrice,
      });
      expect(rate.perNight.reduce((s, n) => s + n.agentPrice, 0)).toBe(rate.agentPrice);
      expect(rate.perNight.reduce((s, n) => s + n.sellPrice, 0)).toBe(rate.sellPrice);
      // The domain pipeline gives the same figures.
      const layers: PricingLayers = {
        company: { type: 'percentage', value: company },
        client: client ? { type: 'flat', value: CLIENT_FLAT } : null,
      };
      expect(priceHotelRate({ net, rooms: ROOMS.length, nights: NIGHTS, layers }).sellPrice).toBe(
        rate.sellPrice,
      );
    }
  });

  it("a sub-agent's prices include its parent's markup for it, then its own client markup", async () => {
    const parent = await singleSearch(h.resellerA.token);
    const sub = await singleSearch(h.subOfA.token);
    const parentPrice = new Map(ratesOf(parent).map(({ rate }) => [rate.rateKey, rate.agentPrice]));
    const subRates = ratesOf(sub);
    expect(subRates.length).toBe(parentPrice.size);
    for (const { rate } of subRates) {
      const base = parentPrice.get(rate.rateKey)!;
      expect(rate.breakdown.subAgentMarkup).toBe(SUB_FLAT * UNITS);
      expect(rate.agentPrice).toBe(base + SUB_FLAT * UNITS);
      expect(rate.sellPrice).toBe(rate.agentPrice + percentOf(rate.agentPrice, 5));
    }
  });

  it("another reseller's sub-agent gets none of A's markups", async () => {
    const other = await singleSearch(h.subOfB.token);
    const nets = await storedNets(other.searchId);
    for (const { rate } of ratesOf(other)) {
      expect(rate.agentPrice).toBe(nets.get(rate.rateKey));
      expect(rate.sellPrice).toBe(rate.agentPrice);
    }
  });

  it('the list shows the same cheapest price as the hotel’s own rates', async () => {
    const single = await singleSearch(h.subOfA.token);
    const res = await t.app.inject({
      method: 'POST',
      url: SEARCH_URL,
      headers: auth(h.subOfA.token),
      payload: {
        searchQuery: { id: hotel.id, suggestionType: 'HOTEL' },
        ...stay(t, 40, NIGHTS),
        rooms: ROOMS,
        nationality: 'AE',
      },
    });
    const card = res.json<HotelSearchAnswer>().hotels[0]!;
    const cheapest = Math.min(...ratesOf(single).map(({ rate }) => rate.agentPrice));
    expect(card.minRate).toBe(cheapest);
    const cheapestRate = ratesOf(single).find(({ rate }) => rate.agentPrice === cheapest)!.rate;
    expect(card.minSellRate).toBe(cheapestRate.sellPrice);
  });
});

describe('single hotel search and details', () => {
  it('returns every bookable room type with its rates, cheapest first, policies with exact deadlines', async () => {
    const answer = await singleSearch(h.resellerA.token);
    expect(answer).toMatchObject({ noOfNights: NIGHTS, expiresIn: 900, hotel: { id: hotel.id } });
    for (const room of answer.rooms) {
      const prices = room.rates.map((r) => r.agentPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const rate of room.rates) {
        expect(['Refundable', 'Partially Refundable', 'Non Refundable']).toContain(rate.cancellationType);
        expect(rate.boardName.length).toBeGreaterThan(3);
        for (const line of rate.cancellationPolicies) {
          expect(new Date(line.from).toISOString()).toBe(line.from);
          expect(line.fromLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
          expect(line.fee).toBeLessThanOrEqual(rate.agentPrice);
          expect(line.text).toContain(line.timeZone);
        }
        if (rate.cancellationType === 'Non Refundable') expect(rate.payLaterAvailable).toBe(false);
        expect(rate.payLaterAvailable).toBe(rate.payLaterUntil !== null);
      }
    }
    const refundable = ratesOf(answer).find(({ rate }) => rate.cancellationType === 'Refundable')?.rate;
    expect(refundable?.cancellationPolicies[0]?.fee).toBeGreaterThan(0);
  });

  it('static details: content and room types; unknown hotel 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/hotels/availabilities/single/${hotel.id}`,
      headers: auth(h.subOfB.token),
    });
    expect(res.statusCode).toBe(200);
    const details = res.json<HotelDetailsDto>();
    expect(details.roomTypes.map((r) => r.id)).toEqual(hotel.roomTypes.map((r) => r.id));
    expect(details.description.length).toBeGreaterThan(20);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/hotels/availabilities/single/${randomUUID()}`,
      headers: auth(h.subOfB.token),
    });
    expect(missing.statusCode).toBe(404);
    const search = await t.app.inject({
      method: 'POST',
      url: SINGLE_SEARCH_URL,
      headers: auth(h.subOfB.token),
      payload: { hotelId: randomUUID(), ...stay(t), rooms: ROOMS, nationality: 'AE' },
    });
    expect(search.statusCode).toBe(404);
  });

  it('a party no room seats gets no rooms, not an error', async () => {
    const answer = await singleSearch(h.resellerA.token, {
      rooms: [{ noOfAdults: 8, noOfChildren: 4, childrenAges: [1, 2, 3, 4] }],
    });
    for (const room of answer.rooms) expect(room.maxOccupancy).toBeGreaterThanOrEqual(12);
  });
});
