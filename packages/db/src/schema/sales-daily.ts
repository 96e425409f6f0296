import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Issue 36: the dashboard's and the reports' daily sales rollup, one row per agency, booking day
 * (created_at in the company zone, UTC+4, the order lists' rule), product, parent and agency user.
 * Kept by triggers on booking_orders and booking_lines in the booking's own transaction (migration
 * 0036), so it always equals an aggregation of the orders the lists read: live orders (processing,
 * unpaid, completed) count as bookings with their sell value, net cost and parent earning; cancelled
 * ones count with the cancellation fees of their lines. Never written by application code.
 */
export const bookingSalesDaily = pgTable(
  'booking_sales_daily',
  {
    agentId: uuid('agent_id').notNull(),
    parentId: uuid('parent_id'),
    bookedBy: uuid('booked_by'),
    day: date('day').notNull(),
    product: text('product').notNull(),
    bookings: integer('bookings').notNull().default(0),
    sell: bigint('sell', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    parentEarning: bigint('parent_earning', { mode: 'number' }).notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    fees: bigint('fees', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('booking_sales_daily_key')
      .on(t.agentId, t.day, t.product, t.parentId, t.bookedBy)
      .nullsNotDistinct(),
    index('booking_sales_daily_parent')
      .on(t.parentId, t.day)
      .where(sql`${t.parentId} IS NOT NULL`),
  ],
);
