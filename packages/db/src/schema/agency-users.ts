import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

export const AGENCY_USER_ROLES = ['owner', 'manager', 'booker', 'accountant', 'viewer'] as const;
export const AGENCY_USER_STATUSES = ['invited', 'active', 'disabled'] as const;
/** The languages of the portal, its documents and mails (issue 35); the domain's LANGUAGES. */
export const USER_LANGUAGES = ['en', 'ar'] as const;

/**
 * The people of an agency (issue 32): each signs in with its own e-mail and password and acts under its
 * role (domain access/permissions.ts `agencyRoles`). The agent row stays the company account (wallet,
 * markups, sub-agents, modules); its own e-mail and password are its owner user's, kept equal by the
 * trigger of the migration (every write to agents.email or agents.password_hash reaches the owner row),
 * so sign-up, profile, password change and reset work as before. E-mail addresses are unique across
 * all agencies' users (sign-in finds the user by e-mail alone).
 */
export const agencyUsers = pgTable(
  'agency_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null while invited (the invitee chooses it). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: AGENCY_USER_ROLES }).notNull(),
    /** The most a booking paid from the wallet may cost (minor units); null: no limit. */
    bookingLimit: bigint('booking_limit', { mode: 'number' }),
    /** Permissions granted beyond the role (e.g. 'prices.net' for a booker). */
    grants: text('grants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: AGENCY_USER_STATUSES }).notNull().default('active'),
    /** SHA-256 of the invitation token and its end; cleared once accepted. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The language the person reads the portal and its mails in (issue 35). */
    language: text('language', { enum: USER_LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agency_users_email_unique').on(t.email),
    uniqueIndex('agency_users_one_owner')
      .on(t.agentId)
      .where(sql`${t.role} = 'owner'`),
    index('agency_users_agent').on(t.agentId, t.createdAt),
    uniqueIndex('agency_users_invite').on(t.inviteTokenHash),
    check('agency_users_booking_limit_nonneg', sql`${t.bookingLimit} >= 0`),
    check('agency_users_language', sql`${t.language} in ('en', 'ar')`),
  ],
);

/** Agency-wide sign-in settings (issue 32): stored only; two-factor sign-in itself comes later. */
export const agencySettings = pgTable('agency_settings', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
