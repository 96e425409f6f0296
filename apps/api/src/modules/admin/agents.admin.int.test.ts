import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAgentDetailAnswer,
  adminAgentFlagsAnswer,
  adminAgentListAnswer,
  adminAgentStatusAnswer,
  adminCreditLimitAnswer,
  walletBalanceAnswer,
} from '@portal/contracts';
import { agentConfigurations, agents, mailOutbox, sessions } from '@portal/db';
import { runAdminCommand } from '../../cli/runner.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  createTestAdmin,
  createTestAgent,
  SAMPLE_FILES,
  signInAdmin,
  signInAgent,
} from '../auth/auth.fixtures.ts';
import { insertUpload } from '../files/files.repository.ts';
import { createAgentWithToken, createSubAgentOf } from '../resellers/resellers.testing.ts';
import { walletService } from '../wallet/wallet.service.ts';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestAdmin(t.deps);
  staff = bearer(await signInAdmin(t.app, admin.email));
});
afterAll(() => t.close());

const V1 = '/api/v1/admin/agents';
const call = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...staff, ...options.headers } });
const list = (query: Record<string, string>) => call({ method: 'GET', url: V1, query });
const detail = async (id: string) => {
  const res = await call({ method: 'GET', url: `${V1}/${id}` });
  expect(res.statusCode).toBe(200);
  return adminAgentDetailAnswer.parse(res.json());
};
const patch = (id: string, what: string, payload: object) =>
  call({ method: 'PATCH', url: `${V1}/${id}/${what}`, payload });
const statusOf = async (id: string) =>
  (await t.deps.database.db.select({ s: agents.status }).from(agents).where(eq(agents.id, id)))[0]?.s;
const liveSessions = async (id: string) =>
  (
    await t.deps.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.subjectId, id), isNull(sessions.revokedAt)))
  ).length;

