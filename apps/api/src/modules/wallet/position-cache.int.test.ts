import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { withTwoNodes } from '../../testing/second-node.ts';
import { WALLET_FRESH_MS } from './position-cache.ts';
import { walletService } from './wallet.service.ts';
import { createWalletAgent } from './wallet.testing.ts';

const BALANCE = '/api/v1/b2b/transactions/balance';

async function balanceOf(t: TestApp, token: string): Promise<number> {
  const res = await t.app.inject({ url: BALANCE, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ balance: number }>().balance;
}

const credit = (t: TestApp, agentId: string, amount: number) =>
  walletService(t.deps).credit({
    agentId,
    amount,
    kind: 'adjustment',
    reference: `TEST-${amount}`,
    description: 'Test credit',
  });

describe('wallet balance from memory on one database handle', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp({ database: a.deps.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows a credit made on this node at once, to every app of the process', async () => {
    const agent = await createWalletAgent(a.deps, { balance: 100_000 });
    expect(await balanceOf(a, agent.token)).toBe(1000);
    expect(await balanceOf(b, agent.token)).toBe(1000);
    await credit(a, agent.id, 2_500);
    expect(await balanceOf(a, agent.token)).toBe(1025);
    expect(await balanceOf(b, agent.token)).toBe(1025);
  });
});

// Two nodes as in production: separate pools and caches on one PostgreSQL database; a third
// connection writes plain SQL, as another process (the command line, SQL by hand) would.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'wallet balance on two nodes of one PostgreSQL database',
  () => {
    let a: TestApp;
    let b: TestApp;
    let writer: DbHandle;
    withTwoNodes((nodes) => ({ a, b, writer } = nodes));

    it('shows a credit made on one node on the writing node at once and on the other within the bound', async () => {
      const agent = await createWalletAgent(a.deps, { balance: 100_000 });
      expect(await balanceOf(a, agent.token)).toBe(1000);
      expect(await balanceOf(b, agent.token)).toBe(1000);
      await credit(a, agent.id, 5_000);
      const committed = performance.now();
      expect(await balanceOf(a, agent.token)).toBe(1050);
      // Within the bound node B may still answer its copy; past it, never.
      await sleep(Math.max(0, WALLET_FRESH_MS + 50 - (performance.now() - committed)));
      expect(await balanceOf(b, agent.token)).toBe(1050);
    });

    it('answers from memory within the bound and shows a change made by plain SQL after it on both nodes', async () => {
      const agent = await createWalletAgent(a.deps, { balance: 100_000 });
      // The opening credit was written by this process: its reads are kept only once it has settled.
      await sleep(WALLET_FRESH_MS);
      const read = performance.now();
      expect(await balanceOf(b, agent.token)).toBe(1000);
      await writer.db.execute(sql`update wallets set balance = balance + 700 where agent_id = ${agent.id}`);
      const committed = performance.now();
      // Not read again inside the bound: node B still answers what it read (shows the copy is used).
      const seen = await balanceOf(b, agent.token);
      if (performance.now() - read < WALLET_FRESH_MS) expect(seen).toBe(1000);
      // The bound counts from the commit: never older than WALLET_FRESH_MS after it.
      await sleep(Math.max(0, WALLET_FRESH_MS + 50 - (performance.now() - committed)));
      expect(await balanceOf(b, agent.token)).toBe(1007);
      expect(await balanceOf(a, agent.token)).toBe(1007);
    });

    it('moves money from the row under lock, never from the copy', async () => {
      const agent = await createWalletAgent(a.deps, { balance: 10_000 });
      expect(await balanceOf(b, agent.token)).toBe(100);
      // Another process takes the money; node B's copy still shows 100 within the bound.
      await writer.db.execute(sql`update wallets set balance = 0 where agent_id = ${agent.id}`);
      await expect(
        walletService(b.deps).debit({
          agentId: agent.id,
          amount: 5_000,
          kind: 'payment',
          reference: 'TEST-DEBIT',
          description: 'Test debit',
        }),
      ).rejects.toThrow();
    });
  },
);
