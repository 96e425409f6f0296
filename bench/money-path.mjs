// The money path of issue 11 (section 3), ours against its anchor in the same run on the same PostgreSQL
// database with the same concurrency: wallet debits through the API (POST /api/v1/admin/wallets/adjustments:
// auth, Idempotency-Key, the conditional UPDATE, the journal entry and its postings, the stored answer)
// against the raw statements alone from `pg` clients (BEGIN; the same conditional UPDATE ... RETURNING;
// the same journal entry + postings insert; COMMIT). Both spread over 1,000 wallets, 10 clients each,
// alternating rounds; prints the median debits/s of each and the ratio, then the ledger check.
// Asserts nothing.
// Run: node bench/money-path.mjs [--connections 10] [--duration 5] [--rounds 3] [--wallets 1000]
//      [--database-url postgres://postgres@127.0.0.1:5432/postgres]   (admin URL: a bench_money_path database is created)
//      [--cpu-prof DIR]   (the server runs with --cpu-prof; its .cpuprofile lands in DIR when it stops)
//      LOG_LEVEL=warn node bench/money-path.mjs   (server log level; default info, as in production)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import {
  freePort,
  removeDir,
  REPO_NODE,
  ROOT,
  serverNodeVersion,
  startServer,
  tempDataDir,
} from './server-process.mjs';

