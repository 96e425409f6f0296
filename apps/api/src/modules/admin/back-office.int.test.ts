import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardAnswer, adminMeAnswer } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createTestAdmin, createTestAgent, signInAdmin, signInAgent } from '../auth/auth.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('the staff session of the back office', () => {
  it('/admin/auth/me names the member of staff; logout ends only that session', async () => {
    const admin = await createTestAdmin(t.deps);
    const first = await signInAdmin(t.app, admin.email);
    const second = await signInAdmin(t.app, admin.email);
    const me = await get('/api/v1/admin/auth/me', first);
    expect(me.statusCode).toBe(200);
    expect(adminMeAnswer.parse(me.json())).toMatchObject({
      admin: { _id: admin.id, name: 'Test Admin', email: admin.email, roles: ['administrator'] },
    });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/logout',
      headers: bearer(first),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });
    const ended = await get('/api/v1/admin/auth/me', first);
    expect(ended.statusCode).toBe(401);
    // The English stays the message; the stable key lets the web say it in the reader's language (ADR 0032).
    expect(ended.json()).toMatchObject({
      error: 'Your session has ended, please sign in again',
      code: 'UNAUTHORIZED',
      messageKey: 'session.ended',
    });
    expect((await get('/api/v1/admin/auth/me', second)).statusCode).toBe(200);
  });

  it('an agent token is refused (403) and no token is 401', async () => {
    const agent = await createTestAgent(t.deps);
    const token = await signInAgent(t.app, agent.email);
    const me = await get('/api/v1/admin/auth/me', token);
    expect(me.statusCode).toBe(403);
    expect((await get('/api/v1/admin/dashboard', token)).statusCode).toBe(403);
    const none = await get('/api/v1/admin/dashboard');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'Sign in to continue', messageKey: 'session.signIn' });
  });
});

describe('GET /admin/dashboard', () => {
  it('counts the agents waiting for approval, and follows a change', async () => {
    const admin = await createTestAdmin(t.deps);
    const token = await signInAdmin(t.app, admin.email);
    const before = adminDashboardAnswer.parse((await get('/api/v1/admin/dashboard', token)).json());
    await createTestAgent(t.deps, { status: 'pending' });
    await createTestAgent(t.deps, { status: 'pending' });
    await createTestAgent(t.deps, { status: 'ok' });
    const after = adminDashboardAnswer.parse((await get('/api/v1/admin/dashboard', token)).json());
    expect(after.agentsAwaitingApproval).toBe(before.agentsAwaitingApproval + 2);
    expect(after.depositsPending).toBe(before.depositsPending);
  });
});
