import type { DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';

/**
 * The booking core's side of crash recovery, shared by every product (guide section 4a): an order
 * stays `processing` with the agent's money held when its process died between the hold and the
 * completion. The core finds such orders past a grace period, claims each for exactly one node and
 * asks the product's plug-in what to do; the plug-in knows its lines, suppliers and inventory.
 */

/** How a recovered order ended (stored in booking_recoveries.outcome). */
export type RecoveryOutcome =
  /** Every step was done or not needed: money captured, order completed. */
  | 'completed'
  /** Captured, but every line failed with its supplier (and was refunded). */
  | 'failed'
  /** A step was not done: hold voided, inventory and supplier bookings released, order failed. */
  | 'released'
  /** The money could no longer be captured (its hold had ended): inventory released, order expired. */
  | 'expired'
  /** Somebody else (the request itself, a replay of its key) ended it first. */
  | 'settled';

/** One attempt's result: an outcome, or a reason to try again at the next run. */
export type RecoveryAttempt = { outcome: RecoveryOutcome } | { wait: string };

/** The plug-in's reading of a stuck order, taken outside any transaction. */
export type RecoveryDecision<Detail> =
  /** Every supplier step is known done (or not needed): capture and complete with `detail`. */
  | { kind: 'finish'; detail: Detail }
  /** A step is known not done (or can no longer be): give the order up. */
  | { kind: 'release'; reason: string }
  /** A supplier did not answer: ask again at the next run (bounded, then released). */
  | { kind: 'wait'; note: string }
  /** Not stuck any more. */
  | { kind: 'settled' };

export interface StuckOrderPlugin<Detail = unknown> {
  /** "attraction", later "hotel", "visa", ...: the `product` of booking_recoveries rows. */
  readonly product: string;
  /**
   * Up to `limit` of the product's orders that have been `processing` since before `before`, oldest
   * first, leaving out `exclude` (orders waiting for their next attempt).
   */
  listStuck(
    db: DbOrTx,
    query: { before: Date; limit: number; exclude: readonly string[] },
  ): Promise<string[]>;
  /** Whether the order is still `processing` (checked again once its recovery lock is held). */
  isStuck(db: DbOrTx, orderId: string): Promise<boolean>;
  /** Finds out which steps of the order are done, asking its suppliers (never in a transaction). */
  assess(deps: AppDeps, orderId: string): Promise<RecoveryDecision<Detail>>;
  /** Captures the money and completes the order with what assess found. */
  finish(deps: AppDeps, orderId: string, detail: Detail): Promise<RecoveryAttempt>;
  /**
   * Voids the money and releases inventory and supplier bookings; the order ends failed with the
   * reason. May ask to wait (a supplier did not confirm a cancellation) unless `force`.
   */
  release(deps: AppDeps, orderId: string, reason: string, force: boolean): Promise<RecoveryAttempt>;
}

const plugins = new Map<string, StuckOrderPlugin>();

/** Products register once, when their module loads (as payment settlers do). */
export function registerStuckOrderPlugin<Detail>(plugin: StuckOrderPlugin<Detail>): void {
  plugins.set(plugin.product, plugin);
}

export function stuckOrderPlugins(): StuckOrderPlugin[] {
  return [...plugins.values()];
}
