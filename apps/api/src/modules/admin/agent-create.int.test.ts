import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyUsers, agentConfigurations, agents, mailOutbox } from '@portal/db';
import { runAdminCommand } from '../../cli/runner.ts';
import { removeServerFile, writeServerFile } from '../../cli/server-file.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createTestAgent, signInAgent } from '../auth/auth.fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-agent-create-'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'Created#2026pass';
const newEmail = () => `created-${randomBytes(4).toString('hex')}@example.test`;

/** The agency options of a complete `agents:create` line. */
const agency = [
  '--company',
  'Palm Routes LLC',
  '--name',
  'Huda Operator',
  '--address',
  'Office 9, Khalid Bin Waleed Road, Dubai',
  '--country',
  'ae',
  '--city',
  'Dubai',
  '--designation',
  'Director',
  '--phone',
  '+971 50 444 5555',
];

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

const db = () => t.deps.database.db;
const agentRow = async (email: string) =>
  (await db().select().from(agents).where(eq(agents.email, email)))[0];
const configOf = async (id: string) =>
  (await db().select().from(agentConfigurations).where(eq(agentConfigurations.agentId, id)))[0];
const agentCount = async () => (await db().select({ id: agents.id }).from(agents)).length;

describe('agents:create', () => {
  it('opens an approved reseller who signs in at once, with the flags given and a welcome mail', async () => {
    const email = newEmail();
    const out = await run(
      'agents:create',
      email.toUpperCase(),
      ...agency,
      '--password',
      PASSWORD,
      'showVisa=off',
    );
    const row = await agentRow(email);
    expect(row).toMatchObject({
      role: 'reseller',
      status: 'ok',
      parentId: null,
      companyName: 'Palm Routes LLC',
      countryIsocode: 'AE',
      whatsappNumber: '+971 50 444 5555',
    });
    expect(out).toContain(`Agent ${row?.agentCode} ${email} (Palm Routes LLC) created: reseller, status ok`);
    expect(out).toContain('showVisa=off');
    expect(out).not.toContain('Password');
    expect(await configOf(row?.id ?? '')).toMatchObject({ showVisa: false, showHotel: true });
    const token = await signInAgent(t.app, email, PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/resellers/auth/getReseller',
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({ email, status: 'ok', configuration: { showVisa: false } });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(`agent code ${row?.agentCode}`)]);
    expect(mails[0]?.text).not.toContain(PASSWORD);
  });

  it('prints a generated password once; --status pending gives the verification link; --none no configuration', async () => {
    const email = newEmail();
    const out = await run('agents:create', email, ...agency, '--status', 'pending', '--none');
    const row = await agentRow(email);
    expect(row?.status).toBe('pending');
    expect(out).toContain('modules: no configuration (entry denied)');
    expect(out).toContain(`/verification/${row?.agentCode}/${row?.randomString}`);
    const password = /Password \(shown only once\): (\S+)/.exec(out)?.[1] ?? '';
    expect(password).toHaveLength(16);
    expect(await configOf(row?.id ?? '')).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/resellers/auth/login',
      payload: { email, password },
    });
    expect(login.json()).toMatchObject({ status: 'pending', agentCode: row?.agentCode });
  });

  it('creates a sub-agent under an active reseller, with no module the parent lacks', async () => {
    const parent = await createTestAgent(t.deps, { flags: { showFlight: false } });
    const email = newEmail();
    const out = await run(
      'agents:create',
      email,
      ...agency,
      '--parent',
      String(parent.agentCode),
      'showHotel=off',
    );
    const row = await agentRow(email);
    expect(row).toMatchObject({ role: 'sub-agent', status: 'ok', parentId: parent.id });
    expect(out).toContain(`sub-agent of Agent ${parent.agentCode}`);
    // Unlisted flags follow the parent; the one listed is off.
    expect(await configOf(row?.id ?? '')).toMatchObject({
      showFlight: false,
      showHotel: false,
      showVisa: true,
    });

    const refused = await failure([
      'agents:create',
      newEmail(),
      ...agency,
      '--parent',
      parent.email,
      'showFlight=on',
    ]);
    expect(refused.message).toMatch(/showFlight=on is not possible: the parent .* has showFlight off/);
    const pending = await failure([
      'agents:create',
      newEmail(),
      ...agency,
      '--parent',
      parent.email,
      '--status',
      'pending',
    ]);
    expect(pending.message).toMatch(/A sub-agent is never pending/);
    const ofSub = await failure(['agents:create', newEmail(), ...agency, '--parent', email]);
    expect(ofSub.message).toMatch(/is a sub-agent; sub-agents are created under a reseller/);
    const disabled = await createTestAgent(t.deps, { status: 'disabled' });
    expect(
      (await failure(['agents:create', newEmail(), ...agency, '--parent', disabled.email])).message,
    ).toMatch(/has status disabled/);
    expect(
      (await failure(['agents:create', newEmail(), ...agency, '--parent', 'nobody@example.test'])).code,
    ).toBe('NOT_FOUND');
  });

  it('welcomes in --language ar in Arabic; a sub-agent starts in its parent owner language (issue 35)', async () => {
    const email = newEmail();
    const out = await run('agents:create', email, ...agency, '--password', PASSWORD, '--language', 'ar');
    expect(out).toContain(`welcome mail queued to ${email} (in ar)`);
    const [user] = await db().select().from(agencyUsers).where(eq(agencyUsers.email, email));
    expect(user?.language).toBe('ar');
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.subject).toMatch(/^حساب الوكيل الخاص بكم لدى .+: رمز الوكيل \u2068\d+\u2069$/);
    expect(mail?.text).toContain('لشركة \u2068Palm Routes LLC\u2069');
    expect(mail?.text).toMatch(/رابط الدخول: https?:\/\/\S+\/login$/);
    expect(mail?.html).toMatch(/<html[^>]* lang="ar" dir="rtl"/);

    const subEmail = newEmail();
    await run('agents:create', subEmail, ...agency, '--password', PASSWORD, '--parent', email);
    const [sub] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, subEmail));
    expect(sub?.subject).toMatch(/^حساب الوكيل الخاص بكم لدى /);

    const bad = await failure(['agents:create', newEmail(), ...agency, '--language', 'fr']);
    expect(bad.message).toContain('--language must be en (English) or ar (Arabic), not "fr"');
  });

  it('refuses bad input with a clear message and the usage, writing nothing', async () => {
    const before = await agentCount();
    const missing = await failure(['agents:create', newEmail(), '--company', 'Only Company LLC']);
    expect(missing.code).toBe('BAD_REQUEST');
    expect(missing.message).toContain('--name: Name is required');
    expect(missing.message).toContain('--address: Address is required');
    expect(missing.message).toContain('--phone: Enter a valid phone number');
    // The WhatsApp number defaults to --phone: its problem is not reported twice.
    expect(missing.message).not.toContain('--whatsapp');
    expect(missing.message).toContain('Usage: npm run admin -- agents:create <email>');

    const cases: [string[], RegExp][] = [
      [['agents:create'], /Give the e-mail address/],
      [['agents:create', 'not-an-email', ...agency], /Enter a valid e-mail address/],
      [
        ['agents:create', newEmail(), ...agency, '--password', 'weak'],
        /--password: Password must be at least 8/,
      ],
      [
        ['agents:create', newEmail(), ...agency, '--password', 'Password#1'],
        /--password: This password is too easy to guess/,
      ],
      [
        ['agents:create', newEmail(), ...agency, '--country', 'ZZ'],
        /--country: no country with the code "ZZ"/,
      ],
      [['agents:create', newEmail(), ...agency, '--compnay', 'Typo LLC'], /Unknown option --compnay/],
      [['agents:create', newEmail(), ...agency, '--status', 'disabled'], /--status must be ok .* or pending/],
      [['agents:create', newEmail(), ...agency, 'showHotel=maybe'], /showHotel=on/],
      [['agents:create', newEmail(), ...agency, 'showCars=on'], /Unknown flag "showCars"/],
      [['agents:create', newEmail(), ...agency, '--none', 'showHotel=off'], /--none cannot be combined/],
      [
        ['agents:create', newEmail(), ...agency, '--whatsapp', '12'],
        /--whatsapp: Enter a valid WhatsApp number/,
      ],
      [['agents:create', newEmail(), ...agency, '--password'], /--password needs a value/],
    ];
    for (const [argv, message] of cases) {
      const err = await failure(argv);
      expect(err.code, argv.join(' ')).toBe('BAD_REQUEST');
      expect(err.message, argv.join(' ')).toMatch(message);
    }
    expect(await agentCount()).toBe(before);
  });

  it('refuses an e-mail address that is taken, in any letter case', async () => {
    const existing = await createTestAgent(t.deps);
    const before = await agentCount();
    const err = await failure([
      'agents:create',
      existing.email.toUpperCase(),
      ...agency,
      '--password',
      PASSWORD,
    ]);
    expect(err.message).toMatch(`An agent with e-mail ${existing.email} already exists`);
    expect(await agentCount()).toBe(before);
  });

  it('runs through the command transport of a running server (what the command line and e2e fixtures use)', async () => {
    const file = writeServerFile(dataDir, 1234, '127.0.0.1');
    try {
      const email = newEmail();
      const call = (argv: string[]) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/cli',
          payload: { argv },
          headers: { 'x-admin-cli-token': file.token },
        });
      const ok = await call(['agents:create', email, ...agency, '--password', PASSWORD]);
      expect(ok.statusCode).toBe(200);
      expect(ok.json<{ output: string }>().output).toMatch(/^Agent \d+ .* created: reseller, status ok/);
      await signInAgent(t.app, email, PASSWORD);
      const again = await call(['agents:create', email, ...agency, '--password', PASSWORD]);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: expect.stringContaining('already exists') as string });
    } finally {
      removeServerFile(dataDir);
    }
  });
});
