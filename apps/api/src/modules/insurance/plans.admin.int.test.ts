import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminInsurancePlanAnswer,
  type AdminInsurancePlan,
  type InsurancePlanDto,
  type InsuranceQuoteAnswer,
} from '@portal/contracts';
import { auditEvents } from '@portal/db';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, multipart, SAMPLE_FILES, signInStaffWithRole } from '../auth/auth.fixtures.ts';
import { createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { INSURANCE_TODAY, singleQuote } from './insurance.testing.ts';

let t: TestApp;
let agent: TestAgent;
let content: string;
let finance: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(INSURANCE_TODAY) });
  agent = await createAgentWithToken(t.deps);
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...bearer(token), ...o.headers } });
const BASE = '/api/v1/admin/inventory/insurance/plans';
type FieldErrors = { fieldErrors: Record<string, string[]> };

async function load(code = 'SCHENGEN'): Promise<AdminInsurancePlan> {
  const res = await as(content)({ method: 'GET', url: `${BASE}/${code}` });
  expect(res.statusCode, res.body).toBe(200);
  return adminInsurancePlanAnswer.parse(res.json()).plan;
}
const bodyOf = (p: AdminInsurancePlan) => {
  const { _id, code, wordingUrl, ...body } = p;
  void _id;
  void code;
  void wordingUrl;
  return body;
};
const save = (token: string, p: AdminInsurancePlan, patch: Record<string, unknown> = {}) =>
  as(token)({ method: 'PUT', url: `${BASE}/${p.code}`, payload: { ...bodyOf(p), ...patch } });
const quote = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/insurance/quotation',
    headers: bearer(agent.token),
    payload: body,
  });
const agentPlans = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/b2b/insurance/all', headers: bearer(agent.token) })
  ).json<{
    plans: InsurancePlanDto[];
  }>().plans;

