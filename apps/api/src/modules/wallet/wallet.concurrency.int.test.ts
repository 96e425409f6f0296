import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, queryRows } from '@portal/db';
import { testPooler } from '@portal/db/testing';
import { buildApp } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletService } from './wallet.service.ts';
import { createAdminToken, createWalletAgent, idemKey, ledgerViolations } from './wallet.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DEBIT = 1_000; // AED 10.00
// AED 600 balance + AED 400 credit = exactly 100 debits of AED 10 (60 from the balance, 40 on credit).
const PAYABLE = 100;
const WALLET = { balance: 60 * DEBIT, creditLimit: 40 * DEBIT };
// Twice as many at once as the wallet can pay, and several times the database connections of both
// API instances on PostgreSQL (20 + 10): debits queue for the wallet's row on every connection.
const ATTEMPTS = 2 * PAYABLE;

async function expectExhausted(agentId: string) {
  expect(await walletService(t.deps).position(agentId)).toEqual({
    balance: 0,
    creditLimit: WALLET.creditLimit,
    creditUsed: WALLET.creditLimit,
    held: 0,
  });
  const [row] = await queryRows<{ n: number | string }>(
    t.deps.database.db,
    sql`select count(*) as n from ledger_entries where agent_id = ${agentId} and kind in ('payment', 'adjustment')`,
  );
  expect(Number(row?.n)).toBe(PAYABLE);
  expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
}

describe('concurrent debits', () => {
  it('200 parallel debits against a wallet that can pay 100: exactly 100 accepted', async () => {
    const a = await createWalletAgent(t.deps, WALLET);
    const wallet = walletService(t.deps);
    const results = await Promise.allSettled(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        wallet.debit({ agentId: a.id, amount: DEBIT, reference: `R-${i}`, description: 'race' }),
      ),
    );
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(results.length - rejected.length).toBe(PAYABLE);
    for (const r of rejected) expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expectExhausted(a.id);
  });

  it('the same through the HTTP debit route (admin adjustment with Idempotency-Key), across two API instances', async () => {
    const a = await createWalletAgent(t.deps, WALLET);
    const admin = await createAdminToken(t.deps);
    const apps = [t.app];
    let second: { close(): Promise<void> } | null = null;
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      // A second API instance with its own connection pool on the same PostgreSQL database.
      const [current] = await queryRows<{ name: string }>(
        t.deps.database.db,
        sql`select current_database() as name`,
      );
      const u = new URL(url);
      u.pathname = `/${current?.name ?? ''}`;
      const database = await createDb({ databaseUrl: u.toString(), poolSize: 10, pooler: testPooler() });
      const deps: AppDeps = { ...t.deps, database };
      const app = await buildApp(deps, { logger: false, serveWeb: false });
      await app.ready();
      apps.push(app);
      second = { close: async () => (await app.close(), await database.close()) };
    }
    try {
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, i) =>
          apps[i % apps.length]!.inject({
            method: 'POST',
            url: '/api/v1/admin/wallets/adjustments',
            headers: { authorization: `Bearer ${admin}`, 'idempotency-key': idemKey() },
            payload: { agent: a.email, direction: 'debit', amount: 10, reason: 'parallel debit' },
          }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(PAYABLE);
      expect(codes.filter((c) => c === 400)).toHaveLength(ATTEMPTS - PAYABLE);
      expect(answers.find((r) => r.statusCode === 400)?.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      await expectExhausted(a.id);
    } finally {
      await second?.close();
    }
  });
});
