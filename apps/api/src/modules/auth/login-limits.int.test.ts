import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestAdmin, createTestAgent, TEST_PASSWORD } from './auth.fixtures.ts';

const WRONG = 'Wrong#pass1';

function signIn(
  t: TestApp,
  email: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string },
  path = '/api/v1/b2b/resellers/auth/login',
) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: { email, password },
    remoteAddress: from.remoteAddress ?? '198.51.100.20',
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

async function lastSessionIp(t: TestApp, subjectId: string): Promise<string | null> {
  const [row] = await t.deps.database.db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.subjectId, subjectId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.ip ?? null;
}

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: rotating it does not reset the failure count', async () => {
    const agent = await createTestAgent(t.deps);
    for (let i = 1; i <= 3; i++) {
      const res = await signIn(t, agent.email, WRONG, { forwardedFor: `203.0.113.${i}` });
      expect(res.statusCode).toBe(400);
    }
    const locked = await signIn(t, agent.email, TEST_PASSWORD, { forwardedFor: '203.0.113.99' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('records the socket address, not a forwarded one', async () => {
    const agent = await createTestAgent(t.deps);
    const res = await signIn(t, agent.email, TEST_PASSWORD, {
      remoteAddress: '198.51.100.7',
      forwardedFor: '203.0.113.50',
    });
    expect(res.statusCode).toBe(200);
    expect(await lastSessionIp(t, agent.id)).toBe('198.51.100.7');
  });
});

describe('with TRUST_PROXY=10.0.0.0/8 and a per-e-mail limit of 5', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOGIN_RATE_LIMIT: '3', LOGIN_EMAIL_RATE_LIMIT: '5', TRUST_PROXY: '10.0.0.0/8' },
    });
  });
  afterAll(() => t.close());

  it('takes the client address from a configured proxy', async () => {
    const agent = await createTestAgent(t.deps);
    const res = await signIn(t, agent.email, TEST_PASSWORD, {
      remoteAddress: '10.1.2.3',
      forwardedFor: '203.0.113.50',
    });
    expect(res.statusCode).toBe(200);
    expect(await lastSessionIp(t, agent.id)).toBe('203.0.113.50');
  });

  it('limits per client address behind the proxy', async () => {
    const agent = await createTestAgent(t.deps);
    const via = (client: string) => ({ remoteAddress: '10.1.2.3', forwardedFor: client });
    for (let i = 0; i < 3; i++)
      expect((await signIn(t, agent.email, WRONG, via('203.0.113.60'))).statusCode).toBe(400);
    expect((await signIn(t, agent.email, WRONG, via('203.0.113.60'))).statusCode).toBe(429);
    // Another client of the same proxy has its own address count.
    expect((await signIn(t, agent.email, TEST_PASSWORD, via('203.0.113.61'))).statusCode).toBe(200);
  });

  it('does not trust X-Forwarded-For from any other address', async () => {
    const agent = await createTestAgent(t.deps);
    for (let i = 1; i <= 3; i++) {
      const from = { remoteAddress: '192.0.2.9', forwardedFor: `203.0.113.${70 + i}` };
      expect((await signIn(t, agent.email, WRONG, from)).statusCode).toBe(400);
    }
    const from = { remoteAddress: '192.0.2.9', forwardedFor: '203.0.113.80' };
    expect((await signIn(t, agent.email, TEST_PASSWORD, from)).statusCode).toBe(429);
  });

  it('limits failures per e-mail from any number of addresses, even with the right password', async () => {
    const agent = await createTestAgent(t.deps);
    const other = await createTestAgent(t.deps);
    for (let i = 1; i <= 5; i++) {
      const from = { remoteAddress: '10.0.0.5', forwardedFor: `198.18.0.${i}` };
      expect((await signIn(t, agent.email, WRONG, from)).statusCode).toBe(400);
    }
    const fresh = { remoteAddress: '10.0.0.5', forwardedFor: '198.18.0.200' };
    const locked = await signIn(t, agent.email, TEST_PASSWORD, fresh);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ error: string }>().error).toMatch(
      /^Too many failed sign-ins\. Try again in \d+ minutes?\.$/,
    );
    // Other accounts are not affected.
    expect((await signIn(t, other.email, TEST_PASSWORD, fresh)).statusCode).toBe(200);
  });

  it('limits admin sign-in per e-mail the same way', async () => {
    const admin = await createTestAdmin(t.deps);
    for (let i = 1; i <= 5; i++) {
      const from = { remoteAddress: '10.0.0.5', forwardedFor: `198.19.0.${i}` };
      const res = await signIn(t, admin.email, WRONG, from, '/api/v1/admin/auth/login');
      expect(res.statusCode).toBe(400);
    }
    const from = { remoteAddress: '10.0.0.5', forwardedFor: '198.19.0.200' };
    const res = await signIn(t, admin.email, TEST_PASSWORD, from, '/api/v1/admin/auth/login');
    expect(res.statusCode).toBe(429);
  });
});
