// CPU of the hotel city search in-process, without HTTP or load from other connections (issue 9):
// the search service over the seeded bench data (bench/hotels-search.mjs --data-dir DIR keeps it),
// as the bench's sub-agent, for `--stays` different check-ins (cold contract pricing) and then the
// first stay again `--repeat` times (caches warm). Prints the CPU (process.cpuUsage, all threads)
// and wall time per search, median, p90 (CPU) and max. Add `--cpu-prof` to node for a profile.
// Run: npx --no tsx bench/hotels-search-cpu.ts --data-dir DIR/pglite [--stays 12] [--repeat 10]
//      (or --database-url postgres://postgres@127.0.0.1:5432/bench_hotels)
import { PerformanceObserver, constants as perf } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { agents, createDb, queryRows } from '@portal/db';
import { hotelResultsQuery, hotelSearchBody } from '@portal/contracts';
import { loadEnv } from '../apps/api/src/env.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { hotelSearchService } from '../apps/api/src/modules/hotels/search.service.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const dataDir = arg('--data-dir', '');
const databaseUrl = arg('--database-url', '');
const stays = Number(arg('--stays', '12'));
const repeat = Number(arg('--repeat', '10'));
/** Also run this many new stays at once (as the HTTP bench's connections do), 0 to skip. */
const parallel = Number(arg('--parallel', '10'));
if (!dataDir && !databaseUrl) throw new Error('--data-dir or --database-url is needed');

const database = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
const env = loadEnv({
  NODE_ENV: 'production',
  SANDBOX: 'true',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-jwt-4e9c2a7f1b8d3065c7a1e9f24b6d0853',
  GATEWAY_SECRET: 'bench-gw-b71f4c9e2a6d8035f1c7a4e90b3d6281',
  FILE_LINK_SECRET: 'bench-file-3a8e6c1d9f2b7054a6e3c8d1f90b2475',
  DATA_DIR: dataDir || '/tmp/portal-bench-cpu',
  HOTEL_BEDBANK_LATENCY_MS: '0',
});
const deps = { env, database, clock: systemClock, files: undefined as never };
const service = hotelSearchService(deps);
const [sub] = await database.db
  .select({ id: agents.id, parentId: agents.parentId })
  .from(agents)
  .where(eq(agents.email, 'bench-hotel-sub@bench.test'));
if (!sub) throw new Error('no bench sub-agent: run bench/hotels-search.mjs --data-dir first');
const [city] = await queryRows<{ id: string }>(
  database.db,
  sql`select c.id from hotel_cities c join hotels h on h.city_id = c.id and h.is_active group by c.id order by count(*) desc limit 1`,
);
const buyer = { agentId: sub.id, role: 'sub-agent' as const, parentId: sub.parentId };
const day = (n: number) => new Date(Date.now() + 4 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const body = (days: number) =>
  hotelSearchBody.parse({
    searchQuery: { id: city!.id, suggestionType: 'CITY' },
    fromDate: day(days),
    toDate: day(days + 3),
    rooms: [
      { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
      { noOfAdults: 1, noOfChildren: 1, childrenAges: [6] },
    ],
    nationality: 'GB',
    priceType: 'all',
  });
const page = hotelResultsQuery.parse({});
const log = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;

async function measure(days: number) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const answer = await service.search(buyer, body(days), page, log);
  const used = process.cpuUsage(cpu);
  return {
    cpu: (used.user + used.system) / 1000,
    wall: performance.now() - t0,
    hotels: answer.totalHotels,
    first: answer.hotels[0] ? `${answer.hotels[0].hotel.name}:${answer.hotels[0].minRate}` : '',
  };
}

const stat = (label: string, xs: { cpu: number; wall: number }[]) => {
  if (xs.length === 0) return;
  const at = (k: 'cpu' | 'wall', q: number) =>
    [...xs].sort((a, b) => a[k] - b[k])[Math.min(xs.length - 1, Math.floor(xs.length * q))]![k];
  const med = (k: 'cpu' | 'wall') => at(k, 0.5);
  const max = (k: 'cpu' | 'wall') => Math.max(...xs.map((x) => x[k]));
  console.log(
    `${label.padEnd(28)} cpu median ${med('cpu').toFixed(0).padStart(5)} ms, p90 ${at('cpu', 0.9).toFixed(0).padStart(5)} ms, max ${max('cpu').toFixed(0).padStart(5)} ms;` +
      ` wall median ${med('wall').toFixed(0).padStart(5)} ms, max ${max('wall').toFixed(0).padStart(5)} ms`,
  );
};

// Garbage collections during the new stays (perf_hooks' gc entries): scavenges and mark-compacts,
// their count and pause per search.
const gc = { scavenges: 0, scavengeMs: 0, majors: 0, majorMs: 0, on: false };
const gcObserver = new PerformanceObserver((list) => {
  if (!gc.on) return;
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
    if (kind === perf.NODE_PERFORMANCE_GC_MINOR) {
      gc.scavenges++;
      gc.scavengeMs += entry.duration;
    } else if (kind === perf.NODE_PERFORMANCE_GC_MAJOR) {
      gc.majors++;
      gc.majorMs += entry.duration;
    }
  }
});
gcObserver.observe({ entryTypes: ['gc'] });

await measure(19); // warm-up: content cache, contracts, JIT
const cold = [];
gc.on = true;
for (let i = 0; i < stays; i++) cold.push(await measure(20 + i));
// Entries are delivered asynchronously: let the last ones in before counting.
await new Promise((resolve) => setTimeout(resolve, 50));
gc.on = false;
const warm = [];
for (let i = 0; i < repeat; i++) warm.push(await measure(20));
stat(`new stay (${stays} stays)`, cold);
if (stays > 0)
  console.log(
    `${''.padEnd(28)} gc per new stay: ${(gc.scavenges / stays).toFixed(2)} scavenges (${(gc.scavengeMs / stays).toFixed(1)} ms),` +
      ` ${(gc.majors / stays).toFixed(2)} mark-compacts (${(gc.majorMs / stays).toFixed(1)} ms)`,
  );
if (parallel > 0) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const runs = await Promise.all(Array.from({ length: parallel }, (_, i) => measure(40 + i)));
  const used = process.cpuUsage(cpu);
  stat(`${parallel} new stays at once`, runs);
  console.log(
    `${''.padEnd(28)} all ${parallel}: cpu ${((used.user + used.system) / 1000).toFixed(0)} ms, wall ${(performance.now() - t0).toFixed(0)} ms`,
  );
}
stat(`same stay (${repeat} times)`, warm);
console.log(`hotels answered: ${cold.map((c) => c.hotels).join(',')}; first: ${cold[0]?.first}`);
await database.close();
