import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelMarkupsAnswer, HotelRoomMarkupsAnswer, HotelStarMarkupsAnswer } from '@portal/contracts';
import { COMMANDS } from '../../cli/commands.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { PRICES, seedMarkupCatalogue, type MarkupCatalogue } from './hotel-markups.testing.ts';
import { cliActor } from '../../audit/index.ts';

let t: TestApp;
let cat: MarkupCatalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await seedMarkupCatalogue(t.deps.database.db, t.deps.clock.now());
});
afterAll(() => t.close());

const call = (token: string | null, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...(token ? auth(token) : {}), ...options.headers } });
const setClient = (token: string, payload: object) =>
  call(token, { method: 'PATCH', url: '/api/v1/b2b/markups/hotels/client/upsert', payload });
const setSub = (token: string, payload: object) =>
  call(token, { method: 'PATCH', url: '/api/v1/b2b/markups/hotels/subagent/upsert', payload });
const rooms = async (token: string) => {
  const res = await call(token, {
    method: 'GET',
    url: `/api/v1/b2b/markups/hotels/rooms?hotelId=${cat.palace.id}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HotelRoomMarkupsAnswer>();
};
const room = (answer: HotelRoomMarkupsAnswer, id: string) => answer.roomTypes.find((r) => r._id === id)!;
const cli = (name: string, ...positional: string[]) =>
  COMMANDS.find((c) => c.name === name)!.run(t.deps, { positional, flags: {} }, cliActor('test'));

describe('hotel client markups', () => {
  it('resolves room type over hotel over star category in the preview, per room night', async () => {
    const agent = await createAgentWithToken(t.deps);
    const before = room(await rooms(agent.token), cat.palace.deluxe);
    expect(before.preview).toEqual({ agentPrice: PRICES.deluxe, sellPrice: PRICES.deluxe });

    const star = await setClient(agent.token, { scope: 'star', itemId: '5', markupType: 'flat', markup: 10 });
    expect(star.statusCode, star.body).toBe(200);
    expect(star.json()).toMatchObject({
      scope: 'star',
      itemId: '5',
      markupType: 'flat',
      markup: 10,
      value: 1_000,
    });
    expect(room(await rooms(agent.token), cat.palace.deluxe).preview).toEqual({
      agentPrice: PRICES.deluxe,
      sellPrice: PRICES.deluxe + 1_000,
    });

    const hotel = await setClient(agent.token, {
      scope: 'hotel',
      itemId: cat.palace.id,
      markupType: 'percentage',
      markup: '10',
    });
    expect(hotel.statusCode, hotel.body).toBe(200);
    const suite = await setClient(agent.token, {
      scope: 'room',
      itemId: cat.palace.suite,
      markupType: 'flat',
      markup: 25.5,
    });
    expect(suite.statusCode, suite.body).toBe(200);
    const page = await rooms(agent.token);
    expect(room(page, cat.palace.deluxe).preview!.sellPrice).toBe(55_000);
    expect(room(page, cat.palace.suite).preview!.sellPrice).toBe(PRICES.suite + 2_550);
    expect(room(page, cat.palace.suite).clientMarkup).toMatchObject({ scope: 'room', markup: 25.5 });
    expect(page.hotelMarkups.clientMarkup).toMatchObject({ markupType: 'percentage', markup: 10 });
    expect(page.starMarkups.clientMarkup).toMatchObject({ markupType: 'flat', markup: 10 });
    expect(page.hotel).toMatchObject({ _id: cat.palace.id, name: cat.palace.name, starCategory: '5' });

    // Upsert replaces the same scope instead of adding a row.
    const again = await setClient(agent.token, {
      scope: 'star',
      itemId: '5',
      markupType: 'percentage',
      markup: 3,
    });
    expect(again.json<{ _id: string }>()._id).toBe(star.json<{ _id: string }>()._id);

    const stars = (
      await call(agent.token, { method: 'GET', url: '/api/v1/b2b/markups/hotels/stars' })
    ).json<HotelStarMarkupsAnswer>();
    expect(stars.starCategories.map((s) => s.starCategory)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      'apartment',
      'hostel',
      'unrated',
    ]);
    const five = stars.starCategories.find((s) => s.starCategory === '5')!;
    expect(five).toMatchObject({ label: '5 stars', clientMarkup: { markupType: 'percentage', markup: 3 } });
    expect(five.hotels).toBeGreaterThanOrEqual(5);
    expect(stars.subAgents).toEqual([]);
  });

  it('lists hotels: accent-free search, city and star filters, paging, marked only', async () => {
    const agent = await createAgentWithToken(t.deps);
    const list = async (query: string) => {
      const res = await call(agent.token, { method: 'GET', url: `/api/v1/b2b/markups/hotels?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<HotelMarkupsAnswer>();
    };
    const found = await list(`search=MOVENPICK%20palace&cityId=${cat.cityId}`);
    expect(found.totalHotels).toBe(1);
    expect(found.hotels[0]).toMatchObject({
      _id: cat.palace.id,
      roomTypes: 2,
      roomMarkups: 0,
      clientMarkup: null,
      preview: { agentPrice: PRICES.deluxe, sellPrice: PRICES.deluxe },
      areaName: 'Old Town',
    });
    const first = await list(`cityId=${cat.cityId}&limit=10`);
    const third = await list(`cityId=${cat.cityId}&limit=10&skip=20`);
    expect(first.totalHotels).toBe(25);
    expect(first.hotels).toHaveLength(10);
    expect(first.hotels[0]!._id).toBe(cat.palace.id);
    expect(third.hotels).toHaveLength(5);
    expect(new Set([...first.hotels, ...third.hotels].map((h) => h._id)).size).toBe(15);
    expect(first.hotels[1]!.preview).toBeNull();
    const hostels = await list(`cityId=${cat.cityId}&starCategory=hostel`);
    expect(hostels.hotels.every((h) => h.starCategory === 'hostel')).toBe(true);
    expect(hostels.totalHotels).toBe(5);

    expect((await list(`cityId=${cat.cityId}&marked=true`)).totalHotels).toBe(0);
    await setClient(agent.token, { scope: 'room', itemId: cat.palace.deluxe, markupType: 'flat', markup: 1 });
    await setClient(agent.token, { scope: 'hotel', itemId: cat.hotelIds[3]!, markupType: 'flat', markup: 1 });
    await setClient(agent.token, { scope: 'star', itemId: '4', markupType: 'flat', markup: 1 });
    const marked = await list(`cityId=${cat.cityId}&marked=true`);
    expect(marked.hotels.map((h) => h._id).sort()).toEqual([cat.palace.id, cat.hotelIds[3]!].sort());
    expect(marked.hotels.find((h) => h._id === cat.palace.id)!.roomMarkups).toBe(1);
  });

  it('deletes through the spec route, answering what the markup applied to', async () => {
    const agent = await createAgentWithToken(t.deps);
    const other = await createAgentWithToken(t.deps);
    const made = await setClient(agent.token, {
      scope: 'room',
      itemId: cat.palace.suite,
      markupType: 'flat',
      markup: 5,
    });
    const id = made.json<{ _id: string }>()._id;
    const url = `/api/v1/b2b/resellers/client/markup/delete/${id}`;
    expect((await call(other.token, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await call(null, { method: 'DELETE', url })).statusCode).toBe(401);
    const del = await call(agent.token, { method: 'DELETE', url });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ _id: id, name: `${cat.palace.name} - Royal Suite` });
    expect((await call(agent.token, { method: 'DELETE', url })).statusCode).toBe(404);
    const star = await setClient(agent.token, {
      scope: 'star',
      itemId: 'apartment',
      markupType: 'flat',
      markup: 5,
    });
    const starDel = await call(agent.token, {
      method: 'DELETE',
      url: `/api/v1/b2b/resellers/client/markup/delete/${star.json<{ _id: string }>()._id}`,
    });
    expect(starDel.json<{ name: string }>().name).toBe('Apartments');
    expect(room(await rooms(agent.token), cat.palace.suite).clientMarkup).toBeNull();
  });

  it('answers bad input with 400 and unknown items with 404, never 500', async () => {
    const agent = await createAgentWithToken(t.deps);
    for (const payload of [
      { scope: 'star', itemId: '6', markupType: 'flat', markup: 1 },
      { scope: 'hotel', itemId: 'atlantis', markupType: 'flat', markup: 1 },
      { scope: 'chain', itemId: cat.palace.id, markupType: 'flat', markup: 1 },
      { scope: 'hotel', itemId: cat.palace.id, markupType: 'flat', markup: -1 },
      { scope: 'hotel', itemId: cat.palace.id, markupType: 'flat', markup: 1.234 },
      { scope: 'hotel', itemId: cat.palace.id, markupType: 'percentage', markup: 1001 },
      { scope: 'hotel', itemId: cat.palace.id, markupType: 'bonus', markup: 1 },
      { scope: 'hotel', markupType: 'flat', markup: 1 },
    ]) {
      const res = await setClient(agent.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors).toBeTruthy();
    }
    const ghost = randomUUID();
    expect(
      (await setClient(agent.token, { scope: 'hotel', itemId: ghost, markupType: 'flat', markup: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await setClient(agent.token, { scope: 'room', itemId: ghost, markupType: 'flat', markup: 1 })).json(),
    ).toMatchObject({
      status: 404,
      error: 'Room type not found',
    });
    const get = (url: string) =>
      call(agent.token, { method: 'GET', url: `/api/v1/b2b/markups/hotels${url}` });
    expect((await get('/rooms?hotelId=nope')).statusCode).toBe(400);
    expect((await get(`/rooms?hotelId=${ghost}`)).statusCode).toBe(404);
    expect((await get('?starCategory=9')).statusCode).toBe(400);
    expect((await get('?limit=0')).statusCode).toBe(400);
    expect((await get('?marked=yes')).statusCode).toBe(400);
    expect((await get('?cityId=dubai')).statusCode).toBe(400);
  });
});

