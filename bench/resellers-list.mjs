// GET /api/v1/b2b/resellers/listAll with 1,000 sub-agents seeded for one reseller: autocannon,
// 10 connections for 10 s (after a 2 s warm-up) per query, against a server on a fresh PGlite data
// directory (default) or a fresh PostgreSQL database (--pg postgres://user@host:port/any). The
// sub-agents are written directly through the db package before the server starts. Prints
// requests/s and p50/p99 latency; asserts nothing.
// Run: node bench/resellers-list.mjs [--pg URL] [--connections N] [--duration S] [--count N]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROOT, freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';
import { freshPostgres } from './scratch-postgres.mjs';

// The db package is TypeScript: importing it needs Node >= 24 (type stripping). Re-run on the repo's Node.
if (Number(process.versions.node.split('.')[0]) < 24) {
  const node = join(ROOT, 'node_modules', '.bin', 'node');
  const run = spawnSync(node, [import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const { hash } = await import('@node-rs/argon2');
const { agentConfigurations, agents, createDb, seedReference, wallets } = await import('@portal/db');
const { default: autocannon } = await import('autocannon');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const connections = Number(arg('--connections', 10));
const duration = Number(arg('--duration', 10));
const count = Number(arg('--count', 1000));
const pgUrl = arg('--pg', process.env.BENCH_DATABASE_URL);
const EMAIL = 'bench-reseller@bench.test';
const PASSWORD = 'Bench#2026pass';

async function seed(database) {
  await database.migrate();
  await seedReference(database.db);
  const { db } = database;
  const passwordHash = await hash(PASSWORD);
  const agency = (i) => ({
    companyName: `Bench Travels ${i}`,
    address: `Office ${i}, Bench Street`,
    countryIsocode: 'AE',
    city: i % 2 ? 'Dubai' : 'Sharjah',
    name: `Bench Agent ${i}`,
    designation: 'Consultant',
    phoneNumber: '+971 50 000 0000',
    whatsappNumber: '+971 50 000 0001',
    randomString: randomBytes(16).toString('hex'),
    status: 'ok',
    passwordHash,
  });
  const [reseller] = await db
    .insert(agents)
    .values({ ...agency(0), email: EMAIL, companyName: 'Bench Reseller LLC' })
    .returning({ id: agents.id });
  await db.insert(agentConfigurations).values({ agentId: reseller.id });
  for (let start = 1; start <= count; start += 250) {
    const rows = [];
    for (let i = start; i < Math.min(start + 250, count + 1); i++) {
      rows.push({
        ...agency(i),
        email: `bench-sub-${i}@bench.test`,
        role: 'sub-agent',
        parentId: reseller.id,
        status: i % 10 === 0 ? 'disabled' : 'ok',
      });
    }
    const subs = await db.insert(agents).values(rows).returning({ id: agents.id });
    await db.insert(agentConfigurations).values(subs.map((s) => ({ agentId: s.id })));
    // Wallet rows without money: the list joins them; balances do not change the plan.
    await db.insert(wallets).values(subs.map((s) => ({ agentId: s.id })));
  }
}

const dataDir = await tempDataDir();
let server;
let postgres;
try {
  const t0 = performance.now();
  if (pgUrl) postgres = await freshPostgres(pgUrl, 'bench_resellers');
  const database = await createDb(postgres ? { databaseUrl: postgres.url } : { dataDir });
  await seed(database);
  await database.close();
  const seedMs = performance.now() - t0;

  server = await startServer({
    dataDir,
    port: await freePort(),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
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
    `GET /api/v1/b2b/resellers/listAll with ${count} sub-agents of one reseller on ${postgres ? 'PostgreSQL' : 'PGlite'}; ` +
      `${connections} connections, ${duration} s (autocannon), server on node ${await serverNodeVersion()}; seeding took ${(seedMs / 1000).toFixed(1)} s`,
  );
  for (const query of ['?skip=0&limit=10', '?skip=500&limit=100', '?search=agent%2042&status=ok']) {
    const url = `${server.url}/api/v1/b2b/resellers/listAll${query}`;
    const probe = await fetch(url, { headers });
    const body = await probe.json();
    if (probe.status !== 200) throw new Error(`${query} answered ${probe.status}: ${JSON.stringify(body)}`);
    await autocannon({ url, headers, connections, duration: 2 });
    const result = await autocannon({ url, headers, connections, duration });
    console.log(`  ${query} (totalResellers ${body.totalResellers}, ${body.resellers.length} rows):`);
    console.log(
      `    p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `${result.requests.average.toFixed(0)} requests/s; non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  }
} finally {
  await server?.stop();
  await postgres?.drop();
  await removeDir(dataDir);
}
