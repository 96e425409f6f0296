import { eq } from 'drizzle-orm';
import { agents, bookingLines, bookingOrders, type DbOrTx, type Tx } from '@portal/db';
import type { AppDeps } from '../../../deps.ts';
import { faultPoint } from '../../../lib/faults.ts';
import type { Language } from '@portal/domain';
import { enqueueMail, type MailContent } from '../../../lib/mail.ts';
import { recordParentEarning, reverseParentEarning } from '../../earnings/earnings.service.ts';
import { findHold } from '../../wallet/holds.repository.ts';
import { insertEntry } from '../../wallet/ledger.repository.ts';
import { walletService } from '../../wallet/wallet.service.ts';
import { issueCreditNote } from './credit-notes.ts';
import { bookedMail } from './mails.ts';
import type { BookingProduct, CoreLine, CoreOrder, SupplierOutcome } from './product.ts';
import { linesOfOrder, lockOrder, moveLine, moveOrder, nextInvoiceNumber } from './repository.ts';

/**
 * The booking core's money and status steps, each inside the caller's transaction: capture or void
 * the wallet hold, take a card payment into revenue, refund a line, record and reverse the parent's
 * earning, settle line outcomes and complete the order (invoice number, timeline, mail).
 */

const SYSTEM = 'system';

/**
 * Named points of a wallet booking where crash tests stop the process (lib/faults.ts): before the
 * hold (inside the create transaction), after the hold committed, after the supplier calls, and
 * inside the capture transaction just before it commits.
 */
export const BOOKING_FAULTS = {
  beforeHold: 'booking.checkout.before-hold',
  afterHold: 'booking.checkout.after-hold',
  afterSupplier: 'booking.checkout.after-supplier',
  beforeCommit: 'booking.checkout.before-commit',
} as const;

export async function agentEmail(db: DbOrTx, agentId: string): Promise<string | null> {
  const [row] = await db.select({ email: agents.email }).from(agents).where(eq(agents.id, agentId));
  return row?.email ?? null;
}

export async function mailAgent(db: DbOrTx, order: CoreOrder, subject: string, text: string): Promise<void> {
  const to = await agentEmail(db, order.agentId);
  if (to) await enqueueMail(db, { to, subject, text });
}

/** A mail to the agency in its reader's language (issue 35): `content` writes it in any language. */
export async function mailAgentIn(
  db: DbOrTx,
  order: CoreOrder,
  content: (language: Language) => MailContent,
): Promise<void> {
  const to = await agentEmail(db, order.agentId);
  if (to) await enqueueMail(db, { to, ...content('en'), localized: content });
}

/** The parent's pending earning on a sub-agent's line (its sub-agent markup), released after the service date. */
export async function recordLineEarning(
  deps: AppDeps,
  tx: DbOrTx,
  order: CoreOrder,
  line: CoreLine,
): Promise<void> {
  if (!order.parentId || line.parentEarning <= 0) return;
  await recordParentEarning(deps, tx, {
    parentId: order.parentId,
    subAgentId: order.agentId,
    orderRef: order.referenceNumber,
    lineRef: line.id,
    amountMinor: line.parentEarning,
    markupVatMinor: line.subAgentMarkupVat,
    releaseOn: line.serviceDate,
    product: order.product,
  });
}

export async function reverseLineEarning(
  deps: AppDeps,
  tx: DbOrTx,
  order: CoreOrder,
  line: CoreLine,
): Promise<void> {
  if (!order.parentId || line.parentEarning <= 0) return;
  await reverseParentEarning(deps, tx, { lineRef: line.id });
}

/** Whether the order's money has been taken (captured, card paid, pay-later paid). */
export function isPaid(order: CoreOrder): boolean {
  return order.paidAt !== null;
}

/**
 * Money back to the agent's wallet for a line (the core's one refund step): when the order's tax
 * invoice was already issued, the same transaction issues the credit note for the refunded amount.
 */
export async function refundLine(
  deps: AppDeps,
  tx: DbOrTx,
  order: CoreOrder,
  line: CoreLine,
  amount: number,
  why: string,
  /** The agency user whose cancellation it is (null: the system's, e.g. a supplier's refusal). */
  userId: string | null = null,
): Promise<void> {
  if (amount <= 0) return;
  const { entryId } = await walletService(deps).refund(
    {
      agentId: order.agentId,
      amount,
      reference: order.referenceNumber,
      product: order.product,
      description: `Refund of ${order.product} booking ${order.referenceNumber}${line.lineNo > 1 ? ` line ${line.lineNo}` : ''}: ${why}`,
      userId,
    },
    tx,
  );
  await issueCreditNote(tx, order, {
    line,
    amount,
    reason: `Refund: ${why}`,
    ledgerEntryId: entryId,
    at: deps.clock.now(),
  });
}

/** The queue a timed-out supplier line is enqueued on, in the transaction that leaves it waiting (jobs.ts). */
export const RECONCILE_LINE_QUEUE = 'booking-supplier-reconcile-line';

