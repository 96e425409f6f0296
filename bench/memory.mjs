// Issue 38 section 2: the resident size of one API node under mixed load, and what its caches hold.
// Starts a node (embedded PGlite by default; `--postgres` on a fresh PostgreSQL database) with the demo
// data, then for `--seconds` runs at once: hotel searches of a new stay each (random check-in over the
// next 300 days, 1-14 nights, 1-3 rooms), one stay repeated, pages of a stored search, the reads of
// ADR 0006 (initial data, search/list, balance, hotel suggestions of varied texts), and a booking loop
// (single-hotel search, recheck and hold, order paid from the wallet; the demo reseller is credited by
// the demo admin first). Every `--sample` seconds it prints the node's resident size (VmRSS), its
// high-water mark, the V8 heap, external memory and PGlite's WASM heap (from /metrics), and at the end
// each cache's entries and bytes (portal_cache_entries / portal_cache_bytes on /metrics).
// Asserts nothing. Hold `flock /tmp/heavy.lock`.
// Run: node bench/memory.mjs [--seconds 300] [--sample 10] [--connections 10] [--rate requests/s] [--heap-snapshot DIR] [--smaps FILE]
//      [--postgres] [--database-url postgres://postgres@127.0.0.1:5432/postgres]   (admin URL; a fresh
//      database `bench_memory_<random>` (`--db-prefix` to name it otherwise) is made beside it and dropped after)
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { printCacheTable, scrape } from './node-metrics.mjs';
import { freshPostgres } from './scratch-postgres.mjs';
import { freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';
import { helpAndExit } from './usage.mjs';
import { NATIONALITIES, dayAhead, generator } from './new-stays.mjs';

helpAndExit(import.meta.filename);

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const seconds = Number(arg('--seconds', 300));
const sampleSeconds = Number(arg('--sample', 10));
const connections = Number(arg('--connections', 10));
/**
 * Requests per second of the mixed load over all connections (0: as fast as the node answers). The
 * node's memory under load follows how much it does: only runs at the same rate compare, and on a
 * shared machine an unbounded run's rate moves with the other sessions' load.
 */
const requestRate = Number(arg('--rate', 0));
const onPostgres = process.argv.includes('--postgres');
/**
 * Start the node once (it creates, migrates and seeds its database), stop it, and measure a second node
 * started on the same data: what a node holds after `npm start` has run once (PGlite's data directory
 * or the PostgreSQL database exists). Without it the measured node is a first start.
 */
const restart = process.argv.includes('--restart');
/** A directory to write a heap snapshot of the node into when the load ends (before the end sample). */
const snapshotDir = arg('--heap-snapshot', '');
/** A file to copy the node's `/proc/<pid>/smaps` into at the end sample (to attribute its mappings). */
const smapsFile = arg('--smaps', '');
const adminUrl = arg(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const PASSWORD = 'Demo#2026pass';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes) => (bytes / 1048576).toFixed(0).padStart(5);

const random = generator(38);
const pick = (n) => Math.floor(random() * n);

function newStay(cityId) {
  const days = 1 + pick(300);
  const rooms = Array.from({ length: 1 + pick(3) }, () => {
    const children = pick(3) === 0 ? 1 + pick(2) : 0;
    return {
      noOfAdults: 1 + pick(3),
      noOfChildren: children,
      childrenAges: Array.from({ length: children }, () => pick(12)),
    };
  });
  return {
    searchQuery: { id: cityId, suggestionType: 'CITY' },
    fromDate: dayAhead(days),
    toDate: dayAhead(days + 1 + pick(14)),
    rooms,
    nationality: NATIONALITIES[pick(NATIONALITIES.length)],
    priceType: 'all',
  };
}

/** Resident and high-water size of a process, bytes (Linux /proc). */
function resident(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: Number.NaN, hwm: Number.NaN };
  }
}

/**
 * Where a process's resident memory is, bytes (Linux /proc/<pid>/smaps): the node binary's mapped
 * text and data, other mapped files (shared libraries, ICU), malloc's arenas (the brk heap and the
 * 64 MiB-aligned heaps of further arenas: Node's buffers, V8's compiler zones, zlib, PGlite's file
 * reads), the WebAssembly memory (the anonymous mapping of exactly `wasmBytes`), executable
 * anonymous memory (compiled JS and WASM code), and the rest of anonymous memory (mostly the V8
 * heap's pages, thread stacks).
 */
