import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './agents.ts';
import { quotations } from './quotations.ts';

/** What staff notes and assignments hang on: an agent, an order (`product:id`) or a visa application. */
export const STAFF_SUBJECT_KINDS = ['agent', 'order', 'visa'] as const;
export type StaffSubjectKind = (typeof STAFF_SUBJECT_KINDS)[number];

/**
 * Internal notes of the company's staff (never shown to agents): timestamped and named. The subject's
 * key is the agent's or visa application's id, or `product:id` of an order (orders of every product).
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: STAFF_SUBJECT_KINDS }).notNull(),
    subjectKey: text('subject_key').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_notes_subject').on(t.subjectKind, t.subjectKey, t.createdAt),
    check('staff_notes_kind', sql`${t.subjectKind} in ('agent', 'order', 'visa')`),
  ],
);

/** Which member of staff handles an order or a visa application (one at a time; no row: nobody). */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    subjectKind: text('subject_kind', { enum: STAFF_SUBJECT_KINDS }).notNull(),
    subjectKey: text('subject_key').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    assignedBy: uuid('assigned_by')
      .notNull()
      .references(() => admins.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectKey] }),
    index('staff_assignments_admin').on(t.adminId),
  ],
);

export const QUOTATION_WORK_STATUSES = ['new', 'in-hand', 'done'] as const;
export type QuotationWorkStatus = (typeof QUOTATION_WORK_STATUSES)[number];

/** Operations' progress on a confirmed quotation (no row: new). */
export const quotationWork = pgTable(
  'quotation_work',
  {
    quotationId: uuid('quotation_id')
      .primaryKey()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: QUOTATION_WORK_STATUSES }).notNull(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => admins.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('quotation_work_status', sql`${t.status} in ('new', 'in-hand', 'done')`)],
);
