import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  allFlags,
  createApprovedAgent,
  e2eDataDir,
  expect,
  expectNoNativeDateInputs,
  expectNoSeriousA11yViolations,
  runAdmin,
  signInViaApi,
  test,
  type TestAgent,
  uploads,
} from './fixtures';

/** A date part of `plain` (yyyy-mm-dd) as typed in the day / month / year boxes. */
const parts = (plain: string) => ({
  day: String(Number(plain.slice(8, 10))),
  month: String(Number(plain.slice(5, 7))),
  year: plain.slice(0, 4),
});

async function fillDate(page: Page, legend: string, plain: string) {
  const p = parts(plain);
  await page.getByLabel(`${legend}: day`).fill(p.day);
  await page.getByLabel(`${legend}: month`).fill(p.month);
  await page.getByLabel(`${legend}: year`).fill(p.year);
}

async function fillTraveller(page: Page, who: string, n: number, born: string) {
  await page.getByLabel(`First name of ${who}`).fill(`Traveller${'ABC'[n]}`);
  await page.getByLabel(`Last name of ${who}`).fill('Sharma');
  await page.getByLabel(`E-mail of ${who}`).fill(`traveller${n}@example.test`);
  await page.getByLabel(`Contact number of ${who}`).fill('+91 98765 43210');
  await page.getByLabel(`Passport number of ${who}`).fill(`Z${7000000 + n}`);
  await fillDate(page, `Passport expiry of ${who}`, '2031-06-30');
  await fillDate(page, `Date of birth of ${who}`, born);
  await page.getByLabel(`Passport first page of ${who}`).setInputFiles(uploads.png(`first-${n}.png`));
  await page.getByLabel(`Passport last page of ${who}`).setInputFiles(uploads.pdf(`last-${n}.pdf`));
  await page.getByLabel(`Passport-size photo of ${who}`).setInputFiles(uploads.png(`photo-${n}.png`));
}

