import type { RegisterSubAgentAnswer } from '@portal/contracts';
import type { Page } from '@playwright/test';
import {
  callApi,
  dubaiDay,
  fillHotelBooking,
  openHotelApply,
  expect,
  expectNoSeriousA11yViolations,
  runAdmin,
  signInViaApi,
  signupBodyFor,
  test,
  tokenFor,
  uniqueEmail,
  type TestAgent,
} from './fixtures';

/** Issue 32: an agency's users, their limits, "Booked by", the activity page and the branch view. */

const CHECK_IN = dubaiDay(45);
const CHECK_OUT = dubaiDay(47);
const HOTEL = 'Atlantis The Palm';
const BOOKER_PASSWORD = 'Counter#desk-2026';

/** Signs `email` in and books a refundable Atlantis rate by wallet up to the confirmation click. */
async function bookHotel(page: Page, email: string, password: string, reference: string): Promise<void> {
  await openHotelApply(page, { email, password }, { hotel: HOTEL, checkIn: CHECK_IN, checkOut: CHECK_OUT });
  await fillHotelBooking(page, reference, /^Wallet/);
  await page.getByRole('button', { name: /^Book and pay$/ }).click();
  await page
    .getByRole('dialog', { name: 'Confirm booking' })
    .getByRole('button', { name: 'Confirm booking' })
    .click();
}

