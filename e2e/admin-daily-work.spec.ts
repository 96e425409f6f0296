import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { CompanyBankAccount, DepositRecord, WalletBalanceAnswer } from '@portal/contracts';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  expectNoSeriousA11yViolations,
  minimalPdf,
  openOrigin,
  signInAsStaff,
  STORAGE,
  test,
  tokenFor,
  writeStorage,
} from './fixtures';

/**
 * Back office daily work: staff confirm several bank deposits at once (each credited exactly once,
 * a result per deposit), and a token that is not a member of staff's opens the staff sign-in.
 */

const balanceOf = (token: string) =>
  callApi<WalletBalanceAnswer>('GET', 'b2b/transactions/balance', { token });

async function reportBankDeposit(token: string, amount: string): Promise<DepositRecord> {
  const banks = await callApi<CompanyBankAccount[]>('GET', 'b2b/company/bank-info/all', { token });
  const bank = banks[0];
  if (!bank) throw new Error('no company bank account to pay into');
  const form = new FormData();
  form.set('amount', amount);
  form.set('companyBankId', bank.id);
  form.set('referenceNumber', `BULK-${randomUUID().slice(0, 8).toUpperCase()}`);
  form.set('receipt', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'receipt.pdf');
  const response = await fetch(`${E2E_BASE_URL}/api/v1/b2b/wallets/deposit-requests/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${randomUUID()}` },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`deposit request failed ${response.status}: ${text}`);
  return JSON.parse(text) as DepositRecord;
}

/** Full-page screenshots at 1280 and 375 px for a visual review, only when E2E_SCREENSHOTS names a folder. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test.describe('back office: daily work', () => {
  test('staff confirm two deposits at once; each is credited once and reported on its own', async ({
    page,
    agent,
  }) => {
    const token = await tokenFor(agent.email, agent.password);
    const first = await reportBankDeposit(token, '100.50');
    const second = await reportBankDeposit(token, '49.50');

    await signInAsStaff(page, `/admin/deposits?search=${agent.agentCode}`);
    await expect(page.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
    await expect(page.getByTestId('deposit-row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Export deposits to Excel' })).toBeVisible();
    await page.getByLabel(`Select deposit ${first.number} of AED 100.50 from ${agent.companyName}`).check();
    await page.getByLabel(`Select deposit ${second.number} of AED 49.50 from ${agent.companyName}`).check();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'admin-deposits-bulk');

    await page.getByRole('button', { name: 'Confirm selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm 2 deposit(s)?' });
    await expect(dialog).toContainText(`Deposit ${first.number}: AED 100.50`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Confirm and credit AED 150.00' }).click();
    await expect(dialog).toBeHidden();
    const results = page.getByRole('list', { name: 'Result per deposit' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('2 confirmed, 0 not confirmed')).toBeVisible();
    await expect(results).toContainText(`Deposit ${first.number}: Deposit ${first.number} confirmed`);

    expect((await balanceOf(token)).balance).toBe(150);
    await screenshots(page, 'admin-deposits-bulk-done');
  });

  test("an agent's token opening the back office goes to the staff sign-in", async ({ page, agent }) => {
    const agentToken = await tokenFor(agent.email, agent.password);
    // The agent signed in on the portal, with no staff session: the staff sign-in.
    await openOrigin(page);
    await writeStorage(page, { [STORAGE.token]: agentToken, [STORAGE.adminToken]: null });
    await page.goto('/admin/agents');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: /staff sign-in/i })).toBeVisible();

    // An agent's token where the staff session is kept: refused by the back office, so the sign-in
    // (with why), not a staff layout full of errors.
    await writeStorage(page, { [STORAGE.adminToken]: agentToken });
    await page.goto('/admin/agents');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'That session is not a staff account' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE.adminToken)).toBeNull();
    // The agent's own portal session is untouched.
    expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE.token)).toBe(agentToken);
    await expectNoSeriousA11yViolations(page);
  });

  test('the confirmed quotations queue and an agent page with notes pass axe', async ({ page, agent }) => {
    await signInAsStaff(page, '/admin/quotations/queue');
    await expect(page.getByRole('heading', { name: 'Confirmed quotations', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'admin-quotation-queue');

    await page.goto(`/admin/agents?search=${encodeURIComponent(agent.email)}`);
    await page.getByRole('link', { name: agent.companyName }).click();
    await expect(page.getByRole('heading', { name: agent.companyName, level: 1 })).toBeVisible();
    await page.getByLabel('New note').fill('Asked for the 2027 trade licence');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('staff-note').first()).toContainText('Asked for the 2027 trade licence');
    await expect(page.getByLabel('New note')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'admin-agent-notes');
  });
});
