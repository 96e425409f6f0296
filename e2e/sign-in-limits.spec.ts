import type { Page } from '@playwright/test';
import { E2E_BASE_URL, expect, runAdmin, signInViaUi, test, uniqueEmail } from './fixtures';

/** The server's own default: failures of one account from one address before it locks. */
const LOGIN_RATE_LIMIT = 10;
const LOCKED = /^Too many failed sign-ins\. Try again in \d+ minutes?\.$/;
const STAFF_PASSWORD = 'Quartz#Lantern2026river';

/** Wrong passwords through the API (slowed down by the server from the third on). */
async function failSignIns(path: string, email: string): Promise<void> {
  for (let i = 0; i < LOGIN_RATE_LIMIT; i++) {
    const res = await fetch(`${E2E_BASE_URL}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Not-the-password#1' }),
    });
    expect(res.status).toBe(400);
  }
}

/** Screenshots at 1440 and 375 px for a visual review, only when E2E_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test.describe('a locked sign-in says when to try again', () => {
  test('the agent sign-in page shows it, even for the right password', async ({ page, agent }) => {
    await failSignIns('b2b/resellers/auth/login', agent.email);
    await signInViaUi(page, agent.email, agent.password);
    await expect(page.getByRole('alert')).toHaveText(LOCKED);
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, 'agent-login-locked');
  });

  test('the staff sign-in page shows it, even for the right password', async ({ page }) => {
    const email = uniqueEmail('locked-staff');
    await runAdmin(['admins:create', email, 'Locked', 'Staff', '--password', STAFF_PASSWORD]);
    await failSignIns('admin/auth/login', email);
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(LOCKED);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await shot(page, 'staff-login-locked');
  });
});
