import type { HotelSuggestionsAnswer } from '@portal/contracts';
import type { Page } from '@playwright/test';
import { callApi, expect, test, tokenFor } from './fixtures';

/** Issue 30, part 3: what the hotel pages say and how they fit a phone. */

/** A date `days` from today (Dubai), yyyy-mm-dd. */
function stayDate(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

async function hotelId(token: string, name: string): Promise<string> {
  const answer = await callApi<HotelSuggestionsAnswer>(
    'GET',
    `b2b/hotels/availabilities/search/suggestions?search=${encodeURIComponent(name)}`,
    { token },
  );
  const hit = answer.hotels.find((h) => h.hotelName === name);
  if (!hit) throw new Error(`${name} is not in the seed`);
  return hit.hotelId;
}

function detailsPath(id: string, from: string, to: string, priceType = 'all'): string {
  const params = new URLSearchParams({
    fromDate: from,
    toDate: to,
    rooms: JSON.stringify([{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }]),
    nationality: 'AE',
    priceType,
  });
  return `/hotel/details/${id}?${params.toString()}`;
}

const SHOTS = 'test-results/issue-30';

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

test.describe('hotel details and booking form', () => {
  test('at 375 px the details page does not scroll sideways; rooms say their occupancy in words', async ({
    page,
    agent,
    signIn,
  }) => {
    const token = await tokenFor(agent.email, agent.password);
    const id = await hotelId(token, 'Atlantis The Palm');
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(agent, { goto: detailsPath(id, stayDate(30), stayDate(33)) });
    await expect(page.getByTestId('hotel-rate').first()).toBeVisible({ timeout: 30_000 });
    await noSidewaysScroll(page);
    const rooms = page.getByTestId('hotel-room');
    for (const text of await rooms.allInnerTexts()) {
      expect(text).not.toMatch(/\b1 guests\b|\b1 adults\b|0 children/);
      expect(text).toMatch(/Up to \d+ guests? \(\d+ adults?(, \d+ (child|children))?\)/);
    }
    const more = page.getByRole('button', { name: /^Show \d+ more rates? of / }).first();
    if ((await more.count()) > 0) {
      const box = await more.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    await page.screenshot({ path: `${SHOTS}/details-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/details-1440.png` });
  });

  test('a rate whose fee applies from booking never says free cancellation, on the rate or the form', async ({
    page,
    agent,
    signIn,
  }) => {
    const token = await tokenFor(agent.email, agent.password);
    // Check-in in 2 days: a live rate's free window (1-7 days before, per hotel) has often passed.
    const [from, to] = [stayDate(2), stayDate(5)];
    const candidates = await callApi<HotelSuggestionsAnswer>(
      'GET',
      'b2b/hotels/availabilities/search/suggestions?search=dubai',
      { token },
    );
    let id: string | null = null;
    for (const hotel of candidates.hotels) {
      const answer = await callApi<{ rooms: { rates: { cancellationType: string }[] }[] }>(
        'POST',
        'b2b/hotels/availabilities/single/search',
        {
          token,
          body: {
            hotelId: hotel.hotelId,
            fromDate: from,
            toDate: to,
            rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
            nationality: 'AE',
            priceType: 'all',
          },
        },
      );
      if (answer.rooms.some((r) => r.rates.some((x) => x.cancellationType === 'Partially Refundable'))) {
        id = hotel.hotelId;
        break;
      }
    }
    expect(id, 'a Dubai hotel with a partially refundable rate').not.toBeNull();
    await signIn(agent, { goto: detailsPath(id!, from, to) });
    const partial = page
      .getByTestId('hotel-rate')
      .filter({
        has: page.getByTestId('rate-cancellation').getByText('Partially Refundable', { exact: true }),
      })
      .first();
    await expect(partial).toBeVisible({ timeout: 30_000 });
    await expect(partial.getByTestId('cancellation-headline')).toHaveText(
      /^Cancellation fee from booking: AED [\d,]+\.\d{2}$/,
    );
    await expect(partial).not.toContainText(/free cancellation/i);
    await partial.getByRole('link', { name: /^Select/ }).click();
    const policy = page.getByTestId('cancellation-policy');
    await expect(policy).toBeVisible({ timeout: 30_000 });
    await expect(policy.getByTestId('cancellation-headline')).toHaveText(
      /^Cancellation fee from booking: AED [\d,]+\.\d{2}$/,
    );
    await expect(policy).not.toContainText(/free cancellation/i);
    await page.screenshot({ path: `${SHOTS}/apply-partially-refundable.png`, fullPage: true });
  });
});

test.describe('hotel search', () => {
  test('suggestions name the emirate (HOT-015); a failed lookup says so and retries (HOT-048)', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/' });
    const form = page.getByRole('search', { name: 'Hotel search' });
    const box = form.getByLabel('Destination or property');
    const list = page.getByTestId('hotel-suggestions');

    await box.fill('Al Ain Rotana');
    await expect(list.getByRole('option', { name: /Al Ain Rotana/ })).toContainText(
      'Al Ain, Abu Dhabi, United Arab Emirates',
    );

    await page.route('**/api/v1/b2b/hotels/availabilities/search/suggestions**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Unavailable"}' }),
    );
    await box.fill('Hilton Al Ain');
    await expect(list.getByRole('alert')).toContainText('Suggestions could not be loaded.', {
      timeout: 15_000,
    });
    await expect(list).not.toContainText('Searching…');
    await page.unroute('**/api/v1/b2b/hotels/availabilities/search/suggestions**');
    await list.getByRole('button', { name: 'Try again' }).click();
    await expect(list.getByRole('option', { name: /Hilton Al Ain/ })).toBeVisible();
  });

  test('pressing Search again without changes runs a new search (HOT-024)', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/' });
    const form = page.getByRole('search', { name: 'Hotel search' });
    await form.getByLabel('Destination or property').fill('Al Ain');
    await page
      .getByTestId('hotel-suggestions')
      .getByRole('option', { name: /^Al Ain/ })
      .first()
      .click();
    let searches = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/v1\/b2b\/hotels\/availabilities\/search(\?|$)/.test(r.url()))
        searches += 1;
    });
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('hotel-name').first()).toBeVisible({ timeout: 30_000 });
    expect(searches).toBe(1);
    const sidebar = page.getByRole('search', { name: 'Hotel search' });
    for (const expected of [2, 3]) {
      await sidebar.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => searches, { timeout: 30_000 }).toBe(expected);
      await expect(page.getByTestId('hotel-name').first()).toBeVisible({ timeout: 30_000 });
    }
  });

  test('the order list filters dates as DD/MM/YYYY with a calendar, not a browser date box', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/hotel/order' });
    const filters = page.getByRole('form', { name: 'Filter hotel bookings' });
    await expect(filters.locator('input[type="date"]')).toHaveCount(0);
    const from = filters.getByRole('textbox', { name: 'Booked from' });
    await expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await from.fill('01/02/2026');
    await from.press('Tab');
    await expect(from).toHaveValue('01/02/2026');
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/bookingFrom=2026-02-01/);
    await filters.getByRole('button', { name: 'Open calendar: Check-in from' }).click();
    await expect(page.getByRole('dialog', { name: 'Check-in from' }).getByRole('grid')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/orders-filters-1440.png` });
  });
});
