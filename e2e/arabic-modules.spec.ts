import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './fixtures';

/**
 * Issue 35: the booking modules beside hotels in Arabic. Switched to Arabic in the header, each
 * module's first page shows its Arabic heading right to left, has no serious axe violation and does
 * not scroll sideways on the narrowest phone the portal supports (375 px).
 */
const PAGES: { path: string; heading: string }[] = [
  { path: '/attraction', heading: 'المعالم السياحية والتجارب' },
  { path: '/a2a', heading: 'مقاعد A2A' },
  { path: '/visa', heading: 'تأشيرات الإمارات' },
  { path: '/insurance', heading: 'تأمين السفر' },
  { path: '/markup/visa', heading: 'هوامش التأشيرات' },
  { path: '/no-such-page', heading: 'الصفحة غير موجودة' },
];

test('the attractions, a2a, visa, insurance, markup and not-found pages in Arabic', async ({
  page,
  agent,
  signIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(agent, { goto: '/attraction' });
  await expect(page.getByRole('heading', { level: 1, name: 'Attractions and experiences' })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 375, height: 812 });
  for (const { path, heading } of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // Controls waiting for their data (greyed while they load) are not what an agent reads: axe looks
      // once the page's requests have settled.
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await reviewShot(page, `${path.replace(/\W+/g, '-')}-ar-375`);
    });
  }
});
