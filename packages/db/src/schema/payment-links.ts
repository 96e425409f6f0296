import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { bookingOrders } from './booking-orders.ts';
import { payments } from './payments.ts';

/**
 * open: the client may pay it (until `due_at`); paid: the client's card payment settled it (once);
 * cancelled: by the agent, or replaced by a new link for the same booking.
 */
export const PAYMENT_LINK_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/**
 * A link an agency sends its client to pay an unpaid (pay-later) booking by card (issue 39 §2). The
 * amount is the agency's sell price when the link was made; the token in the link is the only key to
 * the public page (unguessable, 256 bits). Paid once: the client's money goes to the agency's wallet
 * and the booking is paid from it, so the agency keeps its margin.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "PL-" + 8 characters, what the agent, the client and the statement call it. */
    reference: text('reference').notNull().unique(),
    token: text('token').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id),
    /** The agency user who made it (agency_users.id). */
    createdBy: uuid('created_by'),
    /** What the client pays, minor units: the order's sell price when the link was made. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What the booking cost the agency then (its agent price): a change means the link must be re-issued. */
    agentPrice: bigint('agent_price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('AED'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    clientName: text('client_name').notNull().default(''),
    clientEmail: text('client_email'),
    message: text('message').notNull().default(''),
    status: text('status', { enum: PAYMENT_LINK_STATUSES }).notNull().default('open'),
    /** The card payment in progress or that paid it. */
    paymentId: uuid('payment_id').references(() => payments.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_links_token').on(t.token),
    index('payment_links_order').on(t.orderId, t.createdAt),
    index('payment_links_agent').on(t.agentId, t.createdAt),
    /** At most one open link per booking: a new one replaces it. */
    uniqueIndex('payment_links_one_open')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    check('payment_links_amount_positive', sql`${t.amount} > 0 and ${t.agentPrice} >= 0`),
  ],
);
