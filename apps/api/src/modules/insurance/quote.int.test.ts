import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ErrorEnvelope, InsurancePlanDto, InsuranceQuoteAnswer } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { companyMarkups, clientMarkups } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAgentWithToken, createSubAgentOf, type TestAgent } from '../resellers/resellers.testing.ts';
import { adult, familyQuote, INSURANCE_TODAY, singleQuote } from './insurance.testing.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(INSURANCE_TODAY) });
  agent = await createAgentWithToken(t.deps);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const quote = (token: string, body: object) => call(token, 'POST', '/b2b/insurance/quotation', body);
const answer = (res: LightMyRequestResponse) => res.json<InsuranceQuoteAnswer>();
const failure = (res: LightMyRequestResponse) => res.json<ErrorEnvelope>();

describe('insurance plans', () => {
  it('lists the seeded plans with coverage lines and limits', async () => {
    const res = await call(agent.token, 'GET', '/b2b/insurance/all');
    expect(res.statusCode).toBe(200);
    const { plans } = res.json<{ plans: InsurancePlanDto[] }>();
    expect(plans.map((p) => p.code)).toEqual(['UAE-INBOUND', 'WW-EX-USCA', 'WW-INC-USCA', 'SCHENGEN', 'GCC']);
    const schengen = plans.find((p) => p.code === 'SCHENGEN')!;
    expect(schengen.coverage[0]).toEqual({
      kind: 'medical',
      label: 'Emergency medical expenses',
      limit: 5_000_000,
      excess: 0,
    });
    expect(schengen.cancellationRule).toMatch(/10% of the premium/);
    expect(JSON.stringify(plans)).not.toMatch(/priceTable|prices/);
  });

  it('needs a token, and the insurance module', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/b2b/insurance/all' })).statusCode).toBe(401);
    const off = await createAgentWithToken(t.deps, { flags: { showInsurance: false } });
    const res = await call(off.token, 'GET', '/b2b/insurance/all');
    expect(res.statusCode).toBe(403);
    expect(failure(res).error).toBe('Travel insurance is not enabled for your account');
    expect((await quote(off.token, singleQuote())).statusCode).toBe(403);
  });
});

describe('insurance quotation', () => {
  it('prices a family by trip band and age band, with the family discount and VAT', async () => {
    const res = await quote(agent.token, familyQuote());
    expect(res.statusCode).toBe(200);
    const body = answer(res);
    // 11 days: band "15 days" = AED 60 adults, x0.6 for the child; 10 % family discount; 5 % VAT.
    expect(body.tripDays).toBe(11);
    expect(body.persons.map((p) => [p.age, p.agentPrice])).toEqual([
      [36, 5_670],
      [40, 5_670],
      [10, 3_402],
    ]);
    expect(body.price).toEqual({
      subAgentMarkup: 0,
      vat: 702,
      clientMarkup: 0,
      agentPrice: 14_742,
      sellPrice: 14_742,
    });
    expect(body.cancellableUntil).toBe('2026-12-09');
    expect(body.currency).toBe('AED');
  });

  it('applies the company markup per plan, the client markup and the parent markup of a sub-agent', async () => {
    const db = t.deps.database.db;
    const reseller = await createAgentWithToken(t.deps);
    await db
      .insert(companyMarkups)
      .values([{ agentId: null, product: 'insurance', itemId: 'SCHENGEN', type: 'percentage', value: 10 }]);
    await db
      .insert(clientMarkups)
      .values({ agentId: reseller.id, product: 'insurance', itemId: null, type: 'flat', value: 1_000 });
    const res = await quote(reseller.token, singleQuote());
    // 6000 net + 600 company = 6600, VAT 330 -> 6930; client flat 10.00 per person.
    expect(answer(res).price).toEqual({
      subAgentMarkup: 0,
      vat: 330,
      clientMarkup: 1_000,
      agentPrice: 6_930,
      sellPrice: 7_930,
    });
    const sub = await createSubAgentOf(t.deps, reseller);
    const { subAgentMarkups } = await import('@portal/db');
    await db.insert(subAgentMarkups).values({
      parentId: reseller.id,
      subAgentId: sub.id,
      product: 'insurance',
      itemId: 'SCHENGEN',
      type: 'flat',
      value: 500,
    });
    const subRes = await quote(sub.token, singleQuote());
    // 6600 + 500 sub-agent = 7100, VAT 355 -> 7455.
    expect(answer(subRes).price).toMatchObject({ subAgentMarkup: 500, vat: 355, agentPrice: 7_455 });
    await db.delete(companyMarkups).where(eq(companyMarkups.product, 'insurance'));
    // Written by this node (markups are held per buyer until the change feed says so).
    noteLocalChange();
  });

  const refused = async (body: object, message: string, field?: string) => {
    const res = await quote(agent.token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(failure(res).error).toBe(message);
    if (field) expect(Object.keys(failure(res).fieldErrors ?? {})).toContain(field);
  };

  it('refuses every bad input of issue 16 with a clear message', async () => {
    await refused(
      singleQuote({ travelTo: '2026-12-01' }),
      'The trip cannot end before it starts',
      'travelTo',
    );
    await refused(
      singleQuote({ travelTo: '2027-04-01' }),
      'Schengen Travel Shield covers trips of at most 92 days',
      'travelTo',
    );
    await refused(
      { ...singleQuote(), beneficiaryData: [adult({ dateOfBirth: '1940-01-01' })] },
      'Amal Haddad is older than Schengen Travel Shield allows (80 years at most)',
      'beneficiaryData.0.dateOfBirth',
    );
    await refused(
      { ...singleQuote(), beneficiaryData: [] },
      'Add at least one beneficiary',
      'beneficiaryData',
    );
    await refused(
      { ...singleQuote(), beneficiaryData: familyQuote().beneficiaryData },
      'Single travel (SG) covers one beneficiary only',
    );
    await refused(
      { ...singleQuote(), beneficiaryData: [adult({ dateOfBirth: '2026-12-01' })] },
      'The date of birth of Amal Haddad cannot be in the future',
    );
    await refused(singleQuote({ travelFrom: '2026-11-20' }), 'The trip cannot start in the past');
    await refused(
      singleQuote({ destination: 'US' }),
      'Schengen Travel Shield covers trips to Schengen countries only',
    );
    await refused(singleQuote({ plan: 'NOPE' }), 'Choose a plan');
  });

  it('answers 400 for malformed bodies, never 500', async () => {
    for (const body of [
      {},
      { generalData: {}, beneficiaryData: [] },
      { ...singleQuote(), beneficiaryData: [adult({ gender: 'x' as 'male' })] },
      { ...singleQuote(), beneficiaryData: [adult({ dateOfBirth: '1990-02-30' })] },
      { ...singleQuote(), beneficiaryData: [adult({ passportNumber: '!' })] },
      singleQuote({ travelType: 'XX' as 'SG' }),
      singleQuote({ residence: 'UAE' }),
    ]) {
      const res = await quote(agent.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(failure(res).error).toBeTruthy();
    }
  });
});