const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const connections = Number(flag('--connections', 10));
const duration = Number(flag('--duration', 5));
const rounds = Number(flag('--rounds', 3));
const WALLETS = Number(flag('--wallets', 1000));
const adminUrl = flag(
  '--database-url',
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const cpuProfDir = flag('--cpu-prof', null);
const JWT_SECRET = 'bench-jwt-4e9c2a7f1b8d3065c7a1e9f24b6d0853';
const OPENING = 1_000_000_000; // AED 10,000,000.00 per wallet: the debits never run out
const logLevel = process.env.LOG_LEVEL ?? 'info';
const serverEnv = {
  NODE_ENV: 'production',
  JWT_SECRET,
  GATEWAY_SECRET: 'bench-gw-b71f4c9e2a6d8035f1c7a4e90b3d6281',
  FILE_LINK_SECRET: 'bench-file-3a8e6c1d9f2b7054a6e3c8d1f90b2475',
  LOG_LEVEL: logLevel,
  JOBS: 'off',
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Bench agents with opening balances posted as journal entries, an admin and its session. */
const SETUP = `begin;
  insert into admins (email, name, password_hash) values ('bench-admin@bench.test', 'Bench', 'not-a-hash');
  insert into agents (email, company_name, address, country_isocode, city, name, designation, phone_number,
     whatsapp_number, password_hash, random_string, status)
   select 'bench-' || g || '@bench.test', 'Bench Travels ' || g, 'Bench Street', 'AE', 'Dubai', 'Bench', 'Agent',
     '+971500000000', '+971500000000', 'not-a-hash', md5(g::text), 'ok' from generate_series(1, ${WALLETS}) g;
  insert into agent_configurations (agent_id) select id from agents where email like 'bench-%@bench.test';
  insert into wallets (agent_id, balance) select id, ${OPENING} from agents where email like 'bench-%@bench.test';
  insert into ledger_entries (kind, agent_id, net_amount, balance_after, credit_used_after, held_after, reference, description, created_by)
   select 'opening_balance', agent_id, ${OPENING}, ${OPENING}, 0, 0, 'BENCH', 'Bench opening balance', 'system' from wallets;
  insert into ledger_postings (entry_id, account, agent_id, amount)
   select id, 'agent_wallet', agent_id, ${OPENING} from ledger_entries where reference = 'BENCH'
   union all select id, 'opening_balances', null, -${OPENING} from ledger_entries where reference = 'BENCH';
  insert into sessions (subject_kind, subject_id, expires_at)
   select 'admin', id, now() + interval '1 day' from admins where email = 'bench-admin@bench.test';
commit;`;

// The raw anchor: the statements of the debit itself (wallet.repository.ts takePayment and
// ledger.repository.ts insertEntry), nothing else, one transaction per debit.
const RAW_UPDATE = `update wallets set balance = balance - least(balance, $2::bigint),
    credit_used = credit_used + ($2::bigint - least(balance, $2::bigint)), updated_at = now()
  where agent_id = $1 and balance + credit_limit - credit_used - held >= $2::bigint
  returning balance, credit_limit, credit_used, held, low_balance_level`;
const RAW_ENTRY = `with e as (
    insert into ledger_entries (id, kind, agent_id, net_amount, balance_after, credit_used_after, held_after,
      reference, product, description, created_by, created_at)
    values ($1, 'adjustment', $2, -$3::bigint, $4, $5, $6, 'ADJ-RAW', 'wallet', 'bench raw debit', 'admin:raw', now())
    returning id)
  insert into ledger_postings (entry_id, account, agent_id, amount)
  select e.id, v.account, v.agent_id, v.amount from e cross join
    (values ('agent_wallet'::text, $2::uuid, -$3::bigint), ('adjustments'::text, null::uuid, $3::bigint)) as v(account, agent_id, amount)`;

async function rawRound(url, agentIds) {
  let n = 0;
  let done = 0;
  let failed = 0;
  const until = performance.now() + duration * 1000;
  const worker = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      while (performance.now() < until) {
        const agent = agentIds[n++ % agentIds.length];
        try {
          await client.query('begin');
          const { rows } = await client.query(RAW_UPDATE, [agent, 100]);
          const row = rows[0];
          if (!row) throw new Error('insufficient');
          await client.query(RAW_ENTRY, [randomUUID(), agent, 100, row.balance, row.credit_used, row.held]);
          await client.query('commit');
          done++;
        } catch {
          failed++;
          await client.query('rollback').catch(() => {});
        }
      }
    } finally {
      await client.end();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { perSecond: done / ((performance.now() - started) / 1000), failed, done };
}

async function apiRound(serverUrl, token, agentIds, seconds = duration) {
  let n = 0;
  const result = await autocannon({
    url: serverUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/admin/wallets/adjustments',
        setupRequest: (req) => {
          const agent = agentIds[n++ % agentIds.length];
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
      },
    ],
  });
  return {
    perSecond: result['2xx'] / seconds,
    failed: result.non2xx + result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * With --cpu-prof the server runs as `node --cpu-prof server.ts` (no launcher in
 * between) and stops by SIGINT to that process alone, so its graceful exit writes the profile.
 */
async function startProfiledServer({ dataDir, port, env, dir }) {
  const log = createWriteStream(join(dataDir, `server-${port}.log`));
  const child = spawn(REPO_NODE, ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exit = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early; log ${log.path}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, stop: () => (child.kill('SIGINT'), exit) };
}

/** CPU seconds (user + system) a process has used so far (utime + stime of /proc/PID/stat). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The server's Node process (by its PORT): of the processes with its command line, the busiest. */
function serverPid(port) {
  let best = null;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('apps/api/src/server.ts')) continue;
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) continue;
      if (!best || cpuSeconds(pid) > cpuSeconds(best)) best = pid;
    } catch {
      // the process ended
    }
  }
  return best;
}

