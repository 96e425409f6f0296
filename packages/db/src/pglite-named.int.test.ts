import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { namedRows, queryRows } from './client.ts';
import { createTestDb } from './testing/test-db.ts';

// namedRows on PGlite runs a named prepared statement (pglite-named.ts): the same rows as the
// unnamed query, every call, whatever the parameters; it waits for an open transaction; a failing
// call leaves the connection usable.
describe.runIf(!process.env.TEST_DATABASE_URL)('PGlite named statements (pglite-named.ts)', () => {
  it('answers what the unnamed query answers, over many calls and parameter types', async () => {
    const database = await createTestDb();
    try {
      const { db } = database;
      await db.execute(
        sql`create table named_t (id uuid primary key, d date, n int, t text, at timestamptz, b bytea)`,
      );
      const rows = Array.from({ length: 40 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        d: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
        n: i % 3 === 0 ? null : i,
        t: i % 5 === 0 ? `it's "${i}" \\ ü` : `t${i}`,
        b: randomBytes(i),
      }));
      for (const r of rows)
        await db.execute(
          sql`insert into named_t values (${r.id}, ${r.d}, ${r.n}, ${r.t}, now() - ${`${r.n ?? 0} hours`}::interval, ${r.b})`,
        );
      const query = (ids: string[], from: string, to: string, n: number | null) =>
        sql`select id, d, n, t, at, b from named_t
            where id = any(${sql.param(ids)}::uuid[]) and d between ${from} and ${to} and (${n}::int is null or n > ${n})
            order by d, id`;
      for (let call = 0; call < 12; call++) {
        const ids = rows.filter((_, i) => (i + call) % 3 !== 0).map((r) => r.id);
        const [from, to] = [`2027-01-0${(call % 9) + 1}`, `2027-01-${10 + call}`];
        const n = call % 2 === 0 ? null : call;
        const named = await namedRows<Record<string, unknown>>(db, 'named_t_rows', query(ids, from, to, n));
        const unnamed = await queryRows<Record<string, unknown>>(db, query(ids, from, to, n));
        expect(named.length).toBeGreaterThan(0);
        expect(named).toEqual(unnamed);
      }
      // A failing call (a bad uuid) throws and leaves the connection and the statement usable.
      await expect(
        namedRows(db, 'named_t_rows', query(['nope'], '2027-01-01', '2027-01-02', null)),
      ).rejects.toThrow();
      expect(
        await namedRows(db, 'named_t_rows', query([rows[1]!.id], '2027-01-01', '2027-01-31', null)),
      ).toHaveLength(1);
      // It waits for an open transaction (PGlite has one connection) and sees what it committed.
      let release!: () => void;
      let updated!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const inTransaction = new Promise<void>((resolve) => (updated = resolve));
      const open = db.transaction(async (tx) => {
        await tx.execute(sql`update named_t set t = 'changed' where id = ${rows[1]!.id}`);
        updated();
        await held;
      });
      await inTransaction;
      const waiting = namedRows<{ t: string }>(
        db,
        'named_t_rows',
        query([rows[1]!.id], '2027-01-01', '2027-01-31', null),
      );
      release();
      await open;
      expect((await waiting)[0]!.t).toBe('changed');
      // Inside a transaction it runs on the transaction (unnamed).
      const inside = await db.transaction((tx) =>
        namedRows<{ t: string }>(tx, 'named_t_rows', query([rows[2]!.id], '2027-01-01', '2027-01-31', null)),
      );
      expect(inside[0]!.t).toBe('t2');
    } finally {
      await database.close();
    }
  });
});
