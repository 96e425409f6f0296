import type { Page } from '@playwright/test';
import type { CompanyBankAccount } from '@portal/contracts';
import {
  callApi,
  expect,
  expectNoSeriousA11yViolations,
  runAdmin,
  signInAsStaff,
  test,
  tokenFor,
} from './fixtures';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The 11th of next month (Dubai) as yyyy-mm-dd. */
function nextMonthDay(): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth() + 1, 11)).toISOString().slice(0, 10);
}
const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

test.describe('back office: deposit bank accounts and the a2a seat grid', () => {
  test('staff add a bank account (a bad IBAN is refused), agents see it at once, deactivated it leaves', async ({
    page,
    agent,
  }) => {
    const token = await tokenFor(agent.email, agent.password);
    const accountNumber = `E2E ${Date.now()}`;
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, '/admin/inventory/company');
    await page.getByRole('button', { name: 'Add a bank account' }).click();
    const form = page.getByRole('form', { name: 'New bank account' });
    await form.getByLabel('Bank name').fill('Mashreq Bank');
    await form.getByLabel('Account name').fill('Desert Rose Tourism LLC');
    await form.getByLabel('Account number').fill(accountNumber);
    await form.getByLabel('IBAN').fill('AE08 0331 2345 6789 0123 456');
    await form.getByLabel('SWIFT code').fill('BOMLAEAD');
    await form.getByLabel('Branch').fill('Al Barsha, Dubai');
    await form.getByLabel('Order on the deposit form').fill('900');
    await form.getByRole('button', { name: 'Add account' }).click();
    await expect(form.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    expect(await noSidewaysScroll(page)).toBe(true);

    await form.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
    await form.getByRole('button', { name: 'Add account' }).click();
    const row = page.getByTestId(`bank-account-${accountNumber}`);
    await expect(row).toContainText('IBAN AE07 0331 2345 6789 0123 456');
    const banks = await callApi<CompanyBankAccount[]>('GET', 'b2b/company/bank-info/all', { token });
    expect(banks.find((b) => b.accountNumber === accountNumber)).toMatchObject({ bankName: 'Mashreq Bank' });

    await row.getByRole('button', { name: `Deactivate Mashreq Bank ${accountNumber}` }).click();
    await expect(page.getByTestId(`bank-account-${accountNumber}`)).toContainText('(deactivated)');
    const after = await callApi<CompanyBankAccount[]>('GET', 'b2b/company/bank-info/all', { token });
    expect(after.map((b) => b.accountNumber)).not.toContain(accountNumber);
  });

  test('the seat grid shows a block and sets its seats on a range', async ({ page }) => {
    const day = nextMonthDay();
    const created = await runAdmin([
      'a2a:ticket-create',
      'DXB',
      'CCJ',
      '--date',
      day,
      '--airline',
      'Air India Express',
      '--code',
      'IX',
      '--flight',
      `IX ${300 + Math.floor(Math.random() * 90)}`,
      '--departs',
      '10:40',
      '--arrives',
      '16:10',
      '--minutes',
      '240',
      '--price',
      '800.00',
      '--infant-price',
      '150.00',
      '--seats',
      '4',
      '--pnr',
      'E2EGRD',
      '--fee',
      '100.00',
    ]);
    expect(created).toMatch(/Created a2a ticket/);

    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, '/admin/inventory/a2a');
    await expect(page.getByRole('heading', { name: 'A2A seat blocks', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    const row = page.getByTestId('a2a-seats-row').filter({ hasText: 'DXB-CCJ' });
    const cell = row.locator(`[data-testid="a2a-seats-cell"][data-date="${day}"]`);
    await expect(cell).toHaveText(/^\d+ \/ \d+ \/ \d+/);
    const sold = Number((await cell.textContent())!.split(' / ')[1]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const range = page.getByRole('form', { name: 'Set the seats of a range of days' });
    await range.getByLabel('Sector').selectOption({ label: 'DXB-CCJ' });
    for (const label of ['First day', 'Last day']) {
      const input = range.getByLabel(label, { exact: true });
      await input.fill(shown(day));
      await input.press('Enter');
    }
    await range.getByLabel('Seats a day').fill(String(sold + 7));
    await range.getByRole('button', { name: 'Apply to the range' }).click();
    await expect(cell).toHaveText(new RegExp(`^${sold + 7} / ${sold} / 7`));
  });
});
