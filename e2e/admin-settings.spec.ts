import type {
  AdminRateListAnswer,
  AttractionDetailsDto,
  InitialData,
  QuotationAmendmentDto,
  QuotationInitialAnswer,
  SearchListAnswer,
} from '@portal/contracts';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  expectNoNativeDateInputs,
  expectNoSeriousA11yViolations,
  signInAsStaff,
  signInViaApi,
  staffToken,
  test,
  tokenFor,
} from './fixtures';

const ACTIVITY = 'Dubai Frame general admission';

/** The agent price of the Dubai Frame's general admission, as the agent sees it (fils). */
async function framePrice(
  token: string,
): Promise<{ attractionId: string; activityId: string; price: number }> {
  const list = await callApi<SearchListAnswer>('GET', 'search/list?search=Dubai%20Frame');
  const attraction = list.attractions.find((a) => a.title === 'Dubai Frame');
  if (!attraction) throw new Error('Dubai Frame is not in the seed');
  const details = await callApi<AttractionDetailsDto>('GET', `b2b/attractions/single/${attraction._id}`, {
    token,
  });
  const activity = details.activities.find((a) => a.name === ACTIVITY)!;
  return { attractionId: attraction._id, activityId: activity._id, price: activity.adultPrice.agentPrice };
}

/** "Dubai" + days ahead as yyyy-mm-dd. */
function dubaiDate(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

test.describe('back office: markups, rates and quotations', () => {
  test("staff set a company markup for one agent, the agent's price follows, and removing it restores it", async ({
    page,
    agent,
  }) => {
    const agentToken = await tokenFor(agent.email, agent.password);
    const before = await framePrice(agentToken);

    await signInAsStaff(page, '/admin/markups');
    await expect(page.getByRole('heading', { name: 'Markups and rates', level: 1 })).toBeVisible();

    await test.step('the form checks its fields, then asks before saving', async () => {
      await page.getByRole('button', { name: 'Add markup' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add company markup' });
      await dialog.getByRole('button', { name: 'Review' }).click();
      await expect(dialog.getByText('Enter the agent code or e-mail address')).toBeVisible();
      await expect(dialog.getByText('Enter the markup')).toBeVisible();
      await dialog.getByLabel('Agent code or e-mail').fill(String(agent.agentCode));
      await dialog.getByRole('combobox', { name: 'Product' }).selectOption('attraction');
      await dialog.getByLabel('Item (optional)').fill(before.activityId);
      await dialog.getByRole('combobox', { name: 'Type' }).selectOption('flat');
      await dialog.getByLabel('Markup (AED)').fill('12.345');
      await dialog.getByRole('button', { name: 'Review' }).click();
      await expect(dialog.getByText('An amount in AED has at most 2 decimals')).toBeVisible();
      await dialog.getByLabel('Markup (AED)').fill('25');
      await dialog.getByRole('button', { name: 'Review' }).click();
      const confirm = page.getByRole('dialog', { name: 'Save this markup?' });
      await expect(confirm.getByTestId('markup-summary')).toContainText(
        `AED 25.00 per unit for agent ${agent.agentCode}`,
      );
      // The preview (ADR 0014): the product's own margin and the sample's price today and after saving.
      const preview = confirm.getByTestId('markup-preview');
      await expect(preview).toContainText("Product's own margin");
      await expect(preview).toContainText(`AED ${(before.price / 100).toFixed(2)}`);
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole('button', { name: 'Save markup' }).click();
      await expect(page.getByText('Markup saved')).toBeVisible();
    });

    let after = 0;
    await test.step('the company markup adds to the catalogue margin: a higher agent price in the API and on its page', async () => {
      await expect.poll(async () => (after = (await framePrice(agentToken)).price)).not.toBe(before.price);
      expect(after).toBeGreaterThan(before.price);
      // The staff page keeps its own session: the agent signs in beside it (another storage key).
      const agentPage = await page.context().newPage();
      await signInViaApi(agentPage, agent.email, agent.password, {
        goto: `/attractions/details/${before.attractionId}`,
      });
      const card = agentPage
        .getByTestId('activity-card')
        .filter({ has: agentPage.getByRole('heading', { name: ACTIVITY, exact: true }) });
      await expect(card.getByText(`AED ${(after / 100).toFixed(2)}`).first()).toBeVisible();
      await agentPage.close();
    });

    await test.step('the list filters by agent in the URL; removing the markup is confirmed first', async () => {
      await page.getByLabel('Agent', { exact: true }).fill(String(agent.agentCode));
      await expect(page).toHaveURL(new RegExp(`agent=${agent.agentCode}`));
      await page.reload();
      await expect(page.getByLabel('Agent', { exact: true })).toHaveValue(String(agent.agentCode));
      const row = page.getByTestId('markup-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(ACTIVITY);
      await expect(row).toContainText('AED 25.00 per unit');
      await row.getByRole('button', { name: /^Remove the markup/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this markup?' });
      await dialog.getByRole('button', { name: 'Remove markup' }).click();
      await expect(page.getByText('Markup removed')).toBeVisible();
      await expect(page.getByText('No markup matches these filters')).toBeVisible();
      expect((await framePrice(agentToken)).price).toBe(before.price);
    });
  });

  test('staff change a currency rate: old and new shown before saving, then the table and initial-data', async ({
    page,
  }) => {
    const token = await staffToken();
    const rates = await callApi<AdminRateListAnswer>('GET', 'admin/rates', { token });
    const old = rates.rates.find((r) => r.isocode === 'CNY')!;
    const next = old.rate === 1.9876 ? '1.9875' : '1.9876';

    await signInAsStaff(page, '/admin/markups');
    const row = page.getByTestId('rate-CNY');
    await expect(row).toContainText(String(old.rate));
    await row.getByRole('button', { name: 'Edit the CNY rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'CNY rate' });
    await dialog.getByLabel(/New rate/).fill('-2');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('Give a positive number with at most 8 decimals')).toBeVisible();
    await dialog.getByLabel(/New rate/).fill(next);
    await dialog.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Save the new CNY rate?' }).getByTestId('rate-review');
    await expect(review).toContainText(`1 AED = ${old.rate} CNY`);
    await expect(review).toContainText(`1 AED = ${next} CNY`);
    await page.getByRole('button', { name: 'Save rate' }).click();
    await expect(page.getByText('CNY rate saved')).toBeVisible();
    await expect(row).toContainText(next);
    await expect(row).toContainText('back office');
    const initial = await callApi<InitialData>('GET', 'home/initial-data');
    expect(initial.currencies.find((c) => c.isocode === 'CNY')?.conversionRate).toBe(Number(next));

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    // Back to the rate the other tests know.
    await callApi('PUT', 'admin/rates/CNY', { token, body: { rate: String(old.rate) } });
  });

  test('a large rate change asks for a second confirmation with a reason, and the history shows it', async ({
    page,
  }) => {
    const token = await staffToken();
    const rates = await callApi<AdminRateListAnswer>('GET', 'admin/rates', { token });
    const old = rates.rates.find((r) => r.isocode === 'LKR')!.rate!;
    const next = String(Math.round(old * 125) / 100);

    await signInAsStaff(page, '/admin/markups');
    const row = page.getByTestId('rate-LKR');
    await row.getByRole('button', { name: 'Edit the LKR rate' }).click();
    await page
      .getByRole('dialog', { name: 'LKR rate' })
      .getByLabel(/New rate/)
      .fill(next);
    await page.getByRole('dialog', { name: 'LKR rate' }).getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Save rate' }).click();

    const large = page.getByRole('dialog', { name: 'Confirm a large change of the LKR rate' });
    await expect(large).toContainText(/LKR moves 25\.0% .* more than 5%/);
    await large.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(large.getByText('Give the reason for this change')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await large.getByLabel('Reason').fill('Rupee devaluation announced');
    await large.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(page.getByText('LKR rate saved')).toBeVisible();
    await expect(row).toContainText(next);

    await row.getByRole('button', { name: 'History of the LKR rate' }).click();
    const history = page.getByRole('dialog', { name: 'LKR rate history' });
    const latest = history.getByTestId('rate-history-row').first();
    await expect(latest).toContainText(`${old} → ${Number(next)}`);
    await expect(latest).toContainText('Reason: Rupee devaluation announced');
    await expect(history.getByRole('img', { name: /LKR rate from/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await history.getByRole('button', { name: 'Close' }).first().click();

    // Back to the rate the other tests know (a large move again: confirmed with a reason).
    await callApi('PUT', 'admin/rates/LKR', {
      token,
      body: { rate: String(old), confirm: true, reason: 'End-to-end test restores the rate' },
    });
  });

  test("staff find an agent's quotation by agent and number and read it without changing it", async ({
    page,
    agent,
  }) => {
    const agentToken = await tokenFor(agent.email, agent.password);
    const initial = await callApi<QuotationInitialAnswer>('GET', 'quotations/initial/all', {
      token: agentToken,
    });
    const excursion = initial.excursions.find((e) => e.sharedTransfer)!;
    const created = await fetch(`${E2E_BASE_URL}/api/v1/quotations/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${agentToken}`,
        'content-type': 'application/json',
        'idempotency-key': `e2e-staff-quotation-${Date.now()}`,
      },
      body: JSON.stringify({
        clientName: 'Ms Staff Reader',
        noOfAdults: 2,
        noOfChildren: 0,
        childrenAges: [],
        checkInDate: dubaiDate(30),
        checkOutDate: dubaiDate(33),
        nationality: 'IN',
        isArrivalAirportDisabled: true,
        isDepartureAirportDisabled: true,
        isHotelQuotationDisabled: true,
        isTransferQuotationDisabled: true,
        isSupplimentQuotationDisabled: true,
        isVisaQuotaionsDisabled: true,
        excursions: [{ activityId: excursion._id, selectedExcursionType: 'Shared', vehicleType: [] }],
      }),
    });
    expect(created.status).toBe(201);
    const quotation = (await created.json()) as QuotationAmendmentDto;

    await signInAsStaff(page, `/admin/quotations?agent=${agent.agentCode}`);
    await expect(page.getByRole('heading', { name: 'Quotations', level: 1 })).toBeVisible();
    await expectNoNativeDateInputs(page);
    const rows = page.getByTestId('quotation-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(quotation.quotationNumber);
    await expect(rows).toContainText('Ms Staff Reader');
    await page.getByLabel('Quotation number').fill('NO-SUCH-NUMBER');
    await expect(page.getByText('No quotation matches these filters')).toBeVisible();
    await page.getByLabel('Quotation number').fill(quotation.quotationNumber);
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/quotationNumber=/);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });

    await rows.getByRole('link', { name: `View ${quotation.quotationNumber} (version 1)` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/quotations/${quotation._id}$`));
    await expect(page.getByRole('heading', { name: `Quotation ${quotation.quotationNumber}` })).toBeVisible();
    await expect(page.getByText('only the agent who made it can change it')).toBeVisible();
    await expect(page.getByRole('link', { name: /Version 1/ })).toHaveAttribute('aria-current', 'page');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoSeriousA11yViolations(page);
  });
});
