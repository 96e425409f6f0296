// Attractions on PostgreSQL (a fresh database; the server seeds the 68-attraction catalogue at start):
// GET /api/v1/search/list p99 at 20 connections, POST /api/v1/b2b/attractions/price p99, and wallet
// checkouts per second through POST /api/v1/b2b/attractions/orders (re-pricing, ticket claims with
// SKIP LOCKED, wallet hold and capture, idempotency). Prints figures; asserts nothing.
// Run: node bench/attractions.mjs [--connections 20] [--duration 10] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const connections = Number(flag('--connections', 20));
const duration = Number(flag('--duration', 10));
const adminUrl = flag(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const JWT_SECRET = 'bench-jwt-4e9c2a7f1b8d3065c7a1e9f24b6d0853';
const AGENTS = 50;
const OPENING = 1_000_000_000;
// Production needs its own secret for every signed thing (apps/api/src/env.ts).
const serverEnv = {
  NODE_ENV: 'production',
  JWT_SECRET,
  GATEWAY_SECRET: 'bench-gw-b71f4c9e2a6d8035f1c7a4e90b3d6281',
  FILE_LINK_SECRET: 'bench-file-3a8e6c1d9f2b7054a6e3c8d1f90b2475',
  LOG_LEVEL: 'warn',
  JOBS: 'off',
};

const SETUP = `begin;
  insert into agents (email, company_name, address, country_isocode, city, name, designation, phone_number,
     whatsapp_number, password_hash, random_string, status)
   select 'bench-' || g || '@bench.test', 'Bench Travels ' || g, 'Bench Street', 'AE', 'Dubai', 'Bench', 'Agent',
     '+971500000000', '+971500000000', 'not-a-hash', md5(g::text), 'ok' from generate_series(1, ${AGENTS}) g;
  insert into agent_configurations (agent_id) select id from agents where email like 'bench-%@bench.test';
  insert into wallets (agent_id, balance) select id, ${OPENING} from agents where email like 'bench-%@bench.test';
  insert into ledger_entries (kind, agent_id, net_amount, balance_after, credit_used_after, held_after, reference, description, created_by)
   select 'opening_balance', agent_id, ${OPENING}, ${OPENING}, 0, 0, 'BENCH', 'Bench opening balance', 'system' from wallets;
  insert into ledger_postings (entry_id, account, agent_id, amount)
   select id, 'agent_wallet', agent_id, ${OPENING} from ledger_entries where reference = 'BENCH'
   union all select id, 'opening_balances', null, -${OPENING} from ledger_entries where reference = 'BENCH';
  insert into sessions (subject_kind, subject_id, expires_at)
   select 'agent', id, now() + interval '1 day' from agents where email like 'bench-%@bench.test';
commit;`;

/** Inventory activities bookable every day, with a date five days ahead that is no off date. */
const ACTIVITIES_SQL = `
  select act.id, a.off_dates as "offDates"
  from attraction_activities act join attractions a on a.id = act.attraction_id
  where a.booking_type = 'ticket' and not a.is_api_connected and act.base = 'person'
    and jsonb_array_length(a.available_weekdays) = 7 and a.custom_date_from is null and act.adult_price > 0
  order by a.sort_order, act.sort_order`;

const tokenFor = ({ sid, sub }) =>
  new SignJWT({ sid, kind: 'agent' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setAudience('portal-agent')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));

function dateAhead(days, offDates) {
  const d = new Date(Date.now() + 4 * 3600_000 + days * 86_400_000);
  let date = d.toISOString().slice(0, 10);
  while (offDates.includes(date)) {
    d.setUTCDate(d.getUTCDate() + 1);
    date = d.toISOString().slice(0, 10);
  }
  return date;
}

const QUERIES = [
  'du',
  'burj',
  'desert',
  'abu',
  'water',
  'museum',
  'safari',
  'frame',
  'a',
  'dhow',
  'zzz',
  '%_',
];

async function run(url, requests, conns = connections) {
  await autocannon({ url, connections: conns, duration: 2, requests }); // warm-up
  return autocannon({ url, connections: conns, duration, requests });
}

const name = `bench_attractions_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;
const dataDir = await tempDataDir();
const rows = [];
try {
  const server = await startServer({
    dataDir,
    port: await freePort(),
    env: { ...serverEnv, DATABASE_URL: dbUrl.toString() },
  });
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  try {
    await client.query(SETUP);
    const sessions = (
      await client.query(
        `select s.id as sid, a.id as sub from sessions s join agents a on a.id = s.subject_id where a.email like 'bench-%@bench.test'`,
      )
    ).rows;
    const tokens = await Promise.all(sessions.map(tokenFor));
    const activities = (await client.query(ACTIVITIES_SQL)).rows.map((r) => ({
      id: r.id,
      date: dateAhead(5, r.offDates),
    }));

    let n = 0;
    const search = await run(server.url, [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `/api/v1/search/list?search=${encodeURIComponent(QUERIES[n++ % QUERIES.length])}`,
        }),
      },
    ]);
    rows.push({ call: 'GET /search/list', result: search });

    const priceBody = (i) => {
      const a = activities[i % activities.length];
      return JSON.stringify({ activityId: a.id, date: a.date, adults: 2, children: 1 });
    };
    let p = 0;
    const price = await run(server.url, [
      {
        method: 'POST',
        path: '/api/v1/b2b/attractions/price',
        setupRequest: (req) => {
          const i = p++;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[i % tokens.length]}`,
            },
            body: priceBody(i),
          };
        },
      },
    ]);
    rows.push({ call: 'POST /b2b/attractions/price', result: price });

    // The agent price of one adult per activity (no markups are set, so it is the same for every agent).
    const items = [];
    for (const a of activities) {
      const res = await fetch(`${server.url}/api/v1/b2b/attractions/price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
        body: JSON.stringify({ activityId: a.id, date: a.date, adults: 1 }),
      });
      if (res.status === 200)
        items.push({
          activityId: a.id,
          date: a.date,
          adults: 1,
          expectedPrice: (await res.json()).agentPrice,
        });
    }
    let c = 0;
    const checkout = await run(server.url, [
      {
        method: 'POST',
        path: '/api/v1/b2b/attractions/orders',
        setupRequest: (req) => {
          const i = c++;
          const key = `bench-${randomUUID()}`;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[i % tokens.length]}`,
              'idempotency-key': key,
            },
            body: JSON.stringify({
              items: [items[i % items.length]],
              leadTraveller: {
                name: 'Bench Traveller',
                email: 'bench@bench.test',
                phone: '+971500000000',
                country: 'AE',
              },
              agentReferenceNumber: key,
              paymentMethod: 'wallet',
            }),
          };
        },
      },
    ]);
    rows.push({ call: 'POST /b2b/attractions/orders (wallet)', result: checkout });
    const {
      rows: [sold],
    } = await client.query(
      `select count(*)::int as orders, (select count(*)::int from attraction_tickets where status = 'sold') as tickets,
        (select count(*)::int from (select entry_id from ledger_postings group by entry_id having sum(amount) <> 0) x) as unbalanced
       from booking_orders where product = 'attraction' and status = 'completed'`,
    );
    console.log(
      `checkouts completed: ${sold.orders}, tickets sold: ${sold.tickets}, unbalanced ledger entries: ${sold.unbalanced}`,
    );
  } finally {
    await client.end();
    await server.stop();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await removeDir(dataDir);
}

console.log(
  `\nAttractions on PostgreSQL, ${connections} connections, ${duration} s after a 2 s warm-up; server on Node ${await serverNodeVersion()}\n`,
);
console.table(
  rows.map(({ call, result: r }) => ({
    call,
    'req/s': Math.round(r['2xx'] / duration),
    p50: `${r.latency.p50} ms`,
    p99: `${r.latency.p99} ms`,
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
  })),
);
