import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, twoFactorRecoveryCodes, twoFactorSecrets } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  createTestAdmin,
  createTestAgent,
  signInAdmin,
  TEST_PASSWORD,
} from '../auth/auth.fixtures.ts';
import { createAgencyUser } from '../agency-users/agency-users.testing.ts';
import { CHALLENGE_ENDED } from './challenges.ts';
import {
  ALREADY_ON,
  ENROL_YOURSELF_FIRST,
  REPLAYED_CODE,
  REQUIRED_CANNOT_DISABLE,
  WRONG_CODE,
} from './two-factor.service.ts';

const AGENT = '/api/v1/b2b/resellers/auth';
const STAFF = '/api/v1/admin/auth';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A TOTP code of `secret` for now, or `steps` periods later (still accepted: one step of clock drift). */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function login(email: string, password = TEST_PASSWORD) {
  const res = await post(`${AGENT}/login`, { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ jwtToken?: string; status?: string; step?: string; challengeToken?: string }>();
}

/** An agent (its owner) signed in with a password, and two-factor set up through the routes. */
async function enrolledOwner() {
  const agent = await createTestAgent(t.deps);
  const { jwtToken } = await login(agent.email);
  const token = jwtToken!;
  const start = await post(`${AGENT}/two-factor/enrol`, {}, token);
  expect(start.statusCode, start.body).toBe(200);
  const { secret, otpauthUri, qrCode } = start.json<{ secret: string; otpauthUri: string; qrCode: string }>();
  const confirm = await post(`${AGENT}/two-factor/confirm`, { code: await codeOf(secret) }, token);
  expect(confirm.statusCode, confirm.body).toBe(200);
  const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
  return { agent, token, secret, otpauthUri, qrCode, recoveryCodes };
}

async function challengeVerify(challengeToken: string, code: string, base = AGENT) {
  return post(`${base}/two-factor/challenge/verify`, { challengeToken, code });
}

describe('enrolment', () => {
  it('starts with a secret, its URI and an SVG QR code; only a correct first code switches it on', async () => {
    const agent = await createTestAgent(t.deps);
    const token = (await login(agent.email)).jwtToken!;
    expect((await get(`${AGENT}/two-factor`, token)).json()).toMatchObject({
      enabled: false,
      required: false,
    });
    const start = (await post(`${AGENT}/two-factor/enrol`, {}, token)).json<{
      secret: string;
      otpauthUri: string;
      qrCode: string;
    }>();
    expect(start.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(decodeURIComponent(start.otpauthUri)).toContain(agent.email);
    expect(start.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(start.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // The secret is stored encrypted, never as it is.
    const [stored] = await t.deps.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.ownerKind, 'agency-user'));
    expect(stored).toBeDefined();
    const all = await t.deps.database.db.select().from(twoFactorSecrets);
    expect(all.some((r) => r.secretCipher.includes(start.secret))).toBe(false);

    // Not on yet: a password sign-in still opens a session.
    expect((await login(agent.email)).jwtToken).toBeDefined();
    const wrong = await post(`${AGENT}/two-factor/confirm`, { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: WRONG_CODE });
    expect((await get(`${AGENT}/two-factor`, token)).json()).toMatchObject({ enabled: false });

    const ok = await post(`${AGENT}/two-factor/confirm`, { code: await codeOf(start.secret) }, token);
    expect(ok.statusCode, ok.body).toBe(200);
    const codes = ok.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const status = (await get(`${AGENT}/two-factor`, token)).json<unknown>();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The secret is never answered again: a new enrolment is refused while it is on.
    const again = await post(`${AGENT}/two-factor/enrol`, {}, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: ALREADY_ON });
    // Recovery codes are kept hashed.
    const hashes = await t.deps.database.db.select().from(twoFactorRecoveryCodes);
    expect(hashes.some((h) => codes.some((c) => h.codeHash.includes(c.replace('-', ''))))).toBe(false);
    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'two-factor.enable'), eq(auditEvents.agentId, agent.id)));
    expect(audit).toHaveLength(1);
  });
});

