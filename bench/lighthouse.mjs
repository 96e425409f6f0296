// Lighthouse performance of /login (signed out) and / (signed in) on the built web app served by the
// portal server (issue 11 section 1), in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium),
// mobile and desktop presets, several runs each; prints the median score and metrics. Asserts nothing.
// Run: npm run build && node bench/lighthouse.mjs [--runs 5] [--only mobile|desktop] [--pages /login,/]
//      [--dist apps/web/dist] [--url http://host:port]   (an already running portal instead of a fresh one)
//      [--save dir]   (each run's Lighthouse JSON and its trace, for the main-thread and long-task audits)
//      [--cpu-slowdown 8]   (Lighthouse's CPU multiplier instead of the preset's: 8 on a host of benchmark
//      index ~3,700 gives about what 4 gives on one of ~1,850)
// The host benchmark index is Lighthouse's own measure of this machine's speed: TBT is the trace's
// long tasks times the 4x mobile CPU slowdown, so scores from a slower hour are lower; compare runs
// taken at a similar index.
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { freePort, removeDir, ROOT, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const runs = Number(arg('--runs', 5));
const formFactors = arg('--only', 'mobile,desktop').split(',');
const pages = arg('--pages', '/login,/').split(',');
const dist = resolve(arg('--dist', join(ROOT, 'apps', 'web', 'dist')));
const givenUrl = arg('--url', null);
const cpuSlowdown = arg('--cpu-slowdown', null);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const saveDir = arg('--save', null);
if (saveDir) mkdirSync(saveDir, { recursive: true });

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];

if (!givenUrl && !existsSync(join(dist, 'index.html'))) {
  console.log(`${dist}/index.html not found: run \`npm run build\` first.`);
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.log(`No Chromium at ${chromePath}: install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}

const dataDir = givenUrl ? null : await tempDataDir();
let server = null;
let chrome = null;
try {
  if (!givenUrl) {
    server = await startServer({
      dataDir,
      port: await freePort(),
      env: { WEB_DIST: dist, JOBS: 'off', LOG_LEVEL: 'warn' },
    });
  }
  const base = givenUrl ?? server.url;
  const login = await fetch(`${base}/api/v1/b2b/resellers/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reseller@demo.test', password: 'Demo#2026pass' }),
  });
  const token = (await login.json()).jwtToken;
  if (!token) throw new Error(`demo sign-in failed (${login.status})`);

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const version = await browser.version();
  console.log(
    `Lighthouse performance, ${runs} runs each (medians), ${version}, server on node ${await serverNodeVersion()}, ` +
      `web build ${givenUrl ? givenUrl : dist}`,
  );

  for (const formFactor of formFactors) {
    for (const path of pages) {
      const signedIn = path !== '/login';
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const page = await browser.newPage();
        // A returning agent: token stored, welcome overlay seen. The signed-out page starts clean.
        await page.goto(`${base}/robots.txt`).catch(() => undefined);
        await page.evaluate(
          (t, on) => {
            localStorage.clear();
            if (on) {
              localStorage.setItem('agent-string', t);
              localStorage.setItem('firstVisit', 'false');
            }
          },
          token,
          signedIn,
        );
        const flags = {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Keep the stored token; the HTTP cache is still cleared before each run (a cold load).
          disableStorageReset: true,
          // A slower phone, or this host's figures as a slower host would give them: Lighthouse scales
          // the CPU time it observed by this factor (4 in the mobile preset, 1 on desktop).
          ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: Number(cpuSlowdown) } } : {}),
        };
        const result = await lighthouse(
          `${base}${path}`,
          flags,
          formFactor === 'desktop' ? desktopConfig : undefined,
          page,
        );
        await page.close();
        const lhr = result?.lhr;
        if (!lhr) continue;
        if (saveDir)
          await writeFile(
            join(
              saveDir,
              `${formFactor}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${i + 1}.json`,
            ),
            JSON.stringify(lhr),
          );
        if (saveDir && result.artifacts?.Trace)
          await writeFile(
            join(
              saveDir,
              `${formFactor}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${i + 1}.trace.json`,
            ),
            JSON.stringify(result.artifacts.Trace),
          );
        if (lhr.runtimeError) console.log(`  ! ${path} ${formFactor}: ${lhr.runtimeError.message}`);
        results.push({
          score:
            lhr.categories.performance.score === null
              ? null
              : Math.round(lhr.categories.performance.score * 100),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          finalUrl: lhr.finalDisplayedUrl,
          ...Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue])),
          slowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
        });
      }
      const scores = results.map((r) => r.score);
      const metrics = METRICS.map(([id, label, unit]) => {
        const v = median(results.map((r) => r[id]));
        if (v === null) return `${label} -`;
        return unit ? `${label} ${Math.round(v)} ${unit}` : `${label} ${v.toFixed(3)}`;
      }).join(', ');
      const landed = [...new Set(results.map((r) => new URL(r.finalUrl).pathname))].join(' ');
      console.log(
        `${formFactor.padEnd(7)} ${path.padEnd(7)} score ${median(scores) ?? '-'} (runs: ${scores.join(', ')}); ${metrics}` +
          `; host benchmark index ${Math.round(median(results.map((r) => r.benchmarkIndex)) ?? 0)}` +
          `, CPU slowdown ${results[0]?.slowdown ?? '-'}x` +
          (landed !== path ? `; ended on ${landed}` : ''),
      );
    }
  }
  await browser.disconnect();
} finally {
  await chrome?.kill();
  await server?.stop();
  if (dataDir) await removeDir(dataDir);
}
