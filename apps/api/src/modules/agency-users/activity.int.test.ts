import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createQuotation,
  landDraft,
  quotationCatalogue,
  type QuotationCatalogue,
} from '../quotations/quotations.testing.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  type TestAgent,
} from '../resellers/resellers.testing.ts';
import { createAgencyUser } from './agency-users.testing.ts';

let t: TestApp;
let owner: TestAgent;
let c: QuotationCatalogue;

beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(new Date('2026-11-27T08:00:00Z')) });
  c = await quotationCatalogue(t);
  owner = await createAgentWithToken(t.deps, { balance: 500_000 });
});
afterAll(() => t.close());

const idem = () => ({ 'idempotency-key': `act-${randomUUID()}` });

type Row = { userName: string; kind: string; objectType: string };
async function activityOf(userId: string): Promise<Row[]> {
  const res = await t.app.inject({
    url: `/api/v1/b2b/agency/activity?userId=${userId}&limit=100`,
    headers: auth(owner.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ activity: Row[] }>().activity;
}

describe("the agency's activity names who changed markups, moved money and made quotations", () => {
  it('a manager: markups set and deleted, a transfer to a sub-agent, a quotation made', async () => {
    const manager = await createAgencyUser(t.deps, owner.id, 'manager', { name: 'Mona Manager' });
    const as = (o: { method: 'PATCH' | 'POST' | 'DELETE'; url: string; payload?: object }) =>
      t.app.inject({ ...o, headers: { ...auth(manager.token), ...idem() } });

    const set = await as({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/client/markup/upsert',
      payload: { activityId: c.excursion.id, markupType: 'flat', markup: 12 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const removed = await as({
      method: 'DELETE',
      url: `/api/v1/b2b/resellers/client/markup/delete/${set.json<{ _id: string }>()._id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const sub = await createSubAgentOf(t.deps, owner);
    const sent = await as({
      method: 'POST',
      url: `/api/v1/b2b/resellers/${sub.id}/wallet/transfer`,
      payload: { amount: 100, direction: 'to-sub' },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    await createQuotation(
      (o) => t.app.inject({ ...o, headers: { ...auth(manager.token), ...(o.headers ?? {}) } }),
      landDraft(t, c),
    );

    const rows = await activityOf(manager.id);
    expect(rows.every((r) => r.userName === 'Mona Manager')).toBe(true);
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'markup.delete',
      'markup.set',
      'quotation.create',
      'transfer.to-sub-agent',
    ]);
  });

  it('an accountant: a card deposit started and a withdrawal requested', async () => {
    const accountant = await createAgencyUser(t.deps, owner.id, 'accountant', { name: 'Adel Accounts' });
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/resellers/wallet/deposit',
      headers: { ...auth(accountant.token), ...idem() },
      payload: { amount: 100 },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/wallets/withdraw-requests',
      headers: { ...auth(accountant.token), ...idem() },
      payload: {
        amount: 50,
        isoCode: 'AE',
        bankName: 'Agent Payout Bank',
        branchName: 'Deira',
        accountHolderName: 'Payout Holder',
        accountNumber: '9876543210',
        ibanCode: 'AE070331234567890123456',
      },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const kinds = (await activityOf(accountant.id)).map((r) => r.kind).sort();
    expect(kinds).toEqual(['deposit.card', 'withdrawal.request']);
    // The kind filter reads the first word.
    const deposits = await t.app.inject({
      url: `/api/v1/b2b/agency/activity?kind=deposit&userId=${accountant.id}`,
      headers: auth(owner.token),
    });
    expect(deposits.json<{ activity: Row[] }>().activity.map((r) => r.kind)).toEqual(['deposit.card']);
  });
});
