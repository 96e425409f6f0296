import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyRoleNames, can, permissionDenied, permissionsOf, type AgencyRole } from '@portal/domain';
import { createAgencyUser } from './modules/agency-users/agency-users.testing.ts';
import { auth, createAgentWithToken } from './modules/resellers/resellers.testing.ts';
import { registeredRoutes, type RegisteredRoute } from './plugins/auth.ts';
import { buildTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The authorization matrix of the agency roles (issue 32): every agent and reseller route, read from the
 * app's own route table with the permission it declares, called as a user of every role. A role without
 * the permission gets 403 naming it (before the body or the object is looked at); a role with it is
 * never refused for its role. No route of an agency's users goes without a declared permission.
 */
let t: TestApp;
const tokens = {} as Record<AgencyRole, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const agency = await createAgentWithToken(t.deps, { balance: 100_000 });
  tokens.owner = agency.token;
  for (const role of agencyRoleNames)
    if (role !== 'owner') tokens[role] = (await createAgencyUser(t.deps, agency.id, role)).token;
});
afterAll(() => t.close());

const agencyRoutes = () =>
  registeredRoutes.filter(
    // HEAD routes are the GET routes' own (same hooks; no body to read the message from).
    (r) =>
      r.method !== 'HEAD' && (r.auth === 'agent' || r.auth === 'reseller' || r.auth === 'agent-or-admin'),
  );
const errorOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { error?: string }).error;
  } catch {
    return undefined;
  }
};

const urlOf = (route: RegisteredRoute) =>
  route.url.replace(/:(\w+)/g, (_, name: string) =>
    /id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'x',
  );

describe('agency roles x every agent route', () => {
  it('every agent and reseller route declares a permission (or is its own account)', () => {
    const routes = agencyRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.permission && !r.ownAccount)).toEqual([]);
  });

  it('a role without the permission is refused with 403 naming it; a role with it is not refused for its role', async () => {
    const leaks: string[] = [];
    const wrongly: string[] = [];
    let refusals = 0;
    // Signing out ends the session every other call uses: it is called last.
    const routes = agencyRoutes().sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    for (const route of routes) {
      for (const role of agencyRoleNames) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `/api/v1${urlOf(route).slice('/api/v1'.length)}`,
          headers: auth(tokens[role]),
        });
        const denied =
          res.statusCode === 403 &&
          route.permission !== null &&
          errorOf(res.body) === permissionDenied(route.permission);
        const allowed = !route.permission || can(permissionsOf([role]), route.permission);
        if (!allowed && !denied) leaks.push(`${role} ${route.method} ${route.url}: ${res.statusCode}`);
        if (allowed && denied) wrongly.push(`${role} ${route.method} ${route.url}`);
        if (denied) refusals++;
      }
    }
    expect(leaks).toEqual([]);
    expect(wrongly).toEqual([]);
    // Not vacuous: the narrower roles are refused a good part of the routes.
    expect(refusals).toBeGreaterThan(100);
  });
});
