import { z } from 'zod';
import { majorAmount, majorAmountInput, walletCurrencyInput } from './money.ts';

const field = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

/** POST /b2b/wallets/withdraw-requests (Idempotency-Key): funds are held until the company pays or cancels. */
export const withdrawalBody = z.object({
  amount: majorAmountInput,
  currency: walletCurrencyInput,
  isoCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose the bank country'),
  bankName: field('Bank name'),
  branchName: field('Branch name'),
  accountHolderName: field('Account holder name'),
  accountNumber: field('Account number', 40),
  /** IBAN (or IFSC/routing code outside IBAN countries). */
  ibanCode: field('IBAN / IFSC code', 40),
});
export type WithdrawalBody = z.input<typeof withdrawalBody>;

export const withdrawalRecord = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'cancelled']),
  currency: z.literal('AED'),
  amount: majorAmount,
  isoCode: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  accountHolderName: z.string(),
  /** Masked except the last four characters. */
  accountNumber: z.string(),
  ibanCode: z.string(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

export const withdrawalsQuery = z.object({
  status: z.enum(['pending', 'confirmed', 'cancelled']).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const withdrawalsAnswer = z.object({
  withdrawals: z.array(withdrawalRecord),
  totalCount: z.number().int(),
});
export type WithdrawalsAnswer = z.infer<typeof withdrawalsAnswer>;
