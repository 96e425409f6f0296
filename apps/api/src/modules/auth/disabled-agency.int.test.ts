import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsuranceCreateAnswer, InsuranceQuoteAnswer } from '@portal/contracts';
import { admins, agents, type DbHandle } from '@portal/db';
import { runAdminCommand } from '../../cli/runner.ts';
import { CHANGE_CHECK_MS } from '../../lib/change-feed.ts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { INSURANCE_TODAY, singleQuote } from '../insurance/insurance.testing.ts';
import { createAgentWithToken, createSubAgentOf, type TestAgent } from '../resellers/resellers.testing.ts';
import { AGENCY_DISABLED_MESSAGE } from './auth.service.ts';
import { bearer, createTestAdmin, createTestAgent, signInAdmin, signInAgent } from './auth.fixtures.ts';
import { issueSession } from './sessions.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(INSURANCE_TODAY) });
  staff = await signInAdmin(t.app, (await createTestAdmin(t.deps)).email);
});
afterAll(() => t.close());

const ME = '/api/v1/b2b/resellers/auth/getReseller';
const me = (token: string, app: TestApp = t) =>
  app.app.inject({ method: 'GET', url: ME, headers: bearer(token) });
const adminMe = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/agents?limit=1', headers: bearer(token) });
const setStatusAsStaff = (id: string, status: 'ok' | 'disabled') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/agents/${id}/status`,
    headers: bearer(staff),
    payload: { status },
  });
const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/resellers/auth/login',
    payload: { email, password: 'Test#2026pass' },
  });

/**
 * After a change this process's code did not make (plain SQL, another node): PGlite delivers the NOTIFY
 * before the statement returns; on PostgreSQL the bound is what counts.
 */
const afterOtherNodeChange = (database: DbHandle = t.deps.database) =>
  database.kind === 'pglite' ? Promise.resolve() : sleep(CHANGE_CHECK_MS + 100);

/** A sub-agent buys a single-traveller policy by wallet (the trade of issue 31). */
async function buyInsurance(token: string) {
  const call = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...headers },
      payload,
    });
  const quote = await call('/b2b/insurance/quotation', singleQuote());
  if (quote.statusCode !== 200) return quote;
  return call(
    '/b2b/insurance/create-contract',
    {
      ...singleQuote(),
      expectedPrice: quote.json<InsuranceQuoteAnswer>().price.agentPrice,
      agentReferenceNumber: `INS-${randomUUID().slice(0, 8)}`,
      contactEmail: 'client@example.test',
      contactPhone: '+971 50 123 4567',
      paymentMethod: 'wallet',
    },
    { 'idempotency-key': `ins-${randomUUID()}` },
  );
}

async function agency(): Promise<{ reseller: TestAgent; sub: TestAgent; other: TestAgent }> {
  const reseller = await createAgentWithToken(t.deps);
  return {
    reseller,
    sub: await createSubAgentOf(t.deps, reseller, { balance: 500_000 }),
    other: await createSubAgentOf(t.deps, reseller),
  };
}

describe('a disabled agency stops everywhere', () => {
  it('staff disabling a reseller ends its sub-agents’ sessions and refuses their sign-in until it is enabled', async () => {
    const { reseller, sub, other } = await agency();
    const bought = await buyInsurance(sub.token);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json<InsuranceCreateAnswer>().contract.status).toBe('completed');

    const off = await setStatusAsStaff(reseller.id, 'disabled');
    expect(off.statusCode, off.body).toBe(200);
    // The reseller's session and both sub-agents' sessions.
    expect(off.json()).toMatchObject({ status: 'disabled', sessionsEnded: 3 });
    expect((await me(sub.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await buyInsurance(sub.token)).statusCode).toBe(401);
    const refused = await signIn(sub.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: AGENCY_DISABLED_MESSAGE });
    // The back office shows why, on the sub-agent's page.
    const detail = await t.app.inject({ url: `/api/v1/admin/agents/${sub.id}`, headers: bearer(staff) });
    expect(detail.json()).toMatchObject({ agent: { parent: { _id: reseller.id, status: 'disabled' } } });
    // The sub-agents' own status is untouched: they come back with their reseller.
    const [row] = await t.deps.database.db.select().from(agents).where(eq(agents.id, sub.id));
    expect(row?.status).toBe('ok');

    expect((await setStatusAsStaff(reseller.id, 'ok')).statusCode).toBe(200);
    // Sessions ended for good: the old token stays refused, a new sign-in works.
    expect((await me(sub.token)).statusCode).toBe(401);
    const back = await signIn(sub.email);
    expect(back.statusCode, back.body).toBe(200);
    const fresh = back.json<{ jwtToken: string }>().jwtToken;
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await buyInsurance(fresh)).statusCode).toBe(201);
  });

  it('agents:disable refuses cached sub-agent callers at once', async () => {
    const { reseller, sub } = await agency();
    // Served from the caller cache from here on.
    expect((await me(sub.token)).statusCode).toBe(200);
    expect((await me(sub.token)).statusCode).toBe(200);
    const out = await runAdminCommand(t.deps, ['agents:disable', reseller.email]);
    expect(out).toContain('Sessions ended: 3');
    expect(out).toContain('Its sub-agents cannot sign in');
    expect((await me(sub.token)).statusCode).toBe(401);
    expect((await buyInsurance(sub.token)).statusCode).toBe(401);
  });

  it('refuses a sub-agent session of a disabled reseller however it was opened or the parent changed', async () => {
    const { reseller, sub } = await agency();
    expect((await me(sub.token)).statusCode).toBe(200);
    // Plain SQL, as another process or an operator would: the database ends the sessions.
    await t.deps.database.db.update(agents).set({ status: 'disabled' }).where(eq(agents.id, reseller.id));
    await afterOtherNodeChange();
    expect((await me(sub.token)).statusCode).toBe(401);
    // A session that exists anyway (opened past the sign-in check) is refused on every call.
    const late = await issueSession(t.deps, t.deps.database.db, 'agent', sub.id, {});
    expect((await me(late)).statusCode).toBe(401);
    expect((await buyInsurance(late)).statusCode).toBe(401);
    await t.deps.database.db.update(agents).set({ status: 'ok' }).where(eq(agents.id, reseller.id));
    await afterOtherNodeChange();
    expect((await me(late)).statusCode).toBe(200);
    expect((await me(sub.token)).statusCode).toBe(401);
  });

  it('empties the caller cache of every node on the database when a parent is disabled', async () => {
    const second = await buildTestApp({ database: t.deps.database, clock: fixedClock(INSURANCE_TODAY) });
    try {
      const { reseller, sub } = await agency();
      expect((await me(sub.token, second)).statusCode).toBe(200);
      expect((await setStatusAsStaff(reseller.id, 'disabled')).statusCode).toBe(200);
      await afterOtherNodeChange(t.deps.database);
      expect((await me(sub.token, second)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('re-enabling brings no old token back', () => {
  it('a member of staff made inactive and active again must sign in again', async () => {
    const admin = await createTestAdmin(t.deps);
    const token = await signInAdmin(t.app, admin.email);
    expect((await adminMe(token)).statusCode).toBe(200);
    await t.deps.database.db.update(admins).set({ active: false }).where(eq(admins.id, admin.id));
    await afterOtherNodeChange();
    expect((await adminMe(token)).statusCode).toBe(401);
    await t.deps.database.db.update(admins).set({ active: true }).where(eq(admins.id, admin.id));
    expect((await adminMe(token)).statusCode).toBe(401);
    expect((await adminMe(await signInAdmin(t.app, admin.email))).statusCode).toBe(200);
  });

  it('an agent disabled and enabled again, by staff or in the database, must sign in again', async () => {
    const agent = await createTestAgent(t.deps);
    const byStaff = await signInAgent(t.app, agent.email);
    expect((await setStatusAsStaff(agent.id, 'disabled')).statusCode).toBe(200);
    expect((await setStatusAsStaff(agent.id, 'ok')).statusCode).toBe(200);
    expect((await me(byStaff)).statusCode).toBe(401);

    const bySql = await signInAgent(t.app, agent.email);
    expect((await me(bySql)).statusCode).toBe(200);
    await t.deps.database.db.update(agents).set({ status: 'cancelled' }).where(eq(agents.id, agent.id));
    await t.deps.database.db.update(agents).set({ status: 'ok' }).where(eq(agents.id, agent.id));
    await afterOtherNodeChange();
    expect((await me(bySql)).statusCode).toBe(401);
    expect((await me(await signInAgent(t.app, agent.email))).statusCode).toBe(200);
  });
});
