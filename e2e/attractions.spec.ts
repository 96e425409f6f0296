import type { AttractionDetailsDto, RegisterSubAgentAnswer, SearchListAnswer } from '@portal/contracts';
import type { Download, Locator, Page } from '@playwright/test';
import { mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  payOnSandbox,
  runAdmin,
  signInViaApi,
  signupBodyFor,
  STORAGE,
  test,
  tokenFor,
  uniqueEmail,
  writeStorage,
} from './fixtures';

/** The attraction id of a seeded attraction, through the public search list. */
async function attractionId(title: string): Promise<string> {
  const answer = await callApi<SearchListAnswer>('GET', `search/list?search=${encodeURIComponent(title)}`);
  const hit = answer.attractions.find((a) => a.title === title);
  if (!hit) throw new Error(`${title} is not in the seed`);
  return hit._id;
}

function activityCard(page: Page, name: string): Locator {
  return page.getByTestId('activity-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/**
 * Opens an activity, picks a bookable date and waits for the server's price. `later`: a date in the
 * next month (at least 5 days ahead), far enough for free cancellation.
 */
async function chooseFirstDate(page: Page, card: Locator, later = false): Promise<void> {
  await card.getByRole('button', { name: 'Select' }).click();
  await card.getByRole('button', { name: 'Date', exact: true }).click();
  if (later) await page.getByRole('button', { name: /next month/i }).click();
  await page
    .locator('.rdp-root button.rdp-day_button:not([disabled])')
    .nth(later ? 4 : 0)
    .click();
  await expect(card.getByTestId('activity-total')).toBeVisible();
}

/** Adds Dubai Frame general admission to the cart and fills the checkout form (on `origin`, default the base URL). */
async function checkoutDubaiFrame(
  page: Page,
  reference: string,
  method: 'Wallet' | 'Card',
  origin = '',
): Promise<void> {
  const card = activityCard(page, 'Dubai Frame general admission');
  await chooseFirstDate(page, card, true);
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto(`${origin}/attractions/payment`);
  await page.getByLabel('Full name').fill('Omar Traveller');
  await page.getByLabel('E-mail').fill('omar.traveller@example.com');
  await page.getByLabel('Phone').fill('+971 50 555 3434');
  await page.getByLabel('Country').selectOption('AE');
  await page.getByLabel('Agent reference number').fill(reference);
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm payment' })
    .getByRole('button', { name: 'Confirm and pay' })
    .click();
}

test.describe('attractions', () => {
  test('search -> details -> cart -> wallet -> invoice -> tickets -> orders -> cancel', async ({
    page,
    agent,
    signIn,
  }) => {
    await runAdmin(['wallet:credit', agent.email, '2000', '--reason', 'e2e']);
    await signIn(agent, { goto: '/attraction' });

    await test.step('the destination search box suggests destinations and attractions', async () => {
      const box = page.getByLabel('Where do you want to go?');
      await expect(box).toHaveAttribute('required', '');
      await box.fill('zzzz-no-such-place');
      await expect(page.getByText('Sorry! No data found with this query.')).toBeVisible();
      await box.fill('Ain Dubai');
      const suggestions = page.getByTestId('destination-suggestions');
      await suggestions
        .getByRole('group', { name: 'Attractions' })
        .getByRole('link', { name: /Ain Dubai/ })
        .click();
      await expect(page).toHaveURL(/\/attractions\/details\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ain Dubai' })).toBeVisible();
    });

    await test.step('an activity is configured, priced by the server and added to the cart', async () => {
      const card = activityCard(page, 'Observation cabin');
      await chooseFirstDate(page, card, true);
      // Infants can never exceed adults: with one adult the second infant is refused.
      await card.getByRole('button', { name: 'More infants' }).click();
      await expect(card.getByRole('button', { name: 'More infants' })).toBeDisabled();
      await card.getByRole('button', { name: 'Fewer infants' }).click();
      await card.getByRole('button', { name: 'More adults' }).click();
      await expect(card.getByTestId('activity-total')).toBeVisible();
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Added to Cart!')).toBeVisible();
    });

    await test.step('the header cart lists the item with a Grand Total and books', async () => {
      await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
      const dropdown = page.getByTestId('cart-dropdown');
      await expect(dropdown.getByText('Observation cabin')).toBeVisible();
      await expect(dropdown.getByText('Grand Total')).toBeVisible();
      await dropdown.getByRole('link', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/attractions\/payment$/);
    });

    const reference = `E2E-${Date.now()}`;
    await test.step('checkout by wallet after a confirmation dialog', async () => {
      await page.getByLabel('Full name').fill('Mariam Traveller');
      await page.getByLabel('E-mail').fill('mariam.traveller@example.com');
      await page.getByLabel('Phone').fill('+971 50 555 1212');
      await page.getByLabel('Country').selectOption('AE');
      await page.getByLabel('Agent reference number').fill(reference);
      await page.getByRole('button', { name: 'Pay now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
      await expect(page).toHaveURL(/\/attractions\/invoice\/[0-9a-f-]{36}$/);
      await expect(page.getByText('Booking successful')).toBeVisible();
    });

    await test.step('the cart is empty after paying', async () => {
      await page.getByRole('button', { name: /^Cart, 0 items$/ }).click();
      await expect(page.getByText('Your Cart is empty.....')).toBeVisible();
      await page.keyboard.press('Escape');
    });

    await test.step('invoice and tickets download as PDF', async () => {
      for (const name of ['Invoice PDF', 'Tickets PDF']) {
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name }).click();
        expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      }
    });

    await test.step('the order list shows the line; cancelling shows the fee first', async () => {
      await page.goto('/attraction/order');
      const row = page.getByTestId('order-row').filter({ hasText: reference });
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Confirmed')).toBeVisible();
      await row.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
      await expect(dialog.getByText('Refund to your wallet')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByText('Booking cancelled')).toBeVisible();
      await expect(row.getByText('Cancelled')).toBeVisible();
    });
  });

  test('paying by card in the sandbox lands on the invoice; a declined card on the error page', async ({
    page,
    agent,
    signIn,
  }) => {
    const id = await attractionId('Dubai Frame');
    await signIn(agent, { goto: `/attractions/details/${id}` });
    await checkoutDubaiFrame(page, `CARD-${Date.now()}`, 'Card');
    await payOnSandbox(page, '4242 4242 4242 4242', { name: 'Omar Traveller' });
    await expect(page).toHaveURL(/\/attractions\/invoice\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Booking successful')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();

    await page.goto(`/attractions/details/${id}`);
    await checkoutDubaiFrame(page, `DECLINE-${Date.now()}`, 'Card');
    await payOnSandbox(page, '4000 0000 0000 0002', { name: 'Omar Traveller' });
    await expect(page).toHaveURL(/\/attractions\/invoice\/error\?order=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  });

  test('removing a cart line shows the success toast', async ({ page, agent, signIn }) => {
    const id = await attractionId('Dubai Frame');
    await signIn(agent, { goto: `/attractions/details/${id}` });
    const card = activityCard(page, 'Dubai Frame general admission');
    await chooseFirstDate(page, card);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
    await page.getByRole('button', { name: 'Remove Dubai Frame general admission from the cart' }).click();
    await expect(page.getByText('Removed from Cart!')).toBeVisible();
    await expect(page.getByText('The selected item successfully removed from cart')).toBeVisible();
    await expect(page.getByText('Your Cart is empty.....')).toBeVisible();
  });

  test('a client markup edited on the markups page changes the client price', async ({
    page,
    agent,
    signIn,
  }) => {
    const id = await attractionId('Dubai Frame');
    await signIn(agent, { goto: '/markup/attraction' });
    await page.getByLabel('Search attractions').fill('Dubai Frame');
    const row = page
      .getByTestId('activity-markups')
      .filter({ has: page.getByText('Dubai Frame general admission', { exact: true }) });
    const form = row.getByRole('form', { name: 'Client markup for Dubai Frame general admission' });
    await form.getByLabel(/type$/).selectOption('flat');
    await form.getByLabel(/value$/).fill('-5');
    await expect(form.getByText('The markup cannot be negative')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await form.getByLabel(/value$/).fill('25');
    await expect(form.getByTestId('markup-preview')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Markup updated')).toBeVisible();

    await page.goto(`/attractions/details/${id}`);
    const card = activityCard(page, 'Dubai Frame general admission');
    await chooseFirstDate(page, card);
    await expect(card.getByText('Client price (with your markup)')).toBeVisible();

    await page.goto('/markup/attraction');
    await page.getByLabel('Search attractions').fill('Dubai Frame');
    await row
      .getByRole('form', { name: 'Client markup for Dubai Frame general admission' })
      .getByRole('button', { name: /delete$/ })
      .click();
    await expect(page.getByText('Markup updated')).toBeVisible();
  });

  test("a sub-agent buying sees its parent's markup", async ({ page, agent }) => {
    const id = await attractionId('Dubai Frame');
    const parentToken = await tokenFor(agent.email, agent.password);
    const subEmail = uniqueEmail('sub-buyer');
    const { password: subPassword, subAgent } = await callApi<RegisterSubAgentAnswer>(
      'POST',
      'b2b/resellers/register',
      { token: parentToken, body: { ...signupBodyFor(subEmail), password: undefined } },
    );
    const parentView = await callApi<AttractionDetailsDto>('GET', `b2b/attractions/single/${id}`, {
      token: parentToken,
    });
    const activity = parentView.activities.find((a) => a.name === 'Dubai Frame general admission')!;
    await callApi('PATCH', 'b2b/resellers/subagent/markup/upsert', {
      token: parentToken,
      body: { subAgentId: subAgent._id, activityId: activity._id, markupType: 'flat', markup: 10 },
    });

    const subToken = await tokenFor(subEmail, subPassword);
    const subView = await callApi<AttractionDetailsDto>('GET', `b2b/attractions/single/${id}`, {
      token: subToken,
    });
    const subActivity = subView.activities.find((a) => a._id === activity._id)!;
    expect(subActivity.adultPrice.agentPrice).toBeGreaterThanOrEqual(activity.adultPrice.agentPrice + 1000);

    await signInViaApi(page, subEmail, subPassword, { goto: `/attractions/details/${id}` });
    const card = activityCard(page, 'Dubai Frame general admission');
    const shown = (subActivity.adultPrice.agentPrice / 100).toFixed(2);
    await expect(card.getByText(`AED ${shown}`)).toBeVisible();
  });
});

test.describe('destination pages by name (spec: /attractions/{destination name})', () => {
  test('links carry the name with its case; any case and old slugs open it and show the name form', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/attraction' });
    const destinations = page.getByRole('region', { name: 'Destinations' });
    await expect(destinations.getByRole('link', { name: /Dubai/ }).first()).toHaveAttribute(
      'href',
      '/attractions/Dubai',
    );
    await expect(destinations.getByRole('link', { name: /Abu Dhabi/ }).first()).toHaveAttribute(
      'href',
      '/attractions/Abu%20Dhabi',
    );

    const box = page.getByLabel('Where do you want to go?');
    await box.fill('Abu');
    const suggestion = page
      .getByTestId('destination-suggestions')
      .getByRole('group', { name: 'Destinations' })
      .getByRole('link', { name: /Abu Dhabi/ });
    await expect(suggestion).toHaveAttribute('href', '/attractions/Abu%20Dhabi');

    for (const [typed, shown, name] of [
      ['/attractions/Dubai', '/attractions/Dubai', 'Dubai'],
      ['/attractions/dubai', '/attractions/Dubai', 'Dubai'],
      ['/attractions/DUBAI?sort=rating', '/attractions/Dubai?sort=rating', 'Dubai'],
      ['/attractions/abu%20dhabi', '/attractions/Abu%20Dhabi', 'Abu Dhabi'],
      ['/attractions/abu-dhabi', '/attractions/Abu%20Dhabi', 'Abu Dhabi'],
    ] as const) {
      await page.goto(typed);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Things to do in ${name}`);
      await expect(page).toHaveURL(new RegExp(`${shown.replace(/[?]/g, '\\$&')}$`));
    }
  });
});

/** DOC_OUT=/dir keeps the downloaded documents (to render and look at them). */
async function keepDownload(download: Download): Promise<void> {
  const dir = process.env.DOC_OUT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  copyFileSync(await download.path(), join(dir, download.suggestedFilename()));
}

test.describe('payments, checkout and documents (issue 17)', () => {
  test('a card payment brings the agent back, signed in, to the address it opened the portal at', async ({
    page,
    agent,
  }) => {
    // The suite's PUBLIC_URL is 127.0.0.1: the agent works under another address of this server.
    const origin = E2E_BASE_URL.replace('127.0.0.1', 'localhost');
    const id = await attractionId('Dubai Frame');
    await page.goto(`${origin}/brand/favicon.svg`);
    await writeStorage(page, {
      [STORAGE.token]: await tokenFor(agent.email, agent.password),
      [STORAGE.firstVisit]: 'false',
    });
    await page.goto(`${origin}/attractions/details/${id}`);
    await checkoutDubaiFrame(page, `ORIGIN-${Date.now()}`, 'Card', origin);
    await expect(page).toHaveURL(new RegExp(`^${origin}/api/v1/payments/sandbox/pay/`));
    await payOnSandbox(page, '4242 4242 4242 4242', { name: 'Omar Traveller' });
    await expect(page).toHaveURL(new RegExp(`^${origin}/attractions/invoice/[0-9a-f-]{36}$`));
    await expect(page.getByText('Booking successful')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invoice PDF' })).toBeVisible();
  });

  test('checkout refuses a wallet that cannot pay, tops up by card and comes back with the cart', async ({
    page,
    agent,
    signIn,
  }) => {
    const id = await attractionId('Dubai Frame');
    await signIn(agent, { goto: `/attractions/details/${id}` });
    const card = activityCard(page, 'Dubai Frame general admission');
    await chooseFirstDate(page, card, true);
    await card.getByRole('button', { name: 'Add to cart' }).click();

    // The card fee is not shown before it is known: the wallet answer is held back here.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/b2b/wallets/summary', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/attractions/payment');
    await expect(page.getByText('Working out the card fee…')).toBeVisible();
    await expect(page.getByText('No card fee.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    release();
    await expect(page.getByText(/^Card fee 3%: AED \d+\.\d{2}$/)).toBeVisible();
    await page.unroute('**/api/v1/b2b/wallets/summary');

    // An empty wallet: the shortfall is named and paying is refused before any confirmation.
    const shortfall = page.getByTestId('wallet-shortfall');
    await expect(shortfall).toContainText(/Your wallet is AED [\d,]+\.\d{2} short for this order/);
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    const total = (await page.getByTestId('checkout-total').innerText()).trim();
    await shortfall.getByRole('link', { name: /^Top up AED/ }).click();

    await expect(page).toHaveURL(/\/wallet\?topup=[\d.]+&return=%2Fattractions%2Fpayment/);
    await expect(page.getByTestId('top-up-for-checkout')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm card payment' });
    await dialog.getByRole('button', { name: /^Pay AED/ }).click();
    await payOnSandbox(page, '4242 4242 4242 4242', { name: 'Omar Traveller' });
    await expect(page).toHaveURL(
      /\/b2b\/wallet\/deposit\/[0-9a-f-]{36}\/success\?return=%2Fattractions%2Fpayment$/,
    );
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to checkout' }).click();

    // Back at the checkout with the cart as it was, and the wallet now covers it.
    await expect(page).toHaveURL(/\/attractions\/payment$/);
    await expect(page.getByTestId('checkout-total')).toHaveText(total);
    await expect(page.getByText(/^Available: AED [\d,]+\.\d{2}$/)).toBeVisible();
    await expect(page.getByTestId('wallet-shortfall')).toHaveCount(0);
    await page.getByLabel('Full name').fill('Omar Traveller');
    await page.getByLabel('E-mail').fill('omar.traveller@example.com');
    await page.getByLabel('Phone').fill('+971 50 555 3434');
    await page.getByLabel('Country').selectOption('AE');
    await page.getByLabel('Agent reference number').fill(`TOPUP-${Date.now()}`);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Confirm and pay' })
      .click();
    await expect(page.getByText('Booking successful')).toBeVisible();
  });

  test('a failed card order offers no invoice; it is paid again, or discarded', async ({
    page,
    agent,
    signIn,
  }) => {
    const id = await attractionId('Dubai Frame');
    await signIn(agent, { goto: `/attractions/details/${id}` });
    await checkoutDubaiFrame(page, `AGAIN-${Date.now()}`, 'Card');
    await payOnSandbox(page, '4000 0000 0000 0002', { name: 'Omar Traveller' });
    await expect(page).toHaveURL(/\/attractions\/invoice\/error\?order=[0-9a-f-]{36}$/);
    const unpaid = page.getByTestId('unpaid-order');
    await unpaid.getByRole('button', { name: 'Pay again by card' }).click();
    const again = page.getByRole('dialog', { name: 'Pay again by card' });
    await again.getByRole('button', { name: /^Pay AED [\d,]+\.\d{2}$/ }).click();
    await payOnSandbox(page, '4242 4242 4242 4242', { name: 'Omar Traveller' });
    await expect(page).toHaveURL(/\/attractions\/invoice\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Booking successful')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invoice PDF' })).toBeVisible();

    const reference = `DROP-${Date.now()}`;
    await page.goto(`/attractions/details/${id}`);
    await checkoutDubaiFrame(page, reference, 'Card');
    await payOnSandbox(page, '4000 0000 0000 0002', { name: 'Omar Traveller' });
    await expect(page.getByTestId('unpaid-order')).toBeVisible();
    await page.goto('/attraction/order');
    const row = page.getByTestId('order-row').filter({ hasText: reference });
    await expect(row.getByText('Failed')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Invoice' })).toHaveCount(0);
    await row.getByRole('link', { name: 'Pay again or discard' }).click();
    await expect(page.getByRole('button', { name: 'Invoice PDF' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Discard order' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this order?' })
      .getByRole('button', { name: 'Discard order' })
      .click();
    await expect(page.getByText('Order discarded')).toBeVisible();
    await expect(page).toHaveURL(/\/attraction\/order$/);
    await expect(page.getByTestId('order-row').filter({ hasText: reference })).toHaveCount(0);
  });

  test('vouchers and e-tickets for the client: under the agent brand, without prices or with the sell price', async ({
    page,
    agent,
    signIn,
  }) => {
    await runAdmin(['wallet:credit', agent.email, '3000', '--reason', 'e2e']);
    const id = await attractionId('Dubai Frame');
    await signIn(agent, { goto: `/attractions/details/${id}` });
    await checkoutDubaiFrame(page, `DOCS-${Date.now()}`, 'Wallet');
    await expect(page.getByText('Booking successful')).toBeVisible();
    await expect(
      page.getByText(/^Your reference DOCS-\d+ · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Dubai time\)$/),
    ).toBeVisible();

    for (const [choice, suffix] of [
      ['Without prices', 'client'],
      ['With your sell price', 'sell'],
    ] as const) {
      await page.getByRole('radio', { name: choice }).check();
      for (const name of ['Voucher PDF', 'Tickets PDF']) {
        const request = page.waitForRequest((r) => r.url().includes(`view=${suffix}`));
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name }).click();
        await request;
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^(vouchers|tickets)-ATR-[A-Z0-9]+\.pdf$/);
        if (suffix === 'client') await keepDownload(file);
      }
    }
    const invoice = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Invoice PDF' }).click();
    await keepDownload(await invoice);

    await page.goto('/attraction/order');
    const row = page.getByTestId('order-row').first();
    await expect(row.getByRole('button', { name: 'Voucher' })).toBeVisible();
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  });
});

test.describe('issue 30: an open checkout follows the wallet', () => {
  test('a top-up made elsewhere enables Pay now without a reload; a reload keeps what the agent typed', async ({
    page,
    agent,
    signIn,
  }) => {
    const id = await attractionId('Dubai Frame');
    await signIn(agent, { goto: `/attractions/details/${id}` });
    const card = activityCard(page, 'Dubai Frame general admission');
    await chooseFirstDate(page, card, true);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/attractions/payment');
    await expect(page.getByTestId('wallet-shortfall')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();

    await test.step('the lead traveller survives a reload', async () => {
      await page.getByLabel('Full name').fill('Omar Traveller');
      await page.getByLabel('E-mail').fill('omar.traveller@example.com');
      await page.getByLabel('Phone').fill('+971 50 555 3434');
      await page.getByLabel('Agent reference number').fill('KEEP-ME-1');
      await page.reload();
      await expect(page.getByLabel('Full name')).toHaveValue('Omar Traveller');
      await expect(page.getByLabel('E-mail')).toHaveValue('omar.traveller@example.com');
      await expect(page.getByLabel('Phone')).toHaveValue('+971 50 555 3434');
      await expect(page.getByLabel('Agent reference number')).toHaveValue('KEEP-ME-1');
    });

    await test.step('money arrives from elsewhere (the parent, another tab): Pay now enables', async () => {
      await runAdmin(['wallet:credit', agent.email, '5000', '--reason', 'e2e transfer']);
      // The agent comes back to this tab (or waits: a short wallet is asked again every 15 s).
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByTestId('wallet-shortfall')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
      await expect(page.getByLabel('Full name')).toHaveValue('Omar Traveller');
    });
  });

  test('the page shows the price the price API answers for the same selection (B2B promo only when applied)', async ({
    page,
    agent,
    signIn,
  }) => {
    const id = await attractionId('Dubai Frame');
    const token = await signIn(agent, { goto: `/attractions/details/${id}` });
    const answered: number[] = [];
    const sentBodies: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/b2b/attractions/price'))
        sentBodies.push(r.postDataJSON() as Record<string, unknown>);
    });
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/v1/b2b/attractions/price') && response.ok())
        answered.push(((await response.json()) as { agentPrice: number }).agentPrice);
    });
    const card = activityCard(page, 'Dubai Frame general admission');
    await chooseFirstDate(page, card, true);
    await expect.poll(() => answered.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const sent = sentBodies.at(-1)!;
    const shown = (await card.getByTestId('activity-total').innerText()).trim();
    // The same selection asked by anyone else, without saying anything about the promo.
    const { isPromoAdded: _, ...selection } = sent;
    const direct = await callApi<{ agentPrice: number; promoAvailable: number }>(
      'POST',
      'b2b/attractions/price',
      {
        token,
        body: selection,
      },
    );
    expect(direct.promoAvailable).toBeGreaterThan(0);
    expect(answered.at(-1)).toBe(direct.agentPrice);
    expect(shown).toContain((direct.agentPrice / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  });
});
