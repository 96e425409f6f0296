import type { Page } from '@playwright/test';
import type {
  AdminAttraction,
  AdminAttractionsAnswer,
  AttractionDetailsDto,
  PriceCheckAnswer,
  VisaTypesAnswer,
} from '@portal/contracts';
import {
  callApi,
  createStaffWithRoles,
  expect,
  expectNoSeriousA11yViolations,
  openBackOfficeAs,
  reviewShots,
  signInAsStaff,
  test,
  tokenFor,
  typeDate,
} from './fixtures';

/** "dd/mm/yyyy" some days ahead (Dubai). */
function displayDate(days: number): string {
  const d = new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** yyyy-mm-dd some days ahead (Dubai). */
const dayAhead = (days: number) =>
  new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('back office: the company’s own inventory', () => {
  test('a ticket batch with two bad rows is refused with both rows named; the fixed file loads', async ({
    page,
  }) => {
    const run = Date.now().toString(36).toUpperCase();
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, '/admin/inventory/tickets');
    await expect(page.getByRole('heading', { name: 'Ticket stock', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Upload tickets' });
    await form.getByLabel('Activity').selectOption({ index: 1 });
    const validTill = form.getByRole('textbox', { name: 'Valid till (rows without a date)' });
    await validTill.fill(displayDate(90));
    await validTill.press('Tab');

    const bad = [
      'Ticket code,Type,Valid till',
      `E2E-${run}-1,adult,`,
      `E2E-${run}-2,senior,`,
      `E2E-${run}-3,child,`,
      `E2E-${run}-1,adult,`,
    ].join('\n');
    await form.getByLabel('Ticket file').setInputFiles({
      name: 'batch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await form.getByRole('button', { name: 'Upload tickets' }).click();
    const refused = form.getByRole('alert');
    await expect(refused).toContainText('2 rows refused, nothing was loaded');
    const rows = refused.getByRole('list', { name: 'Refused rows' }).getByRole('listitem');
    await expect(rows).toHaveText([
      'Row 3: the type "senior" is not adult, child, infant or common',
      `Row 5: ticket E2E-${run}-1 is repeated (first on row 2)`,
    ]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const good = bad.split('\n').slice(0, 4).join('\n').replace('senior', 'adult');
    await form.getByLabel('Ticket file').setInputFiles({
      name: 'batch.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good),
    });
    await form.getByRole('button', { name: 'Upload tickets' }).click();
    await expect(form.getByRole('status')).toContainText('3 tickets loaded for');
  });

  test('a visa price change by staff is seen by an agent at once', async ({ page, agent, signIn }) => {
    const token = await tokenFor(agent.email, agent.password);
    const [visa] = await callApi<{ _id: string }[]>('GET', 'visa/all');
    const nationalities = await callApi<{ _id: string; isocode: string; nationality: string }[]>(
      'GET',
      'b2b/visa/all/nationality',
    );
    // A nationality no other spec books, so its price can change under no one.
    const nepalese = nationalities.find((n) => n.isocode === 'NP')!;
    const typesUrl = `b2b/visa/type/${visa!._id}/all/${nepalese._id}`;
    const before = (await callApi<VisaTypesAnswer>('GET', typesUrl, { token })).visaTypes[0]!;

    await signIn(agent, { goto: `/visa/${visa!._id}?nationality=${nepalese._id}` });
    const card = page.getByTestId('visa-type').filter({ hasText: before.visaName });
    const shownBefore = (await card.getByTestId('visa-adult-price').textContent())?.trim();

    await signInAsStaff(page, '/admin/inventory/visas');
    await expect(page.getByRole('heading', { name: 'Visa types and prices', level: 1 })).toBeVisible();
    await page.getByLabel('Visa type', { exact: true }).selectOption({ label: before.visaName });
    await page.getByLabel('Find a nationality').fill(nepalese.nationality);
    const row = page.getByTestId('visa-price-NP');
    await row.getByRole('button', { name: `Edit the price for ${nepalese.nationality}` }).click();
    const priceForm = row.getByRole('form', { name: `Price for ${nepalese.nationality}` });
    const adult = priceForm.getByLabel('Adult price (AED)');
    const next = Number(await adult.inputValue()) + 100;
    await adult.fill(String(next));
    await expectNoSeriousA11yViolations(page);
    await priceForm.getByRole('button', { name: 'Save price' }).click();
    await expect(row).toContainText(
      `adult AED ${next.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    const after = (await callApi<VisaTypesAnswer>('GET', typesUrl, { token })).visaTypes.find(
      (v) => v._id === before._id,
    )!;
    expect(after.adultPrice).toBeGreaterThan(before.adultPrice);
    await page.goto(`/visa/${visa!._id}?nationality=${nepalese._id}`);
    await expect(card.getByTestId('visa-adult-price')).not.toHaveText(shownBefore ?? '');
  });

  test('the attractions and company settings pages work at 375 px and are accessible', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, '/admin/inventory/attractions');
    await expect(page.getByRole('heading', { name: 'Attractions', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save attraction' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/inventory/company');
    await expect(page.getByRole('heading', { name: 'Company settings', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Company settings' });
    await form.getByLabel('Contact e-mail').fill('not-an-email');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByLabel('Contact e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert').first()).toHaveText('Give an e-mail address');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('a content user adds a vehicle to an hourly activity; agents are offered it at its price', async ({
    page,
    agent,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const staff = await createStaffWithRoles('Cora Content', 'content');
    const token = await tokenFor(agent.email, agent.password);
    const { attractions } = await callApi<AdminAttractionsAnswer>('GET', 'admin/inventory/attractions', {
      token: staff,
    });
    // An own-inventory hourly activity with one vehicle (the 20-seat private abra) no other spec books.
    const summary = attractions.find((a) => a.title === 'Abra Ride and Old Dubai Walking Tour')!;
    const read = async () =>
      (
        await callApi<{ attraction: AdminAttraction }>('GET', `admin/inventory/attractions/${summary._id}`, {
          token: staff,
        })
      ).attraction.activities.find((a) => a.base === 'hourly')!;
    const activity = await read();
    expect(activity.privateVehicles).toHaveLength(1);
    const taxi = `Water taxi ${Date.now().toString(36)}`;

    try {
      await test.step('staff add a 4-seat vehicle at AED 60.50 an hour; a reload shows it', async () => {
        await openBackOfficeAs(page, staff, '/admin/inventory/attractions');
        await page.getByLabel('Attraction', { exact: true }).selectOption({ value: summary._id });
        const form = page.getByRole('form', { name: `Prices of ${activity.name}` });
        await expect(
          form
            .getByRole('group', { name: 'Vehicle 1' })
            .getByRole('textbox', { name: 'Vehicle', exact: true }),
        ).toHaveValue(activity.privateVehicles[0]!.name);
        await form.getByRole('button', { name: 'Add a vehicle' }).click();
        const row = form.getByRole('group', { name: 'Vehicle 2' });
        await row.getByRole('textbox', { name: 'Vehicle', exact: true }).fill(taxi);
        await row.getByLabel('Seats').fill('4');
        // Too many decimals is refused on its field, not rounded.
        await row.getByLabel('Price (AED)').fill('60.505');
        await row.getByLabel('Cost (AED)').fill('40.25');
        await form.getByRole('button', { name: 'Save prices' }).click();
        await expect(row.getByLabel('Price (AED)')).toHaveAttribute('aria-invalid', 'true');
        await expect(row.getByLabel('Price (AED)')).toHaveAccessibleDescription(
          'Enter an amount such as 120 or 120.50 (at most 2 decimals)',
        );
        await expect(form.getByRole('alert').last()).toHaveText(
          'Prices not saved: correct the fields marked in red',
        );
        await row.getByLabel('Price (AED)').fill('60.50');
        await reviewShots(page, 'extranet-vehicle-prices', form);
        await expectNoSeriousA11yViolations(page);
        await form.getByRole('button', { name: 'Save prices' }).click();
        await expect(form.getByRole('status')).toHaveText('Prices saved');

        await page.reload();
        await page.getByLabel('Attraction', { exact: true }).selectOption({ value: summary._id });
        const saved = page
          .getByRole('form', { name: `Prices of ${activity.name}` })
          .getByRole('group', { name: 'Vehicle 2' });
        await expect(saved.getByRole('textbox', { name: 'Vehicle', exact: true })).toHaveValue(taxi);
        await expect(saved.getByLabel('Seats')).toHaveValue('4');
        await expect(saved.getByLabel('Price (AED)')).toHaveValue('60.50');
        await expect(saved.getByLabel('Cost (AED)')).toHaveValue('40.25');
      });

      await test.step('the agent is offered it, priced by the pipeline, and two people get it', async () => {
        const details = await callApi<AttractionDetailsDto>('GET', `b2b/attractions/single/${summary._id}`, {
          token,
        });
        const offered = details.activities.find((a) => a._id === activity._id)!.vehicles;
        const mine = offered.find((v) => v.name === taxi)!;
        const abra = offered.find((v) => v.name === activity.privateVehicles[0]!.name)!;
        expect(mine.capacity).toBe(4);
        // 60.50 with the agent's markups and VAT: above its own price, below the abra's (130 an hour).
        expect(mine.price.agentPrice).toBeGreaterThanOrEqual(6_050);
        expect(mine.price.agentPrice).toBeLessThan(abra.price.agentPrice);
        const date = details.availability.bookableDates[0]!;
        const check = await callApi<PriceCheckAnswer>('POST', 'b2b/attractions/price', {
          token,
          body: { activityId: activity._id, date, adults: 2, hours: 2 },
        });
        expect(check.vehiclePlan?.vehicles.map((v) => [v.name, v.count])).toEqual([[taxi, 1]]);
        // Two hours of the one vehicle (to the fils the total's own rounding may move).
        expect(Math.abs(check.agentPrice - 2 * mine.price.agentPrice)).toBeLessThanOrEqual(2);

        await signIn(agent, { goto: `/attractions/details/${summary._id}` });
        const card = page
          .getByTestId('activity-card')
          .filter({ has: page.getByRole('heading', { name: activity.name, exact: true }) });
        await card.getByRole('button', { name: 'Select' }).click();
        const listed = card.getByRole('listitem').filter({ hasText: taxi });
        await expect(listed).toContainText(`${taxi} (up to 4)`);
        expect(amount((await listed.textContent())!.replace(`${taxi} (up to 4)`, ''))).toBe(
          mine.price.agentPrice / 100,
        );
        await card.getByRole('button', { name: 'Date', exact: true }).click();
        await page.locator('.rdp-root button.rdp-day_button:not([disabled])').first().click();
        await expect(card.getByTestId('vehicle-plan')).toContainText(`1 × ${taxi} (4 seats)`);
      });
    } finally {
      const fresh = await read();
      await callApi('PUT', `admin/inventory/attractions/activities/${activity._id}/vehicle-prices`, {
        token: staff,
        body: {
          privateVehicles: activity.privateVehicles,
          isActive: activity.isActive,
          version: fresh.version,
        },
      });
    }
  });

  test('a content user creates an insurance plan with price bands; agents quote it by its bands', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const staff = await createStaffWithRoles('Cora Content', 'content');
    const run = Date.now().toString(36).toUpperCase();
    const code = `E2E-${run}`;
    const name = `Nomad Shield ${run}`;

    await test.step('staff create the plan: two trip bands by two age bands', async () => {
      await openBackOfficeAs(page, staff, '/admin/inventory/insurance');
      await expect(page.getByRole('heading', { name: 'Insurance plans', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'New plan' }).click();
      const form = page.getByRole('form', { name: 'New plan' });
      await form.getByLabel('Code').fill(code.toLowerCase());
      await expect(form.getByLabel('Code')).toHaveValue(code);
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await form.getByLabel('Region').selectOption('worldwide');
      await form.getByLabel('Emergency medical expenses: limit').fill('100,000');
      await form.getByLabel('Trip bands, up to days').fill('7, 30');
      await form.getByLabel('Age bands, up to age').fill('65, 75');
      const premium = (days: number, age: number) =>
        form.getByLabel(`Premium, trips up to ${days} days, age up to ${age}`);
      await premium(7, 65).fill('40');
      await premium(7, 75).fill('400');
      await premium(30, 65).fill('80.50');
      await premium(30, 75).fill('800');
      await form.getByLabel('Emergency phone').fill('+971 4 358 0000');
      await reviewShots(page, 'extranet-insurance-new-plan', form);
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Create plan' }).click();
      await expect(page.getByLabel('Plan', { exact: true })).toHaveValue(code);
      const saved = page.getByRole('form', { name: `Plan ${code}` });
      await expect(saved.getByLabel('Emergency medical expenses: limit')).toHaveValue('100000');
      await expect(
        saved.getByLabel('Premium, trips up to 30 days, age up to 65', { exact: true }),
      ).toHaveValue('80.50');
    });

    await test.step('an agent finds it in /insurance and a 10-day trip at 38 is priced by its band', async () => {
      const agent = await makeAgent({ label: 'ins-bands', flags: { showInsurance: true } });
      await signIn(agent, { goto: '/insurance' });
      await expect(page.getByRole('heading', { name: 'Travel Insurance' })).toBeVisible();
      const plan = page.getByRole('combobox', { name: 'Plan', exact: true });
      await expect(plan.getByRole('option', { name })).toHaveCount(1);
      await plan.selectOption(code);
      await page.getByLabel('Destination').selectOption('FR');
      await typeDate(page.getByRole('textbox', { name: 'Travel from', exact: true }), dayAhead(20));
      await typeDate(page.getByRole('textbox', { name: 'Travel to', exact: true }), dayAhead(29));
      await page.getByLabel('Travel type').selectOption('SG');
      const row = page.getByTestId('beneficiary-row').first();
      await row.getByLabel('First name 1').fill('Amal');
      await row.getByLabel('Last name').fill('Haddad');
      await row.getByLabel('Gender').selectOption('female');
      await typeDate(row.getByRole('textbox', { name: 'Date of birth', exact: true }), '1988-04-02');
      await row.getByLabel('Passport number').fill('P1234567');
      await page.getByRole('button', { name: 'Get quote' }).click();
      const quote = page.getByRole('region', { name: 'Quote' });
      await expect(quote.getByTestId('quote-agent-price')).toContainText('AED');
      const price = amount((await quote.getByTestId('quote-agent-price').textContent()) ?? '');
      // The 30-day, up-to-65 band (80.50) with the agent's markups and VAT, below the next band (400).
      expect(price).toBeGreaterThanOrEqual(80.5);
      expect(price).toBeLessThan(400);
    });
  });
});
