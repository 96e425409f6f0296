import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Uploaded files, stored outside the web root under generated names; served only to their owner and admins. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerAgentId: uuid('owner_agent_id'),
    purpose: text('purpose').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageName: text('storage_name').notNull(),
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner').on(t.ownerAgentId)],
);
