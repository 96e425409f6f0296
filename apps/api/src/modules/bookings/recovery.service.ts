import type { AppDeps } from '../../deps.ts';
import { faultPoint } from '../../lib/faults.ts';
import {
  stuckOrderPlugins,
  type RecoveryAttempt,
  type RecoveryOutcome,
  type StuckOrderPlugin,
} from './recovery.plugin.ts';
import { endAttempt, startAttempt, waitingOrders } from './recovery.repository.ts';

/**
 * Attempts before the recovery stops waiting for a supplier that does not answer and releases the
 * order anyway (about ten minutes at one run a minute).
 */
export const RECOVERY_MAX_ATTEMPTS = 10;
/** An order that waits (supplier silent, an attempt failed) is tried again at the next run, not sooner. */
export const RECOVERY_RETRY_MS = 50_000;

export const RECOVERY_FAULTS = { locked: 'bookings.recovery.locked' } as const;

export interface RecoveryOptions {
  /** Only orders processing for longer than this (default: BOOKING_RECOVERY_GRACE_SECONDS). */
  graceMs?: number;
  /** Orders looked at per product and run (the oldest first); the rest wait for the next run. */
  limit?: number;
  maxAttempts?: number;
  /** Where attempts are reported (the job's logger). */
  log?: RecoveryLog;
}

export interface RecoveryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RecoveredOrder {
  product: string;
  orderId: string;
  attempts: number;
  outcome: RecoveryOutcome | null;
  note: string | null;
}

/** The advisory lock of one order's recovery. */
export const recoveryLockKey = (product: string, orderId: string) => `booking-recovery:${product}:${orderId}`;

/**
 * One recovery pass over every product: finishes or releases each order stuck past the grace period.
 * Safe on any number of nodes at once: an order is worked on only under its lock (a PostgreSQL
 * advisory lock, which the server drops the moment a killed node's connection goes, so the next run
 * anywhere takes over at once), and is checked again once the lock is held.
 */
export async function recoverStuckOrdersOnce(
  deps: AppDeps,
  options: RecoveryOptions = {},
): Promise<RecoveredOrder[]> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const before = new Date(
    now.getTime() - (options.graceMs ?? deps.env.BOOKING_RECOVERY_GRACE_SECONDS * 1000),
  );
  const done: RecoveredOrder[] = [];
  for (const plugin of stuckOrderPlugins()) {
    const exclude = await waitingOrders(db, plugin.product, now);
    const ids = await plugin.listStuck(db, { before, limit: options.limit ?? 100, exclude });
    for (const orderId of ids) {
      const attempt = await deps.database.tryExclusive(recoveryLockKey(plugin.product, orderId), () =>
        recoverLocked(deps, plugin, orderId, options),
      );
      if (attempt.ran && attempt.value) done.push(attempt.value);
    }
  }
  return done;
}

/** One attempt on an order whose recovery lock this node holds; null when there was nothing to do. */
async function recoverLocked(
  deps: AppDeps,
  plugin: StuckOrderPlugin,
  orderId: string,
  options: RecoveryOptions,
): Promise<RecoveredOrder | null> {
  const { db } = deps.database;
  // Another node may have finished it between the listing and the lock.
  if (!(await plugin.isStuck(db, orderId))) return null;
  const attempts = await startAttempt(db, plugin.product, orderId, deps.clock.now());
  if (attempts === null) return null;
  // A crash here (tests stop here): the lock goes with the process, the next run tries again.
  await faultPoint(deps, RECOVERY_FAULTS.locked);
  const lastTry = attempts >= (options.maxAttempts ?? RECOVERY_MAX_ATTEMPTS);
  const at = { product: plugin.product, orderId, attempts };
  let attempt: RecoveryAttempt;
  try {
    attempt = await attemptRecovery(deps, plugin, orderId, attempts, lastTry);
  } catch (err) {
    options.log?.error({ err, ...at, lastTry }, 'order recovery attempt failed');
    attempt = { wait: `Attempt failed: ${String(err)}` };
    // On the last attempt an error must not strand the money: give the order up.
    if (lastTry)
      attempt = await plugin.release(deps, orderId, GIVEN_UP, true).catch((releaseErr: unknown) => {
        options.log?.error({ err: releaseErr, ...at }, 'releasing the order failed too');
        return { wait: `Release failed: ${String(releaseErr)}` };
      });
  }
  const now = deps.clock.now();
  const result =
    'outcome' in attempt
      ? { outcome: attempt.outcome, note: null, nextAttemptAt: null }
      : {
          outcome: null,
          note: attempt.wait.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + RECOVERY_RETRY_MS),
        };
  await endAttempt(db, plugin.product, orderId, result, now);
  if (result.outcome) options.log?.warn({ ...at, outcome: result.outcome }, 'order recovered after a crash');
  else options.log?.info({ ...at, note: result.note }, 'order recovery waits for the next run');
  return { ...at, outcome: result.outcome, note: result.note };
}

const GIVEN_UP = 'The booking was interrupted and could not be completed; nothing was charged.';

async function attemptRecovery(
  deps: AppDeps,
  plugin: StuckOrderPlugin,
  orderId: string,
  attempts: number,
  lastTry: boolean,
): Promise<RecoveryAttempt> {
  const decision = await plugin.assess(deps, orderId);
  switch (decision.kind) {
    case 'settled':
      return { outcome: 'settled' };
    case 'finish':
      return plugin.finish(deps, orderId, decision.detail);
    case 'release':
      return plugin.release(deps, orderId, decision.reason, lastTry);
    case 'wait':
      if (!lastTry) return { wait: decision.note };
      return plugin.release(
        deps,
        orderId,
        `${decision.note} Given up after ${attempts} attempts; nothing was charged.`,
        true,
      );
  }
}
