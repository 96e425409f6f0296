import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, queryRows, type DbHandle } from '@portal/db';
import { buildApp } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  BOOKING_TYPE,
  freeDate,
  order,
  pickActivity,
  pricedItem,
  seedCatalogue,
} from '../attractions/attractions.testing.ts';
import { createAgentWithToken } from '../resellers/resellers.testing.ts';
import { idemKey, ledgerViolations } from './wallet.testing.ts';

// The API behind PgBouncer in transaction mode (DATABASE_POOLER=transaction, README "Connection
// poolers"). Skipped unless TEST_PGBOUNCER_URL names a PgBouncer with pool_mode=transaction and a
// default_pool_size below 20, in front of TEST_DATABASE_URL's server with every database passed
// through (`* = host=... port=...`), e.g. postgres://postgres@127.0.0.1:6432/postgres.
const pgbouncer = process.env.TEST_PGBOUNCER_URL;
const postgres = process.env.TEST_DATABASE_URL;

const KEYS = 60;
const IN_FLIGHT = 24;

let t: TestApp;
/** A second API instance on the same database, every connection of it through PgBouncer. */
let pooled: TestApp;
let pooledDb: DbHandle;
beforeAll(async () => {
  if (!pgbouncer || !postgres) return;
  t = await buildTestApp();
  await seedCatalogue(t);
  const [current] = await queryRows<{ name: string }>(
    t.deps.database.db,
    sql`select current_database() as name`,
  );
  const url = new URL(pgbouncer);
  url.pathname = `/${current?.name ?? ''}`;
  pooledDb = await createDb({ databaseUrl: url.toString(), poolSize: 20, pooler: 'transaction' });
  const deps: AppDeps = { ...t.deps, database: pooledDb };
  const app = await buildApp(deps, { logger: false, serveWeb: false });
  await app.ready();
  pooled = { app, deps, close: async () => (await app.close(), await pooledDb.close()) };
}, 120_000);
afterAll(async () => {
  await pooled?.close();
  await t?.close();
});

describe.runIf(pgbouncer && postgres)('wallet bookings through PgBouncer in transaction mode', () => {
  it('shares a few server connections among the pool of 20', async () => {
    const pids = await Promise.all(
      Array.from({ length: 20 }, () =>
        queryRows<{ pid: number }>(pooledDb.db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
      ),
    );
    expect(new Set(pids.map(([row]) => row?.pid)).size).toBeLessThan(20);
  });

  it('concurrent wallet checkouts, each key sent twice at once: no 5xx, one order per key, wallet and ledger exact', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 50_000_000 });
    const booking = await pickActivity(t, BOOKING_TYPE);
    const item = await pricedItem(pooled, agent.token, {
      activityId: booking.activityId,
      date: await freeDate(t, booking.attractionId),
      adults: 1,
    });
    const start = await balanceOf(agent.id);
    const keys = Array.from({ length: KEYS }, () => idemKey());
    const answers: { key: string; status: number; body: string; replayed: boolean }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < KEYS * 2) {
        const key = keys[Math.floor(next++ / 2)]!;
        const r = await order(pooled, agent.token, [item], {}, key);
        answers.push({
          key,
          status: r.statusCode,
          body: r.body,
          replayed: r.headers['idempotent-replayed'] === 'true',
        });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    // A duplicate that finds the first still running gets 409; otherwise it replays the stored answer.
    for (const a of answers) expect([201, 409], a.body).toContain(a.status);
    const booked = answers.filter((a) => a.status === 201 && !a.replayed).map((a) => a.key);
    expect(new Set(booked).size).toBe(booked.length);
    expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.key)).size).toBe(KEYS);

    const [orders] = await queryRows<{ n: number; total: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n, coalesce(sum(total_agent_price), 0)::int as total from booking_orders
        where agent_id = ${agent.id} and status = 'completed'`,
    );
    expect(orders).toEqual({ n: KEYS, total: KEYS * Number(item.expectedPrice) });
    expect(start - (await balanceOf(agent.id))).toBe(orders!.total);
    expect(await ledgerViolations(t.deps.database.db)).toEqual([]);
  }, 240_000);
});

async function balanceOf(agentId: string): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    t.deps.database.db,
    sql`select balance::int as balance from wallets where agent_id = ${agentId}`,
  );
  return row!.balance;
}
