import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

export const PAYMENT_PURPOSES = ['wallet_deposit', 'order', 'booking', 'payment_link'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_STATUSES = ['created', 'succeeded', 'failed'] as const;

/**
 * Card payments through a gateway, for any purpose (wallet deposits, order checkouts). The
 * status moves out of `created` exactly once, by a verified gateway callback.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    /** The order reference given to the gateway (a deposit id, an order id). */
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('AED'),
    description: text('description').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    /** The nonce of the callback that settled it; unique so a replay can never settle twice. */
    callbackNonce: text('callback_nonce').unique(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_reference').on(t.purpose, t.reference),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
