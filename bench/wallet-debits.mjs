// Wallet debits per second through the real HTTP debit path (POST /api/v1/admin/wallets/adjustments:
// auth, Idempotency-Key, one conditional UPDATE + journal entry + stored answer per request) on one hot
// wallet and spread over 1,000 wallets; on PGlite (one process) and on PostgreSQL (one and two API
// processes). Prints debits/s, p50/p99 latency, errors, and the database's peak memory. Asserts nothing.
// Run: node bench/wallet-debits.mjs [--connections 32] [--duration 10] [--database-url postgres://postgres@127.0.0.1:5432/postgres]
//      [--only pglite|postgres]
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const connections = Number(flag('--connections', 32));
const duration = Number(flag('--duration', 10));
const adminUrl = flag(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const only = flag('--only', '');
const JWT_SECRET = 'bench-jwt-4e9c2a7f1b8d3065c7a1e9f24b6d0853';
const WALLETS = 1000;
const OPENING = 1_000_000_000; // AED 10,000,000.00 per wallet: the debits never run out
// Production needs its own secret for every signed thing (apps/api/src/env.ts).
const serverEnv = {
  NODE_ENV: 'production',
  JWT_SECRET,
  GATEWAY_SECRET: 'bench-gw-b71f4c9e2a6d8035f1c7a4e90b3d6281',
  FILE_LINK_SECRET: 'bench-file-3a8e6c1d9f2b7054a6e3c8d1f90b2475',
  LOG_LEVEL: 'warn',
  JOBS: 'off',
};

/** Bench agents with opening balances posted as proper journal entries, an admin and its token. */
const SETUP_SQL = [
  `insert into admins (email, name, password_hash) values ('bench-admin@bench.test', 'Bench', 'not-a-hash')`,
  `insert into agents (email, company_name, address, country_isocode, city, name, designation, phone_number,
     whatsapp_number, password_hash, random_string, status)
   select 'bench-' || g || '@bench.test', 'Bench Travels ' || g, 'Bench Street', 'AE', 'Dubai', 'Bench', 'Agent',
     '+971500000000', '+971500000000', 'not-a-hash', md5(g::text), 'ok' from generate_series(1, ${WALLETS}) g`,
  `insert into wallets (agent_id, balance) select id, ${OPENING} from agents where email like 'bench-%@bench.test'`,
  `insert into ledger_entries (kind, agent_id, net_amount, balance_after, credit_used_after, held_after, reference, description, created_by)
   select 'opening_balance', agent_id, ${OPENING}, ${OPENING}, 0, 0, 'BENCH', 'Bench opening balance', 'system' from wallets`,
  `insert into ledger_postings (entry_id, account, agent_id, amount)
   select id, 'agent_wallet', agent_id, ${OPENING} from ledger_entries where reference = 'BENCH'
   union all select id, 'opening_balances', null, -${OPENING} from ledger_entries where reference = 'BENCH'`,
  `insert into sessions (subject_kind, subject_id, expires_at)
   select 'admin', id, now() + interval '1 day' from admins where email = 'bench-admin@bench.test'`,
];
// One transaction: the ledger's deferred guards check every entry at commit.
const SETUP = `begin;\n${SETUP_SQL.join(';\n')};\ncommit;`;
const READ_SQL = {
  session: `select s.id as sid, a.id as sub from sessions s join admins a on a.id = s.subject_id where a.email = 'bench-admin@bench.test'`,
  agents: `select agent_id as id from wallets w join agents a on a.id = w.agent_id where a.email like 'bench-%@bench.test' order by a.agent_code`,
  ledger: `select count(*)::int as unbalanced from (select entry_id from ledger_postings group by entry_id having sum(amount) <> 0) x`,
};

async function tokenFor({ sid, sub }) {
  return new SignJWT({ sid, kind: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setAudience('portal-admin')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/**
 * Peak memory, sampled every 100 ms: the sum over matching processes of `field` (Rss, or Pss so that
 * PostgreSQL's shared buffers count once rather than once per backend).
 */
function memorySampler(match, field) {
  let peak = 0;
  const sample = () => {
    let total = 0;
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        if (!match(pid)) continue;
        const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
        total += Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0) * 1024;
      } catch {
        // the process ended
      }
    }
    peak = Math.max(peak, total);
    return total;
  };
  const baseline = sample();
  const timer = setInterval(sample, 100);
  return { baseline, stop: () => (clearInterval(timer), sample(), peak) };
}
const isPostgres = (pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
const isServerOn = (port) => (pid) => {
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  // tsx's node child (with its loader) is the server; npx, sh and the tsx launcher only wait for it.
  return (
    cmdline.includes('apps/api/src/server.ts') &&
    cmdline.includes('loader.mjs') &&
    readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)
  );
};

async function load(urls, token, agentIds, label) {
  let n = 0;
  const request = () => ({
    method: 'POST',
    path: '/api/v1/admin/wallets/adjustments',
    setupRequest: (req) => {
      const agent = agentIds[agentIds.length === 1 ? 0 : n % agentIds.length];
      n++;
      return {
        ...req,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': `bench-${randomUUID()}`,
        },
        body: JSON.stringify({ agent, direction: 'debit', amount: 1, reason: 'bench debit' }),
      };
    },
  });
  const each = Math.max(1, Math.floor(connections / urls.length));
  const run = (url, seconds) =>
    autocannon({ url, connections: each, duration: seconds, requests: [request()] });
  await Promise.all(urls.map((url) => run(url, 2))); // warm-up
  const results = await Promise.all(urls.map((url) => run(url, duration)));
  const ok = results.reduce((s, r) => s + r['2xx'], 0);
  const bad = results.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0);
  return {
    label,
    debitsPerSecond: Math.round(ok / duration),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failed: bad,
  };
}

