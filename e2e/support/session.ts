import type { Page } from '@playwright/test';
import { staffToken, tokenFor } from './api';

/** Browser storage keys of spec section 9 (apps/web/src/lib/storage.ts). */
export const STORAGE = {
  token: 'agent-string',
  adminToken: 'admin-string',
  currency: 'currency',
  firstVisit: 'firstVisit',
} as const;

export interface SignInOptions {
  /** Where to go once the token is stored (default /). Null: stay on the blank origin page. */
  goto?: string | null;
  /**
   * Mark the first visit as done so the welcome overlay and the install banner stay away (default true);
   * tests of those two pass false.
   */
  firstVisitDone?: boolean;
}

/**
 * Opens a static file of the portal's origin so its localStorage can be written before the app starts.
 * Cheaper than booting the app and free of its redirects.
 */
export async function openOrigin(page: Page): Promise<void> {
  await page.goto('/brand/favicon.svg');
}

export async function writeStorage(page: Page, values: Record<string, string | null>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, values);
}

export const readStorage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * Signs in through the API and hands the token to the web app the way it keeps it (localStorage
 * 'agent-string'), then opens `goto`. Returns the token.
 */
export async function signInViaApi(
  page: Page,
  email: string,
  password: string,
  { goto = '/', firstVisitDone = true }: SignInOptions = {},
): Promise<string> {
  const token = await tokenFor(email, password);
  await openOrigin(page);
  await writeStorage(page, {
    [STORAGE.token]: token,
    ...(firstVisitDone ? { [STORAGE.firstVisit]: 'false' } : {}),
  });
  if (goto !== null) await page.goto(goto);
  return token;
}

/** Signs in through the login form, as an agent would. */
export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs the demo member of staff in through the API and hands the token to the back office the way it
 * keeps it (localStorage 'admin-string'), then opens `goto` (default /admin). Returns the token.
 */
export async function signInAsStaff(page: Page, goto: string | null = '/admin'): Promise<string> {
  const token = await staffToken();
  await openOrigin(page);
  await writeStorage(page, { [STORAGE.adminToken]: token });
  if (goto !== null) await page.goto(goto);
  return token;
}
