import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DbHandle } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import type { AppDeps } from '../../deps.ts';
import { loadEnv } from '../../env.ts';
import { systemClock } from '../../lib/clock.ts';
import { memoryFileStore } from '../../lib/file-store.ts';
import { createTestAdmin, signInStaffThrough, TEST_PASSWORD } from '../auth/auth.fixtures.ts';
import { startServerProcess, type ServerProcess } from './server-process.testing.ts';
import { createWalletAgent, idemKey, ledgerViolations } from './wallet.testing.ts';

// PostgreSQL only, by design: two API processes can share a PostgreSQL database, while the embedded
// PGlite lives inside one process. Without TEST_DATABASE_URL this suite does not apply (vitest lists it
// as skipped); CI runs the int project on PostgreSQL, where it always runs. The in-process variants
// (one process, and two app instances in one process) are in wallet.concurrency.int.test.ts.
const postgres = process.env.TEST_DATABASE_URL;

const JWT_SECRET = 'two-process-test-secret-0123456789abcdef';
const DEBITS = 1000;
const IN_FLIGHT = 50;
// AED 3,000 balance + AED 2,000 credit limit = exactly 500 debits of AED 10.00
const WALLET = { balance: 300_000, creditLimit: 200_000 };

describe.runIf(postgres)('1,000 parallel debits across two API processes on PostgreSQL', () => {
  let database: DbHandle | undefined;
  let deps: AppDeps;
  let dataDir: string | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDb();
    const [current] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(postgres ?? '');
    url.pathname = `/${current?.name ?? ''}`;
    dataDir = await mkdtemp(join(tmpdir(), 'portal-two-process-'));
    deps = {
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JWT_SECRET }),
      database,
      clock: systemClock,
      files: memoryFileStore(),
    };
    const env = {
      DATABASE_URL: url.toString(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      DATA_DIR: dataDir,
      JWT_SECRET,
    };
    // One after the other: this test is about debits, not about two nodes migrating and seeding at once.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('exactly 500 accepted, 500 refused for insufficient funds, wallet and ledger exact', async () => {
    const agent = await createWalletAgent(deps, WALLET);
    const admin = await createTestAdmin(deps);
    // Signed in through the first process only: the second must accept the same token.
    // (An administrator uses two-factor sign-in: the helper enrols it on the way.)
    const jwtToken = await signInStaffThrough(
      async (url, payload) => {
        const res = await fetch(`${servers[0]!.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        const text = await res.text();
        return { status: res.status, body: JSON.parse(text) as unknown, text };
      },
      admin.email,
      TEST_PASSWORD,
    );

    const answers: { server: number; status: number; code?: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < DEBITS) {
        const server = next++ % servers.length;
        const res = await fetch(`${servers[server]!.url}/api/v1/admin/wallets/adjustments`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${jwtToken}`,
            'idempotency-key': idemKey(),
          },
          body: JSON.stringify({
            agent: agent.email,
            direction: 'debit',
            amount: 10,
            reason: 'parallel debit',
          }),
        });
        const body = (await res.json()) as { code?: string };
        answers.push({ server, status: res.status, code: res.status === 200 ? undefined : body.code });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    const tally: Record<string, number> = {};
    for (const a of answers) {
      const key = a.code ? `${a.status} ${a.code}` : String(a.status);
      tally[key] = (tally[key] ?? 0) + 1;
    }
    // On failure, the servers' own logs (warnings and errors) come with the message.
    const logs = servers.map((s, i) => `server ${i}:\n${s.output()}`).join('\n');
    expect(tally, logs).toEqual({ '200': 500, '400 INSUFFICIENT_FUNDS': 500 });
    // Both processes really moved money (each answered half the requests).
    for (const s of servers.keys()) {
      expect(answers.filter((a) => a.server === s)).toHaveLength(DEBITS / servers.length);
      expect(answers.some((a) => a.server === s && a.status === 200)).toBe(true);
    }

    const db = deps.database.db;
    const [wallet] = await queryRows<Record<string, number | string>>(
      db,
      sql`select balance, credit_limit as "creditLimit", credit_used as "creditUsed", held
          from wallets where agent_id = ${agent.id}`,
    );
    expect(Object.fromEntries(Object.entries(wallet ?? {}).map(([k, v]) => [k, Number(v)]))).toEqual({
      balance: 0,
      creditLimit: 200_000,
      creditUsed: 200_000,
      held: 0,
    });
    const [entries] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ledger_entries where agent_id = ${agent.id} and kind = 'adjustment'`,
    );
    expect(Number(entries?.n)).toBe(500);
    const [postings] = await queryRows<{ wallet: number | string; credit: number | string }>(
      db,
      sql`select coalesce(sum(amount) filter (where account = 'agent_wallet'), 0) as wallet,
                 coalesce(sum(amount) filter (where account = 'agent_credit'), 0) as credit
          from ledger_postings where agent_id = ${agent.id}`,
    );
    // The wallet equals the sum of its postings; credit used is the credit account's negative sum.
    expect({ wallet: Number(postings?.wallet), credit: Number(postings?.credit) }).toEqual({
      wallet: 0,
      credit: -200_000,
    });
    // Every entry sums to zero, every wallet matches its postings and open holds.
    expect(await ledgerViolations(db)).toEqual([]);
  }, 120_000);
});
