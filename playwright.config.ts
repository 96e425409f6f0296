import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eBrowserPath } from './scripts/chromium.mjs';
import { E2E_BASE_URL, E2E_SERVERS, e2ePort, e2eServerDir } from './e2e/support/env';

/**
 * One fresh temporary root per run, holding each server's DATA_DIR (embedded PGlite) and a snapshot of
 * the built web app. The snapshot keeps a run stable while someone rebuilds apps/web/dist meanwhile.
 * This file is evaluated again in every worker: the environment set here on the first evaluation
 * is inherited, so the workers reuse the same directories.
 */
function prepareRunDirectories(): { dataDir: string; webDist: string } {
  if (process.env.E2E_DATA_DIR && process.env.E2E_WEB_DIST) {
    return { dataDir: process.env.E2E_DATA_DIR, webDist: process.env.E2E_WEB_DIST };
  }
  const builtWeb = join(import.meta.dirname, 'apps', 'web', 'dist');
  if (!existsSync(join(builtWeb, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before `npx --no playwright test`.');
  }
  const root = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const dataDir = process.env.E2E_DATA_DIR ?? join(root, 'data');
  const webDist = join(root, 'web');
  for (let i = 0; i < E2E_SERVERS; i++) mkdirSync(join(dataDir, e2eServerDir(i)), { recursive: true });
  cpSync(builtWeb, webDist, { recursive: true });
  // Only a root created here is removed by the global teardown.
  process.env.E2E_TMP_ROOT = root;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_WEB_DIST = webDist;
  return { dataDir, webDist };
}

const { dataDir, webDist } = prepareRunDirectories();

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // One server with its own embedded database per worker (e2e/support/env.ts): the files are shared
  // out between the workers, the tests of a file run one after another in one worker. Every test makes
  // its own agents, so no test depends on which server it lands on.
  fullyParallel: false,
  workers: E2E_SERVERS,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a busy 2-core machine (server, Chromium and the test runner share it with whatever
  // else runs): the longest test takes about 20 s there and a single step rarely more than a few
  // seconds; these leave room many times over and still stop a hung test within minutes.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace costs every test about a third more time on this machine: CI records one only
    // when a failed test runs again (its retry), which is where a flaky or broken test shows its cause.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell when installed, else chromium (scripts/chromium.mjs, ADR 0042).
      executablePath: e2eBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: E2E_SERVERS }, (_, index) => ({
    // The runner's own Node (24): it runs the server's TypeScript itself (type stripping).
    command: `${JSON.stringify(process.execPath)} apps/api/src/server.ts`,
    url: `http://127.0.0.1:${e2ePort(index)}/readyz`,
    reuseExistingServer: false,
    // Migrating and seeding a fresh embedded database takes about 15 s on a busy machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort(index)),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, e2eServerDir(index)),
      WEB_DIST: webDist,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${e2ePort(index)}`,
      // Background jobs (rate refresh, mail sending) are not under test here and would only add noise.
      JOBS: 'off',
      // The production sign-in limits: they count failures only, so every test signing in from
      // 127.0.0.1 never adds up (e2e/sign-in-limits.spec.ts locks accounts of its own). Agents are
      // created by the operator command agents:create, so the per-address sign-up limit is never
      // reached; the one sign-up through the form stays under it.
    },
  })),
});
