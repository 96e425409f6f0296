import {
  expect,
  expectNoSeriousA11yViolations,
  getReseller,
  logoutViaApi,
  openOrigin,
  readStorage,
  runAdminCli,
  sharedAgent,
  signInViaUi,
  STORAGE,
  test,
  uniqueEmail,
  uploads,
  writeStorage,
} from './fixtures';

const VERIFICATION_TITLE = 'Please upload the required documents to get verified faster!';

test.describe('sign-up, verification and approval', () => {
  test('register -> upload documents -> sign-in waits for approval -> approve by CLI -> sign in', async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    const password = 'Register#2026ok';
    let agentCode = '';

    await test.step('register through the form', async () => {
      await page.goto('/register');
      await page.getByLabel('Company name').fill('Sand Dune Holidays LLC');
      await page.getByLabel('Address').fill('Office 4, Al Maktoum Road, Deira, Dubai');
      await expect(page.getByLabel('Country').locator('option[value="AE"]')).toHaveCount(1);
      await page.getByLabel('Country').selectOption('AE');
      await page.getByLabel('City').fill('Dubai');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Karim Test');
      await page.getByLabel('Designation').fill('Managing Partner');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Phone number').fill('+971 4 222 3333');
      await page.getByLabel('WhatsApp number').fill('+971 55 222 3333');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Register' }).click();

      await expect(page).toHaveURL(/\/verification\/\d+\/[^/]+$/);
      agentCode = /\/verification\/(\d+)\//.exec(page.url())?.[1] ?? '';
      expect(Number(agentCode)).toBeGreaterThanOrEqual(10000);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(VERIFICATION_TITLE);
    });

    const tradeLicense = page.getByLabel('Trade License');
    const taxCertificate = page.getByLabel('Tax Certificate');

    await test.step('a wrong file type is refused', async () => {
      await tradeLicense.setInputFiles(uploads.text());
      await expect(page.getByText('Please upload a valid JPG or PDF file.')).toBeVisible();
    });

    await test.step('one document alone is refused', async () => {
      await tradeLicense.setInputFiles(uploads.png());
      await expect(page.getByText('Please upload a valid JPG or PDF file.')).toBeHidden();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Please upload both documents')).toBeVisible();
    });

    await test.step('both documents upload; the form turns read-only with Edit', async () => {
      await taxCertificate.setInputFiles(uploads.pdf());
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Files uploaded successfully!')).toBeVisible();
      await expect(page.getByText('Please upload both documents')).toBeHidden();
      await expect(page.locator('input[type="file"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.locator('input[type="file"]')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });

    await test.step('documents survive a reload (read-only again)', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(VERIFICATION_TITLE);
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(page.locator('input[type="file"]')).toHaveCount(0);
    });

    await test.step('signing in before approval leads to the verification page', async () => {
      await page.goto('/login');
      await signInViaUi(page, email, password);
      await expect(page).toHaveURL(new RegExp(`/verification/${agentCode}/[^/]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(VERIFICATION_TITLE);
      expect(await readStorage(page, STORAGE.token)).toBeNull();
    });

    await test.step('the operator approves the agent on the admin command line', async () => {
      const output = await runAdminCli(['agents:approve', email]);
      expect(output).toContain(`status pending -> ok`);
    });

    await test.step('signing in now lands on the first enabled module (hotel home)', async () => {
      await page.goto('/login');
      await signInViaUi(page, email, password);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Hotel search' })).toBeAttached();
      expect(await readStorage(page, STORAGE.token)).toBeTruthy();
    });
  });

  test('wrong password is refused on the login form', async ({ page }) => {
    const agent = await sharedAgent('auth-wrong-password', { pending: true });
    await signInViaUi(page, agent.email, 'Not-the-password#1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').first()).toBeVisible();
  });
});

test.describe('session', () => {
  test('a garbage token in storage returns to /login and is removed', async ({ page }) => {
    await openOrigin(page);
    await writeStorage(page, { [STORAGE.token]: 'not-a-real-token', [STORAGE.firstVisit]: 'false' });
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Agent sign in' })).toBeVisible();
    await expect.poll(() => readStorage(page, STORAGE.token)).toBeNull();
  });

  test('a token revoked elsewhere (logout through the API) returns to /login', async ({
    page,
    agent,
    signIn,
  }) => {
    const token = await signIn(agent);
    await expect(page.getByRole('heading', { name: 'Hotel search' })).toBeAttached();
    await logoutViaApi(token);
    await expect(getReseller(token)).rejects.toThrow(/401/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => readStorage(page, STORAGE.token)).toBeNull();
  });

  test('not signed in: a gated page sends the visitor to /login', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('accessibility of the sign-in pages', () => {
  test('axe: /login has no serious or critical violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Agent sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('axe: /register has no serious or critical violations', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('Company name')).toBeVisible();
    await expect(page.getByLabel('Country').locator('option[value="AE"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});
