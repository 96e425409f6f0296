import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOARD_CODES, type CancellationDeadline, type RoomPax } from '@portal/domain';
import { hotelContracts, hotelRoomTypes, hotels } from './hotels.ts';

const BOOKING_STATUSES = ['confirmed', 'on-request', 'cancelled'] as const;

/**
 * Rooms the company's own contract inventory has given out, one row per booking reference (the
 * adapter's idempotency key). Booking also adds the rooms to `hotel_allotments.booked` in the same
 * transaction; cancelling gives them back.
 */
export const hotelContractBookings = pgTable(
  'hotel_contract_bookings',
  {
    reference: text('reference').primaryKey(),
    supplierReference: text('supplier_reference').notNull().unique(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    contractId: uuid('contract_id').references(() => hotelContracts.id, { onDelete: 'set null' }),
    boardCode: text('board_code', { enum: BOARD_CODES }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    rooms: jsonb('rooms').$type<RoomPax[]>().notNull(),
    nationality: text('nationality').notNull(),
    rateKey: text('rate_key').notNull(),
    net: integer('net').notNull(),
    cancellation: jsonb('cancellation').$type<CancellationDeadline[]>().notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    cancellationFee: integer('cancellation_fee'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('hotel_contract_bookings_room_type').on(t.roomTypeId, t.fromDate),
    check('hotel_contract_bookings_amounts', sql`${t.net} >= 0 and coalesce(${t.cancellationFee}, 0) >= 0`),
  ],
);

/**
 * The sandbox bedbank's own booking store: stands for the remote supplier's database, so a booking
 * made through one API node is found, quoted and cancelled through any other. Keyed by the client
 * reference we send (its idempotency key); holds the bedbank's codes, not ours.
 */
export const bedbankSandboxBookings = pgTable(
  'bedbank_sandbox_bookings',
  {
    clientReference: text('client_reference').primaryKey(),
    bookingCode: text('booking_code').notNull().unique(),
    hotelCode: text('hotel_code').notNull(),
    roomCode: text('room_code').notNull(),
    boardCode: text('board_code', { enum: BOARD_CODES }).notNull(),
    rateKey: text('rate_key').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    occupancies: jsonb('occupancies').$type<RoomPax[]>().notNull(),
    nationality: text('nationality').notNull(),
    net: integer('net').notNull(),
    policies: jsonb('policies').$type<CancellationDeadline[]>().notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    cancellationFee: integer('cancellation_fee'),
    holder: jsonb('holder').$type<Record<string, unknown>>().notNull(),
    guests: jsonb('guests').$type<unknown[]>().notNull(),
    agencyReference: text('agency_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('bedbank_sandbox_bookings_amounts', sql`${t.net} >= 0 and coalesce(${t.cancellationFee}, 0) >= 0`),
  ],
);
