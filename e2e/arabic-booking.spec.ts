import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  arabicStayDate,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  reviewShot,
  runAdmin,
  test,
} from './fixtures';
import { renderPdfToPng } from './support/pdf';

/**
 * Issue 35, proof: an agent books a hotel in Arabic for a guest with an Arabic name and pays by wallet,
 * then downloads the voucher and the invoice in Arabic. The PDFs are rendered to PNG (PDF.js) beside
 * the screenshots in this test's test-results folder, to be looked at; axe finds nothing on the Arabic
 * pages; the pages do not scroll sideways on a phone; screenshots at 1440 and 390 px in both languages.
 */

const GUEST = { first: 'محمد', last: 'أحمد' };
const SECOND = { first: 'فاطمة', last: 'أحمد' };

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.mouse.move(5, 500);
  await reviewShot(page, name, { fullPage });
}

/** Both widths of one page: 1440 and 390 px (and no sideways scroll at 390 and 375 px). */
async function shootBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSidewaysScroll(page, 1440);
  await shoot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 390);
  await shoot(page, `${name}-390`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page, 375);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Downloads a document by its button and renders it to PNG under test-results; answers its text. */
async function documentPng(page: Page, button: string, name: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = test.info().outputPath(`${name}.pdf`);
  await (await download).saveAs(file);
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { files, text } = await renderPdfToPng(page, pdf, test.info().outputPath(), name);
  expect(files.length).toBeGreaterThan(0);
  return text.join('\n');
}

/** The Arabic name as PDF.js reads it back: shaped letters (presentation forms) folded to plain ones. */
const plainText = (text: string) => text.normalize('NFKC');

test.describe('Arabic booking, right to left', () => {
  test('book a hotel in Arabic for محمد أحمد, pay by wallet, voucher and invoice in Arabic', async ({
    page,
    agent,
  }) => {
    await runAdmin(['wallet:credit', agent.email, '50000', '--reason', 'e2e']);
    await page.setViewportSize({ width: 1440, height: 900 });
    const reference = `AR-${Date.now()}`;

    await test.step('sign in, switch to Arabic', async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByLabel('البريد الإلكتروني').fill(agent.email);
      await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(agent.password);
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await expect(page).toHaveURL(/\/$/);
      const tour = page.getByRole('dialog', { name: /مرحبًا بك في بوابة/ });
      await tour.getByRole('button', { name: 'ابدأ الآن' }).click();
      await expect(tour).toBeHidden();
    });

    await test.step('search the hotel by name, dates typed in Arabic-Indic digits', async () => {
      const form = page.getByRole('search', { name: 'البحث عن فندق' });
      const box = form.getByLabel('الوجهة أو المنشأة');
      await box.fill('Atlantis The');
      const hotels = page.getByTestId('hotel-suggestions').getByRole('group', { name: 'الفنادق' });
      await hotels.getByRole('option').filter({ hasText: 'Atlantis The Palm' }).first().click();
      for (const [label, days] of [
        ['تاريخ الوصول', 40],
        ['تاريخ المغادرة', 42],
      ] as const) {
        await form.getByLabel(label, { exact: true }).fill(arabicStayDate(days).shown);
        await form.getByLabel(label, { exact: true }).press('Enter');
      }
      await expect(form.getByLabel('الليالي')).toHaveValue('2');
      await form.getByRole('button', { name: 'بحث' }).click();
      await expect(page).toHaveURL(/\/hotel\/details\//);
    });

    await test.step('choose a refundable rate: the booking form in Arabic', async () => {
      const rate = page
        .getByTestId('hotel-rate')
        .filter({ has: page.getByTestId('rate-cancellation').getByText('قابل للاسترداد', { exact: true }) })
        .first();
      await expect(rate).toBeVisible({ timeout: 30_000 });
      await rate.getByRole('link', { name: /^اختيار/ }).click();
      await expect(page).toHaveURL(/\/hotel\/[^/]+\/apply\/[^/?]+\?searchId=/);
      await expect(page.getByTestId('hold-countdown')).toContainText('السعر محجوز لمدة');
      await expect(page.getByText('بالحروف العربية أو اللاتينية.')).toBeVisible();
    });

    await test.step('the form explains what is missing, in Arabic', async () => {
      await page.getByRole('button', { name: 'احجز وادفع' }).click();
      await expect(page.getByText('أدخل الاسم الأول').first()).toBeVisible();
      await expect(page.getByText('أدخل رقمك المرجعي')).toBeVisible();
    });

    await test.step('guests with Arabic names, the contact, the reference, the wallet', async () => {
      const rows = page.getByTestId('guest-row');
      for (let g = 1; g <= (await rows.count()); g += 1) {
        const who = g === 1 ? GUEST : SECOND;
        await page.getByLabel(`لقب الضيف ${g} في الغرفة 1`).selectOption(g === 1 ? 'Mr' : 'Mrs');
        await page.getByLabel(`الاسم الأول للضيف ${g} في الغرفة 1`).fill(who.first);
        await page.getByLabel(`اسم العائلة للضيف ${g} في الغرفة 1`).fill(who.last);
      }
      const form = page.getByRole('form', { name: 'حجز فندق' });
      await form.getByRole('textbox', { name: 'الاسم', exact: true }).fill('محمد أحمد');
      await form.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill('m.ahmed@example.com');
      await form.getByRole('textbox', { name: 'الهاتف', exact: true }).fill('+971 50 555 3434');
      await form.getByRole('textbox', { name: 'الرقم المرجعي للوكيل' }).fill(reference);
      await form.getByRole('radio', { name: /^المحفظة/ }).check();
      await expectNoA11yViolations(page);
      await shootBothWidths(page, 'apply-ar');
    });

    await test.step('book and pay by wallet', async () => {
      await page.getByRole('button', { name: 'احجز وادفع' }).click();
      const dialog = page.getByRole('dialog', { name: 'تأكيد الحجز' });
      await expect(dialog.getByText('سيُخصم المبلغ من محفظتك.')).toBeVisible();
      await expectNoA11yViolations(page);
      await shoot(page, 'confirm-ar-1440', false);
      await dialog.getByRole('button', { name: 'تأكيد الحجز' }).click();
      await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('booking-done')).toHaveText('تم الحجز بنجاح');
      await expect(page.getByTestId('order-guest').first()).toContainText('السيد محمد أحمد');
      await expectNoA11yViolations(page);
      await shootBothWidths(page, 'booked-ar');
    });

    await test.step('voucher and invoice in Arabic, rendered to PNG', async () => {
      await page.getByLabel('لغة المستندات').selectOption('ar');
      const voucher = plainText(await documentPng(page, 'القسيمة PDF', 'voucher-ar'));
      const invoice = plainText(await documentPng(page, 'الفاتورة PDF', 'invoice-ar'));
      // The guest's name is in the PDFs' text, in Arabic letters (joined forms fold back to them).
      for (const text of [voucher, invoice]) expect(text).toMatch(/محمد|دمحم/);
      // The booking's reference, Latin inside the Arabic document.
      expect(voucher).toContain(reference);
    });

    await test.step('the same pages in English', async () => {
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByTestId('booking-done')).toHaveText('Booking successful');
      await expect(page.getByTestId('order-guest').first()).toContainText('Mr محمد أحمد');
      await shootBothWidths(page, 'booked-en');
      await page.getByLabel('Document language').selectOption('en');
      await documentPng(page, 'Voucher PDF', 'voucher-en');
    });
  });
});
