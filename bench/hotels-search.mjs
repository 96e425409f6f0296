// Hotel availability under load (issue "Hotels I"): a city search over 1,000+ hotels with two rooms
// (one with a child) by a sub-agent whose price carries markups on every layer (company for its
// parent's account, per source; the parent's sub-agent markup; its own client markup), and paging a
// stored search (pages, sorts and filters on the stored session). autocannon, 10 connections for
// 10 s after a 2 s warm-up, on PGlite and on PostgreSQL (its own database, `bench_hotels`, dropped and
// created), each with the sandbox bedbank's latency at 0 and at its default (150 ms).
//
// Searches run three ways: the same stay every time (the contract offers of a hotel are memoised for
// 30 s while its inventory is unchanged, as agents refine one stay), a different check-in on every
// request (60 stays, so contract pricing runs cold), and issue 38's workload: every request a
// different stay (check-in 1-300 days ahead, 1-14 nights, 1-3 rooms of mixed parties, a few
// nationalities; the same sequence on every run, `--seed`). Prints requests/s, p50/p99 and the load
// average after each figure (a shared machine), and for new stays the server's CPU per request (on
// PostgreSQL also PostgreSQL's CPU and the WAL per request); asserts nothing. Hold `flock /tmp/heavy.lock`.
// Run: node bench/hotels-search.mjs [--connections 10] [--duration 10] [--only pglite|postgres]
//      [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--database bench_hotels]
//      [--lines same,paging,varied,new,memory] [--memory-seconds 120] [--amount N (requests per figure instead of a duration)] [--latency 0|default|both] [--data-dir DIR] [--reuse]
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  REPO_NODE,
  cpuMs,
  freePort,
  removeDir,
  serverNodeVersion,
  startServer,
  tempDataDir,
} from './server-process.mjs';
import { printCacheTable, scrape } from './node-metrics.mjs';
import {
  BENCH_SERVER_ENV,
  BENCH_PASSWORD,
  BENCH_RESELLER,
  BENCH_SUB_AGENT,
  dayAhead,
  newStays,
} from './new-stays.mjs';
import { helpAndExit } from './usage.mjs';

// --help prints the header's usage and runs nothing (the bench drops and seeds its database).
helpAndExit(import.meta.filename);

