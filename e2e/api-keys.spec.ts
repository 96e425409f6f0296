import { callApi, expect, expectNoSeriousA11yViolations, signInViaApi, test } from './fixtures';

/** Issue 39: an owner's API keys page: create (the secret once), use, revoke with confirmation. */

test.describe('API keys', () => {
  test('an owner creates a key, sees its secret once, the key works on the Agent API, and revoking it stops it', async ({
    page,
    agent,
  }) => {
    const name = `Website ${Date.now() % 100_000}`;
    let secret = '';

    await test.step('the keys page from the account menu', async () => {
      await signInViaApi(page, agent.email, agent.password, { goto: '/' });
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'API keys' }).click();
      await expect(page).toHaveURL(/\/settings\/api-keys$/);
      await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
      await expect(page.getByText('No API keys yet')).toBeVisible();
    });

    await test.step('create a key limited to attractions, with a cap and an address range', async () => {
      await page.getByRole('button', { name: 'Create a key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an API key' });
      await dialog.getByLabel('Name').fill(name);
      for (const other of ['Hotels', 'Flights', 'Visas', 'A2A', 'Travel insurance']) {
        const box = dialog.getByRole('checkbox', { name: other });
        if (await box.count()) await box.uncheck();
      }
      await dialog.getByRole('checkbox', { name: 'Attractions' }).check();
      await dialog.getByLabel('Cap per booking, AED (optional)').fill('500');
      await dialog.getByLabel('Allowed addresses (optional)').fill('not-an-address');
      await dialog.getByRole('button', { name: 'Create the key' }).click();
      await expect(dialog.getByText('Not an address or CIDR range: not-an-address')).toBeVisible();
      await dialog.getByLabel('Allowed addresses (optional)').fill('127.0.0.0/8, ::1, ::ffff:127.0.0.1');
      await dialog.getByRole('button', { name: 'Create the key' }).click();

      const shown = page.getByRole('dialog', { name: `The secret of ${name}` });
      secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
      expect(secret).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
      await expectNoSeriousA11yViolations(page);
      await shown.getByRole('button', { name: 'Done' }).click();
      // Once closed, the secret is nowhere on the page; the list shows its prefix only.
      const row = page.getByTestId('api-key-row').filter({ hasText: name });
      await expect(row).toContainText('Attractions');
      await expect(row).toContainText('Never used');
      await expect(row).toContainText(secret.slice(0, 12));
      await expect(page.getByText(secret)).toHaveCount(0);
    });

    await test.step('the key calls the Agent API and is refused elsewhere', async () => {
      await callApi('GET', 'b2b/attractions/destinations/dubai', { token: secret });
      await callApi('GET', 'b2b/transactions/balance', { token: secret, expectStatus: 403 });
      await page.reload();
      await expect(page.getByTestId('api-key-row').filter({ hasText: name })).toContainText(/Last used/);
    });

    await test.step('revoking asks first, then the key stops at once', async () => {
      const row = page.getByTestId('api-key-row').filter({ hasText: name });
      await row.getByRole('button', { name: 'Revoke' }).click();
      const confirm = page.getByRole('dialog', { name: `Revoke ${name}?` });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expect(row).toContainText('Revoked');
      await callApi('GET', 'b2b/attractions/destinations/dubai', { token: secret, expectStatus: 401 });
    });

    await test.step('no sideways scrolling at 375 px', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await expect(page.getByTestId('api-key-row').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
