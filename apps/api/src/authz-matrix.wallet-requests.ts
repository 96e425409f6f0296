import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { companyBankAccounts } from '@portal/db';
import type { Call } from './authz-matrix.fixtures.ts';
import { multipart, SAMPLE_FILES } from './modules/auth/auth.fixtures.ts';
import type { TestApp } from './testing/test-app.ts';

/**
 * The authorization matrix's probes of the back office's deposit and withdrawal actions: reseller A's
 * pending request; agents are refused by the route's role (403), staff confirm or cancel it (200).
 */
interface WalletRequestProbe {
  params: Record<string, string>;
  body?: () => InjectOptions['payload'];
  headers: () => Record<string, string>;
  alsoAllowed: 'admin'[];
  secrets: string[];
}

const ADMIN = '/api/v1/admin/wallets';
const idem = () => ({ 'idempotency-key': `matrix-${randomUUID()}` });

function created(res: LightMyRequestResponse, what: string): string {
  if (res.statusCode !== 200) throw new Error(`${what} failed ${res.statusCode}: ${res.body}`);
  return res.json<{ id: string }>().id;
}

export function walletRequestFactories(testApp: () => TestApp, owner: Call) {
  let bankId: string | null = null;
  async function companyBank(): Promise<string> {
    if (bankId) return bankId;
    const [bank] = await testApp()
      .deps.database.db.insert(companyBankAccounts)
      .values({
        bankName: 'Matrix Requests Bank',
        accountName: 'Desert Rose Tourism LLC',
        accountNumber: `MR-${randomUUID()}`,
        iban: 'AE070331234567890123456',
        swiftCode: 'MRBKAEAD',
        branchName: 'Main',
      })
      .returning();
    if (!bank) throw new Error('matrix company bank not created');
    bankId = bank.id;
    return bankId;
  }

  async function deposit(): Promise<string> {
    const form = multipart(
      [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
      { amount: '12', companyBankId: await companyBank(), referenceNumber: 'MATRIX-REQ-REF' },
    );
    const res = await owner({
      method: 'POST',
      url: '/api/v1/b2b/wallets/deposit-requests/add',
      headers: { ...form.headers, ...idem() },
      payload: form.payload,
    });
    return created(res, 'matrix deposit request');
  }

  async function withdrawal(): Promise<string> {
    const res = await owner({
      method: 'POST',
      url: '/api/v1/b2b/wallets/withdraw-requests',
      headers: idem(),
      payload: {
        amount: 1,
        isoCode: 'AE',
        bankName: 'Matrix Payout Bank',
        branchName: 'Main',
        accountHolderName: 'Matrix Holder',
        accountNumber: '1234567890',
        ibanCode: 'AE070331234567890123456',
      },
    });
    return created(res, 'matrix withdrawal request');
  }

  const probe =
    (make: () => Promise<string>, cancel: boolean, paid = false) =>
    async (): Promise<WalletRequestProbe> => {
      const id = await make();
      return {
        params: { id },
        headers: idem,
        ...(cancel ? { body: () => ({ reason: 'Matrix cancellation' }) } : {}),
        ...(paid ? { body: () => ({ paymentReference: 'FT-MATRIX-1' }) } : {}),
        alsoAllowed: ['admin'],
        secrets: [id],
      };
    };

  const factories: Record<string, () => Promise<WalletRequestProbe>> = {
    [`POST ${ADMIN}/deposits/:id/confirm`]: probe(deposit, false),
    [`POST ${ADMIN}/deposits/:id/cancel`]: probe(deposit, true),
    [`POST ${ADMIN}/withdrawals/:id/confirm`]: probe(withdrawal, false, true),
    [`POST ${ADMIN}/withdrawals/:id/cancel`]: probe(withdrawal, true),
  };
  return factories;
}
