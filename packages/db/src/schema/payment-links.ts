import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
 * What a link pays: an existing unpaid booking, or an attraction cart or a quotation booked once the
 * client paid (`cart` holds the snapshot of either).
 */
export const PAYMENT_LINK_SOURCES = ['booking', 'attraction_cart', 'quotation'] as const;
export type PaymentLinkSource = (typeof PAYMENT_LINK_SOURCES)[number];

/**
 * After a cart link's card payment: booking (the booking is being made), booked (made; lines that
 * failed refunded to the card), refunded (nothing could be booked: the whole amount back to the card).
 */
export const PAYMENT_LINK_FULFILMENTS = ['booking', 'booked', 'refunded'] as const;
export type PaymentLinkFulfilment = (typeof PAYMENT_LINK_FULFILMENTS)[number];

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
    source: text('source', { enum: PAYMENT_LINK_SOURCES }).notNull().default('booking'),
    /** The booking paid (source booking), or the booking made once the client paid (a cart). */
    orderId: uuid('order_id').references(() => bookingOrders.id),
    /**
     * A cart link's snapshot: what the booking core is asked to book (the cart body with each item's
     * agent price at creation as its expected price) and what the client's page shows.
     */
    cart: jsonb('cart'),
    /** What is bought, in words (the order title, or the cart's items). */
    title: text('title').notNull().default(''),
    /** The first service day's start: a cart link never stays payable past it. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** When a re-pricing before a charge found another price: the agency must make a new link. */
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    fulfilment: text('fulfilment', { enum: PAYMENT_LINK_FULFILMENTS }),
    /** Why a paid cart link was (partly) refunded, for the agency and the client. */
    fulfilmentNote: text('fulfilment_note').notNull().default(''),
    /** Minor units returned to the client's card (lines that could not be booked). */
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    /** When the gateway took the refund (null while it is still to be asked). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    gatewayRefundId: text('gateway_refund_id'),
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
    check(
      'payment_links_source_shape',
      sql`(${t.source} = 'booking' and ${t.orderId} is not null) or (${t.source} <> 'booking' and ${t.cart} is not null)`,
    ),
    /** Cart links still to settle after their payment (the fulfilment sweep). */
    index('payment_links_fulfilment')
      .on(t.fulfilment)
      .where(sql`${t.fulfilment} = 'booking' or (${t.refundAmount} > 0 and ${t.refundedAt} is null)`),
  ],
);
