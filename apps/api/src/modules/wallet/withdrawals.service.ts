import { randomUUID } from 'node:crypto';
import type { DbOrTx, Tx } from '@portal/db';
import type { WithdrawalRecord, WithdrawalsAnswer } from '@portal/contracts';
import { formatMoney, type Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n/index.ts';
import { mailAgent } from './deposits.service.ts';
import { notifyAgent, type WalletMailWords } from './wallet-notify.ts';
import { iso, major, type Actor } from './money-format.ts';
import { walletService } from './wallet.service.ts';
import {
  findWithdrawal,
  insertWithdrawal,
  listWithdrawals,
  resolveWithdrawal,
  setWithdrawalEntry,
  type WithdrawalFilter,
  type WithdrawalListRow,
  type WithdrawalRow,
} from './withdrawals.repository.ts';

export interface WithdrawalInput {
  amount: number;
  isoCode: string;
  bankName: string;
  branchName: string;
  accountHolderName: string;
  accountNumber: string;
  ibanCode: string;
}

export const WITHDRAWAL_REFUSED =
  'The amount is more than you can withdraw: only your own balance not reserved by pending bookings or requests';

/**
 * A withdrawal request holds the funds (own balance only, never credit) until the company pays
 * it out (capture) or cancels it (void).
 */
export async function requestWithdrawal(
  deps: AppDeps,
  tx: DbOrTx,
  agentId: string,
  input: WithdrawalInput,
): Promise<WithdrawalRecord> {
  const id = randomUUID();
  const { holdId } = await walletService(deps)
    .hold(
      {
        agentId,
        amount: input.amount,
        purpose: 'withdrawal',
        expiresAt: null,
        reference: `withdrawal:${id}`,
        product: 'wallet',
        description: `Withdrawal request to ${input.bankName}`,
        createdBy: `agent:${agentId}`,
      },
      tx,
    )
    .catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
        throw new AppError('INSUFFICIENT_FUNDS', WITHDRAWAL_REFUSED, { messageKey: 'wallet.withdrawRefused' });
      throw err;
    });
  const row = await insertWithdrawal(tx, { id, agentId, holdId, ...input, createdAt: deps.clock.now() });
  return toWithdrawalRecord(row);
}

const mask = (account: string) =>
  account.length <= 4 ? account : `${'*'.repeat(account.length - 4)}${account.slice(-4)}`;

export function toWithdrawalRecord(w: WithdrawalRow): WithdrawalRecord {
  return {
    id: w.id,
    number: w.number,
    status: w.status,
    currency: 'AED',
    amount: major(w.amount),
    isoCode: w.isoCode,
    bankName: w.bankName,
    branchName: w.branchName,
    accountHolderName: w.accountHolderName,
    accountNumber: mask(w.accountNumber),
    ibanCode: w.ibanCode,
    reason: w.reason,
    createdAt: iso(w.createdAt) ?? '',
    resolvedAt: iso(w.resolvedAt),
  };
}

export async function withdrawalsOf(
  deps: AppDeps,
  filter: WithdrawalFilter,
  db: DbOrTx = deps.database.db,
): Promise<WithdrawalsAnswer & { rows: WithdrawalListRow[] }> {
  const { rows, total } = await listWithdrawals(db, filter);
  return { withdrawals: rows.map(toWithdrawalRecord), totalCount: total, rows };
}

/** The statement's reference of a paid-out withdrawal: the bank's payment reference, else its number. */
export const withdrawalReference = (w: { number: number; paymentReference: string | null }) =>
  w.paymentReference ?? `WDR-${w.number}`;

/**
 * The company paid the agent: the hold is captured from the balance in the same transaction. The
 * bank's payment reference (staff give it) is the statement line's reference.
 */
export async function confirmWithdrawal(
  deps: AppDeps,
  id: string,
  by: Actor,
  paymentReference: string | null = null,
): Promise<WithdrawalRow> {
  return deps.database.db.transaction((tx) => confirmWithdrawalIn(deps, tx, id, by, paymentReference));
}

/** confirmWithdrawal in the caller's transaction (an idempotent request's). */
export async function confirmWithdrawalIn(
  deps: AppDeps,
  tx: Tx,
  id: string,
  by: Actor,
  paymentReference: string | null = null,
): Promise<WithdrawalRow> {
  const w = await resolveWithdrawal(tx, id, {
    status: 'confirmed',
    paymentReference,
    by,
    at: deps.clock.now(),
  });
  if (!w) throw await whyNotPending(tx, id);
  const { entryId } = await walletService(deps).capture(
    w.holdId,
    {
      reference: withdrawalReference(w),
      kind: 'withdrawal',
      description: `Withdrawal ${w.number} paid to ${w.bankName}`,
      product: 'wallet',
      createdBy: by,
    },
    tx,
  );
  await setWithdrawalEntry(tx, w.id, entryId);
  const params = {
    number: w.number,
    amount: formatMoney(w.amount),
    bank: w.bankName,
    account: mask(w.accountNumber),
    reference: paymentReference,
  };
  const paid = (language: Language): WalletMailWords => ({
    subject: t(language, 'mail.withdrawal.paid.subject', params),
    lines: [
      t(language, 'mail.withdrawal.paid.text', params),
      ...(paymentReference ? [t(language, 'mail.withdrawal.paid.reference', params)] : []),
    ],
  });
  await notifyAgent(tx, deps.clock.now(), {
    agentId: w.agentId,
    kind: 'withdrawal_paid',
    source: `withdrawal:${w.id}:paid`,
    ...paid('en'),
    localized: paid,
  });
  return w;
}

/** The company refuses the request: the held funds are released. */
export async function cancelWithdrawal(
  deps: AppDeps,
  id: string,
  reason: string,
  by: Actor,
): Promise<WithdrawalRow> {
  return deps.database.db.transaction((tx) => cancelWithdrawalIn(deps, tx, id, reason, by));
}

/** cancelWithdrawal in the caller's transaction (an idempotent request's). */
export async function cancelWithdrawalIn(
  deps: AppDeps,
  tx: Tx,
  id: string,
  reason: string,
  by: Actor,
): Promise<WithdrawalRow> {
  const w = await resolveWithdrawal(tx, id, { status: 'cancelled', reason, by, at: deps.clock.now() });
  if (!w) throw await whyNotPending(tx, id);
  const { entryId } = await walletService(deps).void(
    w.holdId,
    { reason: `Withdrawal ${w.number} cancelled: ${reason}`, createdBy: by },
    tx,
  );
  await setWithdrawalEntry(tx, w.id, entryId);
  const params = { number: w.number, amount: formatMoney(w.amount), reason };
  await mailAgent(tx, w.agentId, (language) => ({
    subject: t(language, 'mail.withdrawal.cancelled.subject', params),
    lines: [t(language, 'mail.withdrawal.cancelled.text', params), t(language, 'mail.reason', params)],
  }));
  return w;
}

async function whyNotPending(db: DbOrTx, id: string): Promise<AppError> {
  const row = await findWithdrawal(db, id);
  if (!row) return notFound('Withdrawal');
  return new AppError('CONFLICT', `The withdrawal is already ${row.status}`);
}

export async function withdrawalOf(deps: AppDeps, agentId: string, id: string): Promise<WithdrawalRecord> {
  const row = await findWithdrawal(deps.database.db, id, agentId);
  if (!row) throw notFound('Withdrawal');
  return toWithdrawalRecord(row);
}
