import type { FastifyInstance } from 'fastify';
import { createTestDb } from '@portal/db/testing';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../deps.ts';
import { loadEnv } from '../env.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { memoryFileStore } from '../lib/file-store.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/** The whole API on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL), without listen(). */
export async function buildTestApp(
  overrides: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await createTestDb();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/portal-test-data',
    ...overrides.env,
  });
  const deps: AppDeps = { env, database, clock: overrides.clock ?? systemClock, files: memoryFileStore() };
  const app = await buildApp(deps, { logger: false, serveWeb: false });
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
