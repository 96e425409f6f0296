// A paired comparison of two server set-ups on issue 38's new stays: both servers run side by side on
// the same data, and short rounds alternate between them (A then B, then B then A, ...), so a host whose
// speed drifts over minutes (a shared VM: the same commit measured 64 and 95 new stays/s an hour apart)
// slows both alike. Each round sends `--amount` new stays over 10 connections to one server while the
// other idles; every stay is one neither server searched before. Prints each round's requests/s and
// server CPU per request, and the median of B against A. Asserts nothing. Hold `flock /tmp/heavy.lock`.
//
// The data comes from bench/hotels-search.mjs: a PostgreSQL database it seeded (`--database NAME`, its
// `--reuse` keeps it) or a PGlite directory it kept (`--data-dir DIR`; B runs on a copy of it).
// Run: node bench/paired-new-stays.mjs (--database NAME | --data-dir DIR) --a 'K=V K=V' --b 'K=V'
//      [--rounds 8] [--amount 300] [--connections 10] [--latency 0]
//      [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//      [--a-root DIR] [--b-root DIR]   (a side runs another checkout, e.g. `git worktree add DIR HEAD~1`
//      with a `node_modules` link to this one's: the same data, the other commit's API)
//      e.g. --a 'HOTEL_PRICING_WORKERS=0' --b 'HOTEL_PRICING_WORKERS=1'
import { spawnSync } from 'node:child_process';
import { cp } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_NODE, cpuMs, freePort, removeDir, startServer, tempDataDir } from './server-process.mjs';
import { BENCH_SERVER_ENV, BENCH_PASSWORD, BENCH_SUB_AGENT, newStays } from './new-stays.mjs';
import { helpAndExit } from './usage.mjs';

