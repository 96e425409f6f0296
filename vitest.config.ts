import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests, and API integration tests that each open a fresh database.
// Vitest's default is one worker per core less one: a single worker on this 2-core machine, with the
// runner itself idle. Two workers use both cores; on PostgreSQL, whose server does much of the work in
// its own processes, three. VITEST_MAX_WORKERS overrides it.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS ?? (process.env.TEST_DATABASE_URL ? 3 : 2));

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Pure and fast (the slowest, a property test, well under a second when the machine is busy),
          // but on a shared 2-core machine the 5 s default is too close: a budget, not a speed check.
          testTimeout: 30_000,
          // One import of the modules per worker, not per file: importing was 85 % of the project's time
          // (ADR 0042). The tests are pure; one that changes module state must put it back.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/api/src/**/*.int.test.ts', 'packages/db/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each worker imports the API once and runs its files one after another (567 s -> 253 s on
          // PGlite on this machine: the per-file import was most of the run). Every file opens its own
          // database and app, and module-level state is keyed by those instances (WeakMaps); a test that
          // changes a module's state (process.env, a registry) must put it back.
          isolate: false,
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
        },
      },
    ],
  },
});
