import { and, asc, eq, lte, not, sql } from 'drizzle-orm';
import { bookingLines, bookingOrders, queryRows } from '@portal/db';
import { PAY_LATER_REMINDER_MAX_MS } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import type { WorkJob } from '../../../jobs/index.ts';
import { RETRYING } from '../../../jobs/queue.ts';
import { abandonPayment } from '../../payments/payments.service.ts';
import {
  RECONCILE_LINE_QUEUE,
  applyOutcome,
  endOpenLines,
  finishOrder,
  mailAgentIn,
  needsSupplierCall,
} from './money.ts';
import { notBookedMail, payLaterReminderMail, unpaidCancelledMail } from './mails.ts';
import { bookingProduct, type CoreOrder, type SupplierOutcome } from './product.ts';
import { awaitingSupplier, findOrder, linesOfOrder, lockOrder, moveOrder } from './repository.ts';

import { SYSTEM, completeBooking } from './service.ts';

// ---------------------------------------------------------------- jobs

/** Unpaid card checkouts past their time: payment closed, inventory back, order expired. */
export async function expireCardCheckoutsOnce(deps: AppDeps, batch = 50): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const stale = await db
    .select({ id: bookingOrders.id, paymentId: bookingOrders.paymentId })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.status, 'pending_payment'), lte(bookingOrders.holdExpiresAt, now)))
    .limit(batch);
  let n = 0;
  for (const s of stale)
    await db.transaction(async (tx) => {
      if (s.paymentId) await tx.execute(sql`select id from payments where id = ${s.paymentId} for update`);
      const order = await lockOrder(tx, s.id);
      if (order?.status !== 'pending_payment') return;
      const product = bookingProduct(order.product);
      await endOpenLines(deps, tx, product, order, 'expired', 'The payment was not completed in time.');
      await moveOrder(
        tx,
        order.id,
        ['pending_payment'],
        { status: 'expired', statusReason: 'The payment was not completed in time.' },
        { actor: SYSTEM, at: now },
      );
      if (s.paymentId) await abandonPayment(deps, tx, s.paymentId, 'The booking expired unpaid');
      n++;
    });
  return n;
}

/**
 * One reminder per unpaid order (the conditional update of reminded_at is the claim), due at half the time
 * the agent was given to pay, at most 24 hours before the pay-by date (domain payLaterReminderLeadMs; the
 * same rule in SQL here): a 24-hour short hold is reminded 12 hours before its end, not at once.
 */
export async function remindUnpaidOnce(deps: AppDeps, batch = 100): Promise<number> {
  const now = deps.clock.now();
  const due = await queryRows<{ id: string }>(
    deps.database.db,
    sql`update booking_orders set reminded_at = ${now}
        where id in (select id from booking_orders where status = 'unpaid' and reminded_at is null
                       and pay_by > ${now}
                       and pay_by - least(${sql.raw(`interval '${PAY_LATER_REMINDER_MAX_MS} milliseconds'`)},
                                          greatest(pay_by - created_at, interval '0') / 2) <= ${now}
                       order by pay_by limit ${batch} for update skip locked)
        returning id`,
  );
  for (const { id } of due) {
    const order = await findOrder(deps.database.db, id);
    if (!order?.payBy) continue;
    const mail = payLaterReminderMail({
      product: bookingProduct(order.product),
      reference: order.referenceNumber,
      title: order.title,
      payBy: order.payBy,
    });
    await mailAgentIn(deps.database.db, order, mail);
  }
  return due.length;
}

/**
 * Unpaid pay-later orders whose last date for payment has come: each claimed for one node with
 * FOR UPDATE SKIP LOCKED, cancelled with its inventory back and the agent mailed, all in one
 * transaction; supplier bookings are cancelled after the commit (idempotent). Runs twice: cancels once.
 */
export async function cancelUnpaidDueOnce(deps: AppDeps, batch = 50): Promise<number> {
  const now = deps.clock.now();
  const cancelled: CoreOrder[] = [];
  await deps.database.db.transaction(async (tx) => {
    const due = await queryRows<{ id: string }>(
      tx,
      sql`select id from booking_orders where status = 'unpaid' and pay_by <= ${now}
          order by pay_by limit ${batch} for update skip locked`,
    );
    for (const { id } of due) {
      const order = await moveOrder(
        tx,
        id,
        ['unpaid'],
        { status: 'cancelled', cancelledAt: now, statusReason: 'Not paid by the last date for payment.' },
        { actor: SYSTEM, at: now, note: 'Cancelled automatically: unpaid at the last date for payment' },
      );
      if (!order) continue;
      const product = bookingProduct(order.product);
      await endOpenLines(deps, tx, product, order, 'cancelled', 'Not paid by the last date for payment.');
      const mail = unpaidCancelledMail({
        product,
        reference: order.referenceNumber,
        title: order.title,
        payBy: order.payBy,
      });
      await mailAgentIn(tx, order, mail);
      cancelled.push(order);
    }
  });
  for (const order of cancelled) {
    const product = bookingProduct(order.product);
    for (const line of await linesOfOrder(deps.database.db, order.id))
      if (needsSupplierCall(line))
        await product.cancelWithSupplier(deps, order, line, now).catch(() => undefined);
  }
  return cancelled.length;
}

