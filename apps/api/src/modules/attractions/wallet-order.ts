import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/faults.ts';
import { findHold } from '../wallet/holds.repository.ts';
import { walletService } from '../wallet/wallet.service.ts';
import {
  activitySupplier,
  supplierSettings,
  withTimeout,
  type SupplierBooking,
} from '../../suppliers/activities/index.ts';
import {
  applySupplierOutcome,
  bookWithSupplier,
  expireOrder,
  finishOrder,
  settleOwnLines,
  type SupplierOutcome,
} from './order-completion.ts';
import { linesOf, loadOrder, type OrderWithLines } from './orders.repository.ts';

/**
 * Named points of a wallet checkout where crash tests stop the process (lib/faults.ts): before the
 * hold (inside the order transaction), after the hold committed, after the supplier booked, and
 * inside the capture transaction just before it commits.
 */
export const CHECKOUT_FAULTS = {
  beforeHold: 'attractions.checkout.before-hold',
  afterHold: 'attractions.checkout.after-hold',
  afterSupplier: 'attractions.checkout.after-supplier',
  beforeCommit: 'attractions.checkout.before-commit',
} as const;

export type SettleResult = 'completed' | 'failed' | 'settled' | 'hold-gone';

/** The order row first: the money lock order (wallet.repository lockWallets), as in every order path. */
async function lockOrder(tx: DbOrTx, orderId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select status from attraction_orders where id = ${orderId} for update`,
  );
  return row?.status;
}

/**
 * Finishes a wallet order after its hold committed: supplier bookings first (outside any
 * transaction, our line id as their idempotency key), then one transaction captures the hold and
 * completes the order. Safe to run again and at the same time from another request or node (a
 * replay of the Idempotency-Key resumes here): the supplier answers the same booking, and the
 * order row lock lets exactly one run capture.
 */
export async function completeWalletOrder(deps: AppDeps, orderId: string): Promise<void> {
  await faultPoint(deps, CHECKOUT_FAULTS.afterHold);
  const order = await loadOrder(deps.database.db, orderId);
  if (order?.status !== 'processing') return;
  const outcomes = new Map<string, SupplierOutcome>();
  for (const line of order.lines) {
    if (line.isApiConnected && line.status === 'pending')
      outcomes.set(line.id, await bookWithSupplier(deps, order, line));
  }
  await faultPoint(deps, CHECKOUT_FAULTS.afterSupplier);
  const result = await settleWalletOrder(deps, order, outcomes);
  if (result === 'hold-gone') {
    await expireOrder(deps, orderId, 'The payment hold expired before the booking completed.');
    await cancelSupplierBookings(deps, order, confirmedLines(outcomes));
  } else if (result === 'settled') {
    // Another run ended the order first. If it released it, bookings made by this run must go.
    await cancelUnrecorded(deps, order, outcomes);
  }
}

/**
 * The capture transaction: the hold is captured, own lines confirmed or booked, supplier outcomes
 * applied (a rejection refunds its line) and the order completed - or nothing, when the order is no
 * longer `processing` ('settled') or its hold can no longer be captured ('hold-gone').
 */
export async function settleWalletOrder(
  deps: AppDeps,
  order: OrderWithLines,
  outcomes: ReadonlyMap<string, SupplierOutcome>,
): Promise<SettleResult> {
  try {
    return await deps.database.db.transaction(async (tx): Promise<SettleResult> => {
      if ((await lockOrder(tx, order.id)) !== 'processing') return 'settled';
      if (order.walletHoldId)
        await walletService(deps).capture(
          order.walletHoldId,
          { product: 'attraction', description: `Attraction booking ${order.referenceNumber}` },
          tx,
        );
      await settleOwnLines(deps, tx, order, order.lines);
      for (const line of order.lines) {
        const outcome = outcomes.get(line.id);
        if (outcome) await applySupplierOutcome(deps, tx, order, line, outcome);
      }
      await finishOrder(deps, tx, order.id);
      await faultPoint(deps, CHECKOUT_FAULTS.beforeCommit);
      const [done] = await queryRows<{ status: string }>(
        tx,
        sql`select status from attraction_orders where id = ${order.id}`,
      );
      return done?.status === 'completed' ? 'completed' : 'failed';
    });
  } catch (err) {
    // The capture refused: the hold is gone (expired or voided), so the money cannot be taken.
    if (err instanceof AppError) return 'hold-gone';
    throw err;
  }
}

export type ReleaseResult = 'released' | 'settled' | { wait: string };

/**
 * Gives up a wallet order caught half-way: supplier bookings of its lines are cancelled first
 * (outside any transaction), then one transaction voids the hold, returns the tickets to the
 * inventory and fails the order and its lines with the reason. A supplier that does not confirm a
 * cancellation keeps the order waiting, unless `force` (the last attempt): the money is released
 * anyway and the leftover supplier booking is logged for the operators.
 */
export async function releaseWalletOrder(
  deps: AppDeps,
  orderId: string,
  reason: string,
  { force = false }: { force?: boolean } = {},
): Promise<ReleaseResult> {
  const order = await loadOrder(deps.database.db, orderId);
  if (order?.status !== 'processing') return 'settled';
  const apiLines = order.lines.filter((l) => l.isApiConnected && l.status === 'pending');
  const unconfirmed = await cancelSupplierBookings(
    deps,
    order,
    apiLines.map((l) => l.id),
  );
  if (unconfirmed.length > 0 && !force)
    return { wait: `The supplier did not confirm the cancellation of line(s) ${unconfirmed.join(', ')}.` };
  return deps.database.db.transaction(async (tx): Promise<ReleaseResult> => {
    if ((await lockOrder(tx, orderId)) !== 'processing') return 'settled';
    if (order.walletHoldId && (await findHold(tx, order.walletHoldId))?.status === 'held')
      await walletService(deps).void(
        order.walletHoldId,
        { reason: `Order ${order.referenceNumber}: ${reason}` },
        tx,
      );
    await expireOrder(deps, orderId, reason, 'failed', tx);
    return 'released';
  });
}

const confirmedLines = (outcomes: ReadonlyMap<string, SupplierOutcome>) =>
  [...outcomes].filter(([, o]) => o.kind === 'confirmed').map(([lineId]) => lineId);

/** Bookings this run made for lines the order did not keep (another run released the order). */
async function cancelUnrecorded(
  deps: AppDeps,
  order: OrderWithLines,
  outcomes: ReadonlyMap<string, SupplierOutcome>,
): Promise<void> {
  const booked = confirmedLines(outcomes);
  if (booked.length === 0) return;
  const kept = new Set(
    (await linesOf(deps.database.db, [order.id]))
      .filter((l) => l.status === 'confirmed' || l.status === 'pending_supplier')
      .map((l) => l.id),
  );
  await cancelSupplierBookings(
    deps,
    order,
    booked.filter((id) => !kept.has(id)),
  );
}

/** The supplier's booking of a line, or null when it has none; throws when it does not answer. */
export async function supplierBookingOf(
  deps: AppDeps,
  supplierCode: string | null,
  lineId: string,
): Promise<SupplierBooking | null> {
  const supplier = activitySupplier(deps.env, supplierCode ?? '');
  if (!supplier) return null;
  return withTimeout(supplier.get(lineId), supplierSettings(deps.env).timeoutMs, 'get');
}

/**
 * Cancels the supplier bookings of the lines (those that have one); answers the line numbers whose
 * cancellation the supplier did not confirm.
 */
async function cancelSupplierBookings(
  deps: AppDeps,
  order: OrderWithLines,
  lineIds: string[],
): Promise<number[]> {
  const unconfirmed: number[] = [];
  for (const lineId of lineIds) {
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) continue;
    const supplier = activitySupplier(deps.env, line.supplierCode ?? '');
    if (!supplier) continue;
    try {
      const booking = await supplierBookingOf(deps, line.supplierCode, line.id);
      if (booking?.status === 'confirmed')
        await withTimeout(supplier.cancel(line.id), supplierSettings(deps.env).timeoutMs, 'cancel');
    } catch {
      unconfirmed.push(line.lineNo);
    }
  }
  return unconfirmed;
}
