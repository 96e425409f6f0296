import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, mailOutbox } from '@portal/db';
import { WEAK_PASSWORD } from '../../lib/password-strength.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createTestAgent, signInAgent, TEST_PASSWORD } from './auth.fixtures.ts';

/** Passes the old character rule (letter, digit, special, 8+) but is on every breached-password list. */
const COMMON = 'Password1!';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (
  path: string,
  method: 'POST' | 'PATCH',
  payload: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url: `/api/v1/b2b/resellers/auth/${path}`, payload, headers });

function expectWeak(res: { statusCode: number; json: <T>() => T }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json<{ error: string; fieldErrors: Record<string, string[]> }>();
  expect(body.error).toMatch(new RegExp(`^${WEAK_PASSWORD}\\. `));
  expect(body.fieldErrors[field]?.[0]).toBe(body.error);
}

const signup = (email: string, password: string) =>
  auth('signup', 'POST', {
    companyName: 'Falcon Holidays',
    address: 'Office 12, Sheikh Zayed Road',
    country: 'AE',
    city: 'Dubai',
    name: 'Omar Haddad',
    designation: 'Manager',
    email,
    phoneNumber: '+971 50 765 4321',
    whatsappNumber: '+971 50 765 4322',
    password,
  });

describe('weak passwords are refused with a clear message', () => {
  it('on sign-up, and no account is created', async () => {
    const email = 'omar@falcon-weak.example';
    expectWeak(await signup(email, COMMON), 'password');
    expect(await t.deps.database.db.select().from(agents).where(eq(agents.email, email))).toHaveLength(0);
    // Built on the agency's own name.
    expectWeak(await signup('omar2@falcon-weak.example', 'Falcon#2026'), 'password');
    expect((await signup('omar3@falcon-weak.example', 'Tall#Camel2026ride')).statusCode).toBe(200);
  });

  it('on password change, and the old password still works', async () => {
    const agent = await createTestAgent(t.deps);
    const token = await signInAgent(t.app, agent.email);
    const body = { oldPassword: TEST_PASSWORD, newPassword: COMMON, confirmPassword: COMMON };
    expectWeak(await auth('update/password', 'PATCH', body, bearer(token)), 'newPassword');
    await signInAgent(t.app, agent.email, TEST_PASSWORD);
  });

  it('on reset, and the reset link stays usable for a strong password', async () => {
    const agent = await createTestAgent(t.deps);
    await auth('forgot-password', 'POST', { email: agent.email });
    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, agent.email))
      .orderBy(desc(mailOutbox.createdAt));
    const token = /\/login\?reset=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const weak = { token, newPassword: COMMON, confirmPassword: COMMON };
    expectWeak(await auth('reset-password', 'POST', weak), 'newPassword');
    const strong = { token, newPassword: 'Brand#new22', confirmPassword: 'Brand#new22' };
    expect((await auth('reset-password', 'POST', strong)).statusCode).toBe(200);
    await signInAgent(t.app, agent.email, 'Brand#new22');
  });
});
