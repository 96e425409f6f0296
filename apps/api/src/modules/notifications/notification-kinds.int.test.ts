import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NotificationsAnswer, VisaApplicationAnswer } from '@portal/contracts';
import { queryRows } from '@portal/db';
import { cliActor } from '../../audit/index.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { setAgentCreditLimit } from '../admin/agents.admin.service.ts';
import { cockpitFixture } from '../dashboard/cockpit.testing.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import {
  createQuotation,
  idem,
  landDraft,
  quotationCatalogue,
  type QuotationCatalogue,
} from '../quotations/quotations.testing.ts';
import { moveTraveller } from '../visas/admin.service.ts';
import { readyApplication, visaCatalogue, type VisaCatalogueIds } from '../visas/visas.testing.ts';
import { insertDeposit } from '../wallet/deposits.repository.ts';
import { cancelDeposit, confirmBankDeposit } from '../wallet/deposits.service.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { confirmWithdrawal, requestWithdrawal } from '../wallet/withdrawals.service.ts';

/**
 * Issue 36: the notification kinds written by the change they tell about, in its transaction: visa
 * status, deposit confirmed or cancelled, withdrawal paid, credit limit changed, low balance. Each
 * once, in the portal and by mail as the user's settings say.
 */

let t: TestApp;
let ids: VisaCatalogueIds;
let quotes: QuotationCatalogue;
beforeAll(async () => {
  ({ t } = await cockpitFixture());
  ids = await visaCatalogue(t);
  quotes = await quotationCatalogue(t);
}, 300_000);
afterAll(() => t.close());

const listOf = async (agent: TestAgent, kind: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/b2b/notifications?limit=100',
    headers: auth(agent.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationsAnswer>().notifications.filter((n) => n.kind === kind);
};
const stored = (agent: TestAgent, kind: string) =>
  queryRows<{ hidden: number }>(
    t.deps.database.db,
    sql`select hidden from notifications where agent_id = ${agent.id} and kind = ${kind}`,
  );
const mailsTo = (email: string, like: string) =>
  queryRows<{ subject: string; text: string }>(
    t.deps.database.db,
    sql`select subject, text from mail_outbox where "to" = ${email} and subject like ${like}`,
  );
const settings = (agent: TestAgent, portal: string[], mail: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/b2b/notifications/settings',
    headers: auth(agent.token),
    payload: { portal, mail, digestHour: null },
  });

