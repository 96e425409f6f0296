import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { bookingLines } from './booking-orders.ts';

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

/**
 * The sandbox supplier's seats sold per segment (segment keys carry the flight and its date): a seat
 * chosen by one booking is taken for every later seat map and booking, on every API node.
 */
export const flightSandboxSeats = pgTable(
  'flight_sandbox_seats',
  {
    segmentKey: text('segment_key').notNull(),
    seatNumber: text('seat_number').notNull(),
    clientReference: text('client_reference').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.segmentKey, t.seatNumber] }),
    index('flight_sandbox_seats_reference').on(t.clientReference),
  ],
);

export type FlightTripType = 'oneway' | 'return' | 'multicity';

/**
 * A selected fare (`tbId`, the original's addToCart): one fare of one offer of a stored search,
 * owned by the agent who chose it, valid until expiresAt. `orderId` is the booking made from it:
 * a selection books once (a failed or expired booking frees it again).
 */
export const flightSelections = pgTable(
  'flight_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    searchId: uuid('search_id').notNull(),
    offerId: text('offer_id').notNull(),
    fareKey: text('fare_key').notNull(),
    tripType: text('trip_type', { enum: ['oneway', 'return', 'multicity'] }).notNull(),
    travellers: jsonb('travellers').$type<{ adult: number; children: number; infant: number }>().notNull(),
    /** The offer as the search priced it, with only the chosen fare. */
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    /** The fare's agentPrice at selection: the details page tells a change against it. */
    seenPrice: integer('seen_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id'),
  },
  (t) => [index('flight_selections_agent').on(t.agentId), index('flight_selections_expires').on(t.expiresAt)],
);

export interface FlightPassengerRow {
  paxId: number;
  passengerType: 'ADT' | 'CHD' | 'INF';
  gender: string;
  firstName: string;
  lastName: string;
  nationality: string;
  passportNumber: string;
  birthDate: string;
  passportExpiry: string;
  ticketNumber: string | null;
}

export interface FlightAddonsRow {
  seats: { segmentKey: string; paxId: number; seatNumber: string; price: number }[];
  meals: {
    segmentKey: string;
    paxId: number;
    mealCode: string;
    mealInfo: string;
    count: number;
    price: number;
  }[];
  baggage: {
    segmentKey: string;
    paxId: number;
    baggageCode: string;
    baggageInfo: string;
    count: number;
    price: number;
  }[];
  total: number;
}

/** A flight booking's own data, keyed by its booking core line (guide 4a): itinerary, fare, travellers. */
export const flightBookings = pgTable(
  'flight_bookings',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => bookingLines.id, { onDelete: 'cascade' }),
    selectionId: uuid('selection_id').notNull(),
    fareKey: text('fare_key').notNull(),
    tripType: text('trip_type', { enum: ['oneway', 'return', 'multicity'] }).notNull(),
    carrier: text('carrier').notNull(),
    carrierName: text('carrier_name').notNull(),
    /** The journeys with their segments (local and UTC times). */
    journeys: jsonb('journeys').$type<Record<string, unknown>[]>().notNull(),
    /** Fare family, cabin, class, baggage, refundability and fees. */
    fare: jsonb('fare').$type<Record<string, unknown>>().notNull(),
    passengers: jsonb('passengers').$type<FlightPassengerRow[]>().notNull(),
    addons: jsonb('addons').$type<FlightAddonsRow>().notNull(),
    contact: jsonb('contact').$type<{ phoneCode: string; email: string; contactNo: string }>().notNull(),
    /** The fare alone in agent terms (the line's agentPrice is the fare plus the add-ons). */
    farePrice: integer('fare_price').notNull(),
    /** "DXB-LHR-DXB" */
    route: text('route').notNull(),
    firstDepartureAt: timestamp('first_departure_at', { withTimezone: true }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    pnr: text('pnr'),
    ticketedAt: timestamp('ticketed_at', { withTimezone: true }),
  },
  (t) => [index('flight_bookings_pnr').on(t.pnr), index('flight_bookings_selection').on(t.selectionId)],
);
