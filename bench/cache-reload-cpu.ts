// What the hotel caches' reload costs a node (ADR 0049): the content of the bench city and its hotels'
// contract lists loaded cold, then reloaded past their age (unchanged: the held objects are kept),
// timed on the main thread. On PGlite the database's own work runs on this thread too.
// Run: node bench/cache-reload-cpu.ts (--data-dir DIR | --database-url postgres://.../bench_hotels) [--repeat 5]
import { createDb } from '@portal/db';
import {
  CONTENT_TTL_MS,
  forgetHotelContent,
  hotelsOfDestination,
} from '../apps/api/src/modules/hotels/content.cache.ts';
import {
  CONTRACT_CACHE_TTL_MS,
  forgetContracts,
  hotelContractLists,
} from '../apps/api/src/suppliers/hotels/contract/contracts.repository.ts';
import { arg, benchCityId } from './bench-city.ts';

const dataDir = arg('--data-dir', '');
const databaseUrl = arg('--database-url', '');
const repeat = Number(arg('--repeat', '5'));
if (!dataDir && !databaseUrl) throw new Error('--data-dir or --database-url is needed');
const database = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
const db = database.db;
const cityId = await benchCityId(db);

/** Main-thread CPU and wall time of `work`, ms. */
async function timed<T>(work: () => Promise<T>): Promise<{ cpu: number; wall: number; value: T }> {
  const cpu = process.threadCpuUsage();
  const t0 = performance.now();
  const value = await work();
  const used = process.threadCpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - t0, value };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const rows: Record<string, { cpu: number[]; wall: number[] }> = {};
const note = (label: string, r: { cpu: number; wall: number }) => {
  rows[label] ??= { cpu: [], wall: [] };
  rows[label].cpu.push(r.cpu);
  rows[label].wall.push(r.wall);
};
let hotels = 0;
for (let i = 0; i < repeat; i++) {
  forgetHotelContent(db);
  forgetContracts(db);
  const now = Date.now();
  const content = await timed(() => hotelsOfDestination(db, 'CITY', cityId, now));
  note('content, cold', content);
  const ids = content.value.map((h) => h.id);
  hotels = ids.length;
  note(
    'content, reload',
    await timed(() => hotelsOfDestination(db, 'CITY', cityId, now + CONTENT_TTL_MS + 1)),
  );
  note('contract lists, cold', await timed(() => hotelContractLists(db, ids, now)));
  note(
    'contract lists, reload',
    await timed(() => hotelContractLists(db, ids, now + CONTRACT_CACHE_TTL_MS + 1)),
  );
}
console.log(`${database.kind}: ${hotels} hotels, ${repeat} times each; main thread CPU and wall, medians`);
for (const [label, r] of Object.entries(rows))
  console.log(
    `  ${label.padEnd(24)} cpu ${median(r.cpu).toFixed(1).padStart(7)} ms   wall ${median(r.wall).toFixed(1).padStart(7)} ms`,
  );
await database.close();
