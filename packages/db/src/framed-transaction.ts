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
    open: FramedStatement,
    work: (tx: Tx, opened: Record<string, unknown>[]) => Promise<T>,
    /** The statement to run just before COMMIT (null: none); an error in it rolls everything back. */
    close: (result: T) => FramedStatement | null,
    /**
     * The statements that `open` and `close` call, each PREPAREd once per connection, outside any
     * transaction, before its first framed transaction (so PostgreSQL parses and plans them once, not
     * on every call); behind a transaction-mode pooler none is prepared and each call is inlined.
     */
    prepared?: readonly PreparedStatement[],
  ): Promise<T>;
}

/** SQL text as it is (it must not EXECUTE a prepared statement), or a call of a prepared statement. */
export type FramedStatement = string | StatementCall;

export interface PreparedStatement {
  name: string;
  /** The types of its parameters $1, $2, ... in order. */
  types: readonly string[];
  /** The statement, with parameters $1, $2, ... (and no `$` followed by a digit anywhere else). */
  body: string;
}

export interface StatementCall {
  statement: PreparedStatement;
  args: readonly SqlLiteral[];
}

/**
 * How framed transactions send a call: `prepared` EXECUTEs the connection's prepared statement,
 * `inline` sends its body with every parameter replaced by its value cast to the parameter's type
 * (the same statement and results, planned on each call). Inline is for a transaction-mode pooler
 * (DATABASE_POOLER=transaction), which hands a client's queries to any server connection and does
 * not carry SQL-level PREPAREs over.
 */
export type CallMode = 'prepared' | 'inline';

/** The SQL text of `statement` in `mode`. */
export function framedText(statement: FramedStatement, mode: CallMode): string {
  if (typeof statement === 'string') return statement;
  const { statement: prepared, args } = statement;
  if (args.length !== prepared.types.length)
    throw new Error(`${prepared.name} takes ${prepared.types.length} arguments, not ${args.length}`);
  if (mode === 'prepared') return `execute ${prepared.name}(${args.map(sqlLiteral).join(', ')})`;
  return prepared.body.replace(/\$(\d+)(?!\d)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i >= args.length) throw new Error(`${prepared.name} has no parameter $${n}`);
    return `(${sqlLiteral(args[i]!)})::${prepared.types[i]!}`;
  });
}

/** `prepare <name>(<types>) as <body>`. */
export function prepareText(statement: PreparedStatement): string {
  return `prepare ${statement.name}(${statement.types.join(', ')}) as ${statement.body}`;
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
    await run(prepareText(statement)).catch((err: unknown) => {
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
export function framedOnTransactions(db: Db, mode: CallMode = 'prepared'): FramedTransaction {
  const done = new Set<string>();
  return async (open, work, close, prepared) => {
    if (mode === 'prepared') await prepareOnce(done, prepared, (text) => db.execute(sql.raw(text)));
    return db.transaction(async (tx) => {
      const opened: unknown = await tx.execute(sql.raw(framedText(open, mode)));
      const result = await work(tx, (opened as { rows: Record<string, unknown>[] }).rows);
      const closing = close(result);
      if (closing) await tx.execute(sql.raw(framedText(closing, mode)));
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
export function framedOnPool(pool: pg.Pool, db: Db, mode: CallMode = 'prepared'): FramedTransaction {
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
        if (mode === 'prepared') await prepareOnce(done, prepared, (text) => client.query(text));
        const session = new NodePgSession(client, base.dialect, base.schema, base.options);
        const tx = new NodePgTransaction(base.dialect, session, base.schema) as unknown as Tx;
        const results = (await client.query(
          `begin;\n${framedText(open, mode)}`,
        )) as unknown as pg.QueryResult[];
        const result = await work(tx, (results[1]?.rows ?? []) as Record<string, unknown>[]);
        const closing = close(result);
        await client.query(closing ? `${framedText(closing, mode)};\ncommit` : 'commit');
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
