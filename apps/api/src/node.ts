import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/db';
import { buildApp } from './app.ts';
import { jobQueueFor, openDatabase, productionDeps, runsJobs } from './bootstrap.ts';
import { defineJobQueues, startJobs } from './jobs/index.ts';
import { portalJobs } from './jobs/portal-jobs.ts';
import { metricsFor, serveMetrics } from './lib/metrics.ts';
import { removeServerFile, writeServerFile } from './cli/server-file.ts';
import { importLegacyFilesAtStart } from './lib/file-store.legacy.ts';
import type { Env } from './env.ts';
import type { Tracing } from './lib/tracing.ts';

/**
 * One portal node (ROLE web, worker or all): database, job queue, HTTP and metrics listeners, and a
 * clean shutdown on SIGINT/SIGTERM. server.ts starts tracing first and then imports this.
 */
export async function runNode(env: Env, tracing: Tracing | null): Promise<void> {
  const database = await openDatabase(env);
  let logError: (err: Error) => void = () => undefined;
  const queue = jobQueueFor(env, database, (err) => logError(err));
  const deps = productionDeps(env, database, queue);
  const app = await buildApp(deps, { role: env.ROLE });
  logError = (err) => app.log.error({ err }, 'job queue error');
  // Before serving: files an earlier version kept on this node's disk move to the shared store.
  if (env.ROLE !== 'worker') await importLegacyFilesAtStart(deps, app.log);
  // Every node starts the queue with every queue defined (a web node enqueues, in its transactions
  // too, and staff retry dead letters from it); only workers run the jobs.
  const jobs = portalJobs(deps);
  await defineJobQueues(deps, queue, app.log, jobs);
  await queue.boss();
  const stopJobs = runsJobs(env)
    ? await startJobs(deps, queue, app.log, { ...jobs, onRun: (run) => metricsFor(deps).jobRun(run) })
    : async () => undefined;
  // /metrics on an internal listener of its own (METRICS_PORT), needing no token.
  const metricsServer = env.METRICS_PORT
    ? await serveMetrics(deps, env.METRICS_PORT, env.METRICS_HOST)
    : null;

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  // The embedded database opens in this process only: tell the admin command line where to send commands.
  if (database.kind === 'pglite') {
    writeServerFile(env.DATA_DIR, port, env.HOST);
    process.on('exit', () => removeServerFile(env.DATA_DIR));
  }
  const lines = [
    '',
    `  Desert Rose B2B portal is running at http://localhost:${port}`,
    `  Back office (company staff): http://localhost:${port}/admin`,
    `  API documentation: http://localhost:${port}/api/docs`,
    `  Role: ${env.ROLE}${runsJobs(env) ? ' (runs the jobs)' : ' (runs no jobs)'}`,
    `  Traces: ${tracing ? 'OpenTelemetry, exported as the OTEL_* environment says' : 'off (set OTEL_TRACES_EXPORTER or OTEL_EXPORTER_OTLP_ENDPOINT)'}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}/pg` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (env.NODE_ENV === 'production')
    lines.push(
      env.SANDBOX
        ? '  SANDBOX=true: this deployment is a sandbox (sandbox card gateway and suppliers, no real money)'
        : '  Card payments are off: no payment gateway is configured (SANDBOX is not set)',
    );
  if (env.NODE_ENV !== 'production' || env.SEED_DEMO === 'true') {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(22)} ${account.what}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    metricsServer?.close();
    await stopJobs();
    await queue.stop();
    await database.close();
    await tracing?.shutdown();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
