import type {
  HotelOrderDto,
  QuotationAmendmentDto,
  QuotationInitialAnswer,
  WalletBalanceAnswer,
} from '@portal/contracts';
import {
  callApi,
  dubaiDay,
  E2E_BASE_URL,
  expect,
  expectNoSeriousA11yViolations,
  fillHotelBooking,
  hotelId,
  openHotelApply,
  payOnSandbox,
  runAdmin,
  test,
  tokenFor,
} from './fixtures';
import { randomUUID } from 'node:crypto';

/**
 * Issue 39 §2: an agency sends its client a payment link for a pay-later hotel booking; the client pays
 * it by card in a browser of its own; the booking is paid and the agency's margin shows in its statement;
 * the link cannot be paid twice.
 */

const HOTEL = 'Atlantis The Palm';
const major = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a client pays a pay-later booking through the agency’s payment link', async ({
  page,
  agent,
  browser,
}) => {
  await runAdmin(['wallet:credit', agent.email, '50000', '--reason', 'e2e']);
  const token = await tokenFor(agent.email, agent.password);
  // The agency's own margin for its clients: AED 100 per room per night on this hotel.
  await callApi('PATCH', 'b2b/markups/hotels/client/upsert', {
    token,
    body: { scope: 'hotel', itemId: await hotelId(token, HOTEL), markupType: 'flat', markup: 100 },
  });
  const reference = `HTL-PL-${Date.now()}`;
  await openHotelApply(page, agent, {
    hotel: HOTEL,
    checkIn: dubaiDay(45),
    checkOut: dubaiDay(47),
    payLater: true,
  });
  await fillHotelBooking(page, reference, /^Pay later/);
  await page.getByRole('button', { name: /^Book now, pay later$/ }).click();
  await page
    .getByRole('dialog', { name: 'Confirm booking' })
    .getByRole('button', { name: 'Confirm booking' })
    .click();
  await expect(page).toHaveURL(/\/hotel\/invoice\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  const order = await callApi<HotelOrderDto>('GET', `b2b/hotels/orders/single/${orderId}`, { token });
  expect(order.price.sellPrice).toBeGreaterThan(order.price.agentPrice);

  let linkUrl = '';
  await test.step('the agent makes the link on the booking page', async () => {
    await page.goto(`/hotel/order/${orderId}/details`);
    await page.getByRole('button', { name: 'Create payment link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment link for your client' });
    await dialog.getByLabel('Client name').fill('Huda Al Mansoori');
    await dialog.getByRole('button', { name: 'Make link' }).click();
    await expect(dialog.getByText(/^Link PL-[A-Z0-9]+ made\./)).toBeVisible();
    linkUrl = await dialog.getByRole('textbox', { name: 'Payment link' }).inputValue();
    expect(linkUrl).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Waiting for the client')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/pay-link-card-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  const path = new URL(linkUrl).pathname;
  const client = await browser.newContext({ baseURL: E2E_BASE_URL });
  const clientPage = await client.newPage();
  await test.step('the client opens the link in a browser of its own and pays by card', async () => {
    await clientPage.goto(path);
    await expect(clientPage.getByRole('heading', { name: /^Payment request PL-/ })).toBeVisible();
    await expect(clientPage.getByText('For Huda Al Mansoori')).toBeVisible();
    await expectNoSeriousA11yViolations(clientPage);
    // A phone: the client's page does not scroll sideways and its pay button is on screen.
    for (const width of [1440, 375]) {
      await clientPage.setViewportSize({ width, height: 812 });
      expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (process.env.E2E_SCREENSHOTS)
        await clientPage.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/pay-link-${width}.png`,
          fullPage: true,
        });
    }
    await expect(clientPage.getByTestId('pay-link-amount')).toContainText(major(order.price.sellPrice));
    // Nothing of the agency's own price is on the page.
    await expect(clientPage.locator('body')).not.toContainText(major(order.price.agentPrice));
    const pay = clientPage.getByRole('button', { name: /^Pay .* by card$/ });
    await expect(pay).toBeDisabled();
    await clientPage.getByRole('checkbox').check();
    await pay.click();
    await payOnSandbox(clientPage, '4242 4242 4242 4242', {
      name: 'Huda Al Mansoori',
      total: major(order.price.sellPrice),
    });
    await expect(clientPage).toHaveURL(/\/pay\/[A-Za-z0-9_-]{43}\?paid=1$/);
    await expect(clientPage.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 30_000 });
    await expect(clientPage.getByRole('link', { name: 'Voucher' })).toBeVisible();
    await expect(clientPage.getByRole('link', { name: 'Invoice' })).toBeVisible();
  });

  await test.step('a second payment of the same link is refused', async () => {
    await clientPage.goto(path);
    await expect(clientPage.getByText('Payment received. Thank you!')).toBeVisible();
    await expect(clientPage.getByRole('button', { name: /^Pay .* by card$/ })).toHaveCount(0);
    const again = await fetch(`${E2E_BASE_URL}/api/v1/public/payment-links/${path.split('/').pop()}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('This link has already been paid.');
  });
  await client.close();

  await test.step('the booking is paid and the statement shows the client payment and the margin', async () => {
    await page.goto(`/hotel/order/${orderId}/details`);
    await expect(page.getByText('Paid by the client')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await page.goto('/wallet');
    const table = page.getByTestId('statement-table');
    await expect(table.getByRole('row').filter({ hasText: 'Client payment' })).toContainText(
      `+AED ${major(order.price.sellPrice)}`,
    );
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: order.referenceNumber })
        .filter({ hasNotText: 'Client payment' }),
    ).toContainText(`-AED ${major(order.price.agentPrice)}`);
    // The agency keeps its margin: the wallet holds what it had plus sell price minus its own price.
    const margin = order.price.sellPrice - order.price.agentPrice;
    const wallet = await callApi<WalletBalanceAnswer>('GET', 'b2b/transactions/balance', { token });
    expect(Math.round(wallet.balance * 100)).toBe(50_000_00 + margin);
  });
});

test('a client pays a quotation through the agency’s payment link; the quotation is booked and confirmed', async ({
  page,
  agent,
  browser,
  signIn,
}) => {
  await runAdmin(['wallet:credit', agent.email, '50000', '--reason', 'e2e']);
  const token = await tokenFor(agent.email, agent.password);
  // The agency's margin on quotation excursions: 10%.
  await callApi('PATCH', 'b2b/quotation/markup/client/upsert', {
    token,
    body: { component: 'attraction', markupType: 'percentage', markup: 10 },
  });
  // A land-only quotation (one excursion with a shared transfer) made through the API: not under test here.
  const lookups = await callApi<QuotationInitialAnswer>('GET', 'quotations/initial/all', { token });
  const excursion = lookups.excursions.find((e) => e.sharedTransfer)!;
  const created = await fetch(`${E2E_BASE_URL}/api/v1/quotations/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `e2e-${randomUUID()}`,
    },
    body: JSON.stringify({
      clientName: 'Rahul Mehta',
      noOfAdults: 2,
      noOfChildren: 0,
      childrenAges: [],
      checkInDate: dubaiDay(30),
      checkOutDate: dubaiDay(33),
      nationality: 'IN',
      isArrivalAirportDisabled: true,
      isDepartureAirportDisabled: true,
      isHotelQuotationDisabled: true,
      isTransferQuotationDisabled: true,
      isSupplimentQuotationDisabled: true,
      isVisaQuotaionsDisabled: true,
      excursions: [{ activityId: excursion._id, selectedExcursionType: 'Shared', vehicleType: [] }],
    }),
  });
  expect(created.status).toBe(201);
  const quotation = (await created.json()) as QuotationAmendmentDto;
  const total = quotation.costing.landOnly!.party!.total;
  expect(total.sellPrice).toBeGreaterThan(total.agentPrice);

  let linkUrl = '';
  await test.step('the agent sends the link from the quotation page', async () => {
    await signIn(agent, { goto: `/quotation/view?amendment=${quotation._id}` });
    await page.getByRole('button', { name: 'Send payment link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment link for your client' });
    await dialog.getByLabel('Client name').fill('Rahul Mehta');
    await dialog.getByRole('button', { name: 'Make link' }).click();
    await expect(dialog.getByText(/^Link PL-[A-Z0-9]+ made\./)).toBeVisible();
    linkUrl = await dialog.getByRole('textbox', { name: 'Payment link' }).inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Waiting for the client')).toBeVisible();
  });

  const path = new URL(linkUrl).pathname;
  const client = await browser.newContext({ baseURL: E2E_BASE_URL });
  const clientPage = await client.newPage();
  await test.step('the client sees the trip and pays it by card in a browser of its own', async () => {
    await clientPage.goto(path);
    await expect(clientPage.getByRole('heading', { name: /^Payment request PL-/ })).toBeVisible();
    await expect(clientPage.getByText(/^Whole trip, 2 adults/)).toBeVisible();
    await expect(clientPage.getByText(excursion.name).first()).toBeVisible();
    await expect(clientPage.getByTestId('pay-link-amount')).toContainText(major(total.sellPrice));
    await expect(clientPage.locator('body')).not.toContainText(major(total.agentPrice));
    await expectNoSeriousA11yViolations(clientPage);
    await clientPage.getByRole('checkbox').check();
    await clientPage.getByRole('button', { name: /^Pay .* by card$/ }).click();
    await payOnSandbox(clientPage, '4242 4242 4242 4242', {
      name: 'Rahul Mehta',
      total: major(total.sellPrice),
    });
    await expect(clientPage.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 30_000 });
    await expect(clientPage.getByRole('link', { name: 'Invoice' })).toBeVisible();
  });
  await client.close();

  await test.step('the quotation is confirmed, the link paid, and the agency keeps its margin', async () => {
    await page.reload();
    await expect(page.getByText('Paid by the client')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send payment link' })).toHaveCount(0);
    const after = await callApi<QuotationAmendmentDto>('GET', `quotations/amendment/${quotation._id}`, {
      token,
    });
    expect(after.status).toBe('confirmed');
    const wallet = await callApi<WalletBalanceAnswer>('GET', 'b2b/transactions/balance', { token });
    expect(Math.round(wallet.balance * 100)).toBe(50_000_00 + total.sellPrice - total.agentPrice);
  });
});
