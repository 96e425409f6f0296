// Screenshots of the documents agents hand out, and of the signed-in header (issue 17, proof):
//   flock /tmp/e2e.lock node scripts/document-shots.mjs [--out /tmp/document-shots] [--build]
//   node scripts/document-shots.mjs --render DIR [--out ...]   (only renders the PDFs in DIR, no server)
// Starts API + web on a free port with a fresh temporary DATA_DIR (migrated and seeded, demo accounts
// on), signs in as the demo reseller, gives it a logo and a client markup, books a real attraction
// order paid by wallet through the API (the web app's calls), downloads the invoice, e-tickets and
// vouchers in each view, renders every PDF page to PNG in Chromium with PDF.js, and photographs the
// header at 1440x900 and 390x844 and the Wallet hover panel over the invoice page. A hotel voucher is
// added when the server offers /b2b/hotels/orders/voucher/{id} and a hotel order can be made.
// Builds apps/web first when apps/web/dist is missing or with --build (run it under the e2e lock: e2e builds too).
/* global document */ // page.evaluate callbacks run in the browser
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argOut = process.argv.indexOf('--out');
const OUT = resolve(
  argOut > 0 ? process.argv[argOut + 1] : (process.env.DOCUMENT_SHOTS_DIR ?? '/tmp/document-shots'),
);
const RESELLER = { email: 'reseller@demo.test', password: 'Demo#2026pass' };
const PDFJS = join(ROOT, 'node_modules', 'pdfjs-dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const log = (...args) => console.log('[document-shots]', ...args);

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

function ensureWebBuild() {
  const forced = process.argv.includes('--build');
  if (!forced && existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  log(forced ? 'building the web app (--build)' : 'apps/web/dist is missing: building the web app');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startServer(port, dataDir, webDist) {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'node'), ['apps/api/src/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS: 'off',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not get ready in 240 s:\n${stderr}`);
}

function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // its own process group
  } catch {
    /* already gone */
  }
}

/** The API as the web app calls it. */
function apiClient(base) {
  let token = null;
  async function call(method, path, { body, headers = {}, raw = false, expect = 200 } = {}) {
    const h = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    if (body !== undefined && !(body instanceof FormData)) h['content-type'] = 'application/json';
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    if (expect !== null && response.status !== expect) {
      throw new Error(`${method} ${path}: ${response.status} ${(await response.text()).slice(0, 500)}`);
    }
    if (raw) return response;
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  }
  return {
    call,
    setToken: (t) => (token = t),
    get token() {
      return token;
    },
  };
}

/** An admin command on the running server (the command line's own endpoint, token of DATA_DIR/server.json). */
async function runAdmin(dataDir, argv) {
  const server = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8'));
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/admin/cli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-cli-token': server.token },
    body: JSON.stringify({ argv }),
  });
  if (!response.ok) throw new Error(`admin ${argv.join(' ')}: ${response.status} ${await response.text()}`);
}

/** An activity of a seeded attraction found by search words; `want` filters the activity. */
async function findActivity(api, words, want) {
  for (const word of words) {
    const list = await api.call('GET', `/search/list?search=${encodeURIComponent(word)}`);
    for (const hit of list.attractions) {
      const details = await api.call('GET', `/b2b/attractions/single/${hit._id}`);
      if (details.isApiConnected) continue;
      const activity = details.activities.find((a) => want(a, details));
      const date = details.availability.bookableDates[6] ?? details.availability.bookableDates.at(-1);
      if (activity && date) return { attraction: details, activity, date };
    }
  }
  throw new Error(`no seeded activity for ${words.join(', ')}`);
}

async function pricedItem(api, selection) {
  const price = await api.call('POST', '/b2b/attractions/price', { body: selection });
  return { ...selection, expectedPrice: price.agentPrice };
}

/** A small PNG logo for the agent, drawn in the browser. */
async function drawLogo(browser) {
  const page = await browser.newPage();
  const data = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 480;
    c.height = 160;
    const g = c.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, 480, 160);
    g.fillStyle = '#b45309';
    g.beginPath();
    g.arc(80, 80, 60, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#ffffff';
    g.font = 'bold 64px sans-serif';
    g.fillText('O', 57, 102);
    g.fillStyle = '#1e293b';
    g.font = 'bold 46px sans-serif';
    g.fillText('Oasis', 160, 78);
    g.font = '30px sans-serif';
    g.fillText('Journeys', 162, 118);
    return c.toDataURL('image/png').split(',')[1];
  });
  await page.close();
  return Buffer.from(data, 'base64');
}

