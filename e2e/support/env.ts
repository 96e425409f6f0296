/** Where the suite's server listens; playwright.config.ts starts it there. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8917);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Demo sign-ins seeded when NODE_ENV=test (README). */
export const DEMO_PASSWORD = 'Demo#2026pass';
export const DEMO = {
  reseller: 'reseller@demo.test',
  subAgent: 'subagent@demo.test',
  denied: 'denied@demo.test',
  pending: 'pending@demo.test',
} as const;
