/** Issue 36: what the notification centre tells an agency. */
export const NOTIFICATION_KINDS = [
  'booking_confirmed',
  'supplier_confirmation',
  'pay_later_due_48h',
  'pay_later_due_24h',
  'cancelled_unpaid',
  'visa_status',
  'deposit_resolved',
  'withdrawal_paid',
  'credit_limit_changed',
  'low_balance',
  'quotation_confirmed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  booking_confirmed: 'Booking confirmed',
  supplier_confirmation: 'Supplier confirmation number received',
  pay_later_due_48h: 'Pay-later deadline in 48 hours',
  pay_later_due_24h: 'Pay-later deadline in 24 hours',
  cancelled_unpaid: 'Cancelled for non-payment',
  visa_status: 'Visa status changed',
  deposit_resolved: 'Deposit confirmed or cancelled',
  withdrawal_paid: 'Withdrawal paid',
  credit_limit_changed: 'Credit limit changed',
  low_balance: 'Low balance',
  quotation_confirmed: 'Quotation confirmed by a sub-agent',
};

/**
 * Settings of a user who never saved any: every kind in the portal; by mail what cannot wait and
 * what was mailed before the notification centre existed (visa decisions, deposits, withdrawals, low
 * balance), so nobody loses a mail they had until they choose otherwise.
 */
export const DEFAULT_PORTAL_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS;
export const DEFAULT_MAIL_KINDS: readonly NotificationKind[] = [
  'pay_later_due_24h',
  'cancelled_unpaid',
  'visa_status',
  'deposit_resolved',
  'withdrawal_paid',
  'low_balance',
];

export interface NotificationChannels {
  portal: readonly string[];
  mail: readonly string[];
}

/** Where a kind goes for a user (null settings: the defaults). */
export function channelsFor(
  kind: NotificationKind,
  settings: NotificationChannels | null,
): { portal: boolean; mail: boolean } {
  const s = settings ?? { portal: DEFAULT_PORTAL_KINDS, mail: DEFAULT_MAIL_KINDS };
  return { portal: s.portal.includes(kind), mail: s.mail.includes(kind) };
}

/** Which pay-later reminder is due `hoursLeft` before the deadline (the nearer one wins). */
export function payLaterReminder(hoursLeft: number): 'pay_later_due_24h' | 'pay_later_due_48h' | null {
  if (hoursLeft <= 0) return null;
  if (hoursLeft <= 24) return 'pay_later_due_24h';
  if (hoursLeft <= 48) return 'pay_later_due_48h';
  return null;
}

/** The company-zone hour (0-23) of an instant: the daily digest goes out in the hour the agency chose. */
export function dubaiHour(instant: Date): number {
  return (instant.getUTCHours() + 4) % 24;
}
