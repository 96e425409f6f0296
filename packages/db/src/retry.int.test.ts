import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { queryRows } from './client.ts';
import { createTestDb } from './testing/index.ts';

// A real deadlock needs two connections: PostgreSQL only (PGlite runs one transaction at a time).
const postgres = process.env.TEST_DATABASE_URL;

let database: DbHandle;
beforeAll(async () => {
  if (!postgres) return;
  database = await createTestDb();
  await database.db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
});
afterAll(async () => {
  if (database) await database.close();
});

describe.runIf(postgres)('db.transaction on PostgreSQL', () => {
  it('re-runs the transaction PostgreSQL picked as the deadlock victim; both effects land once', async () => {
    const runs = { a: 0, b: 0 };
    // Both take their first row, wait for each other, then ask for the other's row: a deadlock.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothHoldFirstRow = new Promise<void>((done) => (release = done));
    const meet = async () => {
      if (++arrived === 2) release();
      await bothHoldFirstRow;
    };
    // The victim's re-run waits for the other to commit: started at once, it could win the row the
    // other was queued for and deadlock a second time (seen under load), which is the retry working
    // again, not the once this test counts.
    const finished: Record<'a' | 'b', Promise<void>> = { a: Promise.resolve(), b: Promise.resolve() };
    const crossing = (name: 'a' | 'b', other: 'a' | 'b', first: number, second: number) =>
      database.db.transaction(async (tx) => {
        runs[name]++;
        if (runs[name] > 1) await finished[other];
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
        if (runs[name] === 1) await meet();
        await tx.execute(sql`update retry_probe set n = n + 10 where id = ${second}`);
      });
    finished.a = crossing('a', 'b', 1, 2);
    finished.b = crossing('b', 'a', 2, 1);
    await Promise.all([finished.a, finished.b]);
    expect(runs.a + runs.b).toBe(3);
    const rows = await queryRows<{ id: number; n: number }>(
      database.db,
      sql`select id, n from retry_probe order by id`,
    );
    expect(rows).toEqual([
      { id: 1, n: 11 },
      { id: 2, n: 11 },
    ]);
  });
});
