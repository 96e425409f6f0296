import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the run's server and removes the temporary root (database and web snapshot) created by
 * playwright.config.ts. Playwright stops its web server only after this teardown; a server still
 * writing its embedded database would recreate files in a directory removed under it, so it is
 * stopped first, by the pid it wrote to ${DATA_DIR}/server.json.
 */
export default async function globalTeardown(): Promise<void> {
  const root = process.env.E2E_TMP_ROOT;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!root || !dataDir) return;
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
  rmSync(root, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
}
