import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestAdmin, createTestAgent, TEST_PASSWORD } from './auth.fixtures.ts';
import { signInChecked, type SignInAttempt } from './login-limits.ts';

const WRONG = 'Wrong#pass1';
const AGENT_LOGIN = '/api/v1/b2b/resellers/auth/login';
const STAFF_LOGIN = '/api/v1/admin/auth/login';

function signIn(t: TestApp, email: string, password: string, remoteAddress: string, url = AGENT_LOGIN) {
  return t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress });
}

/** Retry-After in seconds, checked against the message's words. */
function retryAfterOf(res: { headers: Record<string, unknown> }): number {
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0 && seconds <= 15 * 60).toBe(true);
  return seconds;
}

const randomEmail = () => `nobody-${randomBytes(4).toString('hex')}@example.test`;

describe('an office: 50 users behind one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 3 failures per account and address; the address limits are the defaults.
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('signs everyone in, again and again and after a few typos', { timeout: 300_000 }, async () => {
    const office = '198.51.100.50';
    const users = [];
    for (let i = 0; i < 50; i++) users.push(await createTestAgent(t.deps));
    const staff = await createTestAdmin(t.deps);
    // Two rounds: 100 sign-ins from one address (a per-address limit of all sign-ins, ten times
    // LOGIN_RATE_LIMIT, answered 429 after 30).
    for (let round = 0; round < 2; round++) {
      for (const [i, user] of users.entries()) {
        // Every fifth user mistypes once (the first round) or twice, or types an unknown address.
        if (i % 5 === 0) {
          for (let typo = 0; typo <= round; typo++)
            expect((await signIn(t, user.email, WRONG, office)).statusCode).toBe(400);
        }
        if (i % 10 === 1)
          expect((await signIn(t, randomEmail(), TEST_PASSWORD, office)).statusCode).toBe(400);
        const res = await signIn(t, user.email, TEST_PASSWORD, office);
        expect(res.statusCode, `user ${i}, round ${round}: ${res.body}`).toBe(200);
      }
    }
    // Staff at the same address sign in through the same rule.
    expect((await signIn(t, staff.email, WRONG, office, STAFF_LOGIN)).statusCode).toBe(400);
    expect((await signIn(t, staff.email, TEST_PASSWORD, office, STAFF_LOGIN)).statusCode).toBe(200);
  });
});

