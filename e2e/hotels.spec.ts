import type { HotelSuggestionsAnswer, RegisterSubAgentAnswer } from '@portal/contracts';
import type { Locator, Page } from '@playwright/test';
import {
  callApi,
  expect,
  expectNoSeriousA11yViolations,
  signInViaApi,
  signupBodyFor,
  test,
  tokenFor,
  uniqueEmail,
} from './fixtures';

/** A date `days` from today (Dubai) as the form shows it (DD/MM/YYYY) and as the URL carries it. */
function stayDate(days: number): { shown: string; plain: string } {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  const d = new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days));
  const plain = d.toISOString().slice(0, 10);
  return { plain, shown: `${plain.slice(8, 10)}/${plain.slice(5, 7)}/${plain.slice(0, 4)}` };
}

// Far enough ahead for release days and free cancellation, close enough for every season.
const CHECK_IN = stayDate(30);
const CHECK_OUT = stayDate(33);

const searchForm = (page: Page) => page.getByRole('search', { name: 'Hotel search' });

async function typeDates(page: Page): Promise<void> {
  const form = searchForm(page);
  await form.getByLabel('Check-in', { exact: true }).fill(CHECK_IN.shown);
  await form.getByLabel('Check-in', { exact: true }).press('Enter');
  await form.getByLabel('Check-out', { exact: true }).fill(CHECK_OUT.shown);
  await form.getByLabel('Check-out', { exact: true }).press('Enter');
  await expect(form.getByLabel('Nights')).toHaveValue('3');
}