function residentByMapping(pid, wasmBytes) {
  const parts = { binary: 0, files: 0, malloc: 0, wasmMemory: 0, code: 0, anonymous: 0 };
  const ARENA = 64 * 1024 ** 2;
  try {
    let part = 'anonymous';
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
      if (head) {
        const [, from, to, perms, path] = head;
        const start = BigInt(`0x${from}`);
        const size = Number(BigInt(`0x${to}`) - start);
        if (path === '[heap]') part = 'malloc';
        else if (path && !path.startsWith('[')) part = /\/bin\/node$/.test(path) ? 'binary' : 'files';
        else if (wasmBytes > 0 && size === wasmBytes) part = 'wasmMemory';
        else if (perms.includes('x')) part = 'code';
        else if (!path && perms === 'rw-p' && start % BigInt(ARENA) === 0n && size <= ARENA) part = 'malloc';
        else part = 'anonymous';
        continue;
      }
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss) parts[part] += Number(rss[1]) * 1024;
    }
  } catch {
    // not Linux
  }
  return parts;
}

/**
 * Has the node write a heap snapshot (`--heapsnapshot-signal`) and waits until the file stops growing.
 * The snapshot is written by the node's main thread, so nothing else runs meanwhile.
 */
async function heapSnapshot(pid, dir) {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  let size = -1;
  for (;;) {
    await sleep(2000);
    const file = readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (!file) continue;
    const now = statSync(`${dir}/${file}`).size;
    if (now > 0 && now === size) {
      console.log(`  heap snapshot: ${dir}/${file} (${mb(now)} MB)`);
      return;
    }
    size = now;
  }
}

async function call(base, path, { token, body, method, key } = {}) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
}

