import type { WalletBalanceAnswer } from '@portal/contracts';
import { callApi, expect, expectNoSeriousA11yViolations, runAdmin, test, tokenFor } from './fixtures';

/** A date `days` from today (Dubai) as yyyy-mm-dd. */
function dubaiDate(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const TRAVEL = dubaiDate(5);
const FLIGHT = `IX ${700 + Math.floor(Math.random() * 90)}`;

test.describe('a2a', () => {
  test('a page of the strip without seats says so and points forward (A2A-013)', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const agent = await makeAgent({ label: 'a2a-empty', flags: { showA2a: true } });
    await signIn(agent, { goto: '/a2a?skip=360' });
    await expect(page.getByTestId('a2a-day').first()).toHaveAttribute('data-available', 'false');
    const empty = page.getByRole('status').filter({ hasText: 'No Available A2A Found' });
    await expect(empty).toBeVisible();
    await expect(empty).toContainText('Use the next arrow to look at later dates.');
  });

  test('pick a day on the strip, book 2 adults and an infant by wallet, tickets, change a name, cancel one', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const agent = await makeAgent({ label: 'a2a', flags: { showA2a: true } });
    await runAdmin(['wallet:credit', agent.email, '5000', '--reason', 'e2e']);
    const created = await runAdmin([
      'a2a:ticket-create',
      'DXB',
      'COK',
      '--date',
      TRAVEL,
      '--airline',
      'Air India Express',
      '--code',
      'IX',
      '--flight',
      FLIGHT,
      '--departs',
      '09:40',
      '--arrives',
      '15:10',
      '--minutes',
      '240',
      '--return-date',
      dubaiDate(19),
      '--return-flight',
      'IX 435',
      '--return-departs',
      '04:15',
      '--return-arrives',
      '06:55',
      '--return-minutes',
      '250',
      '--price',
      '850.00',
      '--infant-price',
      '150.00',
      '--seats',
      '5',
      '--pnr',
      'E2EPNR',
      '--fee',
      '100.00',
    ]);
    expect(created).toMatch(/Created a2a ticket/);

    await signIn(agent, { goto: '/a2a' });
    const days = page.getByTestId('a2a-day');
    await expect(days).toHaveCount(9);

    await test.step('an unavailable day shows the spec text', async () => {
      // The badges are known once the dates answer arrived; our ticket's day is free.
      await expect(page.locator(`[data-testid="a2a-day"][data-date="${TRAVEL}"]`)).toHaveAttribute(
        'data-available',
        'true',
      );
      const closed = page.locator('[data-testid="a2a-day"][data-available="false"]').first();
      if ((await closed.count()) > 0) {
        await closed.click();
        await expect(
          page.getByRole('alert').filter({ hasText: 'You should select a available date' }),
        ).toBeVisible();
      }
    });

    await test.step('an available day opens its tickets; book ours', async () => {
      await page.locator(`[data-testid="a2a-day"][data-date="${TRAVEL}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/a2a/data\\?date=${TRAVEL}`));
      const row = page.getByTestId('a2a-ticket').filter({ hasText: FLIGHT });
      await expect(row).toContainText('5 seats left');
      await row.getByRole('link', { name: 'Book' }).click();
      await expect(page).toHaveURL(/\/a2a\/booking\/[0-9a-f-]+$/);
    });

    await test.step('two travellers, the second with an infant; the enquiry is kept', async () => {
      await expect(page.getByTestId('a2a-passenger')).toHaveCount(1);
      await page.getByLabel('Travellers').selectOption('2');
      const rows = page.getByTestId('a2a-passenger');
      await expect(rows).toHaveCount(2);
      const fill = async (i: number, title: string, first: string, passport: string) => {
        const row = rows.nth(i);
        await row.getByRole('combobox', { name: 'Title', exact: true }).selectOption(title);
        await row.getByRole('textbox', { name: 'First name', exact: true }).fill(first);
        await row.getByRole('textbox', { name: 'Last name', exact: true }).fill('Nair');
        await row.getByRole('combobox', { name: 'Nationality' }).selectOption('IN');
        await row.getByRole('textbox', { name: 'Passport number', exact: true }).fill(passport);
      };
      await fill(0, 'Mr', 'Arun', 'K1234567');
      await fill(1, 'Mrs', 'Meera', 'K7654321');
      const second = rows.nth(1);
      await second.getByLabel(/Travels with an infant/).check();
      await second.getByRole('combobox', { name: 'Infant title' }).selectOption('Miss');
      await second.getByRole('textbox', { name: 'Infant first name' }).fill('Diya');
      await second.getByRole('textbox', { name: 'Infant last name' }).fill('Nair');
      await second.getByRole('textbox', { name: 'Infant passport number' }).fill('N1122334');
      const stored = await page.evaluate(() => localStorage.getItem('a2aEnquiry'));
      expect((JSON.parse(stored ?? '{}') as { noOfTravellers?: number }).noOfTravellers).toBe(2);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/confirm$/);
    });

    await test.step('confirm: terms, wallet, book', async () => {
      await expect(page.getByTestId('a2a-total')).toContainText('1,850.00');
      const book = page.getByRole('button', { name: /Book and pay/ });
      await expect(book).toBeDisabled();
      await page.getByLabel('I accept the terms and conditions').check();
      // As every product: a question before money moves; Cancel sends nothing and takes nothing.
      const balance = async () =>
        (
          await callApi<WalletBalanceAnswer>('GET', 'b2b/transactions/balance', {
            token: await tokenFor(agent.email, agent.password),
          })
        ).balance;
      const before = await balance();
      await book.click();
      const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
      await expect(confirm).toContainText('The amount will be taken from your wallet.');
      await expect(confirm.getByTestId('confirm-amount')).toHaveText('AED 1,850.00');
      await expectNoSeriousA11yViolations(page);
      // At 1440 and at 375 px the question and its action are on screen; nothing scrolls sideways.
      const viewport = page.viewportSize()!;
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 812 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expect(confirm.getByRole('button', { name: 'Confirm and pay' })).toBeInViewport();
        if (process.env.E2E_SCREENSHOTS)
          await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/a2a-confirm-${width}.png` });
      }
      await page.setViewportSize(viewport);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(page).toHaveURL(/\/confirm$/);
      expect(await balance()).toBe(before);
      await book.click();
      await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
      await expect(page).toHaveURL(/\/a2a\/order\/[0-9a-f-]+$/);
      await expect(page.getByText('Airline PNR E2EPNR')).toBeVisible();
      await expect(page.getByTestId('a2a-passenger-row')).toHaveCount(2);
    });

    await test.step('download the tickets', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download tickets' }).click();
      expect((await download).suggestedFilename()).toMatch(/^A2A-.*\.pdf$/);
    });

    await test.step('the tax invoice, and the nationality in words', async () => {
      await expect(page.getByTestId('a2a-passenger-row').first()).toContainText('Indian');
      await expect(page.getByTestId('a2a-passenger-row').first()).not.toContainText('· IN');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Tax invoice' }).click();
      expect((await download).suggestedFilename()).toMatch(/^invoice-A2A-.*\.pdf$/);
    });

    await test.step('change a name', async () => {
      const first = page.getByTestId('a2a-passenger-row').nth(0);
      await first.getByRole('button', { name: 'Change' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Rahul');
      await dialog.getByRole('button', { name: 'Save change' }).click();
      await expect(page.getByTestId('a2a-passenger-row').nth(0)).toContainText('Mr Rahul Nair');
    });

    await test.step('cancel the passenger with the infant, refunded by the ticket rule', async () => {
      const second = page.getByTestId('a2a-passenger-row').nth(1);
      await second.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('a2a-cancel-quote')).toContainText('900.00');
      await dialog.getByRole('button', { name: 'Cancel passenger' }).click();
      await expect(page.getByTestId('a2a-passenger-row').nth(1)).toContainText('Refunded AED 900.00');
      await expect(page.getByTestId('a2a-passenger-row').nth(1)).toContainText('Cancelled');
    });

    await test.step('the refund has its credit note on the order page and the statement, as a PDF', async () => {
      const notes = page.getByRole('region', { name: 'Credit notes' });
      await expect(notes).toContainText(/CN-\d{4}-\d{6}/);
      await expect(notes).toContainText('AED 900.00');
      const download = page.waitForEvent('download');
      await notes.getByRole('button', { name: 'Credit note' }).click();
      expect((await download).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
      // A phone: the order page does not scroll sideways.
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/a2a-order-375.png`, fullPage: true });
      await page.goto('/wallet');
      const link = page.getByRole('button', { name: /^Credit note CN-\d{4}-\d{6}$/ }).first();
      await expect(link).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/wallet-375.png`, fullPage: true });
      const statementPdf = page.waitForEvent('download');
      await link.click();
      expect((await statementPdf).suggestedFilename()).toMatch(/^credit-note-CN-/);
    });
  });
});
