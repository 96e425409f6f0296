// Issue 36: the dashboard's endpoints (sales this month / this year / two years, deadlines, money) for
// one agency with 50,000 bookings (and 10,000 more of its 20 sub-agents) on PostgreSQL. The bookings are
// generated with SQL straight into booking_orders and booking_lines (two years of booking days, service
// days up to 120 days later, 80% completed, 6% unpaid pay later, 10% cancelled, 4% failed; one line each
// with a cancellation policy) in a fresh database created next to the one in the URL and dropped after.
// autocannon, 2 connections for 10 s per endpoint after a 2 s warm-up. Prints p50/p99; asserts only that
// the daily sales rollup (booking_sales_daily, kept by triggers while seeding) equals the orders.
// Run: flock /tmp/heavy.lock node bench/dashboard.mjs [--pg postgres://postgres@127.0.0.1:5432/postgres]
//      [--count 50000] [--connections 4] [--duration 10] [--keep]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROOT, freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';
import { freshPostgres } from './scratch-postgres.mjs';

if (Number(process.versions.node.split('.')[0]) < 24) {
  const node = join(ROOT, 'node_modules', '.bin', 'node');
  const run = spawnSync(node, [import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const { hash } = await import('@node-rs/argon2');
const { agentConfigurations, agents, createDb, queryRows, seedReference, wallets } =
  await import('@portal/db');
const { sql } = await import('drizzle-orm');
const { default: autocannon } = await import('autocannon');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const connections = Number(arg('--connections', 2));
const duration = Number(arg('--duration', 10));
const count = Number(arg('--count', 50_000));
const pgUrl = arg('--pg', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const keep = process.argv.includes('--keep');
const EMAIL = 'bench-dashboard@bench.test';
const PASSWORD = 'Bench#2026pass';

const agency = (i, passwordHash) => ({
  companyName: `Bench Travels ${i}`,
  address: `Office ${i}, Bench Street`,
  countryIsocode: 'AE',
  city: 'Dubai',
  name: `Bench Agent ${i}`,
  designation: 'Consultant',
  phoneNumber: '+971 50 000 0000',
  whatsappNumber: '+971 50 000 0001',
  randomString: randomBytes(16).toString('hex'),
  status: 'ok',
  passwordHash,
});

/** `n` orders of `agentId` (parent `parentId`), one line each, spread over two years up to now. */
function ordersSql(agentId, parentId, n, prefix) {
  return sql`
    with g as (
      select i, now() - (random() * interval '730 days') as created,
        (array['hotel','hotel','hotel','attraction','visa','a2a','insurance','flight'])[1 + (i % 8)] as product,
        case when i % 50 < 40 then 'completed' when i % 50 < 43 then 'unpaid'
             when i % 50 < 48 then 'cancelled' else 'failed' end as status,
        10000 + (i * 7919) % 400000 as agent_price
      from generate_series(1, ${n}) i),
    o as (
      insert into booking_orders (product, reference_number, agent_id, parent_id, agent_reference_number,
        agent_reference_key, status, payment_method, lead_name, lead_email, total_net, total_agent_price,
        total_sell_price, total_vat, total_parent_earning, pay_by, service_date, service_end_date, title,
        created_at, updated_at, cancelled_at)
      select product, ${prefix} || '-' || i, ${agentId}, ${parentId}, 'AR-' || i, ${prefix} || '-ar-' || i,
        status, case when status = 'unpaid' then 'pay_later' else 'wallet' end, 'Lead Guest ' || i,
        'lead' || i || '@bench.test', agent_price * 9 / 10, agent_price, agent_price + agent_price / 10,
        agent_price / 21, case when ${parentId}::uuid is null then 0 else agent_price / 20 end,
        case when status = 'unpaid' then now() + (i % 240) * interval '1 hour' end,
        ((created + ((i % 120) || ' days')::interval) at time zone 'Asia/Dubai')::date,
        ((created + ((i % 120 + 3) || ' days')::interval) at time zone 'Asia/Dubai')::date,
        'Bench ' || product || ' ' || i, created, created,
        case when status = 'cancelled' then created + interval '1 day' end
      from g returning id, service_date, total_net, total_agent_price, total_sell_price, total_vat,
        total_parent_earning, status, created_at)
    insert into booking_lines (order_id, line_no, product, description, service_date, net, company_markup,
      sub_agent_markup, vat, client_markup, agent_price, sell_price, parent_earning, breakdown,
      cancellation_policy, status, cancellation_fee, refund_amount, cancelled_at)
    select o.id, 1, 'hotel', 'Bench line', o.service_date, o.total_net, 0, o.total_parent_earning,
      o.total_vat, o.total_sell_price - o.total_agent_price, o.total_agent_price, o.total_sell_price,
      o.total_parent_earning, '{}'::jsonb,
      jsonb_build_array(
        jsonb_build_object('from', to_char((o.service_date - 3)::timestamp - interval '4 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'fee', o.total_agent_price / 2),
        jsonb_build_object('from', to_char(o.service_date::timestamp - interval '4 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'fee', o.total_agent_price)),
      case o.status when 'completed' then 'confirmed' when 'unpaid' then 'booked' when 'cancelled' then 'cancelled' else 'failed' end,
      case when o.status = 'cancelled' then o.total_agent_price / 4 end,
      case when o.status = 'cancelled' then o.total_agent_price - o.total_agent_price / 4 end,
      case when o.status = 'cancelled' then o.created_at + interval '1 day' end
    from o`;
}

async function seed(database) {
  await database.migrate();
  await seedReference(database.db);
  const { db } = database;
  const passwordHash = await hash(PASSWORD);
  const [owner] = await db
    .insert(agents)
    .values({ ...agency(0, passwordHash), email: EMAIL, companyName: 'Bench Dashboard LLC' })
    .returning({ id: agents.id });
  await db.insert(agentConfigurations).values({ agentId: owner.id });
  await db.insert(wallets).values({ agentId: owner.id, balance: 1_000_000_00 });
  for (let start = 0; start < count; start += 10_000)
    await db.execute(ordersSql(owner.id, null, Math.min(10_000, count - start), `BD${start}`));
  const subs = await db
    .insert(agents)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        ...agency(i + 1, passwordHash),
        email: `bench-dash-sub-${i}@bench.test`,
        role: 'sub-agent',
        parentId: owner.id,
      })),
    )
    .returning({ id: agents.id });
  for (const [i, s] of subs.entries()) await db.execute(ordersSql(s.id, owner.id, count / 100, `BS${i}`));
  // What autovacuum does soon after a bulk load: statistics, and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze booking_orders`);
  await db.execute(sql`vacuum analyze booking_lines`);
  await db.execute(sql`vacuum analyze booking_sales_daily`);
  return owner.id;
}

