import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companyBankAccounts } from '@portal/db';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer, createTestAgent, multipart, SAMPLE_FILES } from '../modules/auth/auth.fixtures.ts';
import { createAgentWithToken, type TestAgent } from '../modules/resellers/resellers.testing.ts';
import { runAdminCommand } from './runner.ts';
import { removeServerFile, writeServerFile } from './server-file.ts';

/**
 * Every admin command that changes money or agents writes its audit row, in the transaction of the
 * change, with a system actor naming the operator (`cli:<OS user>`): the trail covers the command line
 * as it covers the back office (issue 33).
 */

const dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-audit-'));
let t: TestApp;
let bankId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  const [bank] = await t.deps.database.db
    .insert(companyBankAccounts)
    .values({
      bankName: 'CLI Audit Bank',
      accountName: 'Desert Rose Tourism LLC',
      accountNumber: `CA-${randomUUID()}`,
      iban: 'AE070331234567890123456',
      swiftCode: 'CABKAEAD',
      branchName: 'Main',
    })
    .returning();
  bankId = bank!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const OPERATOR = 'ops.nadia';
const run = (...argv: string[]) => runAdminCommand(t.deps, argv, OPERATOR);
const BY_CLI = { actorKind: 'system', actorId: null, actorName: `System (cli:${OPERATOR})`, ip: null };

const rowsOf = (objectType: string, objectId: string) =>
  t.deps.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, objectType), eq(auditEvents.objectId, objectId)))
    .orderBy(auditEvents.at);

