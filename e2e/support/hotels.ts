import { expect, type Locator, type Page } from '@playwright/test';
import type { HotelSuggestionsAnswer } from '@portal/contracts';
import { callApi, tokenFor } from './api';
import { signInViaApi } from './session';

/** A date `days` from today (Dubai), yyyy-mm-dd. */
export function dubaiDay(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** The id of a seeded hotel, found as an agent finds it: through the suggestions. */
export async function hotelId(token: string, name: string): Promise<string> {
  const answer = await callApi<HotelSuggestionsAnswer>(
    'GET',
    `b2b/hotels/availabilities/search/suggestions?search=${encodeURIComponent(name)}`,
    { token },
  );
  const hit = answer.hotels.find((h) => h.hotelName === name);
  if (!hit) throw new Error(`${name} is not in the seed`);
  return hit.hotelId;
}

/** The details page of hotel `id` for 2 adults in one room, from `checkIn` to `checkOut`. */
export function hotelDetailsPath(id: string, checkIn: string, checkOut: string): string {
  const params = new URLSearchParams({
    fromDate: checkIn,
    toDate: checkOut,
    rooms: JSON.stringify([{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }]),
    nationality: 'AE',
    priceType: 'static',
  });
  return `/hotel/details/${id}?${params.toString()}`;
}

/** A refundable rate (optionally one offering pay later) on the details page. */
export function refundableRate(page: Page, payLater = false): Locator {
  let rates = page
    .getByTestId('hotel-rate')
    .filter({ has: page.getByTestId('rate-cancellation').getByText('Refundable', { exact: true }) });
  if (payLater) rates = rates.filter({ hasText: 'Pay later until' });
  return rates.first();
}

/** Signs the agent in on `hotel`'s details page and selects a refundable rate: the booking form, rate held. */
export async function openHotelApply(
  page: Page,
  who: { email: string; password: string },
  stay: { hotel: string; checkIn: string; checkOut: string; payLater?: boolean },
): Promise<void> {
  const id = await hotelId(await tokenFor(who.email, who.password), stay.hotel);
  await signInViaApi(page, who.email, who.password, {
    goto: hotelDetailsPath(id, stay.checkIn, stay.checkOut),
  });
  const rate = refundableRate(page, stay.payLater);
  await expect(rate).toBeVisible({ timeout: 30_000 });
  await rate.getByRole('link', { name: /^Select/ }).click();
  await expect(page).toHaveURL(/\/hotel\/[^/]+\/apply\/[^/?]+\?searchId=/);
  await expect(page.getByTestId('hold-countdown')).toContainText('Rate held for');
}

/** Fills every guest row the hotel asks for, the contact, the agent's reference, and the payment method. */
export async function fillHotelBooking(page: Page, reference: string, method: RegExp): Promise<void> {
  const rooms = page.getByTestId('guest-room');
  for (let r = 1; r <= (await rooms.count()); r += 1) {
    const rows = rooms.nth(r - 1).getByTestId('guest-row');
    for (let g = 1; g <= (await rows.count()); g += 1) {
      const child = (await page.getByLabel(`Room ${r} guest ${g} age`).count()) > 0;
      const title = child ? 'Miss' : g === 1 ? 'Mr' : 'Mrs';
      await page.getByLabel(`Room ${r} guest ${g} title`).selectOption(title);
      await page
        .getByLabel(`Room ${r} guest ${g} first name`)
        .fill(g === 1 ? 'Omar' : `Guest${'abcdefgh'[g]}`);
      await page.getByLabel(`Room ${r} guest ${g} last name`).fill('Haddad');
      await expect(page.getByLabel(`Room ${r} guest ${g} gender`)).toHaveValue(
        title === 'Mr' ? 'male' : 'female',
      );
    }
  }
  const form = page.getByRole('form', { name: 'Hotel booking' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Omar Haddad');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('omar.haddad@example.com');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+971 50 555 3434');
  await form.getByRole('textbox', { name: 'Special requests' }).fill('High floor please');
  await form.getByRole('textbox', { name: 'Agent reference number' }).fill(reference);
  await form.getByRole('radio', { name: method }).check();
}
