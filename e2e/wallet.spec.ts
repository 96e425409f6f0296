import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { RegisterSubAgentAnswer } from '@portal/contracts';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  payOnSandbox,
  runAdmin,
  signupBodyFor,
  test,
  tokenFor,
  uniqueEmail,
} from './fixtures';

/**
 * Wallet screens of issue 3 (spec sections 2.2 and 8): the header's "Wallet Amount" hover panel,
 * card deposits through the sandbox gateway (approved and declined), and the statement with its
 * Excel export. Each test uses its own fresh agent, so balances start at zero.
 */

async function startCardDeposit(page: Page, amount: string, fee: string, total: string) {
  await page.goto('/wallet');
  await page.getByLabel('Amount to add (AED)').fill(amount);
  await expect(page.getByTestId('card-fee-quote')).toContainText(
    `Card fee 3%: AED ${fee}; you pay AED ${total}`,
  );
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm card payment' });
  await expect(dialog).toContainText(`AED ${total}`);
  await dialog.getByRole('button', { name: `Pay AED ${total}` }).click();
}

test('the header hover panel shows "Wallet Amount" with the balance after an admin credit', async ({
  page,
  agent,
  signIn,
}) => {
  await runAdmin(['wallet:credit', agent.email, '500', '--reason', 'e2e']);
  await signIn(agent, { goto: '/settings' });
  const walletLink = page.getByRole('banner').getByRole('link', { name: 'Wallet', exact: true });
  const refetch = page.waitForResponse((r) => r.url().includes('/api/v1/b2b/transactions/balance'));
  await walletLink.hover();
  await refetch;
  const panel = page.getByRole('tooltip');
  await expect(panel).toContainText('Wallet Amount');
  await expect(panel).toContainText('AED 500.00');

  // The balance is fetched again on each hover: a credit made meanwhile shows up without a reload.
  await page.mouse.move(5, 500);
  await expect(panel).toBeHidden();
  await runAdmin(['wallet:credit', agent.email, '250.50', '--reason', 'e2e second']);
  await walletLink.hover();
  await expect(page.getByRole('tooltip')).toContainText('AED 750.50');

  await walletLink.click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('funds-balance')).toContainText('AED 750.50');
});

test('a card deposit with 4242 4242 4242 4242 lands on the success page and grows the balance', async ({
  page,
  agent,
  signIn,
}) => {
  await runAdmin(['wallet:credit', agent.email, '50', '--reason', 'e2e opening']);
  await signIn(agent, { goto: '/wallet' });
  await expect(page.getByTestId('funds-balance')).toContainText('AED 50.00');

  await startCardDeposit(page, '100', '3.00', '103.00');
  await payOnSandbox(page, '4242 4242 4242 4242', { name: 'Layla Test', total: '103.00' });

  await expect(page).toHaveURL(/\/b2b\/wallet\/deposit\/[0-9a-f-]{36}\/success$/);
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  const facts = page.getByTestId('deposit-facts');
  await expect(facts).toContainText('Amount credited');
  await expect(facts).toContainText('AED 100.00');
  await expect(facts).toContainText('AED 3.00');
  await expect(facts).toContainText(/DEP-\d+/);
  await expect(page.getByTestId('new-balance')).toContainText('AED 150.00');

  await page.getByRole('link', { name: 'Go to wallet' }).click();
  await expect(page.getByTestId('funds-balance')).toContainText('AED 150.00');
  const deposits = page.getByTestId('deposits-history');
  await expect(deposits).toContainText('Card deposit');
  await expect(deposits).toContainText('Confirmed');
});

test('a declined card 4000 0000 0000 0002 goes to the decline page and moves nothing', async ({
  page,
  agent,
  signIn,
}) => {
  await signIn(agent, { goto: '/wallet' });
  await startCardDeposit(page, '20', '0.60', '20.60');
  await payOnSandbox(page, '4000 0000 0000 0002', { name: 'Layla Test', total: '20.60' });

  await expect(page).toHaveURL(/\/b2b\/wallet\/deposit\/[0-9a-f-]{36}\/cancelled$/);
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();

  await page.goto('/wallet');
  await expect(page.getByTestId('funds-balance')).toContainText('AED 0.00');
  await expect(page.getByTestId('deposits-history')).toContainText('Failed');
});

