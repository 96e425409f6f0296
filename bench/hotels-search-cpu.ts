// CPU of the hotel city search in-process, without HTTP or load from other connections (issue 9):
// the search service over the seeded bench data (bench/hotels-search.mjs --data-dir DIR keeps it),
// as the bench's sub-agent, for `--stays` different check-ins (cold contract pricing) and then the
// first stay again `--repeat` times (caches warm). Prints the CPU (process.cpuUsage, all threads)
// and wall time per search, median, p90 (CPU) and max. Add `--cpu-prof` to node for a profile.
// Run: npx --no tsx bench/hotels-search-cpu.ts --data-dir DIR/pglite [--stays 12] [--repeat 10] [--statements]
//      (or --database-url postgres://postgres@127.0.0.1:5432/bench_hotels)
import type { Pool } from 'pg';
import { PerformanceObserver, constants as perf } from 'node:perf_hooks';
import { createDb } from '@portal/db';
import { hotelResultsQuery, hotelSearchBody } from '@portal/contracts';
import { arg, benchCityId } from './bench-city.ts';
import { benchSearch } from './bench-search.ts';

const dataDir = arg('--data-dir', '');
const databaseUrl = arg('--database-url', '');
const stays = Number(arg('--stays', '12'));
const repeat = Number(arg('--repeat', '10'));
/** Also run this many new stays at once (as the HTTP bench's connections do), 0 to skip. */
const parallel = Number(arg('--parallel', '10'));
if (!dataDir && !databaseUrl) throw new Error('--data-dir or --database-url is needed');

const database = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
/**
 * `--statements`: counts the SQL statements of the new stays (PostgreSQL only) and the bytes of
 * their parameters, by statement (its first words), printed per new stay at the end.
 */
const statements = new Map<string, { n: number; bytes: number; rows: number }>();
let counting = false;
if (process.argv.includes('--statements') && database.kind === 'postgres') {
  type Query = (...args: unknown[]) => unknown;
  const count = (client: { query: Query }) => {
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const first = args[0] as { text?: string; values?: unknown[] } | string;
      if (counting) {
        const text = typeof first === 'string' ? first : (first.text ?? '');
        const values = (typeof first === 'string' ? undefined : first.values) ?? (args[1] as unknown[]) ?? [];
        let bytes = 0;
        for (const v of values)
          bytes += Buffer.isBuffer(v) ? v.length : typeof v === 'string' ? Buffer.byteLength(v) : 8;
        const key = text.replace(/\s+/g, ' ').slice(0, 90);
        const held = statements.get(key) ?? { n: 0, bytes: 0, rows: 0 };
        held.n++;
        held.bytes += bytes;
        statements.set(key, held);
        const rows = (r: unknown) =>
          (held.rows += (r as { rowCount?: number | null } | undefined)?.rowCount ?? 0);
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === 'function')
          args[last] = (error: unknown, result: unknown) => {
            rows(result);
            (callback as (e: unknown, r: unknown) => void)(error, result);
          };
        const answer = query(...args);
        if (answer instanceof Promise) void answer.then(rows, () => undefined);
        return answer;
      }
      return query(...args);
    };
  };
  const pool = (database.db as unknown as { $client: Pool }).$client;
  pool.on('connect', (client) => count(client as never));
  for (const client of (pool as unknown as { _clients: { query: Query }[] })._clients) count(client);
}
const { service, buyer, log } = await benchSearch(database, dataDir);
const cityId = await benchCityId(database.db);
const day = (n: number) => new Date(Date.now() + 4 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const body = (days: number) =>
  hotelSearchBody.parse({
    searchQuery: { id: cityId, suggestionType: 'CITY' },
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

async function measure(days: number) {
  const cpu = process.cpuUsage();
  const thread = process.threadCpuUsage();
  const t0 = performance.now();
  const answer = await service.search(buyer, body(days), page, log);
  const used = process.cpuUsage(cpu);
  const main = process.threadCpuUsage(thread);
  return {
    cpu: (used.user + used.system) / 1000,
    main: (main.user + main.system) / 1000,
    wall: performance.now() - t0,
    hotels: answer.totalHotels,
    first: answer.hotels[0] ? `${answer.hotels[0].hotel.name}:${answer.hotels[0].minRate}` : '',
  };
}

const stat = (label: string, xs: { cpu: number; main: number; wall: number }[]) => {
  if (xs.length === 0) return;
  const at = (k: 'cpu' | 'main' | 'wall', q: number) =>
    [...xs].sort((a, b) => a[k] - b[k])[Math.min(xs.length - 1, Math.floor(xs.length * q))]![k];
  const med = (k: 'cpu' | 'main' | 'wall') => at(k, 0.5);
  const max = (k: 'cpu' | 'wall') => Math.max(...xs.map((x) => x[k]));
  console.log(
    `${label.padEnd(28)} cpu median ${med('cpu').toFixed(0).padStart(5)} ms, p90 ${at('cpu', 0.9).toFixed(0).padStart(5)} ms, max ${max('cpu').toFixed(0).padStart(5)} ms;` +
      ` main thread median ${med('main').toFixed(1).padStart(5)} ms;` +
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
counting = true;
gc.on = true;
for (let i = 0; i < stays; i++) cold.push(await measure(20 + i));
counting = false;
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
if (statements.size > 0) {
  console.log(`statements per new stay (${stays} stays; count, parameter bytes, rows):`);
  let n = 0;
  for (const [text, held] of [...statements].sort((a, b) => b[1].n - a[1].n)) {
    n += held.n;
    console.log(
      `  ${(held.n / stays).toFixed(2).padStart(6)}  ${(held.bytes / held.n / 1024).toFixed(1).padStart(7)} KB  ${(held.rows / held.n).toFixed(0).padStart(6)} rows  ${text}`,
    );
  }
  console.log(`  ${(n / stays).toFixed(2).padStart(6)}  in all`);
}
await database.close();
