import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import {
  ACCOMMODATION_TYPES,
  ALLOTMENT_TYPES,
  BOARD_CODES,
  STAR_CATEGORIES,
  type CancellationRule,
  type ChildBand,
  type ContractSeason,
  type HotelPromotion,
  type MealSupplement,
} from '@portal/domain';
import { agents } from './agents.ts';
import { countries, currencies } from './geo.ts';

/**
 * Hotel content and contract inventory (issue "Hotels I"). The rows store the shapes of
 * `@portal/domain` hotels/types.ts: a hotel row joined with its city (state, country, time zone) and
 * area is a HotelContent, a contract row is a HotelContract.
 *
 * `name_search` columns hold the name lower-cased with accents stripped, computed in JS
 * (`normalizeSearchText`) because PGlite has no `unaccent`; search with `like` on them.
 */

export const hotelCities = pgTable(
  'hotel_cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    slug: text('slug').notNull().unique(),
    /** The emirate or province; the spec's stateName. */
    state: text('state').notNull(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.isocode),
    /** The city centre, from which hotels' distances are measured. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA zone; cancellation deadlines are set in hotel-local time. */
    timeZone: text('time_zone').notNull(),
    sortOrder: integer('sort_order').notNull().default(100),
  },
  (t) => [index('hotel_cities_name_search').on(t.nameSearch.op('text_pattern_ops'))],
);

export const hotelAreas = pgTable(
  'hotel_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => hotelCities.id),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('hotel_areas_city_name').on(t.cityId, t.name),
    index('hotel_areas_name_search').on(t.nameSearch.op('text_pattern_ops')),
  ],
);