describe('sign-in with two-factor on', () => {
  it('answers a challenge instead of a session; the code completes it, once', async () => {
    const { agent, secret } = await enrolledOwner();
    const first = await login(agent.email);
    expect(first).toMatchObject({ status: 'two-factor', step: 'code' });
    expect(first.jwtToken).toBeUndefined();

    const wrong = await challengeVerify(first.challengeToken!, '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: WRONG_CODE });
    const malformed = await challengeVerify(first.challengeToken!, 'hello');
    expect(malformed.statusCode).toBe(400);

    // The confirmation used the current step: the next step's code is new.
    const code = await codeOf(secret, 1);
    const done = await challengeVerify(first.challengeToken!, code);
    expect(done.statusCode, done.body).toBe(200);
    const { jwtToken } = done.json<{ jwtToken: string }>();
    expect((await get(`${AGENT}/getReseller`, jwtToken)).statusCode).toBe(200);
    // The challenge is used up.
    const reused = await challengeVerify(first.challengeToken!, code);
    expect(reused.json()).toMatchObject({ error: CHALLENGE_ENDED });

    // Replay: the same code in a new sign-in (still inside its window) is refused.
    const second = await login(agent.email);
    const replay = await challengeVerify(second.challengeToken!, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: REPLAYED_CODE });
    // An older code (the confirmation's step) is refused likewise.
    expect((await challengeVerify(second.challengeToken!, await codeOf(secret))).statusCode).toBe(400);
  });

  it('a recovery code works once', async () => {
    const { agent, recoveryCodes, token } = await enrolledOwner();
    const recovery = recoveryCodes[0]!;
    const first = await login(agent.email);
    const done = await challengeVerify(first.challengeToken!, recovery.toUpperCase());
    expect(done.statusCode, done.body).toBe(200);
    const again = await login(agent.email);
    const used = await challengeVerify(again.challengeToken!, recovery);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ error: WRONG_CODE });
    expect((await get(`${AGENT}/two-factor`, token)).json()).toMatchObject({ recoveryCodesLeft: 9 });

    // Regenerating (with the password) replaces them all: the old ones stop working.
    const regen = await post(`${AGENT}/two-factor/recovery-codes`, { password: TEST_PASSWORD }, token);
    expect(regen.statusCode, regen.body).toBe(200);
    expect(regen.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    const old = await challengeVerify((await login(agent.email)).challengeToken!, recoveryCodes[1]!);
    expect(old.statusCode).toBe(400);
    const badProof = await post(`${AGENT}/two-factor/recovery-codes`, { password: 'Wrong#pass99' }, token);
    expect(badProof.statusCode).toBe(400);
    expect(
      await t.deps.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.kind, 'two-factor.recovery-codes'), eq(auditEvents.agentId, agent.id))),
    ).toHaveLength(1);
  });

  it('a few wrong codes end the challenge; more lock the person with 429', async () => {
    const { agent } = await enrolledOwner();
    const challenge = (await login(agent.email)).challengeToken!;
    for (let i = 0; i < 5; i++) expect((await challengeVerify(challenge, '000000')).statusCode).toBe(400);
    const ended = await challengeVerify(challenge, '000000');
    expect(ended.json()).toMatchObject({ error: CHALLENGE_ENDED });
    // LOGIN_RATE_LIMIT (10 per person and address in 15 minutes) then locks the codes, even a right one.
    for (let i = 0; i < 5; i++) {
      const c = (await login(agent.email)).challengeToken!;
      await challengeVerify(c, '000000');
    }
    const locked = await challengeVerify((await login(agent.email)).challengeToken!, '000000');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ error: string }>().error).toMatch(/Too many failed sign-ins/);
  }, 60_000);

  it('disabling needs the password or a code, and writes the trail', async () => {
    const { agent, token, secret } = await enrolledOwner();
    const noProof = await post(`${AGENT}/two-factor/disable`, {}, token);
    expect(noProof.statusCode).toBe(400);
    const wrong = await post(`${AGENT}/two-factor/disable`, { password: 'Nope#pass12' }, token);
    expect(wrong.statusCode).toBe(400);
    const ok = await post(`${AGENT}/two-factor/disable`, { code: await codeOf(secret, 1) }, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login(agent.email)).jwtToken).toBeDefined();
    const rows = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'two-factor.disable'), eq(auditEvents.agentId, agent.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('the agency requires two-factor sign-in', () => {
  it('the owner must use it first; then users without it are signed out and must enrol before anything else', async () => {
    const agent = await createTestAgent(t.deps);
    const ownerToken = (await login(agent.email)).jwtToken!;
    const booker = await createAgencyUser(t.deps, agent.id, 'booker');
    const require = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/b2b/agency/settings',
        payload: { requireTwoFactor: true },
        headers: bearer(ownerToken),
      });
    const refused = await require();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: ENROL_YOURSELF_FIRST });

    const start = (await post(`${AGENT}/two-factor/enrol`, {}, ownerToken)).json<{ secret: string }>();
    await post(`${AGENT}/two-factor/confirm`, { code: await codeOf(start.secret) }, ownerToken);
    // Only the owner may change it (users.manage).
    const byBooker = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/agency/settings',
      payload: { requireTwoFactor: true },
      headers: bearer(booker.token),
    });
    expect(byBooker.statusCode).toBe(403);
    expect((await require()).statusCode).toBe(200);

    // The booker's session ended (on PostgreSQL through the change feed), the owner's did not.
    await expect
      .poll(async () => (await get(`${AGENT}/getReseller`, booker.token)).statusCode, { timeout: 10_000 })
      .toBe(401);
    expect((await get(`${AGENT}/getReseller`, ownerToken)).statusCode).toBe(200);

    // The booker's password opens no session: it must enrol first, then it is in.
    const step = await login(booker.email);
    expect(step).toMatchObject({ status: 'two-factor', step: 'enrol' });
    expect(step.jwtToken).toBeUndefined();
    // The code step does nothing before an enrolment was started.
    expect((await challengeVerify(step.challengeToken!, '123456')).statusCode).toBe(400);
    const enrol = await post(`${AGENT}/two-factor/challenge/enrol`, { challengeToken: step.challengeToken });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { secret } = enrol.json<{ secret: string }>();
    const done = await challengeVerify(step.challengeToken!, await codeOf(secret));
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json<{ jwtToken: string; recoveryCodes: string[] }>();
    expect(answer.recoveryCodes).toHaveLength(10);
    const status = (await get(`${AGENT}/two-factor`, answer.jwtToken)).json<unknown>();
    expect(status).toMatchObject({ enabled: true, required: true });
    // Required: it cannot be switched off.
    const off = await post(`${AGENT}/two-factor/disable`, { password: TEST_PASSWORD }, answer.jwtToken);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ error: REQUIRED_CANNOT_DISABLE });
  });
});

