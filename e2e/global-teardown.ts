import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_SERVERS, e2eServerDir } from './support/env';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server whose DATA_DIR this is, by the pid it wrote to server.json, and waits for it. */
async function stopServer(dataDir: string): Promise<void> {
  try {
    const { pid } = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { pid?: unknown };
    if (typeof pid === 'number' && alive(pid)) {
      process.kill(pid, 'SIGTERM');
      // Closing the embedded database takes a moment, longer on a busy machine; usually well under 30 s.
      for (let waited = 0; waited < 30_000 && alive(pid); waited += 100) await sleep(100);
    }
  } catch {
    // No server.json: the server never started or has already removed it on a clean stop.
  }
}

/**
 * Stops the run's servers and removes the temporary root (databases and web snapshot) created by
 * playwright.config.ts. Playwright stops its web servers only after this teardown; a server still
 * writing its embedded database would recreate files in a directory removed under it, so they are
 * stopped first.
 */
export default async function globalTeardown(): Promise<void> {
  const root = process.env.E2E_TMP_ROOT;
  const dataRoot = process.env.E2E_DATA_DIR;
  if (!root || !dataRoot) return;
  await Promise.all(
    Array.from({ length: E2E_SERVERS }, (_, i) => stopServer(join(dataRoot, e2eServerDir(i)))),
  );
  rmSync(root, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
}
