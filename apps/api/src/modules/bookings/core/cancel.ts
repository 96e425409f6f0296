import { sql } from 'drizzle-orm';
import { bookingOrders } from '@portal/db';
import { formatMoney } from '@portal/domain';
import type { KeyedMessage } from '@portal/contracts';
import type { AppDeps } from '../../../deps.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { runIdempotent, type IdempotencyRequest, type IdempotentAnswer } from '../../../lib/idempotency.ts';
import { recordAudit, type ActingAs } from '../../../audit/index.ts';
import { policyFeeAt } from './fees.ts';
import { t } from '../../../lib/i18n/index.ts';
import { productIn } from './mails.ts';
import { isPaid, mailAgentIn, refundLine, reverseLineEarning } from './money.ts';
import { bookingProduct, type BookingProduct, type CoreLine, type CoreOrder } from './product.ts';
import { addEvent, linesOfOrder, lockOrder, moveLine, moveOrder } from './repository.ts';

import { isKnownKey, ownedOrder, replayStored } from './service.ts';

/** Cancellation (quoted first, then done through the ledger) and the company's confirmation numbers. */
// ---------------------------------------------------------------- cancellation

export interface CancelQuote {
  orderId: string;
  allowed: boolean;
  message: string | null;
  /** The message's key and values when it has them (ADR 0032); not part of the quote's answer. */
  said?: KeyedMessage;
  paid: number;
  fee: number;
  policyFee: number;
  supplierFee: number | null;
  refund: number;
}

const CANCELLABLE_LINES = ['booked', 'confirmed'] as const;
const isActive = (l: CoreLine) => (CANCELLABLE_LINES as readonly string[]).includes(l.status);

function pick(lines: CoreLine[], lineIds: readonly string[] | undefined): CoreLine[] {
  if (!lineIds) return lines;
  const chosen = lines.filter((l) => lineIds.includes(l.id));
  if (chosen.length !== lineIds.length) throw notFound('Order line');
  return chosen;
}

function cancelRefusal(order: CoreOrder, lines: CoreLine[]): string | null {
  if (order.status === 'cancelled') return 'This booking is already cancelled.';
  if (order.status !== 'completed' && order.status !== 'unpaid')
    return `This booking cannot be cancelled: it is ${order.status.replace('_', ' ')}.`;
  if (lines.some((l) => l.status === 'pending_supplier'))
    return 'The booking is still waiting for the supplier; try again shortly.';
  if (!lines.some((l) => (CANCELLABLE_LINES as readonly string[]).includes(l.status)))
    return 'Nothing left to cancel in this booking.';
  return null;
}

/** The cancellation simulation at this instant: fee = max(policy fee, supplier fee), never above the price. */
export async function quoteCancel(
  deps: AppDeps,
  product: BookingProduct,
  agentId: string | null,
  orderId: string,
  /** Only these lines (a passenger, a room); default every line of the order. */
  lineIds?: readonly string[],
): Promise<CancelQuote> {
  const order = await ownedOrder(deps, product.product, agentId, orderId);
  const lines = pick(await linesOfOrder(deps.database.db, orderId), lineIds);
  const now = deps.clock.now();
  const paid = isPaid(order) ? lines.filter(isActive).reduce((t, l) => t + l.agentPrice, 0) : 0;
  const refusal = cancelRefusal(order, lines);
  if (refusal)
    return {
      orderId,
      allowed: false,
      message: refusal,
      paid,
      fee: 0,
      policyFee: 0,
      supplierFee: null,
      refund: 0,
    };
  let policyFee = 0;
  let supplierFee: number | null = null;
  let fee = 0;
  for (const line of lines.filter((l) => (CANCELLABLE_LINES as readonly string[]).includes(l.status))) {
    const q = await product.quoteCancellation(deps, order, line, now);
    if (!q.cancellable)
      return {
        orderId,
        allowed: false,
        message: q.reason ?? 'This booking cannot be cancelled.',
        ...(q.said ? { said: q.said } : {}),
        paid,
        fee: 0,
        policyFee: 0,
        supplierFee: null,
        refund: 0,
      };
    policyFee += q.policyFee;
    if (q.supplierFee != null) supplierFee = (supplierFee ?? 0) + q.supplierFee;
    fee += Math.min(line.agentPrice, Math.max(q.policyFee, q.supplierFee ?? 0));
  }
  const charged = isPaid(order) ? fee : 0;
  return {
    orderId,
    allowed: true,
    message: null,
    paid,
    fee: charged,
    policyFee,
    supplierFee,
    refund: paid - charged,
  };
}

/**
 * Cancels every active line: suppliers first (outside any transaction, idempotent), then one
 * transaction per order: fee by the policy now or the supplier's when higher, refund of the rest
 * through the ledger, inventory back, the parent's earning reversed, timeline and mail. A second
 * cancellation answers 409.
 */
