import { and, asc, eq, lt, not, notInArray } from 'drizzle-orm';
import { bookingOrders } from '@portal/db';
import { registerStuckOrderPlugin } from '../recovery.plugin.ts';
import { needsSupplierCall, settleWalletOrder } from './money.ts';
import type { BookingProduct, SupplierOutcome } from './product.ts';
import { awaitingSupplier, findOrder, linesOfOrder } from './repository.ts';
import { completeBooking, releaseOrder } from './service.ts';

/**
 * Crash recovery of core orders (modules/bookings/recovery.*): an order left `processing` (money
 * held or card-paid) past the grace period is finished when its suppliers have the bookings, or
 * released (hold voided, inventory back) when they do not. One plug-in per registered product.
 */
export function registerCoreRecovery(product: BookingProduct): void {
  registerStuckOrderPlugin<Map<string, SupplierOutcome>>({
    product: product.product,
    async listStuck(db, { before, limit, exclude }) {
      const rows = await db
        .select({ id: bookingOrders.id })
        .from(bookingOrders)
        .where(
          and(
            eq(bookingOrders.product, product.product),
            eq(bookingOrders.status, 'processing'),
            lt(bookingOrders.updatedAt, before),
            not(awaitingSupplier),
            exclude.length > 0 ? notInArray(bookingOrders.id, [...exclude]) : undefined,
          ),
        )
        .orderBy(asc(bookingOrders.updatedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async isStuck(db, orderId) {
      const [row] = await db
        .select({ id: bookingOrders.id })
        .from(bookingOrders)
        .where(
          and(eq(bookingOrders.id, orderId), eq(bookingOrders.status, 'processing'), not(awaitingSupplier)),
        );
      return Boolean(row);
    },
    async assess(deps, orderId) {
      const order = await findOrder(deps.database.db, orderId);
      if (order?.status !== 'processing') return { kind: 'settled' };
      const outcomes = new Map<string, SupplierOutcome>();
      for (const line of await linesOfOrder(deps.database.db, orderId)) {
        if (line.status !== 'pending' || !needsSupplierCall(line)) continue;
        let found: SupplierOutcome | null;
        try {
          found = await product.get(deps, order, line);
        } catch {
          return { kind: 'wait', note: `The supplier did not answer for line ${line.lineNo}.` };
        }
        if (found === null || found.kind === 'rejected')
          return {
            kind: 'release',
            reason:
              product.texts?.notBooked ??
              'The booking was interrupted before the supplier booked it; nothing was charged.',
          };
        if (found.kind === 'timeout')
          return { kind: 'wait', note: `The supplier did not answer for line ${line.lineNo}.` };
        outcomes.set(line.id, found);
      }
      return { kind: 'finish', detail: outcomes };
    },
    async finish(deps, orderId, outcomes) {
      const order = await findOrder(deps.database.db, orderId);
      if (order?.status !== 'processing') return { outcome: 'settled' };
      if (!order.walletHoldId) {
        await completeBooking(deps, product, orderId);
        return { outcome: 'completed' };
      }
      const result = await settleWalletOrder(deps, product, orderId, outcomes);
      if (result === 'hold-gone') {
        await releaseOrder(deps, product, orderId, 'The payment hold ended before the booking completed.');
        return { outcome: 'expired' };
      }
      if (result === 'awaiting-supplier')
        return {
          wait: 'A supplier has not confirmed a line yet: the pending_supplier reconciler settles it.',
        };
      return { outcome: result };
    },
    async release(deps, orderId, reason) {
      return { outcome: (await releaseOrder(deps, product, orderId, reason)) ? 'released' : 'settled' };
    },
  });
}
