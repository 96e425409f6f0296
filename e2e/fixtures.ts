import { test as base, expect, type Page } from '@playwright/test';
import { createApprovedAgent, type CreateAgentOptions, type TestAgent } from './support/agents';
import { E2E_BASE_URL } from './support/env';
import { signInViaApi, type SignInOptions } from './support/session';

export { expect };
export * from './support/admin';
export * from './support/agents';
export * from './support/api';
export * from './support/axe';
export * from './support/dates';
export * from './support/env';
export * from './support/files';
export * from './support/hotels';
export * from './support/payments';
export * from './support/screenshots';
export * from './support/session';
export * from './support/staff';

interface Fixtures {
  /** A fresh approved agent of its own (reseller role, every module flag on). Created only when used. */
  agent: TestAgent;
  /** Creates further agents of this test's own (flags, pending, no configuration). */
  makeAgent: (options?: CreateAgentOptions) => Promise<TestAgent>;
  /** Signs `who` in through the API on this test's page and opens `goto` (default /). */
  signIn: (who: TestAgent, options?: SignInOptions) => Promise<string>;
  /** Uncaught errors in the page; any of them fails the test (auto fixture). */
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  // This worker's own server (support/env.ts), whatever the configuration was evaluated with.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  baseURL: async ({}, use) => {
    await use(E2E_BASE_URL);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  agent: async ({}, use, testInfo) => {
    await use(await createApprovedAgent({ label: testInfo.title.replace(/\W+/g, '-').slice(0, 24) }));
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  makeAgent: async ({}, use) => {
    await use((options) => createApprovedAgent(options));
  },
  signIn: async ({ page }, use) => {
    await use((who, options) => signInViaApi(page, who.email, who.password, options));
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Pages opened with browser.newPage() in beforeAll-style set-ups get the same error watch. */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}