helpAndExit(import.meta.filename);
if (Number(process.versions.node.split('.')[0]) < 24) {
  const run = spawnSync(REPO_NODE, [import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
const { default: autocannon } = await import('autocannon');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
/** 'K=V K=V' as an environment. */
const envOf = (text) =>
  Object.fromEntries(
    text
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error(`not K=V: ${pair}`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
const database = arg('--database', '');
const pgliteDir = arg('--data-dir', '');
if (!database === !pgliteDir) throw new Error('name --database NAME (PostgreSQL) or --data-dir DIR (PGlite)');
const adminUrl = arg('--database-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const rounds = Number(arg('--rounds', 8));
const amount = Number(arg('--amount', 300));
const connections = Number(arg('--connections', 10));
const latency = arg('--latency', '0');
const sides = [
  { name: 'A', text: arg('--a', ''), env: envOf(arg('--a', '')), root: arg('--a-root', undefined) },
  { name: 'B', text: arg('--b', ''), env: envOf(arg('--b', '')), root: arg('--b-root', undefined) },
];

const serverEnv = { ...BENCH_SERVER_ENV, HOTEL_BEDBANK_LATENCY_MS: latency };
const databaseUrl = database ? Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString() : '';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Starts a side's server (its own data directory: PGlite's a copy of the kept one) and signs in. */
async function start(side) {
  const dataDir = await tempDataDir();
  // hotels-search.mjs keeps its PGlite data directory in DIR/pglite (the database in its pg/).
  if (pgliteDir) await cp(join(pgliteDir, 'pglite'), dataDir, { recursive: true });
  const env = { ...serverEnv, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...side.env };
  const server = await startServer({ dataDir, port: await freePort(), env, root: side.root });
  const login = await fetch(`${server.url}/api/v1/b2b/resellers/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_SUB_AGENT, password: BENCH_PASSWORD }),
  });
  const { jwtToken } = await login.json();
  if (!jwtToken) throw new Error(`side ${side.name}: login failed (${login.status}); log ${server.logPath}`);
  // The bench city (hotels-search.mjs tops Dubai up to 1,050 hotels): the suggestion with most hotels.
  const found = await fetch(
    `${server.url}/api/v1/b2b/hotels/availabilities/search/suggestions?search=dubai`,
    {
      headers: { authorization: `Bearer ${jwtToken}` },
    },
  ).then((r) => r.json());
  const [city] = (found.cities ?? []).sort((x, y) => y.propertyCount - x.propertyCount);
  if (!city) throw new Error(`side ${side.name}: no city suggested: ${JSON.stringify(found).slice(0, 200)}`);
  return { ...side, server, dataDir, token: jwtToken, cityId: city.cityId, rows: [] };
}

/** One round on one side: `amount` new stays; its rate (answered over the time to the last answer) and CPU. */
async function round(side, next) {
  const url = `${side.server.url}/api/v1/b2b/hotels/availabilities/search`;
  const before = cpuMs(side.server.pid);
  const started = performance.now();
  let lastAnswer = started;
  let refused = null;
  const result = await autocannon({
    url,
    connections,
    amount,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${side.token}` },
        setupRequest: (req) => ({ ...req, body: next() }),
        onResponse: (status, body) => {
          lastAnswer = performance.now();
          if (status >= 300 && !refused) refused = `${status} ${String(body).slice(0, 200)}`;
        },
      },
    ],
  });
  if (refused) throw new Error(`side ${side.name} refused a search: ${refused}`);
  const answered = Math.max(1, result.requests.total);
  return {
    rate: (answered * 1000) / Math.max(1, lastAnswer - started),
    cpu: (cpuMs(side.server.pid) - before) / answered,
    p99: result.latency.p99,
  };
}

const started = [];
try {
  for (const side of sides) started.push(await start(side));
  // Each side its own sequence of stays, continued across rounds: no stay is searched twice.
  const stays = started.map((side, i) => newStays(side.cityId, 1_000 + i * 7_919));
  // Warm-up: JIT, caches of content and contracts, on both sides.
  for (const [i, side] of started.entries()) await round(side, stays[i]);
  console.log(
    `Paired new stays: ${rounds} rounds of ${amount} requests per side, ${connections} connections, bedbank latency ${latency} ms, ` +
      (database ? `PostgreSQL ${database}` : `PGlite copies of ${pgliteDir}`),
  );
  for (const side of started)
    console.log(`  ${side.name}: ${side.text || '(defaults)'}${side.root ? ` in ${side.root}` : ''}`);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    const got = [];
    for (const i of order) got[i] = await round(started[i], stays[i]);
    for (const i of [0, 1]) started[i].rows.push(got[i]);
    console.log(
      `  round ${r + 1}: ` +
        got
          .map(
            (g, i) =>
              `${started[i].name} ${g.rate.toFixed(1).padStart(6)}/s ${g.cpu.toFixed(1).padStart(5)} ms/req p99 ${String(g.p99).padStart(4)} ms`,
          )
          .join('   ') +
        `   B/A rate ${(got[1].rate / got[0].rate).toFixed(2)}  (load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
    );
  }
  const [a, b] = started;
  const ratios = a.rows.map((row, i) => b.rows[i].rate / row.rate);
  const cpuRatios = a.rows.map((row, i) => b.rows[i].cpu / row.cpu);
  console.log(
    `  median: A ${median(a.rows.map((x) => x.rate)).toFixed(1)}/s ${median(a.rows.map((x) => x.cpu)).toFixed(1)} ms/req, ` +
      `B ${median(b.rows.map((x) => x.rate)).toFixed(1)}/s ${median(b.rows.map((x) => x.cpu)).toFixed(1)} ms/req; ` +
      `B/A rate ${median(ratios).toFixed(2)} (rounds ${ratios.filter((x) => x > 1).length} of ${ratios.length} above 1), ` +
      `B/A CPU ${median(cpuRatios).toFixed(2)}`,
  );
} finally {
  for (const side of started) {
    await side.server.stop();
    await removeDir(side.dataDir);
  }
}
