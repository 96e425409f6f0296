import { expect, type Page } from '@playwright/test';

/** A card expiry two years ahead (MM/YY), always valid for the sandbox gateway. */
export const sandboxCardExpiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/**
 * Pays on the sandbox gateway's hosted card page (the browser must be on it). `total` checks the amount
 * the button names (e.g. "1,030.00"); without it any "Pay AED ..." button.
 */
export async function payOnSandbox(
  page: Page,
  cardNumber: string,
  options: { name?: string; total?: string } = {},
): Promise<void> {
  await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
  await page.getByLabel('Name on card').fill(options.name ?? 'Omar Haddad');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(sandboxCardExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: options.total ? `Pay AED ${options.total}` : /^Pay AED/ }).click();
}
