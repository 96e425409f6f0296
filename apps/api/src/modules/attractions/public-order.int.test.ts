import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOrderAnswer } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletAgent } from '../wallet/wallet.testing.ts';
import {
  freeDate,
  INVENTORY,
  lead,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
} from './attractions.testing.ts';
import { PUBLIC_ORDER_RATE_LIMIT } from './orders.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
});
afterAll(() => t.close());

const publicOrder = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/attractions/single/${id}` });

describe('GET /attractions/single/:id (no token)', () => {
  it('answers the order without the lead traveller’s e-mail or phone', async () => {
    const inv = await pickActivity(t, INVENTORY);
    const agent = await createWalletAgent(t.deps, { balance: 500_000 });
    const date = await freeDate(t, inv.attractionId);
    const item = await pricedItem(t, agent.token, { activityId: inv.activityId, date, adults: 1 });
    const placed = await order(t, agent.token, [item]);
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await publicOrder(placed.json<{ orderId: string }>().orderId);
    expect(res.statusCode).toBe(200);
    const body = publicOrderAnswer.parse(res.json());
    expect(body.leadTraveller).toEqual({ name: lead.name });
    expect(res.body).not.toContain(lead.email);
    expect(res.body).not.toContain(lead.phone);
  });

  it('limits the calls of one address', async () => {
    // This address's calls so far (the test above) count too: the limit comes at the latest now.
    const answers: number[] = [];
    for (let i = 0; i <= PUBLIC_ORDER_RATE_LIMIT.max; i++)
      answers.push((await publicOrder(randomUUID())).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s === 404).length).toBeGreaterThanOrEqual(PUBLIC_ORDER_RATE_LIMIT.max - 1);
  });
});