// The db package is TypeScript: importing it needs Node >= 24 (type stripping). Re-run on the repo's Node.
if (Number(process.versions.node.split('.')[0]) < 24) {
  const run = spawnSync(REPO_NODE, [import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const { hash } = await import('@node-rs/argon2');
const { sql, eq } = await import('drizzle-orm');
const db = await import('@portal/db');
const { default: autocannon } = await import('autocannon');
const { default: pg } = await import('pg');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const connections = Number(arg('--connections', 10));
const duration = Number(arg('--duration', 10));
/** A fixed number of requests per figure instead of `--duration` (every answer waited for, so the server CPU per request is exact). */
const amount = Number(arg('--amount', 0));
const only = arg('--only', '');
const adminUrl = arg(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const databaseName = arg('--database', 'bench_hotels');
/** Keep the seeded data (PGlite directory / PostgreSQL database) and reuse it on the next run. */
const keepDir = arg('--data-dir', '');
const reuse = process.argv.includes('--reuse');
/** `0`, `default` or `both` (the default): which bedbank latencies to run. */
const latencies = { 0: ['0'], default: [undefined], both: ['0', undefined] }[arg('--latency', 'both')] ?? [
  '0',
  undefined,
];
/** Comma-separated subset of `same,paging,varied,new,memory` (memory: not by default). */
const lines = new Set(arg('--lines', 'same,paging,varied,new').split(','));
/** Seed of the `new` line's stays (the same sequence of stays on every run). */
const stays = Number(arg('--seed', 38));
/** The seed's largest city (Dubai, ~720 hotels) is topped up with copies to pass 1,000 hotels. */
const CITY_HOTELS = 1_050;

const rowsOf = async (database, query) => (await database.db.execute(query)).rows;

/**
 * Copies hotels of the city (room types, contracts, allotment defaults, with bedbank codes of their
 * own) until it holds `target` active hotels: bench data only, so the search covers 1,000+ hotels.
 */
async function topUpCity(database, cityId, target) {
  const { hotels, hotelRoomTypes, hotelContracts, hotelAllotmentDefaults } = db;
  const existing = await database.db.select().from(hotels).where(eq(hotels.cityId, cityId));
  const missing = target - existing.length;
  const copies = [];
  for (let i = 0; i < missing; i++) copies.push(existing[i % existing.length]);
  for (let start = 0; start < copies.length; start += 100) {
    const batch = copies.slice(start, start + 100);
    const hotelRows = [];
    const roomRows = [];
    const contractRows = [];
    const defaultRows = [];
    for (const [k, source] of batch.entries()) {
      const n = start + k + 1;
      const id = randomUUID();
      const name = `${source.name} Annex ${n}`;
      hotelRows.push({
        ...source,
        id,
        name,
        nameSearch: db.normalizeSearchText(name),
        bedbankCode: source.bedbankCode ? `9${String(n).padStart(5, '0')}${source.bedbankCode}` : null,
        popularity: 0,
      });
      const rooms = await database.db
        .select()
        .from(hotelRoomTypes)
        .where(eq(hotelRoomTypes.hotelId, source.id));
      const roomIds = new Map(rooms.map((r) => [r.id, randomUUID()]));
      for (const r of rooms) roomRows.push({ ...r, id: roomIds.get(r.id), hotelId: id });
      const contracts = await database.db
        .select()
        .from(hotelContracts)
        .where(eq(hotelContracts.hotelId, source.id));
      for (const c of contracts) {
        contractRows.push({ ...c, id: randomUUID(), hotelId: id, roomTypeId: roomIds.get(c.roomTypeId) });
      }
      for (const r of rooms) {
        const [d] = await database.db
          .select()
          .from(hotelAllotmentDefaults)
          .where(eq(hotelAllotmentDefaults.roomTypeId, r.id));
        if (d) defaultRows.push({ ...d, roomTypeId: roomIds.get(r.id) });
      }
    }
    await database.db.insert(hotels).values(hotelRows);
    if (roomRows.length) await database.db.insert(hotelRoomTypes).values(roomRows);
    for (let c = 0; c < contractRows.length; c += 200)
      await database.db.insert(hotelContracts).values(contractRows.slice(c, c + 200));
    if (defaultRows.length) await database.db.insert(hotelAllotmentDefaults).values(defaultRows);
  }
}

/** Reference data, the hotel catalogue, a reseller and its sub-agent, markups on every layer. */
async function seed(database) {
  await database.migrate();
  await db.seedReference(database.db);
  await db.seedHotels(database.db);
  const [city] = await rowsOf(
    database,
    sql`select c.id, c.name from hotel_cities c join hotels h on h.city_id = c.id group by c.id, c.name order by count(*) desc limit 1`,
  );
  await topUpCity(database, city.id, CITY_HOTELS);
  const passwordHash = await hash(BENCH_PASSWORD);
  const agency = (email, extra = {}) => ({
    email,
    companyName: `Bench Hotels ${email}`,
    address: 'Bench Street',
    countryIsocode: 'AE',
    city: 'Dubai',
    name: 'Bench Agent',
    designation: 'Consultant',
    phoneNumber: '+971 50 000 0000',
    whatsappNumber: '+971 50 000 0001',
    randomString: randomBytes(16).toString('hex'),
    status: 'ok',
    passwordHash,
    ...extra,
  });
  const [reseller] = await database.db
    .insert(db.agents)
    .values(agency(BENCH_RESELLER))
    .returning({ id: db.agents.id });
  const [sub] = await database.db
    .insert(db.agents)
    .values(agency(BENCH_SUB_AGENT, { role: 'sub-agent', parentId: reseller.id }))
    .returning({ id: db.agents.id });
  await database.db.insert(db.agentConfigurations).values([{ agentId: reseller.id }, { agentId: sub.id }]);
  await database.db.insert(db.wallets).values([{ agentId: reseller.id }, { agentId: sub.id }]);
  const [someRoom] = await rowsOf(
    database,
    sql`select rt.id, rt.hotel_id as "hotelId" from hotel_room_types rt join hotels h on h.id = rt.hotel_id where h.city_id = ${city.id} limit 1`,
  );
  const hotel = 'hotel';
  await database.db.insert(db.companyMarkups).values([
    { agentId: reseller.id, product: hotel, itemId: null, type: 'percentage', value: 8 },
    { agentId: reseller.id, product: hotel, itemId: 'source:bedbank', type: 'percentage', value: 12 },
    { agentId: null, product: hotel, itemId: 'star:5', type: 'flat', value: 2_500 },
  ]);
  await database.db.insert(db.subAgentMarkups).values([
    { parentId: reseller.id, subAgentId: sub.id, product: hotel, itemId: null, type: 'percentage', value: 5 },
    {
      parentId: reseller.id,
      subAgentId: sub.id,
      product: hotel,
      itemId: 'star:4',
      type: 'flat',
      value: 1_500,
    },
    {
      parentId: reseller.id,
      subAgentId: sub.id,
      product: hotel,
      itemId: `room:${someRoom.id}`,
      type: 'flat',
      value: 900,
    },
  ]);
  await database.db.insert(db.clientMarkups).values([
    { agentId: sub.id, product: hotel, itemId: null, type: 'percentage', value: 3 },
    { agentId: sub.id, product: hotel, itemId: `hotel:${someRoom.hotelId}`, type: 'flat', value: 1_000 },
  ]);
  const [{ count }] = await rowsOf(
    database,
    sql`select count(*)::int as count from hotels where city_id = ${city.id} and is_active`,
  );
  return { cityId: city.id, cityName: city.name, cityHotels: count };
}

async function freshPostgres() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [databaseName])).rowCount;
  if (!reuse || !exists) {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/**
 * CPU time (ms) of the local PostgreSQL server's processes that work for `database`: its client
 * backends (their title names the database) and the shared background processes (postmaster,
 * checkpointer, background writer, WAL writer, autovacuum), by pid. Backends of other databases
 * are left out (other work on a shared machine). Empty when the server is not on this machine.
 */
function postgresCpuMs(database) {
  const out = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const own = !title.startsWith('postgres: ') || title.includes(` ${database} `);
      const background = /^postgres: \S+: (checkpointer|background writer|walwriter|autovacuum)/.test(title);
      if (!own && !background) continue;
      const fields = stat.split(') ')[1].split(' ');
      out.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

/** The server's WAL insert position, for the bytes of WAL a run writes (every database's). */
async function walPosition(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select pg_current_wal_insert_lsn()::text as lsn')).rows[0].lsn;
  } finally {
    await client.end();
  }
}

async function walBytesSince(url, lsn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1)::float8 as bytes',
      [lsn],
    );
    return rows[0].bytes;
  } finally {
    await client.end();
  }
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const searchBody = (cityId, days) =>
  JSON.stringify({
    searchQuery: { id: cityId, suggestionType: 'CITY' },
    fromDate: dayAhead(days),
    toDate: dayAhead(days + 3),
    rooms: [
      { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
      { noOfAdults: 1, noOfChildren: 1, childrenAges: [6] },
    ],
    nationality: 'GB',
    priceType: 'all',
  });

const PAGE_QUERIES = [
  'skip=0&limit=10',
  'skip=3&limit=10&sortBy=price:desc',
  'skip=0&limit=20&starCategories=4,5',
  'skip=1&limit=10&boardCodes=BB,HB&refundableOnly=true',
  'skip=0&limit=10&sortBy=distance:asc&payLaterOnly=true',
  'skip=5&limit=10&sortBy=name:asc',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the server has worked off what an overloaded run left queued (autocannon gives up on
 * requests after 10 s, the server still answers them): three quick /readyz answers in a row.
 */
async function settle(base) {
  const until = performance.now() + 120_000;
  let quick = 0;
  while (quick < 3 && performance.now() < until) {
    const t0 = performance.now();
    await fetch(`${base}/readyz`).catch(() => undefined);
    quick = performance.now() - t0 < 50 ? quick + 1 : 0;
    await sleep(200);
  }
}

/**
 * Warm-up, then the measured run. With the server's pid, also the server's CPU time per answered
 * request (ms): on a machine shared with other work the rate and latencies fall with the load, the
 * CPU a request costs much less so (PostgreSQL's own work is not in it). With the database's URL,
 * also PostgreSQL's CPU per request (when it runs on this machine) and the WAL written per request:
 * on two shared cores the database's CPU per search counts as much as the node's.
 */
async function measure(base, url, request, pid, databaseUrl) {
  await settle(base);
  await autocannon({ url, connections, duration: 2, requests: [request] });
  await settle(base);
  const before = pid ? cpuMs(pid) : Number.NaN;
  const local = databaseUrl && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname);
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  const pgBefore = local ? postgresCpuMs(database) : new Map();
  const lsn = databaseUrl ? await walPosition(databaseUrl) : null;
  const length = amount > 0 ? { amount, timeout: 60 } : { duration };
  // autocannon's requests.average is the mean of whole-second buckets and its finish time waits for
  // the next whole second (600 requests in 6.2 s read as 85.7/s): the rate is the answered requests
  // over the time from the start to the last answer, taken here.
  const started = performance.now();
  let lastAnswer = started;
  const timed = {
    ...request,
    onResponse: (...args) => {
      lastAnswer = performance.now();
      return request.onResponse?.(...args);
    },
  };
  const result = await autocannon({ url, connections, ...length, requests: [timed] });
  const answered = Math.max(1, result.requests.total);
  result.rate = (result.requests.total * 1000) / Math.max(1, lastAnswer - started);
  result.cpuPerRequest = (cpuMs(pid) - before) / answered;
  if (local) {
    // A backend started during the run counts whole; one that ended during it is lost (rare: the
    // pool keeps its connections while busy).
    let used = 0;
    for (const [p, ms] of postgresCpuMs(database)) used += ms - (pgBefore.get(p) ?? 0);
    result.postgresCpuPerRequest = used / answered;
  }
  if (lsn) result.walPerRequest = (await walBytesSince(databaseUrl, lsn)) / answered;
  return result;
}

const line = (label, r) =>
  `  ${label.padEnd(52)} p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ` +
  `${(r.rate ?? r.requests.average).toFixed(1).padStart(6)} req/s  ` +
  (Number.isFinite(r.cpuPerRequest) ? `server CPU ${r.cpuPerRequest.toFixed(1)} ms/req  ` : '') +
  (Number.isFinite(r.postgresCpuPerRequest)
    ? `postgres CPU ${r.postgresCpuPerRequest.toFixed(1)} ms/req  `
    : '') +
  (Number.isFinite(r.walPerRequest) ? `WAL ${(r.walPerRequest / 1024).toFixed(0)} KB/req  ` : '') +
  `(non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}; load average ${loadAverage()})`;

/** Resident and high-water size of a process, MB (Linux /proc). */
function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: Number.NaN, hwm: Number.NaN };
  }
}

