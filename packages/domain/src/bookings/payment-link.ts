import { addDays, zonedDateTimeToInstant } from '../plain-date.ts';

/** What a client payment link (issue 39 §2) can be, as its agency and the client's page read it. */
export type PaymentLinkState = 'open' | 'paid' | 'cancelled' | 'expired' | 'price_changed' | 'closed';

export interface PaymentLinkFacts {
  status: 'open' | 'paid' | 'cancelled';
  /** What the client pays and what the booking cost the agency when the link was made (minor units). */
  amount: number;
  agentPrice: number;
  dueAt: Date;
}

export interface LinkedOrderFacts {
  status: string;
  payBy: Date | null;
  totalSellPrice: number;
  totalAgentPrice: number;
}

/**
 * The one rule of a link's state: paid and cancelled are stored; an open link is payable only while
 * its booking is still unpaid and payable (`closed` when it was paid, cancelled or expired otherwise),
 * before its due instant (`expired`), and at the price it was made for (`price_changed`: the agency
 * must make a new link).
 */
export function paymentLinkState(
  link: PaymentLinkFacts,
  order: LinkedOrderFacts,
  now: Date,
): PaymentLinkState {
  if (link.status !== 'open') return link.status;
  if (order.status !== 'unpaid' || !order.payBy || order.payBy <= now) return 'closed';
  if (link.dueAt <= now) return 'expired';
  if (order.totalSellPrice !== link.amount || order.totalAgentPrice !== link.agentPrice)
    return 'price_changed';
  return 'open';
}

/**
 * When a link stops being payable: the end (Dubai time) of the chosen day, never after the booking's
 * own last instant for payment; without a day, that instant. A day already over is refused (null).
 */
export function paymentLinkDueAt(payBy: Date, dueDate: string | undefined, now: Date): Date | null {
  if (!dueDate) return payBy;
  const endOfDay = zonedDateTimeToInstant(addDays(dueDate, 1), '00:00');
  if (endOfDay <= now) return null;
  return endOfDay < payBy ? endOfDay : payBy;
}
