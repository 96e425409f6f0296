import type { Page } from '@playwright/test';
import type { AdminRateListAnswer } from '@portal/contracts';
import {
  callApi,
  createStaffWithRoles,
  expect,
  expectNoSeriousA11yViolations,
  openBackOfficeAs,
  openOrigin,
  reviewShots,
  runAdmin,
  signInViaApi,
  STORAGE,
  test,
  uniqueEmail,
  writeStorage,
} from './fixtures';

/**
 * The hotel extranet (issue 34 section 5): a content user creates a hotel with one room type, a
 * contract for next month and 3 rooms a night; an agent finds it in the home page's hotel search at
 * the price the preview showed and books it; staff see sold 1 / left 2; a stop sale on that night and
 * the agent no longer finds it.
 */

const STAFF_PASSWORD = 'Copper-Meadow-Lantern-58';
/** A 1 x 1 PNG. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Today in Dubai, yyyy-mm-dd. */
function dubaiToday(): string {
  return new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
}
function nextMonth(): { first: string; last: string; month: string } {
  const today = dubaiToday();
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const first = `${month}-01`;
  const after = new Date(`${first}T00:00:00Z`);
  after.setUTCMonth(after.getUTCMonth() + 1, 0);
  return { first, last: after.toISOString().slice(0, 10), month };
}
const shown = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const NEXT = nextMonth();
const CHECK_IN = `${NEXT.month}-15`;
const CHECK_OUT = `${NEXT.month}-16`;

async function typeDate(page: Page, scope: ReturnType<Page['locator']>, label: string, date: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(shown(date));
  await input.press('Enter');
  await expect(input).toHaveValue(shown(date));
}

