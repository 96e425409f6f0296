import { DEMO_PASSWORD } from './support/env';
import { DEMO_ADMIN, staffToken } from './support/api';
import { nextStaffCode } from './support/staff-two-factor';
import { readStorage, signInAsStaff, STORAGE } from './support/session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('back office: staff session and layout', () => {
  test('signed out, /admin leads to the staff sign-in; signing in and out keeps an agent session apart', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const agent = await makeAgent({ label: 'beside-staff' });
    const agentToken = await signIn(agent, { goto: null });

    await test.step('the back office asks staff to sign in, and says what a wrong password is', async () => {
      await page.goto('/admin/agents');
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: /staff sign-in/ })).toBeVisible();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
      await page.getByLabel('Email').fill(DEMO_ADMIN);
      await expect(page.getByText('Email is required')).toBeHidden();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('signed in, staff land where they were going; the agent session is untouched', async () => {
      // An administrator uses two-factor sign-in (enrolled by the suite's helper): the code step follows.
      await staffToken();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('Authentication code').fill(await nextStaffCode(DEMO_ADMIN));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/agents/);
      await expect(page.getByTestId('admin-signed-in')).toContainText(DEMO_ADMIN);
      expect(await readStorage(page, STORAGE.token)).toBe(agentToken);
      expect(await readStorage(page, STORAGE.adminToken)).toBeTruthy();
    });

    await test.step('signing out ends the staff session only, and the back office asks to sign in again', async () => {
      const staffToken = await readStorage(page, STORAGE.adminToken);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      expect(await readStorage(page, STORAGE.adminToken)).toBeNull();
      expect(await readStorage(page, STORAGE.token)).toBe(agentToken);
      const me = await page.request.get('/api/v1/admin/auth/me', {
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(me.status()).toBe(401);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });

  test('the dashboard counts the work waiting and leads to it; unknown pages and a phone screen', async ({
    page,
    makeAgent,
  }) => {
    await signInAsStaff(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const pending = page.getByTestId('dashboard-agentsAwaitingApproval');
    await expect(pending).toHaveText(/^\d+$/);
    const before = Number(await pending.textContent());
    await makeAgent({ label: 'awaiting-approval', pending: true });
    await page.reload();
    await expect(pending).toHaveText(String(before + 1));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: /Agents to approve/ }).click();
    await expect(page).toHaveURL(/\/admin\/agents\?status=pending/);
    await expect(page.getByRole('link', { name: 'Agents', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'This back-office page does not exist' })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Back office menu' });
    await menu.getByRole('link', { name: 'Deposits' }).click();
    await expect(page).toHaveURL(/\/admin\/deposits/);
    await expect(menu).toBeHidden();
  });
});