describe('insurance plans in the back office', () => {
  it('a premium band change reaches the agent’s quote at once; audited', async () => {
    const before = await quote(singleQuote());
    expect(before.statusCode, before.body).toBe(200);
    const price = before.json<InsuranceQuoteAnswer>().price.agentPrice;

    const p = await load();
    const prices = p.priceTable.prices.map((row) => row.map((x) => x + 1_000));
    const res = await save(content, p, { priceTable: { ...p.priceTable, prices } });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminInsurancePlanAnswer.parse(res.json()).plan.version).toBe(p.version + 1);

    const after = await quote(singleQuote());
    expect(after.json<InsuranceQuoteAnswer>().price.agentPrice).toBeGreaterThan(price);

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'insurance-plan.update'), eq(auditEvents.objectId, p._id)));
    expect(audit.map((a) => a.after)).toEqual([{ priceTable: { ...p.priceTable, prices } }]);
  });

  it('cover limits and the region reach the agents’ plan list; a deactivated plan is no longer sold', async () => {
    const p = await load('GCC');
    const coverage = p.coverage.map((c) => (c.kind === 'medical' ? { ...c, limit: c.limit + 100_000 } : c));
    const ok = await save(content, p, { coverage, region: 'worldwide-ex-us-ca' });
    expect(ok.statusCode, ok.body).toBe(200);
    const seen = (await agentPlans()).find((x) => x.code === 'GCC')!;
    expect(seen.region).toBe('worldwide-ex-us-ca');
    expect(seen.coverage.find((c) => c.kind === 'medical')!.limit).toBe(
      coverage.find((c) => c.kind === 'medical')!.limit,
    );

    const off = await save(content, await load('GCC'), { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await agentPlans()).map((x) => x.code)).not.toContain('GCC');
    expect((await quote(singleQuote({ plan: 'GCC', destination: 'SA' }))).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('bands that do not price every trip and age the plan accepts, and other bad input, are a 400 naming the field', async () => {
    const p = await load();
    const { tripDays, ages, prices } = p.priceTable;
    const cases: [Record<string, unknown>, string][] = [
      [{ maxTripDays: tripDays.at(-1)! + 1 }, 'priceTable.tripDays'],
      [{ maxAge: ages.at(-1)! + 1 }, 'priceTable.ages'],
      [{ priceTable: { tripDays: [...tripDays].reverse(), ages, prices } }, 'priceTable'],
      [{ priceTable: { tripDays, ages, prices: prices.map((r) => r.map(() => 0)) } }, 'priceTable'],
      [{ priceTable: { tripDays, ages, prices: prices.slice(1) } }, 'priceTable'],
      [{ coverage: p.coverage.filter((c) => c.kind !== 'medical') }, 'coverage'],
      [{ coverage: [...p.coverage, p.coverage[0]] }, `coverage[${p.coverage.length}].kind`],
      [
        { coverage: p.coverage.map((c, i) => (i === 0 ? { ...c, excess: c.limit + 1 } : c)) },
        'coverage[0].excess',
      ],
      [{ travelTypes: [] }, 'travelTypes'],
      [{ region: 'moon' }, 'region'],
    ];
    for (const [patch, field] of cases) {
      const res = await save(content, p, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json<FieldErrors>().fieldErrors)).toContain(field);
    }
    expect((await load()).version).toBe(p.version);
  });

  it('the second save against the same version is refused: changed by someone else', async () => {
    const p = await load('UAE-INBOUND');
    expect((await save(content, p, { description: 'First' })).statusCode).toBe(200);
    const second = await save(content, p, { description: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ error: string }>().error).toContain('changed by someone else');
    expect((await load('UAE-INBOUND')).description).toBe('First');
  });

  it('the wording PDF goes to the file store; agents get a link to it; only a PDF is taken', async () => {
    const p = await load('WW-EX-USCA');
    const upload = (content: Buffer, filename: string, version: number) => {
      const form = multipart([{ field: 'wording', filename, content }]);
      return as(contentToken)({
        method: 'POST',
        url: `${BASE}/${p.code}/wording?version=${version}`,
        headers: form.headers,
        payload: form.payload,
      });
    };
    const contentToken = content;
    const png = await upload(SAMPLE_FILES.png, 'w.png', p.version);
    expect(png.statusCode).toBe(400);
    const ok = await upload(SAMPLE_FILES.pdf, 'wording.pdf', p.version);
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = adminInsurancePlanAnswer.parse(ok.json()).plan;
    expect(saved.wordingUrl).not.toBeNull();
    expect((await upload(SAMPLE_FILES.pdf, 'again.pdf', p.version)).statusCode).toBe(409);

    const link = (await agentPlans()).find((x) => x.code === p.code)!.wordingUrl;
    expect(link).not.toBeNull();
    const file = await t.app.inject({ method: 'GET', url: link! });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('only the content role (or administrators) may change plans', async () => {
    const p = await load();
    const res = await save(finance, p, { description: 'Nope' });
    expect(res.statusCode).toBe(403);
    expect((await load()).version).toBe(p.version);
  });
});

describe('creating an insurance plan', () => {
  const newPlan = (over: Record<string, unknown> = {}) => ({
    code: 'eu-lite',
    name: 'Europe Lite',
    description: 'Schengen medical cover, no cancellation',
    region: 'schengen',
    coverageCurrency: 'EUR',
    coverage: [
      { kind: 'medical', limit: 3_000_000, excess: 5_000 },
      { kind: 'baggage', limit: 50_000, excess: 5_000 },
    ],
    maxTripDays: 30,
    maxAge: 70,
    travelTypes: ['SG', 'FM'],
    priceTable: {
      tripDays: [10, 30],
      ages: [17, 70],
      prices: [
        [2_000, 4_000],
        [3_500, 7_000],
      ],
    },
    active: true,
    cancellation: { feeType: 'flat', feeValue: 2_500 },
    emergencyPhone: '+971 4 358 0000',
    ...over,
  });
  const create = (token: string, body: object) => as(token)({ method: 'POST', url: BASE, payload: body });

  it('a content user creates a plan: agents see it and are quoted its own bands; audited; the code is unique', async () => {
    const res = await create(content, newPlan());
    expect(res.statusCode, res.body).toBe(200);
    const plan = adminInsurancePlanAnswer.parse(res.json()).plan;
    expect(plan).toMatchObject({ code: 'EU-LITE', version: 1, active: true, wordingUrl: null });

    expect((await agentPlans()).map((p) => p.code)).toContain('EU-LITE');
    // One adult (the 30-to-70 band), 11 days (the 30-day band): 70.00 net before markups and VAT.
    const priced = await quote(singleQuote({ plan: 'EU-LITE' }));
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json<InsuranceQuoteAnswer>().price.agentPrice).toBeGreaterThanOrEqual(7_000);
    const cheaper = await quote(singleQuote({ plan: 'EU-LITE', travelTo: '2026-12-15' }));
    expect(cheaper.json<InsuranceQuoteAnswer>().price.agentPrice).toBeLessThan(
      priced.json<InsuranceQuoteAnswer>().price.agentPrice,
    );

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'insurance-plan.create'), eq(auditEvents.objectId, plan._id)));
    expect(audit).toHaveLength(1);

    const again = await create(content, newPlan({ name: 'Another' }));
    expect(again.statusCode).toBe(400);
    expect(again.json<FieldErrors>().fieldErrors.code).toEqual([
      'A plan with the code EU-LITE exists already',
    ]);

    // Then edited and deactivated like any other plan, with the version rule.
    const off = await save(content, plan, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await agentPlans()).map((p) => p.code)).not.toContain('EU-LITE');
    expect((await save(content, plan, { active: true })).statusCode).toBe(409);
  });

  it('refuses a plan the quote could not price, naming the field; nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'x' }, 'code'],
      [{ maxTripDays: 31 }, 'priceTable.tripDays'],
      [{ coverage: [{ kind: 'baggage', limit: 50_000, excess: 0 }] }, 'coverage'],
      [{ priceTable: { tripDays: [10, 30], ages: [17, 70], prices: [[2_000, 4_000]] } }, 'priceTable'],
      [{ cancellation: { feeType: 'percentage', feeValue: 120 } }, 'cancellation.feeValue'],
      [{ emergencyPhone: 'call us' }, 'emergencyPhone'],
      [{ vatPercent: -1 }, 'vatPercent'],
    ];
    for (const [patch, field] of cases) {
      const res = await create(content, newPlan({ code: 'BAD-PLAN', ...patch }));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json<FieldErrors>().fieldErrors), JSON.stringify(patch)).toContain(field);
    }
    expect((await as(content)({ method: 'GET', url: `${BASE}/BAD-PLAN` })).statusCode).toBe(404);
  });

  it('only the content role (or administrators) may create plans', async () => {
    const res = await create(finance, newPlan({ code: 'FIN-PLAN' }));
    expect(res.statusCode).toBe(403);
    expect((await as(content)({ method: 'GET', url: `${BASE}/FIN-PLAN` })).statusCode).toBe(404);
  });
});
