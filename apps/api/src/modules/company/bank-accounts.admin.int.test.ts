import { like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBankAccountAnswer,
  adminBankAccountsAnswer,
  type AdminBankAccountInput,
  type CompanyBankAccount,
} from '@portal/contracts';
import { auditEvents } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, signInStaffWithRole } from '../auth/auth.fixtures.ts';
import { createWalletAgent } from '../wallet/wallet.testing.ts';

let t: TestApp;
let content: string;
let finance: string;
let agent: string;

beforeAll(async () => {
  t = await buildTestApp();
  content = await signInStaffWithRole(t, 'content');
  finance = await signInStaffWithRole(t, 'finance');
  agent = (await createWalletAgent(t.deps)).token;
});
afterAll(() => t.close());

const as = (token: string) => (o: InjectOptions) =>
  t.app.inject({ ...o, headers: { ...bearer(token), ...o.headers } });
const URL = '/api/v1/admin/company/bank-accounts';
const agentBanks = async () => {
  const res = await as(agent)({ method: 'GET', url: '/api/v1/b2b/company/bank-info/all' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CompanyBankAccount[]>();
};

const account = (accountNumber: string): AdminBankAccountInput => ({
  bankName: 'Emirates NBD',
  accountName: 'Portal Travel LLC',
  accountNumber,
  iban: 'ae07 0331 2345 6789 0123 456',
  swiftCode: 'ebilaead',
  branchName: 'Deira',
  currency: 'AED',
  countryIsocode: 'AE',
  sortOrder: 5,
  active: true,
  version: 0,
});

describe('company bank accounts for deposits', () => {
  it('an added account reaches the agents deposit form at once; edits are audited; a stale save is refused; deactivated leaves the form', async () => {
    const created = await as(content)({ method: 'POST', url: URL, payload: account('1015443277001') });
    expect(created.statusCode, created.body).toBe(201);
    const { bankAccount } = adminBankAccountAnswer.parse(created.json());
    expect(bankAccount).toMatchObject({ iban: 'AE07 0331 2345 6789 0123 456', swiftCode: 'EBILAEAD' });
    expect((await agentBanks()).find((b) => b.id === bankAccount._id)).toMatchObject({
      accountNumber: '1015443277001',
      iban: 'AE07 0331 2345 6789 0123 456',
    });

    const edit = { ...account('1015443277001'), branchName: 'Bur Dubai', version: bankAccount.version };
    const saved = await as(content)({ method: 'PUT', url: `${URL}/${bankAccount._id}`, payload: edit });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await agentBanks()).find((b) => b.id === bankAccount._id)?.branchName).toBe('Bur Dubai');

    const stale = await as(content)({
      method: 'PUT',
      url: `${URL}/${bankAccount._id}`,
      payload: { ...edit, branchName: 'Karama' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toContain('changed by someone else');

    const listed = adminBankAccountsAnswer.parse((await as(content)({ method: 'GET', url: URL })).json());
    const current = listed.bankAccounts.find((b) => b._id === bankAccount._id)!;
    expect(current).toMatchObject({ branchName: 'Bur Dubai', version: 1 });
    const off = await as(content)({
      method: 'PUT',
      url: `${URL}/${bankAccount._id}`,
      payload: { ...edit, active: false, version: current.version },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await agentBanks()).map((b) => b.id)).not.toContain(bankAccount._id);

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.kind, 'company.bank-account.%'));
    expect(audit.map((a) => a.kind)).toEqual([
      'company.bank-account.create',
      'company.bank-account.update',
      'company.bank-account.deactivate',
    ]);
    expect(audit[1]!.before).toEqual({ branchName: 'Deira' });
    expect(audit[1]!.after).toEqual({ branchName: 'Bur Dubai' });
  });

  it('bad input is a 400 naming the field; a taken account number is refused; other roles are refused', async () => {
    for (const [patch, field] of [
      [{ iban: 'AE08 0331 2345 6789 0123 456' }, 'iban'],
      [{ iban: 'not an iban' }, 'iban'],
      [{ swiftCode: 'EBIL' }, 'swiftCode'],
      [{ bankName: '' }, 'bankName'],
      [{ accountName: '  ' }, 'accountName'],
      [{ currency: 'dirham' }, 'currency'],
    ] as const) {
      const res = await as(content)({ method: 'POST', url: URL, payload: { ...account('2002'), ...patch } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toContain(field);
    }
    expect((await as(content)({ method: 'POST', url: URL, payload: account('3003003') })).statusCode).toBe(
      201,
    );
    const taken = await as(content)({ method: 'POST', url: URL, payload: account('3003003') });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty(
      'accountNumber',
    );

    expect((await as(finance)({ method: 'POST', url: URL, payload: account('4004004') })).statusCode).toBe(
      403,
    );
    expect((await as(finance)({ method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await as(agent)({ method: 'GET', url: URL })).statusCode).toBe(403);
  });
});
