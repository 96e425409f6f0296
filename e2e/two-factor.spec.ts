import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, readStorage, signInViaUi, STORAGE, test } from './fixtures';

/**
 * Two-factor sign-in (issue 32 §4): an agent enrols on Settings, Security (the code computed here from the
 * secret the page shows, as an authenticator app would), signs out, and signs in with a code; its sessions
 * are listed and it ends another one.
 */

const step = () => Math.floor(Date.now() / 30_000);
const codeAt = (secret: string, at: number) => generate({ secret, epoch: at * 30 });

async function noSidewaysScroll(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (size) await page.setViewportSize(size);
}

test('an agent enrols in two-factor sign-in, signs out and signs in with a code', async ({
  page,
  agent,
  signIn,
  browser,
}) => {
  let secret = '';
  let enrolStep = 0;
  let recovery: string[] = [];

  await test.step('Settings leads to Security; the QR code and the key are shown; a wrong code is refused', async () => {
    await signIn(agent, { goto: '/settings' });
    await page.getByRole('link', { name: /Security: two-factor sign-in and sessions/ }).click();
    await expect(page).toHaveURL(/\/settings\/security$/);
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Off.');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right');
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page);
  });

  await test.step('the right code turns it on and shows the recovery codes once', async () => {
    enrolStep = step();
    await page.getByLabel('Code from the app').fill(await codeAt(secret, enrolStep));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('two-factor-status')).toContainText('On since');
    await expect(page.getByTestId('two-factor-status')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    recovery = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
    expect(recovery).toHaveLength(10);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the owner now requires two-factor sign-in of every user of the agency', async () => {
    await expect(page.getByTestId('agency-two-factor')).toHaveText('Not required: each user decides.');
    await page.getByRole('button', { name: 'Require it for all users' }).click();
    await expect(page.getByTestId('agency-two-factor')).toHaveText('Required for every user.');
    await expect(page.getByText(/Two-factor sign-in is now required/)).toBeVisible();
  });

  await test.step('signed out, the password alone is not enough: the code step signs in', async () => {
    await page.getByRole('button', { name: `Account menu for ${agent.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInViaUi(page, agent.email, agent.password);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(await readStorage(page, STORAGE.token)).toBeNull();
    await expectNoSeriousA11yViolations(page);
    // The enrolment used its time step: the next one's code is new (the server allows one step of drift).
    await page.getByLabel('Authentication code').fill(await codeAt(secret, Math.max(step(), enrolStep + 1)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect.poll(() => readStorage(page, STORAGE.token)).not.toBeNull();
  });

  await test.step('a recovery code signs in another browser once; this browser lists and ends that session', async () => {
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(new URL('/login', page.url()).href);
    await signInViaUi(second, agent.email, agent.password);
    await second.getByLabel('Authentication code').fill(recovery[0]!);
    await second.getByRole('button', { name: 'Verify' }).click();
    await expect(second).not.toHaveURL(/\/login/);

    await page.goto('/settings/security');
    const rows = page.getByTestId('session-row');
    // This browser's session (the one before signing out ended) and the other browser's.
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('This device')).toHaveCount(1);
    const ends = page.getByRole('button', { name: /^End the session on/ });
    const before = await ends.count();
    await ends.first().click();
    await expect(page.getByText(/^Signed out on /)).toBeVisible();
    await expect(ends).toHaveCount(before - 1);
    await other.close();
  });
});