describe('sub-agent hotel markups', () => {
  let parent: TestAgent;
  let sub: TestAgent;
  beforeAll(async () => {
    parent = await createAgentWithToken(t.deps, { companyName: 'Hotel Parent Travels' });
    sub = await createSubAgentOf(t.deps, parent, { companyName: 'Hotel Sub Travels' });
  });

  it("lets a reseller mark up its own sub-agents only; the sub-agent's preview includes it", async () => {
    const stranger = await createAgentWithToken(t.deps);
    const body = {
      subAgentId: sub.id,
      scope: 'hotel',
      itemId: cat.palace.id,
      markupType: 'percentage',
      markup: 20,
    };
    expect((await setSub(stranger.token, body)).statusCode).toBe(404);
    expect((await setSub(sub.token, body)).statusCode).toBe(403);
    expect((await setSub(parent.token, { ...body, subAgentId: randomUUID() })).statusCode).toBe(404);
    const set = await setSub(parent.token, body);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ subAgentId: sub.id, scope: 'hotel', markup: 20 });

    const parentView = await rooms(parent.token);
    expect(parentView.subAgents).toEqual([{ _id: sub.id, name: 'Hotel Sub Travels' }]);
    expect(parentView.hotelMarkups.subAgents[0]).toMatchObject({
      subAgentId: sub.id,
      markup: { markup: 20 },
    });
    const entry = room(parentView, cat.palace.deluxe).subAgents[0]!;
    expect(entry).toMatchObject({ subAgentId: sub.id, markup: null, preview: 60_000 });
    expect(room(parentView, cat.palace.deluxe).preview!.agentPrice).toBe(PRICES.deluxe);

    // The sub-agent sees its price with the parent's markup, and can add its own client margin.
    const subView = await rooms(sub.token);
    expect(subView.subAgents).toEqual([]);
    expect(room(subView, cat.palace.deluxe).preview).toEqual({
      agentPrice: 60_000,
      sellPrice: 60_000,
    });
    expect(
      (await setClient(sub.token, { scope: 'star', itemId: '5', markupType: 'flat', markup: 7 })).statusCode,
    ).toBe(200);
    expect(room(await rooms(sub.token), cat.palace.deluxe).preview!.sellPrice).toBe(60_700);

    const del = await call(parent.token, {
      method: 'DELETE',
      url: `/api/v1/b2b/resellers/subagent/markup/delete/${set.json<{ _id: string }>()._id}`,
    });
    expect(del.json()).toMatchObject({ name: cat.palace.name });
    expect(room(await rooms(sub.token), cat.palace.deluxe).preview!.agentPrice).toBe(PRICES.deluxe);
  });
});

