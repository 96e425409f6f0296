import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditEvents } from '@portal/db';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer, createTestAdmin, signInAdmin } from '../modules/auth/auth.fixtures.ts';
import { createAgentWithToken } from '../modules/resellers/resellers.testing.ts';
import { registeredRoutes } from '../plugins/auth.ts';
import { recordAudit } from './record.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setRoles = (id: string, roles: string[]) =>
  t.deps.database.db.update(admins).set({ roles }).where(eq(admins.id, id));

describe('a route declaring a permission', () => {
  it('is registered with it (the authorization matrix reads the declarations)', () => {
    const route = registeredRoutes.find(
      (r) => r.method === 'PATCH' && r.url === '/api/v1/admin/agents/:id/credit-limit',
    );
    expect(route?.permission).toBe('finance.credit');
  });

  it('refuses a member of staff whose roles do not grant it, at once after a role change, charging nothing', async () => {
    const admin = await createTestAdmin(t.deps);
    const staff = bearer(await signInAdmin(t.app, admin.email));
    const agent = await createAgentWithToken(t.deps);
    const setLimit = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/agents/${agent.id}/credit-limit`,
        headers: staff,
        payload: { creditLimit: 100 },
      });
    expect((await setLimit()).statusCode).toBe(200); // administrator by default

    await setRoles(admin.id, ['operations', 'content']);
    // A plain SQL change reaches the cached caller through the change feed (PostgreSQL's NOTIFY is
    // asynchronous): within its second.
    await expect.poll(async () => (await setLimit()).statusCode, { timeout: 10_000 }).toBe(403);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/agents/${agent.id}/credit-limit`,
      headers: staff,
      payload: { creditLimit: 999 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(
      'Your role does not allow you to change credit and pay-later limits',
    );

    // A bad body is still 403 (the role is settled before the body is read).
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/agents/${agent.id}/credit-limit`,
      headers: staff,
      payload: { creditLimit: 'lots' },
    });
    expect(bad.statusCode).toBe(403);

    await setRoles(admin.id, ['finance']);
    await expect.poll(async () => (await setLimit()).statusCode, { timeout: 10_000 }).toBe(200);
  });

  it('refuses an agent (a staff permission is not an agency one)', async () => {
    const agent = await createAgentWithToken(t.deps);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/agents/${agent.id}/credit-limit`,
      headers: bearer(agent.token),
      payload: { creditLimit: 100 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('recordAudit', () => {
  it('stores only the changed fields, the actor by name, and goes with its transaction', async () => {
    const admin = await createTestAdmin(t.deps);
    const who = { actor: { kind: 'staff', adminId: admin.id } as const, ip: '10.1.2.3' };
    const object = { type: 'agent', id: crypto.randomUUID() };
    await t.deps.database.db.transaction(async (tx) => {
      await recordAudit(tx, who, {
        kind: 'agent.credit-limit',
        object,
        before: { creditLimit: 0, status: 'ok' },
        after: { creditLimit: 500, status: 'ok' },
        reason: 'Bank guarantee',
      });
    });
    await t.deps.database.db
      .transaction(async (tx) => {
        await recordAudit(tx, who, { kind: 'agent.credit-limit', object, before: {}, after: { x: 1 } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Nothing changed: no row.
    await recordAudit(t.deps.database.db, who, {
      kind: 'agent.status',
      object,
      before: { a: 1 },
      after: { a: 1 },
    });

    const rows = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectId, object.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorKind: 'staff',
      actorId: admin.id,
      actorName: 'Test Admin',
      kind: 'agent.credit-limit',
      before: { creditLimit: 0 },
      after: { creditLimit: 500 },
      reason: 'Bank guarantee',
      ip: '10.1.2.3',
    });
  });
});
