import { z } from 'zod';
import { majorAmount } from './money.ts';

/**
 * GET /b2b/transactions/balance (spec section 7). Major units (AED).
 * pendingBalance = funds reserved by pending holds (bookings in progress, withdrawal requests).
 */
export const walletBalanceAnswer = z.object({
  balance: majorAmount,
  pendingBalance: majorAmount,
  creditAmount: majorAmount,
  creditUsed: majorAmount,
});
export type WalletBalanceAnswer = z.infer<typeof walletBalanceAnswer>;

export const lowBalanceAlert = z.object({
  /** The lowest threshold the available funds are below, AED. */
  threshold: majorAmount,
  /** That threshold in percent of the credit limit. */
  percent: z.number(),
  available: majorAmount,
});

/** GET /b2b/wallets/summary: everything the /wallet page header and its banner need. */
export const walletSummaryAnswer = walletBalanceAnswer.extend({
  currency: z.literal('AED'),
  /** balance + creditAmount - creditUsed - pendingBalance: what a payment may take now. */
  available: majorAmount,
  /** Own money not reserved by holds: the most a withdrawal request may ask. */
  withdrawable: majorAmount,
  /** Set while available funds are below a threshold (default 40% and 20% of the credit limit). */
  lowBalance: lowBalanceAlert.nullable(),
  thresholds: z.array(z.object({ percent: z.number(), amount: majorAmount })),
  cardFeePercent: z.number(),
  minimumCardDeposit: majorAmount,
});
export type WalletSummaryAnswer = z.infer<typeof walletSummaryAnswer>;
