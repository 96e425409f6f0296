import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './agents.ts';

/**
 * Invitations of staff by e-mail (issue 33): an administrator invites, the invitee follows the link before it
 * expires and chooses a strong password; only the SHA-256 of the token is stored. The account exists from the
 * invitation on, inactive until the password is set.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_invitations_admin').on(t.adminId)],
);
