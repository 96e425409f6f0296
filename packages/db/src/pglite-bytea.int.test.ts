import { randomBytes } from 'node:crypto';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { createTestDb } from './testing/test-db.ts';

// PGlite's bytea conversions are replaced by Node's hex codec (client.ts hexBytea): same text out,
// same bytes back.
describe.runIf(!process.env.TEST_DATABASE_URL)('PGlite bytea (client.ts hexBytea)', () => {
  it('sends the text PGlite would send and reads back every byte value, empty and large values', async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const serialize = types.serializers[types.BYTEA]!;
    const database = await createTestDb();
    try {
      const { db } = database;
      await db.execute(sql`create temporary table bytes (k int primary key, b bytea)`);
      const values = [every, Buffer.alloc(0), randomBytes(300_000), new Uint8Array(every.subarray(7, 19))];
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
      // The same text as PGlite's own serializer (on a small value: its own is slow on large ones).
      const client = (db as unknown as { $client: { serializers: Record<number, (x: unknown) => string> } })
        .$client;
      expect(client.serializers[types.BYTEA]).not.toBe(serialize);
      expect(client.serializers[types.BYTEA]!(every)).toBe(serialize(new Uint8Array(every)));
    } finally {
      await database.close();
    }
  });
});
