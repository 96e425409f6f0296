import { displayDate, expect, runAdmin, test, typeDate } from './fixtures';
import type { Page } from '@playwright/test';
import { dubaiDate, fillFlightTraveller } from './support/flights';

/** At 375 px the page does not scroll sideways; a screenshot when E2E_SCREENSHOTS names a folder. */
async function phone(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}-375.png`, fullPage: true });
}

/** Issue 30: what the agent typed into a flight or insurance checkout survives a reload of the tab. */
test.describe('checkouts keep what the agent typed through a reload', () => {
  test('flights: travellers, contact and reference', async ({ page, agent, signIn }) => {
    test.setTimeout(120_000);
    const depart = dubaiDate(33);
    await runAdmin(['wallet:credit', agent.email, '20000', '--reason', 'e2e flight draft']);
    const q = new URLSearchParams({
      adults: '1',
      childs: '0',
      infants: '0',
      class: 'economy',
      depart_date: depart,
      from: 'DXB',
      fromPlace: 'Dubai International Airport',
      to: 'LHR',
      toPlace: 'London Heathrow Airport',
      type: 'oneway',
    });
    await signIn(agent, { goto: `/flight/order/results?${q.toString()}` });
    const offer = page.getByTestId('flight-offer').first();
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await offer.getByTestId('fare-option').first().getByRole('button', { name: 'Select' }).click();
    await expect(page).toHaveURL(/\/b2b\/flight\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('flight-traveller')).toHaveCount(1);

    await fillFlightTraveller(page, 0, {
      gender: 'female',
      first: 'Noor',
      last: 'Saleh',
      passport: 'N1234567',
      born: '1990-05-17',
      passportYear: Number(depart.slice(0, 4)) + 5,
    });
    await page.getByLabel('E-mail').fill('noor.saleh@example.com');
    await page.getByLabel('Contact number').fill('501234567');
    // The nationality picker says the people, not the country (issue 30).
    const nationality = page.getByTestId('flight-traveller').first().getByLabel('Nationality');
    await expect(nationality.locator('option:checked')).toHaveText('British');

    await page.reload();
    const row = page.getByTestId('flight-traveller').first();
    await expect(row.getByLabel('First name')).toHaveValue('Noor');
    await expect(row.getByLabel('Last name')).toHaveValue('Saleh');
    await expect(row.getByLabel('Passport number')).toHaveValue('N1234567');
    await expect(row.getByLabel('Nationality')).toHaveValue('GB');
    await expect(row.getByLabel('Date of birth: year')).toHaveValue('1990');
    await expect(page.getByLabel('E-mail')).toHaveValue('noor.saleh@example.com');
    await expect(page.getByLabel('Contact number')).toHaveValue('501234567');
    await phone(page, 'flight-booking');
  });

  test('insurance: trip, beneficiaries and the buyer contact', async ({ page, makeAgent, signIn }) => {
    const agent = await makeAgent({ label: 'insurance-draft', flags: { showInsurance: true } });
    await runAdmin(['wallet:credit', agent.email, '3000', '--reason', 'e2e']);
    await signIn(agent, { goto: '/insurance' });
    await expect(page.getByRole('heading', { name: 'Travel Insurance' })).toBeVisible();
    await page.getByLabel('Plan').selectOption('SCHENGEN');
    await page.getByLabel('Destination').selectOption('FR');
    await typeDate(page.getByRole('textbox', { name: 'Travel from', exact: true }), dubaiDate(20));
    await typeDate(page.getByRole('textbox', { name: 'Travel to', exact: true }), dubaiDate(27));
    const first = page.getByTestId('beneficiary-row').first();
    await first.getByLabel('First name 1').fill('Amal');
    await first.getByLabel('Last name').fill('Haddad');
    await first.getByLabel('Gender').selectOption('female');
    await typeDate(first.getByRole('textbox', { name: 'Date of birth', exact: true }), '1988-04-02');
    await first.getByLabel('Passport number').fill('P1234567');

    await page.reload();
    await expect(page.getByLabel('Plan')).toHaveValue('SCHENGEN');
    await expect(page.getByLabel('Destination')).toHaveValue('FR');
    await expect(page.getByRole('textbox', { name: 'Travel from', exact: true })).toHaveValue(
      displayDate(dubaiDate(20)),
    );
    const again = page.getByTestId('beneficiary-row').first();
    await expect(again.getByLabel('First name 1')).toHaveValue('Amal');
    await expect(again.getByLabel('Passport number')).toHaveValue('P1234567');

    // The buyer's contact, typed after the quote, is kept too (the quote is asked again after a reload).
    await page.getByRole('button', { name: 'Get quote' }).click();
    const buy = page.getByRole('region', { name: 'Buy policy' });
    await expect(buy).toBeVisible({ timeout: 20_000 });
    await buy.getByLabel('Client e-mail').fill('amal@example.com');
    await buy.getByLabel('Your reference number').fill('INS-REF-7');
    await page.reload();
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(page.getByRole('region', { name: 'Buy policy' }).getByLabel('Client e-mail')).toHaveValue(
      'amal@example.com',
    );
    await expect(
      page.getByRole('region', { name: 'Buy policy' }).getByLabel('Your reference number'),
    ).toHaveValue('INS-REF-7');
    await phone(page, 'insurance');
  });
});

test.describe('nationalities are said in words', () => {
  test('the visa box and the hotel search list nationalities, not countries or codes', async ({
    page,
    agent,
    signIn,
  }) => {
    await signIn(agent, { goto: '/visa' });
    const box = page.getByRole('combobox');
    await box.fill('Brit');
    // A row may carry its note: "British (Visa on arrival: no visa to apply for)".
    await expect(page.getByRole('option', { name: /^British(\s*\(|$)/ })).toBeVisible();
    await expect(page.getByRole('option', { name: 'United Kingdom', exact: true })).toHaveCount(0);
    await box.fill('Indi');
    await expect(page.getByRole('option', { name: 'Indian', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'India', exact: true })).toHaveCount(0);

    await page.goto('/');
    const hotelNationality = page.getByRole('search', { name: 'Hotel search' }).getByLabel('Nationality');
    await expect(hotelNationality.locator('option:checked')).toHaveText(/Emirati|Indian|British/);
    await expect(hotelNationality.locator('option', { hasText: 'United Arab Emirates' })).toHaveCount(0);
  });
});
