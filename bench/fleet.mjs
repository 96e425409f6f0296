// Shared by fleet-proof.mjs and fleet-throughput.mjs: a fleet on a scratch PostgreSQL database, as the
// README's deployment recipe runs it - `npm run migrate` as the deploy step, then every node a process
// of its own (`ROLE=web` or `ROLE=worker`, `MIGRATE_ON_START=false`), ready when /health/ready answers
// 200 (database, migrations and job queue). A node keeps its port and data directory across a kill -9
// and a restart, as a node behind a load balancer does. Also: CPU time per process from /proc, and the
// load average printed beside every figure. Prints nothing itself.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { delimiter, join } from 'node:path';
import { SERVER_ENV } from './money-fixtures.mjs';
import { freshPostgres } from './scratch-postgres.mjs';
import { ROOT, freePort, removeDir, startServer, tempDataDir } from './server-process.mjs';

/** `npm run migrate` on the database of `env.DATABASE_URL`: migrations, seeds, the job queue's schema. */
export async function migrate(env) {
  const started = performance.now();
  const child = spawn('npm', ['run', 'migrate', '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run migrate exited ${code}:\n${output}`);
  return performance.now() - started;
}

/**
 * A scratch database `<prefix>_<random>` beside `adminUrl`'s, migrated by `npm run migrate`; answers
 * its URL, the environment every node shares, and `drop`.
 */
export async function fleetDatabase(adminUrl, prefix, extraEnv = {}) {
  const scratch = await freshPostgres(adminUrl, prefix);
  const env = { ...SERVER_ENV, DATABASE_URL: scratch.url, MIGRATE_ON_START: 'false', ...extraEnv };
  const migrateMs = await migrate(env);
  return { ...scratch, env, migrateMs };
}

/**
 * One node of the fleet: `start()` (again after a kill), `kill()` (SIGKILL of its process group, no
 * shutdown at all), `stop()` (SIGTERM). `up` is what a load balancer's health check would say.
 */
export async function fleetNode(name, role, env) {
  const node = {
    name,
    role,
    port: await freePort(),
    dataDir: await tempDataDir(),
    server: null,
    up: false,
    starts: 0,
    get url() {
      return `http://127.0.0.1:${this.port}`;
    },
    get pid() {
      return this.server?.pid;
    },
    async start() {
      this.server = await startServer({
        dataDir: this.dataDir,
        port: this.port,
        env: { ...env, ROLE: role },
        readyPath: '/health/ready',
      });
      this.starts++;
      this.up = true;
      return this.server.readyMs;
    },
    async kill() {
      this.up = false;
      await this.server?.kill();
      this.server = null;
    },
    async stop() {
      this.up = false;
      await this.server?.stop();
      this.server = null;
    },
    async remove() {
      await this.stop();
      await removeDir(this.dataDir);
    },
  };
  return node;
}

/** The PostgreSQL backends serving one database (the nodes' pools keep theirs for the whole run). */
export async function backendPids(client, database) {
  const { rows } = await client.query(
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return rows.map((r) => r.pid);
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
