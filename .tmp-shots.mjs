import { chromium } from 'playwright';
const base = 'http://localhost:8096';
const res = await fetch(`${base}/api/v1/b2b/resellers/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'reseller@demo.test', password: 'Demo#2026pass' }) });
const { jwtToken } = await res.json();
if (!jwtToken) throw new Error('no token');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const errors = [];
for (const width of [1280, 390]) {
  for (const [name, path, signedIn] of [['login', '/login', false], ['register', '/register', false], ['home', '/', true], ['home-first', '/', 'first']]) {
    const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, deviceScaleFactor: 1 });
    await ctx.addInitScript(([token, first]) => {
      if (token) localStorage.setItem('agent-string', token);
      if (!first) localStorage.setItem('firstVisit', 'false');
    }, [signedIn ? jwtToken : null, signedIn === 'first']);
    const page = await ctx.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(`${name}@${width}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${name}@${width}: ${e.message}`));
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/polish-work/${name}-${width}.png`, fullPage: name !== 'home-first' });
    if (name === 'login' && width === 1280) {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForTimeout(200);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby') + ' ' + document.activeElement?.id);
      console.log('login empty submit, focused:', focused, await page.locator('[role=alert]').allInnerTexts());
      await page.screenshot({ path: `/tmp/polish-work/login-errors-${width}.png` });
      await page.getByLabel('E-mail').fill('reseller@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForTimeout(800);
      console.log('wrong password alerts:', await page.locator('[role=alert]').allInnerTexts());
      await page.getByLabel('Password', { exact: true }).fill('Demo#2026pass');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 5000 }).catch(() => {});
      console.log('after login url:', page.url());
      await page.goto(base + '/login');
      await page.waitForTimeout(300);
    }
    if (name === 'home-first') {
      const dlg = page.getByRole('dialog');
      console.log('first-visit dialog visible:', await dlg.isVisible(), await dlg.getAttribute('aria-labelledby'));
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      console.log('after Escape dialog count:', await page.getByRole('dialog').count(), 'firstVisit=', await page.evaluate(() => localStorage.getItem('firstVisit')));
    }
    if (name === 'home' && width === 1280) {
      const before = await page.locator('[aria-label="Hotel banners"] [aria-current=true]').getAttribute('aria-label');
      await page.getByRole('button', { name: 'Previous slide of Hotel banners' }).click({ force: true });
      await page.waitForTimeout(700);
      const after = await page.locator('[aria-label="Hotel banners"] [aria-current=true]').getAttribute('aria-label');
      console.log('carousel prev:', before, '->', after);
    }
    await ctx.close();
  }
}
await browser.close();
console.log('errors:', errors);
