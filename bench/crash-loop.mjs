// The crash loop: one API process on PostgreSQL takes wallet checkouts (own tickets and API-connected
// lines, whose sandbox supplier call is the step a crash interrupts) and is killed with SIGKILL in the
// middle of them, several times; after each restart half of the interrupted requests are replayed with
// their Idempotency-Key (a replay resumes the order), the rest is left to the crash recovery job.
// After the last restart it waits a minute past the recovery grace period and prints the orders left
// processing, the money still held, the recovery outcomes and the ledger check. Asserts nothing.
// Run: node bench/crash-loop.mjs [--kills 4] [--in-flight 24] [--grace 10] [--pairs 3]
//        [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--database bench_money]
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  api,
  flag,
  freshDatabase,
  histogram,
  lead,
  ledgerCheck,
  pricedItems,
  seedAgents,
  SERVER_ENV,
  sleep,
} from './money-fixtures.mjs';
import { freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const KILLS = Number(flag('--kills', 4));
const IN_FLIGHT = Number(flag('--in-flight', 24));
const GRACE_SECONDS = Number(flag('--grace', 10));
const PAIRS = Number(flag('--pairs', 3));
const adminUrl = flag(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const dbName = flag('--database', 'bench_money');
const OPENING = 50_000_000;

const dbUrl = await freshDatabase(adminUrl, dbName);
const dataDir = await tempDataDir();
const port = await freePort();
const env = {
  ...SERVER_ENV,
  DATABASE_URL: dbUrl,
  JOBS: 'on',
  BOOKING_RECOVERY_GRACE_SECONDS: String(GRACE_SECONDS),
};
const client = new pg.Client({ connectionString: dbUrl });
const count = async (q) => Number(Object.values((await client.query(q)).rows[0])[0] ?? 0);
let server = await startServer({ dataDir, port, env });
try {
  await client.connect();
  const { pairs } = await seedAgents(client, { pairs: PAIRS, opening: OPENING });
  const agents = pairs.flatMap((p) => [p.parent, p.sub]);
  const menus = new Map();
  for (const agent of agents) menus.set(agent.id, await pricedItems(client, server.url, agent.token));

  const cycles = [];
  const replays = [];
  let n = 0;
  for (let kill = 1; kill <= KILLS; kill++) {
    const answers = [];
    const interrupted = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const i = n++;
        const agent = agents[i % agents.length];
        const menu = menus.get(agent.id);
        const items = [menu.own[i % menu.own.length]];
        if (i % 2 === 0 && menu.api.length) items.push(menu.api[i % menu.api.length]);
        const key = `crash-${randomUUID()}`;
        const body = { items, leadTraveller: lead, agentReferenceNumber: key, paymentMethod: 'wallet' };
        try {
          const res = await api(server.url, '/b2b/attractions/orders', { token: agent.token, key, body });
          answers.push(`${res.status}${res.json?.order ? ` ${res.json.order.status}` : ''}`);
        } catch {
          answers.push('connection lost');
          interrupted.push({ agent, key, body });
        }
      }
    };
    const workers = Array.from({ length: IN_FLIGHT }, worker);
    // Kill at a different moment of the load each time (1.5 s to 3.5 s in).
    await sleep(1500 + ((kill * 737) % 2000));
    await server.kill();
    stop = true;
    await Promise.all(workers);
    const stuck = await count(
      `select count(*) from booking_orders where product = 'attraction' and status = 'processing'`,
    );
    const held = await count(`select coalesce(sum(held), 0) from wallets`);
    cycles.push({ kill, answers: histogram(answers), stuckAtKill: stuck, heldAtKill: held / 100 });

    server = await startServer({ dataDir, port, env });
    // Half of the interrupted requests come back with the same key: the replay resumes the order.
    for (const r of interrupted.filter((_, j) => j % 2 === 0)) {
      const res = await api(server.url, '/b2b/attractions/orders', {
        token: r.agent.token,
        key: r.key,
        body: r.body,
      });
      replays.push(
        `${res.status}${res.json?.order ? ` ${res.json.order.status}` : ` ${res.json?.code ?? ''}`}`,
      );
    }
  }

  const waitMs = (GRACE_SECONDS + 65) * 1000;
  console.log(`waiting ${waitMs / 1000} s (grace ${GRACE_SECONDS} s + a minute of recovery runs) ...`);
  await sleep(waitMs);

  console.log(`crash loop: ${KILLS} x kill -9 of an API process in the middle of wallet checkouts`);
  console.log(
    `  PostgreSQL (${dbName}), server Node ${await serverNodeVersion()}, ${IN_FLIGHT} checkouts in flight, grace ${GRACE_SECONDS} s`,
  );
  for (const c of cycles)
    console.log(
      `  kill ${c.kill}: answers ${JSON.stringify(c.answers)}; right after the kill: ${c.stuckAtKill} orders processing, AED ${c.heldAtKill.toFixed(2)} held`,
    );
  console.log(`  replays of interrupted keys after restart: ${JSON.stringify(histogram(replays))}`);
  const orders = histogram(
    (await client.query(`select status from booking_orders where product = 'attraction'`)).rows.map(
      (r) => r.status,
    ),
  );
  console.log(`  orders now: ${JSON.stringify(orders)}`);
  console.log(
    `  left processing ${GRACE_SECONDS + 65} s after the last restart: ${await count(`select count(*) from booking_orders where product = 'attraction' and status = 'processing'`)}`,
  );
  console.log(
    `  money held: AED ${((await count(`select coalesce(sum(held), 0) from wallets`)) / 100).toFixed(2)} in wallets, ${await count(`select count(*) from wallet_holds where status = 'held' and purpose = 'booking'`)} open booking holds`,
  );
  const outcomes = (
    await client.query(`select coalesce(outcome, 'open') as outcome, attempts from booking_recoveries`)
  ).rows;
  console.log(
    `  crash recovery: ${outcomes.length} orders claimed, outcomes ${JSON.stringify(histogram(outcomes.map((o) => o.outcome)))}, attempts ${JSON.stringify(histogram(outcomes.map((o) => String(o.attempts))))}`,
  );
  const ledger = await ledgerCheck(client);
  console.log(`  ledger: ${JSON.stringify(ledger)}`);
  console.log(
    `  ledger exact: ${ledger.unbalancedEntries === 0 && ledger.sumOfAllPostings === 0 && ledger.walletsNotEqualToLedger === 0 && ledger.holdsResolvedWithoutEntry === 0 ? 'yes' : 'NO'}`,
  );
} finally {
  await client.end().catch(() => undefined);
  await server.stop();
  await removeDir(dataDir);
}
