import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookingLines, bookingOrders } from './booking-orders.ts';

/**
 * a2a (airport to airport) seat packages, issue 13: the company's own blocks of airline seats,
 * resold by agents. A sector is a pair of airports; a ticket is one block on one date (onward and
 * return flights, fares, seats). Seats are taken with one conditional update in the booking's money
 * transaction (`available_seats >= n`), so a block is never oversold.
 */

export const a2aSectors = pgTable(
  'a2a_sectors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    airportFrom: varchar('airport_from', { length: 3 }).notNull(),
    airportTo: varchar('airport_to', { length: 3 }).notNull(),
    /** Names from the airports data package, kept so lists need no lookup. */
    fromName: text('from_name').notNull(),
    fromCity: text('from_city').notNull(),
    fromCountry: text('from_country').notNull(),
    toName: text('to_name').notNull(),
    toCity: text('to_city').notNull(),
    toCountry: text('to_country').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('a2a_sectors_pair').on(t.airportFrom, t.airportTo)],
);

export const A2A_TICKET_STATUSES = ['open', 'closed'] as const;

export const a2aTickets = pgTable(
  'a2a_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => a2aSectors.id),
    onwardDate: date('onward_date', { mode: 'string' }).notNull(),
    onwardAirline: text('onward_airline').notNull(),
    onwardAirlineCode: varchar('onward_airline_code', { length: 3 }).notNull(),
    onwardFlightNo: text('onward_flight_no').notNull(),
    /** Local times at the airports ("HH:MM"), as printed on tickets. */
    onwardDepartureTime: text('onward_departure_time').notNull(),
    onwardArrivalTime: text('onward_arrival_time').notNull(),
    onwardDurationMinutes: integer('onward_duration_minutes').notNull(),
    /** The onward departure as an instant: the change and cancellation deadline counts back from it. */
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    returnAirline: text('return_airline'),
    returnAirlineCode: varchar('return_airline_code', { length: 3 }),
    returnFlightNo: text('return_flight_no'),
    returnDepartureTime: text('return_departure_time'),
    returnArrivalTime: text('return_arrival_time'),
    returnDurationMinutes: integer('return_duration_minutes'),
    baggage: text('baggage').notNull(),
    handBaggage: text('hand_baggage').notNull().default('7 kg'),
    /** Net fares in AED minor units: one seat, one infant (infants take no seat). */
    price: integer('price').notNull(),
    infantPrice: integer('infant_price').notNull(),
    totalSeats: integer('total_seats').notNull(),
    availableSeats: integer('available_seats').notNull(),
    /** Infants the airline accepts on this block, and how many are booked. */
    infantLimit: integer('infant_limit').notNull(),
    infantsBooked: integer('infants_booked').notNull().default(0),
    pnrNo: text('pnr_no').notNull(),
    /** Cancellations and name changes close this many hours before departure. */
    deadlineHours: integer('deadline_hours').notNull(),
    /** Fee per cancelled passenger (AED minor units); the rest of its share is refunded. */
    cancellationFee: integer('cancellation_fee').notNull().default(0),
    terms: text('terms').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status', { enum: A2A_TICKET_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('a2a_tickets_date').on(t.onwardDate, t.sectorId),
    check('a2a_tickets_seats', sql`${t.availableSeats} >= 0 and ${t.availableSeats} <= ${t.totalSeats}`),
    check('a2a_tickets_infants', sql`${t.infantsBooked} >= 0 and ${t.infantsBooked} <= ${t.infantLimit}`),
    check(
      'a2a_tickets_amounts',
      sql`least(${t.price}, ${t.infantPrice}, ${t.cancellationFee}, ${t.deadlineHours}) >= 0`,
    ),
  ],
);

/** One traveller of an a2a booking: the product's own row of a booking core line (one line per traveller). */
export const a2aPassengers = pgTable(
  'a2a_passengers',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => bookingLines.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => a2aTickets.id),
    passengerNo: integer('passenger_no').notNull(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    code: text('code').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    reference: text('reference').notNull().default(''),
    nationality: text('nationality').notNull(),
    passportNo: text('passport_no').notNull(),
    isInfant: boolean('is_infant').notNull().default(false),
    infantTitle: text('infant_title'),
    infantFirstName: text('infant_first_name'),
    infantLastName: text('infant_last_name'),
    infantPassportNo: text('infant_passport_no'),
    /** Name and passport changes made after booking. */
    changes: integer('changes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('a2a_passengers_order').on(t.orderId), index('a2a_passengers_ticket').on(t.ticketId)],
);
