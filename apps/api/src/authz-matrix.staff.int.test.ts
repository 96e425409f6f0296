import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditEvents } from '@portal/db';
import { can, permissionDenied, permissionsOf, staffRoleNames, type StaffRole } from '@portal/domain';
import { bearer, createTestAdmin, signInAdmin } from './modules/auth/auth.fixtures.ts';
import { registeredRoutes, type RegisteredRoute } from './plugins/auth.ts';
import { buildTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The staff half of the authorization matrix (issue 33): every staff route (read from the app's own route
 * table, with the permission it declares) called as a member of staff of every role. A role the policy
 * allows is never refused (not 403); any other gets 403 with the permission's message, and nothing changes.
 */

let t: TestApp;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of staffRoleNames) {
    const admin = await createTestAdmin(t.deps);
    await t.deps.database.db
      .update(admins)
      .set({ roles: [role] })
      .where(eq(admins.id, admin.id));
    tokens.set(role, await signInAdmin(t.app, admin.email));
  }
});
afterAll(() => t.close());

const staffRoutes = (): RegisteredRoute[] => registeredRoutes.filter((r) => r.auth === 'admin');

const PARAMS: Record<string, string> = { product: 'attraction', isocode: 'USD' };
const urlOf = (route: RegisteredRoute) =>
  route.url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? randomUUID());

const auditRows = async () => (await t.deps.database.db.select({ n: count() }).from(auditEvents))[0]?.n ?? 0;

describe('every staff route x every staff role', () => {
  it('declares a permission on every staff route (the auth hook refuses to register one without)', () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // Every /api/v1/admin route but the sign-in (and its two-factor step), the invitation and the command
    // line is a staff route.
    const admin = registeredRoutes.filter((r) => r.url.startsWith('/api/v1/admin/') && r.auth !== 'admin');
    expect(admin.map((r) => r.url).sort()).toEqual([
      '/api/v1/admin/auth/invitation',
      '/api/v1/admin/auth/login',
      '/api/v1/admin/auth/two-factor/challenge/enrol',
      '/api/v1/admin/auth/two-factor/challenge/verify',
      '/api/v1/admin/cli',
    ]);
  });

  for (const role of staffRoleNames) {
    it(`${role}: allowed routes are not refused, the others are refused with the role's message`, async () => {
      const granted = permissionsOf([role]);
      const token = tokens.get(role)!;
      const problems: string[] = [];
      const before = await auditRows();
      for (const route of staffRoutes().filter((r) => !can(granted, r.permission!))) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route),
          headers: { ...bearer(token), 'idempotency-key': randomUUID() },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        // A HEAD answer has no body: its status says it.
        const error =
          res.statusCode !== 403
            ? null
            : route.method === 'HEAD'
              ? permissionDenied(route.permission!)
              : (JSON.parse(res.body || '{}') as { error?: string }).error;
        if (error !== permissionDenied(route.permission!))
          problems.push(`${route.method} ${route.url}: ${res.statusCode} ${error ?? res.body.slice(0, 80)}`);
      }
      expect(await auditRows()).toBe(before);
      for (const route of staffRoutes().filter((r) => can(granted, r.permission!))) {
        // Staff routes that change something are not called here with a working body: allowed ones get a
        // 400/404 for the made-up object, never a 403. The sign-out is left for last.
        if (route.url === '/api/v1/admin/auth/logout') continue;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route),
          headers: { ...bearer(token), 'idempotency-key': randomUUID() },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (res.statusCode === 403 || res.statusCode === 401 || res.statusCode >= 500)
          problems.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
