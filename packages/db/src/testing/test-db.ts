import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle, type Pooler } from '../client.ts';
import { withDatabase } from './global-setup.ts';
import { adminUrl } from './names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * TEST_DATABASE_POOLER=transaction when TEST_DATABASE_URL is a transaction-mode pooler (PgBouncer):
 * the test databases' handles then run as DATABASE_POOLER=transaction makes the API run.
 */
export function testPooler(): Pooler {
  return process.env.TEST_DATABASE_POOLER === 'transaction' ? 'transaction' : 'none';
}

/**
 * A fresh, migrated database with reference data and the hotel catalogue for one test file: a PGlite loaded from the
 * run's template dump, or a PostgreSQL database copied from the template when TEST_DATABASE_URL is set.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('pgTemplate');
    const name = `${template}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const handle = await createDb({
      databaseUrl: withDatabase(url, name),
      poolSize: 20,
      pooler: testPooler(),
    });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const c = new pg.Client({ connectionString: adminUrl(url) });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  return createDb({ pgliteTar: pgliteTemplate(), pgliteSharedBuffersMb: TEST_SHARED_BUFFERS_MB });
}

/**
 * A test database is the template, about 26 MB: 32 MB of shared buffers hold all of it. PGlite zeroes
 * PostgreSQL's shared memory at every start, byte by byte in WASM: with PGlite's own 128 MB of buffers that
 * was the biggest part of opening a test database (ADR 0045).
 */
const TEST_SHARED_BUFFERS_MB = 32;

/** The run's template, read once per worker (its files run one after another in one process). */
let template: { path: string; bytes: Uint8Array } | undefined;
function pgliteTemplate(): Uint8Array {
  const path = inject('pgliteTemplate');
  if (template?.path !== path) template = { path, bytes: readFileSync(path) };
  return template.bytes;
}
