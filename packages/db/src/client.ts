import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding a cluster-wide advisory lock on PostgreSQL (one process at a time, e.g.
   * seeding when several API nodes start together); PGlite serves one process, so it just runs.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Applies the committed SQL migrations (guarded by an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', 'migrations');
const MIGRATION_LOCK = 72_410_001;

export interface CreateDbOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? 10);
  return createPglite(options);
}

async function createPglite(options: CreateDbOptions): Promise<DbHandle> {
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir ? join(options.dataDir, 'pg') : undefined;
    if (dir) mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  const pglite = client;
  return {
    db,
    kind: 'pglite',
    exclusive: (_key, work) => work(),
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

async function createPostgres(url: string, max: number): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exclusive: (key, work) => withAdvisoryLock(pool, key, work),
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK, async () => {
        const client = await pool.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          client.release();
        }
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** A session-level advisory lock held on a dedicated connection while `work` runs on the pool. */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}

/** Rows of a raw SQL statement, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