/**
 * Applies a supplier outcome to a line of a paid order (or an unpaid pay-later one): booked lines
 * record the parent's earning once paid; a rejection fails the line, gives inventory back and
 * refunds it when paid; a timeout leaves it pending_supplier for the reconciler.
 */
export async function applyOutcome(
  deps: AppDeps,
  tx: DbOrTx,
  product: BookingProduct,
  order: CoreOrder,
  line: CoreLine,
  outcome: SupplierOutcome,
  actor = SYSTEM,
): Promise<void> {
  const at = deps.clock.now();
  if (outcome.kind === 'booked') {
    const moved = await moveLine(
      tx,
      line,
      ['pending', 'pending_supplier'],
      {
        status: outcome.status,
        supplierReference: outcome.supplierReference,
        confirmationNumber: outcome.confirmationNumber ?? null,
        statusReason: null,
      },
      { actor, at },
    );
    if (!moved) return;
    await product.onLineBooked?.(deps, tx, order, moved, outcome);
    if (isPaid(order)) await recordLineEarning(deps, tx, order, moved);
    return;
  }
  if (outcome.kind === 'timeout') {
    const waiting = await moveLine(
      tx,
      line,
      ['pending'],
      { status: 'pending_supplier', statusReason: 'Waiting for the supplier to confirm.' },
      { actor, at },
    );
    // In this transaction: the line waits and its reconcile job exists together, or neither does.
    if (waiting)
      await deps.queue?.sendInTx(tx, RECONCILE_LINE_QUEUE, { lineId: waiting.id }, { startAfter: 30 });
    return;
  }
  const failed = await moveLine(
    tx,
    line,
    ['pending', 'pending_supplier'],
    {
      status: 'failed',
      statusReason:
        product.texts?.supplierRejected?.(outcome.reason) ??
        `The supplier could not book it: ${outcome.reason}`,
    },
    { actor, at },
  );
  if (!failed) return;
  await product.release(deps, tx, order, failed);
  if (isPaid(order)) {
    await refundLine(deps, tx, order, failed, failed.agentPrice, 'the supplier could not book it');
    await tx
      .update(bookingLines)
      .set({ refundAmount: failed.agentPrice })
      .where(eq(bookingLines.id, failed.id));
  }
}

/** A line whose supplier outcome is not known yet (a timeout): the reconciler settles it. */
export const awaitsSupplier = (line: CoreLine) =>
  line.status === 'pending' || line.status === 'pending_supplier';

/**
 * Marks the order completed (or failed when every line failed), numbers its invoice and mails the
 * agent. While a line awaits its supplier the order stays `processing` (nothing is answered as
 * completed and no invoice is numbered); the reconciler finishes it once the supplier answers.
 */
export async function finishOrder(
  deps: AppDeps,
  tx: DbOrTx,
  product: BookingProduct,
  orderId: string,
): Promise<CoreOrder | null> {
  const lines = await linesOfOrder(tx, orderId);
  if (lines.some(awaitsSupplier)) return null;
  const allFailed = lines.every((l) => l.status === 'failed');
  const at = deps.clock.now();
  const order = await moveOrder(
    tx,
    orderId,
    ['processing', 'pending_payment'],
    allFailed
      ? { status: 'failed', statusReason: lines[0]?.statusReason ?? 'The booking failed.' }
      : {
          status: 'completed',
          completedAt: at,
          invoiceNumber: await nextInvoiceNumber(tx, `${product.referencePrefix}-${at.getUTCFullYear()}`),
        },
    { actor: SYSTEM, at },
  );
  if (order?.status === 'completed' && product.completionMail) await product.completionMail(deps, tx, order);
  else if (order?.status === 'completed')
    await mailAgentIn(
      tx,
      order,
      bookedMail({
        product,
        reference: order.referenceNumber,
        agentReference: order.agentReferenceNumber,
        title: order.title,
      }),
    );
  return order;
}

export type SettleResult = 'completed' | 'failed' | 'awaiting-supplier' | 'settled' | 'hold-gone';

/**
 * The capture transaction of a wallet order whose supplier calls are done: when every supplier line
 * was rejected the hold is voided (nothing charged) and the order fails; otherwise the hold is
 * captured, each outcome applied (a rejected line refunded) and the order completed - or left
 * `processing` ('awaiting-supplier') while a supplier's answer is unknown. 'settled' when another run
 * ended the order first; 'hold-gone' when the hold can no longer be captured.
 */
