// Shared by the bench scripts: a throwaway PostgreSQL database beside the one in a URL, so a bench
// never touches the CI test database. Answers its name, URL and a drop function.
import { randomBytes } from 'node:crypto';

const { default: pg } = await import('pg');

/** Creates `<prefix>_<random>` on the server of `url` (through its `postgres` database). */
export async function freshPostgres(url, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    name,
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
