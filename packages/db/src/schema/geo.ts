import {
  bigint,
  boolean,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
  index,
} from 'drizzle-orm/pg-core';
import { admins } from './agents.ts';

export const countries = pgTable('countries', {
  isocode: varchar('isocode', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  /** Emoji flag, drawn from the isocode so nothing is fetched at run time. */
  flag: text('flag').notNull(),
  phoneCode: text('phone_code').notNull().default(''),
  currency: varchar('currency', { length: 3 }),
});

export const currencies = pgTable('currencies', {
  isocode: varchar('isocode', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  countryIsocode: varchar('country_isocode', { length: 2 })
    .notNull()
    .references(() => countries.isocode),
  sortOrder: integer('sort_order').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

/**
 * Conversion rates against AED (1 AED = rate units of the currency), with their source and time.
 * Rows are never updated: the table is the rate's history (who, when, old, new, reason). A change
 * beyond the set share (RATE_CHANGE_CONFIRM_PERCENT) keeps the reason staff confirmed it with.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    isocode: varchar('isocode', { length: 3 })
      .notNull()
      .references(() => currencies.isocode),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The rate this one replaced (null: the currency's first rate, or a row from before it was kept). */
    previousRate: numeric('previous_rate', { precision: 18, scale: 8, mode: 'number' }),
    /** The member of staff who set it in the back office; null from the command line or a feed. */
    setBy: uuid('set_by').references(() => admins.id, { onDelete: 'set null' }),
    /** Why, when the change needed a second confirmation; null otherwise. */
    reason: text('reason'),
  },
  (t) => [index('fx_rates_isocode_time').on(t.isocode, t.fetchedAt)],
);

export const destinations = pgTable('destinations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  countryIsocode: varchar('country_isocode', { length: 2 })
    .notNull()
    .references(() => countries.isocode),
  image: text('image'),
  sortOrder: integer('sort_order').notNull().default(100),
});

/** Popular hotel cities and states for the hotel search home (spec: areas and states). */
export const popularPlaces = pgTable('popular_places', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['city', 'state'] }).notNull(),
  cityName: text('city_name'),
  stateName: text('state_name').notNull(),
  countryName: text('country_name').notNull(),
  propertyCount: integer('property_count').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(100),
});

/** Destination countries a visa can be applied for (UAE first). */
export const visaCountries = pgTable('visa_countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  countryIsocode: varchar('country_isocode', { length: 2 })
    .notNull()
    .unique()
    .references(() => countries.isocode),
});
