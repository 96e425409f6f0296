import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingOrders } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { cancellableActivity, placePaidOrder, type Call } from '../../authz-matrix.fixtures.ts';
import { seedCatalogue, type PickedActivity } from '../attractions/attractions.testing.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { createAgencyUser } from './agency-users.testing.ts';

let t: TestApp;
let owner: TestAgent;
let activity: PickedActivity;

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  activity = await cancellableActivity(t);
  owner = await createAgentWithToken(t.deps, { balance: 1_000_000 });
  // The agency's own margin on the activity: the difference a booker must not see.
  const markup = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/b2b/resellers/client/markup/upsert',
    headers: auth(owner.token),
    payload: { activityId: activity.activityId, markupType: 'flat', markup: 25 },
  });
  expect(markup.statusCode).toBe(200);
});
afterAll(() => t.close());

const callAs =
  (token: string): Call =>
  (options) =>
    t.app.inject({ ...options, headers: { ...auth(token), ...(options.headers ?? {}) } });

type Price = { agentPrice: number; sellPrice: number; total: { clientMarkup: number; agentPrice: number } };

async function priceAs(token: string): Promise<Price> {
  const details = await t.app.inject({
    url: `/api/v1/b2b/attractions/single/${activity.attractionId}`,
    headers: auth(token),
  });
  const date = details.json<{ availability: { bookableDates: string[] } }>().availability.bookableDates[10];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/attractions/price',
    headers: auth(token),
    payload: { activityId: activity.activityId, date, adults: 1 },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Price>();
}

describe('net prices and earnings (ADR 0018)', () => {
  it('the owner sees them; a booker gets the sell price in their place, masked by the API', async () => {
    const own = await priceAs(owner.token);
    expect(own.total.clientMarkup).toBe(2_500);
    expect(own.sellPrice - own.agentPrice).toBe(2_500);

    const booker = await createAgencyUser(t.deps, owner.id, 'booker');
    const masked = await priceAs(booker.token);
    expect(masked.sellPrice).toBe(own.sellPrice);
    expect(masked.agentPrice).toBe(own.sellPrice);
    expect(masked.total.agentPrice).toBe(own.sellPrice);
    expect(masked.total.clientMarkup).toBe(0);
    expect(JSON.stringify(masked)).not.toContain(String(own.agentPrice));
  });

  it('a booker books at the sell price it was shown; the wallet pays the agency price; its order stays masked', async () => {
    const booker = await createAgencyUser(t.deps, owner.id, 'booker', { name: 'Maya Masked' });
    const placed = await placePaidOrder(callAs(booker.token), activity);
    const [order] = await t.deps.database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, placed.orderId));
    expect(order!.totalSellPrice - order!.totalAgentPrice).toBe(2_500);
    const seen = await t.app.inject({
      url: `/api/v1/b2b/attractions/orders/${placed.orderId}`,
      headers: auth(booker.token),
    });
    expect(seen.statusCode).toBe(200);
    const body = seen.json<{ totalAgentPrice: number; totalSellPrice: number }>();
    expect(body.totalAgentPrice).toBe(body.totalSellPrice);
    expect(body.totalSellPrice).toBe(order!.totalSellPrice);
    const ownerView = await t.app.inject({
      url: `/api/v1/b2b/attractions/orders/${placed.orderId}`,
      headers: auth(owner.token),
    });
    expect(ownerView.json<{ totalAgentPrice: number }>().totalAgentPrice).toBe(order!.totalAgentPrice);
  });

  it('a booker the owner granted net prices sees them', async () => {
    const own = await priceAs(owner.token);
    const granted = await createAgencyUser(t.deps, owner.id, 'booker', { grants: ['prices.net'] });
    const seen = await priceAs(granted.token);
    expect(seen.agentPrice).toBe(own.agentPrice);
    expect(seen.total.clientMarkup).toBe(2_500);
  });
});