const dataDir = await tempDataDir();
let server;
let postgres;
try {
  const t0 = performance.now();
  postgres = await freshPostgres(pgUrl, 'bench36');
  const database = await createDb({ databaseUrl: postgres.url });
  const ownerId = await seed(database);
  // The sales figures read the daily rollup (kept by triggers while seeding): it must equal the orders.
  const [check] = await queryRows(
    database.db,
    sql`select
      (select count(*) from booking_orders where agent_id = ${ownerId} and status in ('processing', 'unpaid', 'completed'))::int as orders,
      (select coalesce(sum(bookings), 0) from booking_sales_daily where agent_id = ${ownerId})::int as rollup,
      (select coalesce(sum(total_sell_price), 0) from booking_orders where agent_id = ${ownerId} and status in ('processing', 'unpaid', 'completed'))::bigint::text as "ordersSell",
      (select coalesce(sum(sell), 0) from booking_sales_daily where agent_id = ${ownerId})::bigint::text as "rollupSell"`,
  );
  if (check.orders !== check.rollup || check.ordersSell !== check.rollupSell)
    throw new Error(`rollup differs from the orders: ${JSON.stringify(check)}`);
  await database.close();
  const seedMs = performance.now() - t0;

  server = await startServer({
    dataDir,
    port: await freePort(),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', DATABASE_URL: postgres.url, JOBS: 'off' },
  });
  const login = await fetch(`${server.url}/api/v1/b2b/resellers/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { jwtToken } = await login.json();
  if (!jwtToken) throw new Error(`login failed: ${login.status}`);
  const headers = { authorization: `Bearer ${jwtToken}` };

  console.log(
    `Dashboard of one agency with ${count} bookings (+${(count / 100) * 20} of 20 sub-agents) on PostgreSQL (${postgres.name}); ` +
      `${connections} connections, ${duration} s (autocannon), server on node ${await serverNodeVersion()}; seeding took ${(seedMs / 1000).toFixed(1)} s`,
  );
  const twoYearsAgo = new Date(Date.now() - 729 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
  for (const path of [
    '/api/v1/b2b/dashboard/sales?period=this_month',
    '/api/v1/b2b/dashboard/sales?period=this_year',
    `/api/v1/b2b/dashboard/sales?period=custom&from=${twoYearsAgo}&to=${today}`,
    '/api/v1/b2b/dashboard/deadlines',
    '/api/v1/b2b/dashboard/money',
  ]) {
    const url = `${server.url}${path}`;
    const probe = await fetch(url, { headers });
    const body = await probe.json();
    if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}: ${JSON.stringify(body)}`);
    await autocannon({ url, headers, connections, duration: 2 });
    const result = await autocannon({ url, headers, connections, duration });
    const what = body.totals
      ? `${body.totals.bookings} bookings, ${body.subAgents.length} sub-agents`
      : body.deadlines
        ? `${body.deadlines.length} deadlines`
        : `balance ${body.balance}`;
    console.log(`  ${path.replace('/api/v1/b2b/dashboard/', '')} (${what}):`);
    console.log(
      `    p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `${result.requests.average.toFixed(0)} requests/s; non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  }
} finally {
  await server?.stop();
  if (!keep) await postgres?.drop();
  else console.log(`kept ${postgres?.url}`);
  await removeDir(dataDir);
}
