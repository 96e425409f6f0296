import type { Page } from '@playwright/test';
import {
  displayDate,
  expect,
  expectNoNativeDateInputs,
  expectNoSeriousA11yViolations,
  reviewShot,
  test,
  typeDate,
  watchPageErrors,
} from './fixtures';

/** A date `days` from today (Dubai) as yyyy-mm-dd. */
function dubaiDate(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const ARRIVAL = dubaiDate(35);
const DEPARTURE = dubaiDate(39);
const money = /^(AED|USD) [\d,]+\.\d{2}$/;

async function fillQuotation(page: Page) {
  // DD/MM/YYYY fields (typed or picked), not the browser's mm/dd/yyyy box.
  await expectNoNativeDateInputs(page);
  await typeDate(page.getByRole('textbox', { name: 'Arrival date', exact: true }), ARRIVAL);
  await typeDate(page.getByRole('textbox', { name: 'Departure date', exact: true }), DEPARTURE);
  await page.getByRole('combobox', { name: /^Arrival airport/ }).selectOption('DXB');
  await page.getByRole('combobox', { name: /^Arrival terminal/ }).selectOption('T3');
  await page.getByRole('combobox', { name: /^Departure airport/ }).selectOption('DXB');
  const city = page.getByRole('combobox', { name: /^City/ }).first();
  const dubai = (await city.locator('option').allTextContents()).find((o) => o.startsWith('Dubai'))!;
  await city.selectOption({ label: dubai });
  const hotel = page.getByRole('combobox', { name: /^Hotel/ }).first();
  await expect(hotel.locator('option')).not.toHaveCount(1);
  await hotel.selectOption({ index: 1 });
  const transfers = page.getByRole('region', { name: /Transfers of stay option 1/ });
  await transfers.getByLabel('Private').first().check();
  await transfers.getByLabel('Shared').last().check();
  await page.getByLabel('Search excursions').fill('desert');
  await page
    .getByRole('checkbox', { name: /desert/i })
    .first()
    .check();
  const nationality = page.getByLabel('Visa nationality');
  const india = (await nationality.locator('option').allTextContents()).find((o) => o.includes('India'))!;
  await nationality.selectOption({ label: india });
  await page.getByLabel('Visa type').selectOption({ index: 1 });
}

test.describe('quotations', () => {
  test('build a quotation with live prices, send it, amend it and confirm it', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const errors = watchPageErrors(page);
    const agent = await makeAgent({ label: 'quotation', flags: { showQuotaion: true } });
    await signIn(agent, { goto: '/quotation' });

    await test.step('the spec defaults: "Sir / Madam", 2 adults, 0 children, AED; a child starts at age 4', async () => {
      await expect(page.getByRole('heading', { name: 'New quotation' })).toBeVisible();
      await expect(page.getByLabel('Client name')).toHaveValue('Sir / Madam');
      await expect(page.getByLabel('Adults')).toHaveValue('2');
      await expect(page.getByLabel('Children')).toHaveValue('0');
      await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('AED');
      await page.getByLabel('Children').selectOption('1');
      await expect(page.getByLabel('Child 1')).toHaveValue('4');
    });

    await test.step('hotel, transfers, an excursion and the visa priced per person while typing', async () => {
      await fillQuotation(page);
      await page.getByRole('button', { name: 'Add pick-up place' }).click();
      await page.getByLabel('Pick-up place 1', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Note for the driver 1').fill('Lobby, 08:30');
      const panel = page.getByRole('region', { name: 'Price per person' });
      await expect(panel.getByText(/Double \/ Twin, per adult/)).toBeVisible({ timeout: 15_000 });
      await expect(panel.getByText('Per child')).toBeVisible();
      await expect(panel.getByText(money).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    let number = '';
    await test.step('save: the client document with the quotation number and version 1', async () => {
      await page.getByRole('button', { name: 'Save quotation' }).click();
      await expect(page).toHaveURL(/\/quotation\/view\?amendment=/);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(/^Quotation QTN-\d{4}-\d{6}$/);
      number = (await title.textContent())!.replace('Quotation ', '');
      await expect(page.getByText('Not confirmed')).toBeVisible();
      await expect(page.getByText('Double / Twin room, per adult')).toBeVisible();
      await expect(page.getByText(/Dubai Intl \(DXB\), Terminal 3/).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Pick-up' })).toContainText(': Lobby, 08:30');
      await expectNoSeriousA11yViolations(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      expect((await download).suggestedFilename()).toBe(`quotation-${number}-1.pdf`);
    });

    await test.step('the e-mail text to copy, with the client prices', async () => {
      await page.getByRole('link', { name: 'Email text' }).click();
      await expect(page).toHaveURL(/\/quotation\/email\?amendment=/);
      const text = page.getByRole('textbox');
      await expect(text).toHaveValue(/^Dear Sir \/ Madam,/);
      await expect(text).toHaveValue(new RegExp(`quotation ${number}`));
      await expect(text).toHaveValue(/Double \/ Twin room: AED [\d,]+\.\d{2} per adult/);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the list: one row, filters by number', async () => {
      await page.goto('/quotation/list');
      const row = page.getByRole('row', { name: new RegExp(number) });
      await expect(row).toContainText('Not confirmed');
      await expect(row).toContainText('2 adults, 1 child');
      await expectNoSeriousA11yViolations(page);
      await expectNoNativeDateInputs(page);
      await page.getByLabel('Quotation number').fill('QTN-1999');
      await expect(page.getByText('No quotation matches these filters')).toBeVisible();
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(row).toBeVisible();
      await row.getByRole('link', { name: `Edit ${number}` }).click();
    });

    await test.step('edit: a new version of the same quotation', async () => {
      await expect(page).toHaveURL(/\/quotation\/list\/edit\//);
      await expect(page.getByRole('textbox', { name: 'Arrival date', exact: true })).toHaveValue(
        displayDate(ARRIVAL),
      );
      await expectNoNativeDateInputs(page);
      await page.getByLabel('Client name').fill('Mr Arjun Nair');
      await page.getByRole('button', { name: 'Save new version' }).click();
      await expect(page).toHaveURL(/\/quotation\/view\?amendment=/);
      await expect(page.getByText(/version 2/).first()).toBeVisible();
      await expect(page.getByText('Mr Arjun Nair').first()).toBeVisible();
    });

    await test.step('confirm the double room option: confirmed, no more edits', async () => {
      await page.getByRole('button', { name: 'Confirm' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Double / Twin rooms').selectOption('1');
      await dialog.getByLabel('Comments').fill('Arriving on EK 500');
      await dialog.getByRole('button', { name: 'Confirm quotation' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    });
    await test.step('on a 375 px phone the document and the list fit the screen', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
      expect(await width()).toBeLessThanOrEqual(375);
      await page.goto('/quotation/list');
      await expect(page.getByRole('row', { name: new RegExp(number) })).toBeAttached();
      expect(await width()).toBeLessThanOrEqual(375);
    });
    expect(errors).toEqual([]);
  });

  test('a family of 2 adults and 2 children is quoted a room that takes them, with the whole-trip total', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const errors = watchPageErrors(page);
    const agent = await makeAgent({ label: 'quotation-family', flags: { showQuotaion: true } });
    await signIn(agent, { goto: '/quotation' });
    await page.getByLabel('Children').selectOption('2');
    await page.getByLabel('Child 1').selectOption('6');
    await page.getByLabel('Child 2').selectOption('9');
    await fillQuotation(page);
    // Its Standard Room takes one child; the hotels sell this family only the Deluxe Room.
    const hotel = page.getByRole('combobox', { name: /^Hotel/ }).first();
    const bulgari = (await hotel.locator('option').allTextContents()).find((o) => o.includes('Bulgari'))!;
    await hotel.selectOption({ label: bulgari });
    await page.getByLabel('Rate', { exact: true }).first().selectOption('refundable');

    const panel = page.getByRole('region', { name: 'Price per person' });
    await expect(panel.getByText('Per child')).toBeVisible({ timeout: 30_000 });
    await expect(
      panel.getByText('Whole trip, 2 adults and 2 children (1 x Double / Twin room)'),
    ).toBeVisible();
    await expect(panel.getByText(/^Valid until \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await reviewShot(page, 'family-builder-1440', { fullPage: true });

    await page.getByRole('button', { name: 'Save quotation' }).click();
    await expect(page).toHaveURL(/\/quotation\/view\?amendment=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Quotation QTN-\d{4}-\d{6}$/);
    const option = page.getByRole('region', { name: 'Stay option 1', exact: true });
    await expect(option).toContainText('Deluxe Room');
    await expect(option).not.toContainText('Standard Room');
    await expect(option).toContainText('Refundable');
    await expect(
      option.getByText('Whole trip, 2 adults and 2 children (1 x Double / Twin room)'),
    ).toBeVisible();
    await expect(page.getByText('Valid until', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'family-view-1440', { fullPage: true });

    await page.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Whole trip, 2 adults and 2 children (1 x Double / Twin room)'),
    ).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await reviewShot(page, 'family-confirm-375');
    await dialog.getByRole('button', { name: 'Confirm quotation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await reviewShot(page, 'family-view-375', { fullPage: true });
    expect(errors).toEqual([]);
  });

  test('an empty list leads to a new quotation; bad dates are refused with the rule', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const agent = await makeAgent({ label: 'quotation-empty', flags: { showQuotaion: true } });
    await signIn(agent, { goto: '/quotation/list' });
    await expect(page.getByText('No quotations yet')).toBeVisible();
    await page.getByRole('link', { name: 'New quotation' }).first().click();
    await expect(page).toHaveURL(/\/quotation$/);
    await typeDate(page.getByRole('textbox', { name: 'Arrival date', exact: true }), DEPARTURE);
    await typeDate(page.getByRole('textbox', { name: 'Departure date', exact: true }), ARRIVAL);
    await page.getByRole('button', { name: 'Save quotation' }).click();
    await expect(page.getByText('The departure date must be after the arrival date').first()).toBeVisible();
    await expect(page).toHaveURL(/\/quotation$/);
  });
  test('a client markup on quotation hotels (/markup/quotation) raises the client price, not the cost', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const agent = await makeAgent({ label: 'quotation-markup', flags: { showQuotaion: true } });
    await signIn(agent, { goto: '/markup/quotation' });
    const form = page.getByRole('form', { name: 'Client markup for Hotel' });
    await form.getByLabel(/type$/).selectOption('flat');
    await form.getByLabel(/value$/).fill('10');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Markup updated')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/quotation');
    await fillQuotation(page);
    const panel = page.getByRole('region', { name: 'Price per person' });
    const double = panel.getByText(/Double \/ Twin, per adult/).locator('..');
    await expect(double).toBeVisible({ timeout: 15_000 });
    // AED 10 per person per night over 4 nights: the client pays AED 40 more than the agent's cost.
    const amounts = (await double.textContent())!
      .match(/AED [\d,]+\.\d{2}/g)!
      .map((a) => Number(a.slice(4).replace(/,/g, '')));
    expect(amounts).toHaveLength(2);
    expect(Math.round((amounts[0]! - amounts[1]!) * 100)).toBe(4_000);
  });
});