/**
 * Issue 38 section 2: mixed load for `--memory-seconds` (new stays, one stay repeated, pages of a
 * stored search; 10 connections) with the server's resident size printed every 10 s, and its caches
 * (entries and bytes, from its /metrics) at the end.
 */
async function memoryRun(server, searchUrl, headers, cityId, searchId) {
  const seconds = Number(arg('--memory-seconds', 120));
  const next = newStays(cityId, stays + 1);
  let n = 0;
  let refused = null;
  const started = performance.now();
  const print = (label) => {
    const { rss, hwm } = residentMb(server.pid);
    console.log(
      `  ${label.padEnd(8)} ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s  RSS ${rss.toFixed(0).padStart(5)} MB  ` +
        `high-water ${hwm.toFixed(0).padStart(5)} MB  (load average ${loadAverage()})`,
    );
  };
  print('start');
  const run = autocannon({
    url: `${server.url}/`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (req) => {
          const kind = n++ % 4;
          if (kind === 3) {
            return {
              ...req,
              method: 'GET',
              headers: { authorization: headers.authorization },
              path: `/api/v1/b2b/hotels/availabilities/search/${searchId}?${PAGE_QUERIES[n % PAGE_QUERIES.length]}`,
              body: undefined,
            };
          }
          return {
            ...req,
            path: new URL(searchUrl).pathname,
            body: kind === 2 ? searchBody(cityId, 30) : next(),
          };
        },
        onResponse: (status, body) => {
          if (status >= 300 && !refused) refused = `${status} ${String(body).slice(0, 300)}`;
        },
      },
    ],
  });
  const timer = setInterval(() => print('mixed'), 10_000);
  const result = await run;
  clearInterval(timer);
  print('end');
  console.log(
    `  mixed load: ${result.requests.total} requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` +
      (refused ? `; first non-2xx answer: ${refused}` : ''),
  );
}

