import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DbHandle } from '@portal/db';
import { createTestDb, directUrl } from '@portal/db/testing';
import { openDatabase } from './bootstrap.ts';
import { loadEnv } from './env.ts';

// PostgreSQL only (DATABASE_POOLER means nothing to the embedded PGlite). Direct to the server: a
// pooler would keep its server connections, opened before the ALTER ROLE below, with the old default.
const postgres = process.env.TEST_DATABASE_URL;

let database: DbHandle;
let url: string;
beforeAll(async () => {
  if (!postgres) return;
  database = await createTestDb();
  const [current] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const u = new URL(directUrl(postgres));
  u.pathname = `/${current?.name ?? ''}`;
  url = u.toString();
});
afterAll(async () => {
  // Dropping the database drops its ALTER ROLE ... IN DATABASE setting too.
  await database?.close();
});

const pooledEnv = () =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/portal-test-data',
    DATABASE_URL: url,
    DATABASE_LISTEN_URL: url,
    DATABASE_POOLER: 'transaction',
    DATABASE_STATEMENT_TIMEOUT_MS: '12345',
    MIGRATE_ON_START: 'false',
  });

describe.runIf(postgres)('a node with DATABASE_POOLER=transaction', () => {
  it('refuses to start unless the role has DATABASE_STATEMENT_TIMEOUT_MS, and then has it without a startup parameter', async () => {
    await expect(openDatabase(pooledEnv())).rejects.toThrow(
      /statement_timeout is 0 ms but DATABASE_STATEMENT_TIMEOUT_MS is 12345.*ALTER ROLE/,
    );
    const [current] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    await database.db.execute(
      sql.raw(`alter role current_user in database "${current!.name}" set statement_timeout = 12345`),
    );
    const node = await openDatabase(pooledEnv());
    try {
      const [row] = await queryRows<{ timeout: string }>(
        node.db,
        sql`select current_setting('statement_timeout') as timeout`,
      );
      expect(row?.timeout).toBe('12345ms');
    } finally {
      await node.close();
    }
  });

  it('holds its start-up lock (exclusive) in a transaction: taken in turn, gone when the work ends', async () => {
    // The role has the timeout since the test above.
    const node = await openDatabase(pooledEnv());
    const advisoryLocks = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and database =
            (select oid from pg_database where datname = current_database())`,
        )
      )[0]?.n;
    try {
      const order: string[] = [];
      const work = (name: string) => async () => {
        order.push(`${name} in`);
        expect(await advisoryLocks()).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 100));
        order.push(`${name} out`);
      };
      await Promise.all([node.exclusive(4242, work('a')), node.exclusive(4242, work('b'))]);
      expect(order.map((step) => step.split(' ')[1])).toEqual(['in', 'out', 'in', 'out']);
      expect(order[0]?.[0]).toBe(order[1]?.[0]);
      expect(await advisoryLocks()).toBe(0);
    } finally {
      await node.close();
    }
  });
});
