import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { createDb, queryRows } from './client.ts';
import {
  framedOnTransactions,
  type FramedTransaction,
  type PreparedStatement,
  type SqlLiteral,
  type StatementCall,
} from './framed-transaction.ts';
import { createTestDb } from './testing/index.ts';

let database: DbHandle;
/** The same database with framed calls inlined (DATABASE_POOLER=transaction): another handle on PostgreSQL. */
let inlined: { framed: FramedTransaction; close(): Promise<void> };
beforeAll(async () => {
  database = await createTestDb();
  await database.db.execute(sql`create table framed_probe (id int primary key, note text not null)`);
  const url = process.env.TEST_DATABASE_URL;
  if (database.kind === 'pglite' || !url) {
    inlined = { framed: framedOnTransactions(database.db, 'inline'), close: async () => undefined };
    return;
  }
  const [current] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const u = new URL(url);
  u.pathname = `/${current?.name ?? ''}`;
  inlined = await createDb({ databaseUrl: u.toString(), poolSize: 5, pooler: 'transaction' });
});
afterAll(async () => {
  await inlined.close();
  await database.close();
});

const PUT: PreparedStatement = {
  name: 'framed_probe_put',
  types: ['int', 'text'],
  body: 'insert into framed_probe values ($1, $2)',
};
const GET: PreparedStatement = {
  name: 'framed_probe_get',
  types: ['int'],
  body: 'select note, $1 + 0 as id from framed_probe where id = $1',
};
const PREPARED = [PUT, GET];
const call = (statement: PreparedStatement, ...args: SqlLiteral[]): StatementCall => ({ statement, args });

describe.each([
  { mode: 'prepared', base: 0 },
  { mode: 'inline', base: 1000 },
])('framed transactions, calls $mode', ({ mode, base }) => {
  it('open and close with calls of the statements, and roll back as one', async () => {
    const framed = mode === 'inline' ? inlined.framed : database.framed;
    // More transactions than pooled connections: every connection prepares once and reuses it.
    const ids = Array.from({ length: 24 }, (_, i) => base + i + 1);
    await Promise.all(
      ids.map((id) =>
        framed(
          call(PUT, id, "it's opened"),
          async (tx) => {
            await tx.execute(sql`update framed_probe set note = 'worked' where id = ${id}`);
            return id;
          },
          (n) => call(GET, n),
          PREPARED,
        ),
      ),
    );
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from framed_probe where note = 'worked' and id > ${base} and id <= ${base + 24}`,
    );
    expect(rows[0]?.n).toBe(ids.length);

    // An error in the closing statement rolls the whole transaction back; the statements stay prepared.
    await expect(
      framed(
        call(PUT, base + 100, 'opened'),
        async () => 1,
        () => call(PUT, base + 1, 'duplicate key'),
        PREPARED,
      ),
    ).rejects.toThrow();
    const left = await queryRows(database.db, sql`select id from framed_probe where id = ${base + 100}`);
    expect(left).toEqual([]);
    const opened = await framed(
      call(GET, base + 1),
      async (_tx, rows) => rows,
      () => null,
      PREPARED,
    );
    // Typed as the statement's parameter says ($1 + 0 is an int in both modes).
    expect(opened).toEqual([{ note: 'worked', id: base + 1 }]);
  });
});
