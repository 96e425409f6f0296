import { sql } from 'drizzle-orm';
import { attractionTickets, queryRows, type DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordParentEarning } from '../earnings/earnings.service.ts';
import { walletService } from '../wallet/wallet.service.ts';
import {
  activitySupplier,
  supplierSettings,
  SupplierRejected,
  withTimeout,
  type SupplierBooking,
} from '../../suppliers/activities/index.ts';
import { enqueueOrderConfirmation } from './order-mail.ts';
import { linesOf, loadOrder, setLine, setOrder, type LineRow, type OrderRow } from './orders.repository.ts';
import { releaseTickets, sellTickets } from './tickets.ts';

export type SupplierOutcome =
  | { kind: 'confirmed'; booking: SupplierBooking }
  | { kind: 'rejected'; reason: string }
  | { kind: 'timeout' };

/** Books one API-connected line with its supplier, our line id as the idempotency key. Never in a transaction. */
export async function bookWithSupplier(
  deps: AppDeps,
  order: OrderRow,
  line: LineRow,
): Promise<SupplierOutcome> {
  const supplier = activitySupplier(deps.env, line.supplierCode ?? '');
  if (!supplier) return { kind: 'rejected', reason: 'The supplier of this activity is not available.' };
  try {
    const booking = await withTimeout(
      supplier.book(
        {
          productCode: line.productCode ?? '',
          date: line.serviceDate,
          slotId: line.slot?.slotId ?? null,
          adults: line.adults,
          children: line.children,
          infants: line.infants,
        },
        line.id,
        order.leadName,
      ),
      supplierSettings(deps.env).timeoutMs,
      'book',
    );
    return { kind: 'confirmed', booking };
  } catch (err) {
    if (err instanceof SupplierRejected) return { kind: 'rejected', reason: err.message };
    return { kind: 'timeout' };
  }
}

/** Stores a supplier's e-tickets as sold tickets of the line, so documents treat them like ours. */
async function storeSupplierTickets(
  tx: DbOrTx,
  line: LineRow,
  booking: SupplierBooking,
  at: Date,
): Promise<void> {
  if (booking.tickets.length === 0) return;
  await tx
    .insert(attractionTickets)
    .values(
      booking.tickets.map((t) => ({
        activityId: line.activityId,
        ticketNo: t.ticketNo,
        ticketFor: t.ticketFor,
        validTill: line.serviceDate,
        status: 'sold' as const,
        reservedBy: line.id,
        soldAt: at,
      })),
    )
    .onConflictDoNothing();
}

/** Applies one line's supplier outcome inside a transaction; a rejection refunds the line through the ledger. */
export async function applySupplierOutcome(
  deps: AppDeps,
  tx: DbOrTx,
  order: OrderRow,
  line: LineRow,
  outcome: SupplierOutcome,
): Promise<void> {
  const at = deps.clock.now();
  if (outcome.kind === 'confirmed') {
    await storeSupplierTickets(tx, line, outcome.booking, at);
    await setLine(
      tx,
      line.id,
      {
        status: 'confirmed',
        supplierReference: outcome.booking.supplierReference,
        statusReason: null,
        updatedAt: at,
      },
      ['pending', 'pending_supplier'],
    );
    await recordEarning(deps, tx, order, line);
    return;
  }
  if (outcome.kind === 'timeout') {
    await setLine(
      tx,
      line.id,
      { status: 'pending_supplier', statusReason: 'Waiting for the supplier to confirm.', updatedAt: at },
      ['pending', 'pending_supplier'],
    );
    return;
  }
  const failed = await setLine(
    tx,
    line.id,
    { status: 'failed', statusReason: `Supplier: ${outcome.reason} The line was refunded.`, updatedAt: at },
    ['pending', 'pending_supplier'],
  );
  if (failed && line.agentPrice > 0) {
    await walletService(deps).refund(
      {
        agentId: order.agentId,
        amount: line.agentPrice,
        reference: order.referenceNumber,
        product: 'attraction',
        description: `Refund of order ${order.referenceNumber} line ${line.lineNo}: the supplier could not book it`,
      },
      tx,
    );
  }
}

