// Where the signed-in home's main-thread time goes on a throttled phone-class CPU (issue 11): loads `/`
// as the demo reseller in Debian's Chromium with 4x CPU throttling, records a trace and a CPU profile,
// and prints every task over 50 ms (the ones Total Blocking Time counts) with the functions that took
// its time (self time, by function and file). Build unminified for readable names:
//   (cd apps/web && npx vite build --minify false --outDir /tmp/web-nomin) && node bench/home-profile.mjs --dist /tmp/web-nomin
// Options: [--runs 1] [--path /] (/login is loaded signed out) [--throttle 4] [--top 8] [--save dir] (the profile and trace of each run). Asserts nothing; figures vary with the host.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { freePort, removeDir, ROOT, startServer, tempDataDir } from './server-process.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const dist = resolve(arg('--dist', join(ROOT, 'apps', 'web', 'dist')));
const runs = Number(arg('--runs', 1));
const path = arg('--path', '/');
const throttle = Number(arg('--throttle', 4));
const top = Number(arg('--top', 8));
const saveDir = arg('--save', null);
if (saveDir) mkdirSync(saveDir, { recursive: true });
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(join(dist, 'index.html'))) {
  console.log(`${dist}/index.html not found: build the web app first.`);
  process.exit(1);
}

/** Self time per function (name, file:line) within [from, to] of a CDP CPU profile, in ms. */
function selfTimes(profile, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = nodes.get(profile.samples[i]).callFrame;
    const file = f.url ? f.url.split('/').pop() : '';
    const key = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
    totals.set(key, (totals.get(key) ?? 0) + dt);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const dataDir = await tempDataDir();
const server = await startServer({
  dataDir,
  port: await freePort(),
  env: { WEB_DIST: dist, JOBS: 'off', LOG_LEVEL: 'warn' },
});
const browser = await puppeteer.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
  defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
});
try {
  const login = await fetch(`${server.url}/api/v1/b2b/resellers/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reseller@demo.test', password: 'Demo#2026pass' }),
  });
  const token = (await login.json()).jwtToken;
  for (let run = 1; run <= runs; run += 1) {
    const page = await browser.newPage();
    await page.goto(`${server.url}/robots.txt`);
    // Signed in (a returning agent) except on /login, which a signed-in visit leaves for /.
    await page.evaluate(
      (t, signedIn) => {
        localStorage.clear();
        if (!signedIn) return;
        localStorage.setItem('agent-string', t);
        localStorage.setItem('firstVisit', 'false');
      },
      token,
      path !== '/login',
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'loading',
      ],
    });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    // The trace first: stopping the profiler is a long task of its own.
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const { profile } = await cdp.send('Profiler.stop');
    await page.close();
    if (saveDir) {
      writeFileSync(join(saveDir, `run-${run}.cpuprofile`), JSON.stringify(profile));
      writeFileSync(join(saveDir, `run-${run}.trace.json`), JSON.stringify(trace));
    }

    const events = trace.traceEvents;
    // The page's main thread: the renderer thread that ran the most task time.
    const busy = new Map();
    for (const e of events) {
      if (e.name !== 'RunTask' || !e.dur) continue;
      const key = `${e.pid}:${e.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + e.dur);
    }
    const mainThreads = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const [main] = [...busy].filter(([k]) => mainThreads.has(k)).sort((a, b) => b[1] - a[1])[0];
    const [pid, tid] = main.split(':').map(Number);
    const nav =
      events
        .filter(
          (e) =>
            e.name === 'navigationStart' &&
            e.pid === pid &&
            e.args?.data?.documentLoaderURL === `${server.url}${path}`,
        )
        .at(-1) ??
      events.filter((e) => e.pid === pid && e.tid === tid && e.ts).sort((a, b) => a.ts - b.ts)[0];
    const tasks = events
      .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur > 50_000)
      .sort((a, b) => a.ts - b.ts);
    const after = (name) => events.filter((e) => e.name === name && e.pid === pid && e.ts >= nav.ts);
    const fcp = after('firstContentfulPaint')[0]?.ts ?? nav.ts;
    const lcp = after('largestContentfulPaint::Candidate').at(-1)?.ts;
    // Total Blocking Time as Lighthouse counts it: each task's time over 50 ms, from the first contentful paint on.
    const blocking = tasks.filter((e) => e.ts >= fcp).reduce((s, e) => s + e.dur / 1000 - 50, 0);
    const ms = (ts) => (ts === undefined ? '-' : `${((ts - nav.ts) / 1000).toFixed(0)} ms`);
    console.log(
      `\nrun ${run}: FCP ${ms(fcp)}, LCP ${ms(lcp)}; ${tasks.length} tasks over 50 ms at ${throttle}x, ` +
        `blocking time after FCP ${blocking.toFixed(0)} ms`,
    );
    for (const task of tasks) {
      const start = ((task.ts - nav.ts) / 1000).toFixed(0);
      console.log(`  at ${start.padStart(5)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms`);
      for (const [fn, ms] of selfTimes(profile, task.ts, task.ts + task.dur).slice(0, top)) {
        if (ms >= 2) console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${fn}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await removeDir(dataDir);
}
