import type {
  HotelCreateOrderAnswer,
  HotelOrderDto,
  HotelRecheckAnswer,
  HotelSuggestionsAnswer,
  SingleHotelSearchAnswer,
  TransactionsAnswer,
} from '@portal/contracts';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  expectNoNativeDateInputs,
  expectNoSeriousA11yViolations,
  reviewShot,
  runAdmin,
  test,
  tokenFor,
  typeDate,
  type TestAgent,
} from './fixtures';
import { renderPdfToPng } from './support/pdf';

/** Issue 36: the dashboard adds up to the order list and the statement; deadlines and notifications. */

const stayDate = (days: number) => {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};
const aed = (minor: number) =>
  `AED ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A POST that needs an Idempotency-Key (bookings, cancellations). */
async function withKey<T>(path: string, token: string, status: number, body: unknown): Promise<T> {
  const res = await fetch(`${E2E_BASE_URL}/api/v1/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-dashboard-${crypto.randomUUID()}`,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== status) throw new Error(`POST ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

let dayOffset = 45 + Math.floor(Math.random() * 200);

/** A contract hotel booking through the API (the booking pages have their own specs). */
async function bookHotel(token: string, paymentMethod: 'wallet' | 'pay_later'): Promise<HotelOrderDto> {
  const { hotels } = await callApi<HotelSuggestionsAnswer>(
    'GET',
    `b2b/hotels/availabilities/search/suggestions?search=${encodeURIComponent('Atlantis The Palm')}`,
    { token },
  );
  const hotelId = hotels[0]!.hotelId;
  const days = dayOffset++;
  const search = await callApi<SingleHotelSearchAnswer>('POST', 'b2b/hotels/availabilities/single/search', {
    token,
    body: {
      hotelId,
      fromDate: stayDate(days),
      toDate: stayDate(days + 1),
      rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
      nationality: 'GB',
      priceType: 'static',
    },
  });
  const rate = search.rooms
    .flatMap((r) => r.rates)
    .find((r) => r.source === 'contract' && (paymentMethod === 'wallet' || r.payLaterAvailable));
  if (!rate) throw new Error('no contract rate');
  const held = await callApi<HotelRecheckAnswer>('POST', 'b2b/hotels/availabilities/booking/room-rate', {
    token,
    body: { searchId: search.searchId, hotelId, rateKey: rate.rateKey, expectedPrice: rate.agentPrice },
  });
  const answer = await withKey<HotelCreateOrderAnswer>('b2b/hotels/orders/create', token, 201, {
    holdId: held.holdId,
    expectedPrice: held.rate.agentPrice,
    acceptPriceChange: held.priceChanged,
    rooms: held.roomPaxes.map((room) => ({
      guests: Array.from({ length: held.hotel.allGuestDetailsRequired ? room.noOfAdults : 1 }, (_, i) => ({
        title: 'Mr',
        firstName: `Omar${'abcdefgh'[i]}`,
        lastName: 'Haddad',
        gender: 'male',
        type: 'adult',
      })),
    })),
    contact: { name: 'Omar Haddad', email: 'omar@example.test', phone: '+971 50 123 4567' },
    agentReferenceNumber: `DB-${crypto.randomUUID().slice(0, 8)}`,
    paymentMethod,
  });
  return answer.order;
}

async function ownerWithFunds(agent: TestAgent): Promise<string> {
  await runAdmin(['wallet:credit', agent.email, '100000', '--reason', 'e2e dashboard']);
  return tokenFor(agent.email, agent.password);
}

