/**
 * The booking core's statuses (packages/db/src/schema/booking-orders.ts), as the API answers them:
 * an order's, and a line's (a room, a ticket, a passenger, a traveller). Products that have no pay-later
 * (attractions, flights) list their own subset.
 */
export const BOOKING_ORDER_STATUSES = [
  'pending_payment',
  'processing',
  'unpaid',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'discarded',
] as const;

export const BOOKING_LINE_STATUSES = [
  'pending',
  'booked',
  'confirmed',
  'pending_supplier',
  'failed',
  'cancelled',
  'expired',
] as const;
