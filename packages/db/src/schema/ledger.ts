import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ENTRY_KINDS, LEDGER_ACCOUNTS } from '@portal/domain';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Immutable journal entries (a trigger refuses UPDATE and DELETE; corrections are new entries
 * pointing at `corrects_entry_id`). For entries that touch one agent's wallet, the position
 * after the entry is stored so the statement shows a running balance without re-summing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    agentId: uuid('agent_id'),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
    /** Effect on the agent's position (balance - credit used): + money in, - money out. */
    netAmount: money('net_amount').notNull().default(0),
    balanceAfter: money('balance_after'),
    creditUsedAfter: money('credit_used_after'),
    heldAfter: money('held_after'),
    reference: text('reference').notNull(),
    product: text('product'),
    description: text('description').notNull(),
    /** "system", "agent:<id>", "admin:<id>" or "cli". */
    createdBy: text('created_by').notNull(),
    /** The agency user whose action caused the entry (agency_users.id); the statement names it. */
    userId: uuid('user_id'),
    correctsEntryId: uuid('corrects_entry_id').references((): AnyPgColumn => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_agent_seq').on(t.agentId, t.seq),
    index('ledger_entries_reference').on(t.reference),
  ],
);

/** Signed postings; every entry's postings sum to zero (checked in code and by a deferred trigger). */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    agentId: uuid('agent_id'),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
  },
  (t) => [
    index('ledger_postings_entry').on(t.entryId),
    index('ledger_postings_account').on(t.account, t.agentId),
    check('ledger_postings_amount_nonzero', sql`${t.amount} <> 0`),
    check('ledger_postings_agent_account', sql`(${t.account} like 'agent\_%') = (${t.agentId} is not null)`),
  ],
);
