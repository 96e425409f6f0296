import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { framedOnPool, framedOnTransactions, type FramedTransaction } from './framed-transaction.ts';
import { retryOnConflict } from './retry.ts';
import { tracePglite, TracedPool } from './traced-statements.ts';
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
  /**
   * Runs `work` unless `key` is held by someone else, who may be another process (PostgreSQL: a
   * session advisory lock, which the server drops the moment the holder's connection dies, e.g. a
   * killed node) or another caller in this process; then answers `{ ran: false }` at once.
   */
  tryExclusive<T>(key: string, work: () => Promise<T>): Promise<Exclusive<T>>;
  /** Applies the committed SQL migrations (guarded by an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, and `onGap` when some may have been
   * missed (the PostgreSQL listener connection dropped and is reconnecting). Answers a stop function.
   * PGlite delivers in process, before the notifying statement's promise settles.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Committed migrations not yet applied to this database (0 when current); readiness checks it. */
  pendingMigrations(): Promise<number>;
  /** The connection pool's size and use (PostgreSQL); null on PGlite, which has one connection. */
  poolStats(): PoolStats | null;
  /** What a job queue connects to: this PGlite instance, or the PostgreSQL server at `url`. */
  queueTarget:
    { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string; statementTimeoutMs: number };
  /** A transaction whose first and last statements ride with BEGIN and COMMIT (framed-transaction.ts). */
  framed: FramedTransaction;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', 'migrations');
const MIGRATION_LOCK = 72_410_001;

export interface CreateDbOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * PGlite: a data directory as an uncompressed tar (`dumpDataDir('none')`) to start from, in memory
   * (tests load a migrated, seeded template per file). Read, never changed: one buffer serves every load.
   */
  pgliteTar?: Uint8Array;
  /** PGlite's shared_buffers in MB (the API passes PGLITE_SHARED_BUFFERS_MB, 16); PGlite's own 128 when not given. */
  pgliteSharedBuffersMb?: number;
  /** PostgreSQL connections of this process's pool (DATABASE_POOL_MAX); default 10. */
  poolSize?: number;
  /** PostgreSQL: statements running longer are cancelled by the server (DATABASE_STATEMENT_TIMEOUT_MS); 0 = none. */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: where the LISTEN connections go (DATABASE_LISTEN_URL) when `databaseUrl` is a
   * transaction-mode pooler, which cannot keep a session listening; default `databaseUrl`.
   */
  listenUrl?: string | undefined;
  /**
   * PostgreSQL: `transaction` when `databaseUrl` is a transaction-mode pooler (DATABASE_POOLER), which
   * gives each transaction (or statement outside one) whichever server connection is free: then
   * nothing here relies on a server session (ADR 0030). Default `none`.
   */
  pooler?: Pooler | undefined;
}

export type Pooler = 'none' | 'transaction';

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl)
    return createPostgres(
      options.databaseUrl,
      options.poolSize ?? 10,
      options.statementTimeoutMs ?? 0,
      options.listenUrl ?? options.databaseUrl,
      options.pooler ?? 'none',
    );
  return createPglite(options);
}