describe('company hotel markups (admin command line)', () => {
  it('sets, lists and removes per agent and per scope, with the rate source', async () => {
    const agent = await createAgentWithToken(t.deps);
    const other = await createAgentWithToken(t.deps);
    const text = await cli(
      'markups:company-set',
      agent.id,
      'hotel',
      `room:${cat.palace.deluxe}`,
      'percentage',
      '10',
    );
    expect(text).toBe(
      `Company markup for ${await companyLabel(agent)} on ${cat.palace.name} - Deluxe King: 10% on top of the product's margin.`,
    );
    expect(room(await rooms(agent.token), cat.palace.deluxe).preview!.agentPrice).toBe(55_000);
    expect(room(await rooms(other.token), cat.palace.deluxe).preview!.agentPrice).toBe(PRICES.deluxe);

    // A bedbank-only markup does not touch contract prices; a default flat one applies per room night.
    await cli('markups:company-set', 'default', 'hotel', `hotel:${cat.palace.id}|bedbank`, 'flat', '99');
    expect(room(await rooms(other.token), cat.palace.suite).preview!.agentPrice).toBe(PRICES.suite);
    expect(
      await cli('markups:company-set', 'default', 'hotel', `hotel:${cat.palace.id}|contract`, 'flat', '15'),
    ).toMatch(/AED 15.00 per room night/);
    expect(room(await rooms(other.token), cat.palace.suite).preview!.agentPrice).toBe(PRICES.suite + 1_500);
    // ADR 0014: the agent's own row adds to the default on its room type (it used to replace it);
    // its other room type gets the default alone.
    expect(room(await rooms(agent.token), cat.palace.deluxe).preview!.agentPrice).toBe(
      Math.round((PRICES.deluxe + 1_500) * 1.1),
    );
    expect(room(await rooms(agent.token), cat.palace.suite).preview!.agentPrice).toBe(PRICES.suite + 1_500);

    const listed = await cli('markups:company-list', agent.id, 'hotel');
    expect(listed).toContain(`room:${cat.palace.deluxe}`);
    expect(
      await cli('markups:company-remove', 'default', 'hotel', `hotel:${cat.palace.id}|contract`),
    ).toMatch(/Removed/);
    await cli('markups:company-remove', 'default', 'hotel', `hotel:${cat.palace.id}|bedbank`);
    expect(room(await rooms(other.token), cat.palace.suite).preview!.agentPrice).toBe(PRICES.suite);

    for (const args of [
      [agent.id, 'hotel', 'star:9', 'flat', '1'],
      [agent.id, 'hotel', `room:${randomUUID()}`, 'flat', '1'],
      [agent.id, 'hotel', `hotel:${cat.palace.id}|gds`, 'flat', '1'],
      [agent.id, 'villas', 'flat', '1'],
      [agent.id, 'hotel', 'percentage', '1001'],
    ]) {
      await expect(cli('markups:company-set', ...args), args.join(' ')).rejects.toThrow();
    }
    await expect(cli('markups:company-remove', agent.id, 'hotel', 'star:3')).rejects.toThrow(
      /No company hotel markup/,
    );
  });
});

async function companyLabel(agent: TestAgent): Promise<string> {
  const text = await cli('markups:company-list', agent.id);
  return text.replace(/^Company markups for (.*):[\s\S]*$/, '$1');
}
