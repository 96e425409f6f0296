import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../jobs/index.ts';
import { purgeIdempotencyKeys } from '../../lib/idempotency.ts';
import { claimExpiredHolds } from './holds.repository.ts';
import { walletService } from './wallet.service.ts';

/**
 * Voids expired holds. Each batch is one transaction: the claim (status -> expired, FOR UPDATE
 * SKIP LOCKED, so no two nodes take the same hold) and every release commit together.
 */
export async function expireHoldsOnce(deps: AppDeps, batch = 50): Promise<number> {
  const wallet = walletService(deps);
  return deps.database.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const holds = await claimExpiredHolds(tx, at, batch);
    for (const hold of holds) await wallet.releaseClaimed(tx, hold, 'Hold expired', 'system', at);
    return holds.length;
  });
}

/** Jobs for startJobs(deps, log, [...walletJobs(deps)]). */
export function walletJobs(deps: AppDeps): Job[] {
  return [
    { name: 'wallet-hold-expiry', everyMs: 15_000, run: () => expireHoldsOnce(deps) },
    { name: 'idempotency-cleanup', everyMs: 15 * 60_000, run: () => purgeIdempotencyKeys(deps) },
  ];
}
