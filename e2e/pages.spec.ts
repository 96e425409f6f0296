import type { Page } from '@playwright/test';
import { companyConfig, expect, sharedAgent, signInViaApi, test } from './fixtures';

/** Open pages of spec section 2.1 group H, and the not-found page of group G. */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('open pages render for visitors', () => {
  const pages: [path: string, heading: string | RegExp][] = [
    ['/privacy-policy', 'Privacy Policy'],
    ['/payment-decline', 'Payment declined'],
    ['/b2b/wallet/deposit/x/cancelled', 'Payment declined'],
    ['/demo', 'Booking Confirmation'],
    ['/landingpageb2b', /B2B portal/],
    ['/aboutus', /About/],
    ['/contactusb2b', 'Contact us'],
    ['/tabby-terms&conditions', /terms & conditions/i],
  ];
  for (const [path, heading] of pages) {
    test(`${path} shows its page`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toHaveText(heading);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?&.]/g, '\\$&')}$`));
      // Open pages carry the shell's footer (licence disclaimer).
      await expect(page.getByRole('contentinfo')).toContainText('671267');
    });
  }

  test('page title and favicon come from the company configuration', async ({ page }) => {
    const company = await companyConfig();
    await page.goto('/privacy-policy');
    await expect(h1(page)).toHaveText('Privacy Policy');
    await expect(page).toHaveTitle(`${company.companyShortName} B2B`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', company.favicon);
  });
});

test.describe('contact page', () => {
  test('form with name, e-mail, message and Submit Now; invalid input shows field errors', async ({
    page,
  }) => {
    await page.goto('/contactusb2b');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-address');
    await form.getByRole('button', { name: 'Submit Now' }).click();
    await expect(form.getByText('Please enter your name (at least 2 characters)')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByTestId('toast-success')).toHaveCount(0);
  });
});

test.describe('buy-now-pay-later terms', () => {
  test('steps and a 4-question FAQ accordion (one open at a time)', async ({ page }) => {
    await page.goto('/tabby-terms&conditions');
    await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(4);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    await expect(questions).toHaveText([/Who can use/, /spending limits/, /cost anything/, /refunds/]);
    for (let i = 0; i < 4; i += 1) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    const who = faq.getByRole('region').first();
    await expect(who).toContainText('UAE, KSA, Qatar, Bahrain and Kuwait');
    await expect(who).toContainText('18');

    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq).toContainText('remaining payments are cancelled');
  });
});

test.describe('not-found page (group G, behind the gate)', () => {
  test('a visitor opening an unknown path is sent to /login', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const path of ['/no-such-page', '/error']) {
    test(`signed in: ${path} shows the not-found page`, async ({ page }) => {
      const agent = await sharedAgent('shell-full');
      await signInViaApi(page, agent.email, agent.password, { goto: path });
      await expect(h1(page)).toHaveText('Page not found');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});
