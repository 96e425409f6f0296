import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';

/** One row per issued token; logout or disabling an agent revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: ['agent', 'admin'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** An agent's session: the agency user signed in (agency_users.id); disabling the user ends it. */
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the session last made a call (written at most once a minute per session; the sessions page). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_subject').on(t.subjectKind, t.subjectId),
    index('sessions_user')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
  ],
);

/** Single-use password reset tokens; only the SHA-256 of the token is stored. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  agentId: uuid('agent_id').notNull(),
  /** The agency user whose password it resets; null: the agency's owner (links sent before users existed). */
  userId: uuid('user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every API node (rate limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
