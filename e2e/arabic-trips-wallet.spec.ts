import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  reviewShot,
  runAdmin,
  test,
} from './fixtures';
import { dubaiDate } from './support/flights';

/**
 * Issue 35: the flight, quotation and wallet pages in Arabic. Switched to Arabic in the header, each
 * page shows its Arabic heading right to left, has no serious axe violation (the wallet and the flight
 * search none at all), does not scroll sideways at 390 px, and is photographed at 1440 and 390 px for a look.
 */
const RESULTS = `/flight/order/results?${new URLSearchParams({
  adults: '1',
  childs: '0',
  infants: '0',
  class: 'economy',
  depart_date: dubaiDate(30),
  from: 'DXB',
  fromPlace: 'Dubai International Airport',
  to: 'LHR',
  toPlace: 'London Heathrow Airport',
  type: 'oneway',
}).toString()}`;

const ARABIC_MONTH =
  /\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/;

/** `strict`: no axe violation at all; else none serious (the shared order list's empty state uses an h3). */
const PAGES: { path: string; heading: string; name: string; strict: boolean }[] = [
  { path: '/wallet', heading: 'المحفظة', name: 'wallet', strict: true },
  { path: '/flight', heading: 'البحث عن رحلات', name: 'flight-search', strict: true },
  { path: '/flight/order', heading: 'حجوزات الطيران', name: 'flight-orders', strict: false },
  { path: '/quotation', heading: 'عرض سعر جديد', name: 'quotation-new', strict: false },
  { path: '/quotation/list', heading: 'عروض الأسعار الخاصة بي', name: 'quotation-list', strict: false },
];

async function look(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await reviewShot(page, `${name}-ar-1440`, { fullPage: true });
  await reviewShot(page, `${name}-ar-1440-top`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 390);
  await reviewShot(page, `${name}-ar-390`, { fullPage: true });
  await reviewShot(page, `${name}-ar-390-top`);
}

test('the flight, quotation and wallet pages in Arabic', async ({ page, agent, signIn }) => {
  test.setTimeout(180_000);
  await runAdmin(['wallet:credit', agent.email, '5000', '--reason', 'e2e arabic']);
  await signIn(agent, { goto: '/wallet' });
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  for (const { path, heading, name, strict } of PAGES) {
    await test.step(path, async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await (strict ? expectNoA11yViolations(page) : expectNoSeriousA11yViolations(page));
      await look(page, name);
    });
  }

  await test.step('the wallet in Arabic words and digits as chosen', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/wallet');
    await expect(page.getByTestId('funds-available')).toContainText('المتاح للإنفاق');
    await expect(page.getByText(/عرض 1-1 من 1/)).toBeVisible();
    // Money and dates follow the language (Intl ar-AE): the dirham's Arabic symbol, Arabic month names,
    // Western digits (the company's default).
    await expect(page.getByTestId('funds-available')).toContainText(/5,000\.00\s*د\.إ/);
    await expect(page.getByRole('main')).toContainText(ARABIC_MONTH);
    await expect(page.getByRole('main')).not.toContainText('AED 5,000.00');
  });

  await test.step('flight results and the booking page', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(RESULTS);
    const offer = page.getByTestId('flight-offer').first();
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('results-count')).toContainText('رحلة');
    await expect(page.getByRole('main')).toContainText(ARABIC_MONTH);
    await expectNoSeriousA11yViolations(page);
    await look(page, 'flight-results');
    await page.setViewportSize({ width: 1440, height: 900 });
    await offer.getByTestId('fare-option').first().getByRole('button', { name: 'اختيار' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'خط سير الرحلة' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText('الأسماء كما في جواز السفر، بالأحرف اللاتينية', { exact: false }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await look(page, 'flight-booking');
  });
});
