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
  reviewShot,
  runAdmin,
  signInAsStaff,
  STORAGE,
  test,
  tokenFor,
  uniqueEmail,
  writeStorage,
} from './fixtures';
import { staffSignIn } from './support/staff-two-factor';

/**
 * Staff roles and the audit trail (issue 33): members of staff of the test's own (staff:create with roles)
 * see and do what their roles allow; an administrator changes a role and the audit page shows it.
 */

const STAFF_PASSWORD = 'Copper-Meadow-Lantern-58';

async function createStaff(name: string, roles: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(roles.replace(/,/g, '-'));
  await runAdmin(['staff:create', email, name, '--roles', roles, '--password', STAFF_PASSWORD]);
  // Finance and administrators enrol in two-factor sign-in on the way (support/staff-two-factor.ts).
  return { email, token: await staffSignIn(email, STAFF_PASSWORD) };
}

async function openAsStaff(page: Page, token: string, path: string) {
  await openOrigin(page);
  await writeStorage(page, { [STORAGE.adminToken]: token });
  await page.goto(path);
}

async function reportBankDeposit(token: string, amount: string, reference: string): Promise<DepositRecord> {
  const banks = await callApi<CompanyBankAccount[]>('GET', 'b2b/company/bank-info/all', { token });
  const form = new FormData();
  form.set('amount', amount);
  form.set('companyBankId', banks[0]!.id);
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

test.describe('back office: staff roles and the audit trail', () => {
  test('a finance user confirms a deposit; an operations user neither sees the decision nor may make it', async ({
    page,
    agent,
  }) => {
    const agentToken = await tokenFor(agent.email, agent.password);
    const reference = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
    const deposit = await reportBankDeposit(agentToken, '120.50', reference);
    const operations = await createStaff('Omar Operations', 'operations');
    const finance = await createStaff('Farah Finance', 'finance');

    // Operations: the list, without the decision; the API refuses it too, crediting nothing.
    await openAsStaff(page, operations.token, `/admin/deposits?search=${reference}`);
    const row = page.getByTestId('deposit-row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: /Confirm deposit/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);
    const refused = await fetch(`${E2E_BASE_URL}/api/v1/admin/wallets/deposits/${deposit.id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operations.token}`, 'idempotency-key': `e2e-${randomUUID()}` },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Your role does not allow you to decide deposits',
    );
    const balance = () =>
      callApi<WalletBalanceAnswer>('GET', 'b2b/transactions/balance', { token: agentToken });
    expect((await balance()).balance).toBe(0);

    // Finance: confirms it on the page.
    await openAsStaff(page, finance.token, `/admin/deposits?search=${reference}`);
    await row.getByRole('button', { name: `Confirm deposit ${deposit.number} of AED 120.50` }).click();
    const dialog = page.getByRole('dialog', { name: `Confirm deposit ${deposit.number}?` });
    await dialog.getByRole('button', { name: 'Confirm and credit AED 120.50' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('request-status')).toHaveText('Confirmed');
    expect((await balance()).balance).toBe(120.5);
  });

  test('an administrator changes a role and the audit page shows it with before and after', async ({
    page,
  }) => {
    const content = await createStaff('Cora Content', 'content');
    await signInAsStaff(page, '/admin/staff');
    await expect(page.getByRole('heading', { name: 'Staff accounts', level: 1 })).toBeVisible();
    const row = page.getByTestId('staff-row').filter({ hasText: content.email });
    await expect(row.getByTestId('staff-roles')).toHaveText('Content');
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'staff-1280', { fullPage: true });

    await row.getByRole('button', { name: 'Change roles' }).click();
    await row.getByRole('checkbox', { name: /Operations/ }).check();
    await row.getByRole('button', { name: 'Save roles' }).click();
    await expect(row.getByTestId('staff-roles')).toHaveText('Operations, Content');
    // The change reaches the member of staff at once: the bookings desk opens, staff accounts do not.
    const orders = await fetch(`${E2E_BASE_URL}/api/v1/admin/orders`, {
      headers: { authorization: `Bearer ${content.token}` },
    });
    expect(orders.status).toBe(200);

    await page.getByRole('link', { name: 'Audit trail' }).first().click();
    await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
    await page.getByLabel('Kind').selectOption('staff.roles');
    const audit = page.getByTestId('audit-row').filter({ hasText: 'staff.roles' }).first();
    await expect(audit.getByTestId('audit-before')).toHaveText('["content"]');
    await expect(audit.getByTestId('audit-after')).toHaveText('["content","operations"]');
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'audit-1280', { fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(audit).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await reviewShot(page, 'audit-375', { fullPage: true });
    await page.goto('/admin/staff');
    await expect(page.getByTestId('staff-row').first()).toBeVisible();
    await reviewShot(page, 'staff-375', { fullPage: true });
  });

  test('a read-only member of staff sees no action on an agent page nor on the deposits page', async ({
    page,
    agent,
  }) => {
    const agentToken = await tokenFor(agent.email, agent.password);
    const reference = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
    await reportBankDeposit(agentToken, '75.00', reference);
    const reader = await createStaff('Rita Reader', 'read-only');

    await openAsStaff(page, reader.token, `/admin/agents?search=${encodeURIComponent(agent.email)}`);
    await page.getByRole('link', { name: agent.companyName }).click();
    await expect(page.getByRole('heading', { name: agent.companyName, level: 1 })).toBeVisible();
    // What the agent is, its wallet, modules, notes and history: all shown, none changeable.
    await expect(page.getByTestId('agent-wallet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    const main = page.getByRole('main');
    for (const name of [
      /^Set limit$/,
      /Review adjustment/,
      /Set pay-later limit/,
      /Use company default/,
      /Save modules/,
      /Undo changes/,
      /Add note/,
      /^Disable/,
      /^Enable/,
      /^Approve/,
      /^Reject/,
    ])
      await expect(main.getByRole('button', { name })).toHaveCount(0);
    await expect(main.getByRole('textbox', { name: 'New note' })).toHaveCount(0);
    await expect(main.getByRole('textbox', { name: /credit limit/i })).toHaveCount(0);
    for (const flag of await main.getByRole('switch').all()) await expect(flag).toBeDisabled();

    await page.goto(`/admin/deposits?search=${reference}`);
    const row = page.getByTestId('deposit-row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Confirm selected|Confirm \d+ deposit/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // The export stays: reading is what the role is for.
    await expect(page.getByRole('button', { name: /Export/ })).toBeVisible();

    // The bookings and visa desks: who handles each row and the "Assigned to" filter, nothing to decide.
    for (const path of ['/admin/orders', '/admin/visas']) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.getByLabel('Assigned to')).toBeVisible();
      await page.getByLabel('Assigned to').selectOption('me');
      // The visa desk's filters apply on Search; the bookings desk's as they change.
      if (path === '/admin/visas') await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/assignee=me/);
      await expect(page.getByRole('button', { name: /^(Approve|Reject|Move to In process)/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const name = path.slice('/admin/'.length);
      await reviewShot(page, `${name}-1280`, { fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await reviewShot(page, `${name}-375`, { fullPage: true });
    }
  });
});
