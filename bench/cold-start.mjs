// Cold start: an empty data directory (migrations + reference and demo seed) to the first 200 from
// /readyz; then a warm restart on the same directory. Prints figures; asserts nothing.
// Run: node bench/cold-start.mjs [--runs N]
import { freePort, removeDir, serverNodeVersion, startServer, tempDataDir } from './server-process.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;

const cold = [];
const warm = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = await tempDataDir();
  try {
    const port = await freePort();
    const first = await startServer({ dataDir, port });
    cold.push(first.readyMs);
    await first.stop();
    const second = await startServer({ dataDir, port });
    warm.push(second.readyMs);
    await second.stop();
  } finally {
    await removeDir(dataDir);
  }
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log('Start to first 200 from /readyz (node apps/api/src/server.ts on Node 24, embedded PGlite)');
console.log(`  machine: ${process.platform} ${process.arch}, server on node ${await serverNodeVersion()}`);
console.log(
  `  cold, empty data directory: ${cold.map(fmt).join(', ')}${runs > 1 ? `  (median ${fmt(median(cold))})` : ''}`,
);
console.log(
  `  warm restart, same directory: ${warm.map(fmt).join(', ')}${runs > 1 ? `  (median ${fmt(median(warm))})` : ''}`,
);
console.log('  (includes Node start-up and its type stripping of the TypeScript; no web build)');