export async function cancelBooking(
  deps: AppDeps,
  product: BookingProduct,
  idempotency: IdempotencyRequest,
  args: {
    agentId: string | null;
    orderId: string;
    remark: string;
    actor: string;
    /** The agency user cancelling (its events and refund entries name it). */
    userId?: string | null;
    /** Only these lines; the order ends cancelled once no line is left active. Default: every line. */
    lineIds?: readonly string[];
  },
): Promise<IdempotentAnswer<{ orderId: string; status: 'cancelled'; fee: number; refund: number }>> {
  // A replay answers what the first request did, even though the booking is cancelled by now.
  if (await isKnownKey(deps, idempotency)) return replayStored(deps, idempotency);
  const quote = await quoteCancel(deps, product, args.agentId, args.orderId, args.lineIds);
  const order = await ownedOrder(deps, product.product, args.agentId, args.orderId);
  if (!quote.allowed)
    throw new AppError('CONFLICT', quote.message ?? 'This booking cannot be cancelled.', quote.said);
  const now = deps.clock.now();
  const supplierFees = new Map<string, number>();
  for (const line of pick(await linesOfOrder(deps.database.db, order.id), args.lineIds)) {
    if (!isActive(line)) continue;
    try {
      supplierFees.set(line.id, (await product.cancelWithSupplier(deps, order, line, now)).supplierFee);
    } catch (err) {
      throw new AppError(
        'UNAVAILABLE',
        `The supplier did not confirm the cancellation; nothing changed. ${err instanceof Error ? err.message : ''}`.trim(),
      );
    }
  }
  return runIdempotent(deps, idempotency, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw notFound('Order');
    const lines = pick(await linesOfOrder(tx, order.id), args.lineIds);
    const refusal = cancelRefusal(locked, lines);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const paid = isPaid(locked);
    let fee = 0;
    let refund = 0;
    for (const line of lines) {
      if (!(CANCELLABLE_LINES as readonly string[]).includes(line.status)) continue;
      const policy = policyFeeAt(line, now);
      const lineFee = paid ? Math.min(line.agentPrice, Math.max(policy, supplierFees.get(line.id) ?? 0)) : 0;
      const lineRefund = paid ? line.agentPrice - lineFee : 0;
      const moved = await moveLine(
        tx,
        line,
        CANCELLABLE_LINES,
        {
          status: 'cancelled',
          cancellationFee: lineFee,
          refundAmount: lineRefund,
          cancelledAt: now,
          statusReason: args.remark || null,
        },
        { actor: args.actor, at: now, note: args.remark || null, userId: args.userId ?? null },
      );
      if (!moved) continue;
      await product.release(deps, tx, locked, moved);
      if (paid) {
        await refundLine(
          deps,
          tx,
          locked,
          moved,
          lineRefund,
          `cancelled, fee ${formatMoney(lineFee)}`,
          args.userId ?? null,
        );
        await reverseLineEarning(deps, tx, locked, moved);
      }
      fee += lineFee;
      refund += lineRefund;
    }
    const left = (await linesOfOrder(tx, order.id)).filter(isActive);
    if (left.length === 0)
      await moveOrder(
        tx,
        order.id,
        ['completed', 'unpaid'],
        { status: 'cancelled', cancelledAt: now, statusReason: args.remark || null },
        {
          actor: args.actor,
          at: now,
          note: `Fee ${formatMoney(fee)}, refund ${formatMoney(refund)}`,
          userId: args.userId ?? null,
        },
      );
    else
      await addEvent(tx, {
        orderId: order.id,
        status: 'partly cancelled',
        note: `Fee ${formatMoney(fee)}, refund ${formatMoney(refund)}`,
        actor: args.actor,
        userId: args.userId ?? null,
        at: now,
      });
    await mailAgentIn(tx, locked, (language) => {
      const params = {
        product: productIn(language, product),
        reference: locked.referenceNumber,
        fee: formatMoney(fee),
        refund: formatMoney(refund),
      };
      return {
        subject: t(language, 'mail.booking.cancelled.subject', params),
        text: t(language, 'mail.booking.cancelled.text', params),
      };
    });
    return { status: 200, body: { orderId: order.id, status: 'cancelled' as const, fee, refund } };
  });
}

// ---------------------------------------------------------------- admin confirmation

/** The company enters the hotel's (or operator's) confirmation number: booked -> confirmed, agent mailed. */
export async function confirmBookingLine(
  deps: AppDeps,
  reference: string,
  confirmationNumber: string,
  actor: string,
  /** Who confirms (a member of staff, the command line): audited with the change (issue 33). */
  who: ActingAs,
  /** Only this line (the back office confirms line by line); default: every booked line. */
  lineId?: string,
): Promise<CoreOrder> {
  const number = confirmationNumber.trim();
  if (!number) throw badRequest('Enter the confirmation number.');
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookingOrders)
      .where(sql`upper(${bookingOrders.referenceNumber}) = upper(${reference})`);
    if (!row) throw notFound('Booking');
    const order = (await lockOrder(tx, row.id))!;
    if (order.status !== 'completed' && order.status !== 'unpaid')
      throw new AppError('CONFLICT', `This booking cannot be confirmed: it is ${order.status}.`);
    const lines = (await linesOfOrder(tx, order.id)).filter(
      (l) => l.status === 'booked' && (lineId === undefined || l.id === lineId),
    );
    if (lines.length === 0)
      throw new AppError('CONFLICT', 'Nothing waits for a confirmation number in this booking.');
    const at = deps.clock.now();
    for (const line of lines) {
      await moveLine(
        tx,
        line,
        ['booked'],
        { status: 'confirmed', confirmationNumber: number },
        { actor, at, note: `Confirmation ${number}` },
      );
      await recordAudit(tx, who, {
        kind: 'order.confirm',
        object: { type: 'order-line', id: line.id },
        agentId: order.agentId,
        before: { status: 'booked', reference: order.referenceNumber },
        after: { status: 'confirmed', reference: order.referenceNumber, confirmationNumber: number },
      });
    }
    await mailAgentIn(tx, order, (language) => {
      const params = {
        product: productIn(language, bookingProduct(order.product)),
        reference: order.referenceNumber,
        title: order.title,
        number,
      };
      return {
        subject: t(language, 'mail.booking.confirmed.subject', params),
        text: t(language, 'mail.booking.confirmed.text', params),
      };
    });
    return order;
  });
}
