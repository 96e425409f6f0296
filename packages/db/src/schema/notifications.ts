import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@portal/domain';
import { agents } from './agents.ts';

/**
 * Issue 36: the notification centre. Rows are written only through notify() (notifications/notify.ts):
 * by the notifications job reading the booking core's events and the pay-later deadlines, and by the
 * change a notification tells about, in its transaction (a visa decision, a deposit, a withdrawal, a
 * credit limit, a low balance, a sub-agent's quotation). `source` is the cause (for example
 * "event:123", "deposit:<id>:confirmed") and unique per agency, so a cause notifies once however
 * often or on however many nodes it is written. A user dimension
 * (agency users) fits as a nullable column beside agent_id later.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Booking core product and order, when the notification is about one (the web app links it). */
    product: text('product'),
    orderId: uuid('order_id'),
    /** Off in the user's portal settings: kept only as the cause's once-only mark. */
    hidden: integer('hidden').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_source').on(t.agentId, t.source),
    index('notifications_agent_created').on(t.agentId, t.createdAt),
    index('notifications_unread')
      .on(t.agentId)
      .where(sql`${t.readAt} is null and ${t.hidden} = 0`),
  ],
);

/** Per user (today: the agency account) which kinds go to the portal and which by mail, and the digest hour. */
export const notificationSettings = pgTable('notification_settings', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id),
  portal: jsonb('portal').$type<string[]>().notNull(),
  mail: jsonb('mail').$type<string[]>().notNull(),
  /** Company-zone hour (0-23) of the daily digest mail; null: no digest. */
  digestHour: integer('digest_hour'),
  /** The company-zone day the last digest went out (claimed in the same transaction as its mail). */
  digestSentOn: date('digest_sent_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How far the notifications job has read a feed (booking_events ids); its row lock makes one reader. */
export const notificationCursors = pgTable('notification_cursors', {
  feed: text('feed').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
