import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * One wallet per agent; every change is one conditional UPDATE plus its ledger entry in the same
 * transaction. The checks are the last line of defence behind the conditional statements.
 */
export const wallets = pgTable(
  'wallets',
  {
    agentId: uuid('agent_id')
      .primaryKey()
      .references(() => agents.id),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
    balance: money('balance').notNull().default(0),
    creditLimit: money('credit_limit').notNull().default(0),
    creditUsed: money('credit_used').notNull().default(0),
    held: money('held').notNull().default(0),
    /** Low-balance thresholds already announced by mail (0 = none). */
    lowBalanceLevel: smallint('low_balance_level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_nonneg', sql`${t.balance} >= 0`),
    check('wallets_credit_used_nonneg', sql`${t.creditUsed} >= 0`),
    check('wallets_credit_limit_nonneg', sql`${t.creditLimit} >= 0`),
    check('wallets_held_nonneg', sql`${t.held} >= 0`),
    check('wallets_balance_or_credit', sql`${t.balance} = 0 or ${t.creditUsed} = 0`),
  ],
);

export const HOLD_STATUSES = ['held', 'captured', 'voided', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** Two-phase payments: funds reserved, then captured or voided exactly once. */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
    reference: text('reference').notNull(),
    /** "booking", "withdrawal", ... - withdrawals may only be captured from the balance. */
    purpose: text('purpose').notNull(),
    status: text('status', { enum: HOLD_STATUSES }).notNull().default('held'),
    /** Null: never expires (withdrawals wait for the company). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    capturedAmount: money('captured_amount'),
    holdEntryId: uuid('hold_entry_id').notNull(),
    resolveEntryId: uuid('resolve_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('wallet_holds_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    index('wallet_holds_agent').on(t.agentId, t.createdAt),
    check('wallet_holds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Where agents send bank transfers (shown by GET /b2b/company/bank-info/all, read uncached); staff
 * manage them in the back office's company settings against `version` (issue 34).
 */
export const companyBankAccounts = pgTable('company_bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull().unique(),
  iban: text('iban').notNull(),
  swiftCode: text('swift_code').notNull(),
  branchName: text('branch_name').notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('AED'),
  countryIsocode: varchar('country_isocode', { length: 2 }).notNull().default('AE'),
  sortOrder: integer('sort_order').notNull().default(100),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(0),
});

export const DEPOSIT_METHODS = ['card', 'bank_transfer'] as const;
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'cancelled', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const walletDeposits = pgTable(
  'wallet_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    method: text('method', { enum: DEPOSIT_METHODS }).notNull(),
    /** Credited to the wallet. */
    amount: money('amount').notNull(),
    /** Card fee paid on top (company revenue). */
    fee: money('fee').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    paymentId: uuid('payment_id'),
    companyBankId: uuid('company_bank_id').references(() => companyBankAccounts.id),
    referenceNumber: text('reference_number'),
    receiptUploadId: uuid('receipt_upload_id'),
    entryId: uuid('entry_id'),
    reason: text('reason'),
    resolvedBy: text('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('wallet_deposits_agent').on(t.agentId, t.createdAt),
    index('wallet_deposits_status').on(t.status),
    check('wallet_deposits_amount_positive', sql`${t.amount} > 0 and ${t.fee} >= 0`),
  ],
);

export const WITHDRAWAL_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity({ startWith: 500001 }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => walletHolds.id),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    isoCode: varchar('iso_code', { length: 2 }).notNull(),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ibanCode: text('iban_code').notNull(),
    reason: text('reason'),
    /** The bank's reference of the transfer that paid the agent out (staff give it when confirming). */
    paymentReference: text('payment_reference'),
    entryId: uuid('entry_id'),
    resolvedBy: text('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('wallet_withdrawals_agent').on(t.agentId, t.createdAt)],
);