describe('staff', () => {
  it('finance staff must enrol at sign-in; content staff need not; a staff member signs in with its code', async () => {
    const finance = await createTestAdmin(t.deps, TEST_PASSWORD, ['finance']);
    const content = await createTestAdmin(t.deps, TEST_PASSWORD, ['content']);
    const contentLogin = await post(`${STAFF}/login`, { email: content.email, password: TEST_PASSWORD });
    expect(contentLogin.json()).toHaveProperty('jwtToken');

    const step = (await post(`${STAFF}/login`, { email: finance.email, password: TEST_PASSWORD })).json<{
      step: string;
      challengeToken: string;
    }>();
    expect(step).toMatchObject({ status: 'two-factor', step: 'enrol' });
    // A staff challenge is no agent challenge.
    expect(
      (await post(`${AGENT}/two-factor/challenge/enrol`, { challengeToken: step.challengeToken })).statusCode,
    ).toBe(400);
    const { secret } = (
      await post(`${STAFF}/two-factor/challenge/enrol`, { challengeToken: step.challengeToken })
    ).json<{
      secret: string;
    }>();
    const done = await challengeVerify(step.challengeToken, await codeOf(secret), STAFF);
    expect(done.statusCode, done.body).toBe(200);
    const token = done.json<{ jwtToken: string }>().jwtToken;
    expect((await get(`${STAFF}/me`, token)).statusCode).toBe(200);
    expect((await get(`${STAFF}/two-factor`, token)).json()).toMatchObject({ enabled: true, required: true });

    const next = (await post(`${STAFF}/login`, { email: finance.email, password: TEST_PASSWORD })).json<{
      step: string;
      challengeToken: string;
    }>();
    expect(next.step).toBe('code');
    const again = await challengeVerify(next.challengeToken, await codeOf(secret, 1), STAFF);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('a role that moves money granted', () => {
  it('ends the sessions of a member of staff without two-factor; its next sign-in enrols', async () => {
    const content = await createTestAdmin(t.deps, TEST_PASSWORD, ['content']);
    const contentToken = (
      await post(`${STAFF}/login`, { email: content.email, password: TEST_PASSWORD })
    ).json<{ jwtToken: string }>().jwtToken;
    const administrator = await createTestAdmin(t.deps);
    const adminToken = await signInAdmin(t.app, administrator.email);
    const grant = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${content.id}/roles`,
      payload: { roles: ['content', 'finance'] },
      headers: bearer(adminToken),
    });
    expect(grant.statusCode, grant.body).toBe(200);
    await expect
      .poll(async () => (await get(`${STAFF}/me`, contentToken)).statusCode, { timeout: 10_000 })
      .toBe(401);
    const again = await post(`${STAFF}/login`, { email: content.email, password: TEST_PASSWORD });
    expect(again.json()).toMatchObject({ status: 'two-factor', step: 'enrol' });
  });
});

describe('sessions', () => {
  it('lists its own sessions with device and address, and ending one refuses its token at once', async () => {
    const agent = await createTestAgent(t.deps);
    const phone = await t.app.inject({
      method: 'POST',
      url: `${AGENT}/login`,
      payload: { email: agent.email, password: TEST_PASSWORD },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    const phoneToken = phone.json<{ jwtToken: string }>().jwtToken;
    const desk = (await login(agent.email)).jwtToken!;
    const other = await createTestAgent(t.deps);
    const otherToken = (await login(other.email)).jwtToken!;

    const list = (await get(`${AGENT}/sessions`, desk)).json<{
      sessions: { id: string; device: string; ip: string; current: boolean; lastUsedAt: string }[];
    }>().sessions;
    expect(list).toHaveLength(2);
    const phoneSession = list.find((s) => s.device === 'Safari on iOS');
    expect(phoneSession).toMatchObject({ current: false, ip: '127.0.0.1' });
    expect(list.find((s) => s.current)).toBeDefined();

    // Nobody else can end it.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${AGENT}/sessions/${phoneSession!.id}`,
      headers: bearer(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(`${AGENT}/getReseller`, phoneToken)).statusCode).toBe(200);

    const end = await t.app.inject({
      method: 'DELETE',
      url: `${AGENT}/sessions/${phoneSession!.id}`,
      headers: bearer(desk),
    });
    expect(end.statusCode, end.body).toBe(200);
    await expect
      .poll(async () => (await get(`${AGENT}/getReseller`, phoneToken)).statusCode, { timeout: 10_000 })
      .toBe(401);
    expect((await get(`${AGENT}/getReseller`, desk)).statusCode).toBe(200);
    expect((await get(`${AGENT}/sessions`, desk)).json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${AGENT}/sessions/${phoneSession!.id}`,
      headers: bearer(desk),
    });
    expect(again.statusCode).toBe(404);
    const rows = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'session.end'), eq(auditEvents.objectId, phoneSession!.id)));
    expect(rows).toHaveLength(1);
  });

  it('staff list and end their own sessions the same way', async () => {
    const admin = await createTestAdmin(t.deps, TEST_PASSWORD, ['content']);
    const signIn = async () =>
      (await post(`${STAFF}/login`, { email: admin.email, password: TEST_PASSWORD })).json<{
        jwtToken: string;
      }>().jwtToken;
    const a = await signIn();
    const b = await signIn();
    const list = (await get(`${STAFF}/sessions`, a)).json<{ sessions: { id: string; current: boolean }[] }>()
      .sessions;
    expect(list).toHaveLength(2);
    const otherId = list.find((s) => !s.current)!.id;
    const end = await t.app.inject({
      method: 'DELETE',
      url: `${STAFF}/sessions/${otherId}`,
      headers: bearer(a),
    });
    expect(end.statusCode).toBe(200);
    await expect.poll(async () => (await get(`${STAFF}/me`, b)).statusCode, { timeout: 10_000 }).toBe(401);
    expect((await get(`${STAFF}/me`, a)).statusCode).toBe(200);
  });
});