test.describe('dashboard', () => {
  test('after three bookings and a cancellation the totals match the order list and the statement', async ({
    page,
    agent,
    signIn,
  }) => {
    const token = await ownerWithFunds(agent);
    const orders = [
      await bookHotel(token, 'wallet'),
      await bookHotel(token, 'wallet'),
      await bookHotel(token, 'wallet'),
    ];
    const cancelled = orders[1]!;
    const cancel = await withKey<{ fee: number; refund: number }>(
      `b2b/hotels/orders/cancel/${cancelled._id}`,
      token,
      200,
      { cancellationRemark: 'e2e' },
    );
    const live = orders.filter((o) => o !== cancelled);
    const sell = live.reduce((s, o) => s + o.price.sellPrice, 0);
    const net = live.reduce((s, o) => s + o.price.agentPrice, 0);

    // The statement: debits of the three bookings less the refund = net cost of the live ones + the fee.
    const statement = await callApi<TransactionsAnswer>('GET', 'b2b/transactions/all?skip=0&limit=100', {
      token,
    });
    const refs = new Set(orders.map((o) => o.referenceNumber));
    const paid = -statement.transactions
      .filter((r) => refs.has(r.reference))
      .reduce((s, r) => s + Math.round(r.amount * 100), 0);
    expect(paid).toBe(net + cancel.fee);

    await signIn(agent, { goto: '/dashboard' });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('total-bookings')).toHaveText('2');
    await expect(page.getByTestId('total-sell')).toHaveText(aed(sell));
    await expect(page.getByTestId('total-net')).toHaveText(aed(net));
    await expect(page.getByTestId('total-markup')).toHaveText(aed(sell - net));
    await expect(page.getByTestId('total-cancelled')).toHaveText(`1 (${aed(cancel.fee)})`);
    await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A custom period: DD/MM/YYYY fields (typed or picked), not the browser's mm/dd/yyyy box.
    await page.getByRole('button', { name: 'Custom', exact: true }).click();
    await expectNoNativeDateInputs(page);
    await typeDate(page.getByRole('textbox', { name: 'From', exact: true }), stayDate(-1));
    await typeDate(page.getByRole('textbox', { name: 'To', exact: true }), stayDate(0));
    await page.getByRole('button', { name: 'Show period' }).click();
    await expect(page.getByTestId('total-bookings')).toHaveText('2');
    await expect(page.getByTestId('total-sell')).toHaveText(aed(sell));
    // The header's account menu links here (the main tabs are the spec's).
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 375, height: 800 });
    await reviewShot(page, 'dashboard-375', { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Reports: the cancellations report has the fee kept and the refund the statement credited.
    await page.getByRole('link', { name: /^Reports:/ }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Cancellations and fees' }).click();
    await expect(page.getByTestId('report-table')).toContainText(cancelled.referenceNumber);
    await expect(page.getByTestId('report-total-fee')).toHaveText(aed(cancel.fee));
    await expect(page.getByTestId('report-total-refund')).toHaveText(aed(cancel.refund));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    // The statement PDF, rendered to PNG (looked at), says what the screen's statement says: every
    // line's reference and amounts.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/wallet');
    const rows = page.getByTestId('statement-table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const screen = (await rows.allInnerTexts()).slice(1);
    const res = await fetch(`${E2E_BASE_URL}/api/v1/b2b/transactions/all/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const rendered = await renderPdfToPng(
      page,
      Buffer.from(await res.arrayBuffer()),
      test.info().outputPath(),
      'statement',
    );
    expect(rendered.files.length).toBeGreaterThan(0);
    // Columns wrap long references onto two lines: compared without white space.
    const printed = rendered.text.join('').replace(/\s+/g, '');
    for (const line of screen) {
      for (const reference of line.match(/\b[A-Z]{2,4}-[A-Z0-9-]{6,}\b/g) ?? [])
        expect(printed, line).toContain(reference);
      for (const amount of line.match(/\d{1,3}(?:,\d{3})*\.\d{2}/g) ?? [])
        expect(printed, line).toContain(amount);
    }
  });

  test('a pay-later booking shows in deadlines, notifies, (digest mail: int test)', async ({
    page,
    agent,
    signIn,
  }) => {
    // No funds: the booking is held 24 hours, so it is due within the deadlines' seven days.
    const token = await tokenFor(agent.email, agent.password);
    const order = await bookHotel(token, 'pay_later');
    await callApi('PUT', 'b2b/notifications/settings', {
      token,
      body: {
        portal: ['pay_later_due_24h', 'pay_later_due_48h', 'booking_confirmed'],
        mail: [],
        digestHour: 0,
      },
    });

    await signIn(agent, { goto: '/dashboard' });
    const row = page.getByTestId('deadline-pay_later').filter({ hasText: order.referenceNumber });
    await expect(row).toContainText('Payment due');
    await expect(row.getByRole('link', { name: `Pay now: ${order.referenceNumber}` })).toHaveAttribute(
      'href',
      `/hotel/order/${order._id}/details`,
    );

    // The e2e servers run without jobs (JOBS=off): one pass of the notification jobs, as they would.
    await runAdmin(['notifications:run']);
    await page.reload();
    await expect(page.getByTestId('header-bell')).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
    await page.getByTestId('header-bell').click();
    await expect(page).toHaveURL(/\/notifications$/);
    const item = page
      .getByTestId('notification-list')
      .getByRole('button', { name: new RegExp(`Pay ${order.referenceNumber} by`) });
    await expect(item).toContainText('Pay-later deadline in 24 hours');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await reviewShot(page, 'notifications-375', { fullPage: true });

    // The digest mail itself is queued in the outbox, which these servers (JOBS=off) never send to
    // files: notifications.int.test.ts checks its deadline line.
  });
});