/** The link of the invitation mail queued for `email` (the e2e servers send no mail). */
async function invitationPath(email: string): Promise<string> {
  const mail = await runAdmin(['agency:invitation-mail', email]);
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`no invitation link in:\n${mail}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test.describe('agency users', () => {
  test('an owner invites a booker, who books within its limit and is refused above it; "Booked by" and the activity', async ({
    page,
    agent,
  }) => {
    await runAdmin(['wallet:credit', agent.email, '50000', '--reason', 'e2e']);
    const bookerEmail = uniqueEmail('booker');
    const bookerName = `Bea Booker ${Date.now() % 100_000}`;

    await test.step('the owner invites a booker from the users page', async () => {
      await signInViaApi(page, agent.email, agent.password, { goto: '/' });
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\/agency\/users$/);
      await expect(page.getByTestId('agency-user-row').filter({ hasText: 'Owner' })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Invite a user' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a user' });
      await dialog.getByLabel('E-mail').fill(bookerEmail);
      await dialog.getByLabel('Name').fill(bookerName);
      await dialog.getByLabel('Role').selectOption('booker');
      await dialog.getByLabel(/^Limit per booking/).fill('100000');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(dialog).toHaveCount(0);
      const row = page.getByTestId('agency-user-row').filter({ hasText: bookerEmail });
      await expect(row).toContainText('Invited');
      await expect(row).toContainText('sell prices only');
    });

    await test.step('the booker opens the mailed link and sets a strong password', async () => {
      const path = await invitationPath(bookerEmail);
      await page.evaluate(() => localStorage.clear());
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
      await expect(page.getByText(bookerEmail)).toBeVisible();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('weak');
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(BOOKER_PASSWORD);
      await page.getByRole('textbox', { name: 'Confirm password' }).fill(BOOKER_PASSWORD);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByText('Your password is set. Please sign in.')).toBeVisible();
    });

    const within = `AU-IN-${Date.now()}`;
    await test.step('the booker books a hotel within its limit', async () => {
      await bookHotel(page, bookerEmail, BOOKER_PASSWORD, within);
      await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('booking-done')).toHaveText('Booking successful');
      // A booker's menu has no users or activity page, and no markups tab.
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Activity' })).toHaveCount(0);
      await page.keyboard.press('Escape');
    });

    await test.step('the owner lowers the limit', async () => {
      await signInViaApi(page, agent.email, agent.password, { goto: '/agency/users' });
      await page.getByRole('button', { name: `Change ${bookerName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Change ${bookerName}` });
      await dialog.getByLabel(/^Limit per booking/).fill('1');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('agency-user-row').filter({ hasText: bookerEmail })).toContainText(
        'limit AED 1.00 per booking',
      );
    });

    await test.step('above its limit the booker is refused with a clear message', async () => {
      await bookHotel(page, bookerEmail, BOOKER_PASSWORD, `AU-OVER-${Date.now()}`);
      await expect(
        page.getByText(/above your limit of AED 1\.00 per booking paid from the wallet/),
      ).toBeVisible();
      await expect(page).not.toHaveURL(/\/hotel\/invoice\//);
    });

    await test.step('the owner sees "Booked by" and filters the list by user', async () => {
      await signInViaApi(page, agent.email, agent.password, { goto: '/hotel/order' });
      const row = page.getByTestId('hotel-order-row').filter({ hasText: within });
      await expect(row.getByTestId('booked-by')).toHaveText(`Booked by ${bookerName}`);
      const filters = page.getByRole('form', { name: 'Filter hotel bookings' });
      await filters.getByLabel('Booked by').selectOption({ label: bookerName });
      await filters.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/bookedBy=/);
      await expect(page.getByTestId('hotel-order-row')).toHaveCount(1);
      await row.getByRole('link', { name: /^Details of/ }).click();
      await expect(page.getByTestId('booked-by')).toHaveText(`Booked by ${bookerName}`);
    });

    await test.step('the activity page shows what the booker did, filtered by user, and exports', async () => {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Activity' }).click();
      await expect(page).toHaveURL(/\/agency\/activity$/);
      await page.getByLabel('User').selectOption({ label: bookerName });
      const rows = page.getByTestId('activity-row');
      // The booking's own reference (not the agent's) and what was booked name the row.
      const booked = rows.filter({ hasText: 'Booking:' }).filter({ hasText: HOTEL }).first();
      await expect(booked).toContainText(bookerName);
      await expect(booked).toContainText(/HTL-/);
      await expectNoSeriousA11yViolations(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export the activity to Excel' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    });

    await test.step('the owner disables the booker after confirming', async () => {
      await page.goto('/agency/users');
      await page.getByRole('button', { name: `Disable ${bookerName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Disable ${bookerName}?` });
      await dialog.getByRole('button', { name: 'Disable' }).click();
      await expect(page.getByTestId('agency-user-row').filter({ hasText: bookerEmail })).toContainText(
        'Disabled',
      );
      const login = await fetch(new URL('/api/v1/b2b/resellers/auth/login', page.url()), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: bookerEmail, password: BOOKER_PASSWORD }),
      });
      expect(login.status).toBeGreaterThanOrEqual(400);
    });
  });

  test("a reseller opens a booking its sub-agent's user made, with who booked it", async ({
    page,
    agent,
  }) => {
    const parentToken = await tokenFor(agent.email, agent.password);
    const subEmail = uniqueEmail('branch-sub');
    const { password, subAgent } = await callApi<RegisterSubAgentAnswer>('POST', 'b2b/resellers/register', {
      token: parentToken,
      body: { ...signupBodyFor(subEmail), password: undefined },
    });
    await runAdmin(['wallet:credit', subEmail, '50000', '--reason', 'e2e']);
    // The sub-agent is an agency too: its owner invites its own booker.
    const subToken = await tokenFor(subEmail, password);
    const bookerEmail = uniqueEmail('branch-booker');
    const bookerName = `Sami Branch ${Date.now() % 100_000}`;
    await callApi('POST', 'b2b/agency/users', {
      token: subToken,
      body: { email: bookerEmail, name: bookerName, role: 'booker', bookingLimit: null },
      expectStatus: 201,
    });
    const path = await invitationPath(bookerEmail);
    const token = new URLSearchParams(path.split('?')[1]).get('token');
    await callApi('POST', 'b2b/agency/invitation/accept', { body: { token, password: BOOKER_PASSWORD } });
    const reference = `AU-BR-${Date.now()}`;
    await bookHotel(page, bookerEmail, BOOKER_PASSWORD, reference);
    await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);

    const sub: Pick<TestAgent, 'companyName'> = { companyName: subAgent.companyName };
    await signInViaApi(page, agent.email, agent.password, { goto: '/hotel/order' });
    const filters = page.getByRole('form', { name: 'Filter hotel bookings' });
    await filters.getByLabel('Agency').selectOption({ label: sub.companyName });
    await filters.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('hotel-order-row').filter({ hasText: reference });
    await expect(row).toContainText(`Sub-agent: ${sub.companyName}`);
    await expect(row.getByTestId('booked-by')).toHaveText(`Booked by ${bookerName}`);
    await row.getByRole('link', { name: /^Details of/ }).click();
    await expect(page.getByText('Read-only: booked by your sub-agent.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  });
});
