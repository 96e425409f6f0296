import { z } from 'zod';
import { DEPOSIT_STATUS_VALUES } from '../wallet/deposits.ts';
import { majorAmount } from '../wallet/money.ts';

/**
 * Back office: deposits agents reported (bank transfers with a receipt, card checkouts) and withdrawals
 * they asked for, which staff confirm or cancel (GET/POST /api/v1/admin/wallets/deposits|withdrawals).
 */

const paging = {
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1, 'limit must be 1-100').max(100, 'limit must be 1-100').default(20),
};
const search = z.string().trim().max(100, 'Search with at most 100 characters').optional();

export const ADMIN_DEPOSIT_FILTERS = ['pending', 'confirmed', 'cancelled', 'failed', 'all'] as const;
export type AdminDepositFilter = (typeof ADMIN_DEPOSIT_FILTERS)[number];
export const ADMIN_WITHDRAWAL_FILTERS = ['pending', 'confirmed', 'cancelled', 'all'] as const;
export type AdminWithdrawalFilter = (typeof ADMIN_WITHDRAWAL_FILTERS)[number];

export const adminDepositsQuery = z.object({
  status: z
    .enum(ADMIN_DEPOSIT_FILTERS, { error: `status must be one of ${ADMIN_DEPOSIT_FILTERS.join(', ')}` })
    .default('pending'),
  /** Agent code, company name, transfer reference or deposit number. */
  search,
  ...paging,
});
export type AdminDepositsQuery = z.input<typeof adminDepositsQuery>;

export const adminWithdrawalsQuery = z.object({
  status: z
    .enum(ADMIN_WITHDRAWAL_FILTERS, {
      error: `status must be one of ${ADMIN_WITHDRAWAL_FILTERS.join(', ')}`,
    })
    .default('pending'),
  /** Agent code, company name, bank, account holder or withdrawal number. */
  search,
  ...paging,
});
export type AdminWithdrawalsQuery = z.input<typeof adminWithdrawalsQuery>;

export const adminRequestAgent = z.object({
  id: z.uuid(),
  agentCode: z.number().int(),
  companyName: z.string(),
});

/** Who closed a request: a member of staff (by name), the command line, or the card gateway. */
export const adminResolvedBy = z.object({
  kind: z.enum(['admin', 'cli', 'system', 'agent', 'other']),
  name: z.string(),
});
export type AdminResolvedBy = z.infer<typeof adminResolvedBy>;

export const adminDepositDto = z.object({
  id: z.uuid(),
  number: z.number().int(),
  agent: adminRequestAgent,
  method: z.enum(['card', 'bank_transfer']),
  status: z.enum(DEPOSIT_STATUS_VALUES),
  currency: z.literal('AED'),
  /** Credited to the wallet on confirmation (AED). */
  amount: majorAmount,
  /** Card fee on top (company revenue); 0 for bank transfers. */
  fee: majorAmount,
  companyBank: z.object({ id: z.uuid(), bankName: z.string(), accountNumber: z.string() }).nullable(),
  referenceNumber: z.string().nullable(),
  /** A short-lived signed link to the receipt (opens without the staff token); null without one. */
  receiptUrl: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  resolvedBy: adminResolvedBy.nullable(),
});
export type AdminDepositDto = z.infer<typeof adminDepositDto>;
export const adminDepositsAnswer = z.object({ deposits: z.array(adminDepositDto), total: z.number().int() });
export type AdminDepositsAnswer = z.infer<typeof adminDepositsAnswer>;

export const adminWithdrawalDto = z.object({
  id: z.uuid(),
  number: z.number().int(),
  agent: adminRequestAgent,
  status: z.enum(['pending', 'confirmed', 'cancelled']),
  currency: z.literal('AED'),
  amount: majorAmount,
  isoCode: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  accountHolderName: z.string(),
  /** In full: staff pay the money out to it. */
  accountNumber: z.string(),
  ibanCode: z.string(),
  reason: z.string().nullable(),
  /** The bank's reference of the payout (given when confirmed); the agent's statement shows it. */
  paymentReference: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  resolvedBy: adminResolvedBy.nullable(),
});
export type AdminWithdrawalDto = z.infer<typeof adminWithdrawalDto>;
export const adminWithdrawalsAnswer = z.object({
  withdrawals: z.array(adminWithdrawalDto),
  total: z.number().int(),
});
export type AdminWithdrawalsAnswer = z.infer<typeof adminWithdrawalsAnswer>;

export const adminRequestParams = z.object({ id: z.uuid({ error: 'Unknown request id' }) });

export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
/** POST .../cancel: why (the agent is told by e-mail). */
export const adminCancelRequestBody = z.object({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(ADMIN_REASON_MIN, `Give a reason of at least ${ADMIN_REASON_MIN} characters`)
    .max(ADMIN_REASON_MAX, `Keep the reason to at most ${ADMIN_REASON_MAX} characters`),
});
export type AdminCancelRequestBody = z.input<typeof adminCancelRequestBody>;

/** POST /admin/wallets/withdrawals/:id/confirm: the bank's reference of the transfer that paid the agent. */
export const adminConfirmWithdrawalBody = z.object({
  paymentReference: z
    .string({ error: "Give the bank's payment reference" })
    .trim()
    .min(3, "Give the bank's payment reference (at least 3 characters)")
    .max(60, 'Keep the payment reference to at most 60 characters'),
});
export type AdminConfirmWithdrawalBody = z.input<typeof adminConfirmWithdrawalBody>;

/** Confirm/cancel answers: the request as it is now, and what happened, in words for the toast. */
export const adminDepositActionAnswer = z.object({ deposit: adminDepositDto, message: z.string() });
export type AdminDepositActionAnswer = z.infer<typeof adminDepositActionAnswer>;
export const adminWithdrawalActionAnswer = z.object({ withdrawal: adminWithdrawalDto, message: z.string() });
export type AdminWithdrawalActionAnswer = z.infer<typeof adminWithdrawalActionAnswer>;
