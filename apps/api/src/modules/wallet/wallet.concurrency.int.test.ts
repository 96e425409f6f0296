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
// AED 3,000 balance + AED 2,000 credit = exactly 500 debits of AED 10
const WALLET = { balance: 300_000, creditLimit: 200_000 };

async function expectExhausted(agentId: string) {
  expect(await walletService(t.deps).position(agentId)).toEqual({
    balance: 0,
    creditLimit: 200_000,
    creditUsed: 200_000,
    held: 0,
  });
  const [row] = await queryRows<{ n: number | string }>(
    t.deps.database.db,
    sql`select count(*) as n from ledger_entries where agent_id = ${agentId} and kind in ('payment', 'adjustment')`,
  );
  expect(Number(row?.n)).toBe(500);
  expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
}

describe('concurrent debits', () => {
  it('1,000 parallel debits against a wallet that can pay 500: exactly 500 accepted', async () => {
    const a = await createWalletAgent(t.deps, WALLET);
    const wallet = walletService(t.deps);
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        wallet.debit({ agentId: a.id, amount: DEBIT, reference: `R-${i}`, description: 'race' }),
      ),
    );
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(results.length - rejected.length).toBe(500);
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
        Array.from({ length: 1000 }, (_, i) =>
          apps[i % apps.length]!.inject({
            method: 'POST',
            url: '/api/v1/admin/wallets/adjustments',
            headers: { authorization: `Bearer ${admin}`, 'idempotency-key': idemKey() },
            payload: { agent: a.email, direction: 'debit', amount: 10, reason: 'parallel debit' },
          }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(500);
      expect(codes.filter((c) => c === 400)).toHaveLength(500);
      expect(answers.find((r) => r.statusCode === 400)?.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      await expectExhausted(a.id);
    } finally {
      await second?.close();
    }
  });
});
