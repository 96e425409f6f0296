import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records. The claim is committed first (so a concurrent duplicate sees
 * `running` and gets 409); the answer is written in the same transaction as the effect, guarded
 * by the claim token. Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** "agent:<id>" or "admin:<id>": keys of different callers never collide. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: ['running', 'done'] }).notNull(),
    claimToken: uuid('claim_token').notNull(),
    /** A claim whose process died may be taken over after this instant (nothing was committed). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
