import { sql } from 'drizzle-orm';
import {
  createDb,
  pgliteCreates,
  queryRows,
  seedAttractions,
  seedDemo,
  seedHotels,
  seedReference,
  type DbHandle,
} from '@portal/db';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { systemClock } from './lib/clock.ts';
import { fileStoreFromEnv } from './lib/file-store.env.ts';
import { hashPassword } from './lib/passwords.ts';
import { seedWallet } from './modules/wallet/wallet.seed.ts';

const SEED_LOCK = 72_410_002;

/**
 * Opens the database (PGlite under DATA_DIR, or PostgreSQL with DATABASE_POOL_MAX connections) and,
 * unless MIGRATE_ON_START=false (fleets run `npm run migrate` as a deploy step), migrates and seeds it.
 * PGlite that created its directory here (initdb) is closed and opened again once migrated and seeded:
 * its WASM memory never shrinks, and the first open's initdb and seeding leave it 80 MB above what a
 * reopen starts with (ADR 0033). Nothing else has seen the first handle, so none of the caches keyed by
 * a handle (change feed, versioned values) keeps it.
 */
export async function openDatabase(env: Env): Promise<DbHandle> {
  const options = {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    poolSize: env.DATABASE_POOL_MAX,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    listenUrl: env.DATABASE_LISTEN_URL,
    pooler: env.DATABASE_POOLER,
  };
  const reopen = !env.DATABASE_URL && pgliteCreates(env.DATA_DIR);
  const database = await createDb(options);
  try {
    if (database.kind === 'postgres' && env.DATABASE_POOLER === 'transaction')
      await expectRoleStatementTimeout(database, env.DATABASE_STATEMENT_TIMEOUT_MS);
    if (env.MIGRATE_ON_START === 'true') await migrateAndSeed(env, database);
  } catch (err) {
    await database.close();
    throw err;
  }
  if (!reopen) return database;
  await database.close();
  return createDb(options);
}

/**
 * Behind a transaction-mode pooler the statement timeout cannot travel as a startup parameter: it is
 * the role's (ALTER ROLE, ADR 0030). A node refuses to start when that is not DATABASE_STATEMENT_TIMEOUT_MS,
 * so the variable always says the limit in force.
 */
async function expectRoleStatementTimeout(database: DbHandle, expectedMs: number): Promise<void> {
  const [row] = await queryRows<{ ms: number; role: string }>(
    database.db,
    sql`select setting::int as ms, current_user as role from pg_settings where name = 'statement_timeout'`,
  );
  if (row?.ms === expectedMs) return;
  throw new Error(
    `DATABASE_POOLER=transaction: the server's statement_timeout is ${row?.ms ?? '?'} ms but ` +
      `DATABASE_STATEMENT_TIMEOUT_MS is ${expectedMs}. Set it on the role (ALTER ROLE ${row?.role ?? 'portal'} ` +
      `SET statement_timeout = ${expectedMs};) or set DATABASE_STATEMENT_TIMEOUT_MS to what the role has.`,
  );
}

/** Applies the migrations and the (idempotent) seeds; several nodes starting together take turns. */
export async function migrateAndSeed(env: Env, database: DbHandle): Promise<void> {
  await database.migrate();
  await database.exclusive(SEED_LOCK, async () => {
    await seedReference(database.db);
    await seedAttractions(database.db);
    await seedHotels(database.db);
    const demo = env.NODE_ENV !== 'production' || env.SEED_DEMO === 'true';
    if (demo) await seedDemo(database.db, hashPassword);
    await seedWallet(productionDeps(env, database), { demo });
  });
}

/** This node's job queue: workers only where ROLE runs jobs and JOBS=on. */
export function jobQueueFor(env: Env, database: DbHandle, onError?: (err: Error) => void): JobQueue {
  return createJobQueue(database, {
    worker: runsJobs(env),
    migrate: env.MIGRATE_ON_START === 'true',
    poolMax: env.JOBS_POOL_MAX,
    onError,
  });
}

/** Whether this node runs the background jobs (ROLE worker or all, and JOBS=on). */
export function runsJobs(env: Env): boolean {
  return env.JOBS === 'on' && env.ROLE !== 'web';
}

export function productionDeps(env: Env, database: DbHandle, queue?: JobQueue): AppDeps {
  return {
    env,
    database,
    clock: systemClock,
    files: fileStoreFromEnv(env, database.db),
    ...(queue ? { queue } : {}),
  };
}
