import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions } from '@portal/db';
import {
  MODULE_NOT_AVAILABLE_MESSAGE,
  RESELLER_PATHS,
  type AgentRecord,
  type ErrorEnvelope,
  type RegisterSubAgentAnswer,
  type ResetSubAgentPasswordAnswer,
  type SubAgentAnswer,
  type SubAgentConfigurationAnswer,
  type SubAgentsAnswer,
} from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAgent, TEST_PASSWORD } from '../auth/auth.fixtures.ts';
import {
  NEW_SUB_AGENT,
  auth,
  createAgentWithToken,
  createHierarchy,
  createSubAgentOf,
  type Hierarchy,
} from './resellers.testing.ts';

const api = (path: string) => `/api/v1${path}`;
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';
let t: TestApp;
let h: Hierarchy;
beforeAll(async () => {
  t = await buildTestApp();
  h = await createHierarchy(t.deps);
});
afterAll(() => t.close());

const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: api(path), headers: token ? auth(token) : {} });
const send = (method: 'POST' | 'PATCH', path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: api(path), headers: auth(token), ...(payload ? { payload } : {}) });

async function lastMailTo(email: string) {
  const [mail] = await t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
  return mail;
}

describe('GET /b2b/resellers/listAll', () => {
  it("lists only the caller's sub-agents, with search, status and paging", async () => {
    const reseller = await createAgentWithToken(t.deps);
    const a = await createSubAgentOf(t.deps, reseller, { name: 'Zara Quill', companyName: 'Quill Tours' });
    await createSubAgentOf(t.deps, reseller, { name: 'Yusuf Arrow', status: 'disabled' });
    await createSubAgentOf(t.deps, reseller, { name: '100% Fun_Trips' });
    const all = await get(`${RESELLER_PATHS.list}?limit=2`, reseller.token);
    expect(all.statusCode).toBe(200);
    expect(all.json<SubAgentsAnswer>().totalResellers).toBe(3);
    expect(all.json<SubAgentsAnswer>().resellers).toHaveLength(2);
    const page2 = await get(`${RESELLER_PATHS.list}?limit=2&skip=2`, reseller.token);
    expect(page2.json<SubAgentsAnswer>().resellers).toHaveLength(1);
    const beyond = await get(`${RESELLER_PATHS.list}?skip=50`, reseller.token);
    expect(beyond.json()).toEqual({ resellers: [], totalResellers: 3 });

    const byName = await get(`${RESELLER_PATHS.list}?search=quill`, reseller.token);
    expect(byName.json<SubAgentsAnswer>().resellers.map((r: { _id: string }) => r._id)).toEqual([a.id]);
    const byCode = await get(`${RESELLER_PATHS.list}?search=${a.agentCode}`, reseller.token);
    expect(byCode.json<SubAgentsAnswer>().resellers[0]).toMatchObject({
      _id: a.id,
      agentCode: a.agentCode,
      balance: 0,
    });
    const byEmail = await get(`${RESELLER_PATHS.list}?search=${encodeURIComponent(a.email)}`, reseller.token);
    expect(byEmail.json<SubAgentsAnswer>().totalResellers).toBe(1);
    // Wildcards and regex characters are literal text.
    expect(
      (
        await get(`${RESELLER_PATHS.list}?search=${encodeURIComponent('100%')}`, reseller.token)
      ).json<SubAgentsAnswer>().totalResellers,
    ).toBe(1);
    expect(
      (
        await get(`${RESELLER_PATHS.list}?search=${encodeURIComponent('%')}`, reseller.token)
      ).json<SubAgentsAnswer>().totalResellers,
    ).toBe(1);
    expect(
      (
        await get(`${RESELLER_PATHS.list}?search=${encodeURIComponent('.*')}`, reseller.token)
      ).json<SubAgentsAnswer>().totalResellers,
    ).toBe(0);
    const disabled = await get(`${RESELLER_PATHS.list}?status=disabled`, reseller.token);
    expect(disabled.json<SubAgentsAnswer>().totalResellers).toBe(1);
    expect(disabled.json<SubAgentsAnswer>().resellers[0]?.status).toBe('disabled');
  });

  it('refuses bad queries, sub-agents, admins and anonymous callers', async () => {
    expect((await get(`${RESELLER_PATHS.list}?limit=0`, h.resellerA.token)).statusCode).toBe(400);
    expect((await get(`${RESELLER_PATHS.list}?status=deleted`, h.resellerA.token)).statusCode).toBe(400);
    expect((await get(RESELLER_PATHS.list, h.subOfA.token)).statusCode).toBe(403);
    expect((await get(RESELLER_PATHS.list, h.admin)).statusCode).toBe(403);
    expect((await get(RESELLER_PATHS.list)).statusCode).toBe(401);
    const other = await get(RESELLER_PATHS.list, h.resellerB.token);
    expect(other.json<SubAgentsAnswer>().resellers.map((r: { _id: string }) => r._id)).toEqual([h.subOfB.id]);
  });
});

