import { sql } from 'drizzle-orm';
import type { CancelQuoteAnswer } from '@portal/contracts';
import { queryRows, type DbOrTx, type Tx } from '@portal/db';
import {
  formatMoney,
  quoteCancellation,
  type CancellationPolicy,
  type CancellationQuote,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { activitySupplier, supplierSettings, withTimeout } from '../../suppliers/activities/index.ts';
import { lockEarningOfLine } from '../earnings/earnings.repository.ts';
import { reverseParentEarning } from '../earnings/earnings.service.ts';
import { lockWallets } from '../wallet/wallet.repository.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { findAttraction, type AttractionRow } from './catalogue.repository.ts';
import { policyText } from './catalogue.dto.ts';
import { findOrder, linesOf, setLine, setOrder, type LineRow, type OrderRow } from './orders.repository.ts';
import { deleteLineTickets, releaseTickets } from './tickets.ts';

const CANCELLABLE: LineRow['status'][] = ['confirmed', 'booked'];

function policyOf(a: AttractionRow): CancellationPolicy {
  if (a.cancellationType === 'non-refundable') return { type: 'non-refundable' };
  if (a.cancellationType === 'free') return { type: 'free', hoursBefore: a.cancelBeforeHours };
  return {
    type: 'fee',
    hoursBefore: a.cancelBeforeHours,
    feeType: a.cancellationFeeType ?? 'percentage',
    feeValue: Number(a.cancellationFee ?? 0),
  };
}

interface Target {
  order: OrderRow;
  line: LineRow;
  quote: CancellationQuote;
  policyText: string;
}

/** The caller's order line and its cancellation terms now; someone else's order answers 404. */
async function targetOf(
  deps: AppDeps,
  db: DbOrTx,
  agentId: string,
  orderId: string,
  lineId: string,
): Promise<Target> {
  const order = await findOrder(db, orderId);
  if (order?.agentId !== agentId) throw notFound('Order');
  const line = (await linesOf(db, [orderId])).find((l) => l.id === lineId);
  if (!line) throw notFound('Order line');
  const attraction = await findAttraction(db, line.attractionId);
  if (!attraction) throw notFound('Attraction');
  const quote = quoteCancellation({
    policy: policyOf(attraction),
    amount: line.agentPrice,
    serviceDate: line.serviceDate,
    serviceTime: line.slot?.startTime ?? null,
    now: deps.clock.now(),
  });
  return { order, line, quote, policyText: policyText(attraction) };
}

function notCancellableMessage(line: LineRow): string | null {
  if (line.status === 'cancelled') return 'This booking is already cancelled.';
  if (!CANCELLABLE.includes(line.status))
    return `A ${line.status.replace('_', ' ')} booking cannot be cancelled.`;
  return null;
}

/** The simulation: what cancelling would cost and refund, shown before confirming. */
export async function cancelQuote(
  deps: AppDeps,
  agentId: string,
  orderId: string,
  lineId: string,
): Promise<CancelQuoteAnswer> {
  const t = await targetOf(deps, deps.database.db, agentId, orderId, lineId);
  const blocked = notCancellableMessage(t.line);
  return {
    lineId,
    allowed: !blocked && t.quote.allowed,
    paid: t.line.agentPrice,
    fee: t.quote.fee,
    refund: blocked ? 0 : t.quote.refund,
    deadline: t.quote.deadline?.toISOString() ?? null,
    message: blocked ?? t.quote.message,
    policyText: t.policyText,
  };
}

/**
 * Checks the terms and, for API-connected lines, cancels with the supplier first (outside any
 * transaction; idempotent by our line id). Refusals answer 400 with the reason.
 */
export async function prepareCancellation(deps: AppDeps, agentId: string, orderId: string, lineId: string) {
  const t = await targetOf(deps, deps.database.db, agentId, orderId, lineId);
  // Already cancelled: the idempotent step replays the first answer (same key) or explains (new key).
  if (t.line.status === 'cancelled') return;
  const blocked = notCancellableMessage(t.line);
  if (blocked) throw badRequest(blocked);
  if (!t.quote.allowed) throw badRequest(t.quote.message ?? 'This booking can no longer be cancelled.');
  if (t.line.isApiConnected) {
    const supplier = activitySupplier(deps.env, t.line.supplierCode ?? '');
    if (!supplier)
      throw new AppError('UNAVAILABLE', 'The supplier is not available right now; try again later');
    await withTimeout(supplier.cancel(lineId), supplierSettings(deps.env).timeoutMs, 'cancel').catch(() => {
      throw new AppError('UNAVAILABLE', 'The supplier did not confirm the cancellation; try again later');
    });
  }
}

/**
 * The cancellation itself, in the idempotent transaction: the line is locked and re-checked, the
 * refund (paid minus fee) goes back to the wallet through the ledger, tickets return to the
 * inventory and the parent's earning is reversed.
 */
export async function cancelLine(deps: AppDeps, tx: Tx, agentId: string, orderId: string, lineId: string) {
  // The money lock order (wallet.repository lockWallets): the order, its line, the parent's earning
  // (the release job takes it before the wallet too), then both wallets the refund and a released
  // earning's claw-back touch, in agent id order.
  await queryRows(tx, sql`select id from attraction_orders where id = ${orderId} for no key update`);
  await queryRows(tx, sql`select id from attraction_order_lines where id = ${lineId} for update`);
  const t = await targetOf(deps, tx, agentId, orderId, lineId);
  const blocked = notCancellableMessage(t.line);
  if (blocked) throw badRequest(blocked);
  if (!t.quote.allowed) throw badRequest(t.quote.message ?? 'This booking can no longer be cancelled.');
  const at = deps.clock.now();
  await lockEarningOfLine(tx, lineId);
  await lockWallets(tx, t.order.parentId ? [t.order.agentId, t.order.parentId] : [t.order.agentId], at);
  await setLine(
    tx,
    lineId,
    {
      status: 'cancelled',
      statusReason: 'Cancelled by the agent.',
      cancellationFee: t.quote.fee,
      refundAmount: t.quote.refund,
      cancelledAt: at,
      updatedAt: at,
    },
    CANCELLABLE,
  );
  if (t.quote.refund > 0)
    await walletService(deps).refund(
      {
        agentId: t.order.agentId,
        amount: t.quote.refund,
        reference: t.order.referenceNumber,
        product: 'attraction',
        description: `Refund of attraction booking ${t.order.referenceNumber} line ${t.line.lineNo}: cancelled${t.quote.fee > 0 ? ` (fee ${formatMoney(t.quote.fee)})` : ''}`,
        createdBy: `agent:${agentId}`,
      },
      tx,
    );
  if (t.line.isApiConnected) await deleteLineTickets(tx, lineId);
  else await releaseTickets(tx, [lineId]);
  await reverseParentEarning(deps, tx, { lineRef: lineId });
  const lines = await linesOf(tx, [orderId]);
  if (lines.every((l) => l.status === 'cancelled' || l.status === 'failed'))
    await setOrder(tx, orderId, { status: 'cancelled', updatedAt: at }, ['completed']);
  return { fee: t.quote.fee, refund: t.quote.refund };
}
