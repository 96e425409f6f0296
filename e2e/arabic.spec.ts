import type { Page } from '@playwright/test';
import {
  arabicStayDate,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  reviewShot,
  test,
} from './fixtures';

async function shoot(page: Page, name: string): Promise<void> {
  // The pointer away from the header: a hover panel would cover the page.
  await page.mouse.move(5, 500);
  await reviewShot(page, name);
}

test.describe('Arabic, right to left', () => {
  test('switch on the sign-in page, sign in, the header and a hotel search in Arabic', async ({
    page,
    agent,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Agent sign in' })).toBeVisible();
    await shoot(page, 'login-en-1440');

    await test.step('the switch turns the sign-in page to Arabic', async () => {
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('heading', { name: 'تسجيل دخول الوكيل' })).toBeVisible();
      await expectNoA11yViolations(page);
      await shoot(page, 'login-ar-1440');
    });

    await test.step('sign in in Arabic', async () => {
      await page.getByLabel('البريد الإلكتروني').fill(agent.email);
      await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(agent.password);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expect(page).toHaveURL(/\/$/);
      // The first-visit tour, in Arabic too.
      const tour = page.getByRole('dialog', { name: /مرحبًا بك في بوابة/ });
      await expect(tour).toBeVisible();
      await expect(tour.getByText('ابحث عن الفنادق واحجزها بأسعار التجارة.')).toBeVisible();
      await shoot(page, 'tour-ar-1440');
      await tour.getByRole('button', { name: 'ابدأ الآن' }).click();
      await expect(tour).toBeHidden();
    });

    const form = page.getByRole('search', { name: 'البحث عن فندق' });
    await test.step('the header and the home search in Arabic, right to left', async () => {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
      await expect(nav.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'الحجوزات' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'بحث' })).toBeDisabled();
      // The logo (at the start of the header) sits at the right right to left.
      const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
      expect(logo && logo.x).toBeGreaterThan(1440 / 2);
      await expectNoA11yViolations(page);
      await shoot(page, 'home-ar-1440');
    });

    await test.step('a hotel search in Arabic, dates typed in Arabic-Indic digits', async () => {
      const box = form.getByLabel('الوجهة أو المنشأة');
      await box.fill('Dubai');
      const cities = page.getByTestId('hotel-suggestions').getByRole('group', { name: 'المدن' });
      await cities
        .getByRole('option')
        .filter({ hasText: /^Dubai/ })
        .first()
        .click();
      const checkIn = arabicStayDate(30);
      const checkOut = arabicStayDate(33);
      await form.getByLabel('تاريخ الوصول', { exact: true }).fill(checkIn.shown);
      await form.getByLabel('تاريخ الوصول', { exact: true }).press('Enter');
      await form.getByLabel('تاريخ المغادرة', { exact: true }).fill(checkOut.shown);
      await form.getByLabel('تاريخ المغادرة', { exact: true }).press('Enter');
      await expect(form.getByLabel('الليالي')).toHaveValue('3');
      await expect(form.getByLabel('الغرف والضيوف')).toHaveText(/غرفة واحدة/);
      await form.getByRole('button', { name: 'بحث' }).click();
      await expect(page).toHaveURL(new RegExp(`/hotel/avail\\?.*fromDate=${checkIn.plain}`));
      await expect(page.getByTestId('hotel-card').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoA11yViolations(page);
      await shoot(page, 'results-ar-1440');
    });

    await test.step('a phone: no sideways scroll in Arabic', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page, 390);
      await shoot(page, 'results-ar-390');
      await page.goto('/');
      await expect(form).toBeVisible();
      await expectNoSidewaysScroll(page, 390);
      await expectNoA11yViolations(page);
      await shoot(page, 'home-ar-390');
      // The narrowest phone the portal supports; signed in, the switch is in the account menu there.
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSidewaysScroll(page, 375);
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await test.step('back to English: nothing visible changed', async () => {
      // On a phone the header has no room for the switch beside the balance: the account menu has it.
      await expect(page.getByRole('button', { name: 'English' })).toBeHidden();
      await page.getByRole('button', { name: /^قائمة حساب / }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('search', { name: 'Hotel search' })).toBeVisible();
      await expectNoSidewaysScroll(page, 390);
      await shoot(page, 'home-en-390');
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSidewaysScroll(page, 375);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
      ).toBeVisible();
      await shoot(page, 'home-en-1440');
    });
  });

  test('a first visit from an Arabic browser starts in Arabic; the phone sign-in page fits', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-AE', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'تسجيل دخول الوكيل' })).toBeVisible();
      await expectNoSidewaysScroll(page, 390);
      await shoot(page, 'login-ar-390');
      // The stored choice wins over the browser's language from then on.
      await page.getByRole('button', { name: 'English' }).click();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Agent sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await shoot(page, 'login-en-390');
    } finally {
      await context.close();
    }
  });
});
