// Issue 37 section 3, the figures: throughput of two web nodes against one on the same PostgreSQL, for
// the hotel city search and the wallet hotel booking (recheck with a hold, then create with its
// Idempotency-Key), the p99 of each, and the job lag under that load. The fleet of the deployment recipe
// on a scratch database (`npm run migrate`; ROLE=web nodes and one ROLE=worker running the jobs, whose
// pg-boss lag - started_on against created_on/start_after - is read for the jobs that started during
// each round, beside the mail outbox's delay from queued to sent). Rounds alternate one node / two
// nodes with the same total client concurrency (split over the nodes, as a load balancer would);
// medians. Each round also prints the CPU each process used (in cores: the two web nodes, the worker,
// the database's PostgreSQL backends, this load generator) and the load average, since on a 2-core
// machine they all share the same cores, and the room that leaves: the CPU one operation costs (all
// processes) with one node and with two, and what the machine's cores allow at one node's cost. Asserts nothing.
// Run: flock /tmp/heavy.lock node bench/fleet-throughput.mjs [--connections 10] [--duration 10] [--rounds 2]
//        [--only search|booking] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//   (npm run bench:fleet-throughput -- ...)
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { backendPids, fleetDatabase, fleetNode, loadAverage } from './fleet.mjs';
import {
  api,
  flag,
  freeSaleHotels,
  hotelOrderBody,
  hotelRate,
  seedAgents,
  sleep,
} from './money-fixtures.mjs';
import { cpuMs, serverNodeVersion } from './server-process.mjs';

const CONNECTIONS = Number(flag('--connections', 10));
const DURATION = Number(flag('--duration', 10));
const ROUNDS = Number(flag('--rounds', 2));
const CORES = availableParallelism();
const ONLY = flag('--only', '');
const adminUrl = flag(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const OPENING = 1_000_000_000; // AED 10,000,000.00 per wallet: the bookings never run out

const database = await fleetDatabase(adminUrl, 'fleet_throughput', {
  JOBS: 'on',
  HOTEL_BEDBANK_LATENCY_MS: '0',
  DATABASE_POOL_MAX: '10',
});
const webA = await fleetNode('web-a', 'web', database.env);
const webB = await fleetNode('web-b', 'web', database.env);
const worker = await fleetNode('worker', 'worker', database.env);
const nodes = [webA, webB, worker];
const client = new pg.Client({ connectionString: database.url });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2;
};
const totalCores = (c) => Object.values(c).reduce((s, v) => s + v, 0);
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;

/** CPU used during `run`, in cores (CPU seconds per wall second), per process of the set-up. */
async function withCpu(run) {
  const pids = await backendPids(client, database.name);
  const backends = () => new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  const take = () => {
    const usage = process.cpuUsage();
    return {
      webA: cpuMs(webA.pid),
      webB: cpuMs(webB.pid),
      worker: cpuMs(worker.pid),
      postgres: backends(),
      bench: (usage.user + usage.system) / 1000,
    };
  };
  const before = take();
  const t0 = performance.now();
  const result = await run();
  const wallMs = performance.now() - t0;
  const after = take();
  // The backends that lived through the round (a pool may replace a connection meanwhile).
  let postgres = 0;
  for (const [pid, ms] of after.postgres)
    if (ms >= 0 && before.postgres.get(pid) >= 0) postgres += ms - before.postgres.get(pid);
  before.postgres = 0;
  after.postgres = postgres;
  const cores = Object.fromEntries(Object.keys(before).map((k) => [k, (after[k] - before[k]) / wallMs]));
  return { result, cores, load: loadAverage(), from: new Date(Date.now() - wallMs), to: new Date() };
}

