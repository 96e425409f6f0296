import { z } from 'zod';
import { documentLanguageQuery } from '../common.ts';
import { majorAmount } from './money.ts';

/** Statement types: what each line is (journal entry kinds without the hold memo entries). */
export const statementType = z.enum([
  'opening_balance',
  'card_deposit',
  'client_payment',
  'bank_deposit',
  'deposit',
  'transfer_in',
  'transfer_out',
  'payment',
  'refund',
  'withdrawal',
  'credit_limit',
  'earnings',
  'adjustment',
]);
export type StatementType = z.infer<typeof statementType>;

/**
 * How a statement type reads on screen and in the Excel statement; the line's description names
 * the counterpart (the sub-agent or parent of a transfer, the booking reference, the bank).
 */
export const STATEMENT_TYPE_LABELS: Record<StatementType, string> = {
  opening_balance: 'Opening balance',
  card_deposit: 'Card deposit',
  client_payment: 'Client payment',
  bank_deposit: 'Bank deposit',
  deposit: 'Deposit',
  transfer_in: 'Transfer received',
  transfer_out: 'Transfer sent',
  payment: 'Booking',
  refund: 'Refund',
  withdrawal: 'Withdrawal',
  credit_limit: 'Credit limit change',
  earnings: 'Earning',
  adjustment: 'Adjustment',
};

const filterFields = z.object({
  /** Company-zone (Asia/Dubai) days, inclusive. */
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  product: z.string().trim().max(40).optional(),
  type: statementType.optional(),
  /** Part of the reference, case-insensitive. */
  reference: z.string().trim().max(100).optional(),
});
const datesInOrder = (q: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo;
const datesMessage = { message: 'dateFrom must not be after dateTo', path: ['dateTo'] };

/** Query of GET /b2b/transactions/all/sheet (Excel, at most 10,000 rows). */
export const transactionsFilter = filterFields.refine(datesInOrder, datesMessage);
export type TransactionsFilter = z.infer<typeof transactionsFilter>;

/** Query of the statement PDF: the same filters and the document's language (?lang=en|ar). */
export const statementPdfQuery = filterFields
  .extend(documentLanguageQuery.shape)
  .refine(datesInOrder, datesMessage);

/** Query of GET /b2b/transactions/all. */
export const transactionsQuery = filterFields
  .extend({
    skip: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine(datesInOrder, datesMessage);
export type TransactionsQuery = z.input<typeof transactionsQuery>;

export const transactionRow = z.object({
  id: z.uuid(),
  /** Sequential number of the journal entry. */
  transactionNo: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  type: statementType,
  product: z.string().nullable(),
  reference: z.string(),
  description: z.string(),
  /** Signed effect on the agent's funds: + money in, - money out (AED). */
  amount: majorAmount,
  debit: majorAmount,
  credit: majorAmount,
  /** Running balance and credit used right after this transaction. */
  balance: majorAmount,
  creditUsed: majorAmount,
  /** The credit note a refund issued (booking core), its PDF at /b2b/bookings/credit-notes/:id. */
  creditNote: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  /** The agency user whose action it was (issue 32); null for the company's and the system's lines. */
  user: z.string().nullable().optional(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionsAnswer = z.object({
  transactions: z.array(transactionRow),
  totalCount: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type TransactionsAnswer = z.infer<typeof transactionsAnswer>;