const database = onPostgres ? await freshPostgres(adminUrl, arg('--db-prefix', 'bench_memory')) : null;
const dataDir = await tempDataDir();
const metricsPort = await freePort();
let server;
try {
  const serverEnv = {
    LOG_LEVEL: 'warn',
    JOBS: 'off',
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(snapshotDir
      ? {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir}`,
        }
      : {}),
  };
  if (restart) await (await startServer({ dataDir, port: await freePort(), env: serverEnv })).stop();
  server = await startServer({ dataDir, port: await freePort(), env: serverEnv });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const base = server.url;
  const login = await call(base, '/b2b/resellers/auth/login', {
    body: { email: 'reseller@demo.test', password: PASSWORD },
  });
  const token = login.json?.jwtToken;
  if (!token) throw new Error(`demo sign-in failed (${login.status}): ${login.text.slice(0, 200)}`);
  const admin = await call(base, '/admin/auth/login', {
    body: { email: 'admin@demo.test', password: PASSWORD },
  });
  const adminToken = admin.json?.jwtToken;
  if (adminToken) {
    const credit = await call(base, '/admin/wallets/adjustments', {
      token: adminToken,
      key: randomUUID(),
      body: {
        agent: 'reseller@demo.test',
        direction: 'credit',
        amount: 10_000_000,
        currency: 'AED',
        reason: 'memory bench',
      },
    });
    if (credit.status !== 200)
      console.log(`  (wallet credit answered ${credit.status}: ${credit.text.slice(0, 200)})`);
  } else
    console.log(`  (admin sign-in answered ${admin.status}: bookings stop when the demo wallet is empty)`);

  const suggestions = await call(base, '/b2b/hotels/availabilities/search/suggestions?search=dubai', {
    token,
  });
  const city = suggestions.json?.cities?.[0];
  if (!city?.cityId) throw new Error(`no city suggestion: ${suggestions.text.slice(0, 300)}`);
  const sameStay = { ...newStay(city.cityId), fromDate: dayAhead(30), toDate: dayAhead(33) };
  const first = await call(base, '/b2b/hotels/availabilities/search', { token, body: sameStay });
  if (first.status !== 200) throw new Error(`search answered ${first.status}: ${first.text.slice(0, 300)}`);
  const searchId = first.json.searchId;
  const hotelIds = (first.json.hotels ?? []).map((card) => card.hotel.id);

  console.log(
    `Memory of one node under mixed load: ${onPostgres ? `PostgreSQL (${database.name})` : 'embedded PGlite'}` +
      `${restart ? ', restarted on its seeded data' : ', first start'}, ` +
      `node ${await serverNodeVersion()}, ${seconds} s, ${connections} connections${requestRate > 0 ? ` at ${requestRate} requests/s` : ''} + 1 booking loop; ` +
      `${city.cityName}: ${first.json.totalHotels} hotels`,
  );
  const started = performance.now();
  const samples = [];
  const sample = async (label) => {
    const { rss, hwm } = resident(server.pid);
    const m = await scrape(metricsUrl).catch(() => new Map());
    const heap = m.get('nodejs_heap_size_used_bytes') ?? Number.NaN;
    const heapTotal = m.get('nodejs_heap_size_total_bytes') ?? Number.NaN;
    const external = m.get('nodejs_external_memory_bytes') ?? Number.NaN;
    const wasm = m.get('portal_memory_bytes{part="pglite_wasm"}') ?? 0;
    const workers = m.get('portal_memory_bytes{part="pricing_workers_heap_used"}') ?? 0;
    const caches = [...m].filter(([k]) => k.startsWith('portal_cache_bytes')).reduce((s, [, v]) => s + v, 0);
    samples.push({ rss, hwm });
    console.log(
      `  ${label.padEnd(6)} ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  RSS ${mb(rss)} MB  ` +
        `high-water ${mb(hwm)} MB  V8 heap used ${mb(heap)} of ${mb(heapTotal)} MB  external ${mb(external)} MB  ` +
        `PGlite WASM ${mb(wasm > 0 ? residentByMapping(server.pid, wasm).wasmMemory : 0)} of ${mb(wasm)} MB resident  caches ${mb(caches)} MB  pricing workers' heap ${mb(workers)} MB  (load ${loadavg()[0].toFixed(2)})`,
    );
    return m;
  };
  await sample('start');

  const texts = ['dub', 'dubai', 'abu', 'par', 'lon', 'new', 'ist', 'mal', 'ba', 'ro', 'ma', 'sh'];
  const reads = [
    () => ({ path: '/api/v1/home/initial-data' }),
    () => ({ path: `/api/v1/search/list?search=${texts[pick(texts.length)]}` }),
    () => ({ path: '/api/v1/b2b/transactions/balance' }),
    () => ({
      path: `/api/v1/b2b/hotels/availabilities/search/suggestions?search=${texts[pick(texts.length)]}${pick(100)}`,
    }),
    () => ({ path: `/api/v1/b2b/hotels/availabilities/search/${searchId}?skip=${pick(5)}&limit=10` }),
  ];
  let n = 0;
  let refused = null;
  const load = autocannon({
    url: base,
    connections,
    duration: seconds,
    ...(requestRate > 0 ? { overallRate: requestRate } : {}),
    requests: [
      {
        setupRequest: (req) => {
          const kind = n++ % 8;
          const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
          if (kind < 3) {
            const body = JSON.stringify(kind === 2 ? sameStay : newStay(city.cityId));
            return {
              ...req,
              method: 'POST',
              headers,
              path: '/api/v1/b2b/hotels/availabilities/search',
              body,
            };
          }
          return { ...req, method: 'GET', headers, body: undefined, ...reads[kind - 3]() };
        },
        onResponse: (status, body) => {
          if (status >= 300 && !refused) refused = `${status} ${String(body).slice(0, 200)}`;
        },
      },
    ],
  });

  const bookings = { booked: 0, refused: {}, first: {} };
  /** Counts a refusal by step and status, keeping the first answer of each for the report. */
  const refuse = (what, text) => {
    bookings.refused[what] = (bookings.refused[what] ?? 0) + 1;
    bookings.first[what] ??= text.slice(0, 200);
  };
  let running = true;
  const bookingLoop = (async () => {
    let i = 0;
    while (running) {
      const hotelId = hotelIds[i++ % Math.max(1, hotelIds.length)];
      const from = 20 + pick(200);
      const found = await call(base, '/b2b/hotels/availabilities/single/search', {
        token,
        body: {
          hotelId,
          fromDate: dayAhead(from),
          toDate: dayAhead(from + 1 + pick(4)),
          rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
          nationality: 'GB',
          priceType: 'all',
        },
      }).catch(() => null);
      const rate = found?.json?.rooms?.[0]?.rates?.[0];
      if (!rate) continue;
      const held = await call(base, '/b2b/hotels/availabilities/booking/room-rate', {
        token,
        body: { searchId: found.json.searchId, hotelId, rateKey: rate.rateKey },
      });
      if (held.status !== 200) {
        refuse(`recheck ${held.status}`, held.text);
        continue;
      }
      const h = held.json;
      const created = await call(base, '/b2b/hotels/orders/create', {
        token,
        key: randomUUID(),
        body: {
          holdId: h.holdId,
          expectedPrice: h.rate.agentPrice,
          acceptPriceChange: h.priceChanged,
          rooms: h.roomPaxes.map((room) => ({
            guests: Array.from({ length: room.noOfAdults }, (_, k) => ({
              title: 'Mr',
              firstName: `Bench${k}`,
              lastName: 'Guest',
              gender: 'male',
              type: 'adult',
            })),
          })),
          contact: { name: 'Bench Guest', email: 'bench@bench.test', phone: '+971500000000' },
          specialRequests: '',
          agentReferenceNumber: `M-${i}-${randomUUID().slice(0, 6)}`,
          paymentMethod: 'wallet',
        },
      });
      if (created.status === 201) bookings.booked += 1;
      else refuse(`create ${created.status}`, created.text);
      await sleep(200);
    }
  })();

  const timer = setInterval(() => void sample('mixed'), sampleSeconds * 1000);
  const result = await load;
  running = false;
  await bookingLoop;
  clearInterval(timer);
  if (snapshotDir) await heapSnapshot(server.pid, snapshotDir);
  const last = await sample('end');
  console.log(
    `  mixed load: ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s; non-2xx ${result.non2xx}, ` +
      `errors ${result.errors}, timeouts ${result.timeouts})${refused ? `; first non-2xx: ${refused}` : ''}`,
  );
  console.log(`  bookings: ${bookings.booked} made; refused ${JSON.stringify(bookings.refused)}`);
  for (const [what, text] of Object.entries(bookings.first)) console.log(`    first ${what}: ${text}`);
  const peak = Math.max(...samples.map((s) => s.rss));
  console.log(
    `  resident: end ${mb(samples.at(-1).rss)} MB, highest sample ${mb(peak)} MB, high-water ${mb(samples.at(-1).hwm)} MB`,
  );

  // Where the end's resident memory is: by mapping (smaps), and the V8 heap by space (prom-client's
  // nodejs_heap_space_size_* on /metrics): committed, used, and committed but free.
  if (smapsFile) writeFileSync(smapsFile, readFileSync(`/proc/${server.pid}/smaps`));
  const where = residentByMapping(server.pid, last.get('portal_memory_bytes{part="pglite_wasm"}') ?? 0);
  console.log(
    `  resident by mapping: V8 heap and other anonymous ${mb(where.anonymous)} MB, malloc arenas ${mb(where.malloc)} MB, ` +
      `compiled code ${mb(where.code)} MB, WASM memory ${mb(where.wasmMemory)} MB, node binary ${mb(where.binary)} MB, other files ${mb(where.files)} MB; array buffers ${mb(last.get('portal_memory_bytes{part="array_buffers"}') ?? Number.NaN)} MB`,
  );
  const spaces = [...last]
    .map(([key, value]) => [
      /^nodejs_heap_space_size_(total|used)_bytes\{space="([^"]+)"\}$/.exec(key),
      value,
    ])
    .filter(([m]) => m);
  const bySpace = new Map();
  for (const [m, value] of spaces) {
    const row = bySpace.get(m[2]) ?? { total: 0, used: 0 };
    row[m[1]] = value;
    bySpace.set(m[2], row);
  }
  console.log(
    `  V8 heap by space (committed/used MB): ${[...bySpace]
      .filter(([, r]) => r.total >= 1048576)
      .map(([name, r]) => `${name} ${(r.total / 1048576).toFixed(0)}/${(r.used / 1048576).toFixed(0)}`)
      .join(', ')}`,
  );

  printCacheTable(last);
} finally {
  await server?.stop();
  await removeDir(dataDir);
  await database?.drop();
}