/** How many migrations the migrations folder holds (drizzle's journal). */
function committedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Committed migrations the database has not applied (drizzle records each applied one). */
async function pendingMigrations(db: Db): Promise<number> {
  const applied = await queryRows<{ n: number }>(
    db,
    sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
             else (select count(*)::int from drizzle.__drizzle_migrations) end as n`,
  );
  return Math.max(0, committedMigrations() - Number(applied[0]?.n ?? 0));
}

/**
 * PGlite's WASM memory grows to the backend's peak and never shrinks (ADR 0033): an index build may
 * take maintenance_work_mem (64 MB by default) and each sort or hash work_mem, on top of
 * shared_buffers. Capped lower than PostgreSQL's defaults: an index build or a big sort spills to
 * its temporary files instead of growing the memory for good.
 */
const PGLITE_WORK_MEMORY = ['maintenance_work_mem = 16MB', 'work_mem = 4MB', 'temp_buffers = 2MB'];

/**
 * PGlite runs one backend, but PostgreSQL sizes its shared memory (lock and process tables, the
 * asynchronous I/O handles) for max_connections, 100 by default: 14 MB beside the buffers, 8 MB with
 * 4 (pg_shmem_allocations, ADR 0033). 4 leaves room for the 3 connections reserved for superusers.
 */
const PGLITE_SHARED_MEMORY = ['max_connections = 4'];

/**
 * Whether opening PGlite on `dataDir` would create its database (initdb): the directory holds none yet.
 * Such a first open grows the WASM memory past what a reopen starts with (ADR 0033), so a node leaves
 * the creating to a child process and opens the directory after it (openDatabase in apps/api).
 */
export function pgliteCreates(dataDir: string | undefined): boolean {
  return dataDir !== undefined && !existsSync(join(dataDir, 'pg', 'PG_VERSION'));
}

const BYTEA_OID = 17;
const BYTEA_ARRAY_OID = 1001;

/** A bytea value as PostgreSQL's hex text, by Node's codec. */
function byteaHex(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/**
 * PGlite passes bytea values as hex text, and its own conversion goes byte by byte in JavaScript (an
 * array of two-character strings to join, a parseInt per byte on the way back): about 5 ms of the
 * event loop for a city search's 70 KB session row (ADR 0037 addendum), more per MB of a stored
 * file. Here a bytea parameter goes as it is: PGlite's Bind sends a value that is bytes in binary
 * format, PostgreSQL's binary form of bytea is the bytes themselves - no hex text twice the size to
 * build, to measure character by character (pg-protocol's byteLengthUtf8), to copy into the WASM
 * and to parse there (0.3-0.5 ms less per 40 KB session row, ADR 0048). Results come as hex text
 * (PGlite asks for text results), read back by Node's hex codec. A bytea[] parameter stays hex text
 * inside the array's text form: PGlite's array serializers call the element's serializer, which must
 * answer text, so the array one is set here explicitly (PGlite derives it again only in
 * `refreshArrayTypes`, which this code never calls).
 */
export function nativeBytea(client: PGlite): void {
  client.serializers = {
    ...client.serializers,
    // A Uint8Array where PGlite's type says string: pg-protocol's Bind writes any ArrayBuffer view
    // as a binary parameter.
    [BYTEA_OID]: ((value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return value;
    }) as unknown as (value: unknown) => string,
    [BYTEA_ARRAY_OID]: (values: unknown) => types.arraySerializer(values, byteaHex, BYTEA_ARRAY_OID),
  };
  client.parsers = {
    ...client.parsers,
    [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex'),
  };
}

/**
 * A Blob that hands PGlite its bytes as they are. PGlite reads `loadDataDir` with `arrayBuffer()`, which
 * for Node's own Blob streams the bytes out in chunks and joins them: for the 76 MB test template more
 * CPU than starting PostgreSQL on it. PGlite copies each file out of the tar into its file system, so the
 * one buffer can serve every load.
 */
class TarBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#bytes;
    return Promise.resolve(
      byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer
        ? buffer
        : (buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer),
    );
  }
}

async function createPglite(options: CreateDbOptions): Promise<DbHandle> {
  const dir = options.dataDir ? join(options.dataDir, 'pg') : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const conf = [
    ...PGLITE_WORK_MEMORY,
    ...PGLITE_SHARED_MEMORY,
    ...(options.pgliteSharedBuffersMb ? [`shared_buffers = ${options.pgliteSharedBuffersMb}MB`] : []),
  ];
  const client = await PGlite.create({
    dataDir: dir,
    postgresqlconf: conf,
    ...(options.pgliteTar ? { loadDataDir: new TarBlob(options.pgliteTar) } : {}),
  });
  nativeBytea(client);
  // Inside a trace (OpenTelemetry on), every statement is a span of it (traced-statements.ts).
  tracePglite(client);
  const db = retryingTransactions(drizzlePglite(client, { schema, casing: 'snake_case' }));
  const pglite = client;
  return {
    db,
    kind: 'pglite',
    exclusive: (_key, work) => work(),
    tryExclusive: inProcessExclusive(),
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await pglite.query('select 1');
    },
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channel, onNotify);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    close: () => pglite.close(),
    pendingMigrations: () => pendingMigrations(db),
    poolStats: () => null,
    queueTarget: { kind: 'pglite', pglite },
    framed: framedOnTransactions(db),
  };
}

async function createPostgres(
  url: string,
  max: number,
  statementTimeoutMs: number,
  listenUrl: string,
  pooler: Pooler,
): Promise<DbHandle> {
  const pooled = pooler === 'transaction';
  // statement_timeout as a startup parameter: set per connection by the server, no SET on a session.
  // A pooler refuses startup parameters it does not know (PgBouncer: "unsupported startup parameter"),
  // so behind one the limit is the role's own (ALTER ROLE ... SET statement_timeout; ADR 0030). Inside
  // a trace (OpenTelemetry on), every statement is a span of it (traced-statements.ts).
  const pool = new TracedPool({
    connectionString: url,
    max,
    ...(statementTimeoutMs > 0 && !pooled ? { statement_timeout: statementTimeoutMs } : {}),
  });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  if (pooled) pool.on('connect', unnameStatements);
  const db = retryingTransactions(drizzlePg(pool, { schema, casing: 'snake_case' }));
  // Dedicated LISTEN connections, ended with the pool so a closed handle keeps no socket open.
  const listeners = new Set<() => Promise<void>>();
  let closed = false;
  return {
    db,
    kind: 'postgres',
    exclusive: (key, work) => withAdvisoryLock(pool, key, pooled, work),
    tryExclusive: (key, work) => withLease(db, key, work),
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK, pooled, async () => {
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
    listen: async (channel, onNotify, onGap) => {
      if (closed) throw new Error('database handle closed');
      const stop = await listenPostgres(listenUrl, channel, onNotify, onGap);
      if (closed) {
        await stop();
        throw new Error('database handle closed');
      }
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    pendingMigrations: () => pendingMigrations(db),
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    queueTarget: { kind: 'postgres', url, statementTimeoutMs },
    framed: framedOnPool(pool, db, pooled ? 'inline' : 'prepared'),
  };
}

/**
 * Every top-level `db.transaction(...)` of the app is re-run when PostgreSQL aborts it for a deadlock
 * or a serialization failure (see retry.ts), so such a conflict never reaches a caller as an error.
 * The callback must therefore only touch the database (no supplier calls, no mails sent directly):
 * the rule every transaction here already follows. Nested `tx.transaction` savepoints are not
 * retried on their own: a conflict aborts the whole outer transaction, which is retried as one.
 */
function retryingTransactions(db: Db): Db {
  const run = db.transaction.bind(db);
  db.transaction = (work, config) => retryOnConflict(() => run(work, config));
  return db;
}

const LISTEN_RETRY_MS = 1000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). A dropped
 * connection is reported as a gap and retried every second until `stop`.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    client = next;
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
  };
  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed || retry) return;
    client = null;
    onGap();
    failed.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => {
        // Unless its error event already scheduled the next attempt.
        if (client) reconnect(client);
      });
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  try {
    await connect();
  } catch (error) {
    stopped = true;
    if (retry) clearTimeout(retry);
    await (client as pg.Client | null)?.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

/** PGlite serves one process: a key held by a caller in this process is held, full stop. */
function inProcessExclusive() {
  const held = new Set<string>();
  return async <T>(key: string, work: () => Promise<T>): Promise<Exclusive<T>> => {
    if (held.has(key)) return { ran: false };
    held.add(key);
    try {
      return { ran: true, value: await work() };
    } finally {
      held.delete(key);
    }
  };
}

/** How long a lease holds before another node may take the work over (a holder that died). */
export const LEASE_MS = 2 * 60_000;

/**
 * Runs `work` under a lease row in work_leases, never waiting: one committed statement claims it (or
 * answers that someone else holds it), another gives it back. Unlike an advisory lock nothing stays
 * open on a connection while `work` runs (supplier calls), so it is safe behind a transaction-mode
 * pooler; a holder that dies keeps the work for at most LEASE_MS.
 */
async function withLease<T>(db: Db, key: string, work: () => Promise<T>): Promise<Exclusive<T>> {
  const holder = randomUUID();
  const claimed = await queryRows<{ holder: string }>(
    db,
    sql`insert into work_leases (key, holder, expires_at)
        values (${key}, ${holder}, now() + ${sql.raw(`interval '${LEASE_MS} milliseconds'`)})
        on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where work_leases.expires_at < now()
        returning holder`,
  );
  if (claimed[0]?.holder !== holder) return { ran: false };
  try {
    return { ran: true, value: await work() };
  } finally {
    await db
      .execute(sql`delete from work_leases where key = ${key} and holder = ${holder}`)
      .catch(() => undefined);
  }
}

/**
 * An advisory lock held on a dedicated connection while `work` runs on the pool: a session-level one,
 * or behind a transaction-mode pooler a transaction-level one in a transaction left open for as long
 * (the pooler keeps a server connection with its client only while a transaction is open, so a session
 * lock could be taken on one server connection and "released" on another, and never end).
 */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  pooled: boolean,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    if (pooled) await client.query('begin');
    await client.query(pooled ? 'select pg_advisory_xact_lock($1)' : 'select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client
      .query(pooled ? 'rollback' : 'select pg_advisory_unlock($1)', pooled ? [] : [key])
      .catch((err: unknown) => {
        broken = err as Error;
      });
    client.release(broken);
  }
}

/**
 * Behind a transaction-mode pooler: a protocol-level named prepared statement (`name` in a query
 * config, namedRows) is sent unnamed, since the next query of this client may reach a server
 * connection that never saw it (or one that has another client's statement of that name).
 */
function unnameStatements(client: pg.PoolClient): void {
  type Query = (...args: unknown[]) => unknown;
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const first = args[0];
    if (
      first &&
      typeof first === 'object' &&
      'name' in first &&
      typeof (first as { submit?: unknown }).submit !== 'function'
    ) {
      const { name: _unnamed, ...unnamed } = first as { name?: string };
      args[0] = unnamed;
    }
    return query(...args);
  };
}

/** Rows of a raw SQL statement, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

interface SessionOf {
  session: {
    prepareQuery(
      query: ReturnType<SessionOf['dialect']['sqlToQuery']>,
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/**
 * `queryRows` for a hot statement: on PostgreSQL a named prepared statement, parsed and planned once
 * per connection instead of on every call (for the wallet debit that is most of what PostgreSQL spends
 * on it). `name` must stand for one SQL text: give statements whose text varies one name per variant.
 * Behind a transaction-mode pooler (DATABASE_POOLER=transaction) it is sent unnamed (unnameStatements).
 */
export async function namedRows<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as SessionOf;
  const result = await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