describe('GET /admin/agents', () => {
  const tag = `Zq${randomBytes(3).toString('hex')}`;
  let reseller: Awaited<ReturnType<typeof createAgentWithToken>>;
  beforeAll(async () => {
    reseller = await createAgentWithToken(t.deps, {
      companyName: `${tag} Falcon Travels`,
      balance: 125_050,
      creditLimit: 50_000,
    });
    await createSubAgentOf(t.deps, reseller, { companyName: `${tag} Falcon Deira`, name: 'Omar Haddad' });
    await createTestAgent(t.deps, { companyName: `${tag} Pending 100%_Co`, status: 'pending' });
    await createTestAgent(t.deps, { companyName: `${tag} Disabled Co`, status: 'disabled' });
  });

  it('searches company, finds newest first with parent and wallet', async () => {
    const res = await list({ search: tag.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const body = adminAgentListAnswer.parse(res.json());
    expect(body.total).toBe(4);
    expect(body.agents.map((a) => a.companyName)).toEqual([
      `${tag} Disabled Co`,
      `${tag} Pending 100%_Co`,
      `${tag} Falcon Deira`,
      `${tag} Falcon Travels`,
    ]);
    const sub = body.agents[2];
    expect(sub?.role).toBe('sub-agent');
    expect(sub?.parent).toEqual({
      _id: reseller.id,
      agentCode: reseller.agentCode,
      companyName: `${tag} Falcon Travels`,
      status: 'ok',
    });
    const top = body.agents[3];
    expect(top).toMatchObject({
      parent: null,
      balance: 1250.5,
      creditLimit: 500,
      country: 'AE',
      status: 'ok',
    });
  });

  it('searches by agent code, e-mail and name; LIKE characters are literal', async () => {
    const byCode = adminAgentListAnswer.parse((await list({ search: String(reseller.agentCode) })).json());
    expect(byCode.agents.map((a) => a._id)).toContain(reseller.id);
    const byEmail = adminAgentListAnswer.parse((await list({ search: reseller.email.toUpperCase() })).json());
    expect(byEmail.agents.map((a) => a._id)).toEqual([reseller.id]);
    const byName = adminAgentListAnswer.parse((await list({ search: `omar haddad` })).json());
    expect(byName.agents.some((a) => a.companyName === `${tag} Falcon Deira`)).toBe(true);
    const literal = adminAgentListAnswer.parse((await list({ search: `${tag} Pending 100%_` })).json());
    expect(literal.agents.map((a) => a.companyName)).toEqual([`${tag} Pending 100%_Co`]);
    const wildcard = adminAgentListAnswer.parse((await list({ search: `${tag}%Co` })).json());
    expect(wildcard.total).toBe(0);
  });

  it('filters by status and role, pages with skip/limit', async () => {
    const pending = adminAgentListAnswer.parse((await list({ search: tag, status: 'pending' })).json());
    expect(pending.agents.map((a) => a.companyName)).toEqual([`${tag} Pending 100%_Co`]);
    const subs = adminAgentListAnswer.parse((await list({ search: tag, role: 'sub-agent' })).json());
    expect(subs.agents.map((a) => a.companyName)).toEqual([`${tag} Falcon Deira`]);
    const empty = adminAgentListAnswer.parse((await list({ search: tag, status: '', role: '' })).json());
    expect(empty.total).toBe(4);
    const page2 = adminAgentListAnswer.parse((await list({ search: tag, skip: '1', limit: '2' })).json());
    expect(page2.total).toBe(4);
    expect(page2.agents.map((a) => a.companyName)).toEqual([`${tag} Pending 100%_Co`, `${tag} Falcon Deira`]);
  });

  it('answers 400 for a bad filter or page size', async () => {
    const bad: Record<string, string>[] = [
      { status: 'active' },
      { role: 'admin' },
      { limit: '101' },
      { skip: '-1' },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await list({ status: 'active' })).json<{ error: string }>().error).toContain(
      'pending, ok, disabled, cancelled',
    );
  });
});

describe('authorization', () => {
  it('answers 401 without a token and 403 to an agent', async () => {
    const agent = await createAgentWithToken(t.deps);
    const routes: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: V1 },
      { method: 'GET', url: `${V1}/${agent.id}` },
      { method: 'PATCH', url: `${V1}/${agent.id}/status`, payload: { status: 'disabled' } },
      { method: 'PATCH', url: `${V1}/${agent.id}/credit-limit`, payload: { creditLimit: 100 } },
      { method: 'PATCH', url: `${V1}/${agent.id}/flags`, payload: { showHotel: false } },
      { method: 'POST', url: `${V1}/${agent.id}/password-reset` },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      const asAgent = await t.app.inject({ ...route, headers: bearer(agent.token) });
      expect(asAgent.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await statusOf(agent.id)).toBe('ok');
  });
});

