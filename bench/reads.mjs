// Read paths against a hello-world Fastify route in the same run (issue 11 section 2): for each of
// /home/initial-data, /search/list?search=dub, /b2b/transactions/balance and the hotel suggestions
// (/b2b/hotels/availabilities/search/suggestions?search=dub), rounds of autocannon
// alternate between the portal and the anchor; prints the median requests/s of each, the ratio,
// latency, and the portal's event loop delay during its own rounds (perf_hooks.monitorEventLoopDelay,
// bench/loop-delay-probe.mjs), and a second anchor: bare Fastify sending our very answer - its bytes
// (uncompressed) and its headers (hello-world.mjs /same) - which separates the answer itself from the
// work behind it. On Linux it also prints the CPU each request cost the server and the client
// (utime+stime from /proc/<pid>/stat, process.cpuUsage): on two shared cores the client's share moves
// the ratio as much as the server's. Asserts nothing.
// Run: node bench/reads.mjs [--connections 10] [--duration 5] [--rounds 3]
//      [--only initial-data,search,balance,hotel-suggestions]
//      [--accept-encoding gzip]   (sent to both; default none, as autocannon)
//      [--database-url postgres://...]   (an existing, empty database; default the embedded PGlite)
//      [--cpu-prof DIR]   (the server alone writes a V8 CPU profile there when it stops; /work/wt/tools/agg.mjs)
//      [--compare DIR]   (also a portal run from another checkout DIR, e.g. main's, on the same database, its
//                         rounds alternating with ours - which of the two goes first swaps every round; with
//                         --cpu-prof it writes its profile into DIR/compared; both servers' request counts printed)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, removeDir, ROOT, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const connections = Number(arg('--connections', 10));
const duration = Number(arg('--duration', 5));
const rounds = Number(arg('--rounds', 3));
const only = String(arg('--only', 'initial-data,search,balance,hotel-suggestions')).split(',');
const acceptEncoding = arg('--accept-encoding', null);
const databaseUrl = arg('--database-url', null);
const cpuProfDir = arg('--cpu-prof', null);
const compareRoot = arg('--compare', null);

