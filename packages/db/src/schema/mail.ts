import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Transactional outbox: a mail is written in the same transaction as its cause and sent by a job. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_pending').on(t.status, t.availableAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Short-lived claims on a piece of work that calls a supplier (client.ts `tryExclusive` on
 * PostgreSQL): taken and released by one committed statement each, so no lock or transaction stays
 * open across the call (safe behind a transaction-mode pooler). A holder that dies leaves its row,
 * which the next claimant takes over once `expires_at` has passed.
 */
export const workLeases = pgTable('work_leases', {
  key: text('key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
