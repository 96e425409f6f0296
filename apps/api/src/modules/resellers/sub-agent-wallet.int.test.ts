import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESELLER_PATHS,
  type ErrorEnvelope,
  type SubAgentCreditLimitAnswer,
  type TransactionsAnswer,
} from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { idemKey, ledgerViolations } from '../wallet/wallet.testing.ts';
import {
  auth,
  createAgentWithToken,
  createHierarchy,
  createSubAgentOf,
  type Hierarchy,
} from './resellers.testing.ts';

const api = (path: string) => `/api/v1${path}`;
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';
let t: TestApp;
let h: Hierarchy;
beforeAll(async () => {
  t = await buildTestApp();
  h = await createHierarchy(t.deps, 100_000);
});
afterAll(async () => {
  expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  await t.close();
});

const position = (id: string) => walletService(t.deps).position(id);
const transfer = (subId: string, token: string, payload: object, key: string | null = idemKey()) =>
  t.app.inject({
    method: 'POST',
    url: api(RESELLER_PATHS.transfer(subId)),
    headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const creditLimit = (subId: string, token: string, amount: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: api(RESELLER_PATHS.creditLimit(subId)),
    headers: auth(token),
    payload: { amount },
  });

describe('POST /b2b/resellers/{id}/wallet/transfer', () => {
  it('moves funds both ways as ledger entries, never beyond the giver’s own available money', async () => {
    const parent = await createAgentWithToken(t.deps, { balance: 50_000, creditLimit: 1_000_000 });
    const sub = await createSubAgentOf(t.deps, parent);
    const out = await transfer(sub.id, parent.token, { amount: 200, direction: 'to-sub', note: 'float' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      direction: 'to-sub',
      amount: 200,
      parent: { balance: 300 },
      subAgent: { balance: 200 },
    });
    // Credit from the company never becomes cash: 300 AED own money left, 10,000 AED credit unused.
    const tooMuch = await transfer(sub.id, parent.token, { amount: 300.01, direction: 'to-sub' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<ErrorEnvelope>().code).toBe('INSUFFICIENT_FUNDS');
    const back = await transfer(sub.id, parent.token, { amount: 50.5, direction: 'from-sub' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ parent: { balance: 350.5 }, subAgent: { balance: 149.5 } });
    const overSub = await transfer(sub.id, parent.token, { amount: 149.51, direction: 'from-sub' });
    expect(overSub.json<ErrorEnvelope>().code).toBe('INSUFFICIENT_FUNDS');
    expect((await position(parent.id)).balance).toBe(35_050);
    expect((await position(sub.id)).balance).toBe(14_950);

    const statement = await t.app.inject({
      method: 'GET',
      url: api(RESELLER_PATHS.transactions(sub.id)),
      headers: auth(parent.token),
    });
    expect(statement.statusCode).toBe(200);
    expect(
      statement.json<TransactionsAnswer>().transactions.map((r) => [r.type, r.amount, r.description]),
    ).toEqual([
      ['transfer_out', -50.5, expect.stringMatching(/^Transfer to parent agent \d+ \(.+\)/)],
      ['transfer_in', 200, expect.stringMatching(/^Transfer from parent agent \d+ \(.+\)/)],
    ]);
    const parentStatement = await t.app.inject({
      url: '/api/v1/b2b/transactions/all?type=transfer_out',
      headers: auth(parent.token),
    });
    const sent = parentStatement.json<TransactionsAnswer>().transactions;
    expect(sent.map((r) => [r.type, r.amount])).toEqual([['transfer_out', -200]]);
    expect(sent[0]?.description).toMatch(/^Transfer to sub-agent \d+ \(.+\) - float$/);
    const details = await t.app.inject({
      method: 'GET',
      url: api(RESELLER_PATHS.single(sub.id)),
      headers: auth(parent.token),
    });
    expect(details.json()).toMatchObject({ balance: 149.5, withdrawTotal: 50.5 });
  });

  it('replays the same key with the same answer and moves money once; other body with it is 422', async () => {
    const parent = await createAgentWithToken(t.deps, { balance: 10_000 });
    const sub = await createSubAgentOf(t.deps, parent);
    const key = idemKey();
    const first = await transfer(sub.id, parent.token, { amount: 10, direction: 'to-sub' }, key);
    const second = await transfer(sub.id, parent.token, { amount: 10, direction: 'to-sub' }, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await position(sub.id)).balance).toBe(1_000);
    const other = await transfer(sub.id, parent.token, { amount: 11, direction: 'to-sub' }, key);
    expect(other.statusCode).toBe(422);
    const otherPath = await transfer(h.subOfA.id, parent.token, { amount: 10, direction: 'to-sub' }, key);
    expect(otherPath.statusCode).toBe(422);
    expect((await position(sub.id)).balance).toBe(1_000);
    // A refusal is stored and replayed as well.
    const refusedKey = idemKey();
    const refused = await transfer(sub.id, parent.token, { amount: 1_000, direction: 'to-sub' }, refusedKey);
    expect(refused.statusCode).toBe(400);
    const refusedAgain = await transfer(
      sub.id,
      parent.token,
      { amount: 1_000, direction: 'to-sub' },
      refusedKey,
    );
    expect(refusedAgain.statusCode).toBe(400);
    expect(refusedAgain.json()).toEqual(refused.json());
  });

  it('concurrent transfers never overdraw the parent', async () => {
    const parent = await createAgentWithToken(t.deps, { balance: 1_000 });
    const sub = await createSubAgentOf(t.deps, parent);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => transfer(sub.id, parent.token, { amount: 3, direction: 'to-sub' })),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(3);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 400)).toBe(true);
    expect((await position(parent.id)).balance).toBe(100);
    expect((await position(sub.id)).balance).toBe(900);
  });

  it('refuses bad input, missing keys, other resellers and sub-agents', async () => {
    const path = h.subOfA.id;
    const token = h.resellerA.token;
    expect((await transfer(path, token, { amount: 1, direction: 'to-sub' }, null)).statusCode).toBe(400);
    expect((await transfer(path, token, { amount: 0, direction: 'to-sub' })).statusCode).toBe(400);
    expect((await transfer(path, token, { amount: -5, direction: 'to-sub' })).statusCode).toBe(400);
    expect((await transfer(path, token, { amount: 1.234, direction: 'to-sub' })).statusCode).toBe(400);
    expect((await transfer(path, token, { amount: 1, direction: 'sideways' })).statusCode).toBe(400);
    expect((await transfer(UNKNOWN, token, { amount: 1, direction: 'to-sub' })).statusCode).toBe(404);
    expect((await transfer(h.subOfB.id, token, { amount: 1, direction: 'from-sub' })).statusCode).toBe(404);
    expect((await transfer(h.resellerB.id, token, { amount: 1, direction: 'from-sub' })).statusCode).toBe(
      404,
    );
    expect((await transfer(path, h.subOfA.token, { amount: 1, direction: 'to-sub' })).statusCode).toBe(403);
    expect((await position(h.subOfB.id)).balance).toBe(0);
  });
});

