import type { Page } from '@playwright/test';
import type { VisaTypesAnswer } from '@portal/contracts';
import { callApi, expect, expectNoSeriousA11yViolations, signInAsStaff, test, tokenFor } from './fixtures';

/** "dd/mm/yyyy" some days ahead (Dubai). */
function displayDate(days: number): string {
  const d = new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('back office: the company’s own inventory', () => {
  test('a ticket batch with two bad rows is refused with both rows named; the fixed file loads', async ({
    page,
  }) => {
    const run = Date.now().toString(36).toUpperCase();
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, '/admin/inventory/tickets');
    await expect(page.getByRole('heading', { name: 'Ticket stock', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Upload tickets' });
    await form.getByLabel('Activity').selectOption({ index: 1 });
    const validTill = form.getByRole('textbox', { name: 'Valid till (rows without a date)' });
    await validTill.fill(displayDate(90));
    await validTill.press('Tab');

    const bad = [
      'Ticket code,Type,Valid till',
      `E2E-${run}-1,adult,`,
      `E2E-${run}-2,senior,`,
      `E2E-${run}-3,child,`,
      `E2E-${run}-1,adult,`,
    ].join('\n');
    await form.getByLabel('Ticket file').setInputFiles({
      name: 'batch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await form.getByRole('button', { name: 'Upload tickets' }).click();
    const refused = form.getByRole('alert');
    await expect(refused).toContainText('2 rows refused, nothing was loaded');
    const rows = refused.getByRole('list', { name: 'Refused rows' }).getByRole('listitem');
    await expect(rows).toHaveText([
      'Row 3: the type "senior" is not adult, child, infant or common',
      `Row 5: ticket E2E-${run}-1 is repeated (first on row 2)`,
    ]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const good = bad.split('\n').slice(0, 4).join('\n').replace('senior', 'adult');
    await form.getByLabel('Ticket file').setInputFiles({
      name: 'batch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good),
    });
    await form.getByRole('button', { name: 'Upload tickets' }).click();
    await expect(form.getByRole('status')).toContainText('3 tickets loaded for');
  });

  test('a visa price change by staff is seen by an agent at once', async ({ page, agent, signIn }) => {
    const token = await tokenFor(agent.email, agent.password);
    const [visa] = await callApi<{ _id: string }[]>('GET', 'visa/all');
    const nationalities = await callApi<{ _id: string; isocode: string; nationality: string }[]>(
      'GET',
      'b2b/visa/all/nationality',
    );
    // A nationality no other spec books, so its price can change under no one.
    const nepalese = nationalities.find((n) => n.isocode === 'NP')!;
    const typesUrl = `b2b/visa/type/${visa!._id}/all/${nepalese._id}`;
    const before = (await callApi<VisaTypesAnswer>('GET', typesUrl, { token })).visaTypes[0]!;

    await signIn(agent, { goto: `/visa/${visa!._id}?nationality=${nepalese._id}` });
    const card = page.getByTestId('visa-type').filter({ hasText: before.visaName });
    const shownBefore = (await card.getByTestId('visa-adult-price').textContent())?.trim();

    await signInAsStaff(page, '/admin/inventory/visas');
    await expect(page.getByRole('heading', { name: 'Visa types and prices', level: 1 })).toBeVisible();
    await page.getByLabel('Visa type', { exact: true }).selectOption({ label: before.visaName });
    await page.getByLabel('Find a nationality').fill(nepalese.nationality);
    const row = page.getByTestId('visa-price-NP');
    await row.getByRole('button', { name: `Edit the price for ${nepalese.nationality}` }).click();
    const priceForm = row.getByRole('form', { name: `Price for ${nepalese.nationality}` });
    const adult = priceForm.getByLabel('Adult price (AED)');
    const next = Number(await adult.inputValue()) + 100;
    await adult.fill(String(next));
    await expectNoSeriousA11yViolations(page);
    await priceForm.getByRole('button', { name: 'Save price' }).click();
    await expect(row).toContainText(
      `adult AED ${next.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    const after = (await callApi<VisaTypesAnswer>('GET', typesUrl, { token })).visaTypes.find(
      (v) => v._id === before._id,
    )!;
    expect(after.adultPrice).toBeGreaterThan(before.adultPrice);
    await page.goto(`/visa/${visa!._id}?nationality=${nepalese._id}`);
    await expect(card.getByTestId('visa-adult-price')).not.toHaveText(shownBefore ?? '');
  });

  test('the attractions and company settings pages work at 375 px and are accessible', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, '/admin/inventory/attractions');
    await expect(page.getByRole('heading', { name: 'Attractions', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save attraction' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/inventory/company');
    await expect(page.getByRole('heading', { name: 'Company settings', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Company settings' });
    await form.getByLabel('Contact e-mail').fill('not-an-email');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByLabel('Contact e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert').first()).toHaveText('Give an e-mail address');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
