/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
import type { Page } from '@playwright/test';
import {
  companyConfig,
  createApprovedAgent,
  expect,
  openOrigin,
  sharedAgent,
  signInViaApi,
  signInViaUi,
  STORAGE,
  test,
  uploads,
  writeStorage,
} from './fixtures';

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

test.describe('favicon on every path (issue 17)', () => {
  for (const path of [
    '/privacy-policy',
    '/b2b/wallet/deposit/x/cancelled',
    '/verification/10000/not-a-real-link',
    '/tabby-terms&conditions',
  ]) {
    test(`${path}: the page's icon link answers with an image`, async ({ page }) => {
      await page.goto(path);
      const href = await page.locator('link[rel="icon"]').evaluate((link: HTMLLinkElement) => link.href);
      const icon = await page.request.get(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/^image\//);
    });
  }

  test('/favicon.ico, which browsers ask for on documents without an icon link, leads to the icon', async ({
    request,
  }) => {
    const company = await companyConfig();
    const answer = await request.get('/favicon.ico', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe(company.favicon);
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
  });
});

test.describe("open pages chat on the company's messaging number (issue 17)", () => {
  for (const path of ['/privacy-policy', '/aboutus', '/contactusb2b', '/landingpageb2b']) {
    test(`${path}`, async ({ page }) => {
      const company = await companyConfig();
      await page.goto(path);
      const chat = page.getByRole('contentinfo').getByRole('link', { name: /Chat with us/ });
      await expect(chat).toHaveAttribute(
        'href',
        `https://wa.me/${company.whatsappNumber.replace(/[+\s]/g, '')}`,
      );
    });
  }
});

/** A one-page PDF that draws a filled red square, so its preview can be told from a blank page. */
function pdfWithSquare(): Buffer {
  const content = '1 0 0 rg 40 40 120 120 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test.describe('verification page', () => {
  test('an uploaded PDF shows as a picture of its first page; PDF.js loads on this page only', async ({
    page,
  }) => {
    const pdfRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/pdf[.-]/.test(r.url())) pdfRequests.push(new URL(r.url()).pathname);
    });
    const agent = await createApprovedAgent({ label: 'verify-pdf', pending: true });
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    expect(pdfRequests).toEqual([]);

    await openOrigin(page);
    await writeStorage(page, { [STORAGE.firstVisit]: 'false' });
    await signInViaUi(page, agent.email, agent.password);
    await expect(page).toHaveURL(/\/verification\/\d+\/[^/]+$/);
    await page.getByLabel('Trade License').setInputFiles(uploads.png());
    await page
      .getByLabel('Tax Certificate')
      .setInputFiles({ name: 'tax-certificate.pdf', mimeType: 'application/pdf', buffer: pdfWithSquare() });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Files uploaded successfully!')).toBeVisible();

    const preview = page.getByRole('img', { name: 'Uploaded Tax Certificate (PDF, first page)' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    // The drawn page: red in the middle of the square, white outside it.
    const colours = await preview.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const at = (fx: number, fy: number) =>
        Array.from(
          ctx.getImageData(Math.floor(img.naturalWidth * fx), Math.floor(img.naturalHeight * fy), 1, 1).data,
        );
      return { centre: at(0.5, 0.5), corner: at(0.05, 0.05) };
    });
    expect(colours.centre.slice(0, 3)).toEqual([255, 0, 0]);
    expect(colours.corner.slice(0, 3)).toEqual([255, 255, 255]);
    expect(pdfRequests.length).toBeGreaterThan(0);
    // The image document still shows as an image.
    await expect(page.getByRole('img', { name: 'Uploaded Trade License' })).toBeVisible();
  });
});
