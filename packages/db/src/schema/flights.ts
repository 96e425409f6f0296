import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

/**
 * A stored flight search (`searchId`): the priced offers of one search, owned by the agent who ran it,
 * so a selection (Flights II) and a reload of the results page find the same offers on any API node.
 * Expired rows are purged by a job.
 */
export const flightSearchSessions = pgTable(
  'flight_search_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    offers: jsonb('offers').$type<unknown[]>().notNull(),
  },
  (t) => [
    index('flight_search_sessions_expires').on(t.expiresAt),
    index('flight_search_sessions_agent').on(t.agentId),
  ],
);

/**
 * The sandbox flight supplier's seat inventory: seats sold per flight, date and cabin. Stands for the
 * airline's inventory, so availability shrinks as seats sell on every API node.
 */
export const flightSandboxInventory = pgTable(
  'flight_sandbox_inventory',
  {
    flightNumber: text('flight_number').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    cabin: text('cabin', { enum: ['economy', 'business'] }).notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.flightNumber, t.departDate, t.cabin] }),
    check('flight_sandbox_inventory_sold', sql`${t.sold} >= 0`),
  ],
);

/** The sandbox flight supplier's bookings (its PNRs), keyed by the client reference we send. */
export const flightSandboxBookings = pgTable('flight_sandbox_bookings', {
  clientReference: text('client_reference').primaryKey(),
  pnr: text('pnr').notNull().unique(),
  fareKey: text('fare_key').notNull(),
  seats: integer('seats').notNull(),
  net: integer('net').notNull(),
  status: text('status', { enum: ['booked', 'ticketed', 'cancelled'] }).notNull(),
  passengers: jsonb('passengers').$type<unknown[]>().notNull(),
  tickets: jsonb('tickets').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});
