import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOARD_CODES, RATE_SOURCES, type RoomPax } from '@portal/domain';
import { agents } from './agents.ts';
import { bookingLines, bookingOrders } from './booking-orders.ts';
import { hotelRoomTypes, hotels } from './hotels.ts';

export const HOTEL_HOLD_STATUSES = ['held', 'used', 'released'] as const;

/**
 * A rechecked rate held for the agent until `expires_at` (issue "Hotels II"). A contract rate's
 * rooms are taken off the allotment while the row is `held`; booking turns it `used` in the money
 * transaction; the expiry job turns it `released` and gives the rooms back, exactly once (the
 * conditional update from `held` is the claim).
 */
export const hotelRateHolds = pgTable(
  'hotel_rate_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    searchId: uuid('search_id').notNull(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    source: text('source', { enum: RATE_SOURCES }).notNull(),
    /** The rate key to book with (the supplier's, possibly renewed by its recheck). */
    rateKey: text('rate_key').notNull(),
    boardCode: text('board_code', { enum: BOARD_CODES }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    rooms: jsonb('rooms').$type<RoomPax[]>().notNull(),
    nationality: text('nationality').notNull(),
    /** Rooms taken off the contract allotment by this hold (0 for the bedbank). */
    allotmentRooms: integer('allotment_rooms').notNull().default(0),
    /** What the agent saw before the recheck and what the recheck priced (agent price, minor units). */
    shownPrice: integer('shown_price').notNull(),
    agentPrice: integer('agent_price').notNull(),
    /** The priced rate at recheck (the answer's rate), kept to book exactly what was shown. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: HOTEL_HOLD_STATUSES }).notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    orderId: uuid('order_id'),
  },
  (t) => [
    index('hotel_rate_holds_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    index('hotel_rate_holds_agent').on(t.agentId, t.createdAt),
  ],
);

/** The hotel side of a booking core line: what is booked, for whom, and what the voucher prints. */
export const hotelBookingDetails = pgTable(
  'hotel_booking_details',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => bookingLines.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id, { onDelete: 'cascade' }),
    holdId: uuid('hold_id').notNull(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    source: text('source', { enum: RATE_SOURCES }).notNull(),
    rateKey: text('rate_key').notNull(),
    rateName: text('rate_name').notNull(),
    boardCode: text('board_code', { enum: BOARD_CODES }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    rooms: jsonb('rooms').$type<RoomPax[]>().notNull(),
    /** One list per room: title, first and last name, type, age, gender. */
    guests: jsonb('guests').$type<Record<string, unknown>[][]>().notNull(),
    nationality: text('nationality').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    onRequest: boolean('on_request').notNull().default(false),
    cancellationType: text('cancellation_type').notNull(),
    /** The displayed policy lines at booking (from, fromLocal, timeZone, fee, text). */
    cancellationLines: jsonb('cancellation_lines').$type<Record<string, unknown>[]>().notNull(),
    rateComments: text('rate_comments').notNull().default(''),
  },
  (t) => [index('hotel_booking_details_order').on(t.orderId)],
);
