import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, type DbHandle } from '@portal/db';
import { AGENT_COMMANDS } from '../modules/admin/agent-commands.ts';
import { HOME_COMMANDS } from '../modules/home/home.admin.ts';
import { bearer, createTestAgent, signInAgent, TEST_PASSWORD } from '../modules/auth/auth.fixtures.ts';
import { CHANGE_CHECK_MS } from '../lib/change-feed.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { afterOtherProcessChange, withTwoNodes } from '../testing/second-node.ts';
import { cliActor } from '../audit/index.ts';

const ME = '/api/v1/b2b/resellers/auth/getReseller';
const me = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: ME, headers: bearer(token) });
const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

/** Revokes a session the way another process would: plain SQL, nothing of this process is told. */
async function revokeElsewhere(database: DbHandle, token: string) {
  await database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionIdOf(token)));
}

describe('cached callers on one node', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves a signed-in caller from memory: a revocation that bypasses the counter is not seen', async () => {
    const token = await signInAgent(t.app, (await createTestAgent(t.deps)).email);
    expect((await me(t, token)).statusCode).toBe(200);
    // Without its trigger the revocation moves no counter: the cached caller is still served,
    // which shows that the request did not read the session row.
    await t.deps.database.db.execute(sql`alter table sessions disable trigger sessions_changed`);
    try {
      await revokeElsewhere(t.deps.database, token);
    } finally {
      await t.deps.database.db.execute(sql`alter table sessions enable trigger sessions_changed`);
    }
    expect((await me(t, token)).statusCode).toBe(200);
    // Any counted change of the auth tables empties the cache; the session is then read and refused.
    await t.deps.database.db.execute(sql`update sessions set revoked_at = revoked_at where false`);
    await afterOtherProcessChange(t.deps.database);
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('refuses a token at once after its logout', async () => {
    const token = await signInAgent(t.app, (await createTestAgent(t.deps)).email);
    expect((await me(t, token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/resellers/auth/logout',
      headers: bearer(token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('refuses every token of an agent at once when the admin command line disables it', async () => {
    const agent = await createTestAgent(t.deps);
    const tokens = [await signInAgent(t.app, agent.email), await signInAgent(t.app, agent.email)];
    for (const token of tokens) expect((await me(t, token)).statusCode).toBe(200);
    const disable = AGENT_COMMANDS.find((c) => c.name === 'agents:disable');
    await disable?.run(t.deps, { positional: [agent.email], flags: {} }, cliActor('test'));
    for (const token of tokens) expect((await me(t, token)).statusCode).toBe(401);
  });

  it('ends the other sessions at once on a password change and keeps the one that changed it', async () => {
    const agent = await createTestAgent(t.deps);
    const mine = await signInAgent(t.app, agent.email);
    const other = await signInAgent(t.app, agent.email);
    expect((await me(t, other)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/auth/update/password',
      headers: bearer(mine),
      payload: {
        oldPassword: TEST_PASSWORD,
        newPassword: 'Quartz-Lantern#2027',
        confirmPassword: 'Quartz-Lantern#2027',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(t, other)).statusCode).toBe(401);
    expect((await me(t, mine)).statusCode).toBe(200);
  });

  it('serves a second app instance on the same database the revocation', async () => {
    const second = await buildTestApp({ database: t.deps.database });
    try {
      const token = await signInAgent(t.app, (await createTestAgent(t.deps)).email);
      expect((await me(second, token)).statusCode).toBe(200);
      await revokeElsewhere(t.deps.database, token);
      await afterOtherProcessChange(t.deps.database);
      expect((await me(second, token)).statusCode).toBe(401);
      expect((await me(t, token)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

// Two nodes as in production: separate connection pools, caches and LISTEN connections on one
// PostgreSQL database. The revocation is plain SQL from a third connection, as from another process.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'cached callers on two nodes of one PostgreSQL database',
  () => {
    let a: TestApp;
    let b: TestApp;
    let writer: DbHandle;
    withTwoNodes((nodes) => ({ a, b, writer } = nodes));

    it('refuses a token revoked elsewhere within the documented bound on both nodes', async () => {
      const token = await signInAgent(a.app, (await createTestAgent(a.deps)).email);
      expect((await me(a, token)).statusCode).toBe(200);
      expect((await me(b, token)).statusCode).toBe(200);
      await revokeElsewhere(writer, token);
      // The bound: counters older than CHANGE_CHECK_MS are read again (NOTIFY usually comes first).
      await sleep(CHANGE_CHECK_MS + 100);
      expect((await me(a, token)).statusCode).toBe(401);
      expect((await me(b, token)).statusCode).toBe(401);
    });

    it('shows a rate set on one node on the other right after', async () => {
      const usd = async (t: TestApp) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/home/initial-data' });
        const body = res.json<{ currencies: { isocode: string; conversionRate: number }[] }>();
        return body.currencies.find((c) => c.isocode === 'USD')?.conversionRate;
      };
      await usd(a);
      await usd(b);
      const setRate = HOME_COMMANDS.find((c) => c.name === 'rates:set');
      await setRate?.run(a.deps, { positional: ['USD', '0.2777'], flags: {} }, cliActor('test'));
      expect(await usd(a)).toBe(0.2777);
      await sleep(CHANGE_CHECK_MS + 100);
      expect(await usd(b)).toBe(0.2777);
    });
  },
);
