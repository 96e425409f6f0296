import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentConfigurations, clientMarkups, queryRows } from '@portal/db';
import { MODULES, moduleByName, type ModuleFlag, type ModuleName } from '@portal/domain';
import { systemActor } from './audit/index.ts';
import { setAgentFlags } from './modules/admin/agent-flags.service.ts';
import { auth, createAgentWithToken, createSubAgentOf } from './modules/resellers/resellers.testing.ts';
import { registeredRoutes } from './plugins/auth.ts';
import { buildTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The module guard (module registry + plugins/auth.ts), probed on every route of every module from the
 * app's own route table: an agent without the module, or a sub-agent whose parent lacks it, gets 403
 * with the module's message on each, before its body is read, and nothing is created or charged.
 */

let t: TestApp;
const allOn = Object.fromEntries(MODULES.map((m) => [m.flag, true])) as Record<ModuleFlag, boolean>;
const without = (flag: ModuleFlag) => ({ ...allOn, [flag]: false });

const moduleRoutes = () =>
  registeredRoutes.filter(
    // HEAD is the GET route's own answer without a body (Fastify adds it).
    (r) => r.module !== null && r.auth !== 'public' && r.auth !== 'admin' && r.method !== 'HEAD',
  );

/** Rows that a booking, a payment, an application, a quotation or a markup would add. */
async function footprint(): Promise<string> {
  const tables = [
    'booking_orders',
    'ledger_entries',
    'wallet_holds',
    'visa_applications',
    'quotations',
    'client_markups',
    'sub_agent_markups',
    'payments',
    'idempotency_keys',
  ];
  const counts: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    counts.push(`${table}=${row?.n}`);
  }
  return counts.join(' ');
}

const call = (method: string, url: string, token: string) =>
  t.app.inject({
    method: method as 'GET',
    url: url.replace(/:[A-Za-z]+/g, () => randomUUID()),
    headers: { ...auth(token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    // A body that would pass no route's validation: the guard must answer before it is read.
    payload: method === 'GET' || method === 'DELETE' ? undefined : '{"not":"valid"',
  });

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t?.close());

describe('module guard', () => {
  it('knows a module for the product routes of every module', () => {
    const modules = new Set(moduleRoutes().map((r) => r.module));
    expect([...modules].sort()).toEqual(MODULES.map((m) => m.name).sort());
    expect(moduleRoutes().length).toBeGreaterThan(80);
  });

  it.each(MODULES.map((m) => [m.name, m.flag] as [ModuleName, ModuleFlag]))(
    'refuses every %s route to an agent without %s, and to a sub-agent whose parent lacks it',
    async (name, flag) => {
      const reseller = await createAgentWithToken(t.deps, { flags: without(flag), balance: 1_000_000 });
      const otherParent = await createAgentWithToken(t.deps, { flags: without(flag) });
      // The sub-agent's own row says on (as an old configuration might): the parent's flag still rules.
      const sub = await createSubAgentOf(t.deps, otherParent, { flags: allOn, balance: 1_000_000 });
      const before = await footprint();
      const problems: string[] = [];
      for (const route of moduleRoutes().filter((r) => r.module === name)) {
        const callers = route.auth === 'reseller' ? [reseller] : [reseller, sub];
        for (const caller of callers) {
          const res = await call(route.method, route.url, caller.token);
          const message = res.json<{ error?: string }>().error;
          if (res.statusCode !== 403 || message !== moduleByName(name).denied)
            problems.push(
              `${route.method} ${route.url} as ${caller === sub ? 'sub-agent' : 'reseller'}: ${res.statusCode} ${message}`,
            );
        }
      }
      expect(problems).toEqual([]);
      expect(await footprint()).toBe(before);
    },
    120_000,
  );

  it('lets an agent with the module in, and follows a flag switched on or off at once', async () => {
    const agent = await createAgentWithToken(t.deps, { flags: without('showHotel') });
    const suggestions = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/b2b/hotels/availabilities/search/suggestions?search=dubai',
        headers: auth(agent.token),
      });
    expect((await suggestions()).statusCode).toBe(403);
    await setAgentFlags(t.deps, agent.id, { showHotel: true }, systemActor('test'));
    expect((await suggestions()).statusCode).toBe(200);
    await setAgentFlags(t.deps, agent.id, { showHotel: false }, systemActor('test'));
    const closed = await suggestions();
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ error: 'Hotels are not enabled for your account' });
  });

  it('closes a sub-agent the moment its parent loses the module', async () => {
    const parent = await createAgentWithToken(t.deps, { flags: allOn });
    const sub = await createSubAgentOf(t.deps, parent, { flags: allOn });
    const dates = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/b2b/a2a/date', headers: auth(sub.token) });
    expect((await dates()).statusCode).toBe(200);
    await t.deps.database.db
      .update(agentConfigurations)
      .set({ showA2a: false })
      .where(sql`${agentConfigurations.agentId} = ${parent.id}`);
    // A write outside the services (which note it on their node at once) reaches the cached caller
    // through the 'auth' counter: PostgreSQL's NOTIFY or the feed's check within a second.
    await expect.poll(async () => (await dates()).statusCode, { timeout: 10_000 }).toBe(403);
    expect((await dates()).json()).toMatchObject({ error: 'A2A is not enabled for your account' });
  });

  it('an agent without any configuration is refused every module', async () => {
    const denied = await createAgentWithToken(t.deps, { flags: null });
    for (const url of [
      '/api/v1/b2b/hotels/availabilities/search/suggestions?search=dub',
      '/api/v1/b2b/insurance/all',
      '/api/v1/b2b/flight/bookings/list/all',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(denied.token) });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('the shared markup delete removes nothing of a module the caller lacks', async () => {
    const agent = await createAgentWithToken(t.deps, { flags: without('showHotel') });
    const [row] = await t.deps.database.db
      .insert(clientMarkups)
      .values({ agentId: agent.id, product: 'hotel', itemId: null, type: 'percentage', value: 5 })
      .returning();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/b2b/resellers/client/markup/delete/${row!.id}`,
      headers: auth(agent.token),
    });
    expect(res.statusCode).toBe(404);
    const left = await t.deps.database.db
      .select()
      .from(clientMarkups)
      .where(sql`${clientMarkups.id} = ${row!.id}`);
    expect(left).toHaveLength(1);
  });
});