async function agentSearch(page: Page, hotelName: string) {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Hotel search' });
  await form.getByLabel('Destination or property').fill(hotelName);
  const list = page.getByTestId('hotel-suggestions');
  await list
    .getByRole('group', { name: 'Hotels' })
    .getByRole('option')
    .filter({ hasText: hotelName })
    .click();
  await typeDate(page, form, 'Check-in', CHECK_IN);
  await typeDate(page, form, 'Check-out', CHECK_OUT);
  await form.getByRole('button', { name: 'Search' }).click();
  // A property picked from the suggestions opens its own page with its rooms and rates.
  await expect(page).toHaveURL(/\/hotel\/details\//);
  await expect(page.getByRole('heading', { name: hotelName, exact: true })).toBeVisible();
}

test.describe('back office: hotel extranet', () => {
  test('content user loads a hotel; the agent books it at the preview price; stop sale hides it', async ({
    page,
    browser,
    agent,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('content');
    await runAdmin([
      'staff:create',
      email,
      'Cora Content',
      '--roles',
      'content',
      '--password',
      STAFF_PASSWORD,
    ]);
    const { jwtToken: staff } = await callApi<{ jwtToken: string }>('POST', 'admin/auth/login', {
      body: { email, password: STAFF_PASSWORD },
    });
    await runAdmin(['wallet:credit', agent.email, '50000', '--reason', 'e2e extranet']);
    const hotelName = `Extranet Palms ${Date.now().toString(36)}`;
    let previewPrice = 0;

    await test.step('create the hotel, a room type, a contract for next month and 3 rooms a night', async () => {
      await openOrigin(page);
      await writeStorage(page, { [STORAGE.adminToken]: staff });
      await page.goto('/admin/inventory/hotels');
      await page.getByRole('button', { name: 'New hotel' }).click();
      const form = page.getByRole('region', { name: 'New hotel' });
      await form.getByLabel('Hotel name').fill(hotelName);
      await form.getByLabel('Address').fill('1 Palm Walk, Dubai');
      await form.getByLabel('City').selectOption({ label: 'Dubai' });
      await form.getByLabel('Latitude').fill('25.1124');
      await form.getByLabel('Longitude').fill('55.1390');
      await form.getByRole('button', { name: 'Create hotel' }).click();
      await expect(page.getByRole('heading', { name: hotelName })).toBeVisible();

      // A picture uploaded in the content editor is served from its public URL and kept on save.
      await page.getByLabel('Upload hotel pictures').setInputFiles({
        name: 'front.png',
        mimeType: 'image/png',
        buffer: PICTURE,
      });
      const picture = page.getByRole('img', { name: 'Hotel pictures 1' });
      await expect(picture).toHaveAttribute('src', /^\/api\/v1\/catalogue\/images\/[0-9a-f-]{36}$/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await page.getByRole('button', { name: 'Save content' }).click();
      await expect(page.getByText('Hotel saved')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('img', { name: 'Hotel pictures 1' })).toBeVisible();

      await page.getByRole('button', { name: 'Add room type' }).click();
      const room = page.getByRole('form', { name: 'Room type' });
      await room.getByLabel('Room type name').fill('Palm King');
      await room.getByLabel('Adults', { exact: true }).fill('2');
      await room.getByLabel('Children', { exact: true }).fill('1');
      await room.getByLabel('Maximum guests').fill('3');
      await room.getByRole('button', { name: 'Add room type' }).click();
      await expect(page.getByTestId('room-type-row')).toHaveText(/Palm King/);

      await page.getByRole('button', { name: 'Add contract' }).click();
      const contract = page.getByRole('form', { name: 'Contract' });
      await typeDate(page, contract, 'Season 1 first night', NEXT.first);
      await typeDate(page, contract, 'Season 1 last night', NEXT.last);
      await contract.getByLabel('Room rate (AED)').fill('400');
      await contract.getByRole('button', { name: 'Create contract' }).click();
      await expect(page.getByTestId('contract-row')).toHaveText(/Palm King: Standard rate/);

      const grid = page.getByRole('region', { name: 'Allotments', exact: true });
      await grid.getByRole('button', { name: 'Next month' }).click();
      const range = page.getByRole('form', { name: 'Change a range of nights' });
      await typeDate(page, range, 'First night', NEXT.first);
      await typeDate(page, range, 'Last night', NEXT.last);
      await range.getByLabel('Rooms a night').fill('3');
      await range.getByRole('button', { name: 'Apply to the range' }).click();
      await expect(page.locator(`[data-testid="allotment-cell"][data-date="${CHECK_IN}"]`)).toHaveText(
        '3 / 0 / 3',
      );
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the preview prices it for the agent', async () => {
      const preview = page.getByRole('form', { name: 'Price preview' });
      await preview.getByLabel('Sample agent').fill(agent.email);
      await typeDate(page, preview, 'Check-in', CHECK_IN);
      await typeDate(page, preview, 'Check-out', CHECK_OUT);
      await preview.getByLabel('Adults').fill('1');
      await preview.getByRole('button', { name: 'Show prices' }).click();
      const price = page.getByTestId('preview-agent-price').first();
      await expect(price).toBeVisible();
      previewPrice = amount((await price.textContent()) ?? '');
      expect(previewPrice).toBeGreaterThan(0);
    });

    const agentPage = await browser.newPage();
    await test.step('the agent finds it at the preview price and books it', async () => {
      await signInViaApi(agentPage, agent.email, agent.password, { goto: '/' });
      await agentSearch(agentPage, hotelName);
      const rate = agentPage.getByTestId('hotel-rate').first();
      await expect(rate).toBeVisible({ timeout: 30_000 });
      await expect(agentPage.getByTestId('hotel-rate')).toHaveCount(1);
      expect(amount((await rate.getByTestId('rate-price').textContent()) ?? '')).toBe(previewPrice);
      await rate.getByRole('link', { name: /^Select/ }).click();
      await expect(agentPage).toHaveURL(/\/hotel\/[^/]+\/apply\/[^/?]+\?searchId=/);
      await agentPage.getByLabel('Room 1 guest 1 title').selectOption('Mr');
      await agentPage.getByLabel('Room 1 guest 1 first name').fill('Omar');
      await agentPage.getByLabel('Room 1 guest 1 last name').fill('Haddad');
      const booking = agentPage.getByRole('form', { name: 'Hotel booking' });
      await booking.getByRole('textbox', { name: 'Name', exact: true }).fill('Omar Haddad');
      await booking.getByRole('textbox', { name: 'E-mail', exact: true }).fill('omar.haddad@example.com');
      await booking.getByRole('textbox', { name: 'Phone', exact: true }).fill('+971 50 555 3434');
      await booking.getByRole('textbox', { name: 'Agent reference number' }).fill(`EXT-${Date.now()}`);
      await booking.getByRole('radio', { name: /^Wallet/ }).check();
      await agentPage.getByRole('button', { name: /^Book and pay$/ }).click();
      await agentPage
        .getByRole('dialog', { name: 'Confirm booking' })
        .getByRole('button', { name: 'Confirm booking' })
        .click();
      await expect(agentPage.getByTestId('booking-done')).toHaveText('Booking successful', {
        timeout: 30_000,
      });
    });

    await test.step('staff see sold 1 / left 2, then stop sale on that night', async () => {
      await page.reload();
      const grid = page.getByRole('region', { name: 'Allotments', exact: true });
      await grid.getByRole('button', { name: 'Next month' }).click();
      await expect(page.locator(`[data-testid="allotment-cell"][data-date="${CHECK_IN}"]`)).toHaveText(
        '3 / 1 / 2',
      );
      const range = page.getByRole('form', { name: 'Change a range of nights' });
      await typeDate(page, range, 'First night', CHECK_IN);
      await typeDate(page, range, 'Last night', CHECK_IN);
      await range.getByLabel('Change').selectOption('stop-sale');
      await range.getByRole('button', { name: 'Apply to the range' }).click();
      await expect(page.locator(`[data-testid="allotment-cell"][data-date="${CHECK_IN}"]`)).toHaveText(
        'Stop · 1 sold',
      );
    });

    await test.step('the agent no longer finds it', async () => {
      await agentSearch(agentPage, hotelName);
      await expect(agentPage.getByText('No rooms available')).toBeVisible({ timeout: 30_000 });
      await expect(agentPage.getByTestId('hotel-rate')).toHaveCount(0);
    });

    await test.step('the hotel page works at 375 px without sideways scroll', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await expect(page.getByRole('heading', { name: hotelName })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
    await agentPage.close();
  });

  test('a point pasted from a map link; a contract in USD is previewed in AED at the current rate', async ({
    page,
    agent,
  }) => {
    test.setTimeout(180_000);
    const staff = await createStaffWithRoles('Cora Content', 'content');
    const { rates } = await callApi<AdminRateListAnswer>('GET', 'admin/rates?skip=0&limit=100', {
      token: staff,
    });
    const usd = rates.find((r) => r.isocode === 'USD')?.rate;
    expect(usd, 'a USD rate in the seed').toBeGreaterThan(0);
    const hotelName = `Extranet Dollar ${Date.now().toString(36)}`;
    const aed = (minor: number) =>
      `AED ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    await test.step('the coordinates picker: a bad paste is refused, a map link fills the point', async () => {
      await openBackOfficeAs(page, staff, '/admin/inventory/hotels');
      await page.getByRole('button', { name: 'New hotel' }).click();
      const form = page.getByRole('region', { name: 'New hotel' });
      await form.getByLabel('Hotel name').fill(hotelName);
      await form.getByLabel('Address').fill('1 Sheikh Mohammed bin Rashid Blvd, Dubai');
      await form.getByLabel('City').selectOption({ label: 'Dubai' });
      const picker = form.getByRole('group', { name: 'Location on the map' });
      const paste = picker.getByLabel('Paste a point or map link');
      await paste.fill('Downtown Dubai');
      await picker.getByRole('button', { name: 'Use this point' }).click();
      await expect(paste).toHaveAccessibleDescription(/No point found/);
      await paste.fill('https://www.google.com/maps/place/Burj+Khalifa/@25.1972,55.2744,17z');
      await paste.press('Enter');
      await expect(picker.getByLabel('Latitude')).toHaveValue('25.1972');
      await expect(picker.getByLabel('Longitude')).toHaveValue('55.2744');
      await expect(paste).toHaveValue('');
      await expect(picker.getByRole('link', { name: /Check the point on a map/ })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/?mlat=25.197200&mlon=55.274400#map=17/25.197200/55.274400',
      );
      // A typed latitude out of range is named on its field and the link goes.
      await picker.getByLabel('Latitude').fill('95');
      await expect(picker.getByLabel('Latitude')).toHaveAccessibleDescription(
        /Latitude is a number between -90 and 90/,
      );
      await expect(picker.getByRole('link', { name: /Check the point on a map/ })).toHaveCount(0);
      await reviewShots(page, 'extranet-coordinates-error', picker);
      await picker.getByLabel('Latitude').fill('25.1972');
      await reviewShots(page, 'extranet-new-hotel', form);
      await form.getByRole('button', { name: 'Create hotel' }).click();
      await expect(page.getByRole('heading', { name: hotelName })).toBeVisible();
      await expect(page.getByLabel('Latitude')).toHaveValue('25.1972');
      await expect(page.getByLabel('Longitude')).toHaveValue('55.2744');
    });

    await test.step('a room type, a contract in USD with cents, 3 rooms a night', async () => {
      await page.getByRole('button', { name: 'Add room type' }).click();
      const room = page.getByRole('form', { name: 'Room type' });
      await room.getByLabel('Room type name').fill('Dollar Twin');
      await room.getByLabel('Adults', { exact: true }).fill('2');
      await room.getByLabel('Maximum guests').fill('2');
      await room.getByRole('button', { name: 'Add room type' }).click();
      await expect(page.getByTestId('room-type-row')).toHaveText(/Dollar Twin/);

      await page.getByRole('button', { name: 'Add contract' }).click();
      const contract = page.getByRole('form', { name: 'Contract' });
      await contract.getByLabel('Currency').selectOption('USD');
      await expect(contract.getByText(`Converted for agents at 1 AED = ${usd} USD`)).toBeVisible();
      await typeDate(page, contract, 'Season 1 first night', NEXT.first);
      await typeDate(page, contract, 'Season 1 last night', NEXT.last);
      await contract.getByLabel('Room rate (USD)').fill('100.50');
      await reviewShots(page, 'extranet-contract-usd', contract);
      await expectNoSeriousA11yViolations(page);
      await contract.getByRole('button', { name: 'Create contract' }).click();
      await expect(page.getByTestId('contract-row')).toContainText('from USD 100.50 a night');

      await page
        .getByRole('region', { name: 'Allotments', exact: true })
        .getByRole('button', { name: 'Next month' })
        .click();
      const range = page.getByRole('form', { name: 'Change a range of nights' });
      await typeDate(page, range, 'First night', NEXT.first);
      await typeDate(page, range, 'Last night', NEXT.last);
      await range.getByLabel('Rooms a night').fill('3');
      await range.getByRole('button', { name: 'Apply to the range' }).click();
      await expect(page.locator(`[data-testid="allotment-cell"][data-date="${CHECK_IN}"]`)).toHaveText(
        '3 / 0 / 3',
      );
    });

    const preview = page.getByRole('form', { name: 'Price preview' });
    const netShown = async () => {
      await preview.getByRole('button', { name: 'Show prices' }).click();
      const rate = page.getByTestId('preview-rate').first();
      await expect(rate).toBeVisible();
      return /Net (AED [\d,.]+)/.exec((await rate.textContent()) ?? '')?.[1];
    };

    await test.step('the preview prices the night in AED at the current USD rate', async () => {
      await preview.getByLabel('Sample agent').fill(agent.email);
      await typeDate(page, preview, 'Check-in', CHECK_IN);
      await typeDate(page, preview, 'Check-out', CHECK_OUT);
      await preview.getByLabel('Adults').fill('2');
      // 100.50 USD a night at `usd` USD for 1 AED, rounded to the fils.
      expect(await netShown()).toBe(aed(Math.round(10_050 / usd!)));
      await expect(page.getByTestId('preview-conversions')).toContainText(`USD (1 AED = ${usd} USD)`);
      expect(
        amount((await page.getByTestId('preview-agent-price').first().textContent()) ?? ''),
      ).toBeGreaterThan(10_050 / usd! / 100);
    });

    await test.step('back to AED: the form warns that rates are not converted; the same figures are AED', async () => {
      await page.getByRole('button', { name: 'Edit Standard rate of Dollar Twin' }).click();
      const contract = page.getByRole('form', { name: 'Contract' });
      await expect(contract.getByLabel('Room rate (USD)')).toHaveValue('100.50');
      await expect(contract.getByTestId('currency-warning')).toHaveCount(0);
      await contract.getByLabel('Currency').selectOption('AED');
      await expect(contract.getByTestId('currency-warning')).toContainText(
        'Rates are not converted: the amounts below were entered in USD and are saved as AED',
      );
      await expect(contract.getByLabel('Room rate (AED)')).toHaveValue('100.50');
      await reviewShots(page, 'extranet-contract-currency-warning', contract);
      await contract.getByRole('button', { name: 'Save contract' }).click();
      await expect(page.getByTestId('contract-row')).toContainText('from AED 100.50 a night');
      expect(await netShown()).toBe('AED 100.50');
      await expect(page.getByTestId('preview-conversions')).toHaveCount(0);
    });
  });
});
