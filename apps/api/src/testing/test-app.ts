import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '@portal/db';
import { createTestDb } from '@portal/db/testing';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../deps.ts';
import { loadEnv } from '../env.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { databaseFileStore } from '../lib/file-store.db.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { appClocks } from './app-clocks.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/** The whole API on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL), without listen(). */
export async function buildTestApp(
  overrides: {
    clock?: Clock;
    env?: Record<string, string>;
    /** Another node on this database (kept open by `close`): several app instances, one database. */
    database?: DbHandle;
    /** This instance runs job workers (supervision and cron schedules); tests start them themselves. */
    worker?: boolean;
    role?: 'web' | 'worker' | 'all';
  } = {},
): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDb());
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/portal-test-data',
    ...overrides.env,
  });
  // The real default store (bytes in the test database), so every test exercises it. The job
  // queue starts only when a test uses it (most never do: they call the jobs' `...Once` directly).
  const queue = createJobQueue(database, { worker: overrides.worker ?? false, migrate: true, poolMax: 2 });
  const deps: AppDeps = {
    env,
    database,
    clock: overrides.clock ?? systemClock,
    files: databaseFileStore(database.db),
    queue,
  };
  const app = await buildApp(deps, { logger: false, serveWeb: false, role: overrides.role ?? 'all' });
  await app.ready();
  appClocks.set(app, deps.clock);
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await queue.stop();
      if (!overrides.database) await database.close();
    },
  };
}
