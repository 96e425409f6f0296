import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { walletHolds } from './wallet.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

export const EARNING_STATUSES = ['pending', 'released', 'reversed'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/**
 * A parent agent's earning on one order line of its sub-agent (the sub-agent markup the parent set).
 * The money lives in the ledger (account agent_earnings while pending, the parent's wallet once
 * released); this row links the journal entries to the sub-agent and order line and carries the
 * state machine pending -> released | reversed (released -> reversed only by a claw-back).
 */
export const parentEarnings = pgTable(
  'parent_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => agents.id),
    subAgentId: uuid('sub_agent_id')
      .notNull()
      .references(() => agents.id),
    orderRef: text('order_ref').notNull(),
    /** One earning per order line: recording the same line twice is a no-op. */
    lineRef: text('line_ref').notNull().unique(),
    product: text('product'),
    amount: money('amount').notNull(),
    /**
     * The VAT the company charged because of the markup (not part of the earning): the sub-agent paid
     * amount + markup_vat over the parent's own price. 0 on rows recorded before it was kept.
     */
    markupVat: money('markup_vat').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
    /** The service date: released once this company-zone day has passed. */
    releaseOn: date('release_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: EARNING_STATUSES }).notNull().default('pending'),
    recordEntryId: uuid('record_entry_id').notNull(),
    releaseEntryId: uuid('release_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('parent_earnings_due')
      .on(t.releaseOn)
      .where(sql`${t.status} = 'pending'`),
    index('parent_earnings_sub_agent').on(t.subAgentId),
    index('parent_earnings_parent').on(t.parentId),
    check('parent_earnings_amount_positive', sql`${t.amount} > 0`),
    check('parent_earnings_markup_vat', sql`${t.markupVat} >= 0`),
  ],
);

/**
 * A credit limit a parent gives a sub-agent out of its own funds: the carved amount stays reserved
 * on the parent's wallet by a never-expiring hold, replaced whenever the limit changes.
 */
export const subAgentCreditLines = pgTable('sub_agent_credit_lines', {
  subAgentId: uuid('sub_agent_id')
    .primaryKey()
    .references(() => agents.id),
  parentId: uuid('parent_id')
    .notNull()
    .references(() => agents.id),
  amount: money('amount').notNull().default(0),
  /** Null when the limit is zero (nothing reserved). */
  holdId: uuid('hold_id').references(() => walletHolds.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