describe('notification kinds from their changes', () => {
  it('a deposit confirmed and another cancelled: one notification each, mailed by default', async () => {
    const agent = await createAgentWithToken(t.deps);
    const { db } = t.deps.database;
    const now = t.deps.clock.now();
    const d1 = await insertDeposit(db, {
      agentId: agent.id,
      method: 'bank_transfer',
      amount: 250_00,
      createdAt: now,
    });
    const d2 = await insertDeposit(db, {
      agentId: agent.id,
      method: 'bank_transfer',
      amount: 80_00,
      createdAt: now,
    });
    await confirmBankDeposit(t.deps, d1.id, 'admin:test');
    await expect(confirmBankDeposit(t.deps, d1.id, 'admin:test')).rejects.toThrow(/already confirmed/);
    await cancelDeposit(t.deps, d2.id, 'No transfer arrived', 'admin:test');
    const got = await listOf(agent, 'deposit_resolved');
    expect(got.map((n) => n.title).sort()).toEqual(
      ['Wallet deposit of AED 250.00 received', `Wallet deposit ${d2.number} cancelled`].sort(),
    );
    expect(got.find((n) => n.title.includes('cancelled'))!.body).toContain('No transfer arrived');
    expect(await mailsTo(agent.email, 'Wallet deposit%')).toHaveLength(2);
  });

  it('a withdrawal paid: in the portal only when the user turned its mail off', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 500_00 });
    expect((await settings(agent, ['withdrawal_paid'], [])).statusCode).toBe(200);
    const w = await t.deps.database.db.transaction((tx) =>
      requestWithdrawal(t.deps, tx, agent.id, {
        amount: 120_00,
        isoCode: 'AE',
        bankName: 'Payout Bank',
        branchName: 'Deira',
        accountHolderName: 'Holder',
        accountNumber: '9876543210',
        ibanCode: 'AE070331234567890123456',
      }),
    );
    await confirmWithdrawal(t.deps, w.id, 'admin:test', 'BANK-REF-1');
    const got = await listOf(agent, 'withdrawal_paid');
    expect(got).toHaveLength(1);
    expect(got[0]!.body).toContain('BANK-REF-1');
    expect(await mailsTo(agent.email, `Withdrawal ${w.number}%`)).toHaveLength(0);
  });

  it('a credit limit change and the low balance it causes; an unchanged limit says nothing', async () => {
    const agent = await createAgentWithToken(t.deps);
    expect((await settings(agent, ['low_balance'], ['credit_limit_changed'])).statusCode).toBe(200);
    const who = cliActor('test');
    await setAgentCreditLimit(t.deps, agent.id, 1_000_00, who);
    await setAgentCreditLimit(t.deps, agent.id, 1_000_00, who);
    // Credit limit: not in the portal (turned off), so only stored hidden and mailed once.
    expect(await listOf(agent, 'credit_limit_changed')).toEqual([]);
    expect(await stored(agent, 'credit_limit_changed')).toEqual([{ hidden: 1 }]);
    expect(await mailsTo(agent.email, 'Credit limit changed to AED 1,000.00')).toHaveLength(1);

    await walletService(t.deps).debit({
      agentId: agent.id,
      amount: 700_00,
      reference: 'T-1',
      description: 'test',
    });
    const low = await listOf(agent, 'low_balance');
    expect(low).toHaveLength(1);
    expect(low[0]!.title).toBe('Low balance: AED 300.00 available');
    expect(await mailsTo(agent.email, 'Low wallet balance%')).toHaveLength(0);
  });

  it('a visa: paid (submitted) and taken in process by the company, one notification per change', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 1_000_000 });
    const as = (o: InjectOptions) => t.app.inject({ ...o, headers: { ...auth(agent.token), ...o.headers } });
    const app = await readyApplication(as, ids, t.deps.clock.now(), 1, 0);
    const paid = await as({
      method: 'POST',
      url: `/api/v1/b2b/visa/application/payment/${app._id}`,
      headers: { 'idempotency-key': `visa-kinds-${randomUUID()}` },
      payload: { paymentMethod: 'wallet', expectedPrice: app.totalAmount },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const traveller = paid.json<VisaApplicationAnswer>().visaApplication.travellers[0]!;
    await moveTraveller(t.deps, app._id, traveller._id, 'in_process', null, 'admin', cliActor('test'));
    const got = await listOf(agent, 'visa_status');
    expect(got.map((n) => n.title.replace(/.* - /, '')).sort()).toEqual(['In process', 'Submitted'].sort());
    expect(got.every((n) => n.orderId === app._id && n.product === 'visa')).toBe(true);
    expect(await mailsTo(agent.email, `Visa ${app.referenceNumber}%`)).toHaveLength(2);
  });

  it('a quotation confirmed by a sub-agent tells its parent agency, once', async () => {
    const parent = await createAgentWithToken(t.deps, { balance: 1_000_000 });
    const sub = await createSubAgentOf(t.deps, parent, { balance: 1_000_000, companyName: 'Quote Sub' });
    const call = (o: InjectOptions) => t.app.inject({ ...o, headers: { ...auth(sub.token), ...o.headers } });
    const q = await createQuotation(call, landDraft(t, quotes));
    const confirm = () =>
      call({
        method: 'PATCH',
        url: `/api/v1/quotations/amendment/confirm/${q._id}`,
        headers: idem(),
        payload: { selectedStay: 1 },
      });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(409);
    const got = await listOf(parent, 'quotation_confirmed');
    expect(got).toHaveLength(1);
    expect(got[0]!.title).toBe(`Quotation ${q.quotationNumber} confirmed by Quote Sub`);
    // The sub-agent itself is not told (it confirmed it); not mailed to the parent by default.
    expect(await listOf(sub, 'quotation_confirmed')).toEqual([]);
    expect(await mailsTo(parent.email, `Quotation ${q.quotationNumber} confirmed by%`)).toHaveLength(0);
  });
});
