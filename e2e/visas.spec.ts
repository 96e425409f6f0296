import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  allFlags,
  createApprovedAgent,
  e2eDataDir,
  expect,
  expectNoSeriousA11yViolations,
  runAdmin,
  signInViaApi,
  test,
  uploads,
  type TestAgent,
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
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await expect(page).toHaveURL(/\/visa\/[0-9a-f-]{36}\?nationality=[0-9a-f-]{36}$/);

    await expect(page.getByTestId('visa-type').first()).toBeVisible();
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

    await expect(page).toHaveURL(/\/visa\/apply\/invoice\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Visa application submitted' })).toBeVisible();
    const reference = (await page.getByTestId('visa-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^VSA-/);
    const applicationId = /invoice\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

    // The company, by the command line: the visa PDF for traveller 1, a rejection for traveller 2.
    const pdf = join(e2eDataDir(), `visa-${reference}.pdf`);
    writeFileSync(pdf, uploads.pdf().buffer);
    expect(await runAdmin(['visas:attach', reference, '1', pdf])).toContain('visa attached');
    expect(
      await runAdmin(['visas:reject', reference, '2', '--reason', 'Passport scan unreadable']),
    ).toContain('Rejected');

    await page.goto(`/visa/order/${applicationId}/details`);
    const travellers = page.getByTestId('visa-traveller');
    await expect(travellers).toHaveCount(3);
    await expect(travellers.nth(0).getByTestId('visa-status')).toHaveText('Approved');
    await expect(travellers.nth(1).getByTestId('visa-status')).toHaveText('Rejected');
    await expect(travellers.nth(1)).toContainText('Passport scan unreadable');
    await expect(travellers.nth(2).getByTestId('visa-status')).toHaveText('Submitted');

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
});
