import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/runner.ts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipart, SAMPLE_FILES } from '../auth/auth.fixtures.ts';
import { walletService } from './wallet.service.ts';
import { seedWallet } from './wallet.seed.ts';
import { createWalletAgent, idemKey, ledgerViolations } from './wallet.testing.ts';

const clock = fixedClock('2026-06-10T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  await seedWallet(t.deps, { demo: false });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const cli = (...argv: string[]) => runAdminCommand(t.deps, argv);

async function banks(token: string) {
  const res = await t.app.inject({ url: '/api/v1/b2b/company/bank-info/all', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; bankName: string }[]>();
}

function bankDeposit(token: string, fields: Record<string, string>, file = SAMPLE_FILES.pdf) {
  const body = multipart([{ field: 'receipt', filename: 'receipt.pdf', content: file }], fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/wallets/deposit-requests/add',
    payload: body.payload,
    headers: { ...body.headers, ...auth(token), 'idempotency-key': idemKey() },
  });
}

describe('wallet routes', () => {
  it('answers the balance in major units', async () => {
    const a = await createWalletAgent(t.deps, { balance: 500_000, creditLimit: 200_000 });
    const res = await t.app.inject({ url: '/api/v1/b2b/transactions/balance', headers: auth(a.token) });
    expect(res.json()).toEqual({ balance: 5000, pendingBalance: 0, creditAmount: 2000, creditUsed: 0 });
    expect((await t.app.inject({ url: '/api/v1/b2b/transactions/balance' })).statusCode).toBe(401);
  });

  it('balance: serialized once per position, an ETag and 304 while it holds, the new balance after a move', async () => {
    const a = await createWalletAgent(t.deps, { balance: 500_000 });
    const b = await createWalletAgent(t.deps, { balance: 100_000 });
    const balance = (token: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/api/v1/b2b/transactions/balance', headers: { ...auth(token), ...headers } });
    const first = await balance(a.token);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.body).toBe('{"balance":5000,"pendingBalance":0,"creditAmount":0,"creditUsed":0}');
    expect((await balance(a.token, { 'if-none-match': etag })).statusCode).toBe(304);
    // Each agent its own answer (the memo is per position object, never per route).
    expect((await balance(b.token)).json()).toMatchObject({ balance: 1000 });
    await walletService(t.deps).credit({
      agentId: a.id,
      amount: 25_050,
      reference: 'etag test',
      description: 'etag test',
    });
    const moved = await balance(a.token, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ balance: 5250.5 });
    expect(moved.headers.etag).not.toBe(etag);
  });

  it('bank transfer: receipt checked by magic bytes, pending until the company confirms', async () => {
    const a = await createWalletAgent(t.deps);
    const [bank] = await banks(a.token);
    expect(bank).toBeDefined();
    const fields = { amount: '1500.50', companyBankId: bank!.id, referenceNumber: 'TT-889' };
    expect((await bankDeposit(a.token, fields, SAMPLE_FILES.text)).statusCode).toBe(400);
    expect((await bankDeposit(a.token, { ...fields, amount: '0' })).statusCode).toBe(400);
    expect((await bankDeposit(a.token, { ...fields, companyBankId: crypto.randomUUID() })).statusCode).toBe(
      400,
    );
    const res = await bankDeposit(a.token, fields);
    expect(res.statusCode).toBe(200);
    const deposit = res.json<{ id: string; status: string; amount: number; hasReceipt: boolean }>();
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: 1500.5,
      hasReceipt: true,
      method: 'bank_transfer',
    });
    expect((await walletService(t.deps).position(a.id)).balance).toBe(0);
    const receipt = await t.app.inject({
      url: `/api/v1/b2b/wallets/deposits/${deposit.id}/receipt`,
      headers: auth(a.token),
    });
    expect(receipt.headers['content-type']).toBe('application/pdf');

    expect(await cli('deposits:list', '--status', 'pending')).toContain(deposit.id);
    expect(await cli('deposits:confirm', deposit.id)).toContain('AED 1,500.50 credited');
    await expect(cli('deposits:confirm', deposit.id)).rejects.toMatchObject({ status: 409 });
    expect((await walletService(t.deps).position(a.id)).balance).toBe(150_050);

    const other = (await bankDeposit(a.token, fields)).json<{ id: string }>();
    expect(await cli('deposits:cancel', other.id, '--reason', 'No such transfer')).toContain('cancelled');
    const list = await t.app.inject({
      url: '/api/v1/b2b/wallets/deposits/all?status=cancelled',
      headers: auth(a.token),
    });
    expect(list.json()).toMatchObject({
      totalCount: 1,
      deposits: [{ id: other.id, reason: 'No such transfer' }],
    });
    expect((await walletService(t.deps).position(a.id)).balance).toBe(150_050);
  });

  it('withdrawal: funds held until confirmed or cancelled; above withdrawable funds refused', async () => {
    const a = await createWalletAgent(t.deps, { balance: 100_000, creditLimit: 500_000 });
    const body = {
      amount: 400,
      isoCode: 'ae',
      bankName: 'Mashreq',
      branchName: 'Deira',
      accountHolderName: 'Falcon Travels LLC',
      accountNumber: '019100004455',
      ibanCode: 'AE070331234567890123456',
    };
    const ask = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/b2b/wallets/withdraw-requests',
        headers: { ...auth(a.token), 'idempotency-key': idemKey() },
        payload,
      });
    const tooMuch = await ask({ ...body, amount: 1000.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await ask({ ...body, bankName: '' })).statusCode).toBe(400);
    const first = (await ask(body)).json<{ id: string; status: string; accountNumber: string }>();
    expect(first).toMatchObject({ status: 'pending', accountNumber: '********4455' });
    const second = (await ask(body)).json<{ id: string }>();
    expect(await walletService(t.deps).position(a.id)).toMatchObject({ balance: 100_000, held: 80_000 });
    expect((await ask({ ...body, amount: 200.01 })).statusCode).toBe(400);

    expect(await cli('withdrawals:confirm', first.id)).toContain('paid out');
    expect(await cli('withdrawals:cancel', second.id, '--reason', 'Wrong IBAN')).toContain('released');
    await expect(cli('withdrawals:cancel', second.id, '--reason', 'again')).rejects.toMatchObject({
      status: 409,
    });
    expect(await walletService(t.deps).position(a.id)).toMatchObject({
      balance: 60_000,
      held: 0,
      creditUsed: 0,
    });
    const list = await t.app.inject({
      url: '/api/v1/b2b/wallets/withdraw-requests/all',
      headers: auth(a.token),
    });
    expect(list.json<{ totalCount: number }>().totalCount).toBe(2);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('statement: running balance per row, filters, pagination and the Excel export', async () => {
    const a = await createWalletAgent(t.deps, { balance: 100_000, creditLimit: 50_000 });
    const wallet = walletService(t.deps);
    clock.set('2026-06-11T10:00:00Z');
    await wallet.debit({
      agentId: a.id,
      amount: 120_000,
      reference: 'ATR-1001',
      product: 'attraction',
      description: 'Desert safari',
    });
    clock.set('2026-06-12T10:00:00Z');
    await wallet.refund({
      agentId: a.id,
      amount: 30_000,
      reference: 'ATR-1001',
      product: 'attraction',
      description: 'Partial refund',
    });
    const get = async (q: string) =>
      (await t.app.inject({ url: `/api/v1/b2b/transactions/all?${q}`, headers: auth(a.token) })).json<{
        transactions: {
          type: string;
          amount: number;
          balance: number;
          creditUsed: number;
          reference: string;
          description: string;
        }[];
        totalCount: number;
      }>();
    const all = await get('');
    expect(all.totalCount).toBe(4);
    expect(all.transactions.map((r) => [r.type, r.amount, r.balance, r.creditUsed])).toEqual([
      ['refund', 300, 100, 0],
      ['payment', -1200, 0, 200],
      ['credit_limit', 0, 1000, 0],
      ['opening_balance', 1000, 1000, 0],
    ]);
    // The credit-limit change is a line of its own that says what changed (no money moved).
    expect(all.transactions[2]?.description).toBe('Credit limit changed from AED 0.00 to AED 500.00');
    expect((await get('type=credit_limit')).totalCount).toBe(1);
    expect((await get('type=payment')).totalCount).toBe(1);
    expect((await get('reference=atr-10&product=attraction')).totalCount).toBe(2);
    expect((await get('dateFrom=2026-06-12&dateTo=2026-06-12')).transactions.map((r) => r.type)).toEqual([
      'refund',
    ]);
    const page = await get('skip=1&limit=1');
    expect(page).toMatchObject({ totalCount: 4, transactions: [{ type: 'payment' }] });
    expect(
      (
        await t.app.inject({
          url: '/api/v1/b2b/transactions/all?dateFrom=2026-06-12&dateTo=2026-06-01',
          headers: auth(a.token),
        })
      ).statusCode,
    ).toBe(400);

    const sheet = await t.app.inject({
      url: '/api/v1/b2b/transactions/all/sheet?type=payment',
      headers: auth(a.token),
    });
    expect(sheet.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const ws = book.getWorksheet('Transactions')!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(1).getCell(2).value).toBe('Date (Dubai time)');
    // 11/06/2026 10:00 UTC is 14:00 in Dubai: the sheet shows the company's wall clock, DD/MM/YYYY.
    expect(ws.getRow(2).getCell(2).value).toEqual(new Date('2026-06-11T14:00:00Z'));
    expect(ws.getColumn(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(ws.getRow(2).getCell(3).value).toBe('Booking');
    expect(ws.getRow(2).getCell(5).value).toBe('ATR-1001');
    expect(ws.getRow(2).getCell(7).value).toBe(1200);
    expect(await cli('wallet:statement', a.email)).toContain('ATR-1001');
  });

  it('summary: available, withdrawable and the low-balance banner', async () => {
    const a = await createWalletAgent(t.deps, { creditLimit: 200_000 });
    await walletService(t.deps).debit({ agentId: a.id, amount: 170_000, reference: 'X', description: 'big' });
    const res = await t.app.inject({ url: '/api/v1/b2b/wallets/summary', headers: auth(a.token) });
    expect(res.json()).toMatchObject({
      available: 300,
      withdrawable: 0,
      lowBalance: { threshold: 400, percent: 20, available: 300 },
      thresholds: [
        { percent: 40, amount: 800 },
        { percent: 20, amount: 400 },
      ],
    });
  });

  it('admin commands: credit, debit, credit limit, bad input', async () => {
    const a = await createWalletAgent(t.deps);
    expect(await cli('wallet:credit', a.email, '250.75', '--reason', 'Goodwill')).toContain(
      'Credited AED 250.75',
    );
    expect(await cli('wallet:credit-limit', String(a.agentCode), '1000')).toContain('AED 1,000.00');
    expect(await cli('wallet:debit', a.email, '300', '--reason', 'Manual charge')).toContain(
      'credit used AED 49.25',
    );
    await expect(cli('wallet:debit', a.email, '5000', '--reason', 'Too much')).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    await expect(cli('wallet:credit', a.email, '1.234', '--reason', 'x1x')).rejects.toMatchObject({
      status: 400,
    });
    await expect(cli('wallet:credit', a.email, '10')).rejects.toMatchObject({ status: 400 });
    await expect(
      cli('wallet:credit', 'nobody@example.test', '10', '--reason', 'ghost'),
    ).rejects.toMatchObject({ status: 404 });
    expect(await walletService(t.deps).position(a.id)).toEqual({
      balance: 0,
      creditLimit: 100_000,
      creditUsed: 4_925,
      held: 0,
    });
  });
});
