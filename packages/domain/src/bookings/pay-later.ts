import { formatDateTime, formatMoney } from '../format.ts';
import type { Minor } from '../money.ts';

/**
 * The one rule of pay later for every product (the booking core applies it when an order is
 * placed, a product's checkout shows it before): pay later holds inventory without money, so
 * - the agent's open (unpaid) pay-later value with this order must stay within its limit, else refused;
 * - the order keeps the product's last date for payment only when the agent's available funds
 *   (balance + credit limit - credit used - holds), less what its other unpaid pay-later orders
 *   already count on, cover it; otherwise it is held for a short time (never beyond that date).
 */
export interface PayLaterSituation {
  /** What this order costs the agent. */
  total: Minor;
  /** availableFunds() of the agent's wallet now. */
  available: Minor;
  /** Agent price of the agent's unpaid pay-later orders (without this one). */
  openValue: Minor;
  /** The agent's cap on open pay-later value (its own, or the company default). */
  limit: Minor;
  /** The product's last date for payment of this order. */
  payLaterUntil: Date;
  now: Date;
  /** How long an order the funds do not cover is held. */
  unfundedHoldHours: number;
}

export type PayLaterDecision =
  | {
      allowed: true;
      /** Whether the funds cover it: then it keeps payLaterUntil, else the short hold. */
      funded: boolean;
      /** The order's last date for payment. */
      payBy: Date;
      /** For an unfunded order: why its hold is short and what to do, in words. */
      notice: string | null;
    }
  | { allowed: false; message: string };

const HOUR_MS = 60 * 60 * 1000;

/** What an agent may still spend on pay later: funds not already counted on by its unpaid orders. */
export function uncommittedFunds(available: Minor, openValue: Minor): Minor {
  return Math.max(0, available - openValue);
}

export function decidePayLater(s: PayLaterSituation): PayLaterDecision {
  if (s.openValue + s.total > s.limit) return { allowed: false, message: limitMessage(s) };
  const spare = uncommittedFunds(s.available, s.openValue);
  if (spare >= s.total) return { allowed: true, funded: true, payBy: s.payLaterUntil, notice: null };
  const shortHold = new Date(s.now.getTime() + s.unfundedHoldHours * HOUR_MS);
  const payBy = shortHold < s.payLaterUntil ? shortHold : s.payLaterUntil;
  const funds =
    s.openValue > 0
      ? `Your available funds not already counted on by your unpaid bookings (${formatMoney(spare)})`
      : `Your available funds (${formatMoney(spare)})`;
  return {
    allowed: true,
    funded: false,
    payBy,
    notice:
      `${funds} do not cover this booking (${formatMoney(s.total)}), so it is held only until ` +
      `${formatDateTime(payBy, { withZone: true })}. Top up your wallet or pay it by then, or it is cancelled.`,
  };
}

function limitMessage(s: PayLaterSituation): string {
  if (s.limit === 0)
    return 'Pay later is not available for your account. Pay now by wallet or card, or ask us for a pay-later limit.';
  if (s.openValue === 0)
    return `This booking (${formatMoney(s.total)}) is above your pay-later limit of ${formatMoney(s.limit)}. Pay now by wallet or card.`;
  return (
    `Your open pay-later bookings (${formatMoney(s.openValue + s.total)} with this one) would exceed your ` +
    `limit of ${formatMoney(s.limit)}. Pay an unpaid booking first, or pay this one now by wallet or card.`
  );
}

/** The longest a pay-later reminder comes before the last date for payment. */
export const PAY_LATER_REMINDER_MAX_MS = 24 * HOUR_MS;

/**
 * How long before its pay-by date an unpaid booking's reminder is sent: half the time the agent was given
 * (booked at `bookedAt`, pay by `payBy`), at most 24 hours. A 24-hour short hold is reminded 12 hours
 * before its end, not the moment it is booked; a booking with weeks to pay a day before.
 */
export function payLaterReminderLeadMs(bookedAt: Date, payBy: Date): number {
  const given = Math.max(0, payBy.getTime() - bookedAt.getTime());
  return Math.min(PAY_LATER_REMINDER_MAX_MS, Math.floor(given / 2));
}

/** When the reminder of an unpaid booking is due (see payLaterReminderLeadMs). */
export function payLaterReminderAt(bookedAt: Date, payBy: Date): Date {
  return new Date(payBy.getTime() - payLaterReminderLeadMs(bookedAt, payBy));
}