/** The pg-boss lag of the jobs that started in [from, to], and the outbox's queued-to-sent delay. */
async function jobLag(from, to) {
  const { rows } = await client.query(
    `select name, extract(epoch from started_on - greatest(created_on, start_after)) * 1000 as lag
     from pgboss.job where started_on between $1 and $2 and name not like '\\_\\_pgboss%'`,
    [from, to],
  );
  const lags = rows.map((r) => Math.max(0, Number(r.lag))).sort((a, b) => a - b);
  const mails = (
    await client.query(
      `select extract(epoch from sent_at - created_at) * 1000 as delay from mail_outbox
       where created_at between $1 and $2 and sent_at is not null`,
      [from, to],
    )
  ).rows
    .map((r) => Number(r.delay))
    .sort((a, b) => a - b);
  const pending = Number(
    (await client.query(`select count(*) from mail_outbox where status = 'pending'`)).rows[0].count,
  );
  return {
    jobs: lags.length,
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
    max: lags.at(-1) ?? 0,
    mails,
    pending,
  };
}

const fmtCores = (c) =>
  `web-a ${c.webA.toFixed(2)}, web-b ${c.webB.toFixed(2)}, worker ${c.worker.toFixed(2)}, postgres ${c.postgres.toFixed(2)}, load generator ${c.bench.toFixed(2)} (total ${totalCores(c).toFixed(2)} cores)`;

function report(label, unit, rounds) {
  console.log(`\n${label}`);
  for (const r of rounds) {
    const lag = r.lag;
    console.log(
      `  ${r.nodes} node${r.nodes > 1 ? 's' : ' '}: ${r.rate.toFixed(1).padStart(7)} ${unit}  p50 ${r.p50.toFixed(0)} ms  p99 ${r.p99.toFixed(0)} ms  ` +
        `(non-2xx ${r.bad}; load average ${r.load})`,
    );
    console.log(`           CPU in cores: ${fmtCores(r.cores)}`);
    console.log(
      `           job lag: ${lag.jobs} jobs started, p50 ${lag.p50.toFixed(0)} ms, p99 ${lag.p99.toFixed(0)} ms, max ${lag.max.toFixed(0)} ms; ` +
        `mails queued in the round: ${lag.mails.length} sent, delay p50 ${percentile(lag.mails, 50).toFixed(0)} ms, max ${(lag.mails.at(-1) ?? 0).toFixed(0)} ms; ${lag.pending} pending at the end`,
    );
  }
  const one = median(rounds.filter((r) => r.nodes === 1).map((r) => r.rate));
  const two = median(rounds.filter((r) => r.nodes === 2).map((r) => r.rate));
  console.log(
    `  median: 1 node ${one.toFixed(1)}, 2 nodes ${two.toFixed(1)} ${unit}: ratio ${(two / one).toFixed(2)}x`,
  );
  // The room the machine leaves: the CPU one operation costs over every process of the set-up (web
  // nodes, worker, PostgreSQL, load generator), and what the machine's cores allow at one node's cost.
  // Not a hard ceiling: two half-loaded nodes can spend less CPU per operation (less garbage collection).
  const costOf = (nodes) =>
    median(rounds.filter((r) => r.nodes === nodes).map((r) => (totalCores(r.cores) / r.rate) * 1000));
  const cost = costOf(1);
  const ceiling = Math.min(2, CORES / (one * (cost / 1000)));
  console.log(
    `  CPU per operation: 1 node ${cost.toFixed(1)} core-ms, 2 nodes ${costOf(2).toFixed(1)} core-ms; at one node's ` +
      `cost the ${CORES} cores allow ${(CORES / (cost / 1000)).toFixed(1)} ${unit}, ${ceiling.toFixed(2)}x`,
  );
  return { one, two, ceiling };
}

