import { rmSync } from 'node:fs';

/** Removes the run's temporary root (database and web snapshot) created by playwright.config.ts. */
export default function globalTeardown(): void {
  const root = process.env.E2E_TMP_ROOT;
  if (!root) return;
  rmSync(root, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
}
