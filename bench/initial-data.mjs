// GET /api/v1/home/initial-data under load: 10 connections for 10 s with autocannon against a
// server on a fresh data directory. Prints requests/s and latency; asserts nothing.
// Run: node bench/initial-data.mjs [--connections N] [--duration S]
import autocannon from 'autocannon';
import { freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) || fallback : fallback;
};
const connections = arg('--connections', 10);
const duration = arg('--duration', 10);
const path = '/api/v1/home/initial-data';

const dataDir = await tempDataDir();
let server;
try {
  server = await startServer({
    dataDir,
    port: await freePort(),
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  });
  const probe = await fetch(`${server.url}${path}`);
  const body = await probe.text();
  if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}: ${body.slice(0, 200)}`);
  // A short warm-up so JIT and the answer cache are in their steady state.
  await autocannon({ url: `${server.url}${path}`, connections, duration: 2 });
  const result = await autocannon({ url: `${server.url}${path}`, connections, duration });

  console.log(
    `GET ${path}: ${connections} connections, ${duration} s (autocannon), server on node ${await serverNodeVersion()}`,
  );
  console.log(
    `  answer size: ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB uncompressed, cache-control: ${probe.headers.get('cache-control')}`,
  );
  console.log(
    `  requests/s: ${result.requests.average.toFixed(0)} average (${result.requests.total} requests)`,
  );
  console.log(
    `  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(`  non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  console.log(`  server log level: ${process.env.LOG_LEVEL ?? 'info'} (set LOG_LEVEL to compare)`);
} finally {
  await server?.stop();
  await removeDir(dataDir);
}
