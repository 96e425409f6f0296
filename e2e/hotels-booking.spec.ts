import type { HotelOrderDto, RegisterSubAgentAnswer } from '@portal/contracts';
import type { Page } from '@playwright/test';
import {
  callApi,
  dubaiDay,
  fillHotelBooking,
  hotelId,
  openHotelApply,
  payOnSandbox,
  expect,
  runAdmin,
  signInAsStaff,
  signInViaApi,
  staffToken,
  signupBodyFor,
  test,
  tokenFor,
  uniqueEmail,
  type TestAgent,
} from './fixtures';

const CHECK_IN = dubaiDay(40);
const CHECK_OUT = dubaiDay(42);
const HOTEL = 'Atlantis The Palm';

async function openApply(page: Page, agent: TestAgent, payLater = false): Promise<void> {
  await openHotelApply(page, agent, { hotel: HOTEL, checkIn: CHECK_IN, checkOut: CHECK_OUT, payLater });
}

async function book(page: Page, button: RegExp = /^Book and pay$/): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm booking' });
  // A double click books once: the same attempt carries one Idempotency-Key.
  await dialog.getByRole('button', { name: 'Confirm booking' }).dblclick();
}

const orderRow = (page: Page, reference: string) =>
  page.getByTestId('hotel-order-row').filter({ hasText: reference });

