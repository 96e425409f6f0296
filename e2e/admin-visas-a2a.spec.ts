import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { A2aListAnswer, VisaApplicationAnswer, VisaApplicationDto } from '@portal/contracts';
import {
  E2E_BASE_URL,
  expect,
  expectNoNativeDateInputs,
  expectNoSeriousA11yViolations,
  runAdmin,
  signInAsStaff,
  test,
  tokenFor,
  typeDate,
  uploads,
} from './fixtures';

/** A date `days` from today (Dubai) as yyyy-mm-dd. */
function dubaiDate(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** One call as the agent (JSON or multipart), failing loudly on an unexpected status. */
async function asAgent<T>(
  token: string,
  method: string,
  path: string,
  options: { json?: unknown; form?: FormData; headers?: Record<string, string>; expect?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${E2E_BASE_URL}/api/v1/${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  if (response.status !== (options.expect ?? 200))
    throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The agent applies for one adult's visa, uploads the documents and pays from the wallet. */
async function paidVisaApplication(token: string, passportNo: string): Promise<VisaApplicationDto> {
  const [visa] = await asAgent<{ _id: string }[]>(token, 'GET', 'visa/all');
  const nationalities = await asAgent<{ _id: string; isocode: string }[]>(
    token,
    'GET',
    'b2b/visa/all/nationality',
  );
  const india = nationalities.find((n) => n.isocode === 'IN')!._id;
  const types = await asAgent<{ visaTypes: { _id: string }[] }>(
    token,
    'GET',
    `b2b/visa/type/${visa!._id}/all/${india}`,
  );
  const travelDate = dubaiDate(14);
  const year = Number(travelDate.slice(0, 4));
  const created = await asAgent<VisaApplicationAnswer>(token, 'POST', 'b2b/visa/application/create', {
    expect: 201,
    json: {
      visaType: types.visaTypes[0]!._id,
      nationality: india,
      travelDate,
      noOfAdult: 1,
      noOfChild: 0,
      travellers: [
        {
          paxType: 'ADT',
          title: 'mr',
          firstName: 'Ravi',
          lastName: 'Backoffice',
          email: 'ravi@example.test',
          contactNo: '+91 98765 43210',
          passportNo,
          dateOfBirth: { day: 12, month: 4, year: year - 40 },
          expiryDate: { day: 30, month: 6, year: year + 4 },
        },
      ],
    },
  });
  const app = created.visaApplication;
  const form = new FormData();
  const file = (u: { name: string; mimeType: string; buffer: Buffer }) =>
    new Blob([new Uint8Array(u.buffer)], { type: u.mimeType });
  form.append('passportFistPagePhoto', file(uploads.png('first.png')), 'first.png');
  form.append('passportLastPagePhoto', file(uploads.pdf('last.pdf')), 'last.pdf');
  form.append('passportSizePhoto', file(uploads.png('photo.png')), 'photo.png');
  await asAgent(
    token,
    'POST',
    `b2b/visa/application/${app._id}/travellers/${app.travellers[0]!._id}/documents`,
    {
      form,
    },
  );
  await asAgent(token, 'POST', `b2b/visa/application/payment/${app._id}`, {
    expect: 201,
    headers: { 'idempotency-key': `e2e-admin-visa-${randomUUID()}` },
    json: { paymentMethod: 'wallet', expectedPrice: app.totalAmount },
  });
  return app;
}

/** Dialogs fade in: axe measures contrast once they are fully drawn. */
/** The page fits a 375 px wide phone: no horizontal page scroll. */
async function expectFitsPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width at 375 px').toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function confirmIn(page: Page, title: string, button: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  return dialog;
}

test.describe('back office: visa applications', () => {
  test('staff move a paid traveller to in process, then approve with the visa PDF; the agent sees approved', async ({
    page,
    makeAgent,
  }) => {
    test.setTimeout(180_000);
    const agent = await makeAgent({ label: 'admin-visa' });
    await runAdmin(['wallet:credit', agent.email, '5000', '--reason', 'e2e admin visas']);
    const token = await tokenFor(agent.email, agent.password);
    const passportNo = `Z${Date.now().toString().slice(-7)}`;
    const app = await paidVisaApplication(token, passportNo);

    // The search (by passport number) lands in the URL, so a reload keeps it.
    await signInAsStaff(page, '/admin/visas');
    await expect(page.getByRole('heading', { name: 'Visa applications', level: 1 })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filter visa applications' });
    await filters.getByLabel('Search').fill(passportNo);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${passportNo}`));
    await page.reload();
    const card = page.locator(
      `[data-testid="admin-visa-application"][data-reference="${app.referenceNumber}"]`,
    );
    await expect(card).toBeVisible();
    await expect(page.getByTestId('admin-visa-application')).toHaveCount(1);
    await expect(card).toContainText(agent.companyName);
    const traveller = card.getByTestId('admin-visa-traveller');
    await expect(traveller.getByTestId('visa-status')).toHaveText('Submitted');
    // The documents open in a new tab through signed links.
    const photo = traveller.getByRole('link', { name: /Passport-size photo of Ravi Backoffice/ });
    const href = await photo.getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    await expectNoSeriousA11yViolations(page);

    await traveller.getByRole('button', { name: 'Move to In process' }).click();
    const moveDialog = await confirmIn(page, 'Move to In process?', 'Move to In process');
    await expect(moveDialog).toBeHidden();
    await expect(traveller.getByTestId('visa-status')).toHaveText('In process');

    await traveller.getByRole('button', { name: 'Approve with visa PDF' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve with the visa PDF?' });
    await expect(approve).toContainText('at most 5 MB');
    await expectNoSeriousA11yViolations(page);
    // Nothing chosen yet: a clear message, no request.
    await approve.getByRole('button', { name: 'Attach and approve' }).click();
    await expect(approve.getByText('Choose the visa PDF')).toBeVisible();
    await approve.getByLabel('Visa file').setInputFiles(uploads.png('visa.png'));
    await approve.getByRole('button', { name: 'Attach and approve' }).click();
    await expect(approve.getByText('The visa must be a PDF file')).toBeVisible();
    await approve.getByLabel('Visa file').setInputFiles(uploads.pdf('visa.pdf'));
    await approve.getByRole('button', { name: 'Attach and approve' }).click();
    await expect(approve).toBeHidden();
    await expect(traveller.getByTestId('visa-status')).toHaveText('Approved');
    await expect(traveller.getByRole('link', { name: /Visa PDF of Ravi Backoffice/ })).toBeVisible();
    await expect(page.getByText('Visa approved')).toBeVisible();
    // The application's own history (its travellers' decisions, who made them), opened like its notes.
    await card.locator('summary', { hasText: 'Notes, assignment and history' }).click();
    await expect(card.getByRole('heading', { name: `History of ${app.referenceNumber}` })).toBeVisible();
    const history = card.getByTestId('audit-row');
    await expect(history.filter({ hasText: 'visa.in_process' })).toHaveCount(1);
    await expect(history.filter({ hasText: 'visa.approved' })).toContainText('Company Admin');
    await expectNoSeriousA11yViolations(page);
    await expectFitsPhone(page);

    const agentView = await asAgent<VisaApplicationAnswer>(
      token,
      'GET',
      `b2b/visa/application/list/${app._id}`,
    );
    expect(agentView.visaApplication.travellers[0]).toMatchObject({ status: 'approved', hasVisa: true });
    expect(agentView.visaApplication.status).toBe('approved');
  });

  test('rejecting needs a reason; the agent reads it', async ({ page, makeAgent }) => {
    test.setTimeout(120_000);
    const agent = await makeAgent({ label: 'admin-visa-reject' });
    await runAdmin(['wallet:credit', agent.email, '5000', '--reason', 'e2e admin visas']);
    const token = await tokenFor(agent.email, agent.password);
    const app = await paidVisaApplication(token, `R${Date.now().toString().slice(-7)}`);

    await signInAsStaff(page, `/admin/visas?search=${app.referenceNumber}`);
    const traveller = page.getByTestId('admin-visa-traveller');
    await expect(traveller).toHaveCount(1);
    await traveller.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this traveller?' });
    await dialog.getByRole('button', { name: 'Reject traveller' }).click();
    await expect(dialog.getByText('Give the reason for the rejection')).toBeVisible();
    await dialog.getByLabel('Reason for the rejection').fill('Passport photo is blurred');
    await dialog.getByRole('button', { name: 'Reject traveller' }).click();
    await expect(dialog).toBeHidden();
    await expect(traveller.getByTestId('visa-status')).toHaveText('Rejected');
    await expect(traveller).toContainText('Passport photo is blurred');

    const agentView = await asAgent<VisaApplicationAnswer>(
      token,
      'GET',
      `b2b/visa/application/list/${app._id}`,
    );
    expect(agentView.visaApplication.travellers[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Passport photo is blurred',
    });
  });
});

test.describe('back office: A2A tickets', () => {
  test('staff create a ticket, add seats and close it; the agent-side search follows', async ({
    page,
    makeAgent,
  }) => {
    test.setTimeout(180_000);
    const agent = await makeAgent({ label: 'admin-a2a', flags: { showA2a: true } });
    const token = await tokenFor(agent.email, agent.password);
    const date = dubaiDate(23);
    const pnr = `Q${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
    const agentTicket = async () => {
      const list = await asAgent<A2aListAnswer>(token, 'POST', 'b2b/a2a/list/all', { json: { date } });
      return list.sectors
        .flatMap((s) => s.tickets)
        .find((t) => t.onward.flightNo === `IX ${pnr.slice(1, 4)}`);
    };

    await signInAsStaff(page, '/admin/a2a');
    await expect(page.getByRole('heading', { name: 'A2A tickets', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New ticket' }).first().click();
    const form = page.getByRole('dialog', { name: 'New A2A ticket' });
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('To (airport)').fill('COK');
    await form.getByRole('textbox', { name: 'Airline', exact: true }).fill('Air India Express');
    await form.getByLabel('Airline code').fill('IX');
    await form.getByRole('textbox', { name: 'Flight number', exact: true }).fill(`IX ${pnr.slice(1, 4)}`);
    await expectNoNativeDateInputs(form);
    await typeDate(form.getByRole('textbox', { name: 'Date', exact: true }), date);
    await form.getByRole('textbox', { name: 'Departs', exact: true }).fill('09:40');
    await form.getByRole('textbox', { name: 'Arrives', exact: true }).fill('15:10');
    await form.getByRole('textbox', { name: 'Duration (minutes)', exact: true }).fill('240');
    await form.getByRole('textbox', { name: 'Seats', exact: true }).fill('6');
    // A bad amount is refused in the form, before any request.
    await form.getByLabel('Seat price (AED)').fill('abc');
    await form.getByLabel('Airline PNR').fill(pnr);
    await form.getByRole('button', { name: 'Create ticket' }).click();
    await expect(form.getByText('Enter an amount such as 850.00')).toBeVisible();
    await form.getByLabel('Seat price (AED)').fill('875.00');
    await form.getByRole('button', { name: 'Create ticket' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Ticket created')).toBeVisible();
    expect(await agentTicket()).toMatchObject({ totalSeats: 6, availableSeats: 6 });

    const filters = page.getByRole('form', { name: 'Filter A2A tickets' });
    await filters.getByLabel('Search').fill(pnr);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${pnr}`));
    const row = page.getByTestId('a2a-admin-ticket');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('a2a-ticket-seats')).toContainText('6 of 6 left, 0 sold');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: /^Seats/ }).click();
    const seats = page.getByRole('dialog', { name: 'Change seats' });
    await seats.getByLabel('Number of seats').fill('3');
    await expect(seats.getByTestId('a2a-seats-preview')).toHaveText('After the change: 9 seats, 9 unsold.');
    await seats.getByRole('button', { name: 'Add seats' }).click();
    await expect(seats).toBeHidden();
    await expect(row.getByTestId('a2a-ticket-seats')).toContainText('9 of 9 left');
    expect(await agentTicket()).toMatchObject({ totalSeats: 9, availableSeats: 9 });

    await row.getByRole('button', { name: /^Passengers/ }).click();
    const passengers = page.getByRole('dialog', { name: 'Passengers' });
    await expect(passengers.getByText('No passengers yet')).toBeVisible();
    await passengers.getByRole('button', { name: 'Close', exact: true }).click();

    await row.getByRole('button', { name: /^Close/ }).click();
    await confirmIn(page, 'Close this ticket for sale?', 'Close ticket');
    await expect(row.getByTestId('a2a-ticket-status')).toHaveText('Closed');
    await expectFitsPhone(page);
    await expect(row.getByRole('button', { name: /^Close/ })).toHaveCount(0);
    const closed = await agentTicket();
    expect(closed?.open ?? false).toBe(false);
  });
});
