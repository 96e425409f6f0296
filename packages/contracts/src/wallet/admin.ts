import { z } from 'zod';
import { majorAmount, majorAmountInput, walletCurrencyInput } from './money.ts';

/** POST /admin/wallets/adjustments (admin, Idempotency-Key): credit or debit a wallet with a reason. */
export const walletAdjustmentBody = z.object({
  /** Agent id, email or agent code. */
  agent: z.string().trim().min(1).max(200),
  direction: z.enum(['credit', 'debit']),
  amount: majorAmountInput,
  currency: walletCurrencyInput,
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
});
export type WalletAdjustmentBody = z.input<typeof walletAdjustmentBody>;

export const walletPositionAnswer = z.object({
  agentId: z.uuid(),
  entryId: z.uuid(),
  balance: majorAmount,
  pendingBalance: majorAmount,
  creditAmount: majorAmount,
  creditUsed: majorAmount,
  available: majorAmount,
});
export type WalletPositionAnswer = z.infer<typeof walletPositionAnswer>;
