import type { Page } from '@playwright/test';
import type { LoginResult } from '@portal/contracts';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  expectNoSeriousA11yViolations,
  loginViaApi,
  signInAsStaff,
  test,
  tokenFor,
  type TestAgent,
} from './fixtures';

interface Balance {
  balance: number;
  creditAmount: number;
  creditUsed: number;
}

const balanceOf = async (agent: TestAgent) =>
  callApi<Balance>('GET', 'b2b/transactions/balance', { token: await tokenFor(agent.email, agent.password) });

/** Opens the agent's page from the list, searched by its e-mail address. */
async function openAgent(page: Page, agent: TestAgent) {
  await page.goto(`/admin/agents?search=${encodeURIComponent(agent.email)}`);
  await page.getByRole('link', { name: agent.companyName }).click();
  await expect(page.getByRole('heading', { name: agent.companyName, level: 1 })).toBeVisible();
}

test.describe('back office: agents', () => {
  test('staff approve a pending agent from the dashboard filter and the agent can sign in', async ({
    page,
    makeAgent,
  }) => {
    // agents:create --status pending: a registration waiting for approval, without the public sign-up's
    // per-address limit (support/agents.ts).
    const pending = await makeAgent({ label: 'approve-me', pending: true });
    const before = await loginViaApi(pending.email, pending.password);
    expect('jwtToken' in before).toBe(false);

    await signInAsStaff(page, '/admin/agents?status=pending');
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('pending');
    await page.getByLabel('Search').fill(pending.email);
    await expect(page).toHaveURL(/search=/);
    // Company names repeat across runs (a retry makes another "approve-me" agent): the search by
    // e-mail leaves one row once it has answered.
    const row = page.getByRole('row', { name: new RegExp(pending.companyName) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Awaiting approval')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(pending.email);
    await page.getByRole('link', { name: pending.companyName }).click();
    await expect(page.getByRole('heading', { name: pending.companyName, level: 1 })).toBeVisible();
    await expect(page.getByText(`Agent code ${pending.agentCode}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this agent?' });
    await expect(dialog).toContainText(pending.email);
    // It uploaded no documents: the approval needs a reason, kept as a note on the agent.
    await expect(dialog).toContainText('has not uploaded its trade licence and tax certificate');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toContainText('Give a reason of at least 3 characters');
    await dialog.getByLabel('Reason for approving without documents').fill('Documents checked at our office');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'approved and mailed' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByTestId('staff-note').first()).toContainText(
      'Approved without trade licence and tax certificate: Documents checked at our office',
    );

    const after = await loginViaApi(pending.email, pending.password);
    expect('jwtToken' in after && after.jwtToken).toBeTruthy();
  });

  test('a credit limit and a wallet credit show in the agent’s own balance and the statement', async ({
    page,
    agent,
  }) => {
    await signInAsStaff(page, null);
    await openAgent(page, agent);

    await test.step('credit limit', async () => {
      await page.getByLabel('New credit limit (AED)').fill('-5');
      await page.getByRole('button', { name: 'Set limit' }).click();
      await expect(page.getByLabel('New credit limit (AED)')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('New credit limit (AED)').fill('750');
      await page.getByRole('button', { name: 'Set limit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the credit limit?' });
      await expect(dialog).toContainText('AED 750.00');
      await dialog.getByRole('button', { name: 'Set credit limit' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('agent-wallet')).toContainText('AED 750.00');
      expect((await balanceOf(agent)).creditAmount).toBe(750);
    });

    await test.step('wallet credit with a reason', async () => {
      await page.getByRole('button', { name: 'Review adjustment' }).click();
      await expect(page.getByText('Enter the amount in AED')).toBeVisible();
      await expect(page.getByText('Give a reason of at least 3 characters')).toBeVisible();
      await page.getByLabel('Amount (AED)').fill('125.50');
      await page.getByLabel('Reason').fill('Goodwill for the delayed transfer');
      await page.getByRole('button', { name: 'Review adjustment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Credit the wallet?' });
      await expect(dialog).toContainText('AED 125.50');
      await expect(dialog).toContainText(`${agent.companyName} (${agent.agentCode})`);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Credit wallet' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Credited AED 125.50' }).first()).toBeVisible();
      const transactions = page.getByRole('list', { name: 'Last transactions' });
      await expect(transactions).toContainText('Goodwill for the delayed transfer');
      await expect(transactions).toContainText('Credit limit change');
      expect(await balanceOf(agent)).toMatchObject({ balance: 125.5, creditAmount: 750 });
    });
  });

  test('disabling ends the agent’s access; modules switch off; the pages fit a 375 px screen', async ({
    page,
    agent,
  }) => {
    const token = await tokenFor(agent.email, agent.password);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, null);
    await openAgent(page, agent);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('switch', { name: 'Visas' }).uncheck();
    await page.getByRole('button', { name: 'Save modules' }).click();
    const modules = page.getByRole('dialog', { name: "Change the agent's modules?" });
    await expect(modules).toContainText('Visas: off');
    await modules.getByRole('button', { name: 'Save modules' }).click();
    await expect(modules).toBeHidden();
    const record = await callApi<{ configuration: { showVisa: boolean; showHotel: boolean } }>(
      'GET',
      'b2b/resellers/auth/getReseller',
      { token },
    );
    expect(record.configuration).toMatchObject({ showVisa: false, showHotel: true });

    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this agent?' });
    await expect(dialog).toContainText('every open session of the agent ends now');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
    const me = await fetch(`${E2E_BASE_URL}/api/v1/b2b/resellers/auth/getReseller`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    const login = await fetch(`${E2E_BASE_URL}/api/v1/b2b/resellers/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: agent.email, password: agent.password }),
    });
    const answer = (await login.json()) as Partial<LoginResult>;
    expect('jwtToken' in answer).toBe(false);

    await page.getByRole('link', { name: 'All agents' }).click();
    await page.getByLabel('Search').fill(agent.email);
    const cards = page.getByRole('list', { name: 'Agents' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByText('Disabled')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('disabling a reseller stops its sub-agent until the reseller is enabled again', async ({
    page,
    agent,
    makeAgent,
  }) => {
    const sub = await makeAgent({ label: 'sub-of-disabled', parent: agent.email });
    const subToken = await tokenFor(sub.email, sub.password);
    await signInAsStaff(page, null);
    await openAgent(page, agent);

    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable this agent?' });
    await expect(dialog).toContainText('Its sub-agent is signed out too and cannot sign in or book');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog).toBeHidden();
    const me = await fetch(`${E2E_BASE_URL}/api/v1/b2b/resellers/auth/getReseller`, {
      headers: { authorization: `Bearer ${subToken}` },
    });
    expect(me.status).toBe(401);
    const refused = await callApi<{ error: string }>('POST', 'b2b/resellers/auth/login', {
      body: { email: sub.email, password: sub.password },
      expectStatus: 403,
    });
    expect(refused.error).toContain("agency's account is disabled");

    await page.goto(`/admin/agents?search=${encodeURIComponent(sub.email)}`);
    await page.getByRole('link', { name: sub.companyName }).click();
    await expect(page.getByRole('heading', { name: sub.companyName, level: 1 })).toBeVisible();
    await expect(page.getByText('this sub-agent cannot sign in or book')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openAgent(page, agent);
    await page.getByRole('button', { name: 'Enable' }).click();
    const enable = page.getByRole('dialog', { name: 'Enable this agent again?' });
    await expect(enable).toContainText('Its sub-agent can sign in again too');
    await enable.getByRole('button', { name: 'Enable' }).click();
    await expect(enable).toBeHidden();
    await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
    const back = await loginViaApi(sub.email, sub.password);
    expect('jwtToken' in back && back.jwtToken).toBeTruthy();
  });
});
