import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginAnswer, adminMeAnswer, adminSignedIn } from '@portal/contracts';
import { admins, agentConfigurations, agents, mailOutbox } from '@portal/db';
import { runAdminCommand } from '../../cli/runner.ts';
import { removeServerFile, writeServerFile } from '../../cli/server-file.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  bearer,
  createTestAdmin,
  createTestAgent,
  signInAdmin,
  signInAgent,
  TEST_PASSWORD,
} from '../auth/auth.fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-cli-'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (...argv: string[]) => runAdminCommand(t.deps, argv);
async function failure(argv: string[]): Promise<AppError> {
  try {
    await run(...argv);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error(`expected ${argv.join(' ')} to fail`);
}
const statusOf = async (id: string) =>
  (await t.deps.database.db.select({ s: agents.status }).from(agents).where(eq(agents.id, id)))[0]?.s;

describe('admin sign-in', () => {
  it('answers the admin and a token (a role that moves no money signs in with its password alone)', async () => {
    const admin = await createTestAdmin(t.deps, TEST_PASSWORD, ['content']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const answer = adminSignedIn.parse(res.json()).admin;
    expect(answer).toMatchObject({
      _id: admin.id,
      name: 'Test Admin',
      email: admin.email,
      roles: ['content'],
      twoFactorRequired: false,
    });
    expect(answer.permissions).toContain('content.markups');
  });

  it('an administrator (its roles move money) is asked to set up two-factor sign-in, then holds every permission', async () => {
    const admin = await createTestAdmin(t.deps);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(adminLoginAnswer.parse(res.json())).toMatchObject({ status: 'two-factor', step: 'enrol' });
    const token = await signInAdmin(t.app, admin.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/me', headers: bearer(token) });
    const answer = adminMeAnswer.parse(me.json()).admin;
    expect(answer).toMatchObject({ roles: ['administrator'], twoFactorRequired: true });
    // An administrator holds every staff permission (the back office asks `can` with them).
    expect(answer.permissions).toContain('staff.manage');
  });

  it('refuses a wrong password, and an admin token is not an agent token', async () => {
    const admin = await createTestAdmin(t.deps);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email: admin.email, password: 'Wrong#pass1' },
    });
    expect(bad.statusCode).toBe(400);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/resellers/auth/getReseller',
      headers: bearer(await signInAdmin(t.app, admin.email)),
    });
    expect(me.statusCode).toBe(403);
  });
});