/** Renders every page of a PDF to PNG (PDF.js in Chromium, 1.5x); answers the files written. */
async function renderPdf(browser, base, pdf, name) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
  await page.route('**/__pdfjs/**', (route) => {
    const rel = new URL(route.request().url()).pathname.replace(/^\/__pdfjs\//, '');
    const file = join(PDFJS, rel);
    if (!file.startsWith(PDFJS) || !existsSync(file)) return route.fulfill({ status: 404 });
    const type = file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream';
    return route.fulfill({ body: readFileSync(file), contentType: type });
  });
  await page.route('**/__doc.pdf', (route) => route.fulfill({ body: pdf, contentType: 'application/pdf' }));
  await page.route('**/__render.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body style="margin:0;background:#64748b"></body></html>',
    }),
  );
  await page.goto(`${base}/__render.html`);
  const count = await page.evaluate(async () => {
    const pdfjs = await import('/__pdfjs/build/pdf.min.mjs');
    pdfjs.GlobalWorkerOptions.workerSrc = '/__pdfjs/build/pdf.worker.min.mjs';
    const doc = await pdfjs.getDocument({
      url: '/__doc.pdf',
      standardFontDataUrl: '/__pdfjs/standard_fonts/',
      cMapUrl: '/__pdfjs/cmaps/',
      cMapPacked: true,
      wasmUrl: '/__pdfjs/wasm/',
    }).promise;
    for (let n = 1; n <= doc.numPages; n += 1) {
      const pdfPage = await doc.getPage(n);
      const viewport = pdfPage.getViewport({ scale: 1.5 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      canvas.id = `page-${n}`;
      canvas.style.display = 'block';
      canvas.style.margin = '0 0 12px 0';
      document.body.append(canvas);
      await pdfPage.render({ canvas, viewport }).promise;
    }
    return doc.numPages;
  });
  const files = [];
  for (let n = 1; n <= count; n += 1) {
    const file = join(OUT, `${name}-p${n}.png`);
    await page.locator(`#page-${n}`).screenshot({ path: file });
    files.push(file);
  }
  await page.close();
  return files;
}

async function signedInPage(browser, base, token, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}/brand/favicon.svg`);
  await page.evaluate((t) => {
    localStorage.setItem('agent-string', t);
    localStorage.setItem('firstVisit', 'false');
  }, token);
  return { context, page };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  ensureWebBuild();
  const tmpRoot = mkdtempSync(join(tmpdir(), 'document-shots-'));
  const dataDir = join(tmpRoot, 'data');
  const webDist = join(tmpRoot, 'web');
  mkdirSync(dataDir);
  cpSync(join(ROOT, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = null;
  let browser = null;
  const written = [];
  try {
    log(`starting the server on ${base} (DATA_DIR ${dataDir})`);
    server = await startServer(port, dataDir, webDist);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const api = apiClient(base);
    const login = await api.call('POST', '/b2b/resellers/auth/login', { body: RESELLER });
    api.setToken(login.jwtToken);
    // Room for the hotel booking too (the demo wallet holds AED 5,000.00).
    await runAdmin(dataDir, ['wallet:credit', RESELLER.email, '20000', '--reason', 'Document screenshots']);

    // The agent's branding (logo) and a client markup, so the client and sell views show both.
    const logo = new FormData();
    logo.append('image', new Blob([await drawLogo(browser)], { type: 'image/png' }), 'logo.png');
    await api.call('PATCH', '/b2b/resellers/auth/update/companyLogo', { body: logo });

    const tickets = await findActivity(
      api,
      ['Dubai Frame', 'Burj', 'Museum'],
      (a, d) => d.bookingType === 'ticket' && a.base === 'person' && a.activityType === 'normal',
    );
    const tour = await findActivity(
      api,
      ['Desert Safari', 'Safari', 'City Tour', 'Tour'],
      (a, d) => d.bookingType === 'booking' && a.base === 'person' && a.transferOptions.includes('shared'),
    );
    for (const [pick, percent] of [
      [tickets, 12],
      [tour, 15],
    ]) {
      await api.call('PATCH', '/b2b/resellers/client/markup/upsert', {
        body: { activityId: pick.activity._id, markupType: 'percentage', markup: percent },
      });
    }
    const items = [
      await pricedItem(api, {
        activityId: tickets.activity._id,
        date: tickets.date,
        adults: 2,
        children: 1,
        infants: 0,
        transferType: 'none',
      }),
      await pricedItem(api, {
        activityId: tour.activity._id,
        date: tour.date,
        adults: 2,
        children: 1,
        infants: 1,
        transferType: 'shared',
      }),
    ];
    const created = await api.call('POST', '/b2b/attractions/orders', {
      expect: 201,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        items,
        leadTraveller: {
          name: 'Mariam Al Hashimi',
          email: 'mariam.traveller@example.com',
          phone: '+971 50 555 1212',
          country: 'AE',
        },
        agentReferenceNumber: `OJ-${Date.now().toString().slice(-6)}`,
        paymentMethod: 'wallet',
      },
    });
    const orderId = created.orderId ?? created._id ?? created.order?._id;
    if (!orderId) throw new Error(`no order id in ${JSON.stringify(created).slice(0, 300)}`);
    log(`order ${orderId}: ${tickets.attraction.title} / ${tour.attraction.title}`);

    const documents = [
      ['invoice-agent', `/b2b/attractions/orders/${orderId}/invoice`],
      ['invoice-sell', `/b2b/attractions/orders/${orderId}/invoice?view=sell`],
      ['tickets-default', `/b2b/attractions/orders/${orderId}/tickets`],
      ['tickets-client', `/b2b/attractions/orders/${orderId}/tickets?view=client`],
      ['tickets-sell', `/b2b/attractions/orders/${orderId}/tickets?view=sell`],
      ['vouchers-client', `/b2b/attractions/orders/${orderId}/vouchers?view=client`],
      ['vouchers-sell', `/b2b/attractions/orders/${orderId}/vouchers?view=sell`],
    ];
    // The invoice is the company's tax invoice: it has no client view (the API answers 400).
    const clientInvoice = await api.call('GET', `/b2b/attractions/orders/${orderId}/invoice?view=client`, {
      raw: true,
      expect: null,
    });
    log(`invoice?view=client answers ${clientInvoice.status} (agent and sell views only)`);
    for (const [name, path] of documents) {
      const response = await api.call('GET', path, { raw: true });
      const pdf = Buffer.from(await response.arrayBuffer());
      writeFileSync(join(OUT, `${name}.pdf`), pdf);
      written.push(...(await renderPdf(browser, base, pdf, name)));
    }

    const hotel = await hotelVouchers(api).catch((error) => {
      log(`hotel voucher skipped: ${error.message}`);
      return [];
    });
    for (const [name, pdf] of hotel) {
      writeFileSync(join(OUT, `${name}.pdf`), pdf);
      written.push(...(await renderPdf(browser, base, pdf, name)));
    }

    // The header with the currency flag, wide and on a phone.
    for (const [name, viewport] of [
      ['header-1440', { width: 1440, height: 900 }],
      ['header-390', { width: 390, height: 844 }],
    ]) {
      const { context, page } = await signedInPage(browser, base, api.token, viewport);
      await page.goto(`${base}/`);
      await page.locator('header').first().waitFor();
      await page
        .getByTestId('header-balance')
        .or(page.getByRole('link', { name: /Wallet/ }).first())
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('header img')].every((img) => img.complete),
      );
      const top = join(OUT, `${name}.png`);
      await page.screenshot({ path: top, clip: { x: 0, y: 0, width: viewport.width, height: 160 } });
      const full = join(OUT, `${name}-page.png`);
      await page.screenshot({ path: full });
      written.push(top, full);
      // The currency list open, with its flags.
      const picker = page.getByRole('button', { name: /currency/i }).first();
      if (await picker.isVisible()) {
        await picker.click();
        await page.waitForTimeout(500);
        const list = join(OUT, `${name}-currencies.png`);
        await page.screenshot({ path: list, clip: { x: 0, y: 0, width: viewport.width, height: 560 } });
        written.push(list);
      }
      await context.close();
    }

    // The Wallet hover panel open over the invoice page: it must not hide the Invoice PDF button.
    {
      const { context, page } = await signedInPage(browser, base, api.token, { width: 1440, height: 900 });
      await page.goto(`${base}/attractions/invoice/${orderId}`);
      await page.getByRole('button', { name: 'Invoice PDF' }).waitFor();
      await page
        .getByRole('link', { name: /^Wallet/ })
        .first()
        .hover();
      await page.getByTestId('wallet-panel').waitFor();
      await page
        .getByTestId('wallet-panel')
        .getByText(/AED|USD|EUR|[\d,]+\.\d{2}/)
        .first()
        .waitFor();
      const file = join(OUT, 'wallet-panel-invoice-1440.png');
      await page.screenshot({ path: file });
      written.push(file);
      await context.close();
    }
  } finally {
    if (browser) await browser.close().catch(() => {});
    stopServer(server);
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(tmpRoot, { recursive: true, force: true, maxRetries: 3 });
  }
  log(`${written.length} PNG files in ${OUT}:`);
  for (const file of written) console.log(file);
}

/** A plain date `days` ahead (UTC). */
const dayAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A hotel voucher in the client and sell views, when the hotel module offers one (optional): search,
 * recheck (hold) and book by wallet as the web app does. Answers [name, pdf] pairs.
 */
async function hotelVouchers(api) {
  const suggestions = await api.call('GET', '/b2b/hotels/availabilities/search/suggestions?search=Atlantis');
  const hotelId = suggestions.hotels?.[0]?.hotelId;
  if (!hotelId) throw new Error('no hotel to book');
  const rooms = [{ noOfAdults: 2, noOfChildren: 1, childrenAges: [6] }];
  const search = await api.call('POST', '/b2b/hotels/availabilities/single/search', {
    body: {
      fromDate: dayAhead(30),
      toDate: dayAhead(33),
      rooms,
      nationality: 'AE',
      hotelId,
      priceType: 'static',
    },
  });
  const rate = search.rooms?.[0]?.rates?.[0];
  if (!rate) throw new Error('no hotel rate');
  const recheck = await api.call('POST', '/b2b/hotels/availabilities/booking/room-rate', {
    body: {
      searchId: search.searchId,
      hotelId: search.hotel.id,
      rateKey: rate.rateKey,
      expectedPrice: rate.agentPrice,
    },
  });
  const created = await api.call('POST', '/b2b/hotels/orders/create', {
    expect: null,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      holdId: recheck.holdId,
      expectedPrice: recheck.rate.agentPrice,
      acceptPriceChange: recheck.priceChanged,
      rooms: [
        {
          guests: [
            { title: 'Mrs', firstName: 'Mariam', lastName: 'Al Hashimi', gender: 'female', type: 'adult' },
            { title: 'Mr', firstName: 'Khalid', lastName: 'Al Hashimi', gender: 'male', type: 'adult' },
            {
              title: 'Miss',
              firstName: 'Noor',
              lastName: 'Al Hashimi',
              gender: 'female',
              type: 'child',
              age: 6,
            },
          ],
        },
      ],
      contact: {
        name: 'Mariam Al Hashimi',
        email: 'mariam.traveller@example.com',
        phone: '+971 50 555 1212',
      },
      specialRequests: 'Late arrival around 23:00, connecting rooms if possible',
      agentReferenceNumber: `OJ-H${Date.now().toString().slice(-5)}`,
      paymentMethod: 'wallet',
    },
  });
  if (!created?.orderId) throw new Error(`hotel booking failed: ${JSON.stringify(created).slice(0, 300)}`);
  const out = [];
  for (const view of ['client', 'sell']) {
    const response = await api.call('GET', `/b2b/hotels/orders/voucher/${created.orderId}?view=${view}`, {
      raw: true,
    });
    out.push([`hotel-voucher-${view}`, Buffer.from(await response.arrayBuffer())]);
  }
  return out;
}

/** --render DIR: only render the PDFs already in DIR (no server), e.g. DOC_OUT of the documents' int tests. */
async function renderOnly(dir) {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.pdf'))) {
      const files = await renderPdf(
        browser,
        'http://render.invalid',
        readFileSync(join(dir, name)),
        name.slice(0, -4),
      );
      for (const file of files) console.log(file);
    }
  } finally {
    await browser.close();
  }
}

const argRender = process.argv.indexOf('--render');
(argRender > 0 ? renderOnly(resolve(process.argv[argRender + 1])) : main()).catch((error) => {
  console.error('[document-shots] failed:', error);
  process.exit(1);
});
