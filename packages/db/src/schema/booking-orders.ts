import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

/**
 * The booking core's order and line tables (guide section 4a), shared by every product that plugs
 * into apps/api/src/modules/bookings/core (hotels first; visas, A2A, insurance next). A product keeps
 * only what is its own in a table keyed by the line id (for example hotel_booking_details).
 */

export const BOOKING_ORDER_STATUSES = [
  /** A card order waiting for its payment. */
  'pending_payment',
  /** Money held (wallet) or paid (card): supplier bookings running. */
  'processing',
  /** Pay later: booked without money; must be paid before `pay_by`. */
  'unpaid',
  'completed',
  'failed',
  'cancelled',
  'expired',
  /** An unpaid card order the agent gave up; its agent reference is free again. */
  'discarded',
] as const;
export type BookingOrderStatus = (typeof BOOKING_ORDER_STATUSES)[number];

export const BOOKING_LINE_STATUSES = [
  'pending',
  /** Own inventory, paid or pay-later: waiting for the company's confirmation number. */
  'booked',
  'confirmed',
  'pending_supplier',
  'failed',
  'cancelled',
  'expired',
] as const;
export type BookingLineStatus = (typeof BOOKING_LINE_STATUSES)[number];

export const BOOKING_PAYMENT_METHODS = ['wallet', 'card', 'pay_later'] as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];

export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "hotel", "visa", "a2a", "insurance": the plug-in that owns the lines. */
    product: text('product').notNull(),
    referenceNumber: text('reference_number').notNull().unique(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    parentId: uuid('parent_id').references(() => agents.id),
    /** The agency user who booked it (agency_users.id); null for orders from before agencies had users. */
    bookedBy: uuid('booked_by'),
    agentReferenceNumber: text('agent_reference_number').notNull(),
    /** Lower-cased, unique per agent (freed again when an order is discarded). */
    agentReferenceKey: text('agent_reference_key'),
    status: text('status', { enum: BOOKING_ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: BOOKING_PAYMENT_METHODS }).notNull(),
    /** How it was finally paid (a pay-later order paid by wallet or card). */
    paidWith: text('paid_with', { enum: ['wallet', 'card'] }),
    leadName: text('lead_name').notNull(),
    leadEmail: text('lead_email').notNull(),
    leadPhone: text('lead_phone').notNull().default(''),
    currency: text('currency').notNull().default('AED'),
    totalNet: integer('total_net').notNull(),
    totalAgentPrice: integer('total_agent_price').notNull(),
    totalSellPrice: integer('total_sell_price').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalParentEarning: integer('total_parent_earning').notNull().default(0),
    cardFee: integer('card_fee').notNull().default(0),
    walletHoldId: uuid('wallet_hold_id'),
    paymentId: uuid('payment_id'),
    /** Card checkout: the order is released if not paid by then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Pay later: lastDateForPayment; the order is cancelled at this instant if unpaid. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number').unique(),
    /** Service dates of the order (first line's), for lists and filters. */
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    serviceEndDate: date('service_end_date', { mode: 'string' }),
    /** Free text the list's search looks through (guest names, hotel, ...), lower-cased. */
    searchText: text('search_text').notNull().default(''),
    /** A short title for lists ("Hotel name - Room"). */
    title: text('title').notNull().default(''),
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_orders_agent_ref').on(t.agentId, t.agentReferenceKey),
    index('booking_orders_agent_created').on(t.product, t.agentId, t.createdAt),
    /** The dashboard and reports: an agent's orders of every product by booking day, and by service day. */
    // Covering (no INCLUDE in drizzle): the dashboard's sums over a year of bookings read only the index.
    index('booking_orders_agent_time').on(
      t.agentId,
      t.createdAt,
      t.status,
      t.product,
      t.totalSellPrice,
      t.totalAgentPrice,
    ),
    index('booking_orders_agent_service').on(t.agentId, t.serviceDate),
    /** A reseller's sub-agents' orders by booking day (dashboard per sub-agent). */
    index('booking_orders_parent_time')
      .on(t.parentId, t.createdAt)
      .where(sql`${t.parentId} is not null`),
    index('booking_orders_booked_by')
      .on(t.bookedBy)
      .where(sql`${t.bookedBy} IS NOT NULL`),
    index('booking_orders_pay_by')
      .on(t.payBy)
      .where(sql`${t.status} = 'unpaid'`),
    /** Open pay-later value per agent (the booking core's pay-later limit and the staff dashboard). */
    index('booking_orders_unpaid_agent')
      .on(t.agentId)
      .where(sql`${t.status} = 'unpaid'`),
    index('booking_orders_pending')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} in ('pending_payment', 'processing')`),
    check(
      'booking_orders_amounts',
      sql`least(${t.totalNet}, ${t.totalAgentPrice}, ${t.totalSellPrice}, ${t.totalVat}, ${t.cardFee}, ${t.totalParentEarning}) >= 0`,
    ),
  ],
);

export const bookingLines = pgTable(
  'booking_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    product: text('product').notNull(),
    description: text('description').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    serviceEndDate: date('service_end_date', { mode: 'string' }),
    /** Which supplier books it ("contract", "bedbank", ...); null: nothing to book outside. */
    supplierCode: text('supplier_code'),
    net: integer('net').notNull(),
    companyMarkup: integer('company_markup').notNull(),
    subAgentMarkup: integer('sub_agent_markup').notNull(),
    vat: integer('vat').notNull(),
    /** VAT on the sub-agent markup (kept beside the parent's earning). */
    subAgentMarkupVat: integer('sub_agent_markup_vat').notNull().default(0),
    clientMarkup: integer('client_markup').notNull(),
    agentPrice: integer('agent_price').notNull(),
    sellPrice: integer('sell_price').notNull(),
    parentEarning: integer('parent_earning').notNull(),
    /** The whole breakdown the line was sold at (pricing pipeline). */
    breakdown: jsonb('breakdown').$type<Record<string, unknown>>().notNull(),
    /** Fee lines in the agent's price: `{ from: instant, fee }`, ascending. */
    cancellationPolicy: jsonb('cancellation_policy').$type<{ from: string; fee: number }[]>().notNull(),
    status: text('status', { enum: BOOKING_LINE_STATUSES }).notNull(),
    statusReason: text('status_reason'),
    supplierReference: text('supplier_reference'),
    confirmationNumber: text('confirmation_number'),
    cancellationFee: integer('cancellation_fee'),
    refundAmount: integer('refund_amount'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_lines_no').on(t.orderId, t.lineNo),
    index('booking_lines_supplier')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending_supplier'`),
    check(
      'booking_lines_breakdown',
      sql`${t.sellPrice} = ${t.agentPrice} + ${t.clientMarkup} and ${t.parentEarning} = ${t.subAgentMarkup}
        and least(${t.net}, ${t.agentPrice}, ${t.clientMarkup}, ${t.parentEarning}) >= 0`,
    ),
  ],
);

