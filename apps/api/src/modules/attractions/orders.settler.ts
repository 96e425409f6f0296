import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { attractionOrderLines, attractionOrders, type DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerPaymentSettler } from '../payments/payments.registry.ts';
import { abandonPayment } from '../payments/payments.service.ts';
import { insertEntry } from '../wallet/ledger.repository.ts';
import { walletService } from '../wallet/wallet.service.ts';
import {
  applySupplierOutcome,
  bookWithSupplier,
  expireOrder,
  finishOrder,
  settleOwnLines,
} from './order-completion.ts';
import { findOrder, linesOf, setLine } from './orders.repository.ts';

/**
 * Card payment of an order (purpose 'order', reference = order id), run inside the verified
 * callback's transaction: the money moves from gateway clearing to company revenue, own lines are
 * confirmed or booked, API-connected lines wait for the supplier reconciler (no supplier call may
 * run inside this transaction). A payment arriving after the order expired is credited to the
 * agent's wallet instead, never lost.
 */
registerPaymentSettler('order', {
  async succeeded(deps, tx, payment) {
    const order = await findOrder(tx, payment.reference);
    if (!order) throw new AppError('CONFLICT', 'The order of this payment does not exist');
    const at = deps.clock.now();
    if (order.status !== 'pending_payment') {
      await walletService(deps).credit(
        {
          agentId: order.agentId,
          amount: payment.amount,
          kind: 'refund',
          from: [{ account: 'gateway_clearing', amount: -payment.amount }],
          reference: order.referenceNumber,
          product: 'attraction',
          description: `Card payment for order ${order.referenceNumber} arrived after it ${order.status === 'expired' ? 'expired' : 'closed'}: credited to your wallet`,
        },
        tx,
      );
      return;
    }
    await insertEntry(
      tx,
      {
        kind: 'payment',
        agentId: null,
        netAmount: 0,
        after: null,
        reference: order.referenceNumber,
        product: 'attraction',
        description: `Card payment of attraction order ${order.referenceNumber}`,
        createdBy: 'system',
        createdAt: at,
      },
      [
        { account: 'gateway_clearing', amount: -payment.amount },
        { account: 'company_revenue', amount: payment.amount },
      ],
    );
    const lines = await linesOf(tx, [order.id]);
    await settleOwnLines(deps, tx, order, lines);
    for (const line of lines.filter((l) => l.isApiConnected && l.status === 'pending'))
      await setLine(
        tx,
        line.id,
        { status: 'pending_supplier', statusReason: 'Waiting for the supplier to confirm.', updatedAt: at },
        ['pending'],
      );
    await finishOrder(deps, tx, order.id);
  },
  async failed(deps, tx, payment, reason) {
    await expireOrder(deps, payment.reference, reason, 'failed', tx);
  },
});

/** Books lines left pending_supplier (timeouts, card-paid API lines); our line id keeps it idempotent. */
export async function reconcileSupplierLinesOnce(deps: AppDeps, batch = 20): Promise<number> {
  const { db } = deps.database;
  const lines = await db
    .select()
    .from(attractionOrderLines)
    .where(eq(attractionOrderLines.status, 'pending_supplier'))
    .orderBy(asc(attractionOrderLines.updatedAt))
    .limit(batch);
  for (const line of lines) {
    const order = await findOrder(db, line.orderId);
    if (!order) continue;
    const outcome = await bookWithSupplier(deps, order, line);
    if (outcome.kind === 'timeout') continue;
    await db.transaction((tx) => applySupplierOutcome(deps, tx, order, line, outcome));
  }
  return lines.length;
}

/**
 * Unpaid card orders past their hold. Wallet orders (`processing`) are never expired here: their
 * hold does not lapse with time, and the booking core's crash recovery finishes or releases them.
 */
export async function expireStaleOrdersOnce(deps: AppDeps, batch = 50): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const stale = await db
    .select({ id: attractionOrders.id, paymentId: attractionOrders.paymentId })
    .from(attractionOrders)
    .where(and(eq(attractionOrders.status, 'pending_payment'), lt(attractionOrders.holdExpiresAt, now)))
    .limit(batch);
  for (const order of stale) {
    await db.transaction(async (tx: DbOrTx) => {
      // The payment first, as its gateway callback does (payment, then order): a callback arriving
      // now waits for this expiry or wins before it, and the two never deadlock.
      if (order.paymentId)
        await tx.execute(sql`select id from payments where id = ${order.paymentId} for update`);
      const expired = await expireOrder(
        deps,
        order.id,
        'The payment was not completed in time.',
        'expired',
        tx,
      );
      if (expired && order.paymentId)
        await abandonPayment(deps, tx, order.paymentId, 'The order expired unpaid');
    });
  }
  return stale.length;
}