test('the statement lists the movements with a running balance and exports to Excel', async ({
  page,
  agent,
  signIn,
}) => {
  await runAdmin(['wallet:credit', agent.email, '500', '--reason', 'e2e top-up']);
  await runAdmin(['wallet:debit', agent.email, '120', '--reason', 'e2e correction']);
  await signIn(agent, { goto: '/wallet' });

  const table = page.getByTestId('statement-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  const [newest, oldest] = [table.getByRole('row').nth(1), table.getByRole('row').nth(2)];
  await expect(newest).toContainText('-AED 120.00');
  await expect(newest).toContainText('AED 380.00');
  await expect(oldest).toContainText('+AED 500.00');
  await expect(oldest).toContainText('AED 500.00');
  await expect(page.getByText(/Showing 1-2 of 2/)).toBeVisible();

  // A filter that matches nothing shows the empty state; clearing it brings the rows back.
  await page.getByLabel('Type', { exact: true }).selectOption('refund');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No transactions match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await file.path());
  // An .xlsx is a zip archive: it starts with "PK".
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('a withdrawal request holds the amount until the company confirms it', async ({
  page,
  agent,
  signIn,
}) => {
  await runAdmin(['wallet:credit', agent.email, '300', '--reason', 'e2e top-up']);
  await signIn(agent, { goto: '/wallet' });
  await page.getByRole('tab', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText(/You can withdraw up to AED 300.00/)).toBeVisible();

  await page.getByLabel('Amount (AED)').fill('300.01');
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(page.getByText('Bank name is required')).toBeVisible();
  await expect(page.getByText('The most you can withdraw is AED 300.00')).toBeHidden();

  await page.getByLabel('Bank name').fill('Emirates NBD');
  await page.getByLabel('Branch name').fill('Deira');
  await page.getByLabel('Account holder name').fill('Layla Test');
  await page.getByLabel('Account number').fill('1015443277810199');
  await page.getByLabel('IBAN / IFSC code').fill('AE070260001015443277810199');
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(page.getByText('The most you can withdraw is AED 300.00')).toBeVisible();

  await page.getByLabel('Amount (AED)').fill('100');
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal request' });
  await dialog.getByRole('button', { name: 'Request AED 100.00' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('funds-pending')).toContainText('AED 100.00');
  await expect(page.getByTestId('funds-available')).toContainText('AED 200.00');
  const history = page.getByTestId('withdrawals-history');
  await expect(history).toContainText('AED 100.00');
  await expect(history).toContainText('Pending');
});

test('the success page asks for a sign-in when there is no session', async ({ page }) => {
  await page.goto('/b2b/wallet/deposit/00000000-0000-4000-8000-000000000000/success');
  await expect(page.getByRole('heading', { name: 'Sign in to see your deposit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('every statement line names what it is, with the counterpart, DD/MM/YYYY and grouped amounts', async ({
  page,
  agent,
  signIn,
}) => {
  await runAdmin(['wallet:credit', agent.email, '2500', '--reason', 'e2e opening']);
  const token = await tokenFor(agent.email, agent.password);
  const { subAgent } = await callApi<RegisterSubAgentAnswer>('POST', 'b2b/resellers/register', {
    token,
    body: {
      ...signupBodyFor(uniqueEmail('stmt-sub'), { companyName: 'Falcon Deira Tours' }),
      password: undefined,
    },
  });
  const send = await fetch(`${E2E_BASE_URL}/api/v1/b2b/resellers/${subAgent._id}/wallet/transfer`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-${Date.now()}`,
    },
    body: JSON.stringify({ amount: 1204.35, direction: 'to-sub', note: 'float' }),
  });
  expect(send.status).toBe(200);
  await callApi('PATCH', `b2b/resellers/${subAgent._id}/wallet/credit-limit`, {
    token,
    body: { amount: 200 },
  });

  await signIn(agent, { goto: '/wallet' });
  const table = page.getByTestId('statement-table');
  const line = (type: string) => table.getByRole('row').filter({ hasText: type });
  await expect(line('Transfer sent')).toContainText(
    /Transfer to sub-agent \d+ \(Falcon Deira Tours\) - float/,
  );
  await expect(line('Transfer sent')).toContainText('-AED 1,204.35');
  await expect(line('Credit limit change')).toContainText(
    /Credit line of sub-agent \d+ \(Falcon Deira Tours\): AED 200\.00 reserved/,
  );
  await expect(line('Adjustment')).toContainText('+AED 2,500.00');
  await expect(table.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(table.getByRole('columnheader', { name: 'Date (Dubai time)' })).toBeVisible();
  await expect(table).not.toContainText('Withdrawal');
});
