import type { Page } from '@playwright/test';

/** A date `days` from today (Dubai), yyyy-mm-dd. */
export function dubaiDate(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

export interface FlightTraveller {
  gender: 'male' | 'female';
  first: string;
  last: string;
  passport: string;
  /** yyyy-mm-dd */
  born: string;
  /** The passport's expiry year (only a year: it expires 01/01 of it). */
  passportYear: number;
}

/** Fills the booking page's traveller row `index`. */
export async function fillFlightTraveller(page: Page, index: number, t: FlightTraveller): Promise<void> {
  const row = page.getByTestId('flight-traveller').nth(index);
  await row.getByLabel('Gender').selectOption(t.gender);
  await row.getByLabel('First name').fill(t.first);
  await row.getByLabel('Last name').fill(t.last);
  await row.getByLabel('Nationality').selectOption('GB');
  await row.getByLabel('Passport number').fill(t.passport);
  const [y, m, d] = t.born.split('-');
  await row.getByLabel('Date of birth: day').selectOption(String(Number(d)));
  await row.getByLabel('Date of birth: month').selectOption(String(Number(m)));
  await row.getByLabel('Date of birth: year').selectOption(y!);
  await row.getByLabel('Passport expiry: year').selectOption(String(t.passportYear));
}
