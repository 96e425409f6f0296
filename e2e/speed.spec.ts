import { expect, test, uniqueEmail } from './fixtures';

// Issue 11: the sign-in page paints before its JavaScript, renders without the store (Redux Toolkit
// loads after it), and the built files go out compressed.

test.describe('sign-in page without the store on its critical path', () => {
  test('the static shell paints with JavaScript off: the company logo on the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('img', { name: 'Desert Rose B2B' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await context.close();
  });

  test('the page renders before the store loads; the recovery form then works inside it', async ({
    page,
  }) => {
    const storeChunks: string[] = [];
    const routerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/redux-[\w-]+\.js$/.test(request.url())) storeChunks.push(request.url());
      if (/\/assets\/router-[\w-]+\.js$/.test(request.url())) routerChunks.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Agent sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Desert Rose B2B');

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('E-mail').fill(uniqueEmail('speed-forgot'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for this e-mail address')).toBeVisible();
    // The recovery form needed the store: Redux Toolkit's chunk was fetched by now, once.
    expect(storeChunks).toHaveLength(1);
    // React Router stays off the page (the shared and icons chunks it loads import neither router nor store).
    expect(routerChunks).toHaveLength(0);
  });

  test('what is typed before the store loads stays in the form when it loads', async ({ page }) => {
    // The store's chunk is held until the e-mail is typed, so it loads under a filled form: its start-up
    // must not swap the form for the loading screen (which would remount it empty).
    let typed: () => void = () => undefined;
    const emailTyped = new Promise<void>((resolve) => (typed = resolve));
    await page.route(/\/assets\/store-runtime-[\w-]+\.js$/, async (route) => {
      await emailTyped;
      await route.continue();
    });
    const startUpCalls = page.waitForRequest(/\/api\/v1\/home\/initial-data$/);
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill('typed.before.the.store@example.test');
    typed();
    // The store has loaded and made its start-up calls (one task after it was made).
    await startUpCalls;
    await expect(page.getByRole('heading', { name: 'Agent sign in' })).toBeVisible();
    await expect(email).toHaveValue('typed.before.the.store@example.test');
  });

  test('scripts and the page are sent compressed (brotli), hashed files cached for a year', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\//);
    const res = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toContain('immutable');
    const html = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers()['cache-control']).toBe('no-cache');
  });
});