describe('GET /admin/agents/:id', () => {
  it('answers the agent in full with wallet, parent, sub-agents and last 10 transactions', async () => {
    const parent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const sub = await createSubAgentOf(t.deps, parent);
    const wallet = walletService(t.deps);
    for (let i = 0; i < 11; i++) {
      await wallet.credit({
        agentId: sub.id,
        amount: 100 + i,
        kind: 'adjustment',
        reference: `T-${i}`,
        description: `Top-up ${i}`,
      });
    }
    await wallet.setCreditLimit(sub.id, 20_000);
    const body = await detail(sub.id);
    expect(body.agent).toMatchObject({ _id: sub.id, role: 'sub-agent', status: 'ok', city: 'Dubai' });
    expect(body.agent.country.isocode).toBe('AE');
    expect(body.agent.parent?._id).toBe(parent.id);
    expect(body.configuration?.showHotel).toBe(true);
    expect(body.wallet).toEqual({
      balance: 11.55,
      creditLimit: 200,
      creditUsed: 0,
      pendingBalance: 0,
      available: 211.55,
    });
    expect(body.transactions).toHaveLength(10);
    expect(body.totalTransactions).toBe(12);
    expect(body.transactions[0]?.type).toBe('credit_limit');
    expect(body.documents).toEqual([]);
    expect((await detail(parent.id)).subAgentCount).toBe(1);
  });

  it('links the certificate documents with signed URLs that open without a token', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const storageName = await t.deps.files.put(SAMPLE_FILES.pdf, 'pdf');
    const upload = await insertUpload(t.deps.database.db, {
      ownerAgentId: agent.id,
      purpose: 'trade-license',
      mime: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
      storageName,
      originalName: 'licence.pdf',
    });
    await t.deps.database.db.update(agents).set({ tradeLicenseId: upload.id }).where(eq(agents.id, agent.id));
    const { documents } = await detail(agent.id);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ kind: 'tradeLicense', label: 'Trade licence' });
    const file = await t.app.inject({ method: 'GET', url: documents[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('answers 404 for an unknown agent and 400 for a bad id', async () => {
    expect((await call({ method: 'GET', url: `${V1}/${randomUUID()}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `${V1}/not-a-uuid` })).statusCode).toBe(400);
  });
});

describe('PATCH /admin/agents/:id/status', () => {
  it('approves a pending agent, mails it, and it can sign in', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    // It uploaded no documents: staff approve it only with a reason.
    expect((await patch(agent.id, 'status', { status: 'ok' })).statusCode).toBe(400);
    const res = await patch(agent.id, 'status', { status: 'ok', reason: 'Documents seen in person' });
    expect(res.statusCode).toBe(200);
    expect(adminAgentStatusAnswer.parse(res.json())).toMatchObject({
      status: 'ok',
      previousStatus: 'pending',
      sessionsEnded: 0,
    });
    expect(await statusOf(agent.id)).toBe('ok');
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.email));
    expect(mails.map((m) => m.subject)).toContain('Your agent account has been approved');
    await expect(signInAgent(t.app, agent.email)).resolves.toBeTruthy();
    const again = await patch(agent.id, 'status', { status: 'ok' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toContain('already active');
  });

  it('disables an agent and ends its sessions; enables it again without a mail', async () => {
    const agent = await createAgentWithToken(t.deps);
    expect(await liveSessions(agent.id)).toBe(1);
    const off = await patch(agent.id, 'status', { status: 'disabled' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'disabled', previousStatus: 'ok', sessionsEnded: 1 });
    expect(await liveSessions(agent.id)).toBe(0);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/resellers/auth/getReseller',
      headers: bearer(agent.token),
    });
    expect(me.statusCode).toBe(401);
    expect((await patch(agent.id, 'status', { status: 'disabled' })).statusCode).toBe(409);
    const on = await patch(agent.id, 'status', { status: 'ok' });
    expect(on.json()).toMatchObject({ status: 'ok', previousStatus: 'disabled' });
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.email));
    expect(mails).toHaveLength(0);
  });

  it('refuses a status the current one does not allow (409), bad input (400), unknown agent (404)', async () => {
    const cancelled = await createTestAgent(t.deps, { status: 'cancelled' });
    const res = await patch(cancelled.id, 'status', { status: 'disabled' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toContain('is cancelled and cannot be set to disabled');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    for (const payload of [{ status: 'cancelled' }, { status: 'pending' }, {}]) {
      const bad = await patch(cancelled.id, 'status', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toContain('status must be ok or disabled');
    }
    expect((await patch(randomUUID(), 'status', { status: 'ok' })).statusCode).toBe(404);
  });

  it('the command line and the route share the status rules', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    await patch(agent.id, 'status', { status: 'disabled' });
    await expect(runAdminCommand(t.deps, ['agents:approve', agent.email])).rejects.toThrow(
      'use agents:enable for a disabled agent',
    );
    expect(await runAdminCommand(t.deps, ['agents:enable', agent.email])).toContain('status disabled -> ok');
    expect(await statusOf(agent.id)).toBe('ok');
  });
});

describe('PATCH /admin/agents/:id/credit-limit', () => {
  it('sets the limit through the wallet service; the agent sees it in its balance', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 30_000 });
    const res = await patch(agent.id, 'credit-limit', { creditLimit: '1500.50' });
    expect(res.statusCode).toBe(200);
    const body = adminCreditLimitAnswer.parse(res.json());
    expect(body.wallet).toMatchObject({ creditLimit: 1500.5, balance: 300, available: 1800.5 });
    expect(body.message).toContain('AED');
    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/transactions/balance',
      headers: bearer(agent.token),
    });
    expect(walletBalanceAnswer.parse(balance.json()).creditAmount).toBe(1500.5);
    const { transactions } = await detail(agent.id);
    expect(transactions[0]).toMatchObject({ type: 'credit_limit', amount: 0 });
    expect(transactions[0]?.description).toContain('by the company');
    const zero = await patch(agent.id, 'credit-limit', { creditLimit: 0 });
    expect(adminCreditLimitAnswer.parse(zero.json()).wallet.creditLimit).toBe(0);
  });

  it('answers 400 for a negative, malformed or missing amount and 404 for an unknown agent', async () => {
    const agent = await createAgentWithToken(t.deps);
    for (const creditLimit of [-5, '12.345', 'abc', '', null]) {
      const res = await patch(agent.id, 'credit-limit', { creditLimit });
      expect(res.statusCode, String(creditLimit)).toBe(400);
    }
    expect((await patch(agent.id, 'credit-limit', {})).statusCode).toBe(400);
    expect((await patch(randomUUID(), 'credit-limit', { creditLimit: 10 })).statusCode).toBe(404);
    expect((await walletService(t.deps).position(agent.id)).creditLimit).toBe(0);
  });
});

describe('PATCH /admin/agents/:id/flags', () => {
  it('switches flags and clamps the sub-agents as agents:flags does', async () => {
    const parent = await createAgentWithToken(t.deps);
    const sub = await createSubAgentOf(t.deps, parent);
    const res = await patch(parent.id, 'flags', { showVisa: false, showHotel: true });
    expect(res.statusCode).toBe(200);
    const body = adminAgentFlagsAnswer.parse(res.json());
    expect(body.configuration).toMatchObject({ showVisa: false, showHotel: true, showFlight: true });
    expect(body.subAgentsChecked).toBe(1);
    expect((await detail(sub.id)).configuration?.showVisa).toBe(false);
  });

  it('creates a configuration for an agent that had none, opening only the modules named', async () => {
    const agent = await createTestAgent(t.deps, { flags: null });
    expect((await detail(agent.id)).configuration).toBeNull();
    const res = await patch(agent.id, 'flags', { showA2a: false, showVisa: true });
    expect(res.json<{ message: string }>().message).toContain('configured');
    const [row] = await t.deps.database.db
      .select()
      .from(agentConfigurations)
      .where(eq(agentConfigurations.agentId, agent.id));
    expect(row).toMatchObject({ showA2a: false, showVisa: true, showHotel: false, showFlight: false });
  });

  it('answers 400 for no flag, an unknown flag or a non-boolean, 404 for an unknown agent', async () => {
    const agent = await createAgentWithToken(t.deps);
    for (const payload of [{}, { showCars: true }, { showHotel: 'off' }]) {
      expect((await patch(agent.id, 'flags', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch(randomUUID(), 'flags', { showHotel: false })).statusCode).toBe(404);
  });
});

describe('POST /admin/agents/:id/password-reset', () => {
  it('mails the agent a reset link; refuses a disabled agent (409) and an unknown one (404)', async () => {
    const agent = await createAgentWithToken(t.deps);
    const res = await call({ method: 'POST', url: `${V1}/${agent.id}/password-reset` });
    expect(res.statusCode).toBe(200);
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.email));
    expect(mails.map((m) => m.subject)).toEqual(['Reset your password']);
    expect(mails[0]?.text).toMatch(/\/login\?reset=/);
    expect(await liveSessions(agent.id)).toBe(1);
    const disabled = await createTestAgent(t.deps, { status: 'disabled' });
    expect((await call({ method: 'POST', url: `${V1}/${disabled.id}/password-reset` })).statusCode).toBe(409);
    expect((await call({ method: 'POST', url: `${V1}/${randomUUID()}/password-reset` })).statusCode).toBe(
      404,
    );
  });
});
