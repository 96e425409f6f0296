import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletAgent } from '../wallet/wallet.testing.ts';
import {
  API_CONNECTED,
  auth,
  freeDate,
  INVENTORY,
  pickActivity,
  priceOf,
  seedCatalogue,
  type PickedActivity,
} from './attractions.testing.ts';

let t: TestApp;
let token: string;
let inv: PickedActivity;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  token = (await createWalletAgent(t.deps)).token;
  inv = await pickActivity(t, INVENTORY);
});
afterAll(() => t.close());

describe('public catalogue calls (no token)', () => {
  it('lists categories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/attractions/categories/all' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ _id: string; name: string }[]>();
    expect(list.length).toBeGreaterThan(3);
  });

  it('suggests destinations and attractions, with wildcards taken literally', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/list?search=dubai' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      destinations: { name: string }[];
      attractions: { _id: string; title: string }[];
    }>();
    expect(body.destinations.map((d) => d.name)).toContain('Dubai');
    const burj = await t.app.inject({ method: 'GET', url: '/api/v1/search/list?search=burj' });
    expect(burj.json<{ attractions: { title: string }[] }>().attractions[0]?.title).toMatch(/Burj/i);
    for (const wild of ['%', '_', '%25', "'; drop table attractions; --"]) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/v1/search/list?search=${encodeURIComponent(wild)}`,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json<{ attractions: unknown[] }>().attractions).toEqual([]);
    }
  });
});

describe('agent browse', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/b2b/attractions/destinations/dubai' });
    expect(res.statusCode).toBe(401);
  });

  it('lists a destination with prices from, filters and sorts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/attractions/destinations/dubai?sort=price-asc&limit=100',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      attractions: { priceFrom: number; priceFromMajor: number; category: { slug: string } }[];
      categories: { slug: string; count: number }[];
      totalAttractions: number;
    }>();
    expect(body.totalAttractions).toBeGreaterThan(10);
    const prices = body.attractions.map((a) => a.priceFrom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.attractions[0]!.priceFromMajor).toBe(body.attractions[0]!.priceFrom / 100);
    const slug = body.categories[0]!.slug;
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/destinations/dubai?category=${slug}`,
      headers: auth(token),
    });
    const f = filtered.json<{ attractions: { category: { slug: string } }[]; totalAttractions: number }>();
    expect(f.totalAttractions).toBe(body.categories[0]!.count);
    expect(f.attractions.every((a) => a.category.slug === slug)).toBe(true);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/attractions/destinations/atlantis',
      headers: auth(token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('finds a destination by its name in any case (spec: /attractions/{destination name}) and by old slugs', async () => {
    for (const key of ['Abu%20Dhabi', 'abu%20dhabi', 'ABU%20DHABI', 'abu-dhabi', 'Abu-Dhabi']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/b2b/attractions/destinations/${key}?limit=1`,
        headers: auth(token),
      });
      expect(res.statusCode, key).toBe(200);
      expect(res.json<{ destination: { name: string } }>().destination.name).toBe('Abu Dhabi');
    }
  });

  it('shows an attraction with priced activities, ticket counts and bookable dates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/attractions/single/${inv.attractionId}`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      activities: { _id: string; adultPrice: { agentPrice: number }; adultTicketCount: number | null }[];
      availability: { bookableDates: string[] };
      ticketStatus: string;
    }>();
    const act = body.activities.find((a) => a._id === inv.activityId)!;
    expect(act.adultPrice.agentPrice).toBeGreaterThan(0);
    expect(act.adultTicketCount).toBeGreaterThan(0);
    expect(body.availability.bookableDates.length).toBeGreaterThan(60);
    expect(body.ticketStatus).toBe('available');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/attractions/single/00000000-0000-4000-8000-000000000000',
      headers: auth(token),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('price check', () => {
  it('prices a selection; the sum of lines is the total', async () => {
    const date = await freeDate(t, inv.attractionId);
    const res = await priceOf(t, token, {
      activityId: inv.activityId,
      date,
      adults: 2,
      children: 1,
      infants: 1,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      agentPrice: number;
      sellPrice: number;
      lines: { breakdown: { agentPrice: number } }[];
    }>();
    expect(body.lines.reduce((s, l) => s + l.breakdown.agentPrice, 0)).toBe(body.agentPrice);
    expect(body.sellPrice).toBeGreaterThanOrEqual(body.agentPrice);
    expect(JSON.stringify(body)).not.toMatch(/"net"|companyMarkup/);
  });

  it('answers one price for the same request, whoever asks: the B2B promo only when asked for (issue 30)', async () => {
    const promoted = await pickActivity(t, sql`${INVENTORY} and act.b2b_promo_amount_adult > 0`);
    const date = await freeDate(t, promoted.attractionId);
    const selection = { activityId: promoted.activityId, date, adults: 2 };
    const price = async (extra: Record<string, unknown>) =>
      (await priceOf(t, token, { ...selection, ...extra })).json<{
        agentPrice: number;
        promo: number;
        promoAvailable: number;
      }>();
    // The web page asks with isPromoAdded false until the agent applies the promo in the cart.
    const plain = await price({});
    const asThePageAsks = await price({ isPromoAdded: false });
    const applied = await price({ isPromoAdded: true });
    expect(plain).toEqual(asThePageAsks);
    expect(plain.promo).toBe(0);
    expect(plain.promoAvailable).toBeGreaterThan(0);
    expect(applied.agentPrice).toBe(plain.agentPrice - plain.promoAvailable);
  });

  it('explains bad selections with 400', async () => {
    const date = await freeDate(t, inv.attractionId);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ date: '2020-01-01', adults: 1 }, /past/],
      [{ date, adults: 0, children: 0 }, /at least one adult or child/],
      [{ date, adults: 1, infants: 2 }, /Infants cannot exceed adults/],
      [{ date: '2026-02-30', adults: 1 }, /Date input not valid/],
      [{ date, adults: -1 }, /cannot be negative/],
      [{ date, adults: 1, transferType: 'teleport' }, /./],
    ];
    for (const [selection, message] of cases) {
      const res = await priceOf(t, token, { activityId: inv.activityId, ...selection });
      expect(res.statusCode, JSON.stringify(selection)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(message);
    }
    const unknown = await priceOf(t, token, {
      activityId: '00000000-0000-4000-8000-000000000000',
      date,
      adults: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('time slots (API-connected, supplier sandbox)', () => {
  it('answers deterministic slots', async () => {
    const api = await pickActivity(t, API_CONNECTED);
    const date = await freeDate(t, api.attractionId);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/b2b/attractions/timeslots',
        headers: auth(token),
        payload: { activityId: api.activityId, date },
      });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.json<{ slots: unknown[] }>().slots.length).toBeGreaterThan(3);
    expect((await ask()).json()).toEqual(first.json());
    const notApi = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/attractions/timeslots',
      headers: auth(token),
      payload: { activityId: inv.activityId, date },
    });
    expect(notApi.statusCode).toBe(400);
  });
});
