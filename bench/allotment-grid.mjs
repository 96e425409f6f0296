// Issue 34: the back office's allotment grid - a month of one hotel with 10 room types (GET
// /api/v1/admin/inventory/allotments) through the real HTTP route (staff sign-in, permission check,
// the loader the booking path uses) on PostgreSQL, in a fresh `bench34_*` database created next to the
// one in the URL and dropped after (so the CI test database is never touched). Every room type has a
// default allotment and about a third of the month's nights an exception row (set counts, stop sales,
// rooms sold). autocannon, 2 connections for 10 s after a 2 s warm-up. Prints p50/p99; asserts nothing.
// Run: flock /tmp/heavy.lock node_modules/.bin/node bench/allotment-grid.mjs
//      [--pg postgres://postgres@127.0.0.1:5432/test] [--room-types 10] [--connections 2] [--duration 10]
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';
import { freshPostgres } from './scratch-postgres.mjs';

if (Number(process.versions.node.split('.')[0]) < 24) {
  const node = join(ROOT, 'node_modules', '.bin', 'node');
  const run = spawnSync(node, [import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const { hash } = await import('@node-rs/argon2');
const { admins, createDb, hotelCities, hotels, hotelRoomTypes, hotelAllotmentDefaults, seedReference } =
  await import('@portal/db');
const { sql } = await import('drizzle-orm');
const { default: autocannon } = await import('autocannon');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const connections = Number(arg('--connections', 2));
const duration = Number(arg('--duration', 10));
const roomTypes = Number(arg('--room-types', 10));
const pgUrl = arg('--pg', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const EMAIL = 'bench-content@bench.test';
const PASSWORD = 'Bench#2026pass';

const month = (() => {
  const d = new Date(Date.now() + 4 * 3600_000);
  d.setUTCMonth(d.getUTCMonth() + 1, 1);
  return d.toISOString().slice(0, 7);
})();

async function seed(database) {
  await database.migrate();
  await seedReference(database.db);
  const { db } = database;
  await db.insert(admins).values({
    email: EMAIL,
    name: 'Bench Content',
    passwordHash: await hash(PASSWORD),
    roles: ['content'],
  });
  const [city] = await db
    .insert(hotelCities)
    .values({
      name: 'Bench City',
      nameSearch: 'bench city',
      slug: 'bench-city',
      state: 'Dubai',
      countryCode: 'AE',
      latitude: 25.2,
      longitude: 55.27,
      timeZone: 'Asia/Dubai',
    })
    .returning();
  const [hotel] = await db
    .insert(hotels)
    .values({
      name: 'Bench Grid Hotel',
      nameSearch: 'bench grid hotel',
      starCategory: '4',
      accommodationType: 'hotel',
      address: '1 Bench Street',
      cityId: city.id,
      latitude: 25.21,
      longitude: 55.28,
      distanceFromCityCentreKm: 1.5,
    })
    .returning();
  const rooms = await db
    .insert(hotelRoomTypes)
    .values(
      Array.from({ length: roomTypes }, (_, i) => ({
        hotelId: hotel.id,
        name: `Room type ${i + 1}`,
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        sortOrder: i,
      })),
    )
    .returning({ id: hotelRoomTypes.id });
  await db
    .insert(hotelAllotmentDefaults)
    .values(rooms.map((r) => ({ roomTypeId: r.id, type: 'count', count: 5 })));
  // About a third of the nights differ: set counts with rooms sold, some stop sales.
  await db.execute(sql`
    insert into hotel_allotments (room_type_id, date, type, count, booked)
    select rt, d::date, case when extract(day from d)::int % 7 = 0 then 'stop-sale' else 'count' end,
      8, (extract(day from d)::int % 4)
    from unnest(${sql.param(rooms.map((r) => r.id))}::uuid[]) rt
    cross join generate_series(${`${month}-01`}::date, (${`${month}-01`}::date + interval '1 month' - interval '1 day'), interval '1 day') d
    where extract(day from d)::int % 3 = 0`);
  await db.execute(sql`vacuum analyze hotel_allotments`);
  return hotel.id;
}

const dataDir = await tempDataDir();
let server;
let postgres;
try {
  postgres = await freshPostgres(pgUrl, 'bench34');
  const database = await createDb({ databaseUrl: postgres.url });
  const hotelId = await seed(database);
  await database.close();

  server = await startServer({
    dataDir,
    port: await freePort(),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', DATABASE_URL: postgres.url, JOBS: 'off' },
  });
  const login = await fetch(`${server.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { jwtToken } = await login.json();
  if (!jwtToken) throw new Error(`staff login failed: ${login.status}`);
  const headers = { authorization: `Bearer ${jwtToken}` };
  const url = `${server.url}/api/v1/admin/inventory/allotments?hotelId=${hotelId}&month=${month}`;
  const probe = await fetch(url, { headers });
  const body = await probe.json();
  if (probe.status !== 200) throw new Error(`grid answered ${probe.status}: ${JSON.stringify(body)}`);
  const cells = body.roomTypes.reduce((n, r) => n + r.nights.length, 0);
  console.log(
    `Allotment grid of ${month}: ${body.roomTypes.length} room types x ${body.days.length} nights (${cells} cells) on PostgreSQL (${postgres.name}); ` +
      `${connections} connections, ${duration} s (autocannon), server on node ${await serverNodeVersion()}`,
  );
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration });
  console.log(
    `  p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `${result.requests.average.toFixed(0)} requests/s; non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
} finally {
  await server?.stop();
  await postgres?.drop();
  await removeDir(dataDir);
}