export async function settleWalletOrder(
  deps: AppDeps,
  product: BookingProduct,
  orderId: string,
  outcomes: ReadonlyMap<string, SupplierOutcome>,
): Promise<SettleResult> {
  return deps.database.db.transaction(async (tx): Promise<SettleResult> => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'processing') return 'settled';
    const lines = await linesOfOrder(tx, orderId);
    const at = deps.clock.now();
    const open = lines.filter((l) => l.status === 'pending');
    const everyRejected =
      !order.paidAt && open.length > 0 && open.every((l) => outcomes.get(l.id)?.kind === 'rejected');
    if (everyRejected) {
      await voidOrderHold(deps, tx, order, 'the supplier could not book it');
      for (const line of open) await applyOutcome(deps, tx, product, order, line, outcomes.get(line.id)!);
      await moveOrder(
        tx,
        orderId,
        ['processing'],
        { status: 'failed', statusReason: 'The supplier could not book it; nothing was charged.' },
        { actor: SYSTEM, at },
      );
      return 'failed';
    }
    // Captured already (an earlier run left a line awaiting its supplier): nothing to capture again.
    let paid = order;
    if (!order.paidAt) {
      if (order.walletHoldId) {
        const hold = await findHold(tx, order.walletHoldId);
        if (hold?.status !== 'held') return 'hold-gone';
        await walletService(deps).capture(
          order.walletHoldId,
          {
            product: order.product,
            description: `${product.label} ${order.referenceNumber}`,
            // The booking's user caused the payment (the statement names it).
            userId: order.bookedBy,
          },
          tx,
        );
      }
      paid = (
        await tx
          .update(bookingOrders)
          .set({ paidAt: at, paidWith: 'wallet' })
          .where(eq(bookingOrders.id, orderId))
          .returning()
      )[0]!;
    }
    await applyLineOutcomes(deps, tx, product, paid, lines, outcomes);
    const done = await finishOrder(deps, tx, product, orderId);
    await faultPoint(deps, BOOKING_FAULTS.beforeCommit);
    if (!done) return 'awaiting-supplier';
    return done.status === 'completed' ? 'completed' : 'failed';
  });
}

/** Own lines (no supplier call) become booked; supplier lines take their outcome (none yet: pending_supplier). */
export async function applyLineOutcomes(
  deps: AppDeps,
  tx: Tx,
  product: BookingProduct,
  order: CoreOrder,
  lines: CoreLine[],
  outcomes: ReadonlyMap<string, SupplierOutcome>,
): Promise<void> {
  for (const line of lines) {
    if (line.status !== 'pending') continue;
    const outcome: SupplierOutcome =
      outcomes.get(line.id) ??
      (line.supplierCode === null || !needsSupplierCall(line)
        ? {
            kind: 'booked',
            status: product.ownLineStatus?.(line) ?? 'booked',
            supplierReference: line.supplierReference,
          }
        : { kind: 'timeout' });
    await applyOutcome(deps, tx, product, order, line, outcome);
  }
}

/** Lines priced with bookWithSupplier keep a breakdown flag; the core calls `book` only for them. */
export function needsSupplierCall(line: CoreLine): boolean {
  return (line.breakdown as { bookWithSupplier?: boolean }).bookWithSupplier === true;
}

export async function voidOrderHold(deps: AppDeps, tx: DbOrTx, order: CoreOrder, why: string): Promise<void> {
  if (!order.walletHoldId) return;
  const hold = await findHold(tx, order.walletHoldId);
  if (hold?.status === 'held')
    await walletService(deps).void(
      order.walletHoldId,
      { reason: `Order ${order.referenceNumber}: ${why}` },
      tx,
    );
}

/** A card payment taken into company revenue (gateway clearing -> revenue), as the attraction settler does. */
export async function takeCardPayment(
  tx: DbOrTx,
  order: CoreOrder,
  amount: number,
  at: Date,
  label: string,
): Promise<void> {
  await insertEntry(
    tx,
    {
      kind: 'payment',
      agentId: null,
      netAmount: 0,
      after: null,
      reference: order.referenceNumber,
      product: order.product,
      description: `Card payment of ${label.toLowerCase()} ${order.referenceNumber}`,
      createdBy: SYSTEM,
      createdAt: at,
    },
    [
      { account: 'gateway_clearing', amount: -amount },
      { account: 'company_revenue', amount },
    ],
  );
}

/** Ends every open line of an order (expired, failed, cancelled unpaid), giving inventory back; no money moves. */
export async function endOpenLines(
  deps: AppDeps,
  tx: DbOrTx,
  product: BookingProduct,
  order: CoreOrder,
  as: 'expired' | 'failed' | 'cancelled',
  reason: string,
  actor = SYSTEM,
): Promise<CoreLine[]> {
  const at = deps.clock.now();
  const ended: CoreLine[] = [];
  for (const line of await linesOfOrder(tx, order.id)) {
    const moved = await moveLine(
      tx,
      line,
      ['pending', 'pending_supplier', 'booked', 'confirmed'],
      {
        status: as,
        statusReason: reason,
        ...(as === 'cancelled' ? { cancelledAt: at, cancellationFee: 0, refundAmount: 0 } : {}),
      },
      { actor, at },
    );
    if (!moved) continue;
    await product.release(deps, tx, order, moved);
    ended.push(moved);
  }
  return ended;
}