const DB_NAME = 'bench_money_path';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${DB_NAME}`;
const url = dbUrl.toString();
const dataDir = await tempDataDir();
let server;
let client;
try {
  const env = { ...serverEnv, DATABASE_URL: url };
  if (cpuProfDir) mkdirSync(resolve(cpuProfDir), { recursive: true });
  server = cpuProfDir
    ? await startProfiledServer({ dataDir, port: await freePort(), env, dir: resolve(cpuProfDir) })
    : await startServer({ dataDir, port: await freePort(), env });
  client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(SETUP);
  const session = (
    await client.query(
      `select s.id as sid, a.id as sub from sessions s join admins a on a.id = s.subject_id where a.email = 'bench-admin@bench.test'`,
    )
  ).rows[0];
  const agentIds = (
    await client.query(
      `select agent_id as id from wallets w join agents a on a.id = w.agent_id where a.email like 'bench-%@bench.test' order by a.agent_code`,
    )
  ).rows.map((r) => r.id);
  const token = await new SignJWT({ sid: session.sid, kind: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.sub)
    .setAudience('portal-admin')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));

  // Warm-up of both: JIT, the pool, the caller cache, the plans.
  await apiRound(server.url, token, agentIds, 2);
  await rawRound(url, agentIds);

  const ours = [];
  const raw = [];
  const oursCpu = [];
  const rawCpu = [];
  const pid = serverPid(new URL(server.url).port);
  let last;
  let failed = 0;
  for (let r = 0; r < rounds; r++) {
    const cpuBefore = process.cpuUsage();
    const a = await rawRound(url, agentIds);
    const cpu = process.cpuUsage(cpuBefore);
    raw.push(a.perSecond);
    rawCpu.push((cpu.user + cpu.system) / 1000 / Math.max(1, a.done));
    failed += a.failed;
    const serverBefore = cpuSeconds(pid);
    last = await apiRound(server.url, token, agentIds);
    oursCpu.push(((cpuSeconds(pid) - serverBefore) * 1000) / Math.max(1, last.perSecond * duration));
    ours.push(last.perSecond);
    failed += last.failed;
  }
  const checks = (
    await client.query(`select
      (select count(*)::int from (select entry_id from ledger_postings group by entry_id having sum(amount) <> 0) x) as unbalanced,
      (select coalesce(sum(amount), 0)::bigint from ledger_postings) as total,
      (select count(*)::int from wallets w where w.balance <> coalesce((select sum(p.amount) from ledger_postings p
         where p.agent_id = w.agent_id and p.account = 'agent_wallet'), 0)) as off_wallets`)
  ).rows[0];

  const oursMedian = median(ours);
  const rawMedian = median(raw);
  console.log(
    `Wallet debits, PostgreSQL (${DB_NAME}), ${WALLETS.toLocaleString('en')} wallets, ${connections} clients each, ` +
      `${rounds} alternating rounds of ${duration} s; server on Node ${await serverNodeVersion()}, log level ${logLevel}`,
  );
  console.log(
    `  ours (POST /api/v1/admin/wallets/adjustments) ${oursMedian.toFixed(0)} debits/s  ` +
      `raw (conditional UPDATE + journal insert) ${rawMedian.toFixed(0)} debits/s  ratio ${(oursMedian / rawMedian).toFixed(3)}`,
  );
  console.log(
    `  rounds (ours): ${ours.map((x) => x.toFixed(0)).join(', ')}; (raw): ${raw.map((x) => x.toFixed(0)).join(', ')}`,
  );
  console.log(
    `  Node CPU per debit (median): ours ${median(oursCpu).toFixed(2)} ms (the API server process), ` +
      `raw ${median(rawCpu).toFixed(2)} ms (the bench's pg clients)`,
  );
  console.log(
    `  ours latency (last round): p50 ${last.p50} ms, p99 ${last.p99} ms; failed requests ${failed}`,
  );
  console.log(
    `  ledger: ${checks.unbalanced} unbalanced entries, postings sum ${checks.total}, ` +
      `${checks.off_wallets} wallets off their postings`,
  );
} finally {
  await client?.end();
  await server?.stop();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
  await removeDir(dataDir);
}
if (cpuProfDir) {
  const profiles = readdirSync(resolve(cpuProfDir))
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => ({ f, size: statSync(join(resolve(cpuProfDir), f)).size }))
    .sort((a, b) => b.size - a.size);
  console.log(`  cpu profiles in ${resolve(cpuProfDir)}: ${profiles.map((p) => p.f).join(', ') || 'none'}`);
}
