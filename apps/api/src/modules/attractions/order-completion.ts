import { eq } from 'drizzle-orm';
import { attractionActivities, attractionTickets, type DbOrTx } from '@portal/db';
import { subAgentMarkupVat } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
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
import { linesOf, setLine, setOrder, type LineRow, type OrderRow } from './orders.repository.ts';
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
        description: `Refund of attraction booking ${order.referenceNumber} line ${line.lineNo}: the supplier could not book it`,
      },
      tx,
    );
  }
}

/**
 * The VAT on a line's sub-agent markup, priced line by priced line with the VAT percentage the line
 * was sold at (lines stored before it was kept use the activity's current percentage).
 */
async function markupVatOf(tx: DbOrTx, line: LineRow): Promise<number> {
  let fallback: number | null = null;
  let total = 0;
  for (const priced of line.pricedLines) {
    let percent = priced.vatPercent;
    if (percent === undefined) {
      if (fallback === null) {
        const [activity] = await tx
          .select({ vatPercent: attractionActivities.vatPercent })
          .from(attractionActivities)
          .where(eq(attractionActivities.id, line.activityId));
        fallback = Number(activity?.vatPercent ?? 0);
      }
      percent = fallback;
    }
    const b = priced.breakdown;
    total += subAgentMarkupVat(
      { net: b.net ?? 0, companyMarkup: b.companyMarkup ?? 0, subAgentMarkup: b.subAgentMarkup ?? 0 },
      percent,
    );
  }
  return total;
}

/** The parent's pending earning on a sub-agent's line (its sub-agent markup), with the VAT on it. */
export async function recordEarning(
  deps: AppDeps,
  tx: DbOrTx,
  order: OrderRow,
  line: LineRow,
): Promise<void> {
  if (!order.parentId || line.parentEarning <= 0) return;
  const markupVat = await markupVatOf(tx, line);
  await recordParentEarning(deps, tx, {
    parentId: order.parentId,
    subAgentId: order.agentId,
    orderRef: order.referenceNumber,
    lineRef: line.id,
    amountMinor: line.parentEarning,
    markupVatMinor: markupVat,
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
