import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8095';
const body = await (await fetch(`${base}/api/v1/b2b/resellers/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'reseller@demo.test', password: 'Demo#2026pass' }) })).json();
const token = body.jwtToken;
const banks = [
  { id: '11111111-1111-4111-8111-111111111111', bankName: 'Emirates NBD', accountName: 'Desert Rose Tourism LLC', accountNumber: '1015 4432 7781 01', iban: 'AE07 0260 0010 1544 3277 8101', swiftCode: 'EBILAEAD', branchName: 'Business Bay, Dubai', currency: 'AED', countryIsocode: 'AE' },
  { id: '22222222-2222-4222-8222-222222222222', bankName: 'Abu Dhabi Commercial Bank', accountName: 'Desert Rose Tourism LLC', accountNumber: '1200 3345 5610 02', iban: 'AE46 0030 0012 0033 4556 1002', swiftCode: 'ADCBAEAA', branchName: 'Deira, Dubai', currency: 'AED', countryIsocode: 'AE' },
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [360, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript((t) => { localStorage.setItem('agent-string', t); localStorage.setItem('firstVisit', 'false'); }, token);
  const page = await ctx.newPage();
  await page.route('**/api/v1/b2b/company/bank-info/all', (r) => r.fulfill({ json: banks }));
  await page.goto(`${base}/wallet`);
  await page.getByRole('heading', { name: 'Statement' }).waitFor();
  await page.getByRole('tab', { name: 'Bank transfer', exact: true }).click();
  await page.getByRole('button', { name: 'Send deposit request' }).click();
  await page.waitForTimeout(400);
  const card = page.locator('#add-funds');
  await card.screenshot({ path: `/tmp/wallet-shots/bank-${width}.png` });
  await page.getByRole('tab', { name: 'Card', exact: true }).click();
  await page.getByLabel('Amount to add (AED)').fill('250');
  await page.getByText('you pay').waitFor();
  await card.screenshot({ path: `/tmp/wallet-shots/card-${width}.png` });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/wallet-shots/dialog-${width}.png` });
  await ctx.close();
}
await browser.close();
