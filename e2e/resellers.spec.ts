import type { Page } from '@playwright/test';
import type { AttractionDetailsDto, RegisterSubAgentAnswer, SearchListAnswer } from '@portal/contracts';
import {
  callApi,
  E2E_BASE_URL,
  expect,
  signupBodyFor,
  tokenFor,
  openOrigin,
  runAdmin,
  signInViaUi,
  STORAGE,
  test,
  uniqueEmail,
  watchPageErrors,
  writeStorage,
} from './fixtures';

/**
 * Sub-agent management of issue 4 (spec sections 2.1 group F, 2.2 Agents tab, 3 reseller wallet info):
 * a reseller creates a sub-agent (the generated password is shown once), limits its modules, funds it,
 * and the sub-agent signs in with that password and sees only its modules and its balance.
 */

const mainTabs = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const searchTabs = (page: Page) => page.getByRole('navigation', { name: 'Search' });

test('a reseller creates, configures and funds a sub-agent, who then sees only its modules and balance', async ({
  page,
  browser,
  agent,
  signIn,
}) => {
  await runAdmin(['wallet:credit', agent.email, '1000', '--reason', 'e2e']);
  await signIn(agent, { goto: '/resellers' });

  // The Agents tab leads here; a new reseller has no sub-agents yet.
  await expect(mainTabs(page).getByRole('link', { name: 'Agents' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'No sub-agents yet' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add sub-agent' }).last().click();
  await expect(page).toHaveURL(/\/reseller\/add$/);

  // Validation runs before anything is sent.
  await page.getByRole('button', { name: 'Create sub-agent' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();

  const subEmail = uniqueEmail('sub');
  await page.getByLabel('Company name').fill('E2E Sub Travel LLC');
  await page.getByLabel('Address').fill('Office 4, Al Barsha, Dubai');
  await page.getByLabel('Country').selectOption('AE');
  await page.getByLabel('City').fill('Dubai');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sami Sub');
  await page.getByLabel('Designation').fill('Manager');
  await page.getByLabel('E-mail').fill(subEmail);
  await page.getByLabel('Phone number').fill('+971 50 222 3333');
  await page.getByLabel('WhatsApp number').fill('+971 50 222 4444');
  await page.getByRole('button', { name: 'Create sub-agent' }).click();

  // The generated password is shown once, with the agent code and the warning.
  const created = page.getByRole('dialog', { name: 'Sub-agent created' });
  await expect(created).toContainText('This password will not be shown again.');
  await expect(created).toContainText(`It was also e-mailed to ${subEmail}`);
  await expect(created.getByTestId('generated-agent-code')).toHaveText(/^\d+$/);
  const password = await created.getByRole('textbox', { name: 'Password' }).inputValue();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await created.getByRole('button', { name: 'I have saved the password' }).click();
  await expect(created).toBeHidden();
  await expect(page).toHaveURL(/\/reseller\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Sub Travel LLC' })).toBeVisible();
  await expect(page.getByTestId('sub-agent-balance')).toHaveText('AED 0.00');

  // Module access: Visa off.
  const visa = page.getByRole('switch', { name: 'Visa' });
  await expect(visa).toHaveAttribute('aria-checked', 'true');
  await visa.click();
  await expect(visa).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Visa disabled for this sub-agent')).toBeVisible();

  // Fund it: AED 100 from the reseller's own 1,000, after a confirmation.
  await page.getByRole('button', { name: 'Transfer funds' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer funds' });
  await expect(transfer.getByTestId('transfer-available')).toContainText('You can send up to AED 1,000.00');
  await transfer.getByLabel('Amount (AED)').fill('1000.01');
  await transfer.getByRole('button', { name: 'Continue' }).click();
  await expect(transfer.getByText('The amount is more than the available AED 1,000.00')).toBeVisible();
  await transfer.getByLabel('Amount (AED)').fill('100');
  await transfer.getByLabel('Note').fill('Opening float');
  await transfer.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the transfer' });
  await expect(confirm).toContainText('AED 100.00 will move from your wallet to E2E Sub Travel LLC');
  await confirm.getByRole('button', { name: 'Send AED 100.00' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('sub-agent-balance')).toHaveText('AED 100.00');
  await expect(page.getByTestId('sub-agent-transactions')).toContainText('+AED 100.00');

  // The list shows it with its balance.
  await page.getByRole('link', { name: 'Sub-agents' }).first().click();
  await expect(page.getByTestId('sub-agents-table')).toContainText('E2E Sub Travel LLC');
  await expect(page.getByTestId('sub-agents-table')).toContainText('AED 100.00');

  // The sub-agent signs in with the shown password, in its own browser context.
  const subContext = await browser.newContext();
  const subPage = await subContext.newPage();
  const subErrors = watchPageErrors(subPage);
  await openOrigin(subPage);
  await writeStorage(subPage, { [STORAGE.firstVisit]: 'false' });
  await signInViaUi(subPage, subEmail, password);
  await expect(mainTabs(subPage).getByRole('link', { name: 'Home' })).toBeVisible();

  // Only its modules (no Visa), no Agents tab, and its balance in the header's hover panel.
  await subPage.goto('/');
  await expect(searchTabs(subPage).getByRole('link', { name: 'Attractions' })).toBeVisible();
  await expect(searchTabs(subPage).getByRole('link', { name: 'Visa' })).toHaveCount(0);
  await expect(mainTabs(subPage).getByRole('link', { name: 'Agents' })).toHaveCount(0);
  await subPage.getByRole('banner').getByRole('link', { name: 'Wallet', exact: true }).hover();
  const panel = subPage.getByRole('tooltip');
  await expect(panel).toContainText('Wallet Amount');
  await expect(panel).toContainText('AED 100.00');

  // Sub-agent management is for resellers only: a sub-agent is sent away.
  await subPage.goto('/resellers');
  await expect(subPage).toHaveURL(/\/$/);
  await subPage.goto('/visa');
  await expect(subPage).not.toHaveURL(/\/visa$/);
  expect(subErrors.map((e) => e.message)).toEqual([]);
  await subContext.close();
});

test('a sub-agent can be disabled and its password reset, each after a confirmation', async ({
  page,
  agent,
  signIn,
}) => {
  await signIn(agent, { goto: '/reseller/add' });
  const subEmail = uniqueEmail('sub-reset');
  await page.getByLabel('Company name').fill('E2E Reset Travel');
  await page.getByLabel('Address').fill('Office 9, Deira, Dubai');
  await page.getByLabel('Country').selectOption('AE');
  await page.getByLabel('City').fill('Dubai');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rana Reset');
  await page.getByLabel('Designation').fill('Owner');
  await page.getByLabel('E-mail').fill(subEmail);
  await page.getByLabel('Phone number').fill('+971 50 333 1111');
  await page.getByLabel('WhatsApp number').fill('+971 50 333 2222');
  await page.getByRole('button', { name: 'Create sub-agent' }).click();
  await page.getByRole('button', { name: 'I have saved the password' }).click();
  await expect(page).toHaveURL(/\/reseller\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Reset password' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the password?' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const fresh = page.getByRole('dialog', { name: 'New password' });
  await expect(fresh).toContainText('This password will not be shown again.');
  await expect(fresh.getByRole('textbox', { name: 'Password' })).not.toHaveValue('');
  await fresh.getByRole('button', { name: 'I have saved the password' }).click();

  await page.getByRole('button', { name: 'Disable sub-agent' }).click();
  await page
    .getByRole('dialog', { name: 'Disable this sub-agent?' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByRole('button', { name: 'Enable sub-agent' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Disabled', { exact: true })).toBeVisible();

  // Edit: a server-side rule (unique e-mail) lands under its field; a valid change saves.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  // Opened directly, the form waits for the countries so the country stays selected.
  await page.reload();
  await expect(page.getByLabel('Country')).toHaveValue('AE');
  await page.getByLabel('E-mail').fill(agent.email);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/already/i)).toBeVisible();
  await page.getByLabel('E-mail').fill(subEmail);
  await page.getByLabel('City').fill('Sharjah');
  await page.getByLabel('Zip code').fill('00000');
  await page.getByLabel('Telephone (landline)').fill('+971 4 555 6666');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/reseller\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main')).toContainText('Sharjah');
  const subId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The agent record carries zip code and landline, so the edit form shows what was saved.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Zip code')).toHaveValue('00000');
  await expect(page.getByLabel('Telephone (landline)')).toHaveValue('+971 4 555 6666');
  await page.getByRole('link', { name: 'Cancel' }).click();

  // The markups link narrows the markups page to this sub-agent.
  await page.getByRole('link', { name: 'Sub-agent markups' }).click();
  await expect(page).toHaveURL(new RegExp(`/markup/attraction\\?subAgent=${subId}$`));
  await expect(page.getByLabel('Sub-agent markups')).toHaveValue(subId);
  await expect(page.getByText(/^Markup of E2E Reset Travel/).first()).toBeVisible();
});

test("the parent's pending earning shows what the sub-agent paid over its price: markup plus VAT on it", async ({
  page,
  agent,
  signIn,
}) => {
  const token = await tokenFor(agent.email, agent.password);
  const subEmail = uniqueEmail('earning-sub');
  const { subAgent, password } = await callApi<RegisterSubAgentAnswer>('POST', 'b2b/resellers/register', {
    token,
    body: { ...signupBodyFor(subEmail), password: undefined },
  });
  const search = await callApi<SearchListAnswer>('GET', 'search/list?search=Dubai%20Frame');
  const frame = search.attractions.find((a) => a.title === 'Dubai Frame')!;
  const details = await callApi<AttractionDetailsDto>('GET', `b2b/attractions/single/${frame._id}`, {
    token,
  });
  const activity = details.activities.find((a) => a.name === 'Dubai Frame general admission')!;
  // AED 35.00 markup per person on an activity with 5% VAT.
  await callApi('PATCH', 'b2b/resellers/subagent/markup/upsert', {
    token,
    body: { subAgentId: subAgent._id, activityId: activity._id, markupType: 'flat', markup: 35 },
  });
  await runAdmin(['wallet:credit', subEmail, '500', '--reason', 'e2e']);

  const subToken = await tokenFor(subEmail, password);
  const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const selection = { activityId: activity._id, date, adults: 1, isPromoAdded: false };
  const priced = await callApi<{ agentPrice: number }>('POST', 'b2b/attractions/price', {
    token: subToken,
    body: selection,
  });
  const placed = await fetch(`${E2E_BASE_URL}/api/v1/b2b/attractions/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${subToken}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-earning-${Date.now()}`,
    },
    body: JSON.stringify({
      items: [{ ...selection, expectedPrice: priced.agentPrice }],
      leadTraveller: {
        name: 'Nadia Guest',
        email: 'nadia@example.com',
        phone: '+971 50 555 7878',
        country: 'AE',
      },
      agentReferenceNumber: `EARN-${Date.now()}`,
      paymentMethod: 'wallet',
    }),
  });
  expect(placed.status, await placed.clone().text()).toBe(201);

  await signIn(agent, { goto: `/reseller/${subAgent._id}` });
  await expect(page.getByTestId('sub-agent-pending-earnings')).toHaveText('AED 35.00');
  await expect(page.getByTestId('earning-split').first()).toHaveText(
    'Paid over your price AED 36.75 = markup AED 35.00 (yours) + VAT on the markup AED 1.75',
  );
});