const rows = [];
const mib = (b) => `${(b / 1024 / 1024).toFixed(0)} MiB`;

async function benchPglite() {
  const dataDir = await tempDataDir();
  try {
    // First start migrates and seeds the embedded database; the bench data goes in while it is stopped.
    const first = await startServer({ dataDir, port: await freePort(), env: serverEnv });
    await first.stop();
    const db = await PGlite.create(join(dataDir, 'pg'));
    await db.exec(SETUP);
    const session = (await db.query(READ_SQL.session)).rows[0];
    const agentIds = (await db.query(READ_SQL.agents)).rows.map((r) => r.id);
    await db.close();
    const port = await freePort();
    const server = await startServer({ dataDir, port, env: serverEnv });
    try {
      const token = await tokenFor(session);
      for (const [label, ids] of [
        ['PGlite, 1 process, hot wallet', agentIds.slice(0, 1)],
        ['PGlite, 1 process, 1,000 wallets', agentIds],
      ]) {
        const memory = memorySampler(isServerOn(port), 'Rss');
        const row = await load([server.url], token, ids, label);
        rows.push({ ...row, memory: `${mib(memory.stop())} (API+PGlite process RSS)` });
      }
    } finally {
      await server.stop();
    }
    const check = await PGlite.create(join(dataDir, 'pg'));
    const { unbalanced } = (await check.query(READ_SQL.ledger)).rows[0];
    await check.close();
    console.log(`PGlite ledger check: ${unbalanced} unbalanced entries`);
  } finally {
    await removeDir(dataDir);
  }
}

async function benchPostgres() {
  const name = `bench_wallet_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await tempDataDir();
  try {
    const env = { ...serverEnv, DATABASE_URL: url.toString() };
    const first = await startServer({ dataDir, port: await freePort(), env });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(SETUP);
    const session = (await client.query(READ_SQL.session)).rows[0];
    const agentIds = (await client.query(READ_SQL.agents)).rows.map((r) => r.id);
    const token = await tokenFor(session);
    const second = await startServer({ dataDir, port: await freePort(), env });
    try {
      for (const [label, urls, ids] of [
        ['PostgreSQL, 1 process, hot wallet', [first.url], agentIds.slice(0, 1)],
        ['PostgreSQL, 1 process, 1,000 wallets', [first.url], agentIds],
        ['PostgreSQL, 2 processes, hot wallet', [first.url, second.url], agentIds.slice(0, 1)],
        ['PostgreSQL, 2 processes, 1,000 wallets', [first.url, second.url], agentIds],
      ]) {
        const memory = memorySampler(isPostgres, 'Pss');
        const row = await load(urls, token, ids, label);
        rows.push({
          ...row,
          memory: `${mib(memory.stop())} (PSS of all postgres processes; ${mib(memory.baseline)} before)`,
        });
      }
      const { unbalanced } = (await client.query(READ_SQL.ledger)).rows[0];
      console.log(`PostgreSQL ledger check: ${unbalanced} unbalanced entries`);
    } finally {
      await client.end();
      await Promise.all([first.stop(), second.stop()]);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await removeDir(dataDir);
  }
}

if (only !== 'postgres') await benchPglite();
if (only !== 'pglite') await benchPostgres();

console.log(
  `\nWallet debits through POST /api/v1/admin/wallets/adjustments (AED 1.00 each, unique Idempotency-Key)`,
);
console.log(
  `${connections} connections, ${duration} s after a 2 s warm-up; server on Node ${await serverNodeVersion()}\n`,
);
console.table(
  rows.map((r) => ({
    scenario: r.label,
    'debits/s': r.debitsPerSecond,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    failed: r.failed,
    'database peak memory': r.memory,
  })),
);
