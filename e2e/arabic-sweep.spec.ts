import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  allFlags,
  createApprovedAgent,
  expect,
  expectNoA11yViolations,
  reviewShots,
  signInViaApi,
  test,
  type TestAgent,
} from './fixtures';
import { latinTexts, watchApiData } from './support/latin-text';

/**
 * Issue 35, the sweep: every agent page of the web router, in Arabic, with no English an agent reads
 * (support/latin-text.ts says what is allowed and why) and no axe violation at all. The routes are read
 * from the features' route files, so a new page fails here until it is visited or set aside with its
 * reason. Screenshots at 1440 and 375 px when E2E_SCREENSHOTS names a folder.
 */
const FEATURES = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'features');

/** Every path of the agent portal's routers (the back office, under /admin, reads English). */
function routerPaths(): string[] {
  const paths: string[] = [];
  for (const feature of readdirSync(FEATURES)) {
    if (feature === 'admin') continue;
    for (const file of readdirSync(join(FEATURES, feature))) {
      if (!/\.routes\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(FEATURES, feature, file), 'utf8');
      for (const m of text.matchAll(/path: '([^']+)'/g)) if (m[1] !== '*') paths.push(m[1] as string);
    }
  }
  return paths;
}

/** Visited signed out (the sign-in and public pages). */
const SIGNED_OUT = [
  '/login',
  '/register',
  '/aboutus',
  '/contactusb2b',
  '/privacy-policy',
  '/landingpageb2b',
  '/tabby-terms&conditions',
  '/entrydenied',
  '/payment-decline',
  '/error',
  '/demo',
];

/** /demo's sample data, written as a booking's would be (names, agency, e-mail, the attraction's brand). */
const DEMO_DATA = ['Mr. John Sample', 'Sample Travel Agency LLC', 'john.sample@example.com', 'At the Top'];

/** Visited signed in, as they are. */
const SIGNED_IN = [
  '/',
  '/dashboard',
  '/dashboard/reports',
  '/settings',
  '/settings/security',
  '/settings/api-keys',
  '/agency/users',
  '/agency/activity',
  '/notifications',
  '/wallet',
  '/resellers',
  '/reseller/add',
  '/markup/hotel',
  '/markup/attraction',
  '/markup/visa',
  '/markup/quotation',
  '/hotel/order',
  '/attraction',
  '/attraction/order',
  '/flight',
  '/flight/order',
  '/visa',
  '/visa/order',
  '/insurance',
  '/insurance/order',
  '/a2a',
  '/a2a/order',
  '/quotation',
  '/quotation/list',
];

/**
 * Set aside, with the reason: pages that need a booking, a search or a token of their own. The
 * booking pages are walked in Arabic by arabic-booking, arabic-modules and arabic-trips-wallet.
 */
const ELSEWHERE: Record<string, string> = {
  '/reseller/:id': 'visited below, with a sub-agent of its own',
  '/reseller/:id/edit': 'visited below, with a sub-agent of its own',
  '/hotel/avail': 'a search: arabic-booking.spec.ts',
  '/hotel/details/:id': 'a search: arabic-booking.spec.ts',
  '/hotel/:id/apply/:roomtypeid': 'a search: arabic-booking.spec.ts',
  '/hotel/invoice/:id': 'a booking: arabic-booking.spec.ts',
  '/hotel/invoice/error': 'a failed booking',
  '/hotel/order/:id/details': 'a booking: arabic-booking.spec.ts',
  '/attractions/:slug': 'a catalogue entry: arabic-modules.spec.ts',
  '/attractions/details/:id': 'a catalogue entry: arabic-modules.spec.ts',
  '/attractions/invoice/:id': 'a booking',
  '/attractions/invoice/error': 'a failed booking',
  '/attractions/payment': 'a checkout in progress',
  '/b2b/flight/:tbId': 'a search: arabic-trips-wallet.spec.ts',
  '/b2b/flight/order/details/:bookingId': 'a booking',
  '/b2b/flight/ticket/booking/:bookingId': 'a booking',
  '/flight/order/results': 'a search: arabic-trips-wallet.spec.ts',
  '/visa/:id': 'a nationality: arabic-account.spec.ts',
  '/visa/:id/apply': 'a nationality: arabic-account.spec.ts',
  '/visa/apply/invoice/:id': 'a booking',
  '/visa/order/:id/details': 'a booking',
  '/visa/order/:id/details/:passenger': 'a booking',
  '/a2a/booking/:id': 'a seat block: arabic-modules.spec.ts',
  '/a2a/booking/:id/confirm': 'a seat block',
  '/a2a/data': 'the seat strip of a search',
  '/a2a/order/:id': 'a booking',
  '/quotation/email': 'a quotation: arabic-trips-wallet.spec.ts',
  '/quotation/view': 'a quotation',
  '/quotation/list/edit/:amendment': 'a quotation',
  '/insurance/order/orderView/:id': 'a booking',
  '/pay/:token': "a payment link's token",
  '/payment/approval': 'a gateway return',
  '/b2b/wallet/deposit/:id/success': 'a gateway return',
  '/b2b/wallet/deposit/:id/cancelled': 'a gateway return (the payment-decline page, visited)',
  '/invitation': "an invitation's token",
  '/verification/:agentCode/:randomString': "a verification link's token",
  '/terms/:page': 'a terms page written in the back office',
};

async function sweep(page: Page, path: string, data: Set<string>): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.soft(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Soft: one run lists every page's findings.
  expect.soft(await latinTexts(page, data), `English on the Arabic page ${path}`).toEqual([]);
  await expectNoA11yViolations(page).catch((error: unknown) =>
    expect.soft(String(error), `axe on ${path}`).toBe(''),
  );
  await reviewShots(page, `sweep${path.replaceAll(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}-ar`);
}

test.describe('Arabic: every agent page, no English and no axe violation', () => {
  let agent: TestAgent;
  test.beforeAll(async () => {
    agent = await createApprovedAgent({ label: 'arabic-sweep', flags: allFlags(true) });
  });

  test("the router's paths are all visited or set aside", () => {
    const covered = new Set([...SIGNED_OUT, ...SIGNED_IN, ...Object.keys(ELSEWHERE)]);
    expect(routerPaths().filter((p) => !covered.has(p))).toEqual([]);
  });

  test('signed out', async ({ page }) => {
    test.setTimeout(240_000);
    const data = watchApiData(page);
    for (const sample of DEMO_DATA) data.add(sample);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    // The choice is stored once the catalogue has loaded: only then may the page be left.
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const path of SIGNED_OUT) await test.step(path, () => sweep(page, path, data));
  });

  test('signed in', async ({ page }) => {
    test.setTimeout(600_000);
    const sub = await createApprovedAgent({ label: 'arabic-sweep-sub', parent: agent.email });
    const data = watchApiData(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInViaApi(page, agent.email, agent.password, { goto: '/settings' });
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const path of SIGNED_IN) await test.step(path, () => sweep(page, path, data));

    await test.step('a sub-agent and its edit form', async () => {
      await page.goto('/resellers');
      await page.getByRole('link', { name: sub.companyName }).first().click();
      await expect(page).toHaveURL(/\/reseller\/[^/]+$/);
      const detail = new URL(page.url()).pathname;
      await sweep(page, detail, data);
      await sweep(page, `${detail}/edit`, data);
    });
  });
});