test.describe('UAE visas', () => {
  let agent: TestAgent;
  test.beforeAll(async () => {
    agent = await createApprovedAgent({ label: 'visas', flags: allFlags(true) });
    await runAdmin(['wallet:credit', agent.email, '5000', '--reason', 'e2e visas']);
  });

  test('apply for 2 adults and 1 child, pay by wallet, approve one, reject one, download and reapply', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInViaApi(page, agent.email, agent.password, { goto: '/visa' });
    await expect(page.getByRole('search', { name: 'Visa search' })).toContainText('United Arab Emirates');
    const nationality = page.getByRole('combobox');
    await nationality.fill('Indi');
    await page.getByRole('option', { name: 'Indian', exact: true }).click();
    await expect(page).toHaveURL(/\/visa\/[0-9a-f-]{36}\?nationality=[0-9a-f-]{36}$/);

    await expect(page.getByTestId('visa-type').first()).toBeVisible();
    // The travel date is DD/MM/YYYY (typed or picked), not the browser's mm/dd/yyyy box.
    await expectNoNativeDateInputs(page);
    await expect(page.getByRole('textbox', { name: 'Travel date' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole('button', { name: 'More adults' }).click();
    await page.getByRole('button', { name: 'More children' }).click();
    await expect(page.getByLabel('Adults', { exact: true })).toHaveText('2');
    await page.getByRole('button', { name: 'Apply for 30 Days Single Entry Tourist Visa' }).click();
    await expect(page).toHaveURL(/\/visa\/[0-9a-f-]{36}\/apply\?/);

    await fillTraveller(page, 'Adult 1', 0, '1985-04-12');
    await fillTraveller(page, 'Adult 2', 1, '1988-09-03');
    await fillTraveller(page, 'Child 1', 2, '2017-01-20');
    await expect(page.getByRole('img', { name: 'Preview of first-0.png' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Pay and submit' }).click();
    // Nothing is charged before the agent confirms, as for every product.
    const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
    await expect(confirm).toContainText('The amount will be taken from your wallet.');
    await confirm.getByRole('button', { name: 'Confirm and pay' }).click();

    await expect(page).toHaveURL(/\/visa\/apply\/invoice\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Visa application submitted' })).toBeVisible();
    const reference = (await page.getByTestId('visa-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^VIS-[A-Z0-9]{10}$/);
    const applicationId = /invoice\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

    // The company, by the command line: visa PDFs for travellers 1 and 3, a rejection for traveller 2.
    const pdf = join(e2eDataDir(), `visa-${reference}.pdf`);
    writeFileSync(pdf, uploads.pdf().buffer);
    expect(await runAdmin(['visas:attach', reference, '1', pdf])).toContain('visa attached');
    expect(await runAdmin(['visas:attach', reference, '3', pdf])).toContain('visa attached');
    expect(
      await runAdmin(['visas:reject', reference, '2', '--reason', 'Passport scan unreadable']),
    ).toContain('Rejected');

    await page.goto(`/visa/order/${applicationId}/details`);
    const travellers = page.getByTestId('visa-traveller');
    await expect(travellers).toHaveCount(3);
    await expect(travellers.nth(0).getByTestId('visa-status')).toHaveText('Approved');
    await expect(travellers.nth(1).getByTestId('visa-status')).toHaveText('Rejected');
    await expect(travellers.nth(1)).toContainText('Passport scan unreadable');
    await expect(travellers.nth(2).getByTestId('visa-status')).toHaveText('Approved');
    // The application says each traveller's outcome, not "In process".
    await expect(page.getByTestId('visa-status').first()).toHaveText('2 approved, 1 rejected - reapply');
    // History times in Dubai time, DD/MM/YYYY.
    await expect(travellers.nth(0)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} - Approved/);

    // The same reference on the wallet statement (and the tax invoice, from the booking core).
    await page.goto('/wallet');
    await expect(page.getByText(reference).first()).toBeVisible();
    await page.goto(`/visa/order?referenceNumber=${reference}`);
    await expect(page.getByTestId('visa-row')).toHaveCount(1);
    await expect(page.getByTestId('visa-row')).toContainText('2 approved, 1 rejected - reapply');
    await page.goto(`/visa/order/${applicationId}/details`);

    const download = page.waitForEvent('download');
    await travellers.nth(0).getByRole('button', { name: 'Download visa' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await travellers.nth(1).getByRole('link', { name: 'Reapply' }).click();
    await expect(page).toHaveURL(/\/visa\/order\/[0-9a-f-]{36}\/details\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Rejected: Passport scan unreadable')).toBeVisible();
    const who = 'TravellerB Sharma';
    await page.getByLabel(`Passport number of ${who}`).fill('Z9990001');
    await page.getByLabel(`Passport first page of ${who}`).setInputFiles(uploads.png('rescan.png'));
    await page.getByRole('button', { name: 'Reapply at no new charge' }).click();
    await expect(page).toHaveURL(new RegExp(`/visa/order/${applicationId}/details$`));
    await expect(page.getByTestId('visa-traveller').nth(1).getByTestId('visa-status')).toHaveText(
      'Submitted',
    );

    await page.goto('/visa/order');
    await expect(page.getByTestId('visa-row').first()).toContainText(reference);
  });

  test('checks documents before creating anything; field messages in words under their fields', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    test.setTimeout(180_000);
    const fresh = await makeAgent({ label: 'visa-fields', flags: allFlags(true) });
    await runAdmin(['wallet:credit', fresh.email, '2000', '--reason', 'e2e visas']);
    await signIn(fresh, { goto: '/visa' });
    await page.getByRole('combobox').fill('Indi');
    await page.getByRole('option', { name: 'Indian', exact: true }).click();
    await page.getByRole('button', { name: 'Apply for 30 Days Single Entry Tourist Visa' }).click();
    await expect(page).toHaveURL(/\/visa\/[0-9a-f-]{36}\/apply\?/);

    // No documents: said under each file, nothing is created, no payment is asked.
    await page.getByRole('button', { name: 'Pay and submit' }).click();
    const row = page.getByRole('region', { name: 'Adult 1' });
    await expect(row.getByText('Attach the passport first page')).toBeVisible();
    await expect(row.getByText('Attach the passport-size photo')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Confirm payment' })).toBeHidden();

    // Documents attached, first name and birth date left empty: the server's messages under them.
    const who = 'Adult 1';
    await page.getByLabel(`Last name of ${who}`).fill('Sharma');
    await page.getByLabel(`E-mail of ${who}`).fill('fields@example.test');
    await page.getByLabel(`Contact number of ${who}`).fill('+91 98765 43210');
    await page.getByLabel(`Passport number of ${who}`).fill('Z7100001');
    await fillDate(page, `Passport expiry of ${who}`, '2031-06-30');
    await page.getByLabel(`Passport first page of ${who}`).setInputFiles(uploads.png('first.png'));
    await page.getByLabel(`Passport last page of ${who}`).setInputFiles(uploads.pdf('last.pdf'));
    await page.getByLabel(`Passport-size photo of ${who}`).setInputFiles(uploads.png('photo.png'));
    await expect(row.getByText('Attach the passport first page')).toBeHidden();
    await page.getByRole('button', { name: 'Pay and submit' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Confirm and pay' })
      .click();
    await expect(row.getByText('Enter the first name', { exact: true })).toBeVisible();
    await expect(row.getByText('Enter the date of birth: day, month and year')).toBeVisible();
    await expect(page.getByText(/travellers\.\d/)).toHaveCount(0);

    await page.goto('/visa/order');
    await expect(page.getByText('No visa applications')).toBeVisible();
  });

  test('the visa types fit a phone: price and "Apply for" in view, no sideways scroll', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const fresh = await makeAgent({ label: 'visa-375', flags: allFlags(true) });
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(fresh, { goto: '/visa' });
    await page.getByRole('combobox').fill('Indi');
    await page.getByRole('option', { name: 'Indian', exact: true }).click();
    const apply = page.getByRole('button', { name: 'Apply for 30 Days Single Entry Tourist Visa' });
    await expect(apply).toBeVisible();
    const box = await apply.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
    const price = page.getByTestId('visa-adult-price').first();
    const priceBox = await price.boundingBox();
    expect((priceBox?.x ?? 0) + (priceBox?.width ?? 999)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
