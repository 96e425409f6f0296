import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** Company configuration shipped with the product (spec section 1); a single row, id 1. */
export const company = pgTable('company', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Grows on every back-office save: a save made against an older one is refused (issue 34). */
  version: integer('version').notNull().default(1),
});
