// Issue 37 section 3, the proof: a fleet on its own scratch PostgreSQL database (`npm run migrate` as
// the deploy step; two ROLE=web nodes and one ROLE=worker node, MIGRATE_ON_START=false, separate
// processes) takes `--bookings` mixed booking operations through the HTTP API as agents send them,
// spread over both web nodes, each money request with its Idempotency-Key: attraction wallet checkouts
// (own tickets, company bookings, API-connected lines whose sandbox supplier call a crash interrupts),
// hotel wallet bookings (recheck with a hold, then create), attraction line cancellations and hotel
// cancellations. At `--kill-at` of the run, once the worker is running a job, one web node and the
// worker are killed with SIGKILL and restarted. A client whose node died retries the same request with
// the same Idempotency-Key on a node that is up, as a client behind a load balancer would.
// Then it waits for the fleet to settle (crash recovery, the outbox) and checks the invariants:
//   - no 5xx answer, and every operation got an answer;
//   - one order per Idempotency-Key, nothing left `processing` or `pending_supplier`, no wallet hold open;
//   - the ledger exact (bench/money-fixtures.mjs ledgerCheck: balanced entries, wallets = postings);
//   - every order paid exactly once and charged what its lines say (nothing for a failed one), and
//     every refused request (every 25th checkout expects a stale price) moved no money;
//   - every mail of the outbox sent, and sent once (the worker's .eml files, one per mail);
//   - every scheduled job ran once per schedule (pg-boss: one job per throttle slot / cron
//     occurrence, each completed once), nothing dead-lettered, nothing left active.
// Exits 1 with the failed invariants named; prints the figures either way.
// Run: flock /tmp/heavy.lock node bench/fleet-proof.mjs [--bookings 1000] [--in-flight 16] [--pairs 4]
//        [--kill-at 0.4] [--down 2] [--grace 10] [--settle 420] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//   (npm run bench:fleet-proof -- ...)
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { fleetDatabase, fleetNode, loadAverage } from './fleet.mjs';
import {
  api,
  flag,
  freeSaleHotels,
  histogram,
  hotelOrderBody,
  hotelRate,
  lead,
  ledgerCheck,
  pricedItems,
  seedAgents,
  sleep,
} from './money-fixtures.mjs';
import { serverNodeVersion } from './server-process.mjs';