let failed = false;
try {
  await Promise.all(nodes.map((n) => n.start()));
  await client.connect();
  const { pairs } = await seedAgents(client, { pairs: CONNECTIONS, opening: OPENING });
  const agents = pairs.map((p) => p.parent);
  const hotels = await freeSaleHotels(client);
  const [city] = (
    await client.query(`select c.id, c.name, count(*)::int as hotels from hotel_cities c
      join hotels h on h.city_id = c.id and h.is_active group by c.id, c.name order by count(*) desc limit 1`)
  ).rows;
  const rates = [];
  for (const [a, agent] of agents.entries()) rates.push(await hotelRate(webA.url, agent.token, hotels, a));
  console.log(
    `fleet throughput: PostgreSQL ${database.name}, web nodes ROLE=web, one ROLE=worker running the jobs; server Node ${await serverNodeVersion()}`,
  );
  console.log(
    `  ${CONNECTIONS} connections in total, ${DURATION} s per round after a warm-up, ${ROUNDS} rounds each; city search: ${city.name} (${city.hotels} hotels)`,
  );

  const day = (n) => new Date(Date.now() + 4 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
  let stay = 0;
  /** The city search, a different check-in on each request (60 stays: contract pricing runs cold). */
  async function searchRound(urls) {
    const each = Math.max(1, Math.floor(CONNECTIONS / urls.length));
    const request = (token) => ({
      method: 'POST',
      path: '/api/v1/b2b/hotels/availabilities/search',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      setupRequest: (req) => {
        const d = 20 + (stay++ % 60);
        return {
          ...req,
          body: JSON.stringify({
            searchQuery: { id: city.id, suggestionType: 'CITY' },
            fromDate: day(d),
            toDate: day(d + 2),
            rooms: [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
            nationality: 'GB',
            priceType: 'all',
          }),
        };
      },
    });
    const run = (url, i, duration) =>
      autocannon({ url, connections: each, duration, requests: [request(agents[i].token)] });
    await Promise.all(urls.map((url, i) => run(url, i, 2)));
    const { result, cores, load, from, to } = await withCpu(() =>
      Promise.all(urls.map((url, i) => run(url, i, DURATION))),
    );
    const ok = result.reduce((s, r) => s + r['2xx'], 0);
    return {
      nodes: urls.length,
      rate: ok / DURATION,
      p50: Math.max(...result.map((r) => r.latency.p50)),
      p99: Math.max(...result.map((r) => r.latency.p99)),
      bad: result.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
      cores,
      load,
      lag: await jobLag(from, to),
    };
  }

  /** Wallet hotel bookings: each client an agent booking again and again (recheck + hold, create). */
  async function bookingRound(urls) {
    const book = async (seconds) => {
      const times = [];
      let booked = 0;
      let bad = 0;
      const stopAt = performance.now() + seconds * 1000;
      await Promise.all(
        agents.map(async (agent, a) => {
          const url = urls[a % urls.length];
          while (performance.now() < stopAt) {
            const t0 = performance.now();
            const held = await api(url, '/b2b/hotels/availabilities/booking/room-rate', {
              token: agent.token,
              body: rates[a],
            });
            if (held.status !== 200) {
              bad++;
              continue;
            }
            const res = await api(url, '/b2b/hotels/orders/create', {
              token: agent.token,
              key: randomUUID(),
              body: hotelOrderBody(held.json, `T-${randomUUID().slice(0, 12)}`),
            });
            if (res.status === 201) {
              booked++;
              times.push(performance.now() - t0);
            } else bad++;
          }
        }),
      );
      return { times: times.sort((x, y) => x - y), booked, bad };
    };
    await book(2);
    const { result, cores, load, from, to } = await withCpu(() => book(DURATION));
    return {
      nodes: urls.length,
      rate: result.booked / DURATION,
      p50: percentile(result.times, 50),
      p99: percentile(result.times, 99),
      bad: result.bad,
      cores,
      load,
      lag: await jobLag(from, to),
    };
  }

  const paths = [
    ['search', 'hotel city search (POST /b2b/hotels/availabilities/search)', 'searches/s', searchRound],
    [
      'booking',
      'wallet hotel booking (recheck + hold, then create; time of both)',
      'bookings/s',
      bookingRound,
    ],
  ].filter(([name]) => !ONLY || ONLY === name);
  const summary = [];
  for (const [name, label, unit, round] of paths) {
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      rounds.push(await round([webA.url]));
      await sleep(1000);
      rounds.push(await round([webA.url, webB.url]));
      await sleep(1000);
    }
    summary.push({ name, ...report(label, unit, rounds) });
  }
  console.log(
    `\nsummary (load average ${loadAverage()}): ${summary.map((s) => `${s.name} ${(s.two / s.one).toFixed(2)}x (CPU room at one node's cost ${s.ceiling.toFixed(2)}x)`).join(', ')}`,
  );
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await client.end().catch(() => undefined);
  await Promise.all(nodes.map((n) => n.remove()));
  await database.drop();
}
process.exit(failed ? 1 : 0);
