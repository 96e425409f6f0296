import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACTIVITY_BASES,
  ACTIVITY_TYPES,
  BOOKING_TYPES,
  CANCELLATION_TYPES,
  MARKUP_TYPES,
  TICKET_FOR,
  TICKET_STATUSES,
  type VehicleOption,
} from '@portal/domain';
import { destinations } from './geo.ts';

export const attractionCategories = pgTable('attraction_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  /** A lucide icon name for the web app. */
  icon: text('icon').notNull().default('ticket'),
  sortOrder: integer('sort_order').notNull().default(100),
});

export interface AttractionSection {
  title: string;
  body: string;
}

/**
 * What the traveller needs on the day, printed on vouchers and e-tickets: where to meet, the pick-up
 * (for lines with a transfer; a window in Asia/Dubai wall time and where), what to bring, and the
 * operator with the number to call on the day.
 */
export interface AttractionDayInfo {
  meetingPoint: string;
  pickup: { from: string; to: string; place: string } | null;
  /** The hotel pick-up is part of every booking (tours), not only of lines with a transfer. */
  pickupIncluded: boolean;
  whatToBring: string[];
  operator: string;
  emergencyPhone: string;
}

export interface AgeBands {
  adult: { from: number };
  child: { from: number; to: number };
  infant: { from: number; to: number };
}

