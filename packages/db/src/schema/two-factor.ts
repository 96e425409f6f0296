import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Whose second factor a row is: an agency user (agency_users.id) or a member of staff (admins.id). */
export const TWO_FACTOR_OWNERS = ['agency-user', 'staff'] as const;

/**
 * Two-factor sign-in (TOTP, issue 32 §4 / 33 §1). One row per person while enrolling or enrolled: the secret
 * is stored encrypted (AES-256-GCM, key derived from the server secret) and never answered after the
 * enrolment started; enabled only once a first code confirmed it. `lastTimeStep` is the time step of the
 * last accepted code, so the same code (or an older one) is refused within its window.
 */
export const twoFactorSecrets = pgTable(
  'two_factor_secrets',
  {
    ownerKind: text('owner_kind', { enum: TWO_FACTOR_OWNERS }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    secretCipher: text('secret_cipher').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId] })],
);

/** One-time recovery codes: only the SHA-256 of each is stored; a used code stays with its use time. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: TWO_FACTOR_OWNERS }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_codes_owner').on(t.ownerKind, t.ownerId)],
);

/**
 * A password sign-in waiting for its second step: 'code' (the person has two-factor on) or 'enrol' (it must
 * set it up first: its agency requires it, or its staff roles move money). Short-lived; only the SHA-256 of
 * the token the client holds is stored; `failures` counts wrong codes (a few end the challenge).
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    step: text('step', { enum: ['code', 'enrol'] }).notNull(),
    subjectKind: text('subject_kind', { enum: ['agent', 'admin'] }).notNull(),
    /** The agent (agents.id) or the member of staff (admins.id) the session will be for. */
    subjectId: uuid('subject_id').notNull(),
    /** An agent's sign-in: the agency user signing in. */
    userId: uuid('user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sign_in_challenges_token').on(t.tokenHash)],
);
