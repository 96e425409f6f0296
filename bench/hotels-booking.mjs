// Hotel bookings on PostgreSQL (issue "Hotels II"): wallet bookings per second through the whole
// booking path - POST room-rate (recheck + hold, contract rooms off the allotment) then
// POST orders/create (Idempotency-Key, hold used, wallet hold and capture, order, lines, timeline) -
// with `--concurrency` agents booking in parallel for `--duration` seconds, on free-sale contract
// rooms of the seeded catalogue. Prints bookings/s, the p50/p99 of the create call and the ledger check.
// Run: flock /tmp/bench.lock node bench/hotels-booking.mjs [--concurrency 10] [--duration 15]
//      [--database-url postgres://postgres@127.0.0.1:5432/postgres]
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  api,
  flag,
  freeSaleHotels,
  freshDatabase,
  hotelOrderBody,
  hotelRate,
  ledgerCheck,
  SERVER_ENV,
  seedAgents,
} from './money-fixtures.mjs';
import { freePort, removeDir, startServer, tempDataDir } from './server-process.mjs';

const concurrency = Number(flag('--concurrency', 10));
const duration = Number(flag('--duration', 15));
const adminUrl = flag(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const OPENING = 10_000_000_000;

const dbUrl = await freshDatabase(adminUrl, 'bench_hotel_booking');
const dataDir = await tempDataDir();
const server = await startServer({
  dataDir,
  port: await freePort(),
  env: { ...SERVER_ENV, DATABASE_URL: dbUrl, JOBS: 'off' },
});
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
try {
  const { pairs } = await seedAgents(client, { pairs: concurrency, opening: OPENING });
  const agents = pairs.map((p) => p.parent);
  const hotels = await freeSaleHotels(client);

  const times = [];
  const codes = {};
  let booked = 0;
  const stopAt = Date.now() + duration * 1000;
  const started = Date.now();
  await Promise.all(
    agents.map(async (agent, a) => {
      const picked = await hotelRate(server.url, agent.token, hotels, a);
      if (!picked) return;
      let n = 0;
      while (Date.now() < stopAt) {
        // A search session lives 15 minutes: fine for the bench's duration.
        const held = await api(server.url, '/b2b/hotels/availabilities/booking/room-rate', {
          token: agent.token,
          body: picked,
        });
        if (held.status !== 200) {
          codes[`recheck ${held.status}`] = (codes[`recheck ${held.status}`] ?? 0) + 1;
          continue;
        }
        const body = hotelOrderBody(held.json, `B-${a}-${n++}-${randomUUID().slice(0, 6)}`);
        const t0 = performance.now();
        const res = await api(server.url, '/b2b/hotels/orders/create', {
          token: agent.token,
          body,
          key: randomUUID(),
        });
        times.push(performance.now() - t0);
        codes[`create ${res.status}`] = (codes[`create ${res.status}`] ?? 0) + 1;
        if (res.status === 201) booked++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  times.sort((x, y) => x - y);
  const pct = (p) =>
    times.length ? times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1) : 'n/a';
  console.log(
    `hotel bookings (wallet, PostgreSQL, ${concurrency} agents in parallel, ${seconds.toFixed(1)} s)`,
  );
  console.log(
    `  bookings/s: ${(booked / seconds).toFixed(1)}  (booked ${booked}; each = recheck+hold then create)`,
  );
  console.log(`  create call latency ms: p50 ${pct(50)}  p99 ${pct(99)}  max ${pct(100)}`);
  console.log(`  answers: ${JSON.stringify(codes)}`);
  console.log(`  ledger: ${JSON.stringify(await ledgerCheck(client))}`);
} finally {
  await client.end();
  await server.stop();
  await removeDir(dataDir);
}
