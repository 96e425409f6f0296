import type { Page } from '@playwright/test';
import { runAdmin } from './admin';
import { callApi, uniqueEmail } from './api';
import { openOrigin, STORAGE, writeStorage } from './session';

const STAFF_PASSWORD = 'Copper-Meadow-Lantern-58';

/**
 * A member of staff of the test's own with only `roles` (e.g. "content"), made through the admin command
 * line, signed in through the API: answers its bearer token. Roles that move money need two-factor
 * sign-in and are not made here.
 */
export async function createStaffWithRoles(name: string, roles: string): Promise<string> {
  const email = uniqueEmail(roles.replace(/,/g, '-'));
  await runAdmin(['staff:create', email, name, '--roles', roles, '--password', STAFF_PASSWORD]);
  const { jwtToken } = await callApi<{ jwtToken: string }>('POST', 'admin/auth/login', {
    body: { email, password: STAFF_PASSWORD },
  });
  return jwtToken;
}

/** Opens the back office at `goto` as the member of staff with `token`. */
export async function openBackOfficeAs(page: Page, token: string, goto: string): Promise<void> {
  await openOrigin(page);
  await writeStorage(page, { [STORAGE.adminToken]: token });
  await page.goto(goto);
}
