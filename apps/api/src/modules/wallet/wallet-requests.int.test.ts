import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDepositActionAnswer,
  adminDepositsAnswer,
  adminWithdrawalActionAnswer,
  adminWithdrawalsAnswer,
  walletBalanceAnswer,
  type WalletBalanceAnswer,
} from '@portal/contracts';
import { companyBankAccounts, mailOutbox } from '@portal/db';
import { runAdminCommand } from '../../cli/runner.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createTestAdmin, multipart, SAMPLE_FILES, signInAdmin } from '../auth/auth.fixtures.ts';
import { createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';

let t: TestApp;
let adminToken: string;
let adminName: string;
let bankId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestAdmin(t.deps);
  adminName = admin.name;
  adminToken = await signInAdmin(t.app, admin.email);
  const [bank] = await t.deps.database.db
    .insert(companyBankAccounts)
    .values({
      bankName: 'Requests Test Bank',
      accountName: 'Desert Rose Tourism LLC',
      accountNumber: `RQ-${randomUUID()}`,
      iban: 'AE070331234567890123456',
      swiftCode: 'RQBKAEAD',
      branchName: 'Main',
    })
    .returning();
  bankId = bank!.id;
});
afterAll(() => t.close());

const key = () => `test-${randomUUID()}`;
const PAID = { paymentReference: 'FT26112800123' };

const asAdmin = (method: 'GET' | 'POST', url: string, options: { payload?: object; key?: string } = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(adminToken), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });

async function balanceOf(agent: TestAgent): Promise<WalletBalanceAnswer> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/b2b/transactions/balance',
    headers: bearer(agent.token),
  });
  expect(res.statusCode).toBe(200);
  return walletBalanceAnswer.parse(res.json());
}

