import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMarkupAnswer, adminMarkupPreviewAnswer, type AdminMarkupSetBody } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { percentOf } from '@portal/domain';
import { runAdminCommand } from '../../cli/runner.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  freeDate,
  INVENTORY,
  pickActivity,
  priceOf,
  seedCatalogue,
} from '../attractions/attractions.testing.ts';
import { createTestAdmin, signInAdmin } from '../auth/auth.fixtures.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';

/** Issue 33 section 3, ADR 0014: an agent's company markup adds to the product's margin; the preview shows it. */
let t: TestApp;
let staff: string;
let agent: TestAgent;
let other: TestAgent;
let act: { activityId: string; attractionId: string; name: string };
let unit: { adultPrice: number; adultCost: number; vat: number };
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
  staff = await signInAdmin(t.app, (await createTestAdmin(t.deps)).email);
  agent = await createAgentWithToken(t.deps);
  other = await createAgentWithToken(t.deps);
  act = await pickActivity(t, sql`${INVENTORY} and act.adult_price > act.adult_cost`);
  const [row] = await queryRows<{ adultPrice: number; adultCost: number; vat: string }>(
    t.deps.database.db,
    sql`select adult_price as "adultPrice", adult_cost as "adultCost", vat_percent as vat
          from attraction_activities where id = ${act.activityId}`,
  );
  unit = { adultPrice: Number(row!.adultPrice), adultCost: Number(row!.adultCost), vat: Number(row!.vat) };
});
afterAll(() => t.close());

const put = (payload: Partial<AdminMarkupSetBody>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/markups', headers: auth(staff), payload });
const preview = (payload: Partial<AdminMarkupSetBody>, token = staff) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/markups/preview', headers: auth(token), payload });
const oneAdult = async (who: TestAgent) => {
  const date = await freeDate(t, act.attractionId);
  const res = await priceOf(t, who.token, {
    activityId: act.activityId,
    date,
    adults: 1,
    children: 0,
    infants: 0,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ agentPrice: number }>().agentPrice;
};
/** The catalogue price (net + catalogue margin) with VAT, and with a percentage of it on top. */
const withVat = (amount: number) => amount + percentOf(amount, unit.vat);

describe('company markups for one agent add to the product margin (ADR 0014)', () => {
  it('previews, then saves a 10% agent markup that raises the price instead of lowering it', async () => {
    const catalogue = withVat(unit.adultPrice);
    expect(await oneAdult(agent)).toBe(catalogue);
    const body = {
      agent: agent.email,
      product: 'attraction' as const,
      itemId: act.activityId,
      type: 'percentage' as const,
      value: 10,
    };

    const res = await preview(body);
    expect(res.statusCode).toBe(200);
    const p = adminMarkupPreviewAnswer.parse(res.json());
    const raised = withVat(unit.adultPrice + percentOf(unit.adultPrice, 10));
    expect(p).toMatchObject({
      itemName: act.name,
      sample: `${act.name}, one adult`,
      net: unit.adultCost,
      margin: { amount: unit.adultPrice - unit.adultCost, agentPrice: catalogue },
      current: { agentMarkup: null, agentPrice: catalogue },
      after: { agentMarkup: '10%', agentPrice: raised },
      lowersPrice: false,
    });
    // The preview wrote nothing.
    expect(await oneAdult(agent)).toBe(catalogue);

    expect((await put(body)).statusCode).toBe(200);
    expect(await oneAdult(agent)).toBe(raised);
    expect(await oneAdult(other)).toBe(catalogue);
  });

  it('a discount needs its own confirmation (422), never below the net, and only for one agent', async () => {
    const body = {
      agent: other.email,
      product: 'attraction' as const,
      itemId: act.activityId,
      type: 'percentage' as const,
      value: 1000,
      direction: 'discount' as const,
    };
    const p = adminMarkupPreviewAnswer.parse((await preview(body)).json());
    expect(p.lowersPrice).toBe(true);
    // The whole margin at most: the agent pays the net plus VAT, never less.
    expect(p.after.agentPrice).toBe(withVat(unit.adultCost));

    const refused = await put(body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toMatch(/confirm the discount/);
    expect(await oneAdult(other)).toBe(withVat(unit.adultPrice));

    const saved = await put({ ...body, confirmDiscount: true });
    expect(saved.statusCode).toBe(200);
    const answer = adminMarkupAnswer.parse(saved.json());
    expect(answer.markup.direction).toBe('discount');
    expect(answer.message).toMatch(/^Company discount for /);
    expect(await oneAdult(other)).toBe(withVat(unit.adultCost));

    const onDefault = await put({ ...body, agent: 'default', confirmDiscount: true });
    expect(onDefault.statusCode).toBe(400);
    expect(onDefault.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty(
      'direction',
    );
    expect((await preview({ ...body, agent: 'default' })).statusCode).toBe(400);

    // The command line's --discount is its explicit choice; never on the default either.
    const cli = (...args: string[]) => runAdminCommand(t.deps, ['markups:company-set', ...args]);
    expect(await cli(agent.email, 'attraction', act.activityId, 'flat', '1', '--discount')).toMatch(
      /^Company discount for /,
    );
    await expect(cli('default', 'attraction', act.activityId, 'flat', '1', '--discount')).rejects.toThrow(
      /never on the default/,
    );
  });

  it('previews a default row of a product without a stored net on a sample, and refuses agents', async () => {
    const res = await preview({ agent: 'default', product: 'hotel', type: 'percentage', value: 12 });
    expect(res.statusCode).toBe(200);
    const p = adminMarkupPreviewAnswer.parse(res.json());
    expect(p.agent).toBeNull();
    expect(p.sample).toMatch(/One room night at a sample net of AED 1,000\.00/);
    expect(p.after.agentPrice).toBe(p.net + 12_000);
    expect((await preview({ agent: 'default', product: 'hotel', type: 'flat', value: -1 })).statusCode).toBe(
      400,
    );
    expect(
      (await preview({ agent: 'default', product: 'hotel', type: 'flat', value: 1 }, agent.token)).statusCode,
    ).toBe(403);
  });
});
