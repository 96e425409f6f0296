import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_TERMS_PAGES } from '@portal/domain';

/**
 * The company's own terms pages agents read (issue 34), e.g. its booking terms: every save is a new
 * version (the history is kept; the highest version is the page), made against the version the member
 * of staff opened; a second save of the same version hits the unique index and is refused.
 */
export const companyTerms = pgTable(
  'company_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page', { enum: COMPANY_TERMS_PAGES }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_terms_page_version').on(t.page, t.version),
    check('company_terms_version', sql`${t.version} >= 1`),
  ],
);
