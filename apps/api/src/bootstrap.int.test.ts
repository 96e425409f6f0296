import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, queryRows } from '@portal/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './bootstrap.ts';
import { loadEnv } from './env.ts';
import { pgliteWasmBytes } from './lib/metrics.ts';

// A first start creates, migrates and seeds PGlite's directory, which grows its WASM memory for good;
// a child process does it, and the node serves an instance the size a restart on that directory opens
// with (ADR 0033).
describe.runIf(!process.env.TEST_DATABASE_URL)('openDatabase on a fresh PGlite directory', () => {
  it(
    'serves it seeded, from an instance opened after a child process seeded it',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'portal-first-start-'));
      const env = loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        PGLITE_SHARED_BUFFERS_MB: '32',
      });
      try {
        const served = await openDatabase(env);
        let servedBytes: number | null;
        try {
          const demo = await queryRows<{ n: number }>(
            served.db,
            sql`select count(*)::int as n from admins where email = 'admin@demo.test'`,
          );
          expect(demo[0]?.n).toBe(1);
          expect(await served.pendingMigrations()).toBe(0);
          servedBytes = pgliteWasmBytes(served);
        } finally {
          await served.close();
        }
        // Seeding took it to 154 MB; a restart opens at 128 (with 32 MB of shared buffers).
        const restart = await createDb({ dataDir, pgliteSharedBuffersMb: 32 });
        try {
          expect(servedBytes).not.toBeNull();
          expect(servedBytes).toBe(pgliteWasmBytes(restart));
        } finally {
          await restart.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
