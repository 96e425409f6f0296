/**
 * The suite runs E2E_SERVERS servers (default 2), one per Playwright worker, each with its own
 * embedded database: workers never wait on each other's server. A worker talks to the server of its
 * parallel index (TEST_PARALLEL_INDEX, set by Playwright in every worker; 0 in the runner itself).
 */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 8917);
export const E2E_SERVER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_SERVERS;

/** The port of server `index`. */
export const e2ePort = (index: number) => E2E_FIRST_PORT + index;
/** The sub-directory of the run's data root that holds server `index`'s database and server.json. */
export const e2eServerDir = (index: number) => `server-${index}`;

/** Where this worker's server listens. */
export const E2E_PORT = e2ePort(E2E_SERVER_INDEX);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Demo sign-ins seeded when NODE_ENV=test (README). */
export const DEMO_PASSWORD = 'Demo#2026pass';
export const DEMO = {
  reseller: 'reseller@demo.test',
  subAgent: 'subagent@demo.test',
  denied: 'denied@demo.test',
  pending: 'pending@demo.test',
} as const;
