import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffListAnswer, type StaffAccount } from '@portal/contracts';
import { admins, auditEvents, mailOutbox } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createTestAdmin, signInAdmin } from '../auth/auth.fixtures.ts';
import { INVITATION_TTL_MS } from './staff.service.ts';

let t: TestApp;
let adminToken: string;
let adminId: string;
let adminEmail: string;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const admin = await createTestAdmin(t.deps);
  adminId = admin.id;
  adminEmail = admin.email;
  adminToken = await signInAdmin(t.app, admin.email);
});
afterAll(() => t.close());

const as = (token: string) => (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const admin = () => as(adminToken);
const STRONG = 'Saffron-Harbour-Lantern-91';

async function invitationToken(email: string): Promise<string> {
  const [mail] = await t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%invited%')))
    .orderBy(desc(mailOutbox.id));
  const token = /invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

const accept = (token: string, password = STRONG) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/auth/invitation', payload: { token, password } });

async function accountOf(email: string): Promise<StaffAccount> {
  const list = staffListAnswer.parse((await admin()('GET', '/admin/staff')).json());
  const found = list.staff.find((s) => s.email === email);
  if (!found) throw new Error(`${email} not listed`);
  return found;
}

describe('staff accounts', () => {
  it('invite: an expiring link, a strong password, then sign-in with the roles given; audited', async () => {
    const email = `finance-${Date.now()}@example.test`;
    const invited = await admin()('POST', '/admin/staff/invitations', {
      email,
      name: 'Nadia Finance',
      roles: ['finance', 'read-only'],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const listed = await accountOf(email);
    expect(listed).toMatchObject({ status: 'invited', roles: ['finance', 'read-only'], lastSignInAt: null });
    expect(listed.twoFactorRequired).toBe(true);
    // Not yet: an invited account cannot sign in.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/auth/login',
          payload: { email, password: STRONG },
        })
      ).statusCode,
    ).not.toBe(200);

    const token = await invitationToken(email);
    const weak = await accept(token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect((await accept(token)).statusCode).toBe(200);
    // The link works once.
    expect((await accept(token)).statusCode).toBe(400);

    // Finance moves money: its password alone opens no session, it must set up two-factor sign-in first.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email, password: STRONG },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'two-factor', step: 'enrol' });
    expect(first.json()).not.toHaveProperty('jwtToken');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/auth/me',
      headers: bearer(await signInAdmin(t.app, email, STRONG)),
    });
    expect(me.json<{ admin: { roles: string[] } }>().admin).toMatchObject({
      roles: ['finance', 'read-only'],
    });
    expect(me.json<{ admin: { permissions: string[] } }>().admin.permissions).toContain('finance.deposits');
    expect(await accountOf(email)).toMatchObject({ status: 'active' });
    expect((await accountOf(email)).lastSignInAt).not.toBeNull();

    const rows = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'staff'), eq(auditEvents.objectId, listed._id)));
    // Its own history: invited, accepted, and two-factor sign-in set up at its first sign-in.
    expect(rows.map((r) => r.kind).sort()).toEqual(['staff.accept', 'staff.invite', 'two-factor.enable']);
    expect(rows.find((r) => r.kind === 'staff.invite')).toMatchObject({
      actorId: adminId,
      before: null,
      after: { email, roles: ['finance', 'read-only'] },
    });
  });

  it('an expired invitation link is refused', async () => {
    const email = `late-${Date.now()}@example.test`;
    await admin()('POST', '/admin/staff/invitations', { email, name: 'Late Larry', roles: ['content'] });
    const token = await invitationToken(email);
    offset = INVITATION_TTL_MS + 1000;
    const res = await accept(token).finally(() => {
      offset = 0;
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/expired/);
  });

  it('roles change at once, audited with before and after; disabling ends the sessions at once', async () => {
    const other = await createTestAdmin(t.deps);
    const token = await signInAdmin(t.app, other.email);
    expect((await as(token)('GET', '/admin/staff')).statusCode).toBe(200); // administrator

    const changed = await admin()('PATCH', `/admin/staff/${other.id}/roles`, {
      roles: ['operations', 'content'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Every node's cached caller follows within the change feed's second (NOTIFY is asynchronous).
    await expect
      .poll(async () => (await as(token)('GET', '/admin/staff')).statusCode, { timeout: 10_000 })
      .toBe(403);
    const refused = await as(token)('GET', '/admin/staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(
      'Your role does not allow you to manage staff accounts and roles',
    );
    expect((await as(token)('GET', '/admin/orders')).statusCode).toBe(200);

    const [row] = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'staff.roles'), eq(auditEvents.objectId, other.id)));
    expect(row).toMatchObject({
      actorId: adminId,
      before: { roles: ['administrator'] },
      after: { roles: ['content', 'operations'] },
    });

    const disabled = await admin()('PATCH', `/admin/staff/${other.id}/status`, { active: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    // PostgreSQL's NOTIFY is asynchronous: the cached caller goes within the change feed's second.
    await expect
      .poll(async () => (await as(token)('GET', '/admin/orders')).statusCode, { timeout: 10_000 })
      .toBe(401);
    expect(await accountOf(other.email)).toMatchObject({ status: 'disabled' });
  });

  it('refuses a bad role, disabling oneself and leaving no active administrator', async () => {
    const bad = await admin()('PATCH', `/admin/staff/${adminId}/roles`, { roles: ['owner'] });
    expect(bad.statusCode).toBe(400);
    expect((await admin()('PATCH', `/admin/staff/${adminId}/roles`, { roles: [] })).statusCode).toBe(400);
    expect((await admin()('PATCH', `/admin/staff/${adminId}/status`, { active: false })).statusCode).toBe(
      409,
    );
    // Every other administrator off: the last one cannot lose the role.
    await t.deps.database.db
      .update(admins)
      .set({ active: false })
      .where(and(eq(admins.active, true)));
    await t.deps.database.db.update(admins).set({ active: true }).where(eq(admins.id, adminId));
    adminToken = await signInAdmin(t.app, adminEmail);
    const last = await admin()('PATCH', `/admin/staff/${adminId}/roles`, { roles: ['finance'] });
    expect(last.statusCode).toBe(409);
    expect(last.json<{ error: string }>().error).toBe('At least one active administrator must remain');
  });
});
