import { createDb, seedAttractions, seedDemo, seedHotels, seedReference, type DbHandle } from '@portal/db';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { fileStoreFromEnv } from './lib/file-store.env.ts';
import { hashPassword } from './lib/passwords.ts';
import { seedWallet } from './modules/wallet/wallet.seed.ts';

const SEED_LOCK = 72_410_002;

/** Opens the database (PGlite under DATA_DIR, or PostgreSQL), migrates and seeds it. */
export async function openDatabase(env: Env): Promise<DbHandle> {
  const database = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  // Several API nodes may start together: seed one at a time (each seed is idempotent).
  await database.exclusive(SEED_LOCK, async () => {
    await seedReference(database.db);
    await seedAttractions(database.db);
    await seedHotels(database.db);
    const demo = env.NODE_ENV !== 'production' || env.SEED_DEMO === 'true';
    if (demo) await seedDemo(database.db, hashPassword);
    await seedWallet(productionDeps(env, database), { demo });
  });
  return database;
}

export function productionDeps(env: Env, database: DbHandle): AppDeps {
  return { env, database, clock: systemClock, files: fileStoreFromEnv(env, database.db) };
}
