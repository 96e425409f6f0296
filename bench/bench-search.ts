// The hotel search service as the in-process search benches run it (bench/hotels-search-cpu.ts,
// bench/results-page-cpu.ts): the production configuration in the sandbox, logs silenced, the
// bedbank without its simulated latency, and the seeded bench's sub-agent as the buyer.
import { eq } from 'drizzle-orm';
import { agents, type DbHandle } from '@portal/db';
import { loadEnv } from '../apps/api/src/env.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import type { SupplierLog } from '../apps/api/src/modules/hotels/offers.ts';
import { hotelSearchService } from '../apps/api/src/modules/hotels/search.service.ts';

/** The benches' configuration: `dataDir` is the PGlite data directory when the bench runs on one. */
export function benchEnv(dataDir = '') {
  return loadEnv({
    NODE_ENV: 'production',
    SANDBOX: 'true',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-jwt-4e9c2a7f1b8d3065c7a1e9f24b6d0853',
    GATEWAY_SECRET: 'bench-gw-b71f4c9e2a6d8035f1c7a4e90b3d6281',
    FILE_LINK_SECRET: 'bench-file-3a8e6c1d9f2b7054a6e3c8d1f90b2475',
    DATA_DIR: dataDir || '/tmp/portal-bench-cpu',
    HOTEL_BEDBANK_LATENCY_MS: '0',
    // The list's contract walk in worker threads (ADR 0038): as HOTEL_PRICING_WORKERS says, else the default.
    ...(process.env.HOTEL_PRICING_WORKERS
      ? { HOTEL_PRICING_WORKERS: process.env.HOTEL_PRICING_WORKERS }
      : {}),
  });
}

/** A log that drops everything (the benches time the search, not its warnings). */
export const silentLog: SupplierLog = { warn: () => undefined };

/**
 * The search service on `database` and the bench's buyer (the sub-agent bench/hotels-search.mjs
 * seeds: its parent's and its own markups apply).
 */
export async function benchSearch(database: DbHandle, dataDir = '') {
  const deps = { env: benchEnv(dataDir), database, clock: systemClock, files: undefined as never };
  const [sub] = await database.db
    .select({ id: agents.id, parentId: agents.parentId })
    .from(agents)
    .where(eq(agents.email, 'bench-hotel-sub@bench.test'));
  if (!sub) throw new Error('no bench sub-agent: seed the bench first (bench/hotels-search.mjs)');
  const buyer = { agentId: sub.id, role: 'sub-agent' as const, parentId: sub.parentId };
  return { deps, service: hotelSearchService(deps), buyer, log: silentLog };
}