describe('agent commands', () => {
  it('lists agents, filtered by status', async () => {
    const pending = await createTestAgent(t.deps, { status: 'pending' });
    const all = await run('agents:list');
    expect(all).toContain(pending.email);
    const ok = await run('agents:list', '--status', 'ok');
    expect(ok).not.toContain(pending.email);
    expect((await failure(['agents:list', '--status', 'weird'])).message).toMatch(/Unknown status "weird"/);
  });

  it('approves a pending agent by e-mail or code and mails them', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const out = await run('agents:approve', String(agent.agentCode));
    expect(out).toContain('status pending -> ok');
    expect(await statusOf(agent.id)).toBe('ok');
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.email));
    expect(mails.map((m) => m.subject)).toContain('Your agent account has been approved');
    expect(await run('agents:approve', agent.email)).toContain('already ok');
  });

  it('disables an agent, ending its sessions, and enables it again', async () => {
    const agent = await createTestAgent(t.deps);
    const token = await signInAgent(t.app, agent.email);
    const out = await run('agents:disable', agent.email.toUpperCase());
    expect(out).toContain('status ok -> disabled');
    expect(out).toContain('Sessions ended: 1');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/resellers/auth/getReseller',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(401);
    expect((await failure(['agents:approve', agent.email])).message).toMatch(/use agents:enable/);
    expect(await run('agents:enable', agent.email)).toContain('status disabled -> ok');
  });

  it('reports unknown agents and missing arguments', async () => {
    const missing = await failure(['agents:approve', 'nobody@example.test']);
    expect(missing.code).toBe('NOT_FOUND');
    expect((await failure(['agents:approve'])).message).toMatch(/Usage: npm run admin -- agents:approve/);
    expect((await failure(['agents:nonsense'])).message).toMatch(/Unknown command "agents:nonsense"/);
  });

  it('sets module flags, creates a missing configuration and deletes it with --none', async () => {
    const agent = await createTestAgent(t.deps, { flags: null });
    const created = await run('agents:flags', agent.email, 'showHotel=off', 'showvisa=on');
    expect(created).toContain('showHotel: missing -> off');
    const flagsOf = async () =>
      (
        await t.deps.database.db
          .select()
          .from(agentConfigurations)
          .where(eq(agentConfigurations.agentId, agent.id))
      )[0];
    // Only the named module opens: the unlisted flags of a new configuration are off (issue 30).
    expect(created).toContain('configuration created (unlisted flags off)');
    expect(await flagsOf()).toMatchObject({
      showHotel: false,
      showVisa: true,
      showFlight: false,
      showAttraction: false,
      showA2a: false,
      showQuotaion: false,
      showInsurance: false,
    });
    const changed = await run('agents:flags', agent.email, 'showFlight=on');
    expect(changed).toContain('showFlight: off -> on');
    expect(changed).not.toContain('showHotel');
    expect((await failure(['agents:flags', agent.email, 'showCars=on'])).message).toMatch(
      /Unknown flag "showCars"/,
    );
    expect((await failure(['agents:flags', agent.email, 'showHotel=maybe'])).message).toMatch(/showHotel=on/);
    expect(await run('agents:flags', agent.email, '--none')).toContain('no configuration');
    expect(await flagsOf()).toBeUndefined();
  });

  it('resets a password, printing it once, and ends sessions', async () => {
    const agent = await createTestAgent(t.deps);
    await signInAgent(t.app, agent.email);
    const out = await run('agents:reset-password', agent.email);
    const password = /shown only once\): (\S+)/.exec(out)?.[1] ?? '';
    expect(out).toContain('sessions ended: 1');
    await signInAgent(t.app, agent.email, password);
  });

  it('creates an admin who can sign in, and refuses duplicates and weak passwords', async () => {
    const out = await run('admins:create', 'Staff@Example.test', 'Mona', 'Said', '--password', 'Staff#pass1');
    expect(out).toBe('Admin staff@example.test (Mona Said) created with roles: administrator');
    const [row] = await t.deps.database.db
      .select()
      .from(admins)
      .where(eq(admins.email, 'staff@example.test'));
    expect(row?.name).toBe('Mona Said');
    expect(
      (await failure(['admins:create', 'staff@example.test', 'X', '--password', 'Staff#pass1'])).message,
    ).toMatch(/already exists/);
    expect((await failure(['admins:create', 'new@example.test', 'X', '--password', 'weak'])).message).toMatch(
      /at least 8/,
    );
    expect(
      (await failure(['admins:create', 'new@example.test', 'X', '--password', 'Password1!'])).message,
    ).toMatch(/too easy to guess/);
    expect((await failure(['admins:create', 'not-an-email', 'X'])).message).toMatch(/not a valid e-mail/);
    expect(await run('admins:create', 'gen@example.test', 'Generated')).toMatch(
      /Password \(shown only once\)/,
    );
  });

  it('prints help', async () => {
    const help = await run('help');
    expect(help).toContain('agents:approve <email|agentCode>');
    expect(help).toContain('admins:create');
  });
});

describe('command transport (/admin/cli)', () => {
  const call = (token: string | undefined, argv: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/cli',
      payload: { argv },
      headers: token ? { 'x-admin-cli-token': token } : {},
    });

  it('refuses a request without the server token', async () => {
    expect((await call(undefined, ['agents:list'])).statusCode).toBe(401);
    const file = writeServerFile(dataDir, 1234, '127.0.0.1');
    try {
      // Change the last character to a different one so the token is always wrong.
      const last = file.token.slice(-1) === '0' ? '1' : '0';
      const res = await call(`${file.token.slice(0, -1)}${last}`, ['agents:list']);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    } finally {
      removeServerFile(dataDir);
    }
  });

  it('runs the command with the token of server.json and answers errors as envelopes', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const file = writeServerFile(dataDir, 1234, '0.0.0.0');
    try {
      const ok = await call(file.token, ['agents:approve', agent.email]);
      expect(ok.statusCode).toBe(200);
      expect(ok.json<{ output: string }>().output).toContain('status pending -> ok');
      const bad = await call(file.token, ['agents:approve', 'nobody@example.test']);
      expect(bad.statusCode).toBe(404);
      expect(bad.json()).toMatchObject({ error: 'Agent "nobody@example.test" not found' });
    } finally {
      removeServerFile(dataDir);
    }
    // Once the file is gone, the old token no longer works.
    expect((await call(file.token, ['agents:list'])).statusCode).toBe(401);
  });
});
