import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CancellationPolicy } from '@portal/domain';
import type { StoredPricedLine, StoredSlot, StoredVehiclePlan } from './attraction-orders.ts';
import { attractionActivities, attractions } from './attractions.ts';
import { bookingLines, bookingOrders } from './booking-orders.ts';

/**
 * The attraction side of a booking core line (guide 4a): which activity, for whom, the slot, the
 * priced sub-lines and the cancellation policy it was sold under. Money, status and supplier
 * reference live on `booking_lines`; e-tickets stay in `attraction_tickets` (reserved_by = line id).
 */
export const attractionBookingLines = pgTable(
  'attraction_booking_lines',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => bookingLines.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    attractionId: uuid('attraction_id')
      .notNull()
      .references(() => attractions.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => attractionActivities.id),
    bookingType: text('booking_type', { enum: ['ticket', 'booking'] }).notNull(),
    isApiConnected: boolean('is_api_connected').notNull().default(false),
    /** E-tickets come from our inventory (ticket-type, person-based, not API-connected). */
    usesInventory: boolean('uses_inventory').notNull().default(false),
    productCode: text('product_code'),
    slot: jsonb('slot').$type<StoredSlot>(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    hours: integer('hours'),
    transferType: text('transfer_type', { enum: ['none', 'shared', 'private'] }).notNull(),
    isPromoAdded: boolean('is_promo_added').notNull(),
    vehiclePlan: jsonb('vehicle_plan').$type<StoredVehiclePlan>(),
    pricedLines: jsonb('priced_lines').$type<StoredPricedLine[]>().notNull(),
    promo: integer('promo').notNull().default(0),
    /** The attraction's policy at the sale (the quote and the fee lines of booking_lines follow it). */
    policy: jsonb('policy').$type<CancellationPolicy>().notNull(),
    /** The lead traveller's country (booking_orders has no column for it). */
    leadCountry: text('lead_country').notNull().default(''),
  },
  (t) => [
    index('attraction_booking_lines_order').on(t.orderId),
    index('attraction_booking_lines_activity').on(t.activityId),
  ],
);