/** The parent's pending earning on a sub-agent's line (its sub-agent markup). */
export async function recordEarning(
  deps: AppDeps,
  tx: DbOrTx,
  order: OrderRow,
  line: LineRow,
): Promise<void> {
  if (!order.parentId || line.parentEarning <= 0) return;
  await recordParentEarning(deps, tx, {
    parentId: order.parentId,
    subAgentId: order.agentId,
    orderRef: order.referenceNumber,
    lineRef: line.id,
    amountMinor: line.parentEarning,
    releaseOn: line.serviceDate,
    product: 'attraction',
  });
}

/** Non-API lines once paid: e-tickets sold (confirmed) or waiting for the company (booked). */
export async function settleOwnLines(
  deps: AppDeps,
  tx: DbOrTx,
  order: OrderRow,
  lines: LineRow[],
): Promise<void> {
  const at = deps.clock.now();
  const own = lines.filter((l) => !l.isApiConnected && l.status === 'pending');
  await sellTickets(
    tx,
    own.filter((l) => l.usesInventory).map((l) => l.id),
    at,
  );
  for (const line of own) {
    await setLine(tx, line.id, { status: line.usesInventory ? 'confirmed' : 'booked', updatedAt: at }, [
      'pending',
    ]);
    await recordEarning(deps, tx, order, line);
  }
}

/** Completed when any line went through (the agent is mailed a confirmation); failed when every line failed. */
export async function finishOrder(deps: AppDeps, tx: DbOrTx, orderId: string): Promise<void> {
  const lines = await linesOf(tx, [orderId]);
  const allFailed = lines.every((l) => l.status === 'failed');
  const at = deps.clock.now();
  const order = await setOrder(
    tx,
    orderId,
    { status: allFailed ? 'failed' : 'completed', completedAt: at, updatedAt: at },
    ['processing', 'pending_payment'],
  );
  if (order?.status === 'completed') await enqueueOrderConfirmation(tx, order, lines);
}

/**
 * Finishes a wallet order after its hold committed: supplier bookings first (outside any
 * transaction), then one transaction captures the hold, confirms or books every line, refunds
 * supplier rejections and records the parent's earnings. If the hold is gone (expired), the order
 * expires and its tickets return to the inventory.
 */
export async function completeWalletOrder(deps: AppDeps, orderId: string): Promise<void> {
  const { db } = deps.database;
  const order = await loadOrder(db, orderId);
  if (order?.status !== 'processing') return;
  const outcomes = new Map<string, SupplierOutcome>();
  for (const line of order.lines) {
    if (line.isApiConnected && line.status === 'pending')
      outcomes.set(line.id, await bookWithSupplier(deps, order, line));
  }
  try {
    await db.transaction(async (tx) => {
      const [locked] = await queryRows<{ status: string }>(
        tx,
        sql`select status from attraction_orders where id = ${orderId} for update`,
      );
      if (locked?.status !== 'processing') return;
      if (order.walletHoldId)
        await walletService(deps).capture(
          order.walletHoldId,
          { product: 'attraction', description: `Attraction order ${order.referenceNumber}` },
          tx,
        );
      await settleOwnLines(deps, tx, order, order.lines);
      for (const line of order.lines) {
        const outcome = outcomes.get(line.id);
        if (outcome) await applySupplierOutcome(deps, tx, order, line, outcome);
      }
      await finishOrder(deps, tx, orderId);
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await expireOrder(deps, orderId, 'The payment hold expired before the booking completed.');
    for (const [lineId, outcome] of outcomes) {
      if (outcome.kind !== 'confirmed') continue;
      const line = order.lines.find((l) => l.id === lineId)!;
      await activitySupplier(deps.env, line.supplierCode ?? '')
        ?.cancel(lineId)
        .catch(() => undefined);
    }
  }
}

/** Releases an unpaid order: tickets back to the inventory, lines and order expired (or failed). */
export async function expireOrder(
  deps: AppDeps,
  orderId: string,
  reason: string,
  as: 'expired' | 'failed' = 'expired',
  tx?: DbOrTx,
): Promise<boolean> {
  const run = async (db: DbOrTx) => {
    const at = deps.clock.now();
    const order = await setOrder(db, orderId, { status: as, updatedAt: at }, [
      'pending_payment',
      'processing',
    ]);
    if (!order) return false;
    const lines = await linesOf(db, [orderId]);
    await releaseTickets(
      db,
      lines.map((l) => l.id),
    );
    for (const line of lines)
      await setLine(db, line.id, { status: as, statusReason: reason, updatedAt: at }, [
        'pending',
        'pending_supplier',
      ]);
    return true;
  };
  return tx ? run(tx) : deps.database.db.transaction(run);
}