/** "AED 1,234.50" -> 1234.5 */
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function cardPrices(page: Page): Promise<number[]> {
  return (await page.getByTestId('hotel-price').allTextContents()).map(amount);
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

function detailsPath(id: string): string {
  const params = new URLSearchParams({
    fromDate: CHECK_IN.plain,
    toDate: CHECK_OUT.plain,
    rooms: JSON.stringify([{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }]),
    nationality: 'AE',
    priceType: 'all',
  });
  return `/hotel/details/${id}?${params.toString()}`;
}

const firstRate = (page: Page): Locator => page.getByTestId('hotel-rate').first();

test.describe('hotels', () => {
  test('the stay calendar loads when first wanted and picks a date; the nights follow', async ({
    page,
    agent,
    signIn,
  }) => {
    const calendarChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/date-calendar-[\w-]+\.js$/.test(request.url())) calendarChunks.push(request.url());
    });
    await signIn(agent, { goto: '/' });
    const form = searchForm(page);
    await typeDates(page);
    // Issue 11: the calendar (react-day-picker) is not part of the home page's first load.
    expect(calendarChunks).toHaveLength(0);

    await form.getByRole('button', { name: 'Open calendar: Check-out' }).click();
    const calendar = page.getByRole('dialog', { name: 'Check-out' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    expect(calendarChunks).toHaveLength(1);
    const later = stayDate(35);
    const day = new Date(`${later.plain}T12:00:00Z`);
    const n = day.getUTCDate();
    const ordinal =
      n % 10 === 1 && n !== 11
        ? 'st'
        : n % 10 === 2 && n !== 12
          ? 'nd'
          : n % 10 === 3 && n !== 13
            ? 'rd'
            : 'th';
    const long = (options: Intl.DateTimeFormatOptions) =>
      day.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
    // react-day-picker names a day "Sunday, December 27th, 2026".
    const dayButton = calendar.getByRole('button', {
      name: `${long({ weekday: 'long' })}, ${long({ month: 'long' })} ${n}${ordinal}, ${day.getUTCFullYear()}`,
    });
    if (!(await dayButton.isVisible()))
      await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
    await dayButton.click();
    await expect(calendar).toBeHidden();
    await expect(form.getByLabel('Check-out', { exact: true })).toHaveValue(later.shown);
    await expect(form.getByLabel('Nights')).toHaveValue('5');
  });

  test('a city search with 2 rooms: filter, sort, open a hotel and see its rates', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/' });
    const form = searchForm(page);
    const box = form.getByLabel('Destination or property');
    const list = page.getByTestId('hotel-suggestions');

    await test.step('suggestions: top destinations below 3 characters, grouped answers, the empty text', async () => {
      await expect(form.getByRole('button', { name: 'Search' })).toBeDisabled();
      await box.fill('du');
      await expect(list.getByRole('group', { name: 'Top destinations' })).toBeVisible();
      await box.fill('zzqxw');
      await expect(list.getByText('No Query found with this data')).toBeVisible();
      await box.fill('Dubai');
      await expect(list.getByRole('group', { name: 'Cities' })).toBeVisible();
      await list
        .getByRole('group', { name: 'Cities' })
        .getByRole('option')
        .filter({ hasText: /^Dubai/ })
        .first()
        .click();
      await expect(list).toBeHidden();
      await expect(box).toHaveValue('Dubai');
      await expect(form.getByRole('button', { name: 'Search' })).toBeEnabled();
    });

    await test.step('dates DD/MM/YYYY and two rooms, the second with a child', async () => {
      await typeDates(page);
      await form.getByLabel('Rooms and guests').click();
      const panel = page.getByRole('dialog', { name: 'Rooms and guests' });
      await panel.getByLabel('Rooms', { exact: true }).selectOption('2');
      await panel.getByLabel('Room 1 adults').selectOption('2');
      await panel.getByLabel('Room 2 children').selectOption('1');
      await panel.getByLabel('Room 2 child 1 age').selectOption('5');
      await panel.getByRole('button', { name: 'Done' }).click();
      await expect(form.getByLabel('Rooms and guests')).toHaveText(/2 rooms, 3 adults, 1 child/);
      await form.getByRole('button', { name: 'Search' }).click();
    });

    await test.step('the results URL carries exactly the parameters of the spec', async () => {
      await expect(page).toHaveURL(/\/hotel\/avail\?/);
      const params = new URL(page.url()).searchParams;
      expect([...params.keys()]).toEqual([
        'locality',
        'fromDate',
        'toDate',
        'rooms',
        'research',
        'searchQuery',
        'localityValue',
        'nationality',
        'priceType',
        'starCategory',
      ]);
      expect(JSON.parse(params.get('rooms') ?? '')).toEqual([
        { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
        { noOfAdults: 1, noOfChildren: 1, childrenAges: [5] },
      ]);
      expect(JSON.parse(params.get('searchQuery') ?? '')).toMatchObject({ suggestionType: 'CITY' });
      expect(params.get('fromDate')).toBe(CHECK_IN.plain);
      await expect(page.getByRole('heading', { name: 'Hotels in Dubai' })).toBeVisible();
      await expect(page.getByTestId('hotel-card').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('filter: refundable only', async () => {
      await page.getByLabel('Refundable only').check();
      await expect(page.getByText(/^\d+ of \d+ hotels match your filters$/)).toBeVisible();
      const cards = page.getByTestId('hotel-card');
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 5)) {
        await expect(card.getByText('Refundable', { exact: true })).toBeVisible();
      }
    });

    await test.step('sort: price high to low', async () => {
      await page.getByLabel('Sort by').selectOption('price:desc');
      await expect
        .poll(async () => {
          const prices = await cardPrices(page);
          return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
        })
        .toBe(true);
    });

    await test.step('a hotel: rooms with every rate, cancellation type and Select', async () => {
      const name = (await page.getByTestId('hotel-name').first().textContent()) ?? '';
      await page.getByTestId('hotel-name').first().click();
      await expect(page).toHaveURL(/\/hotel\/details\/[^/?]+\?/);
      expect([...new URL(page.url()).searchParams.keys()]).toEqual([
        'fromDate',
        'toDate',
        'rooms',
        'nationality',
        'priceType',
      ]);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(firstRate(page)).toBeVisible();
      await expect(firstRate(page).getByTestId('rate-cancellation')).toHaveText(
        /^(Refundable|Partially Refundable|Non Refundable)$/,
      );
      await expect(firstRate(page).getByTestId('rate-price')).toHaveText(/^AED [\d,]+\.\d{2}$/);
      await expect(firstRate(page).getByRole('link', { name: /^Select/ })).toHaveAttribute(
        'href',
        /^\/hotel\/[^/]+\/apply\/[^/?]+\?searchId=[\w-]+&rateKey=.+/,
      );
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('back to the results keeps the search and its sort', async () => {
      await page.goBack();
      await expect(page).toHaveURL(/\/hotel\/avail\?/);
      await expect(page.getByLabel('Sort by')).toHaveValue('price:desc');
      await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    });
  });

  test('a hotel chosen by name opens its details with the stay', async ({ page, agent, signIn }) => {
    await signIn(agent, { goto: '/' });
    const form = searchForm(page);
    const box = form.getByLabel('Destination or property');
    await box.fill('Atlantis The');
    const hotels = page.getByTestId('hotel-suggestions').getByRole('group', { name: 'Hotels' });
    await expect(hotels.getByRole('option').filter({ hasText: 'Atlantis The Palm' })).toBeVisible();
    // Keyboard: arrows move through the list, Enter chooses.
    const options = await page.getByTestId('hotel-suggestions').getByRole('option').allTextContents();
    const index = options.findIndex((text) => text.startsWith('Atlantis The Palm'));
    for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue('Atlantis The Palm');
    await typeDates(page);
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/hotel\/details\/[^/?]+\?/);
    expect([...new URL(page.url()).searchParams.keys()]).toEqual([
      'fromDate',
      'toDate',
      'rooms',
      'nationality',
      'priceType',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Atlantis The Palm' })).toBeVisible();
    await expect(firstRate(page)).toBeVisible();
    // Reload: everything comes from the URL.
    await page.reload();
    await expect(firstRate(page)).toBeVisible();
  });

  test('a client markup set on the hotel markups page changes the client price of its rates', async ({
    page,
    agent,
    signIn,
  }) => {
    const token = await signIn(agent, { goto: '/markup/hotel' });
    const id = await hotelId(token, 'Atlantis The Palm');
    await expect(
      page.getByText(/a room type markup overrides the hotel and star category markups/),
    ).toBeVisible();

    await page.goto(detailsPath(id));
    await expect(firstRate(page)).toBeVisible();
    const agentPrice = amount((await firstRate(page).getByTestId('rate-price').textContent()) ?? '');
    await expect(firstRate(page).getByText(/^Client price/)).toHaveCount(0);

    await page.goto('/markup/hotel');
    await page.getByLabel('Search hotels').fill('Atlantis The Palm');
    const row = page.getByTestId('hotel-markups').filter({ hasText: 'Atlantis The Palm' }).first();
    const editor = row.getByRole('form', { name: 'Client markup for Atlantis The Palm' });
    await editor.getByLabel(/type$/).selectOption('percentage');
    await editor.getByLabel(/value$/).fill('10');
    await expect(editor.getByTestId('markup-preview')).toBeVisible();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Markup updated')).toBeVisible();

    await page.goto(detailsPath(id));
    const clientLine = firstRate(page).getByText(/^Client price/);
    await expect(clientLine).toBeVisible();
    // The agent's own price does not move; the client price is 10 % above it.
    expect(amount((await firstRate(page).getByTestId('rate-price').textContent()) ?? '')).toBe(agentPrice);
    const clientPrice = amount((await clientLine.textContent()) ?? '');
    expect(clientPrice).toBeCloseTo(agentPrice * 1.1, 0);
  });

  test('sub-agents do not see the hotel markups page', async ({ page, agent }) => {
    const parentToken = await tokenFor(agent.email, agent.password);
    const subEmail = uniqueEmail('hotel-sub');
    const { password } = await callApi<RegisterSubAgentAnswer>('POST', 'b2b/resellers/register', {
      token: parentToken,
      body: { ...signupBodyFor(subEmail), password: undefined },
    });
    await signInViaApi(page, subEmail, password, { goto: '/markup/hotel' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('search', { name: 'Hotel search' })).toBeVisible();
  });
});
