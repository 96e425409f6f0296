import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { retryOnConflict, sqlStateOf } from './retry.ts';
import type { Db, Tx } from './client.ts';

/**
 * A transaction whose first statement travels with BEGIN and whose last travels with COMMIT: on
 * PostgreSQL each pair is one simple-protocol query, one round trip instead of two (the money path
 * of issue 11: an Idempotency-Key claim with BEGIN, its stored answer with COMMIT). Both statements
 * are plain SQL text with their values inlined by `sqlLiteral` - no parameters.
 */
export interface FramedTransaction {
  <T>(
    open: string,
    work: (tx: Tx, opened: Record<string, unknown>[]) => Promise<T>,
    /** The statement to run just before COMMIT (null: none); an error in it rolls everything back. */
    close: (result: T) => string | null,
    /**
     * `PREPARE name(...) AS ...` statements that `open` and `close` EXECUTE: run once per connection,
     * outside any transaction, before its first framed transaction (so PostgreSQL parses and plans
     * them once, not on every call).
     */
    prepared?: readonly PreparedStatement[],
  ): Promise<T>;
}

export interface PreparedStatement {
  name: string;
  /** The whole `prepare <name>(<types>) as <statement>`. */
  sql: string;
}

/** SQLSTATE duplicate_prepared_statement: this connection has it already. */
const ALREADY_PREPARED = '42P05';

/** Prepares on a connection what it lacks of `statements`; `done` remembers what it has. */
async function prepareOnce(
  done: Set<string>,
  statements: readonly PreparedStatement[] | undefined,
  run: (text: string) => Promise<unknown>,
): Promise<void> {
  for (const statement of statements ?? []) {
    if (done.has(statement.name)) continue;
    await run(statement.sql).catch((err: unknown) => {
      if (sqlStateOf(err) !== ALREADY_PREPARED) throw err;
    });
    done.add(statement.name);
  }
}

/** A value inlined in SQL text: strings (escaped), finite numbers, booleans, instants, null, or JSON. */
export type SqlLiteral = string | number | boolean | Date | null | { json: unknown };

export function sqlLiteral(value: SqlLiteral): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return `${pg.escapeLiteral(value.toISOString())}::timestamptz`;
  return `${pg.escapeLiteral(JSON.stringify(value.json))}::jsonb`;
}

/** PGlite (one connection, in process): the same statements inside an ordinary transaction. */
export function framedOnTransactions(db: Db): FramedTransaction {
  const done = new Set<string>();
  return async (open, work, close, prepared) => {
    await prepareOnce(done, prepared, (text) => db.execute(sql.raw(text)));
    return db.transaction(async (tx) => {
      const opened: unknown = await tx.execute(sql.raw(open));
      const result = await work(tx, (opened as { rows: Record<string, unknown>[] }).rows);
      const closing = close(result);
      if (closing) await tx.execute(sql.raw(closing));
      return result;
    });
  };
}

interface SessionInternals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * PostgreSQL: `begin; <open>` and `<close>; commit` as single queries on a pooled connection, the
 * work in between through a drizzle transaction bound to that connection (as `db.transaction` builds
 * it). Retried as a whole on a deadlock or serialization failure, like every transaction here.
 */
export function framedOnPool(pool: pg.Pool, db: Db): FramedTransaction {
  const base = (db as unknown as { session: SessionInternals }).session;
  // What each pooled connection has prepared (a connection that breaks is dropped, and its entry with it).
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  return (open, work, close, prepared) =>
    retryOnConflict(async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        let done = preparedOn.get(client);
        if (!done) preparedOn.set(client, (done = new Set()));
        await prepareOnce(done, prepared, (text) => client.query(text));
        const session = new NodePgSession(client, base.dialect, base.schema, base.options);
        const tx = new NodePgTransaction(base.dialect, session, base.schema) as unknown as Tx;
        const results = (await client.query(`begin;\n${open}`)) as unknown as pg.QueryResult[];
        const result = await work(tx, (results[1]?.rows ?? []) as Record<string, unknown>[]);
        const closing = close(result);
        await client.query(closing ? `${closing};\ncommit` : 'commit');
        return result;
      } catch (err) {
        // After a failed COMMIT the transaction is already over: this rollback is then a no-op.
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError as Error;
        });
        throw err;
      } finally {
        client.release(broken);
      }
    });
}
