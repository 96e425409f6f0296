import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentConfigurations, agents, mailOutbox, passwordResets } from '@portal/db';
import { agentRecord, loginAnswer } from '@portal/contracts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createTestAgent, signInAgent, TEST_PASSWORD } from './auth.fixtures.ts';
import { SIGNUP_MESSAGE } from './signup.service.ts';
import { createAgencyUser } from '../agency-users/agency-users.testing.ts';
import { createAgentWithToken } from '../resellers/resellers.testing.ts';

const clock = fixedClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, env: { LOGIN_RATE_LIMIT: '3', PUBLIC_URL: 'https://portal.example' } });
});
afterAll(() => t.close());

const signupPayload = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Oasis Journeys LLC',
  address: 'Shop 4, Al Wasl Road',
  website: 'www.oasis.example',
  country: 'ae',
  city: 'Dubai',
  name: 'Sara Khan',
  designation: 'Director',
  email: 'Sara@Oasis.Example',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '+971 50 123 4568',
  trnNumber: '100200300400500',
  password: 'Strong#pass1',
  ...overrides,
});
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/b2b/resellers/auth/${url}`,
    payload: payload as object,
    headers,
  });
const getReseller = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/b2b/resellers/auth/getReseller', headers });

describe('sign-up', () => {
  it('creates a pending reseller with a configuration, agent code and welcome mail', async () => {
    const res = await post('signup', signupPayload());
    expect(res.statusCode).toBe(200);
    const body = res.json<{ reseller: unknown; agentCode: number; randomString: string; message: string }>();
    const reseller = agentRecord.parse(body.reseller);
    expect(reseller).toMatchObject({ email: 'sara@oasis.example', status: 'pending', role: 'reseller' });
    expect(body.agentCode).toBeGreaterThanOrEqual(10000);
    expect(body.randomString).toMatch(/^[0-9a-f]{48}$/);
    expect(reseller.configuration).toEqual({
      showAttraction: true,
      showHotel: true,
      showFlight: true,
      showVisa: true,
      showA2a: true,
      showQuotaion: true,
      showInsurance: true,
    });
    expect(reseller.whatsappDetails.hotels?.phoneNumber).toBeTruthy();
    const mails = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'sara@oasis.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `https://portal.example/verification/${body.agentCode}/${body.randomString}`,
    );
  });

  it('answers a taken address (any case) exactly like a new one, creates nothing and mails the owner', async () => {
    const [owner] = await t.deps.database.db
      .select()
      .from(agents)
      .where(eq(agents.email, 'sara@oasis.example'));
    const before = await t.deps.database.db.select({ id: agents.id }).from(agents);
    const fresh = await post('signup', signupPayload({ email: 'new-agency@oasis.example' }));
    const taken = await post('signup', signupPayload({ email: 'SARA@oasis.example' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    type Answer = {
      reseller: Record<string, unknown>;
      agentCode: number;
      randomString: string;
      message: string;
    };
    const a = fresh.json<Answer>();
    const b = taken.json<Answer>();
    // Same shape, same kinds of values; only the identifiers and the e-mail differ.
    const shape = (x: Answer) =>
      JSON.stringify(x, (_k, v: unknown) => (typeof v === 'string' ? typeof v : v));
    const normalize = (x: Answer) => ({
      ...x,
      agentCode: 0,
      reseller: { ...x.reseller, _id: '', agentCode: 0, email: '' },
    });
    expect(shape(normalize(b))).toBe(shape(normalize(a)));
    expect(b.message).toBe(a.message);
    expect(agentRecord.parse(b.reseller)).toMatchObject({ email: 'sara@oasis.example', status: 'pending' });
    expect(b.agentCode).toBeGreaterThan(a.agentCode);
    expect(b.agentCode).not.toBe(owner?.agentCode);
    expect(b.randomString).toMatch(/^[0-9a-f]{48}$/);
    expect(b.randomString).not.toBe(owner?.randomString);
    // Nothing was created for the taken address; the owner is told instead.
    const after = await t.deps.database.db.select({ id: agents.id }).from(agents);
    expect(after).toHaveLength(before.length + 1);
    const mails = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'sara@oasis.example'));
    const notice = mails.find((m) => m.subject.startsWith('Sign-up attempt with your e-mail address'));
    expect(notice?.text).toContain(`agent code ${owner?.agentCode}`);
    expect(notice?.text).toContain('https://portal.example/login');
    // The decoy's verification link opens nothing.
    const link = await t.app.inject({
      url: `/api/v1/b2b/resellers/auth/certificate/${b.agentCode}/${b.randomString}`,
    });
    expect(link.statusCode).toBe(404);
  });

  it("answers an agency user's address like any taken address: no account, no 500, the user is mailed", async () => {
    const agency = await createAgentWithToken(t.deps);
    const user = await createAgencyUser(t.deps, agency.id, 'booker', { name: 'Bilal Booker' });
    const before = await t.deps.database.db.select({ id: agents.id }).from(agents);
    const res = await post('signup', signupPayload({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(SIGNUP_MESSAGE);
    const after = await t.deps.database.db.select({ id: agents.id }).from(agents);
    expect(after).toHaveLength(before.length);
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const notice = mails.find((m) => m.subject.startsWith('Sign-up attempt with your e-mail address'));
    expect(notice?.text).toContain('Dear Bilal Booker');
    expect(notice?.text).toContain(`agent code ${agency.agentCode}`);
  });

  it('mails the owner of a taken address at most three times an hour', async () => {
    const email = 'busy@oasis.example';
    expect((await post('signup', signupPayload({ email }))).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await post('signup', signupPayload({ email }))).statusCode).toBe(200);
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.filter((m) => m.subject.startsWith('Sign-up attempt'))).toHaveLength(3);
  });

  it('reports field errors for missing fields and a weak password', async () => {
    const res = await post('signup', signupPayload({ companyName: '', password: 'password', email: 'x' }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.fieldErrors.companyName).toEqual(['Company name is required']);
    expect(body.fieldErrors.email).toEqual(['Enter a valid e-mail address']);
    expect(body.fieldErrors.password?.[0]).toMatch(/at least 8 characters/);
  });

  it('refuses an unknown country', async () => {
    const res = await post('signup', signupPayload({ email: 'zz@oasis.example', country: 'ZZ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { country: ['Select a valid country'] } });
  });

  it('numbers agents one after another', async () => {
    const a = await post('signup', signupPayload({ email: 'one@oasis.example' }));
    const b = await post('signup', signupPayload({ email: 'two@oasis.example' }));
    expect(b.json<{ agentCode: number }>().agentCode).toBe(a.json<{ agentCode: number }>().agentCode + 1);
  });
});

describe('login', () => {
  it('answers the agent record and a token that opens getReseller', async () => {
    const agent = await createTestAgent(t.deps);
    const res = await post('login', { email: agent.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = loginAnswer.parse(res.json());
    expect(body.reseller._id).toBe(agent.id);
    const me = await getReseller(bearer(body.jwtToken));
    expect(me.statusCode).toBe(200);
    expect(agentRecord.parse(me.json())).toMatchObject({ _id: agent.id, country: { isocode: 'AE' } });
  });

  it('answers a pending agent with its verification link parts', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const res = await post('login', { email: agent.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      agentCode: agent.agentCode,
      randomString: agent.randomString,
    });
    expect(res.json()).not.toHaveProperty('jwtToken');
  });

  it('does not reveal a pending agent without the right password', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const res = await post('login', { email: agent.email, password: 'Wrong#pass1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('randomString');
  });

  it('refuses disabled and cancelled agents clearly', async () => {
    for (const status of ['disabled', 'cancelled'] as const) {
      const agent = await createTestAgent(t.deps, { status });
      const res = await post('login', { email: agent.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toMatch(/^Your account is disabled/);
    }
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const agent = await createTestAgent(t.deps);
    const wrong = await post('login', { email: agent.email, password: 'Wrong#pass1' });
    const unknown = await post('login', { email: 'nobody@example.test', password: 'Wrong#pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'Invalid email or password' });
  });

  it('checks the agent code when one is given', async () => {
    const agent = await createTestAgent(t.deps);
    const res = await post('login', {
      email: agent.email,
      password: TEST_PASSWORD,
      agentCode: agent.agentCode + 1,
    });
    expect(res.statusCode).toBe(400);
  });

  it('validates the body with field errors', async () => {
    const res = await post('login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty('email');
  });

  it('limits repeated failures with a 429 envelope, even for the right password', async () => {
    const agent = await createTestAgent(t.deps);
    for (let i = 0; i < 3; i++) {
      expect((await post('login', { email: agent.email, password: 'Wrong#pass1' })).statusCode).toBe(400);
    }
    const res = await post('login', { email: agent.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('does not count successful sign-ins', async () => {
    const agent = await createTestAgent(t.deps);
    for (let i = 0; i < 5; i++) await signInAgent(t.app, agent.email);
  });
});

describe('session', () => {
  it('refuses getReseller without a token and with a bad token', async () => {
    const none = await getReseller();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await getReseller(bearer('not.a.token'))).statusCode).toBe(401);
    const token = await signInAgent(t.app, (await createTestAgent(t.deps)).email);
    const tampered = `${token.slice(0, -3)}${token.endsWith('a') ? 'bbb' : 'aaa'}`;
    expect((await getReseller(bearer(tampered))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await signInAgent(t.app, (await createTestAgent(t.deps)).email);
    expect((await getReseller(bearer(token))).statusCode).toBe(200);
    clock.advance((t.deps.env.TOKEN_TTL_HOURS + 1) * 3600 * 1000);
    try {
      expect((await getReseller(bearer(token))).statusCode).toBe(401);
    } finally {
      clock.set(new Date());
    }
  });

  it('revokes the session at logout', async () => {
    const token = await signInAgent(t.app, (await createTestAgent(t.deps)).email);
    const out = await post('logout', {}, bearer(token));
    expect(out.statusCode).toBe(200);
    expect((await getReseller(bearer(token))).statusCode).toBe(401);
    expect((await post('logout', {}, bearer(token))).statusCode).toBe(401);
  });

  it('ends access when the agent is disabled', async () => {
    const agent = await createTestAgent(t.deps);
    const token = await signInAgent(t.app, agent.email);
    await t.deps.database.db.update(agents).set({ status: 'disabled' }).where(eq(agents.id, agent.id));
    expect((await getReseller(bearer(token))).statusCode).toBe(401);
  });

  it('answers configuration null when the agent has no configuration row', async () => {
    const agent = await createTestAgent(t.deps, { flags: null });
    const token = await signInAgent(t.app, agent.email);
    expect((await getReseller(bearer(token))).json()).toMatchObject({ configuration: null });
    await t.deps.database.db.insert(agentConfigurations).values({ agentId: agent.id, showHotel: false });
    expect((await getReseller(bearer(token))).json()).toMatchObject({ configuration: { showHotel: false } });
  });
});

describe('forgot and reset password', () => {
  async function resetTokenFor(email: string): Promise<string> {
    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(mailOutbox.createdAt);
    const match = /\/login\?reset=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error('no reset mail');
    return match[1];
  }

  it('answers the same for unknown and known addresses and mails only real accounts', async () => {
    const agent = await createTestAgent(t.deps);
    const known = await post('forgot-password', { email: agent.email });
    const unknown = await post('forgot-password', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const ghost = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ghost@example.test'));
    expect(ghost).toHaveLength(0);
    const stored = await t.deps.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.agentId, agent.id));
    const token = await resetTokenFor(agent.email);
    // Only the hash is stored.
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resets once, ends the sessions, and refuses the token the second time', async () => {
    const agent = await createTestAgent(t.deps);
    const session = await signInAgent(t.app, agent.email);
    await post('forgot-password', { email: agent.email });
    const token = await resetTokenFor(agent.email);
    const body = { token, newPassword: 'Brand#new22', confirmPassword: 'Brand#new22' };
    const res = await post('reset-password', body);
    expect(res.statusCode).toBe(200);
    expect((await getReseller(bearer(session))).statusCode).toBe(401);
    await signInAgent(t.app, agent.email, 'Brand#new22');
    const again = await post('reset-password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token and mismatched confirmation', async () => {
    const agent = await createTestAgent(t.deps);
    await post('forgot-password', { email: agent.email });
    const token = await resetTokenFor(agent.email);
    const mismatch = await post('reset-password', {
      token,
      newPassword: 'Brand#new22',
      confirmPassword: 'Other#new22',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ fieldErrors: { confirmPassword: ['Passwords do not match'] } });
    clock.advance(61 * 60 * 1000);
    try {
      const expired = await post('reset-password', {
        token,
        newPassword: 'Brand#new22',
        confirmPassword: 'Brand#new22',
      });
      expect(expired.statusCode).toBe(400);
    } finally {
      clock.set(new Date());
    }
  });
});
