import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../jobs/index.ts';
import { bookingCoreJobs } from './core/index.ts';
import { recoverStuckOrdersOnce } from './recovery.service.ts';

export const RECOVERY_JOB = {
  name: 'booking-crash-recovery',
  everyMs: 60_000,
  /** Soon after start: a node that comes back from a crash recovers what it left half-way. */
  firstRunMs: 5_000,
} as const;

/** For startJobs(deps, log, [...bookingJobs(deps)]): crash recovery of every product's orders. */
export function bookingJobs(deps: AppDeps): Job[] {
  return [{ ...RECOVERY_JOB, run: (log) => recoverStuckOrdersOnce(deps, { log }) }, ...bookingCoreJobs(deps)];
}
