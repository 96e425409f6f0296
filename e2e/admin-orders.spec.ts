import type { AttractionDetailsDto, SearchListAnswer } from '@portal/contracts';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  expectNoNativeDateInputs,
  expectNoSeriousA11yViolations,
  runAdmin,
  signInAsStaff,
  test,
  tokenFor,
  type TestAgent,
} from './fixtures';

const SAFARI = 'Evening Desert Safari with BBQ Dinner';
const ACTIVITY = 'Standard camp with shared 4x4';

interface Placed {
  orderId: string;
  order: { referenceNumber: string; lines: { _id: string; status: string }[] };
}

/**
 * The agent books a seat on the evening desert safari (booking-type: the company confirms it with the
 * operator's number later) through the API, paid from its wallet.
 */
async function bookSafari(agent: TestAgent): Promise<{ token: string; placed: Placed }> {
  await runAdmin(['wallet:credit', agent.email, '2000', '--reason', 'e2e bookings desk']);
  const token = await tokenFor(agent.email, agent.password);
  const list = await callApi<SearchListAnswer>('GET', `search/list?search=${encodeURIComponent(SAFARI)}`);
  const attraction = list.attractions.find((a) => a.title === SAFARI);
  if (!attraction) throw new Error(`${SAFARI} is not in the seed`);
  const details = await callApi<AttractionDetailsDto & { availability: { bookableDates: string[] } }>(
    'GET',
    `b2b/attractions/single/${attraction._id}`,
    { token },
  );
  const activity = details.activities.find((a) => a.name === ACTIVITY);
  const dates = details.availability.bookableDates;
  const date = dates[Math.min(5, dates.length - 1)];
  if (!activity || !date) throw new Error(`${ACTIVITY} has no bookable date`);
  const selection = { activityId: activity._id, date, adults: 1 };
  const price = await callApi<{ agentPrice: number }>('POST', 'b2b/attractions/price', {
    token,
    body: selection,
  });
  const response = await fetch(`${E2E_BASE_URL}/api/v1/b2b/attractions/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-desk-${crypto.randomUUID()}`,
    },
    body: JSON.stringify({
      items: [{ ...selection, expectedPrice: price.agentPrice }],
      leadTraveller: {
        name: 'Samira Desk',
        email: 'samira.desk@example.test',
        phone: '+971 50 222 3344',
        country: 'AE',
      },
      agentReferenceNumber: `DESK-${Date.now().toString(36)}`,
      paymentMethod: 'wallet',
    }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`safari order failed ${response.status}: ${text}`);
  const placed = JSON.parse(text) as Placed;
  if (placed.order.lines[0]?.status !== 'booked') throw new Error(`the safari line is not booked: ${text}`);
  return { token, placed };
}

test.describe('back office: bookings desk', () => {
  test('staff find a booked line from the dashboard filter, confirm it with a number, and the agent sees it confirmed', async ({
    page,
    agent,
  }) => {
    const { token, placed } = await bookSafari(agent);
    const reference = placed.order.referenceNumber;

    await signInAsStaff(page, '/admin/orders?status=booked');
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('booked');

    await test.step('the agent code filter narrows the list and lives in the URL', async () => {
      await page.getByLabel('Agent code').fill(String(agent.agentCode));
      await expect(page).toHaveURL(new RegExp(`agent=${agent.agentCode}`));
      await expect(page.getByTestId('admin-order-row')).toHaveCount(1);
      const row = page.getByTestId('admin-order-row');
      await expect(row).toContainText(agent.companyName);
      await expect(row).toContainText('Samira Desk');
      await expect(row.getByTestId('status-badge').filter({ hasText: 'Booked' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await page.getByRole('link', { name: `Open ${reference}` }).click();
    await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
    await expect(page.getByText('Evening Desert Safari', { exact: false }).first()).toBeVisible();
    // The order's own history (the audit trail of this order and its lines): nothing yet.
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(page.getByText('No changes yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await test.step('an empty number is refused before anything is sent', async () => {
      await page.getByRole('button', { name: 'Confirm line' }).click();
      await expect(page.getByText('Enter the confirmation number')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('the number is asked again in a dialog, then saved', async () => {
      await page.getByLabel('Confirmation number for line 1').fill('SAFARI-4471');
      await page.getByRole('button', { name: 'Confirm line' }).click();
      const dialog = page.getByRole('dialog', { name: `Confirm ${reference} line 1?` });
      await expect(dialog).toContainText('SAFARI-4471');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Yes, confirm' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(`${reference} line 1 is confirmed with SAFARI-4471.`)).toBeVisible();
      await expect(page.getByTestId('line-1-confirmation')).toHaveText('SAFARI-4471');
      await expect(page.getByRole('button', { name: 'Confirm line' })).toHaveCount(0);
      const timeline = page.getByRole('list', { name: 'Status timeline' });
      await expect(timeline).toContainText('Confirmation SAFARI-4471');
      // The demo member of staff the suite signs in as (support/api.ts), named in the timeline.
      await expect(timeline.getByRole('listitem').last()).toContainText('Staff: Company Admin');
      // The history on the page names the confirmation, who made it and the number, without a reload.
      const confirmed = page.getByTestId('audit-row').filter({ hasText: 'order.confirm' });
      await expect(confirmed).toHaveCount(1);
      await expect(confirmed).toContainText('Company Admin');
      await expect(confirmed.getByTestId('audit-after').filter({ hasText: 'SAFARI-4471' })).toBeVisible();
      await expect(page.getByText('No changes yet.')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the agent sees the line confirmed; the list no longer shows it as waiting', async () => {
      const view = await callApi<{ lines: { status: string; confirmationNumber: string | null }[] }>(
        'GET',
        `b2b/attractions/orders/${placed.orderId}`,
        { token },
      );
      expect(view.lines[0]).toMatchObject({ status: 'confirmed', confirmationNumber: 'SAFARI-4471' });
      await page.goto(`/admin/orders?status=booked&agent=${agent.agentCode}`);
      await expect(page.getByText('No booking matches these filters')).toBeVisible();
    });
  });

  test('filters survive a reload and the list fits a 375 px screen', async ({ page, agent }) => {
    const { placed } = await bookSafari(agent);
    const reference = placed.order.referenceNumber;
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, '/admin/orders');
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await expectNoNativeDateInputs(page);
    await expect(page.getByRole('textbox', { name: 'Booked from' })).toHaveAttribute(
      'placeholder',
      'DD/MM/YYYY',
    );
    await page.getByLabel('Product').selectOption('attraction');
    await page.getByLabel('Reference or lead guest').fill(reference);
    await expect(page).toHaveURL(/product=attraction/);
    await expect(page.getByTestId('admin-order-row')).toHaveCount(1);

    await page.reload();
    await expect(page.getByLabel('Product')).toHaveValue('attraction');
    await expect(page.getByLabel('Reference or lead guest')).toHaveValue(reference);
    await expect(page.getByRole('link', { name: `Open ${reference}` })).toBeVisible();
    await expect(page.getByRole('region', { name: /Bookings, scrolls sideways/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel('Agent code').fill('abc');
    await expect(page.getByText('The agent code is a number')).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);

    await page.goto(`/admin/orders/attraction/${placed.orderId}`);
    await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Confirmation number for line 1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
