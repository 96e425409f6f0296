import { randomBytes } from 'node:crypto';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { createTestDb } from './testing/test-db.ts';

// PGlite's bytea conversions are replaced (client.ts nativeBytea): a parameter goes as its bytes (a
// binary parameter), a bytea[] parameter as the hex text PGlite would send, results come back by
// Node's hex codec.
describe.runIf(!process.env.TEST_DATABASE_URL)('PGlite bytea (client.ts nativeBytea)', () => {
  it('sends the bytes as they are and reads back every byte value, empty and large values', async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const serialize = types.serializers[types.BYTEA]!;
    const database = await createTestDb();
    try {
      const { db } = database;
      await db.execute(sql`create temporary table bytes (k int primary key, b bytea)`);
      const values = [
        every,
        Buffer.alloc(0),
        randomBytes(300_000),
        new Uint8Array(every.subarray(7, 19)),
        every.subarray(5, 40),
      ];
      for (const [k, b] of values.entries()) await db.execute(sql`insert into bytes values (${k}, ${b})`);
      const rows = await queryRows<{ k: number; b: Uint8Array; hex: string; n: number }>(
        db,
        sql`select k, b, encode(b, 'hex') as hex, octet_length(b) as n from bytes order by k`,
      );
      for (const [k, b] of values.entries()) {
        const row = rows[k]!;
        expect(row.n).toBe(b.length);
        expect(row.hex).toBe(Buffer.from(b).toString('hex'));
        expect(Buffer.from(row.b).equals(Buffer.from(b))).toBe(true);
      }
      // A parameter is handed to PGlite's Bind as bytes (a binary parameter), not as text.
      const client = (db as unknown as { $client: { serializers: Record<number, (x: unknown) => unknown> } })
        .$client;
      expect(client.serializers[types.BYTEA]!(every)).toBe(every);
      // bytea[] parameters still go as the array's text with each element in PGlite's own hex text.
      const arrays = await queryRows<{ n: number; hex: string[]; same: boolean }>(
        db,
        sql`select cardinality(${sql.param([every, Buffer.alloc(0), values[3]])}::bytea[]) as n,
              array(select encode(x, 'hex') from unnest(${sql.param([every, Buffer.alloc(0), values[3]])}::bytea[]) x) as hex,
              ${sql.param([every])}::bytea[] = array[${every}::bytea] as same`,
      );
      expect(arrays[0]!.n).toBe(3);
      expect(arrays[0]!.hex).toEqual([every.toString('hex'), '', Buffer.from(values[3]!).toString('hex')]);
      expect(arrays[0]!.same).toBe(true);
      expect(client.serializers[1001]!([new Uint8Array(every)])).toBe(
        `{"${serialize(new Uint8Array(every)).replace(/\\/g, '\\\\')}"}`,
      );
    } finally {
      await database.close();
    }
  });
});
