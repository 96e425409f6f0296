import { z } from 'zod';
import { majorAmount, majorAmountInput, walletCurrencyInput } from './money.ts';
import { returnOriginInput, returnPathInput } from './payments.ts';

export const MINIMUM_CARD_DEPOSIT_MINOR = 1000;

/** GET /b2b/resellers/wallet/deposit/quote?amount= : the card fee shown before paying. */
export const cardDepositQuoteQuery = z.object({ amount: majorAmountInput });
export const cardDepositQuote = z.object({
  currency: z.literal('AED'),
  /** Credited to the wallet. */
  amount: majorAmount,
  feePercent: z.number(),
  fee: majorAmount,
  /** Charged to the card: amount + fee. */
  total: majorAmount,
});
export type CardDepositQuote = z.infer<typeof cardDepositQuote>;

/** POST /b2b/resellers/wallet/deposit (Idempotency-Key). Minimum 10 AED. */
export const cardDepositBody = z.object({
  amount: majorAmountInput,
  currency: walletCurrencyInput,
  returnOrigin: returnOriginInput.optional(),
  /** After the payment the success page offers (and the cancelled page keeps) this way back. */
  returnPath: returnPathInput.optional(),
});
export type CardDepositBody = z.input<typeof cardDepositBody>;
export const cardDepositAnswer = cardDepositQuote.extend({
  depositId: z.uuid(),
  paymentId: z.uuid(),
  /** Send the browser here (the gateway's hosted payment page). */
  paymentUrl: z.string(),
});
export type CardDepositAnswer = z.infer<typeof cardDepositAnswer>;

/** Multipart fields of POST /b2b/wallets/deposit-requests/add, with a `receipt` file (JPG, PNG or PDF, 5 MB). */
export const bankDepositFields = z.object({
  amount: majorAmountInput,
  companyBankId: z.uuid({ error: 'Choose the company bank account you paid into' }),
  referenceNumber: z.string().trim().min(1, 'Enter the transfer reference number').max(100),
  currency: walletCurrencyInput,
});
export type BankDepositFields = z.input<typeof bankDepositFields>;

export const DEPOSIT_STATUS_VALUES = ['pending', 'confirmed', 'cancelled', 'failed'] as const;
export const depositStatus = z.enum(DEPOSIT_STATUS_VALUES);

export const depositRecord = z.object({
  id: z.uuid(),
  /** Human-facing deposit number. */
  number: z.number().int(),
  method: z.enum(['card', 'bank_transfer']),
  status: depositStatus,
  currency: z.literal('AED'),
  amount: majorAmount,
  fee: majorAmount,
  total: majorAmount,
  referenceNumber: z.string().nullable(),
  companyBank: z.object({ id: z.uuid(), bankName: z.string(), accountNumber: z.string() }).nullable(),
  hasReceipt: z.boolean(),
  /** Why it was cancelled or failed. */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

export const depositsQuery = z.object({
  status: depositStatus.optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const depositsAnswer = z.object({ deposits: z.array(depositRecord), totalCount: z.number().int() });
export type DepositsAnswer = z.infer<typeof depositsAnswer>;