async function setupOf(database) {
  const [city] = await rowsOf(
    database,
    sql`select c.id, c.name, count(*)::int as count from hotel_cities c join hotels h on h.city_id = c.id and h.is_active group by c.id, c.name order by count(*) desc limit 1`,
  );
  const [agent] = city
    ? await rowsOf(database, sql`select 1 from agents where email = ${BENCH_SUB_AGENT}`)
    : [];
  return agent && city.count >= CITY_HOTELS
    ? { cityId: city.id, cityName: city.name, cityHotels: city.count }
    : null;
}

async function benchTarget(kind) {
  const pgliteDir = kind === 'pglite' && keepDir ? join(keepDir, 'pglite') : '';
  if (pgliteDir) await mkdir(pgliteDir, { recursive: true });
  const dataDir = pgliteDir || (await tempDataDir());
  const t0 = performance.now();
  const databaseUrl = kind === 'postgres' ? await freshPostgres() : undefined;
  const database = await db.createDb(databaseUrl ? { databaseUrl } : { dataDir });
  const kept =
    (pgliteDir || reuse) &&
    (await database
      .migrate()
      .then(() => setupOf(database))
      .catch(() => null));
  const setup = kept || (await seed(database));
  await database.close();
  console.log(
    `\n${kind === 'postgres' ? `PostgreSQL (${databaseName})` : 'PGlite'}: ${setup.cityName} with ${setup.cityHotels} hotels; ` +
      `seeding took ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  try {
    for (const latency of latencies) {
      const env = { ...BENCH_SERVER_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
      // e.g. BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
      if (process.env.BENCH_SERVER_NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
      if (latency !== undefined) env.HOTEL_BEDBANK_LATENCY_MS = latency;
      // The memory line ends with the node's caches, read from its /metrics.
      const metricsPort = lines.has('memory') ? await freePort() : 0;
      if (metricsPort) Object.assign(env, { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' });
      const server = await startServer({ dataDir, port: await freePort(), env });
      try {
        const login = await fetch(`${server.url}/api/v1/b2b/resellers/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: BENCH_SUB_AGENT, password: BENCH_PASSWORD }),
        });
        const { jwtToken } = await login.json();
        if (!jwtToken) throw new Error(`login failed: ${login.status}`);
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${jwtToken}` };
        const searchUrl = `${server.url}/api/v1/b2b/hotels/availabilities/search`;
        const probe = await fetch(searchUrl, { method: 'POST', headers, body: searchBody(setup.cityId, 30) });
        const first = await probe.json();
        if (probe.status !== 200)
          throw new Error(`search answered ${probe.status}: ${JSON.stringify(first)}`);
        console.log(
          ` bedbank latency ${latency ?? 'default (150)'} ms; a search answers ${first.totalHotels} hotels with rates ` +
            `(${JSON.stringify(first).length} bytes for page 0)`,
        );
        if (lines.has('same')) {
          const same = await measure(server.url, searchUrl, {
            method: 'POST',
            headers,
            body: searchBody(setup.cityId, 30),
          });
          console.log(line('POST search, same stay', same));
        }
        if (latency === '0' && lines.has('paging')) {
          let p = 0;
          const paging = await measure(server.url, `${server.url}/`, {
            method: 'GET',
            headers: { authorization: headers.authorization },
            setupRequest: (req) => ({
              ...req,
              path: `/api/v1/b2b/hotels/availabilities/search/${first.searchId}?${PAGE_QUERIES[p++ % PAGE_QUERIES.length]}`,
            }),
          });
          console.log(line('GET stored search (pages, sorts, filters)', paging));
        }
        if (lines.has('varied')) {
          let n = 0;
          const varied = await measure(server.url, searchUrl, {
            method: 'POST',
            headers,
            setupRequest: (req) => ({ ...req, body: searchBody(setup.cityId, 20 + (n++ % 60)) }),
          });
          console.log(line('POST search, a new check-in each time (60 stays)', varied));
        }
        if (lines.has('memory')) {
          await memoryRun(server, searchUrl, headers, setup.cityId, first.searchId);
          printCacheTable(await scrape(`http://127.0.0.1:${metricsPort}/metrics`));
        }
        if (lines.has('new')) {
          // The warm-up takes its own stays: every measured request is a stay not searched before.
          const next = newStays(setup.cityId, stays);
          let refused = null;
          const fresh = await measure(
            server.url,
            searchUrl,
            {
              method: 'POST',
              headers,
              setupRequest: (req) => ({ ...req, body: next() }),
              onResponse: (status, body) => {
                if (status >= 300 && !refused) refused = `${status} ${String(body).slice(0, 300)}`;
              },
            },
            server.pid,
            databaseUrl,
          );
          console.log(line('POST search, a new stay each time (issue 38)', fresh));
          if (refused) console.log(`    first non-2xx answer: ${refused}`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    if (!pgliteDir) await removeDir(dataDir);
  }
}

console.log(
  `Hotel search bench: ${connections} connections, ${duration} s per figure (after 2 s warm-up), server on node ${await serverNodeVersion()}, ` +
    `searching as a sub-agent with company, sub-agent and client markups`,
);
if (only !== 'postgres') await benchTarget('pglite');
if (only !== 'pglite') await benchTarget('postgres');