describe('PATCH /b2b/resellers/{id}/wallet/credit-limit', () => {
  it("carves the limit out of the parent's available funds and releases it when lowered", async () => {
    const parent = await createAgentWithToken(t.deps, { balance: 100_000 });
    const sub = await createSubAgentOf(t.deps, parent);
    const set = await creditLimit(sub.id, parent.token, 400);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      creditLimit: 400,
      parent: { balance: 1000, pendingBalance: 400 },
      subAgent: { creditAmount: 400 },
    });
    // The carved amount cannot be transferred or carved again.
    expect((await transfer(sub.id, parent.token, { amount: 600.01, direction: 'to-sub' })).statusCode).toBe(
      400,
    );
    const over = await creditLimit(sub.id, parent.token, 1000.01);
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorEnvelope>().code).toBe('INSUFFICIENT_FUNDS');
    expect((await position(parent.id)).held).toBe(40_000);
    // Raising replaces the reservation (1,000 of 1,000 available).
    expect(
      (await creditLimit(sub.id, parent.token, '1000')).json<SubAgentCreditLimitAnswer>().parent
        .pendingBalance,
    ).toBe(1000);

    // The sub-agent spends 300 on credit: the limit cannot go below what it used.
    await walletService(t.deps).debit({
      agentId: sub.id,
      amount: 30_000,
      reference: 'ORDER-1',
      description: 'booking',
    });
    const below = await creditLimit(sub.id, parent.token, 299.99);
    expect(below.statusCode).toBe(400);
    // The English names the amount; the key carries it for the web to say in the reader's language.
    expect(below.json<ErrorEnvelope>()).toEqual({
      error: 'The credit limit cannot be lower than the credit the sub-agent has already used (AED 300.00)',
      status: 400,
      code: 'BAD_REQUEST',
      messageKey: 'wallet.creditLimitBelowUsed',
      messageParams: { used: { minor: 30_000, currency: 'AED' } },
      fieldErrors: { amount: ['Lower than the credit already used'] },
    });
    const lowered = await creditLimit(sub.id, parent.token, 300);
    expect(lowered.json()).toMatchObject({
      parent: { pendingBalance: 300 },
      subAgent: { creditAmount: 300, creditUsed: 300 },
    });
    await walletService(t.deps).credit({
      agentId: sub.id,
      amount: 30_000,
      kind: 'bank_deposit',
      reference: 'DEP',
      description: 'repay',
    });
    const removed = await creditLimit(sub.id, parent.token, 0);
    expect(removed.json()).toMatchObject({ creditLimit: 0, parent: { pendingBalance: 0, balance: 1000 } });

    // Both statements name every credit-line change, with the counterpart; no money moved.
    const lines = async (url: string, token: string) =>
      (await t.app.inject({ url, headers: auth(token) }))
        .json<TransactionsAnswer>()
        .transactions.filter((r) => r.type === 'credit_limit')
        .map((r) => [r.amount, r.description]);
    expect(await lines(api(RESELLER_PATHS.transactions(sub.id)), parent.token)).toEqual([
      [
        0,
        expect.stringMatching(/^Credit limit changed from AED 300\.00 to AED 0\.00 by parent agent \d+ \(/),
      ],
      [0, expect.stringMatching(/^Credit limit changed from AED 1,000\.00 to AED 300\.00 by parent agent/)],
      [0, expect.stringMatching(/^Credit limit changed from AED 400\.00 to AED 1,000\.00 by parent agent/)],
      [0, expect.stringMatching(/^Credit limit changed from AED 0\.00 to AED 400\.00 by parent agent/)],
    ]);
    const parentLines = await lines('/api/v1/b2b/transactions/all?type=credit_limit', parent.token);
    expect(parentLines[0]).toEqual([
      0,
      expect.stringMatching(
        /^Credit line of sub-agent \d+ \(.+\): AED 300\.00 released \(limit changed to AED 0\.00\)$/,
      ),
    ]);
    expect(parentLines.at(-1)).toEqual([0, expect.stringMatching(/: AED 400\.00 reserved$/)]);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  });

  it('refuses bad amounts, other resellers and sub-agents', async () => {
    const sub = h.subOfA.id;
    expect((await creditLimit(sub, h.resellerA.token, -1)).statusCode).toBe(400);
    expect((await creditLimit(sub, h.resellerA.token, 'ten')).statusCode).toBe(400);
    expect((await creditLimit(sub, h.resellerA.token, 1.001)).statusCode).toBe(400);
    expect((await creditLimit(sub, h.resellerB.token, 10)).statusCode).toBe(404);
    expect((await creditLimit(UNKNOWN, h.resellerA.token, 10)).statusCode).toBe(404);
    expect((await creditLimit(sub, h.subOfA.token, 10)).statusCode).toBe(403);
    expect((await position(h.subOfA.id)).creditLimit).toBe(0);
  });
});

describe('GET /b2b/resellers/transactions/sub-agent/{id}', () => {
  it("answers the sub-agent's statement to its parent only", async () => {
    const path = (id: string) => api(RESELLER_PATHS.transactions(id));
    const own = await t.app.inject({
      method: 'GET',
      url: path(h.subOfA.id),
      headers: auth(h.resellerA.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ transactions: [], totalCount: 0 });
    const bad = await t.app.inject({
      method: 'GET',
      url: `${path(h.subOfA.id)}?type=nope`,
      headers: auth(h.resellerA.token),
    });
    expect(bad.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'GET',
      url: path(h.subOfB.id),
      headers: auth(h.resellerA.token),
    });
    expect(other.statusCode).toBe(404);
    const self = await t.app.inject({ method: 'GET', url: path(h.subOfA.id), headers: auth(h.subOfA.token) });
    expect(self.statusCode).toBe(403);
  });
});