describe('POST /b2b/resellers/register', () => {
  it('creates an active sub-agent with a generated password, mailed once, and the parent flags', async () => {
    const parent = await createAgentWithToken(t.deps, { flags: { showHotel: false, showFlight: false } });
    const res = await send('POST', RESELLER_PATHS.register, parent.token, NEW_SUB_AGENT);
    expect(res.statusCode).toBe(200);
    const body = res.json<RegisterSubAgentAnswer>();
    expect(body.password).toMatch(/^.{16}$/);
    expect(body.subAgent).toMatchObject({
      email: NEW_SUB_AGENT.email,
      role: 'sub-agent',
      status: 'ok',
      parentId: parent.id,
      configuration: { showHotel: false, showFlight: false, showAttraction: true, showVisa: true },
    });
    const mail = await lastMailTo(NEW_SUB_AGENT.email);
    expect(mail?.text).toContain(String(body.agentCode));
    expect(mail?.text).toContain(body.password);
    // The sub-agent signs in with it at once.
    expect(await signInAgent(t.app, NEW_SUB_AGENT.email, body.password)).toBeTruthy();
    const again = await send('POST', RESELLER_PATHS.register, parent.token, NEW_SUB_AGENT);
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorEnvelope>().fieldErrors?.email).toBeDefined();
  });

  it('validates the agency fields and refuses a password or unknown country', async () => {
    const bad = await send('POST', RESELLER_PATHS.register, h.resellerA.token, {
      ...NEW_SUB_AGENT,
      email: 'not-an-email',
      phoneNumber: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ErrorEnvelope>().fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['email', 'phoneNumber']),
    );
    const country = await send('POST', RESELLER_PATHS.register, h.resellerA.token, {
      ...NEW_SUB_AGENT,
      email: 'nowhere@example.test',
      country: 'QQ',
    });
    expect(country.statusCode).toBe(400);
    expect((await send('POST', RESELLER_PATHS.register, h.subOfA.token, NEW_SUB_AGENT)).statusCode).toBe(403);
  });
});