describe('an attacking address (LOGIN_ADDRESS_RATE_LIMIT 40 over LOGIN_ADDRESS_ACCOUNTS 10)', () => {
  const env = { LOGIN_ADDRESS_RATE_LIMIT: '40', LOGIN_ADDRESS_ACCOUNTS: '10' };
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env });
    // Another API node on the same database.
    second = await buildTestApp({ env, database: t.deps.database });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it(
    'locks the address for every account, right passwords too, on every node; other addresses sign in',
    { timeout: 300_000 },
    async () => {
      const attacker = '203.0.113.66';
      const victim = await createTestAgent(t.deps);
      for (let i = 0; i < 39; i++)
        expect((await signIn(i % 2 ? second : t, randomEmail(), WRONG, attacker)).statusCode).toBe(400);
      // 39 failures: not yet clearly attacking.
      expect((await signIn(t, victim.email, TEST_PASSWORD, attacker)).statusCode).toBe(200);
      expect((await signIn(second, randomEmail(), WRONG, attacker)).statusCode).toBe(400);

      for (const node of [t, second]) {
        const res = await signIn(node, victim.email, TEST_PASSWORD, attacker);
        expect(res.statusCode).toBe(429);
        const minutes = Math.ceil(retryAfterOf(res) / 60);
        expect(res.json<{ error: string }>().error).toBe(
          `Too many failed sign-ins from this network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      // A refused attempt checks no password, so it does not count against the victim's account.
      expect((await signIn(second, victim.email, TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
    },
  );

  it('does not lock an address for many failures over fewer accounts (each account locks itself)', async () => {
    const shared = '203.0.113.67';
    const bystander = await createTestAgent(t.deps);
    const noWait = { wait: () => Promise.resolve() };
    // 9 accounts, 6 failures each: 54 failures, but too few accounts to be clearly attacking.
    for (let account = 0; account < 9; account++) {
      const attempt: SignInAttempt = { scope: 'agent', ip: shared, email: randomEmail() };
      for (let i = 0; i < 6; i++)
        await expect(
          signInChecked(t.deps, attempt, () => Promise.resolve(null), noWait),
        ).rejects.toMatchObject({
          code: 'BAD_REQUEST',
        });
    }
    expect((await signIn(t, bystander.email, TEST_PASSWORD, shared)).statusCode).toBe(200);
  });

  it('locks the staff sign-in of an attacking address the same way', { timeout: 300_000 }, async () => {
    const attacker = '203.0.113.68';
    const admin = await createTestAdmin(t.deps);
    for (let i = 0; i < 40; i++)
      expect((await signIn(t, randomEmail(), WRONG, attacker, STAFF_LOGIN)).statusCode).toBe(400);
    const res = await signIn(second, admin.email, TEST_PASSWORD, attacker, STAFF_LOGIN);
    expect(res.statusCode).toBe(429);
    retryAfterOf(res);
    expect((await signIn(second, admin.email, TEST_PASSWORD, '198.51.100.98', STAFF_LOGIN)).statusCode).toBe(
      200,
    );
  });
});

describe('one account guessed at (LOGIN_RATE_LIMIT 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT: '5' } });
  });
  afterAll(() => t.close());

  const fail = (attempt: SignInAttempt) =>
    signInChecked(t.deps, attempt, () => Promise.resolve(null), { wait: () => Promise.resolve() }).then(
      () => 'signed in',
      (err: unknown) => (err instanceof AppError ? err.code : 'thrown'),
    );

  it('lets no more guesses through than the limit, however many run at once', async () => {
    const attempt: SignInAttempt = { scope: 'agent', ip: '192.0.2.40', email: randomEmail() };
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => fail(attempt)));
    expect(outcomes.filter((o) => o === 'BAD_REQUEST')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'RATE_LIMITED')).toHaveLength(7);
  });

  it('forgets failures after the right password', async () => {
    const agent = await createTestAgent(t.deps);
    const from = '192.0.2.41';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(t, agent.email, WRONG, from)).statusCode).toBe(400);
      expect((await signIn(t, agent.email, TEST_PASSWORD, from)).statusCode).toBe(200);
    }
  });

  it('answers a locked staff sign-in with Retry-After and when to try again', async () => {
    const admin = await createTestAdmin(t.deps);
    const from = '192.0.2.42';
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, admin.email, WRONG, from, STAFF_LOGIN)).statusCode).toBe(400);
    const res = await signIn(t, admin.email, TEST_PASSWORD, from, STAFF_LOGIN);
    expect(res.statusCode).toBe(429);
    const minutes = Math.ceil(retryAfterOf(res) / 60);
    expect(res.json<{ error: string }>().error).toBe(
      `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  });

  it("locks only the account that keeps failing, never its colleagues' right passwords", async () => {
    const office = '198.51.100.51';
    const careless = await createTestAgent(t.deps);
    const colleague = await createTestAgent(t.deps);
    const waits: number[] = [];
    const attempt: SignInAttempt = { scope: 'agent', ip: office, email: careless.email };
    // Failures through the one home directly, with the slow-down's waits recorded instead of slept.
    for (let i = 0; i < 5; i++)
      await expect(
        signInChecked(t.deps, attempt, () => Promise.resolve(null), {
          wait: (ms) => Promise.resolve(waits.push(ms)),
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(waits).toEqual([250, 500]);
    const locked = await signIn(t, careless.email, TEST_PASSWORD, office);
    expect(locked.statusCode).toBe(429);
    const minutes = Math.ceil(retryAfterOf(locked) / 60);
    expect(locked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
    expect((await signIn(t, colleague.email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });
});
