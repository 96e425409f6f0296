import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { attractionActivities, attractions } from './attractions.ts';

export const ATTRACTION_ORDER_STATUSES = [
  'pending_payment',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'expired',
  /** An unpaid card order the agent gave up; nothing was paid, its agent reference is free again. */
  'discarded',
] as const;
export const ATTRACTION_LINE_STATUSES = [
  'pending',
  'confirmed',
  'booked',
  'pending_supplier',
  'failed',
  'cancelled',
  'expired',
] as const;

/** An agent's attraction order. The id (uuid v4) is unguessable: the public order call reads by it. */
export const attractionOrders = pgTable(
  'attraction_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceNumber: text('reference_number').notNull().unique(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    /** The buyer's parent when the buyer is a sub-agent (its markup is the parent's earning). */
    parentId: uuid('parent_id').references(() => agents.id),
    agentReferenceNumber: text('agent_reference_number').notNull(),
    /** Lower-cased: the agent's reference is unique per agent, case-insensitive. */
    agentReferenceKey: text('agent_reference_key').notNull(),
    status: text('status', { enum: ATTRACTION_ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: ['wallet', 'card'] }).notNull(),
    leadName: text('lead_name').notNull(),
    leadEmail: text('lead_email').notNull(),
    leadPhone: text('lead_phone').notNull(),
    leadCountry: text('lead_country').notNull(),
    currency: text('currency').notNull().default('AED'),
    totalNet: integer('total_net').notNull(),
    totalAgentPrice: integer('total_agent_price').notNull(),
    totalSellPrice: integer('total_sell_price').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalParentEarning: integer('total_parent_earning').notNull().default(0),
    cardFee: integer('card_fee').notNull().default(0),
    walletHoldId: uuid('wallet_hold_id'),
    paymentId: uuid('payment_id'),
    /** Tickets and the wallet hold are released if the order is not paid by then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('attraction_orders_agent_ref').on(t.agentId, t.agentReferenceKey),
    index('attraction_orders_agent_created').on(t.agentId, t.createdAt),
    index('attraction_orders_pending')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} in ('pending_payment', 'processing')`),
    check(
      'attraction_orders_amounts',
      sql`least(${t.totalNet}, ${t.totalAgentPrice}, ${t.totalSellPrice}, ${t.totalVat}, ${t.cardFee}) >= 0`,
    ),
  ],
);

export interface StoredSlot {
  slotId: string;
  startTime: string;
  endTime: string;
}

export interface StoredVehiclePlan {
  vehicles: { id: string; name: string; capacity: number; count: number }[];
  vehicleCount: number;
  seats: number;
}

/** The priced sub-lines of a line (adult, child, vehicles, ...), each with its whole breakdown. */
export interface StoredPricedLine {
  kind: string;
  label: string;
  units: number;
  unitNet: number;
  unitListPrice: number;
  vehicleId?: string;
  vehicleCount?: number;
  hours?: number;
  /** The VAT percentage the line was priced with (kept from this version on). */
  vatPercent?: number;
  breakdown: Record<string, number>;
}

/** One activity of an order, with the whole pricing breakdown it was sold at. */
export const attractionOrderLines = pgTable(
  'attraction_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => attractionOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    attractionId: uuid('attraction_id')
      .notNull()
      .references(() => attractions.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => attractionActivities.id),
    bookingType: text('booking_type', { enum: ['ticket', 'booking'] }).notNull(),
    isApiConnected: boolean('is_api_connected').notNull().default(false),
    /** Whether e-tickets come from our inventory (ticket-type, person-based, not API-connected). */
    usesInventory: boolean('uses_inventory').notNull().default(false),
    supplierCode: text('supplier_code'),
    productCode: text('product_code'),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    slot: jsonb('slot').$type<StoredSlot>(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    hours: integer('hours'),
    transferType: text('transfer_type', { enum: ['none', 'shared', 'private'] }).notNull(),
    isPromoAdded: boolean('is_promo_added').notNull(),
    vehiclePlan: jsonb('vehicle_plan').$type<StoredVehiclePlan>(),
    pricedLines: jsonb('priced_lines').$type<StoredPricedLine[]>().notNull(),
    net: integer('net').notNull(),
    companyMarkup: integer('company_markup').notNull(),
    subAgentMarkup: integer('sub_agent_markup').notNull(),
    vat: integer('vat').notNull(),
    promo: integer('promo').notNull(),
    clientMarkup: integer('client_markup').notNull(),
    agentPrice: integer('agent_price').notNull(),
    sellPrice: integer('sell_price').notNull(),
    parentEarning: integer('parent_earning').notNull(),
    status: text('status', { enum: ATTRACTION_LINE_STATUSES }).notNull(),
    statusReason: text('status_reason'),
    confirmationNumber: text('confirmation_number'),
    supplierReference: text('supplier_reference'),
    cancellationFee: integer('cancellation_fee'),
    refundAmount: integer('refund_amount'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attraction_order_lines_no').on(t.orderId, t.lineNo),
    index('attraction_order_lines_supplier')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending_supplier'`),
    check(
      'attraction_order_lines_breakdown',
      sql`${t.agentPrice} = ${t.net} + ${t.companyMarkup} + ${t.subAgentMarkup} + ${t.vat} - ${t.promo}
        and ${t.sellPrice} = ${t.agentPrice} + ${t.clientMarkup} and ${t.parentEarning} = ${t.subAgentMarkup}`,
    ),
    check('attraction_order_lines_counts', sql`least(${t.adults}, ${t.children}, ${t.infants}) >= 0`),
  ],
);
