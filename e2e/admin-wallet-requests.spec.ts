import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { CompanyBankAccount, DepositRecord, WalletBalanceAnswer } from '@portal/contracts';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  expectNoSeriousA11yViolations,
  minimalPdf,
  runAdmin,
  signInAsStaff,
  test,
  tokenFor,
  type TestAgent,
} from './fixtures';

/**
 * Back office, deposits and withdrawals: an agent of the test's own reports a bank transfer (or asks
 * for a withdrawal) through the agent API; staff confirm or cancel it on the page; the agent's wallet
 * moves by exactly the amount (read through the agent's balance API).
 */

const balanceOf = (token: string) =>
  callApi<WalletBalanceAnswer>('GET', 'b2b/transactions/balance', { token });

async function reportBankDeposit(token: string, amount: string, reference: string): Promise<DepositRecord> {
  const banks = await callApi<CompanyBankAccount[]>('GET', 'b2b/company/bank-info/all', { token });
  const bank = banks[0];
  if (!bank) throw new Error('no company bank account to pay into');
  const form = new FormData();
  form.set('amount', amount);
  form.set('companyBankId', bank.id);
  form.set('referenceNumber', reference);
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

async function requestWithdrawal(token: string, amount: number): Promise<void> {
  const response = await fetch(`${E2E_BASE_URL}/api/v1/b2b/wallets/withdraw-requests`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-${randomUUID()}`,
    },
    body: JSON.stringify({
      amount,
      isoCode: 'AE',
      bankName: 'Emirates NBD',
      branchName: 'Deira',
      accountHolderName: 'Layla Payout',
      accountNumber: '1015443277810199',
      ibanCode: 'AE070260001015443277810199',
    }),
  });
  if (response.status !== 200)
    throw new Error(`withdrawal failed ${response.status}: ${await response.text()}`);
}

async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal page scroll').toBeLessThanOrEqual(0);
}

const tokenOf = (agent: TestAgent) => tokenFor(agent.email, agent.password);

test.describe('back office: deposits and withdrawals', () => {
  test('staff open the receipt and confirm a reported bank transfer; the wallet grows by exactly that amount', async ({
    page,
    agent,
  }) => {
    const token = await tokenOf(agent);
    const reference = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
    const deposit = await reportBankDeposit(token, '275.25', reference);
    expect((await balanceOf(token)).balance).toBe(0);

    await signInAsStaff(page, `/admin/deposits?search=${reference}`);
    await expect(page.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByTestId('deposit-row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(agent.companyName);
    await expect(row).toContainText('AED 275.25');
    await expect(row).toContainText('Bank transfer');

    // The receipt opens in a new tab without the staff token (a signed link).
    const receipt = row.getByRole('link', { name: /Open receipt/ });
    await expect(receipt).toHaveAttribute('target', '_blank');
    const href = await receipt.getAttribute('href');
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await expectNoSeriousA11yViolations(page);

    // A reload keeps the search.
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(reference);

    await row.getByRole('button', { name: `Confirm deposit ${deposit.number} of AED 275.25` }).click();
    const dialog = page.getByRole('dialog', { name: `Confirm deposit ${deposit.number}?` });
    await expect(dialog).toContainText('AED 275.25');
    await expect(dialog).toContainText(agent.companyName);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Confirm and credit AED 275.25' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast-success')).toContainText(`Deposit ${deposit.number} confirmed`);
    await expect(row.getByTestId('request-status')).toHaveText('Confirmed');
    await expect(row).toContainText('Confirmed by');
    await expect(row.getByRole('button', { name: /Confirm deposit/ })).toHaveCount(0);

    expect((await balanceOf(token)).balance).toBe(275.25);

    // On a phone the rows stack: no sideways page scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(row).toBeVisible();
    await expectNoPageScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The confirmed tab lists it; the pending one no longer does.
    await page.getByRole('button', { name: 'Confirmed', exact: true }).click();
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(page.getByTestId('deposit-row').filter({ hasText: reference })).toHaveCount(1);
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await expect(page.getByText(/No pending deposits match/)).toBeVisible();
  });

  test('a cancelled withdrawal gives the money back; the reason is required', async ({ page, agent }) => {
    await runAdmin(['wallet:credit', agent.email, '300', '--reason', 'e2e top-up']);
    const token = await tokenOf(agent);
    await requestWithdrawal(token, 120);
    expect(await balanceOf(token)).toMatchObject({ balance: 300, pendingBalance: 120 });

    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, `/admin/withdrawals?search=${agent.agentCode}`);
    await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
    const row = page.getByTestId('withdrawal-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('AED 120.00');
    await expect(row).toContainText('1015443277810199');
    await expectNoPageScroll(page);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: /Cancel withdrawal \d+ of AED 120.00/ }).click();
    const dialog = page.getByRole('dialog', { name: /Cancel withdrawal \d+\?/ });
    await expect(dialog).toContainText('AED 120.00');
    await expect(dialog).toContainText(agent.companyName);
    await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
    expect((await balanceOf(token)).pendingBalance).toBe(120);

    await dialog.getByLabel(/Reason/).fill('The account holder does not match the agent');
    await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast-success')).toContainText('AED 120.00 returned');
    await expect(row.getByTestId('request-status')).toHaveText('Cancelled');
    await expect(row).toContainText('The account holder does not match the agent');
    await expectNoPageScroll(page);

    expect(await balanceOf(token)).toMatchObject({ balance: 300, pendingBalance: 0 });
  });

  test('a withdrawal confirmed as paid leaves the wallet once', async ({ page, agent }) => {
    await runAdmin(['wallet:credit', agent.email, '200', '--reason', 'e2e top-up']);
    const token = await tokenOf(agent);
    await requestWithdrawal(token, 80);

    await signInAsStaff(page, `/admin/withdrawals?search=${agent.agentCode}`);
    const row = page.getByTestId('withdrawal-row');
    await row.getByRole('button', { name: /Confirm withdrawal \d+ of AED 80.00 .* was paid/ }).click();
    const dialog = page.getByRole('dialog', { name: /Confirm withdrawal \d+ was paid\?/ });
    await expect(dialog).toContainText('Layla Payout');
    await dialog.getByRole('button', { name: 'Confirm AED 80.00 paid' }).click();
    await expect(dialog).toContainText("Give the bank's payment reference");
    await dialog.getByLabel(/Bank payment reference/).fill('FT-E2E-80');
    await dialog.getByRole('button', { name: 'Confirm AED 80.00 paid' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast-success')).toContainText('paid out');
    await expect(row.getByTestId('request-status')).toHaveText('Confirmed');
    await expect(row).toContainText('Bank payment reference: FT-E2E-80');

    expect(await balanceOf(token)).toMatchObject({ balance: 120, pendingBalance: 0 });
  });
});
