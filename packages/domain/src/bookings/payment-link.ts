import { addDays, zonedDateTimeToInstant } from '../plain-date.ts';

/** What a client payment link (issue 39 §2) can be, as its agency and the client's page read it. */
export type PaymentLinkState =
  'open' | 'paid' | 'cancelled' | 'expired' | 'price_changed' | 'closed' | 'refunded';

export interface PaymentLinkFacts {
  status: 'open' | 'paid' | 'cancelled';
  /** What the client pays and what the booking cost the agency when the link was made (minor units). */
  amount: number;
  agentPrice: number;
  dueAt: Date;
  /** A cart link (no booking yet): when a re-pricing found another price, and what came of its payment. */
  priceChangedAt?: Date | null;
  fulfilment?: 'booking' | 'booked' | 'refunded' | null;
}

export interface LinkedOrderFacts {
  status: string;
  payBy: Date | null;
  totalSellPrice: number;
  totalAgentPrice: number;
}

/**
 * The one rule of a link's state: paid and cancelled are stored (a paid cart link whose booking could
 * not be made and whose money went back to the card is `refunded`); an open link of a booking is
 * payable only while that booking is still unpaid and payable (`closed` when it was paid, cancelled
 * or expired otherwise), before its due instant (`expired`), and at the price it was made for
 * (`price_changed`: the agency must make a new link). A cart link (`order` null: nothing booked yet)
 * has no booking to watch: its price is checked by re-pricing before a charge, which records a
 * change (`priceChangedAt`).
 */
export function paymentLinkState(
  link: PaymentLinkFacts,
  order: LinkedOrderFacts | null,
  now: Date,
): PaymentLinkState {
  if (link.status === 'paid' && link.fulfilment === 'refunded') return 'refunded';
  if (link.status !== 'open') return link.status;
  if (!order) {
    if (link.dueAt <= now) return 'expired';
    return link.priceChangedAt ? 'price_changed' : 'open';
  }
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
