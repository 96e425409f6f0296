import {
  expect,
  expectNoNativeDateInputs,
  expectNoSeriousA11yViolations,
  runAdmin,
  test,
  typeDate,
} from './fixtures';

/** A date `days` from today (Dubai) as yyyy-mm-dd. */
function dubaiDate(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const FROM = dubaiDate(20);
const TO = dubaiDate(29);
const FAMILY = [
  { first: 'Amal', last: 'Haddad', gender: 'female', dob: '1988-04-02', passport: 'P1234567' },
  { first: 'Karim', last: 'Haddad', gender: 'male', dob: '1985-09-15', passport: 'P7654321' },
  { first: 'Lina', last: 'Haddad', gender: 'female', dob: '2015-06-20', passport: 'C1122334' },
];

test.describe('insurance', () => {
  test('quote a family trip, buy by wallet, download the certificate, cancel', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const agent = await makeAgent({ label: 'insurance', flags: { showInsurance: true } });
    await runAdmin(['wallet:credit', agent.email, '3000', '--reason', 'e2e']);
    await signIn(agent, { goto: '/insurance' });

    await test.step('defaults: residence UAE, travel type SG; Clear empties the travel type', async () => {
      await expect(page.getByRole('heading', { name: 'Travel Insurance' })).toBeVisible();
      await expect(page.getByLabel('Residence')).toHaveValue('AE');
      await expect(page.getByLabel('Travel type')).toHaveValue('SG');
      await expect(page.getByTestId('beneficiary-row')).toHaveCount(1);
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(page.getByLabel('Travel type')).toHaveValue('');
      await expect(page.getByLabel('Residence')).toHaveValue('AE');
    });

    await test.step('a family trip to France with three beneficiaries', async () => {
      // DD/MM/YYYY fields (typed or picked), not the browser's mm/dd/yyyy box.
      await expectNoNativeDateInputs(page);
      await page.getByLabel('Plan').selectOption('SCHENGEN');
      await page.getByLabel('Destination').selectOption('FR');
      await typeDate(page.getByRole('textbox', { name: 'Travel from', exact: true }), FROM);
      await typeDate(page.getByRole('textbox', { name: 'Travel to', exact: true }), TO);
      await page.getByLabel('Travel type').selectOption('FM');
      for (const [i, p] of FAMILY.entries()) {
        await page.getByRole('button', { name: 'Add beneficiary' }).click();
        const row = page.getByTestId('beneficiary-row').nth(i);
        await row.getByLabel(`First name ${i + 1}`).fill(p.first);
        await row.getByLabel('Last name').fill(p.last);
        await row.getByLabel('Gender').selectOption(p.gender);
        await typeDate(row.getByRole('textbox', { name: 'Date of birth', exact: true }), p.dob);
        await row.getByLabel('Passport number').fill(p.passport);
      }
      // Delete by index: a fourth row added and removed again.
      await page.getByRole('button', { name: 'Add beneficiary' }).click();
      await page.getByRole('button', { name: 'Delete beneficiary 4' }).click();
      await expect(page.getByTestId('beneficiary-row')).toHaveCount(3);
      // The form with its DD/MM/YYYY fields fits a phone: nothing scrolls sideways.
      const viewport = page.viewportSize()!;
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/insurance-form-375.png`,
          fullPage: true,
        });
      await page.setViewportSize(viewport);
    });

    await test.step('the quote: price and coverage table', async () => {
      await page.getByRole('button', { name: 'Get quote' }).click();
      const quote = page.getByRole('region', { name: 'Quote' });
      await expect(quote.getByTestId('quote-agent-price')).toContainText('AED');
      await expect(quote.getByRole('table', { name: 'Coverage' })).toContainText(
        'Emergency medical expenses',
      );
      await expect(quote).toContainText('Lina Haddad');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('buy by wallet: the policy is issued', async () => {
      const buy = page.getByRole('region', { name: 'Buy policy' });
      await buy.getByLabel('Your reference number').fill(`E2E-INS-${Date.now()}`);
      await buy.getByLabel('Client e-mail').fill('family@example.test');
      await buy.getByLabel('Client phone').fill('+971 50 123 4567');
      await buy.getByRole('button', { name: 'Pay by wallet' }).click();
      // Nothing is charged before the agent confirms, as for every product.
      const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
      await expect(confirm).toContainText('The amount will be taken from your wallet.');
      await expect(confirm.getByTestId('confirm-amount')).toContainText('AED');
      await expect(page).not.toHaveURL(/orderView/);
      await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
      await expect(page).toHaveURL(/\/insurance\/order\/orderView\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('policy-number')).toHaveText(/^DRT-\d{4}-\d{8}$/);
    });

    await test.step('download the certificate', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Certificate' }).click();
      expect((await download).suggestedFilename()).toMatch(/^certificate-INS-[A-Z0-9-]+\.pdf$/);
    });

    await test.step('the contracts list shows it', async () => {
      const url = page.url();
      await page.getByRole('link', { name: 'Insurance contracts' }).click();
      await expect(page).toHaveURL(/\/insurance\/order$/);
      // The contract page's tables can still be on screen while the list's route loads: the list's own.
      const list = page
        .getByRole('table')
        .filter({ has: page.getByRole('columnheader', { name: 'Plan and insured' }) });
      await expect(list).toContainText('Schengen Travel Shield');
      await page.goto(url);
    });

    await test.step('cancel before cover starts: refund by the plan rule', async () => {
      await page.getByRole('button', { name: 'Cancel policy' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('cancel-refund')).toHaveText(/^AED [\d,]+\.\d{2}$/);
      await dialog.getByRole('button', { name: 'Cancel policy' }).click();
      await expect(page.getByText('Policy cancelled')).toBeVisible();
      await expect(page.getByText(/\d{2}:\d{2}: refund AED [\d,]+\.\d{2}/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel policy' })).toHaveCount(0);
    });

    await test.step('the refund of the invoiced premium has a credit note', async () => {
      const notes = page.getByRole('region', { name: 'Credit notes' });
      await expect(notes).toContainText(/CN-\d{4}-\d{6}/);
      const download = page.waitForEvent('download');
      await notes.getByRole('button', { name: 'Credit note' }).click();
      expect((await download).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
    });
  });

  test('an insurer that does not answer: the contract awaits its confirmation, no invoice', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const agent = await makeAgent({ label: 'insurance-timeout', flags: { showInsurance: true } });
    await runAdmin(['wallet:credit', agent.email, '3000', '--reason', 'e2e']);
    await signIn(agent, { goto: '/insurance' });
    await page.getByLabel('Plan').selectOption('SCHENGEN');
    await page.getByLabel('Destination').selectOption('FR');
    await typeDate(page.getByRole('textbox', { name: 'Travel from', exact: true }), FROM);
    await typeDate(page.getByRole('textbox', { name: 'Travel to', exact: true }), TO);
    // The form starts with one beneficiary row.
    const row = page.getByTestId('beneficiary-row').first();
    // The sandbox insurer does not answer for a beneficiary named TIMEOUT.
    await row.getByLabel('First name 1').fill('TIMEOUT');
    await row.getByLabel('Last name').fill('Haddad');
    await row.getByLabel('Gender').selectOption('female');
    await typeDate(row.getByRole('textbox', { name: 'Date of birth', exact: true }), '1988-04-02');
    await row.getByLabel('Passport number').fill('P1234567');
    await page.getByRole('button', { name: 'Get quote' }).click();
    const buy = page.getByRole('region', { name: 'Buy policy' });
    await buy.getByLabel('Your reference number').fill(`E2E-INS-TO-${Date.now()}`);
    await buy.getByLabel('Client e-mail').fill('family@example.test');
    await buy.getByLabel('Client phone').fill('+971 50 123 4567');
    await buy.getByRole('button', { name: 'Pay by wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('button', { name: 'Confirm and pay' })
      .click();
    await expect(page).toHaveURL(/\/insurance\/order\/orderView\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByTestId('awaiting-supplier')).toContainText("Awaiting the supplier's confirmation");
    await expect(page.getByText('Policy issued')).toHaveCount(0);
    await expect(page.getByTestId('policy-number')).toHaveText('Not issued');
    await expect(page.getByRole('button', { name: 'Tax invoice' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/awaiting-1440.png`, fullPage: false });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/awaiting-375.png`, fullPage: false });
    }
  });

  test('an agent without the insurance module is sent to its first module', async ({
    page,
    makeAgent,
    signIn,
  }) => {
    const agent = await makeAgent({ label: 'no-insurance', flags: { showInsurance: false } });
    await signIn(agent, { goto: '/insurance' });
    await expect(page).not.toHaveURL(/\/insurance/);
  });
});