test.describe('hotel booking', () => {
  test('wallet: apply, pay, voucher PDF, orders, cancel with a refund', async ({ page, agent }) => {
    await runAdmin(['wallet:credit', agent.email, '50000', '--reason', 'e2e']);
    const reference = `HTL-W-${Date.now()}`;
    await openApply(page, agent);

    await test.step('the form explains what is missing', async () => {
      await page.getByRole('button', { name: 'Book and pay' }).click();
      await expect(page.getByText('Enter the first name').first()).toBeVisible();
      await expect(page.getByText('Enter your reference number')).toBeVisible();
    });

    await test.step('book by wallet (double click books once)', async () => {
      await fillHotelBooking(page, reference, /^Wallet/);
      await expect(page.getByTestId('cancellation-policy')).toBeVisible();
      await book(page);
      await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('booking-done')).toHaveText('Booking successful');
      await expect(page.getByTestId('order-guest').first()).toHaveText(/Mr Omar Haddad/);
    });

    await test.step('the voucher downloads as a PDF', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Voucher PDF' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });

    await test.step('one order in the list; cancel shows the fee first, then refunds', async () => {
      await page.goto('/hotel/order');
      await expect(orderRow(page, reference)).toHaveCount(1);
      await orderRow(page, reference).getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
      await expect(dialog.getByTestId('cancel-refund')).toHaveText(/^AED [\d,]+\.\d{2}$/);
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByText('Booking cancelled')).toBeVisible();
      await expect(orderRow(page, reference).getByTestId('status-badge')).toHaveText('Cancelled');
    });

    await test.step('the details show the timeline and the refund', async () => {
      await orderRow(page, reference)
        .getByRole('link', { name: /^Details of/ })
        .click();
      await expect(page).toHaveURL(/\/hotel\/order\/[0-9a-f-]{36}\/details$/);
      await expect(page.getByTestId('timeline-event').first()).toBeVisible();
      await expect(page.getByTestId('order-refund')).toContainText('refunded');
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    });
  });

  test('pay later: booked unpaid, then paid from the order list', async ({ page, agent }) => {
    await runAdmin(['wallet:credit', agent.email, '50000', '--reason', 'e2e']);
    const reference = `HTL-L-${Date.now()}`;
    await openApply(page, agent, true);
    await fillHotelBooking(page, reference, /^Pay later/);
    await expect(page.getByTestId('pay-later-deadline')).toContainText('Nothing is charged now');
    await book(page, /^Book now, pay later$/);
    await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('booking-done')).toHaveText('Booked - to be paid later');

    await page.goto('/hotel/order');
    const row = orderRow(page, reference);
    await expect(row.getByTestId('pay-deadline')).toContainText('Pay by');
    await row.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Pay booking/ });
    await dialog.getByRole('button', { name: /^Pay AED/ }).click();
    await expect(page.getByText('Booking paid')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  });

  test('pay later without funds: a short hold, shown before booking and on the back office', async ({
    page,
    agent,
  }) => {
    const reference = `HTL-S-${Date.now()}`;
    await openApply(page, agent, true);
    await fillHotelBooking(page, reference, /^Pay later/);
    const shortHold = page.getByTestId('pay-later-short-hold');
    await expect(shortHold).toContainText('Your available funds (AED 0.00) do not cover this booking');
    await expect(shortHold).toContainText(/held only until \d\d\/\d\d\/\d{4} \d\d:\d\d \(Dubai time\)/);
    await book(page, /^Book now, pay later$/);
    await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('booking-done')).toHaveText('Booked - to be paid later');

    await test.step('staff see the open exposure and reach the unpaid bookings', async () => {
      await signInAsStaff(page, '/admin');
      const exposure = page.getByTestId('pay-later-exposure');
      await expect(exposure.getByTestId('exposure-row').first()).toBeVisible();
      const agentId = (
        await callApi<{ agents: { _id: string }[] }>(
          'GET',
          `admin/agents?search=${agent.agentCode}&skip=0&limit=1`,
          { token: await staffToken() },
        )
      ).agents[0]?._id;
      await page.goto(`/admin/agents/${agentId ?? ''}`);
      await expect(page.getByTestId('agent-pay-later')).toContainText('(company default)');
      await page.getByRole('link', { name: '1 unpaid booking on the bookings desk' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders\\?agent=${agent.agentCode}&status=unpaid`));
      // The desk names orders by their own reference; this new agent has this one unpaid order.
      await expect(page.getByTestId('admin-order-row')).toHaveCount(1);
      await expect(page.getByTestId('admin-order-row')).toContainText('Unpaid (pay later)');
    });
  });

  test('pay later over the limit: the page says why instead of offering it', async ({ page, agent }) => {
    await runAdmin(['agents:pay-later-limit', agent.email, '0']);
    await openApply(page, agent, true);
    await expect(page.getByTestId('pay-later-refused')).toContainText(
      'Pay later is not available for your account',
    );
    await expect(page.getByRole('radio', { name: /^Pay later/ })).toHaveCount(0);
  });

  test('card: approved lands on the invoice, declined on the hotel error page', async ({ page, agent }) => {
    await openApply(page, agent);
    await fillHotelBooking(page, `HTL-C-${Date.now()}`, /^Card/);
    await expect(page.getByTestId('card-total')).toHaveText(/^AED [\d,]+\.\d{2}$/);
    await book(page);
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('booking-done')).toHaveText('Booking successful', { timeout: 30_000 });

    await openApply(page, agent);
    await fillHotelBooking(page, `HTL-D-${Date.now()}`, /^Card/);
    await book(page);
    await payOnSandbox(page, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/hotel\/invoice\/error\?order=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'The booking could not be completed' })).toBeVisible();
    await expect(page.getByTestId('hotel-error-money')).toContainText('Nothing was charged');
  });

  test("a sub-agent's booking shows the parent's markup and earning", async ({ page, agent }) => {
    const parentToken = await tokenFor(agent.email, agent.password);
    const subEmail = uniqueEmail('hotel-sub-buyer');
    const { password, subAgent, agentCode } = await callApi<RegisterSubAgentAnswer>(
      'POST',
      'b2b/resellers/register',
      {
        token: parentToken,
        body: { ...signupBodyFor(subEmail), password: undefined },
      },
    );
    const id = await hotelId(parentToken, HOTEL);
    await callApi('PATCH', 'b2b/markups/hotels/subagent/upsert', {
      token: parentToken,
      body: { subAgentId: subAgent._id, scope: 'hotel', itemId: id, markupType: 'flat', markup: 25 },
    });
    await runAdmin(['wallet:credit', subEmail, '50000', '--reason', 'e2e']);
    const sub: TestAgent = {
      email: subEmail,
      password,
      name: subAgent.name,
      companyName: subAgent.companyName,
      agentCode,
    };
    const reference = `HTL-S-${Date.now()}`;
    await openApply(page, sub);
    await fillHotelBooking(page, reference, /^Wallet/);
    await book(page);
    await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    // 25 AED per room per night, 1 room, 2 nights: the parent's markup, its earning.
    await expect(page.getByTestId('parent-markup')).toContainText('AED 50.00');
    const order = await callApi<HotelOrderDto>('GET', `b2b/hotels/orders/single/${orderId}`, {
      token: await tokenFor(subEmail, password),
    });
    expect(order.price.subAgentMarkup).toBe(5000);
  });

  test("the branch view: a reseller opens its sub-agent's booking and voucher, read-only", async ({
    page,
    agent,
  }) => {
    const parentToken = await tokenFor(agent.email, agent.password);
    const subEmail = uniqueEmail('hotel-branch-sub');
    const { password, subAgent, agentCode } = await callApi<RegisterSubAgentAnswer>(
      'POST',
      'b2b/resellers/register',
      { token: parentToken, body: { ...signupBodyFor(subEmail), password: undefined } },
    );
    await runAdmin(['wallet:credit', subEmail, '50000', '--reason', 'e2e']);
    const subToken = await tokenFor(subEmail, password);
    // The sub-agent's own margin: its reseller must never see it.
    await callApi('PATCH', 'b2b/markups/hotels/client/upsert', {
      token: subToken,
      body: { scope: 'hotel', itemId: await hotelId(subToken, HOTEL), markupType: 'flat', markup: 77 },
    });
    const sub: TestAgent = {
      email: subEmail,
      password,
      name: subAgent.name,
      companyName: subAgent.companyName,
      agentCode,
    };
    const reference = `HTL-B-${Date.now()}`;
    await openApply(page, sub);
    await fillHotelBooking(page, reference, /^Wallet/);
    await book(page);
    await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);

    await test.step("the reseller's own list does not show it; the sub-agent's does", async () => {
      await signInViaApi(page, agent.email, agent.password, { goto: '/hotel/order' });
      await expect(page.getByRole('heading', { name: 'Hotel bookings', exact: true })).toBeVisible();
      await expect(orderRow(page, reference)).toHaveCount(0);
      const filters = page.getByRole('form', { name: 'Filter hotel bookings' });
      await filters.getByLabel('Agency').selectOption({ label: subAgent.companyName });
      await filters.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`agency=${subAgent._id}`));
      const row = orderRow(page, reference);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`Sub-agent: ${subAgent.companyName}`);
      // Read-only: documents, no pay or cancel.
      await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
      await row.getByRole('link', { name: /^Details of/ }).click();
    });

    await test.step('the details and the voucher open, read-only', async () => {
      await expect(page).toHaveURL(/\/hotel\/order\/[0-9a-f-]{36}\/details$/);
      await expect(page.getByText('Read-only: booked by your sub-agent.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Voucher PDF' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });
  });
});
