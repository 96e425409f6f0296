import { expect, type Locator, type Page } from '@playwright/test';

/** yyyy-mm-dd as the portal shows and takes it: DD/MM/YYYY. */
export function displayDate(plain: string): string {
  const [y, m, d] = plain.split('-');
  return `${d}/${m}/${y}`;
}

/** Types a date into the portal's DateInput (DD/MM/YYYY) and leaves the field, which keeps it. */
export async function typeDate(field: Locator, plain: string): Promise<void> {
  await field.fill(displayDate(plain));
  await field.press('Tab');
  await expect(field).toHaveValue(displayDate(plain));
}

/** The page (or part) has no browser date box (mm/dd/yyyy): every date is the DD/MM/YYYY DateInput. */
export async function expectNoNativeDateInputs(scope: Page | Locator): Promise<void> {
  await expect(
    scope.locator(
      'input[type="date"], input[type="datetime-local"], input[type="month"], input[type="week"]',
    ),
  ).toHaveCount(0);
}

/** A date `days` from today (Dubai): yyyy-mm-dd, and as the form shows it written in Arabic-Indic digits. */
export function arabicStayDate(days: number): { shown: string; plain: string } {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  const d = new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days));
  const plain = d.toISOString().slice(0, 10);
  return { plain, shown: displayDate(plain).replace(/\d/g, (c) => String.fromCharCode(0x0660 + Number(c))) };
}