/** The agent reports a bank transfer through its own route (multipart with a receipt). */
async function reportDeposit(
  agent: TestAgent,
  amount: string,
  reference = `REF-${randomUUID().slice(0, 8)}`,
) {
  const form = multipart(
    [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
    { amount, companyBankId: bankId, referenceNumber: reference },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/wallets/deposit-requests/add',
    headers: { ...form.headers, ...bearer(agent.token), 'idempotency-key': key() },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json<{ id: string }>().id, reference };
}

async function requestWithdrawal(agent: TestAgent, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/wallets/withdraw-requests',
    headers: { ...bearer(agent.token), 'idempotency-key': key() },
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

describe('GET /admin/wallets/deposits', () => {
  it('lists pending deposits newest first with the agent, bank, reference and a receipt link', async () => {
    const agent = await createAgentWithToken(t.deps, { companyName: `Listing Travels ${randomUUID()}` });
    const first = await reportDeposit(agent, '10');
    const second = await reportDeposit(agent, '20.50');
    const res = await asAdmin('GET', `/admin/wallets/deposits?search=${agent.agentCode}`);
    expect(res.statusCode).toBe(200);
    const body = adminDepositsAnswer.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.deposits.map((d) => d.id)).toEqual([second.id, first.id]);
    const [latest] = body.deposits;
    expect(latest).toMatchObject({
      agent: { id: agent.id, agentCode: agent.agentCode },
      method: 'bank_transfer',
      status: 'pending',
      amount: 20.5,
      referenceNumber: second.reference,
      companyBank: { id: bankId, bankName: 'Requests Test Bank' },
      resolvedBy: null,
    });
    // The receipt opens without the staff token (a new browser tab).
    const receipt = await t.app.inject({ method: 'GET', url: latest!.receiptUrl! });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('searches by reference and company, pages, and filters by status', async () => {
    const agent = await createAgentWithToken(t.deps, { companyName: `Searchable_Co ${randomUUID()}` });
    const { reference } = await reportDeposit(agent, '11');
    await reportDeposit(agent, '12');
    const byRef = adminDepositsAnswer.parse(
      (await asAdmin('GET', `/admin/wallets/deposits?search=${reference}`)).json(),
    );
    expect(byRef.deposits.map((d) => d.referenceNumber)).toEqual([reference]);
    const page = adminDepositsAnswer.parse(
      (await asAdmin('GET', `/admin/wallets/deposits?search=Searchable_Co&limit=1&skip=1`)).json(),
    );
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.deposits).toHaveLength(1);
    // "_" is a literal, not a LIKE wildcard.
    const wildcard = adminDepositsAnswer.parse(
      (await asAdmin('GET', `/admin/wallets/deposits?search=Searchable%25Co`)).json(),
    );
    expect(wildcard.total).toBe(0);
    const confirmed = adminDepositsAnswer.parse(
      (await asAdmin('GET', `/admin/wallets/deposits?status=confirmed&search=${agent.agentCode}`)).json(),
    );
    expect(confirmed.total).toBe(0);
  });

  it('answers 400 for a bad filter, 401 without a token and 403 to an agent', async () => {
    expect((await asAdmin('GET', '/admin/wallets/deposits?status=weird')).statusCode).toBe(400);
    const tooMany = await asAdmin('GET', '/admin/wallets/deposits?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ error: string }>().error).toMatch(/limit/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/wallets/deposits' })).statusCode).toBe(
      401,
    );
    const agent = await createAgentWithToken(t.deps);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/wallets/deposits',
      headers: bearer(agent.token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /admin/wallets/deposits/:id/confirm', () => {
  it('credits the wallet exactly once: a replay answers the same, a new key answers 409', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 5_000 });
    const { id } = await reportDeposit(agent, '125.40');
    expect((await balanceOf(agent)).balance).toBe(50);

    const k = key();
    const first = await asAdmin('POST', `/admin/wallets/deposits/${id}/confirm`, { key: k });
    expect(first.statusCode, first.body).toBe(200);
    const answer = adminDepositActionAnswer.parse(first.json());
    expect(answer.deposit).toMatchObject({
      id,
      status: 'confirmed',
      resolvedBy: { kind: 'admin', name: adminName },
    });
    expect(answer.message).toMatch(/credited/);
    expect((await balanceOf(agent)).balance).toBe(175.4);

    const replay = await asAdmin('POST', `/admin/wallets/deposits/${id}/confirm`, { key: k });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    const again = await asAdmin('POST', `/admin/wallets/deposits/${id}/confirm`, { key: key() });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toMatch(/already confirmed/);
    expect((await balanceOf(agent)).balance).toBe(175.4);

    const listed = adminDepositsAnswer.parse(
      (await asAdmin('GET', `/admin/wallets/deposits?status=confirmed&search=${agent.agentCode}`)).json(),
    );
    expect(listed.deposits.map((d) => d.id)).toEqual([id]);
    const mails = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, agent.email));
    expect(mails.filter((m) => /received/.test(m.subject))).toHaveLength(1);
  });

  it('requires the Idempotency-Key, answers 404 for an unknown id and 400 for a malformed one', async () => {
    const agent = await createAgentWithToken(t.deps);
    const { id } = await reportDeposit(agent, '10');
    const noKey = await asAdmin('POST', `/admin/wallets/deposits/${id}/confirm`);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<{ error: string }>().error).toMatch(/Idempotency-Key/);
    const unknown = await asAdmin('POST', `/admin/wallets/deposits/${randomUUID()}/confirm`, { key: key() });
    expect(unknown.statusCode).toBe(404);
    const malformed = await asAdmin('POST', '/admin/wallets/deposits/not-an-id/confirm', { key: key() });
    expect(malformed.statusCode).toBe(400);
    expect((await balanceOf(agent)).balance).toBe(0);
  });

  it('refuses an agent token (403) and changes nothing', async () => {
    const agent = await createAgentWithToken(t.deps);
    const { id } = await reportDeposit(agent, '10');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/wallets/deposits/${id}/confirm`,
      headers: { ...bearer(agent.token), 'idempotency-key': key() },
    });
    expect(res.statusCode).toBe(403);
    expect((await balanceOf(agent)).balance).toBe(0);
  });
});

describe('POST /admin/wallets/deposits/:id/cancel', () => {
  it('needs a reason of 3-500 characters (trimmed)', async () => {
    const agent = await createAgentWithToken(t.deps);
    const { id } = await reportDeposit(agent, '10');
    for (const payload of [{}, { reason: '  a  ' }, { reason: 'x'.repeat(501) }]) {
      const res = await asAdmin('POST', `/admin/wallets/deposits/${id}/cancel`, { key: key(), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/reason/i);
    }
  });

  it('cancels with the reason, credits nothing; a later confirm answers 409', async () => {
    const agent = await createAgentWithToken(t.deps);
    const { id } = await reportDeposit(agent, '40');
    const res = await asAdmin('POST', `/admin/wallets/deposits/${id}/cancel`, {
      key: key(),
      payload: { reason: '  No such transfer on our statement  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminDepositActionAnswer.parse(res.json()).deposit).toMatchObject({
      status: 'cancelled',
      reason: 'No such transfer on our statement',
    });
    const confirm = await asAdmin('POST', `/admin/wallets/deposits/${id}/confirm`, { key: key() });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json<{ error: string }>().error).toMatch(/already cancelled/);
    const twice = await asAdmin('POST', `/admin/wallets/deposits/${id}/cancel`, {
      key: key(),
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    expect((await balanceOf(agent)).balance).toBe(0);
  });

  it('shows a deposit the command line confirmed as confirmed by the command line', async () => {
    const agent = await createAgentWithToken(t.deps);
    const { id } = await reportDeposit(agent, '15');
    await runAdminCommand(t.deps, ['deposits:confirm', id]);
    const listed = adminDepositsAnswer.parse(
      (await asAdmin('GET', `/admin/wallets/deposits?status=all&search=${agent.agentCode}`)).json(),
    );
    expect(listed.deposits[0]?.resolvedBy).toEqual({ kind: 'cli', name: 'Admin command line' });
    expect((await balanceOf(agent)).balance).toBe(15);
  });
});

describe('admin withdrawals', () => {
  it('lists pending withdrawals with the full payout account; 403 to an agent', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const id = await requestWithdrawal(agent, 30);
    const res = await asAdmin('GET', `/admin/wallets/withdrawals?search=${agent.agentCode}`);
    expect(res.statusCode).toBe(200);
    const body = adminWithdrawalsAnswer.parse(res.json());
    expect(body.total).toBe(1);
    expect(body.withdrawals[0]).toMatchObject({
      id,
      status: 'pending',
      amount: 30,
      accountNumber: '9876543210',
      accountHolderName: 'Payout Holder',
      agent: { id: agent.id, agentCode: agent.agentCode },
    });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/wallets/withdrawals',
      headers: bearer(agent.token),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('confirm captures the held amount once; replay answers the same, a new key 409', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const id = await requestWithdrawal(agent, 30);
    expect(await balanceOf(agent)).toMatchObject({ balance: 100, pendingBalance: 30 });
    const k = key();
    const first = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/confirm`, {
      key: k,
      payload: PAID,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(adminWithdrawalActionAnswer.parse(first.json()).withdrawal.status).toBe('confirmed');
    expect(await balanceOf(agent)).toMatchObject({ balance: 70, pendingBalance: 0 });
    const replay = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/confirm`, {
      key: k,
      payload: PAID,
    });
    expect(replay.json()).toEqual(first.json());
    const again = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/confirm`, {
      key: key(),
      payload: PAID,
    });
    expect(again.statusCode).toBe(409);
    const cancel = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/cancel`, {
      key: key(),
      payload: { reason: 'Too late' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(await balanceOf(agent)).toMatchObject({ balance: 70, pendingBalance: 0 });
  });

  it("confirm needs the bank's payment reference; the agent's statement shows it, not withdrawal:<id>", async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const id = await requestWithdrawal(agent, 12);
    const missing = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/confirm`, {
      key: key(),
      payload: { paymentReference: ' ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toContain('payment reference');
    const done = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/confirm`, {
      key: key(),
      payload: { paymentReference: '  FT-4711-PAID ' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(adminWithdrawalActionAnswer.parse(done.json()).withdrawal.paymentReference).toBe('FT-4711-PAID');
    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/transactions/all?type=withdrawal',
      headers: bearer(agent.token),
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const refs = statement
      .json<{ transactions: { reference: string }[] }>()
      .transactions.map((r) => r.reference);
    expect(refs).toEqual(['FT-4711-PAID']);
    expect(statement.body).not.toContain(`withdrawal:${id}`);
  });

  it('cancel returns the money exactly once; then confirm is 409', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const id = await requestWithdrawal(agent, 45.5);
    const missing = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/cancel`, {
      key: key(),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    const k = key();
    const payload = { reason: 'Account holder does not match' };
    const first = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/cancel`, { key: k, payload });
    expect(first.statusCode, first.body).toBe(200);
    expect(adminWithdrawalActionAnswer.parse(first.json()).withdrawal).toMatchObject({
      status: 'cancelled',
      reason: 'Account holder does not match',
    });
    expect(await balanceOf(agent)).toMatchObject({ balance: 100, pendingBalance: 0 });
    const replay = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/cancel`, { key: k, payload });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const confirm = await asAdmin('POST', `/admin/wallets/withdrawals/${id}/confirm`, {
      key: key(),
      payload: PAID,
    });
    expect(confirm.statusCode).toBe(409);
    expect(await balanceOf(agent)).toMatchObject({ balance: 100, pendingBalance: 0 });
  });

  it('404 for an unknown withdrawal, 403 for an agent token', async () => {
    const unknown = await asAdmin('POST', `/admin/wallets/withdrawals/${randomUUID()}/confirm`, {
      key: key(),
      payload: PAID,
    });
    expect(unknown.statusCode).toBe(404);
    const agent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const id = await requestWithdrawal(agent, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/wallets/withdrawals/${id}/cancel`,
      headers: { ...bearer(agent.token), 'idempotency-key': key() },
      payload: { reason: 'Self service' },
    });
    expect(res.statusCode).toBe(403);
    expect(await balanceOf(agent)).toMatchObject({ balance: 100, pendingBalance: 10 });
  });
});

describe('racing staff actions', () => {
  it('parallel confirms of one deposit with different keys: one credit, the others 409', async () => {
    const agent = await createAgentWithToken(t.deps);
    const { id } = await reportDeposit(agent, '64.10');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        asAdmin('POST', `/admin/wallets/deposits/${id}/confirm`, { key: key() }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await balanceOf(agent)).balance).toBe(64.1);
  });

  it('confirm and cancel of one withdrawal at once: exactly one wins, the wallet matches it', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const id = await requestWithdrawal(agent, 25);
    const [confirm, cancel] = await Promise.all([
      asAdmin('POST', `/admin/wallets/withdrawals/${id}/confirm`, { key: key(), payload: PAID }),
      asAdmin('POST', `/admin/wallets/withdrawals/${id}/cancel`, {
        key: key(),
        payload: { reason: 'Race test' },
      }),
    ]);
    expect([confirm.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const expected = confirm.statusCode === 200 ? 75 : 100;
    expect(await balanceOf(agent)).toMatchObject({ balance: expected, pendingBalance: 0 });
  });
});