export const hotels = pgTable(
  'hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    chain: text('chain'),
    starCategory: text('star_category', { enum: STAR_CATEGORIES }).notNull(),
    accommodationType: text('accommodation_type', { enum: ACCOMMODATION_TYPES }).notNull(),
    address: text('address').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => hotelCities.id),
    areaId: uuid('area_id').references(() => hotelAreas.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    distanceFromCityCentreKm: doublePrecision('distance_from_city_centre_km').notNull(),
    description: text('description').notNull().default(''),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Local times `HH:mm`. */
    checkInTime: varchar('check_in_time', { length: 5 }).notNull().default('15:00'),
    checkOutTime: varchar('check_out_time', { length: 5 }).notNull().default('12:00'),
    /** Paths served by the web app, e.g. /hotels/exterior-tower-1.svg. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text('phone').notNull().default(''),
    allGuestDetailsRequired: boolean('all_guest_details_required').notNull().default(false),
    /** The sandbox bedbank's own hotel code (spec priceType=dynamic); null: not sold by the bedbank. */
    bedbankCode: text('bedbank_code').unique(),
    /** Higher first when nothing else orders results (well-known properties rank above generated ones). */
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotels_city').on(t.cityId, t.isActive),
    index('hotels_area').on(t.areaId),
    index('hotels_name_search').on(t.nameSearch.op('text_pattern_ops')),
    check(
      'hotels_coordinates',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    check('hotels_distance', sql`${t.distanceFromCityCentreKm} >= 0`),
    check(
      'hotels_times',
      sql`${t.checkInTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.checkOutTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
  ],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    maxAdults: integer('max_adults').notNull(),
    maxChildren: integer('max_children').notNull(),
    /** Infants (under 2) the room takes in cots, beside its occupancy (the extranet's own field). */
    maxInfants: integer('max_infants').notNull().default(0),
    /** Adults + children the room can seat, extra beds included. */
    maxOccupancy: integer('max_occupancy').notNull(),
    bedTypes: text('bed_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxExtraBeds: integer('max_extra_beds').notNull().default(0),
    sizeSqm: integer('size_sqm'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The bedbank's room code for this room type, so both sources' rates group under one room. */
    bedbankCode: text('bedbank_code'),
    sortOrder: integer('sort_order').notNull().default(100),
  },
  (t) => [
    index('hotel_room_types_hotel').on(t.hotelId, t.sortOrder),
    uniqueIndex('hotel_room_types_bedbank').on(t.hotelId, t.bedbankCode),
    check(
      'hotel_room_types_occupancy',
      sql`${t.maxAdults} >= 1 and ${t.maxChildren} >= 0 and ${t.maxExtraBeds} >= 0
        and ${t.maxOccupancy} >= ${t.maxAdults} and ${t.maxOccupancy} <= ${t.maxAdults} + ${t.maxChildren}`,
    ),
    check('hotel_room_types_infants', sql`${t.maxInfants} >= 0`),
  ],
);

/**
 * The company's own contracts (spec priceType=static), one row per room type, rate and base board.
 * `valid_from`/`valid_to` span the seasons so a search can skip contracts outside the stay.
 */
export const hotelContracts = pgTable(
  'hotel_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    rateCode: text('rate_code').notNull(),
    rateName: text('rate_name').notNull(),
    boardCode: text('board_code', { enum: BOARD_CODES }).notNull(),
    seasons: jsonb('seasons').$type<ContractSeason[]>().notNull(),
    childBands: jsonb('child_bands').$type<ChildBand[]>().notNull().default([]),
    mealSupplements: jsonb('meal_supplements').$type<MealSupplement[]>().notNull().default([]),
    minStay: integer('min_stay').notNull().default(1),
    releaseDays: integer('release_days').notNull().default(0),
    nationalitiesIncluded: text('nationalities_included')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nationalitiesExcluded: text('nationalities_excluded')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Empty: non-refundable. */
    cancellation: jsonb('cancellation').$type<CancellationRule[]>().notNull().default([]),
    promotions: jsonb('promotions').$type<HotelPromotion[]>().notNull().default([]),
    rateComments: text('rate_comments').notNull().default(''),
    /** The currency the contract's amounts are entered in; the search converts them to AED at the latest fx_rates rate. */
    currency: varchar('currency', { length: 3 })
      .notNull()
      .default('AED')
      .references(() => currencies.isocode),
    priority: integer('priority').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Optimistic concurrency of the extranet: a save names the version it read and bumps it. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotel_contracts_hotel').on(t.hotelId, t.isActive),
    index('hotel_contracts_room_type').on(t.roomTypeId),
    check('hotel_contracts_stay_rules', sql`${t.minStay} >= 1 and ${t.releaseDays} >= 0`),
    check('hotel_contracts_validity', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

/**
 * The usual daily allotment of a room type. Every night without a `hotel_allotments` exception uses
 * it, so a year of inventory for 1,200 hotels is a few thousand rows rather than millions.
 */
export const hotelAllotmentDefaults = pgTable(
  'hotel_allotment_defaults',
  {
    roomTypeId: uuid('room_type_id')
      .primaryKey()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ALLOTMENT_TYPES }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [check('hotel_allotment_defaults_count', sql`${t.count} >= 0`)],
);

/**
 * Nights that differ from the default, and the rooms booked per night. A null `type`/`count` inherits
 * the room type's default, so a booking can upsert `booked` on any night without freezing the default:
 * `insert ... on conflict (room_type_id, date) do update set booked = booked + n where <room left>`.
 */
export const hotelAllotments = pgTable(
  'hotel_allotments',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type', { enum: ALLOTMENT_TYPES }),
    count: integer('count'),
    booked: integer('booked').notNull().default(0),
    /** Close to arrival: stays may go through this night but not start on it (the extranet's grid). */
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.date] }),
    check('hotel_allotments_counts', sql`${t.booked} >= 0 and (${t.count} is null or ${t.count} >= 0)`),
  ],
);

/**
 * A stored availability search (`searchId`), owned by the agent who ran it, so paging, sorting and
 * filtering run on any API node without asking the suppliers again. Expired rows are purged by a job.
 */
export const hotelSearchSessions = pgTable(
  'hotel_search_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** A single hotel's rates, or the format of `list` (v 4; before it the list itself, v 2 and v 3). */
    results: jsonb('results').$type<unknown>().notNull(),
    /**
     * A list search's columns, compressed (v 4, ADR 0037 addendum): bytes stored as they are
     * (STORAGE EXTERNAL, migration 0045), where a jsonb value of base64 text was parsed, tried for
     * compression and written a third larger. Null for single-hotel sessions and older rows.
     */
    list: bytea('list'),
  },
  (t) => [
    index('hotel_search_sessions_expires').on(t.expiresAt),
    index('hotel_search_sessions_agent').on(t.agentId),
  ],
);
