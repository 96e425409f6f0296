import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
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
 * A PGlite directory that does not exist yet is created, migrated and seeded by a child process
 * (seed-database.ts) before this one opens it: initdb, the seeds and compiling PostgreSQL's WASM for
 * them leave the WASM memory and the malloc arenas of the process that ran them larger for good (a
 * first start served 30-70 MB above a restart, ADR 0033), and its high-water mark above a gigabyte.
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
  const created = !env.DATABASE_URL && pgliteCreates(env.DATA_DIR);
  if (created) await createPgliteInChild(env);
  const database = await createDb(options);
  try {
    if (database.kind === 'postgres' && env.DATABASE_POOLER === 'transaction')
      await expectRoleStatementTimeout(database, env.DATABASE_STATEMENT_TIMEOUT_MS);
    if (env.MIGRATE_ON_START === 'true' && !created) await migrateAndSeed(env, database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * Runs seed-database.ts with this node's settings (`env`, which a caller may have built rather than
 * read from process.env) and Node; its output is this process's. Rejects unless it exits with 0.
 */
async function createPgliteInChild(env: Env): Promise<void> {
  const settings: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(env))
    if (typeof value === 'string' || typeof value === 'number') settings[name] = String(value);
  // WASM compiled lazily, as the node's own (scripts/node-flags.mjs): compiling all of PostgreSQL up
  // front would take hundreds of MB more; and, in this one-off process only, by the baseline compiler,
  // whose code needs no 604 MB of compiler memory for the SQL parser (the serving node optimizes it:
  // its statements run faster that way, ADR 0033 session 2).
  const child = spawn(
    process.execPath,
    ['--wasm-lazy-compilation', '--liftoff-only', join(import.meta.dirname, 'seed-database.ts')],
    { env: settings, stdio: 'inherit' },
  );
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0)
    throw new Error(
      `creating the PGlite database in ${env.DATA_DIR} failed (${signal ?? `exit code ${code}`})`,
    );
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
