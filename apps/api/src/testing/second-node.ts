import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createDb, queryRows, type DbHandle } from '@portal/db';
import { CHANGE_CHECK_MS } from '../lib/change-feed.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

export interface SecondNode {
  /** Another API node on `a`'s database: its own pool, caches and LISTEN connection, as in production. */
  b: TestApp;
  /** A plain connection for SQL written as another process would (the command line, SQL by hand). */
  writer: DbHandle;
  close(): Promise<void>;
}

/** A second node and a writer on the PostgreSQL database of test app `a` (TEST_DATABASE_URL runs only). */
export async function secondNode(a: TestApp): Promise<SecondNode> {
  const [current] = await queryRows<{ name: string }>(
    a.deps.database.db,
    sql`select current_database() as name`,
  );
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${current?.name ?? ''}`;
  const nodeB = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
  const writer = await createDb({ databaseUrl: url.toString(), poolSize: 1 });
  const b = await buildTestApp({ database: nodeB });
  return {
    b,
    writer,
    close: async () => {
      await b.close();
      await nodeB.close();
      await writer.close();
    },
  };
}

export interface TwoNodes {
  a: TestApp;
  b: TestApp;
  writer: DbHandle;
}

/**
 * Two nodes of one PostgreSQL database for the describe block it is called in: before the block's
 * tests a test app `a` (then `prepare(a)`), a second node `b` and a writer on a's database, handed to
 * `use`; after them, all closed.
 */
export function withTwoNodes(use: (nodes: TwoNodes) => void, prepare?: (a: TestApp) => Promise<void>): void {
  let a: TestApp | undefined;
  let second: SecondNode | undefined;
  beforeAll(async () => {
    a = await buildTestApp();
    await prepare?.(a);
    second = await secondNode(a);
    use({ a, b: second.b, writer: second.writer });
  });
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });
}

/**
 * After a change made by another process: PGlite delivers the NOTIFY before the statement returns;
 * on PostgreSQL the bound is what counts (counters older than CHANGE_CHECK_MS are read again).
 */
export const afterOtherProcessChange = (database: DbHandle): Promise<void> =>
  database.kind === 'pglite' ? Promise.resolve() : sleep(CHANGE_CHECK_MS + 100);