/**
 * One supplier line left pending_supplier: the supplier is asked (`get`) and the line settled either
 * way. Answers whether it was settled; false while the supplier has no answer yet (or another node
 * holds the line). The claim is a lease row, never a lock held across the supplier call.
 */
export async function reconcileLine(deps: AppDeps, lineId: string, graceMs = 60_000): Promise<boolean> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const run = await deps.database.tryExclusive(`booking-reconcile:${lineId}`, async () => {
    const [line] = await db.select().from(bookingLines).where(eq(bookingLines.id, lineId));
    if (line?.status !== 'pending_supplier') return false;
    const order = await findOrder(db, line.orderId);
    if (!order) return false;
    const product = bookingProduct(order.product);
    let outcome: SupplierOutcome | null;
    try {
      outcome = await product.get(deps, order, line);
    } catch {
      return false;
    }
    if (outcome === null) {
      // The supplier has no booking: after the grace period it never will (our reference is its key).
      if (now.getTime() - line.updatedAt.getTime() < graceMs) return false;
      outcome = { kind: 'rejected', reason: 'The supplier has no booking for it.' };
    }
    if (outcome.kind === 'timeout') return false;
    const final = outcome;
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (!locked) return;
      const [current] = await tx.select().from(bookingLines).where(eq(bookingLines.id, line.id));
      if (current?.status !== 'pending_supplier') return;
      await applyOutcome(deps, tx, product, locked, current, final);
      // The order waited in processing for this answer: completed (invoice numbered) or failed now.
      if (locked.status === 'processing') {
        const done = await finishOrder(deps, tx, product, order.id);
        if (done?.status === 'failed')
          await mailAgentIn(
            tx,
            done,
            notBookedMail({
              product,
              reference: done.referenceNumber,
              title: done.title,
              paid: !!done.paidAt,
            }),
          );
        return;
      }
      const all = await linesOfOrder(tx, order.id);
      if (locked.status === 'completed' && all.every((l) => l.status === 'failed'))
        await moveOrder(
          tx,
          order.id,
          ['completed'],
          { status: 'failed', statusReason: 'The supplier could not book it; refunded.' },
          { actor: SYSTEM, at: now },
        );
    });
    return true;
  });
  return run.ran && run.value;
}

/** Supplier lines left pending_supplier (the sweep behind the per-line reconcile jobs). */
export async function reconcilePendingSupplierOnce(
  deps: AppDeps,
  batch = 20,
  graceMs = 60_000,
): Promise<number> {
  const lines = await deps.database.db
    .select({ id: bookingLines.id })
    .from(bookingLines)
    .where(eq(bookingLines.status, 'pending_supplier'))
    .orderBy(asc(bookingLines.updatedAt))
    .limit(batch);
  let settled = 0;
  for (const line of lines) if (await reconcileLine(deps, line.id, graceMs)) settled++;
  return settled;
}

/**
 * Asks the supplier about one waiting line until it answers: a still-waiting line fails the job, so
 * pg-boss retries it with backoff (30 s, 1 min, 2 min, ... up to 30 min) and dead-letters it after
 * eight tries for staff to look at.
 */
export function reconcileLineJob(deps: AppDeps): WorkJob<{ lineId: string }> {
  return {
    queue: { name: RECONCILE_LINE_QUEUE, ...RETRYING, retryLimit: 8, retryDelay: 30, retryDelayMax: 30 * 60 },
    run: async ({ lineId }) => {
      if (await reconcileLine(deps, lineId)) return;
      const [line] = await deps.database.db
        .select({ status: bookingLines.status })
        .from(bookingLines)
        .where(eq(bookingLines.id, lineId));
      if (line?.status === 'pending_supplier')
        throw new Error(`The supplier has not answered for booking line ${lineId} yet`);
    },
  };
}

/** Card-paid orders whose supplier lines still wait (the settler cannot call suppliers). */
export async function completeCardPaidOnce(deps: AppDeps, batch = 20): Promise<number> {
  const rows = await deps.database.db
    .select({ id: bookingOrders.id, product: bookingOrders.product })
    .from(bookingOrders)
    .where(
      and(eq(bookingOrders.status, 'processing'), eq(bookingOrders.paidWith, 'card'), not(awaitingSupplier)),
    )
    .limit(batch);
  for (const r of rows)
    await deps.database.tryExclusive(`booking-complete:${r.id}`, () =>
      completeBooking(deps, bookingProduct(r.product), r.id),
    );
  return rows.length;
}

/** The core's jobs for every registered product; each safe on any number of nodes. */
export function bookingCoreJobs(deps: AppDeps) {
  return [
    { name: 'booking-card-expiry', everyMs: 15_000, run: () => expireCardCheckoutsOnce(deps) },
    { name: 'booking-card-completion', everyMs: 5_000, run: () => completeCardPaidOnce(deps) },
    { name: 'booking-pay-later-reminders', everyMs: 10 * 60_000, run: () => remindUnpaidOnce(deps) },
    { name: 'booking-pay-later-cancel', everyMs: 60_000, run: () => cancelUnpaidDueOnce(deps) },
    // The sweep behind the per-line jobs (lines from before them, or enqueued while the queue was down).
    {
      name: 'booking-supplier-reconciler',
      everyMs: 5 * 60_000,
      run: () => reconcilePendingSupplierOnce(deps),
    },
  ];
}
