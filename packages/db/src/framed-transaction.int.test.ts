import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { queryRows } from './client.ts';
import type { PreparedStatement } from './framed-transaction.ts';
import { createTestDb } from './testing/index.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDb();
  await database.db.execute(sql`create table framed_probe (id int primary key, note text not null)`);
});
afterAll(() => database.close());

const PREPARED: readonly PreparedStatement[] = [
  {
    name: 'framed_probe_put',
    sql: 'prepare framed_probe_put(int, text) as insert into framed_probe values ($1, $2)',
  },
  {
    name: 'framed_probe_get',
    sql: 'prepare framed_probe_get(int) as select note from framed_probe where id = $1',
  },
];

describe('framed transactions with prepared statements', () => {
  it('opens and closes with EXECUTE of statements each connection prepares, and rolls back as one', async () => {
    // More transactions than pooled connections: every connection prepares once and reuses it.
    const ids = Array.from({ length: 24 }, (_, i) => i + 1);
    await Promise.all(
      ids.map((id) =>
        database.framed(
          `execute framed_probe_put(${id}, 'opened')`,
          async (tx) => {
            await tx.execute(sql`update framed_probe set note = 'worked' where id = ${id}`);
            return id;
          },
          (n) => `execute framed_probe_get(${n})`,
          PREPARED,
        ),
      ),
    );
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from framed_probe where note = 'worked'`,
    );
    expect(rows[0]?.n).toBe(ids.length);

    // An error in the closing statement rolls the whole transaction back; the statements stay prepared.
    await expect(
      database.framed(
        `execute framed_probe_put(100, 'opened')`,
        async () => 1,
        () => `execute framed_probe_put(1, 'duplicate key')`,
        PREPARED,
      ),
    ).rejects.toThrow();
    const left = await queryRows(database.db, sql`select id from framed_probe where id = 100`);
    expect(left).toEqual([]);
    const opened = await database.framed(
      `execute framed_probe_get(1)`,
      async (_tx, rows) => rows,
      () => null,
      PREPARED,
    );
    expect(opened).toEqual([{ note: 'worked' }]);
  });
});
