import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb } from '../client.ts';
import { seedHotels } from '../seed/hotels/seed.ts';
import { seedReference } from '../seed/reference.ts';
import { adminUrl, directUrl, templateName } from './names.ts';

/**
 * Builds one migrated template per test run, seeded with reference data and the hotel catalogue: a PGlite data-dir dump
 * (each test file loads its own copy) or, with TEST_DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = templateName();
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const handle = await createDb({ databaseUrl: withDatabase(directUrl(url), name), poolSize: 2 });
    await handle.migrate();
    await seedReference(handle.db);
    await seedHotels(handle.db);
    await handle.close();
    provide('pgTemplate', name);
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}%`],
      );
      for (const row of rows) await c.query(`drop database if exists ${row.datname} with (force)`);
      await c.end();
    };
  }
  const handle = await createDb({});
  await handle.migrate();
  await seedReference(handle.db);
  // The hotel catalogue is in every test database: cloning it costs no more than cloning without it.
  await seedHotels(handle.db);
  if (handle.queueTarget.kind !== 'pglite') throw new Error('expected PGlite');
  const client = handle.queueTarget.pglite;
  // Written out, so a copy starts without replaying the seeding's log.
  await client.query('checkpoint');
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
