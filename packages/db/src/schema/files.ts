import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

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

/**
 * The bytes of stored files (the default file store), keyed by the storage name an `uploads` row
 * carries, so every API node reads what any node received. Uploads are at most a few MB, well
 * within one bytea value, so no chunking.
 */
export const fileBlobs = pgTable('file_blobs', {
  storageName: text('storage_name').primaryKey(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
