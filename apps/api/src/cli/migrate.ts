// npm run migrate: the deploy step of a fleet (MIGRATE_ON_START=false on the nodes). Applies the
// portal's migrations and seeds, and installs or upgrades the job queue's schema, then exits.
import { createDb } from '@portal/db';
import { migrateAndSeed } from '../bootstrap.ts';
import { loadEnv } from '../env.ts';
import { createJobQueue } from '../jobs/queue.ts';

const env = loadEnv();
const database = await createDb({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: 2,
  statementTimeoutMs: 0,
  pooler: env.DATABASE_POOLER,
});
try {
  await migrateAndSeed(env, database);
  const queue = createJobQueue(database, { worker: false, migrate: true, poolMax: 1 });
  await queue.boss();
  await queue.stop();
  process.stdout.write(
    `Migrations applied (${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}).\n`,
  );
} finally {
  await database.close();
}