const BOOKINGS = Number(flag('--bookings', 1000));
const IN_FLIGHT = Number(flag('--in-flight', 16));
const PAIRS = Number(flag('--pairs', 4));
const KILL_AT = Number(flag('--kill-at', 0.4));
const DOWN_SECONDS = Number(flag('--down', 2));
const GRACE_SECONDS = Number(flag('--grace', 10));
const SETTLE_SECONDS = Number(flag('--settle', 420));
const adminUrl = flag(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const OPENING = 100_000_000; // AED 1,000,000.00 per wallet

const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[${elapsed()}] ${line}`);

const database = await fleetDatabase(adminUrl, 'fleet_proof', {
  JOBS: 'on',
  BOOKING_RECOVERY_GRACE_SECONDS: String(GRACE_SECONDS),
  DATABASE_POOL_MAX: '10',
});
say(`scratch database ${database.name}: npm run migrate took ${(database.migrateMs / 1000).toFixed(1)} s`);
const webA = await fleetNode('web-a', 'web', database.env);
const webB = await fleetNode('web-b', 'web', database.env);
const worker = await fleetNode('worker', 'worker', database.env);
const nodes = [webA, webB, worker];
const client = new pg.Client({ connectionString: database.url });
const one = async (q, params) => Number(Object.values((await client.query(q, params)).rows[0])[0] ?? 0);
let failed;
try {
  await Promise.all(nodes.map((n) => n.start()));
  say(`nodes ready: ${nodes.map((n) => `${n.name} (ROLE=${n.role}, pid ${n.pid})`).join(', ')}`);
  await client.connect();
  const { pairs } = await seedAgents(client, { pairs: PAIRS, opening: OPENING });
  const agents = pairs.flatMap((p) => [p.parent, p.sub]);
  const hotels = await freeSaleHotels(client);
  const menus = new Map();
  const rates = new Map();
  for (const [a, agent] of agents.entries()) {
    menus.set(agent.id, await pricedItems(client, webA.url, agent.token));
    rates.set(agent.id, await hotelRate(webA.url, agent.token, hotels, a));
  }
  if ([...rates.values()].some((r) => !r)) throw new Error('no hotel rate to book for every agent');
  say(`${agents.length} agents with attraction items and a hotel rate each`);

  const webs = [webA, webB];
  let retried = 0;
  /**
   * The client: the request goes to its node if up, else to the other (what the load balancer's
   * health check does); a connection the dying node dropped, or a duplicate still in flight (409),
   * is sent again with the same Idempotency-Key after a short pause.
   */
  async function send(i, path, options) {
    for (let attempt = 0; attempt < 40; attempt++) {
      const node = webs[i % 2].up ? webs[i % 2] : webs[(i + 1) % 2];
      if (!node.up) {
        await sleep(250);
        continue;
      }
      try {
        const res = await api(node.url, path, options);
        const inFlight = res.status === 409 && /Idempotency-Key/.test(res.json?.error ?? '');
        if (!inFlight && res.status !== 503) return { ...res, attempts: attempt + 1 };
      } catch {
        // the node died under the request
      }
      retried++;
      await sleep(300 + attempt * 100);
    }
    return { status: 0, json: null, attempts: 40 };
  }

  const operations = []; // { kind, key, status, code }
  const paidAttractions = []; // { agent, orderId, lineId }
  const paidHotels = []; // { agent, orderId }
  const pick = (list, i) => list[i % list.length];

  async function operation(i) {
    const agent = pick(agents, i);
    const roll = (i * 7919) % 100;
    const key = `fleet-${randomUUID()}`;
    if (roll >= 75 && roll < 87 && paidAttractions.length) {
      const target = paidAttractions.splice((i * 31) % paidAttractions.length, 1)[0];
      const path = `/b2b/attractions/orders/${target.orderId}/lines/${target.lineId}/cancel`;
      return ['attraction cancel', key, await send(i, path, { token: target.agent.token, key })];
    }
    if (roll >= 87 && paidHotels.length) {
      const target = paidHotels.splice((i * 31) % paidHotels.length, 1)[0];
      const path = `/b2b/hotels/orders/cancel/${target.orderId}`;
      const body = { cancellationRemark: 'fleet proof' };
      return ['hotel cancel', key, await send(i, path, { token: target.agent.token, key, body })];
    }
    if (roll < 40 || (roll >= 75 && roll < 87)) {
      const menu = menus.get(agent.id);
      const items = [pick(menu.own, i)];
      if (roll % 3 === 0 && menu.api.length) items.push(pick(menu.api, i));
      else if (roll % 5 === 0 && menu.booking.length) items.push(pick(menu.booking, i));
      // Every 25th checkout expects a price a fils below the real one: refused (409 PRICE_CHANGED),
      // which must leave no order and move no money.
      if (i % 25 === 0) items[0] = { ...items[0], expectedPrice: items[0].expectedPrice - 1 };
      const body = { items, leadTraveller: lead, agentReferenceNumber: key, paymentMethod: 'wallet' };
      const res = await send(i, '/b2b/attractions/orders', { token: agent.token, key, body });
      const own = res.json?.order?.lines?.find((l) => l.status === 'confirmed' && !l.slot);
      if (res.status === 201 && res.json.order.status === 'completed' && own)
        paidAttractions.push({ agent, orderId: res.json.orderId, lineId: own._id });
      return ['attraction checkout', key, res];
    }
    // A hotel wallet booking: the recheck takes a hold (no money, no key: simply asked again when
    // its node died), then the create with its key.
    const held = await send(i, '/b2b/hotels/availabilities/booking/room-rate', {
      token: agent.token,
      body: rates.get(agent.id),
    });
    if (held.status !== 200) return ['hotel recheck', key, held];
    const body = hotelOrderBody(held.json, key);
    const res = await send(i, '/b2b/hotels/orders/create', { token: agent.token, key, body });
    if (res.status === 201 && res.json.order.status === 'completed')
      paidHotels.push({ agent, orderId: res.json.orderId });
    return ['hotel booking', key, res];
  }

  let killed = null;
  async function killAndRestart() {
    // Kill the worker in the middle of a job: wait (at most 5 s) until one of its runs is active.
    let active = [];
    for (let waited = 0; waited < 5000 && !active.length; waited += 20) {
      active = (await client.query(`select name from pgboss.job where state = 'active'`)).rows.map(
        (r) => r.name,
      );
      if (!active.length) await sleep(20);
    }
    const processingBefore = await one(`select count(*) from booking_orders where status = 'processing'`);
    await Promise.all([webB.kill(), worker.kill()]);
    killed = { at: elapsed(), activeJobs: active, processingAtKill: processingBefore };
    say(
      `SIGKILL web-b and the worker (worker jobs active: ${active.join(', ') || 'none'}; orders processing: ${processingBefore})`,
    );
    await sleep(DOWN_SECONDS * 1000);
    const ready = await Promise.all([webB.start(), worker.start()]);
    killed.restartedReadyMs = ready.map((ms) => Math.round(ms));
    say(`web-b and the worker restarted (ready after ${killed.restartedReadyMs.join(' and ')} ms)`);
  }

  let next = 0;
  let restart = null;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < BOOKINGS) {
        const i = next++;
        if (i === Math.floor(BOOKINGS * KILL_AT)) restart = killAndRestart();
        const [kind, key, res] = await operation(i);
        operations.push({ kind, key, status: res.status, code: res.json?.code, error: res.json?.error });
      }
    }),
  );
  await restart;
  const seconds = (performance.now() - started) / 1000;
  say(
    `${operations.length} operations in ${seconds.toFixed(1)} s (${retried} requests sent again after a node died or while a duplicate was in flight)`,
  );

  // Let the fleet settle: crash recovery (grace + its minute), the outbox, the jobs in flight.
  const pendingState = async () => ({
    processing: await one(`select count(*) from booking_orders where status = 'processing'`),
    pendingSupplier: await one(`select count(*) from booking_lines where status = 'pending_supplier'`),
    walletHolds: await one(`select count(*) from wallet_holds where status = 'held'`),
    mailsPending: await one(`select count(*) from mail_outbox where status = 'pending'`),
    mailsLeased: await one(`select count(*) from mail_outbox where status = 'pending' and attempts > 0`),
  });
  const settleStart = performance.now();
  let state = await pendingState();
  let lastPrint = 0;
  while (performance.now() - settleStart < SETTLE_SECONDS * 1000) {
    state = await pendingState();
    if (!state.processing && !state.pendingSupplier && !state.walletHolds && !state.mailsPending) break;
    if (performance.now() - lastPrint > 15_000) {
      lastPrint = performance.now();
      say(`settling: ${JSON.stringify(state)}`);
    }
    await sleep(2000);
  }
  say(`settled after ${((performance.now() - settleStart) / 1000).toFixed(0)} s: ${JSON.stringify(state)}`);
  // The nodes stop as in a deploy (SIGTERM: the jobs running finish), then the books are read.
  await Promise.all(nodes.map((n) => n.stop()));

  const checks = [];
  const check = (name, ok, detail) => checks.push({ name, ok, detail });

  // 1. Answers.
  const fivexx = operations.filter((o) => o.status >= 500);
  const unanswered = operations.filter((o) => o.status === 0);
  check(
    'no 5xx answer',
    fivexx.length === 0,
    histogram(fivexx.map((o) => `${o.kind} ${o.status} ${o.code}`)),
  );
  check(
    'every operation answered (after retries)',
    unanswered.length === 0,
    `${unanswered.length} unanswered`,
  );

  // 2. One order per key; nothing left in flight.
  const refused = operations.filter((o) => o.status >= 400 && o.status < 500);
  const refusedWithMoney = await one(
    `select count(*) from booking_orders o where o.agent_reference_number = any($1)
       and exists (select 1 from ledger_entries e where e.reference = o.reference_number)`,
    [refused.map((o) => o.key)],
  );
  check(
    'every refused request moved no money',
    refused.length > 0 && refusedWithMoney === 0,
    `${refused.length} refused, ${refusedWithMoney} of them with ledger entries`,
  );
  const duplicateOrders = await one(`select count(*) from (select agent_reference_number from booking_orders
    group by agent_id, agent_reference_number having count(*) > 1) x`);
  check(
    'one order per Idempotency-Key',
    duplicateOrders === 0,
    `${duplicateOrders} keys with several orders`,
  );
  const answeredCreated = operations.filter((o) => o.status === 201 && /checkout|booking/.test(o.kind));
  const ordersOfKeys = await one(
    `select count(*) from booking_orders where agent_reference_number = any($1)`,
    [answeredCreated.map((o) => o.key)],
  );
  check(
    'every 201 answer has its order',
    ordersOfKeys === answeredCreated.length,
    `${answeredCreated.length} answered 201, ${ordersOfKeys} orders found`,
  );
  check('nothing left processing', state.processing === 0, `${state.processing} orders processing`);
  check('no line left pending_supplier', state.pendingSupplier === 0, `${state.pendingSupplier} lines`);
  check('no wallet hold left open', state.walletHolds === 0, `${state.walletHolds} holds`);

  // 3. The ledger.
  const ledger = await ledgerCheck(client);
  check(
    'ledger exact (balanced entries, postings sum to zero, wallets = postings, holds resolved)',
    ledger.unbalancedEntries === 0 &&
      ledger.sumOfAllPostings === 0 &&
      ledger.walletsNotEqualToLedger === 0 &&
      ledger.holdsResolvedWithoutEntry === 0,
    ledger,
  );
  // Every order: paid at most once, and exactly once when paid; its agent's money moved by exactly what
  // its lines say (lines kept: their price; cancelled lines of a paid order: the fee; failed: nothing).
  const orderMoney = (
    await client.query(`with money as (
        select o.id, count(*) filter (where e.kind = 'payment') as payments,
          coalesce(sum(p.amount) filter (where e.kind in ('payment', 'refund')), 0) as moved
        from booking_orders o
        left join ledger_entries e on e.reference = o.reference_number and e.agent_id = o.agent_id
        left join ledger_postings p on p.entry_id = e.id and p.account in ('agent_wallet', 'agent_credit')
        group by o.id),
      payments as (select o.id, count(e.id) as n from booking_orders o
        left join ledger_entries e on e.reference = o.reference_number and e.agent_id = o.agent_id and e.kind = 'payment'
        group by o.id),
      owed as (select o.id, o.reference_number, o.status, o.product, o.paid_at is not null as paid,
          coalesce(sum(case when l.status in ('booked', 'confirmed', 'pending_supplier') then l.agent_price
                            when l.status = 'cancelled' and o.paid_at is not null then coalesce(l.cancellation_fee, 0)
                            else 0 end), 0) as owed
        from booking_orders o join booking_lines l on l.order_id = o.id group by o.id)
      select w.reference_number as ref, w.status, w.product, w.paid, w.owed, m.moved, p.n as payments
      from owed w join money m on m.id = w.id join payments p on p.id = w.id`)
  ).rows.map((r) => ({ ...r, owed: Number(r.owed), moved: Number(r.moved), payments: Number(r.payments) }));
  const paidTwice = orderMoney.filter((o) => o.payments > 1 || (o.paid && o.payments !== 1));
  check(
    'every order paid exactly once (one payment entry when paid, none otherwise)',
    paidTwice.length === 0,
    paidTwice.slice(0, 5),
  );
  const moneyOff = orderMoney.filter((o) => o.moved !== -o.owed);
  check(
    "every order's agent charged exactly what its lines say (failed and expired: nothing)",
    moneyOff.length === 0,
    moneyOff.slice(0, 5),
  );

  // 4. The mail outbox: every mail sent, once (the worker writes one .eml per send, named by its id).
  const mails = (await client.query(`select id, status from mail_outbox`)).rows;
  const mailDir = join(worker.dataDir, 'mail');
  const sends = histogram(
    (existsSync(mailDir) ? readdirSync(mailDir, { withFileTypes: true }) : [])
      .filter((f) => f.name.endsWith('.eml'))
      .map((f) => /([0-9a-f-]{36})\.eml$/.exec(f.name)?.[1] ?? f.name),
  );
  const unsent = mails.filter((m) => m.status !== 'sent');
  const sentTwice = mails.filter((m) => (sends[m.id] ?? 0) > 1);
  const sentNever = mails.filter((m) => m.status === 'sent' && !sends[m.id]);
  check(
    'every outbox mail sent',
    mails.length > 0 && unsent.length === 0,
    `${mails.length} mails, ${unsent.length} not sent ${JSON.stringify(histogram(unsent.map((m) => m.status)))}`,
  );
  check(
    'every outbox mail sent once',
    sentTwice.length === 0 && sentNever.length === 0,
    `${sentTwice.length} sent more than once, ${sentNever.length} marked sent without a send`,
  );

  // 5. The jobs: one job per schedule slot (cron occurrence or throttle slot), each run to completion
  // once; none dead-lettered, failed or still active.
  const queues = (
    await client.query(`select name from pgboss.queue where name not like '\\_\\_pgboss%'`)
  ).rows.map((r) => r.name);
  const jobRows = (
    await client.query(
      `select name, singleton_key as key, singleton_on as slot, state, retry_count as retries from pgboss.job
       where name = any($1)`,
      [queues],
    )
  ).rows;
  const slots = new Map();
  for (const j of jobRows.filter((j) => j.slot)) {
    const id = `${j.name} ${j.key ?? ''} ${new Date(j.slot).toISOString()}`;
    slots.set(id, [...(slots.get(id) ?? []), j]);
  }
  const doubled = [...slots.entries()].filter(
    ([, jobs]) => jobs.filter((j) => j.state !== 'cancelled').length > 1,
  );
  check(
    'one job per schedule slot',
    doubled.length === 0,
    doubled.slice(0, 5).map(([id]) => id),
  );
  const notDone = jobRows.filter((j) => ['active', 'failed'].includes(j.state));
  check(
    'no job left active or failed',
    notDone.length === 0,
    histogram(notDone.map((j) => `${j.name} ${j.state}`)),
  );
  const deadLetters = jobRows.filter((j) => j.name === 'dead-letters').length;
  check('nothing dead-lettered', deadLetters === 0, `${deadLetters} dead letters`);

  // The figures.
  console.log(
    `\nfleet proof: ${BOOKINGS} mixed booking operations, ${IN_FLIGHT} in flight, over 2 web nodes`,
  );
  console.log(
    `  PostgreSQL ${database.name}, 2 x ROLE=web + 1 x ROLE=worker (MIGRATE_ON_START=false), server Node ${await serverNodeVersion()}, load average ${loadAverage()}`,
  );
  console.log(`  kill: ${JSON.stringify(killed)}`);
  console.log(
    `  answers: ${JSON.stringify(histogram(operations.map((o) => `${o.kind} ${o.status}${o.code ? ` ${o.code}` : ''}`)))}`,
  );
  console.log(
    `  orders: ${JSON.stringify(histogram(orderMoney.map((o) => `${o.product} ${o.status}`)))}; lines cancelled: ${await one(`select count(*) from booking_lines where status = 'cancelled'`)}`,
  );
  const recoveries = (
    await client.query(`select coalesce(outcome, 'open') as outcome from booking_recoveries`)
  ).rows;
  console.log(
    `  crash recovery: ${recoveries.length} orders, outcomes ${JSON.stringify(histogram(recoveries.map((r) => r.outcome)))}`,
  );
  console.log(
    `  mails: ${mails.length} in the outbox, ${Object.values(sends).reduce((s, n) => s + n, 0)} sends`,
  );
  const byQueue = {};
  for (const j of jobRows) {
    byQueue[j.name] ??= { jobs: 0, completed: 0, retried: 0 };
    byQueue[j.name].jobs++;
    if (j.state === 'completed') byQueue[j.name].completed++;
    if (j.retries > 0) byQueue[j.name].retried++;
  }
  console.log('  jobs per queue (retried = run again after the worker died under it):');
  for (const [name, q] of Object.entries(byQueue).sort())
    console.log(
      `    ${name.padEnd(32)} ${String(q.jobs).padStart(4)} jobs, ${q.completed} completed, ${q.retried} retried`,
    );
  console.log('\ninvariants:');
  for (const c of checks)
    console.log(
      `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.ok ? '' : `: ${typeof c.detail === 'string' ? c.detail : JSON.stringify(c.detail)}`}`,
    );
  const broken = checks.filter((c) => !c.ok);
  failed = broken.length > 0;
  console.log(
    failed
      ? `\nFLEET PROOF FAILED: ${broken.map((c) => c.name).join('; ')}`
      : `\nfleet proof passed (${elapsed()})`,
  );
} finally {
  await client.end().catch(() => undefined);
  await Promise.all(nodes.map((n) => n.remove()));
  if (!process.argv.includes('--keep')) await database.drop();
  else console.log(`kept database ${database.name}`);
}
process.exit(failed ? 1 : 0);
