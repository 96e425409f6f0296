import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../jobs/index.ts';
import { releaseExpiredHoldsOnce } from './booking/holds.ts';

/** Expired searches are kept an hour (a late page still gets a clear 410, not a 404), then purged. */
export const SEARCH_RETENTION_MS = 60 * 60_000;

/**
 * Deletes expired search sessions in batches; SKIP LOCKED lets several nodes run it at once without
 * waiting on each other's rows.
 */
export async function purgeHotelSearches(
  deps: AppDeps,
  { batch = 200, maxBatches = 20 } = {},
): Promise<number> {
  const cut = new Date(deps.clock.now().getTime() - SEARCH_RETENTION_MS);
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const rows = await queryRows<{ id: string }>(
      deps.database.db,
      sql`delete from hotel_search_sessions where id in (
            select id from hotel_search_sessions where expires_at < ${cut} limit ${batch} for update skip locked)
          returning id`,
    );
    total += rows.length;
    if (rows.length < batch) break;
  }
  return total;
}

export function hotelJobs(deps: AppDeps): Job[] {
  return [
    { name: 'hotel-search-purge', everyMs: 5 * 60_000, run: () => purgeHotelSearches(deps) },
    { name: 'hotel-hold-expiry', everyMs: 15_000, run: () => releaseExpiredHoldsOnce(deps) },
  ];
}
