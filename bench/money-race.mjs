// The money race: two API processes on one PostgreSQL database, 1,000 mixed money requests at once,
// spread over both: wallet checkouts of parents and sub-agents (own tickets, company bookings and
// API-connected lines), transfers both ways between each parent and its sub-agent, credit-limit
// changes, admin debits and credits, card deposits with their signed gateway callback, line
// cancellations (refunds) and replays of earlier Idempotency-Keys. Prints the 5xx count, the status
// histogram per kind of request, deadlocks PostgreSQL detected (each retried), and the ledger check.
// Asserts nothing.
// Run: node bench/money-race.mjs [--requests 1000] [--in-flight 40] [--pairs 3]
//        [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--database bench_money]
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  api,
  deadlocksSoFar,
  flag,
  freshDatabase,
  histogram,
  lead,
  ledgerCheck,
  pricedItems,
  seedAgents,
  SERVER_ENV,
  signedCallback,
} from './money-fixtures.mjs';
import { freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const REQUESTS = Number(flag('--requests', 1000));
const IN_FLIGHT = Number(flag('--in-flight', 40));
const PAIRS = Number(flag('--pairs', 3));
const adminUrl = flag(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const dbName = flag('--database', 'bench_money');
const OPENING = 50_000_000; // AED 500,000.00 per wallet

const dbUrl = await freshDatabase(adminUrl, dbName);
const dataDir = await tempDataDir();
const env = { ...SERVER_ENV, DATABASE_URL: dbUrl, JOBS: 'on' };
const servers = [];
const client = new pg.Client({ connectionString: dbUrl });
try {
  // One after the other: the first migrates and seeds, the second finds it done.
  servers.push(await startServer({ dataDir, port: await freePort(), env }));
  servers.push(await startServer({ dataDir, port: await freePort(), env }));
  await client.connect();
  const { pairs, adminToken } = await seedAgents(client, { pairs: PAIRS, opening: OPENING });
  const menus = new Map();
  for (const { parent, sub } of pairs)
    for (const agent of [parent, sub])
      menus.set(agent.id, await pricedItems(client, servers[0].url, agent.token));

  const completed = []; // { agent, orderId, lineId } of completed orders with a cancellable line
  const sent = []; // { agent, path, body, key } for replays
  const answers = [];
  const pick = (list, i) => list[i % list.length];

  /** One request of the mix; `i` picks its kind, its node and its parties. */
  async function request(i, forcedRoll) {
    const url = servers[i % 2].url;
    const { parent, sub } = pick(pairs, Math.floor(i / 2));
    const roll = forcedRoll ?? (i * 7919) % 100;
    if (roll < 30) {
      const agent = roll % 2 ? sub : parent;
      const menu = menus.get(agent.id);
      const items = [pick(menu.own, i)];
      if (roll % 3 === 0 && menu.api.length) items.push(pick(menu.api, i));
      else if (roll % 5 === 0) items.push(pick(menu.booking, i));
      const key = `race-${randomUUID()}`;
      const body = { items, leadTraveller: lead, agentReferenceNumber: key, paymentMethod: 'wallet' };
      const res = await api(url, '/b2b/attractions/orders', { token: agent.token, key, body });
      sent.push({ agent, path: '/b2b/attractions/orders', body, key });
      const own = res.json?.order?.lines?.find((l) => l.status === 'confirmed' && !l.slot);
      if (res.status === 201 && res.json.order.status === 'completed' && own)
        completed.push({ agent, orderId: res.json.orderId, lineId: own._id });
      return ['checkout', res];
    }
    if (roll < 50) {
      const direction = roll % 2 ? 'to-sub' : 'from-sub';
      const key = `race-${randomUUID()}`;
      const path = `/b2b/resellers/${sub.id}/wallet/transfer`;
      const body = { amount: 1 + (i % 25), direction };
      const res = await api(url, path, { token: parent.token, key, body });
      // Replays only of answered requests: a replay racing its original is answered 409 by design.
      sent.push({ agent: parent, path, body, key });
      return [`transfer ${direction}`, res];
    }
    if (roll < 55)
      return [
        'credit-limit',
        await api(url, `/b2b/resellers/${sub.id}/wallet/credit-limit`, {
          method: 'PATCH',
          token: parent.token,
          body: { amount: 100 * (i % 4) },
        }),
      ];
    if (roll < 70) {
      const agent = roll % 2 ? sub : parent;
      const direction = roll % 3 ? 'debit' : 'credit';
      return [
        `admin ${direction}`,
        await api(url, '/admin/wallets/adjustments', {
          token: adminToken,
          key: `race-${randomUUID()}`,
          body: { agent: agent.email, direction, amount: 1 + (i % 9), reason: 'bench money race' },
        }),
      ];
    }
    if (roll < 80) {
      const agent = roll % 2 ? sub : parent;
      const started = await api(url, '/b2b/resellers/wallet/deposit', {
        token: agent.token,
        key: `race-${randomUUID()}`,
        body: { amount: 20 + (i % 30), currency: 'AED' },
      });
      if (started.status !== 200) return ['card deposit', started];
      answers.push({ what: 'card deposit', status: started.status });
      const callback = signedCallback({
        paymentId: started.json.paymentId,
        orderRef: started.json.depositId,
        amount: Math.round(started.json.total * 100),
      });
      return [
        'gateway callback',
        await api(servers[(i + 1) % 2].url, '/payments/sandbox/callback', { body: callback }),
      ];
    }
    if (roll < 90 && completed.length) {
      const target = completed.splice((i * 31) % completed.length, 1)[0];
      return [
        'cancel line',
        await api(url, `/b2b/attractions/orders/${target.orderId}/lines/${target.lineId}/cancel`, {
          token: target.agent.token,
          key: `race-${randomUUID()}`,
        }),
      ];
    }
    if (sent.length) {
      const earlier = pick(sent, i * 13);
      return [
        'replay',
        await api(url, earlier.path, { token: earlier.agent.token, key: earlier.key, body: earlier.body }),
      ];
    }
    // Nothing to cancel or replay yet (the first requests): a checkout instead.
    return request(i, roll % 30);
  }

  const deadlocksBefore = await deadlocksSoFar(client);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        try {
          const [what, res] = await request(i);
          answers.push({ what, status: res.status, code: res.json?.code, error: res.json?.error });
        } catch (err) {
          answers.push({ what: 'network error', status: 0, code: String(err.cause?.code ?? err.message) });
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Let in-process completions and the jobs settle, then read the books.
  await new Promise((r) => setTimeout(r, 2000));
  const deadlocks = (await deadlocksSoFar(client)) - deadlocksBefore;
  const processing = Number(
    (
      await client.query(
        `select count(*) from booking_orders where product = 'attraction' and status = 'processing'`,
      )
    ).rows[0].count,
  );
  const orders = histogram(
    (await client.query(`select status from booking_orders where product = 'attraction'`)).rows.map(
      (r) => r.status,
    ),
  );
  const ledger = await ledgerCheck(client);

  const fivexx = answers.filter((a) => a.status >= 500);
  console.log(
    `money race: ${answers.length} HTTP requests (${REQUESTS} mixed operations, ${IN_FLIGHT} in flight)`,
  );
  console.log(
    `  2 API processes on PostgreSQL (${dbName}), server Node ${await serverNodeVersion()}, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `  5xx answers: ${fivexx.length}${fivexx.length ? ` ${JSON.stringify(histogram(fivexx.map((a) => `${a.what} ${a.status} ${a.code}`)))}` : ''}`,
  );
  console.log(`  network errors: ${answers.filter((a) => a.status === 0).length}`);
  console.log('  status histogram (kind, status, code):');
  const label = (a) => `${a.what} ${a.status}${a.code ? ` ${a.code}` : ''}`;
  for (const [k, n] of Object.entries(histogram(answers.map(label)))) {
    const refusal = answers.find((a) => label(a) === k && a.status >= 400)?.error;
    console.log(`    ${String(n).padStart(5)}  ${k}${refusal ? `  e.g. "${refusal}"` : ''}`);
  }
  console.log(`  deadlocks PostgreSQL detected during the run (each retried): ${deadlocks}`);
  console.log(`  orders: ${JSON.stringify(orders)}; left processing: ${processing}`);
  console.log(`  ledger: ${JSON.stringify(ledger)}`);
  console.log(
    `  ledger exact: ${ledger.unbalancedEntries === 0 && ledger.sumOfAllPostings === 0 && ledger.walletsNotEqualToLedger === 0 && ledger.holdsResolvedWithoutEntry === 0 ? 'yes' : 'NO'}`,
  );
} finally {
  await client.end().catch(() => undefined);
  await Promise.all(servers.map((s) => s.stop()));
  await removeDir(dataDir);
}