/** The status timeline of an order (and its lines): one row per change, never updated. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id'),
    status: text('status').notNull(),
    note: text('note'),
    /** "agent:<id>", "admin:<id>", "system", "cli". */
    actor: text('actor').notNull(),
    /** The agency user who made the change (agency_users.id), when one did. */
    userId: uuid('user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_order').on(t.orderId, t.id)],
);

/** Invoice numbers per series (for example "HTL-2026"): one conditional upsert per number, no gaps on commit. */
export const bookingInvoiceCounters = pgTable('booking_invoice_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull().default(0),
});

/**
 * Credit notes: money that an issued tax invoice covered and that was refunded (a line failed after
 * completion, a cancellation with refund). Numbered in one company series ("CN-2026-000001") from
 * booking_invoice_counters in the refund's own transaction, so numbers are gap-free like invoices.
 */
export const bookingCreditNotes = pgTable(
  'booking_credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => bookingLines.id, { onDelete: 'cascade' }),
    /** The tax invoice this note credits. */
    invoiceNumber: text('invoice_number').notNull(),
    /** Minor units, the refunded amount (never the whole order when only part was refunded). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('AED'),
    reason: text('reason').notNull(),
    /** The ledger entry of the refund it documents. */
    ledgerEntryId: uuid('ledger_entry_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_credit_notes_order').on(t.orderId, t.issuedAt),
    check('booking_credit_notes_amount_positive', sql`${t.amount} > 0`),
  ],
);
