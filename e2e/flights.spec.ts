import type { Page } from '@playwright/test';
import { createApprovedAgent, expect, readStorage, test } from './fixtures';

/** A date `days` from today (Dubai) as yyyy-mm-dd. */
function dayFromToday(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}
const shown = (plain: string) => `${plain.slice(8, 10)}/${plain.slice(5, 7)}/${plain.slice(0, 4)}`;

const form = (page: Page) => page.getByTestId('flight-search-form');

async function chooseAirport(page: Page, field: string, text: string, label: string): Promise<void> {
  const input = page.getByTestId(field);
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await expect(input).toHaveValue(label);
}

/** Opens a calendar and picks a date, moving month by month with the custom header. */
async function pickDate(page: Page, field: string, date: string): Promise<void> {
  await page.getByTestId(field).click();
  const calendar = page.getByTestId(`${field}-calendar`);
  await expect(calendar).toBeVisible();
  for (let i = 0; i < 3 && !(await calendar.locator(`[data-date="${date}"]`).isVisible()); i++)
    await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.locator(`[data-date="${date}"]`).click();
  await expect(page.getByTestId(field)).toHaveValue(shown(date));
}

test.describe('flights', () => {
  test('one-way search: suggestions, fares in the calendar, the exact results query, results', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/flight' });
    await expect(page.getByRole('link', { name: 'Flight' }).first()).toBeVisible();

    await test.step('airport suggestions: 5 at most, "{iata}-{city},{country}", the empty text', async () => {
      const from = page.getByTestId('from-0');
      await from.click();
      await from.fill('lon');
      await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(5);
      await from.fill('zzzzq');
      await expect(page.getByText('Sorry! No airport found.')).toBeVisible();
    });

    await chooseAirport(page, 'from-0', 'DXB', 'DXB-Dubai,United Arab Emirates');
    const faresCall = page.waitForRequest((r) => r.url().includes('/api/v1/b2b/flight/fares-by-date'));
    await chooseAirport(page, 'to-0', 'LHR', 'LHR-London,United Kingdom');

    await test.step('fares-by-date carries exactly the spec query; fares show under the days', async () => {
      const url = new URL((await faresCall).url());
      expect([...url.searchParams.keys()].sort()).toEqual(
        ['destination', 'endDate', 'origin', 'startDate', 'travelClass', 'type'].sort(),
      );
      expect(url.searchParams.get('travelClass')).toBe('economy');
      expect(url.searchParams.get('startDate')).toBe(`${dayFromToday(0).slice(0, 7)}-01`);
      await expect(page.getByTestId('departure-0')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
      await page.getByTestId('departure-0').click();
      const calendar = page.getByTestId('departure-0-calendar');
      await expect(calendar.getByTestId('calendar-month')).toBeVisible();
      await expect(calendar.getByTestId('day-fare').first()).toBeVisible();
      await expect(calendar.getByTestId('day-fare').first()).toHaveClass(/text-orange-500/);
      await page.keyboard.press('Escape');
    });

    const date = dayFromToday(12);
    await pickDate(page, 'departure-0', date);
    await form(page).getByRole('button', { name: 'Search flight' }).click();
    await expect(page).toHaveURL(
      `/flight/order/results?adults=1&childs=0&infants=0&class=economy&depart_date=${date}&from=DXB&fromPlace=Dubai+Intl&to=LHR&toPlace=Heathrow&type=oneway&return_date=`,
    );
    const offers = page.getByTestId('flight-offer');
    await expect(offers.first()).toBeVisible();
    await expect(page.getByTestId('airline-matrix')).toBeVisible();
    await expect(offers.first().getByTestId('fare-price').first()).toContainText('AED');

    await test.step('filters and sort', async () => {
      await page.getByRole('tab', { name: 'Fastest' }).click();
      await expect(page.getByRole('tab', { name: 'Fastest' })).toHaveAttribute('aria-selected', 'true');
      await page.getByLabel('Filters').getByLabel('Direct').check();
      for (const stops of await page.getByTestId('stops').allTextContents()) expect(stops).toBe('Direct');
    });

    await test.step('a reload keeps the search', async () => {
      await page.reload();
      await expect(page.getByTestId('flight-offer').first()).toBeVisible();
    });
  });

  test('return search with return fares, travellers limits and the recent searches', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/flight' });
    await test.step('travellers: summaries and limits', async () => {
      await page.getByTestId('travellers').click();
      await expect(page.getByTestId('travellers')).toHaveText('1 Adult');
      await page.getByRole('button', { name: 'More Adults (12+ years)' }).click();
      await expect(page.getByTestId('travellers')).toHaveText('2 Adult');
      await page.getByRole('button', { name: 'More Infant (0-2 years)' }).click();
      await page.getByRole('button', { name: 'More Infant (0-2 years)' }).click();
      await expect(page.getByTestId('travellers')).toHaveText('2A 0C 2 inf');
      await expect(page.getByRole('button', { name: 'More Infant (0-2 years)' })).toBeDisabled();
      await page.getByRole('button', { name: 'Fewer Adults (12+ years)' }).click();
      await expect(page.getByTestId('travellers')).toHaveText('1A 0C 1 inf');
      await expect(page.getByRole('button', { name: 'Fewer Adults (12+ years)' })).toBeDisabled();
      await page.getByRole('button', { name: 'Fewer Infant (0-2 years)' }).click();
      await expect(page.getByTestId('travellers')).toHaveText('1 Adult');
      await page.getByTestId('travellers').click();
    });

    await chooseAirport(page, 'from-0', 'AUH', 'AUH-Abu Dhabi,United Arab Emirates');
    await chooseAirport(page, 'to-0', 'BOM', 'BOM-Mumbai,India');
    // FLT-013: the dashed one-way "Return" switches to return and opens its picker at once.
    await expect(page.getByTestId('return-0')).toHaveAttribute('placeholder', 'Return');
    await page.getByTestId('return-0').click();
    await expect(page.getByTestId('trip-type')).toHaveValue('return');
    await expect(page.getByTestId('return-0-calendar')).toBeVisible();
    await expect(page.getByTestId('return-0')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await page.keyboard.press('Escape');
    const depart = dayFromToday(20);
    const back = dayFromToday(27);
    await pickDate(page, 'departure-0', depart);
    const returnCall = page.waitForRequest(
      (r) => r.url().includes('/fares-by-date') && r.url().includes('outBoundDate'),
    );
    await pickDate(page, 'return-0', back);
    const url = new URL((await returnCall).url());
    expect(url.searchParams.get('outBoundDate')).toBe(back);
    expect(url.searchParams.get('type')).toBe('return');

    await form(page).getByRole('button', { name: 'Search flight' }).click();
    await expect(page).toHaveURL(/type=return&return_date=/);
    await expect(page.getByTestId('flight-offer').first()).toBeVisible();
    await expect(page.getByTestId('flight-offer').first().getByTestId('stops')).toHaveCount(2);

    await test.step('recent searches: the card, a click reruns it, at most 4 kept', async () => {
      await page.goto('/flight');
      const card = page.getByTestId('recent-search').first();
      await expect(card).toContainText('Round Trip');
      await expect(card).toContainText('Abu Dhabi (AUH)');
      await expect(card).toContainText('Mumbai (BOM)');
      await expect(card).toContainText('Adults 1');
      await card.click();
      await expect(page).toHaveURL(/\/flight\/order\/results\?.*from=AUH.*type=return/);
      await expect(page.getByTestId('flight-offer').first()).toBeVisible();
      const stored = JSON.parse((await readStorage(page, 'flightSearches')) ?? '[]') as unknown[];
      expect(stored).toHaveLength(1);
    });
  });

  test('multicity: legs chain, add and remove, the search answers every leg', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/flight' });
    await page.getByTestId('trip-type').selectOption('multicity');
    await expect(page.getByTestId('leg-1')).toBeVisible();
    await chooseAirport(page, 'from-0', 'DXB', 'DXB-Dubai,United Arab Emirates');
    await chooseAirport(page, 'to-0', 'LHR', 'LHR-London,United Kingdom');
    await expect(page.getByTestId('from-1')).toHaveValue('LHR-London,United Kingdom');
    await chooseAirport(page, 'to-1', 'BOM', 'BOM-Mumbai,India');
    await page.getByRole('button', { name: 'Add flight' }).click();
    await expect(page.getByTestId('from-2')).toHaveValue('BOM-Mumbai,India');
    await page.getByRole('button', { name: 'Remove flight 3' }).click();
    await expect(page.getByTestId('leg-2')).toHaveCount(0);
    await pickDate(page, 'departure-0', dayFromToday(15));
    await pickDate(page, 'departure-1', dayFromToday(19));
    await form(page).getByRole('button', { name: 'Search flight' }).click();
    await expect(page).toHaveURL(/type=multicity&return_date=&legs=DXB-LHR-.*%2CLHR-BOM-/);
    await expect(page.getByTestId('flight-offer').first()).toBeVisible();
    await expect(page.getByTestId('search-summary')).toContainText('DXB → LHR, LHR → BOM');
  });

  test('every validation message after a search attempt', async ({ page, agent, signIn }) => {
    await signIn(agent, { goto: '/flight' });
    const search = form(page).getByRole('button', { name: 'Search flight' });
    await expect(page.getByText('Please select a flight Departure Airport.')).toHaveCount(0);
    await search.click();
    await expect(page.getByText('Please select a flight Departure Airport.')).toBeVisible();
    await expect(page.getByText('Please select a flight Arrival Airport.')).toBeVisible();
    await expect(page).toHaveURL('/flight');

    // A class is always chosen: a second click keeps it, another class replaces it.
    const economy = page.getByRole('button', { name: 'Economy' });
    await economy.click();
    await expect(economy).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Please select a flight class before proceeding.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Business class' }).click();
    await expect(page.getByRole('button', { name: 'Business class' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(economy).toHaveAttribute('aria-pressed', 'false');

    await chooseAirport(page, 'from-0', 'SHJ', 'SHJ-Sharjah,United Arab Emirates');
    await chooseAirport(page, 'to-0', 'KHI', 'KHI-Karachi,Pakistan');
    await page.getByTestId('trip-type').selectOption('return');
    await search.click();
    await expect(page.getByText('Please select the Arrival Date.')).toBeVisible();
    await expect(page).toHaveURL('/flight');
    await page.getByTestId('trip-type').selectOption('multicity');
    await search.click();
    await expect(
      page.getByTestId('leg-1').getByText('Please select a flight Arrival Airport.'),
    ).toBeVisible();
  });

  test('an agent without the flights module is sent to its first module', async ({ page, signIn }) => {
    const agent = await createApprovedAgent({ label: 'noflight', flags: { showFlight: false } });
    await signIn(agent, { goto: '/flight' });
    await expect(page).not.toHaveURL(/\/flight/);
  });
});