async function reportDeposit(agent: TestAgent, amount: string): Promise<string> {
  const form = multipart(
    [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
    { amount, companyBankId: bankId, referenceNumber: `REF-${randomUUID().slice(0, 8)}` },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/wallets/deposit-requests/add',
    headers: { ...form.headers, ...bearer(agent.token), 'idempotency-key': randomUUID() },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

async function requestWithdrawal(agent: TestAgent, amount: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/wallets/withdraw-requests',
    headers: { ...bearer(agent.token), 'idempotency-key': randomUUID() },
    payload: {
      amount,
      isoCode: 'AE',
      bankName: 'Agent Payout Bank',
      branchName: 'Deira',
      accountHolderName: 'Payout Holder',
      accountNumber: '9876543210',
      ibanCode: 'AE070331234567890123456',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

describe('agent commands', () => {
  it('create, approve, module flags, configuration removal, password reset and pay-later limit: a row each', async () => {
    const email = `cli-audit-${randomUUID().slice(0, 8)}@example.test`;
    await run(
      'agents:create',
      email,
      '--company',
      'CLI Audit Travels',
      '--name',
      'Nadia Agent',
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
      '--status',
      'pending',
    );
    const [created] = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'agent.create'), eq(auditEvents.actorName, BY_CLI.actorName)));
    expect(created).toMatchObject({ ...BY_CLI, objectType: 'agent', before: null });
    expect(created?.after).toMatchObject({ email, status: 'pending', role: 'reseller' });
    const id = created!.objectId;

    await run('agents:approve', email);
    await run('agents:flags', email, 'showVisa=off');
    await run('agents:pay-later-limit', email, '1500');
    await run('agents:reset-password', email);
    await run('agents:flags', email, '--none');
    const rows = await rowsOf('agent', id);
    expect(rows.map((r) => r.kind)).toEqual([
      'agent.create',
      'agent.approve',
      'agent.modules',
      'agent.pay-later-limit',
      'agent.password-reset',
      'agent.modules',
    ]);
    for (const row of rows) expect(row).toMatchObject({ ...BY_CLI, agentId: id });
    expect(rows[1]).toMatchObject({ before: { status: 'pending' }, after: { status: 'ok' } });
    expect(rows[4]?.after).toMatchObject({ password: 'replaced' });
    expect(JSON.stringify(rows[4])).not.toMatch(/\$argon|hash/i);
    expect(rows[5]).toMatchObject({ after: null });
    expect(rows[5]?.before).toMatchObject({ showVisa: false });
  });

  it('a refused command leaves no row', async () => {
    const agent = await createTestAgent(t.deps, { status: 'ok' });
    await expect(run('agents:approve', agent.email)).resolves.toContain('already ok');
    await expect(
      run('wallet:debit', agent.email, '999999', '--reason', 'More than it has'),
    ).rejects.toThrow();
    expect(await rowsOf('agent', agent.id)).toEqual([]);
  });
});

describe('money commands', () => {
  it('wallet credit, credit limit, deposit and withdrawal decisions: a row each, with the reason', async () => {
    const agent = await createAgentWithToken(t.deps, { companyName: `CLI Money ${randomUUID()}` });
    await run('wallet:credit', agent.email, '500', '--reason', 'Bank transfer 4711');
    await run('wallet:credit-limit', agent.email, '2500');
    const confirmed = await reportDeposit(agent, '100');
    const cancelled = await reportDeposit(agent, '50');
    await run('deposits:confirm', confirmed);
    await run('deposits:cancel', cancelled, '--reason', 'No such transfer');
    const paid = await requestWithdrawal(agent, 40);
    const refused = await requestWithdrawal(agent, 30);
    await run('withdrawals:confirm', paid, '--reference', 'FT-CLI-1');
    await run('withdrawals:cancel', refused, '--reason', 'Wrong IBAN');

    // The agency's own requests are audited under its user; the command line's decisions under the operator.
    const rows = await t.deps.database.db.select().from(auditEvents).where(eq(auditEvents.agentId, agent.id));
    expect(
      rows
        .filter((r) => r.actorKind !== 'system')
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['deposit.bank-transfer', 'deposit.bank-transfer', 'withdrawal.request', 'withdrawal.request']);
    const all = rows.filter((r) => r.actorKind === 'system');
    const kinds = all.map((r) => r.kind).sort();
    expect(kinds).toEqual(
      [
        'agent.credit-limit',
        'deposit.cancel',
        'deposit.confirm',
        'wallet.credit',
        'withdrawal.cancel',
        'withdrawal.confirm',
      ].sort(),
    );
    for (const row of all) expect(row).toMatchObject(BY_CLI);
    const byKind = (k: string) => all.find((r) => r.kind === k);
    expect(byKind('wallet.credit')?.reason).toBe('Bank transfer 4711');
    expect(byKind('agent.credit-limit')).toMatchObject({
      before: { creditLimit: 0 },
      after: { creditLimit: 2500 },
    });
    expect(byKind('deposit.confirm')).toMatchObject({ objectId: confirmed, after: { status: 'confirmed' } });
    expect(byKind('deposit.cancel')).toMatchObject({ objectId: cancelled, reason: 'No such transfer' });
    expect(byKind('withdrawal.confirm')).toMatchObject({ objectId: paid, reason: 'Bank reference FT-CLI-1' });
    expect(byKind('withdrawal.cancel')).toMatchObject({ objectId: refused, reason: 'Wrong IBAN' });
  });

  it('a company markup set and removed on the command line: markup.set and markup.remove', async () => {
    const agent = await createTestAgent(t.deps, { status: 'ok' });
    await run('markups:company-set', agent.email, 'visa', 'percentage', '5');
    await run('markups:company-remove', agent.email, 'visa');
    const rows = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.agentId, agent.id), eq(auditEvents.actorName, BY_CLI.actorName)))
      .orderBy(auditEvents.at);
    expect(rows.map((r) => r.kind)).toEqual(['markup.set', 'markup.remove']);
    expect(rows[0]?.after).toMatchObject({ value: 5 });
    expect(rows[1]?.after).toBeNull();
  });

  it('a currency rate set on the command line names the operator', async () => {
    await run('rates:set', 'USD', '0.2801', '--confirm', 'Yearly check');
    const [row] = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, 'rate.set'), eq(auditEvents.actorName, BY_CLI.actorName)));
    expect(row).toMatchObject({ ...BY_CLI, objectId: 'USD', after: { rate: 0.2801 } });
  });
});

describe('the operator', () => {
  it('comes from the command line through the server transport, and an odd name reads unknown', async () => {
    const agent = await createTestAgent(t.deps, { status: 'pending' });
    const file = writeServerFile(dataDir, 1234, '127.0.0.1');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/cli',
        payload: { argv: ['agents:approve', agent.email], operator: 'remote.ops' },
        headers: { 'x-admin-cli-token': file.token },
      });
      expect(res.statusCode, res.body).toBe(200);
      await runAdminCommand(t.deps, ['agents:disable', agent.email], 'bad name; rm -rf');
    } finally {
      removeServerFile(dataDir);
    }
    const rows = await rowsOf('agent', agent.id);
    expect(rows.map((r) => [r.kind, r.actorName])).toEqual([
      ['agent.approve', 'System (cli:remote.ops)'],
      ['agent.disable', 'System (cli:unknown)'],
    ]);
  });
});
