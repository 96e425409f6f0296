import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

export const API_KEY_STATUSES = ['active', 'revoked'] as const;

/**
 * An agency's API keys (issue 39): the agency's own systems call the Agent API (every product's search,
 * price, book, cancel and documents routes) with one. A key acts as an agency user of its own: its id is
 * the `user_id`/`booked_by` of what it does. Only the SHA-256 of the secret is kept (the secret is shown
 * once). A sandbox key acts for the agency's sandbox twin (`acting_agent_id`, ADR 0021): its own wallet.
 * A change of what a key may do (status, secret, modules, addresses, caps) bumps the `auth` counter, so
 * every node forgets the key at once (plugins/caller-cache.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The agency the key books for: the agency itself, or its sandbox twin for a sandbox key. */
    actingAgentId: uuid('acting_agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the secret (`pk_live_AbC4`), to tell keys apart; never enough to use. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole secret. */
    secretHash: text('secret_hash').notNull(),
    /** The modules the key may use (a subset of the agency's). */
    modules: text('modules').array().notNull(),
    /** Addresses and CIDR ranges the key may call from; empty: any. */
    ipAllow: text('ip_allow')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The most one booking may cost (minor units, AED); null: no cap. */
    bookingCap: bigint('booking_cap', { mode: 'number' }),
    /** The most the key's bookings of one day (UTC) may cost together (minor units); null: no cap. */
    dailyCap: bigint('daily_cap', { mode: 'number' }),
    sandbox: boolean('sandbox').notNull().default(false),
    status: text('status', { enum: API_KEY_STATUSES }).notNull().default('active'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret').on(t.secretHash),
    index('api_keys_agent').on(t.agentId, t.createdAt),
    check('api_keys_caps_nonneg', sql`${t.bookingCap} >= 0 and ${t.dailyCap} >= 0`),
  ],
);

/** Calls and errors (4xx/5xx answers) of a key per UTC day; bookings are counted from the orders. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
    errors: integer('errors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/** An agency's sandbox twin (ADR 0021): the agent row sandbox keys book for, with its own wallet. */
export const sandboxAgencies = pgTable('sandbox_agencies', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  twinId: uuid('twin_id')
    .notNull()
    .unique()
    .references(() => agents.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
