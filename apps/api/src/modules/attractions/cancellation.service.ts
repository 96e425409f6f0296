import type { CancelQuoteAnswer } from '@portal/contracts';
import { quoteCancellation, type CancellationQuote } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { attractions } from '@portal/db';
import { eq } from 'drizzle-orm';
import { policyText } from './catalogue.dto.ts';
import { findOrder, linesOf, type LineRow } from './orders.repository.ts';

/**
 * The attraction side of a line's cancellation: the simulation the agent sees (fee, refund,
 * deadline, policy text) under the policy the line was sold with, and the refusals (400) checked
 * before the booking core cancels the line (bookings/core cancelBooking: supplier first, then
 * refund through the ledger, tickets back, parent's earning reversed).
 */

const CANCELLABLE: LineRow['status'][] = ['confirmed', 'booked'];

interface Target {
  line: LineRow;
  quote: CancellationQuote;
  policyText: string;
}

/** The caller's order line and its cancellation terms now; someone else's order answers 404. */
async function targetOf(deps: AppDeps, agentId: string, orderId: string, lineId: string): Promise<Target> {
  const { db } = deps.database;
  const order = await findOrder(db, orderId);
  if (order?.agentId !== agentId) throw notFound('Order');
  const line = (await linesOf(db, [orderId])).find((l) => l.id === lineId);
  if (!line) throw notFound('Order line');
  const quote = quoteCancellation({
    policy: line.policy,
    amount: line.agentPrice,
    serviceDate: line.serviceDate,
    serviceTime: line.slot?.startTime ?? null,
    now: deps.clock.now(),
  });
  const [attraction] = await db.select().from(attractions).where(eq(attractions.id, line.attractionId));
  return { line, quote, policyText: attraction ? policyText(attraction) : '' };
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
  const t = await targetOf(deps, agentId, orderId, lineId);
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
 * Checks the terms before the core cancels: refusals answer 400 with the reason. A line already
 * cancelled passes, so a replay of the same Idempotency-Key answers the first result (a new key
 * is refused by the core's own check).
 */
export async function prepareCancellation(deps: AppDeps, agentId: string, orderId: string, lineId: string) {
  const t = await targetOf(deps, agentId, orderId, lineId);
  if (t.line.status === 'cancelled') return 'cancelled' as const;
  const blocked = notCancellableMessage(t.line);
  if (blocked) throw badRequest(blocked);
  if (!t.quote.allowed) throw badRequest(t.quote.message ?? 'This booking can no longer be cancelled.');
  return 'open' as const;
}
