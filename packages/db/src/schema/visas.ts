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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { VISA_ENTRY_TYPES, VISA_PAX_TYPES, VISA_TITLES, VISA_TRAVELLER_STATUSES } from '@portal/domain';
import { agents } from './agents.ts';
import { uploads } from './files.ts';
import { countries } from './geo.ts';

/** UAE visa types as the company sells them (issue 12): 48/96-hour transit, 14/30-day, 5-year ... */
export const visaTypes = pgTable('visa_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The destination country (the UAE). */
  countryIsocode: varchar('country_isocode', { length: 2 })
    .notNull()
    .references(() => countries.isocode),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  processingTime: integer('processing_time').notNull(),
  processingTimeFormat: text('processing_time_format', { enum: ['hours', 'days'] }).notNull(),
  stayPeriod: integer('stay_period').notNull(),
  stayPeriodFormat: text('stay_period_format', { enum: ['hours', 'days', 'years'] }).notNull(),
  validity: integer('validity').notNull(),
  validityTimeFormat: text('validity_time_format', { enum: ['days', 'years'] }).notNull(),
  entryType: text('entry_type', { enum: VISA_ENTRY_TYPES }).notNull(),
  childAgeFrom: integer('child_age_from').notNull(),
  childAgeTo: integer('child_age_to').notNull(),
  documents: jsonb('documents').$type<string[]>().notNull(),
  terms: text('terms').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
  isActive: boolean('is_active').notNull().default(true),
  /** Grows on every back-office save: a save made against an older one is refused (issue 34). */
  version: integer('version').notNull().default(1),
});

/** Every nationality (one per country); `serviceNote` says why none is sold (visa on arrival, not served). */
export const visaNationalities = pgTable('visa_nationalities', {
  id: uuid('id').primaryKey().defaultRandom(),
  countryIsocode: varchar('country_isocode', { length: 2 })
    .notNull()
    .unique()
    .references(() => countries.isocode),
  serviceNote: text('service_note'),
});

/** Per nationality and visa type: whether it is sold, and its B2B price and cost per traveller (AED fils). */
export const visaNationalityPrices = pgTable(
  'visa_nationality_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nationalityId: uuid('nationality_id')
      .notNull()
      .references(() => visaNationalities.id, { onDelete: 'cascade' }),
    visaTypeId: uuid('visa_type_id')
      .notNull()
      .references(() => visaTypes.id, { onDelete: 'cascade' }),
    isSold: boolean('is_sold').notNull().default(true),
    adultPrice: integer('adult_price').notNull(),
    childPrice: integer('child_price').notNull(),
    adultCost: integer('adult_cost').notNull(),
    childCost: integer('child_cost').notNull(),
    /** Grows on every back-office save: a save made against an older one is refused (issue 34). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('visa_nationality_prices_pair').on(t.nationalityId, t.visaTypeId),
    check(
      'visa_nationality_prices_nonneg',
      sql`least(${t.adultPrice}, ${t.childPrice}, ${t.adultCost}, ${t.childCost}) >= 0`,
    ),
  ],
);

/**
 * An agent's visa application. Payment, order status, invoice and money live in the booking core's
 * order (`booking_order_id`); this row keeps what is the visa's own.
 */
export const visaApplications = pgTable(
  'visa_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceNumber: text('reference_number').notNull().unique(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    parentId: uuid('parent_id').references(() => agents.id),
    visaTypeId: uuid('visa_type_id')
      .notNull()
      .references(() => visaTypes.id),
    nationalityId: uuid('nationality_id')
      .notNull()
      .references(() => visaNationalities.id),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    noOfAdult: integer('no_of_adult').notNull(),
    noOfChild: integer('no_of_child').notNull(),
    /** The pricing pipeline's breakdown per pax type and in total, at creation. */
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull(),
    totalAgentPrice: integer('total_agent_price').notNull(),
    totalSellPrice: integer('total_sell_price').notNull(),
    /** The booking core's order once the agent pays; null before. */
    bookingOrderId: uuid('booking_order_id'),
    bookingLineId: uuid('booking_line_id'),
    /** The agency user who applied ("Booked by", issue 32); null before agencies had users. */
    bookedBy: uuid('booked_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visa_applications_agent_created').on(t.agentId, t.createdAt),
    check('visa_applications_counts', sql`${t.noOfAdult} >= 1 and ${t.noOfChild} >= 0`),
  ],
);

/** One traveller of an application, with its documents, status and (when approved) the visa PDF. */
export const visaTravellers = pgTable(
  'visa_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => visaApplications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    paxType: text('pax_type', { enum: VISA_PAX_TYPES }).notNull(),
    title: text('title', { enum: VISA_TITLES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    contactNo: text('contact_no').notNull(),
    passportNo: text('passport_no').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    passportExpiry: date('passport_expiry', { mode: 'string' }).notNull(),
    status: text('status', { enum: VISA_TRAVELLER_STATUSES }).notNull().default('initiated'),
    rejectionReason: text('rejection_reason'),
    passportFistPagePhotoId: uuid('passport_fist_page_photo_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    passportLastPagePhotoId: uuid('passport_last_page_photo_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    passportSizePhotoId: uuid('passport_size_photo_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    supportiveDoc1Id: uuid('supportive_doc1_id').references(() => uploads.id, { onDelete: 'set null' }),
    supportiveDoc2Id: uuid('supportive_doc2_id').references(() => uploads.id, { onDelete: 'set null' }),
    visaDocumentId: uuid('visa_document_id').references(() => uploads.id, { onDelete: 'set null' }),
    reapplyCount: integer('reapply_count').notNull().default(0),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('visa_travellers_position').on(t.applicationId, t.position),
    index('visa_travellers_status').on(t.status),
  ],
);

/** Every status change of a traveller (the timeline on the details page). */
export const visaTravellerEvents = pgTable(
  'visa_traveller_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travellerId: uuid('traveller_id')
      .notNull()
      .references(() => visaTravellers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: VISA_TRAVELLER_STATUSES }).notNull(),
    note: text('note'),
    /** "agent", "admin" or "system". */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visa_traveller_events_traveller').on(t.travellerId, t.createdAt)],
);