describe('GET /b2b/resellers/single/{id}', () => {
  it('answers the sub-agent with balance and earnings figures to its parent only', async () => {
    const res = await get(RESELLER_PATHS.single(h.subOfA.id), h.resellerA.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subAgent: { _id: h.subOfA.id, role: 'sub-agent' },
      balance: 0,
      pendingEarnings: 0,
      totalEarnings: 0,
      withdrawTotal: 0,
    });
    expect((await get(RESELLER_PATHS.single(h.subOfB.id), h.resellerA.token)).statusCode).toBe(404);
    expect((await get(RESELLER_PATHS.single(h.resellerB.id), h.resellerA.token)).statusCode).toBe(404);
    expect((await get(RESELLER_PATHS.single(h.resellerA.id), h.resellerA.token)).statusCode).toBe(404);
    expect((await get(RESELLER_PATHS.single(UNKNOWN), h.resellerA.token)).statusCode).toBe(404);
    expect((await get('/b2b/resellers/single/not-a-uuid', h.resellerA.token)).statusCode).toBe(400);
    expect((await get(RESELLER_PATHS.single(h.subOfA.id), h.subOfA.token)).statusCode).toBe(403);
    const anonymous = await get(RESELLER_PATHS.single(h.subOfA.id));
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /b2b/resellers/update/{id}', () => {
  it('edits the details with validation', async () => {
    const sub = await createSubAgentOf(t.deps, h.resellerA);
    const ok = await send('PATCH', RESELLER_PATHS.update(sub.id), h.resellerA.token, {
      name: 'Renamed Agent',
      city: 'Sharjah',
      website: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<SubAgentAnswer>().subAgent).toMatchObject({
      name: 'Renamed Agent',
      city: 'Sharjah',
      website: null,
    });
    expect((await send('PATCH', RESELLER_PATHS.update(sub.id), h.resellerA.token, {})).statusCode).toBe(400);
    const badEmail = await send('PATCH', RESELLER_PATHS.update(sub.id), h.resellerA.token, { email: 'x' });
    expect(badEmail.statusCode).toBe(400);
    const taken = await send('PATCH', RESELLER_PATHS.update(sub.id), h.resellerA.token, {
      email: h.subOfB.email,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ErrorEnvelope>().fieldErrors?.email).toBeDefined();
    const other = await send('PATCH', RESELLER_PATHS.update(h.subOfB.id), h.resellerA.token, {
      name: 'Hijack',
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await send('PATCH', RESELLER_PATHS.update(UNKNOWN), h.resellerA.token, { name: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /b2b/resellers/{id}/status', () => {
  it("disabling ends the sub-agent's sessions at once; enabling lets it sign in again", async () => {
    const sub = await createSubAgentOf(t.deps, h.resellerA);
    const token = await signInAgent(t.app, sub.email);
    expect((await get('/b2b/resellers/auth/getReseller', token)).statusCode).toBe(200);
    const off = await send('PATCH', RESELLER_PATHS.status(sub.id), h.resellerA.token, { status: 'disabled' });
    expect(off.statusCode).toBe(200);
    expect(off.json<SubAgentAnswer>().subAgent.status).toBe('disabled');
    const live = await t.deps.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.subjectId, sub.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await get('/b2b/resellers/auth/getReseller', token)).statusCode).toBe(401);
    expect((await get('/b2b/transactions/balance', sub.token)).statusCode).toBe(401);
    await expect(signInAgent(t.app, sub.email)).rejects.toThrow();
    const on = await send('PATCH', RESELLER_PATHS.status(sub.id), h.resellerA.token, { status: 'ok' });
    expect(on.json<SubAgentAnswer>().subAgent.status).toBe('ok');
    expect(await signInAgent(t.app, sub.email, TEST_PASSWORD)).toBeTruthy();
  });

  it('refuses other statuses and other resellers', async () => {
    const path = RESELLER_PATHS.status(h.subOfA.id);
    expect((await send('PATCH', path, h.resellerA.token, { status: 'cancelled' })).statusCode).toBe(400);
    expect((await send('PATCH', path, h.resellerB.token, { status: 'disabled' })).statusCode).toBe(404);
    expect((await send('PATCH', path, h.subOfA.token, { status: 'disabled' })).statusCode).toBe(403);
    expect(
      (await get(RESELLER_PATHS.single(h.subOfA.id), h.resellerA.token)).json<SubAgentAnswer>().subAgent
        .status,
    ).toBe('ok');
  });
});

describe('POST /b2b/resellers/{id}/reset-password', () => {
  it('generates, mails and shows a new password once; old password and sessions stop working', async () => {
    const sub = await createSubAgentOf(t.deps, h.resellerA);
    const res = await send('POST', RESELLER_PATHS.resetPassword(sub.id), h.resellerA.token);
    expect(res.statusCode).toBe(200);
    const { password, agentCode } = res.json<ResetSubAgentPasswordAnswer>();
    expect(agentCode).toBe(sub.agentCode);
    expect((await lastMailTo(sub.email))?.text).toContain(password);
    expect((await get('/b2b/resellers/auth/getReseller', sub.token)).statusCode).toBe(401);
    await expect(signInAgent(t.app, sub.email, TEST_PASSWORD)).rejects.toThrow();
    expect(await signInAgent(t.app, sub.email, password)).toBeTruthy();
    expect((await send('POST', RESELLER_PATHS.resetPassword(sub.id), h.resellerB.token)).statusCode).toBe(
      404,
    );
    expect((await send('POST', RESELLER_PATHS.resetPassword(UNKNOWN), h.resellerA.token)).statusCode).toBe(
      404,
    );
  });
});

describe('sub-agent module access', () => {
  it('never grants a module the parent lacks', async () => {
    const parent = await createAgentWithToken(t.deps, { flags: { showVisa: false } });
    const sub = await createSubAgentOf(t.deps, parent);
    const read = await get(RESELLER_PATHS.configuration(sub.id), parent.token);
    expect(read.statusCode).toBe(200);
    expect(read.json<SubAgentConfigurationAnswer>().parentConfiguration.showVisa).toBe(false);
    expect(read.json<SubAgentConfigurationAnswer>().configuration.showVisa).toBe(false);

    const lacking = await send('POST', RESELLER_PATHS.configurationUpdate, parent.token, {
      subAgentId: sub.id,
      showVisa: true,
    });
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json()).toMatchObject({
      error: MODULE_NOT_AVAILABLE_MESSAGE,
      fieldErrors: { showVisa: [MODULE_NOT_AVAILABLE_MESSAGE] },
    });

    const off = await send('POST', RESELLER_PATHS.configurationUpdate, parent.token, {
      subAgentId: sub.id,
      showHotel: false,
      showVisa: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<SubAgentConfigurationAnswer>().configuration).toMatchObject({
      showHotel: false,
      showVisa: false,
      showAttraction: true,
    });
    const record = await get('/b2b/resellers/auth/getReseller', sub.token);
    expect(record.json<AgentRecord>().configuration).toMatchObject({
      showHotel: false,
      showAttraction: true,
    });

    const other = await send('POST', RESELLER_PATHS.configurationUpdate, h.resellerB.token, {
      subAgentId: sub.id,
      showHotel: true,
    });
    expect(other.statusCode).toBe(404);
    expect((await get(RESELLER_PATHS.configuration(sub.id), h.resellerB.token)).statusCode).toBe(404);
    expect((await get(RESELLER_PATHS.configuration(UNKNOWN), parent.token)).statusCode).toBe(404);
    const badBody = await send('POST', RESELLER_PATHS.configurationUpdate, parent.token, {
      subAgentId: sub.id,
      showHotel: 'yes',
    });
    expect(badBody.statusCode).toBe(400);
  });
});