const TARGETS = [
  { name: 'initial-data', path: '/api/v1/home/initial-data', auth: false },
  { name: 'search', path: '/api/v1/search/list?search=dub', auth: false },
  { name: 'balance', path: '/api/v1/b2b/transactions/balance', auth: true },
  {
    name: 'hotel-suggestions',
    path: '/api/v1/b2b/hotels/availabilities/search/suggestions?search=dub',
    auth: true,
  },
].filter((t) => only.includes(t.name));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const PER_CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'transfer-encoding',
]);
const ms = (value) => `${value.toFixed(2)} ms`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function startHelloWorld(port) {
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'node'),
    [join(ROOT, 'bench', 'hello-world.mjs'), String(port)],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i += 1) {
    try {
      if ((await fetch(`${url}/hello`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  return {
    pid: child.pid,
    url: `${url}/hello`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** CPU seconds (user + system) a process has used so far; null where /proc is not there. */
const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks, USER_HZ = 100 on Linux
  } catch {
    return null;
  }
};

/** Requests each process answered (rounds and warm-ups), by pid: a CPU profile's time per request. */
const served = new Map();
const count = (pid, result) => served.set(pid, (served.get(pid) ?? 0) + result.requests.total);

/** One autocannon round, with the microseconds of CPU per request of the server (pid) and of this client. */
async function run(url, headers, pid) {
  const server0 = cpuSeconds(pid);
  const client0 = process.cpuUsage();
  const result = await autocannon({ url, connections, duration, headers });
  const client = process.cpuUsage(client0);
  const server1 = cpuSeconds(pid);
  count(pid, result);
  const n = result.requests.total || 1;
  result.serverUs = server0 === null || server1 === null ? null : ((server1 - server0) * 1e6) / n;
  result.clientUs = (client.user + client.system) / n;
  return result;
}

const dataDir = await tempDataDir();
const loopPort = await freePort();
let server;
let hello;
let compared;
let compareDir;
try {
  const portalEnv = {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    JOBS: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  server = await startServer({
    dataDir,
    port: await freePort(),
    env: {
      ...portalEnv,
      BENCH_LOOP_PORT: String(loopPort),
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(join(ROOT, 'bench', 'loop-delay-probe.mjs')).href}${
          cpuProfDir ? ` --cpu-prof --cpu-prof-dir=${cpuProfDir}` : ''
        }`.trim(),
    },
  });
  // The other checkout after ours: on an empty database ours has migrated and seeded it (it must be the newer).
  if (compareRoot) {
    compareDir = await tempDataDir();
    compared = await startServer({
      dataDir: compareDir,
      port: await freePort(),
      env: {
        ...portalEnv,
        ...(cpuProfDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${join(cpuProfDir, 'compared')}` } : {}),
      },
      root: compareRoot,
    });
  }
  hello = await startHelloWorld(await freePort());
  const sameUrl = hello.url.replace(/\/hello$/, '/same');
  const loop = async (what) => (await fetch(`http://127.0.0.1:${loopPort}/${what}`)).json();

  /** The demo reseller's token on a portal. */
  const signIn = async (portal) => {
    const login = await fetch(`${portal.url}/api/v1/b2b/resellers/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reseller@demo.test', password: 'Demo#2026pass' }),
    });
    const token = (await login.json()).jwtToken;
    if (!token) throw new Error(`demo sign-in failed (${login.status})`);
    return token;
  };
  const token = await signIn(server);
  const comparedToken = compared ? await signIn(compared) : null;

  console.log(
    `Reads against hello-world Fastify: ${connections} connections, ${rounds} alternating rounds of ${duration} s each, ` +
      `node ${await serverNodeVersion()}, ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ` +
      `accept-encoding: ${acceptEncoding ?? 'none'}, server log level ${process.env.LOG_LEVEL ?? 'info'}`,
  );
  const helloHeaders = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  // Warm-up: JIT, the in-memory reference data and search index, the token cache.
  await autocannon({ url: hello.url, connections, duration: 2 });
  for (const target of TARGETS) {
    const headers = { ...helloHeaders, ...(target.auth ? { authorization: `Bearer ${token}` } : {}) };
    // As autocannon asks (fetch would otherwise ask for brotli by itself).
    const probe = await fetch(`${server.url}${target.path}`, {
      headers: { 'accept-encoding': acceptEncoding ?? 'identity', ...headers },
    });
    // fetch decodes a compressed answer: the wire size is its content-length when it has one.
    const body = Buffer.from(await probe.arrayBuffer());
    const size = Number(probe.headers.get('content-length')) || body.byteLength;
    if (probe.status !== 200) throw new Error(`${target.path} answered ${probe.status}`);
    // The second anchor sends these very bytes (uncompressed, as autocannon asks by default) with the
    // same headers, but those the server adds itself or that describe the wire form.
    const sameHeaders = Object.fromEntries(
      [...probe.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)),
    );
    await fetch(sameUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-same-headers': JSON.stringify(sameHeaders) },
      body,
    });
    count(
      server.pid,
      await autocannon({ url: `${server.url}${target.path}`, connections, duration: 2, headers }),
    );
    const comparedHeaders = {
      ...helloHeaders,
      ...(target.auth ? { authorization: `Bearer ${comparedToken}` } : {}),
    };
    if (compared)
      count(
        compared.pid,
        await autocannon({
          url: `${compared.url}${target.path}`,
          connections,
          duration: 2,
          headers: comparedHeaders,
        }),
      );

    // Each round's autocannon result per series; req/s and CPU per request are read from them.
    const series = { ours: [], hello: [], same: [], compared: [] };
    const delays = [];
    let last;
    for (let r = 0; r < rounds; r += 1) {
      series.hello.push(await run(hello.url, helloHeaders, hello.pid));
      series.same.push(await run(sameUrl, {}, hello.pid));
      const runCompared = async () =>
        compared &&
        series.compared.push(await run(`${compared.url}${target.path}`, comparedHeaders, compared.pid));
      if (r % 2 === 1) await runCompared();
      await loop('reset');
      last = await run(`${server.url}${target.path}`, headers, server.pid);
      delays.push(await loop('stats'));
      series.ours.push(last);
      if (r % 2 === 0) await runCompared();
      if (last.non2xx || last.errors)
        console.log(`  ! round ${r + 1}: ${last.non2xx} non-2xx, ${last.errors} errors`);
    }
    const perSecond = (name) => series[name].map((result) => result.requests.average);
    const rates = (name) =>
      perSecond(name)
        .map((x) => x.toFixed(0))
        .join(', ');
    const oursMedian = median(perSecond('ours'));
    const anchorMedian = median(perSecond('hello'));
    const sameMedian = median(perSecond('same'));
    console.log(`\nGET ${target.path}  (${(size / 1024).toFixed(1)} KB on the wire)`);
    console.log(
      `  ours ${oursMedian.toFixed(0)} req/s  hello-world ${anchorMedian.toFixed(0)} req/s  ratio ${(oursMedian / anchorMedian).toFixed(3)}`,
    );
    console.log(
      `  bare Fastify sending the same answer (${(body.byteLength / 1024).toFixed(1)} KB and its headers): ${sameMedian.toFixed(0)} req/s, ` +
        `ratio ours/same-answer ${(oursMedian / sameMedian).toFixed(3)}`,
    );
    console.log(
      `  rounds (ours): ${rates('ours')}; (hello): ${rates('hello')}; (same answer): ${rates('same')}`,
    );
    /** Median CPU microseconds per request of the series, on the server or the client side. */
    const us = (name, side) => {
      const values = series[name].map((result) => result[side]).filter((v) => v !== null);
      return values.length ? `${median(values).toFixed(1)} us` : 'n/a';
    };
    const cpu = (name) => `${us(name, 'serverUs')} / ${us(name, 'clientUs')}`;
    console.log(
      `  CPU per request, server / client (medians): ours ${cpu('ours')}, hello-world ${cpu('hello')}, same answer ${cpu('same')}`,
    );
    if (compared) {
      const comparedMedian = median(perSecond('compared'));
      console.log(
        `  ${compareRoot}: ${comparedMedian.toFixed(0)} req/s, ratio ${(comparedMedian / anchorMedian).toFixed(3)}, ` +
          `rounds ${rates('compared')}, CPU per request ${cpu('compared')}; ours/it ${(oursMedian / comparedMedian).toFixed(3)}`,
      );
      const serverUs = (name) => series[name].map((result) => result.serverUs?.toFixed(1)).join(' ');
      console.log(`  server us per request by round: ours ${serverUs('ours')}; it ${serverUs('compared')}`);
    }
    console.log(
      `  latency (last round): p50 ${last.latency.p50} ms, p99 ${last.latency.p99} ms, max ${last.latency.max} ms`,
    );
    console.log(
      `  event loop delay under load (median of rounds): p50 ${ms(median(delays.map((d) => d.p50)))}, ` +
        `p99 ${ms(median(delays.map((d) => d.p99)))}, max ${ms(Math.max(...delays.map((d) => d.max)))}`,
    );
  }
  console.log(
    `\nRequests answered (rounds and warm-ups): ours ${served.get(server.pid)}` +
      (compared ? `, ${compareRoot} ${served.get(compared.pid)}` : ''),
  );
} finally {
  await hello?.stop();
  await server?.stop();
  await compared?.stop();
  await removeDir(dataDir);
  if (compareDir) await removeDir(compareDir);
}
