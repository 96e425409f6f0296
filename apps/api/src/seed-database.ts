// The first start of a PGlite node: creates its data directory (initdb), migrates and seeds it, and
// exits. openDatabase (bootstrap.ts) runs this in a process of its own and then opens the directory
// itself, so the serving process never holds what creating it leaves behind: PGlite's WASM memory grown
// by initdb and the seeds, and the malloc arenas fragmented by compiling PostgreSQL's WASM (ADR 0033).
// Its environment is the node's: DATA_DIR, PGLITE_SHARED_BUFFERS_MB, MIGRATE_ON_START, NODE_ENV, SEED_DEMO.
import { createDb } from '@portal/db';
import { migrateAndSeed } from './bootstrap.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const database = await createDb({
  dataDir: env.DATA_DIR,
  pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
});
try {
  if (env.MIGRATE_ON_START === 'true') await migrateAndSeed(env, database);
} finally {
  await database.close();
}