export const attractions = pgTable(
  'attractions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => attractionCategories.id),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Paths served by the web app, e.g. /attractions/<slug>.svg. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    /** Itinerary, inclusions, what to bring, ...: titled sections shown on the details page. */
    sections: jsonb('sections').$type<AttractionSection[]>().notNull().default([]),
    cancellationType: text('cancellation_type', { enum: CANCELLATION_TYPES })
      .notNull()
      .default('non-refundable'),
    /** Hours before the service start until which the free or fee cancellation applies. */
    cancelBeforeHours: integer('cancel_before_hours').notNull().default(0),
    cancellationFeeType: text('cancellation_fee_type', { enum: MARKUP_TYPES }),
    /** Minor units per line for flat fees, a percentage (e.g. 25) otherwise. */
    cancellationFee: numeric('cancellation_fee', { precision: 14, scale: 2, mode: 'number' }),
    bookingType: text('booking_type', { enum: BOOKING_TYPES }).notNull(),
    bookingPriorDays: integer('booking_prior_days').notNull().default(0),
    /** Enabled weekdays, 0 = Sunday ... 6 = Saturday. */
    availableWeekdays: jsonb('available_weekdays').$type<number[]>().notNull().default([0, 1, 2, 3, 4, 5, 6]),
    offDates: jsonb('off_dates').$type<string[]>().notNull().default([]),
    /** Operating hours (`HH:mm`, Asia/Dubai) shown to agents; null when not given. */
    openingTime: text('opening_time'),
    closingTime: text('closing_time'),
    customDateFrom: date('custom_date_from', { mode: 'string' }),
    customDateTo: date('custom_date_to', { mode: 'string' }),
    isApiConnected: boolean('is_api_connected').notNull().default(false),
    /** Supplier adapter key (e.g. 'burj-khalifa', 'dubai-parks') for API-connected attractions. */
    supplierCode: text('supplier_code'),
    productCode: text('product_code'),
    isActive: boolean('is_active').notNull().default(true),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    durationText: text('duration_text').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Null until set (the seed fills it for its attractions, also on databases seeded before). */
    dayInfo: jsonb('day_info').$type<AttractionDayInfo>(),
    sortOrder: integer('sort_order').notNull().default(100),
    /** Grows on every back-office save: a save made against an older one is refused (issue 34). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attractions_destination').on(t.destinationId, t.isActive),
    index('attractions_category').on(t.categoryId),
    check('attractions_prior_days', sql`${t.bookingPriorDays} >= 0`),
    check('attractions_cancel_hours', sql`${t.cancelBeforeHours} >= 0`),
    check('attractions_fee', sql`${t.cancellationFee} is null or ${t.cancellationFee} >= 0`),
    check(
      'attractions_api_product',
      sql`not ${t.isApiConnected} or (${t.supplierCode} is not null and ${t.productCode} is not null)`,
    ),
  ],
);

export const attractionActivities = pgTable(
  'attraction_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attractionId: uuid('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    base: text('base', { enum: ACTIVITY_BASES }).notNull().default('person'),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull().default('normal'),
    /** Catalogue prices and nets (costs) per unit, minor units (fils). */
    adultPrice: integer('adult_price').notNull().default(0),
    childPrice: integer('child_price').notNull().default(0),
    infantPrice: integer('infant_price').notNull().default(0),
    adultCost: integer('adult_cost').notNull().default(0),
    childCost: integer('child_cost').notNull().default(0),
    infantCost: integer('infant_cost').notNull().default(0),
    ageBands: jsonb('age_bands')
      .$type<AgeBands>()
      .notNull()
      .default({ adult: { from: 12 }, child: { from: 2, to: 11 }, infant: { from: 0, to: 1 } }),
    /** Null: no shared transfer offered. */
    sharedTransferPrice: integer('shared_transfer_price'),
    sharedTransferCost: integer('shared_transfer_cost'),
    /** Private transfer vehicles, or the priced units of private and hourly activities. */
    privateVehicles: jsonb('private_vehicles').$type<VehicleOption[]>().notNull().default([]),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    b2bPromoAmountAdult: integer('b2b_promo_amount_adult').notNull().default(0),
    b2bPromoAmountChild: integer('b2b_promo_amount_child').notNull().default(0),
    /** Supplier product code of an API-connected activity. */
    productCode: text('product_code'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(100),
    /** Grows on every back-office save: a save made against an older one is refused (issue 34). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attraction_activities_attraction').on(t.attractionId, t.isActive),
    check(
      'attraction_activities_amounts',
      sql`least(${t.adultPrice}, ${t.childPrice}, ${t.infantPrice}, ${t.adultCost}, ${t.childCost}, ${t.infantCost}, ${t.b2bPromoAmountAdult}, ${t.b2bPromoAmountChild}) >= 0`,
    ),
    check(
      'attraction_activities_shared',
      sql`(${t.sharedTransferPrice} is null or ${t.sharedTransferPrice} >= 0) and (${t.sharedTransferCost} is null or ${t.sharedTransferCost} >= 0)`,
    ),
    check('attraction_activities_vat', sql`${t.vatPercent} between 0 and 100`),
  ],
);

/**
 * An activity's prices for a date range (issue 34), both ends included; a visit date inside a range is
 * priced by it, any other by the activity's standing prices. Ranges of one activity never share a day
 * (the back office checks it under the activity's row lock).
 */
export const attractionActivityPrices = pgTable(
  'attraction_activity_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => attractionActivities.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    adultPrice: integer('adult_price').notNull(),
    childPrice: integer('child_price').notNull(),
    infantPrice: integer('infant_price').notNull(),
    adultCost: integer('adult_cost').notNull(),
    childCost: integer('child_cost').notNull(),
    infantCost: integer('infant_cost').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attraction_activity_prices_activity').on(t.activityId, t.dateFrom),
    check('attraction_activity_prices_dates', sql`${t.dateFrom} <= ${t.dateTo}`),
    check(
      'attraction_activity_prices_amounts',
      sql`${t.adultPrice} > 0 and least(${t.childPrice}, ${t.infantPrice}, ${t.adultCost}, ${t.childCost}, ${t.infantCost}) >= 0`,
    ),
  ],
);

/**
 * E-ticket inventory of ticket-type activities. Checkout claims rows with
 * `... where activity_id = $1 and ticket_for = $2 and status = 'available' and valid_till >= $date
 *  order by valid_till, ticket_no limit $n for update skip locked`, served by the partial index below.
 */
export const attractionTickets = pgTable(
  'attraction_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => attractionActivities.id, { onDelete: 'cascade' }),
    ticketNo: text('ticket_no').notNull(),
    ticketFor: text('ticket_for', { enum: TICKET_FOR }).notNull(),
    validTill: date('valid_till', { mode: 'string' }).notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('available'),
    /** Order reference holding the ticket while reserved or once sold. */
    reservedBy: text('reserved_by'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attraction_tickets_ticket_no').on(t.ticketNo),
    index('attraction_tickets_claim')
      .on(t.activityId, t.ticketFor, t.validTill, t.ticketNo)
      .where(sql`${t.status} = 'available'`),
    index('attraction_tickets_reserved_by').on(t.reservedBy),
    index('attraction_tickets_hold_expiry')
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'reserved'`),
    check('attraction_tickets_reservation', sql`${t.status} = 'available' or ${t.reservedBy} is not null`),
  ],
);
