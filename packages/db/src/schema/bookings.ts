import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const BOOKING_RECOVERY_OUTCOMES = ['completed', 'failed', 'released', 'expired', 'settled'] as const;

/**
 * The booking core's record of its attempts on orders a crash left half-way (status `processing`,
 * money held): attempt count, when the next may start, and the outcome. Exactly one node works on
 * an order at a time under an advisory lock (modules/bookings/recovery.service.ts). Product-agnostic:
 * `product` names the plug-in ("attraction", later "hotel", "visa", ...), `order_id` its order.
 */
export const bookingRecoveries = pgTable(
  'booking_recoveries',
  {
    product: text('product').notNull(),
    orderId: uuid('order_id').notNull(),
    /** Attempts so far; the recovery gives up waiting for a supplier after a bounded number. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when an attempt ended waiting (a supplier did not answer): no new attempt before it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Null while the order is still being recovered. */
    outcome: text('outcome', { enum: BOOKING_RECOVERY_OUTCOMES }),
    /** Why the last attempt ended without an outcome (supplier unreachable, an error). */
    lastNote: text('last_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.product, t.orderId] })],
);
