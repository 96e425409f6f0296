import type { Tx } from '@portal/db';
import type {
  AdminDepositActionAnswer,
  AdminDepositDto,
  AdminDepositFilter,
  AdminDepositsAnswer,
  AdminResolvedBy,
  AdminWithdrawalActionAnswer,
  AdminWithdrawalDto,
  AdminWithdrawalFilter,
  AdminWithdrawalsAnswer,
} from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { staffFileUrl } from '../files/file-links.ts';
import type { DepositListRow } from './deposits.repository.ts';
import { cancelDepositIn, confirmBankDepositIn, depositsOf, toRecord } from './deposits.service.ts';
import { iso, major, type Actor } from './money-format.ts';
import type { WithdrawalListRow } from './withdrawals.repository.ts';
import { cancelWithdrawalIn, confirmWithdrawalIn, withdrawalsOf } from './withdrawals.service.ts';

/**
 * The back office's deposits and withdrawals: the same list, confirm and cancel services as the
 * deposits:* and withdrawals:* commands, answered with the agent and who resolved each request.
 */

interface ListQuery<S extends string> {
  status: S;
  search?: string | undefined;
  skip: number;
  limit: number;
}

function resolvedBy(by: string | null, adminName: string | null): AdminResolvedBy | null {
  if (!by) return null;
  if (by.startsWith('admin:')) return { kind: 'admin', name: adminName ?? 'A former member of staff' };
  if (by === 'cli') return { kind: 'cli', name: 'Admin command line' };
  if (by === 'system') return { kind: 'system', name: 'Card gateway' };
  if (by.startsWith('agent:')) return { kind: 'agent', name: 'The agent' };
  return { kind: 'other', name: by };
}

function toStaffDeposit(deps: AppDeps, row: DepositListRow, now: Date): AdminDepositDto {
  const record = toRecord(row);
  return {
    id: record.id,
    number: record.number,
    agent: { id: row.agentId, agentCode: row.agentCode, companyName: row.agentCompany },
    method: record.method,
    status: record.status,
    currency: 'AED',
    amount: record.amount,
    fee: record.fee,
    companyBank: record.companyBank,
    referenceNumber: record.referenceNumber,
    receiptUrl: row.receiptUploadId
      ? staffFileUrl(deps.env.FILE_LINK_SECRET, row.receiptUploadId, now)
      : null,
    reason: record.reason,
    createdAt: record.createdAt,
    resolvedAt: record.resolvedAt,
    resolvedBy: resolvedBy(row.resolvedBy, row.resolverName),
  };
}

function toStaffWithdrawal(row: WithdrawalListRow): AdminWithdrawalDto {
  return {
    id: row.id,
    number: row.number,
    agent: { id: row.agentId, agentCode: row.agentCode, companyName: row.agentCompany },
    status: row.status,
    currency: 'AED',
    amount: major(row.amount),
    isoCode: row.isoCode,
    bankName: row.bankName,
    branchName: row.branchName,
    accountHolderName: row.accountHolderName,
    accountNumber: row.accountNumber,
    ibanCode: row.ibanCode,
    reason: row.reason,
    paymentReference: row.paymentReference,
    createdAt: iso(row.createdAt) ?? '',
    resolvedAt: iso(row.resolvedAt),
    resolvedBy: resolvedBy(row.resolvedBy, row.resolverName),
  };
}

export async function staffDeposits(
  deps: AppDeps,
  query: ListQuery<AdminDepositFilter>,
): Promise<AdminDepositsAnswer> {
  const { rows, totalCount } = await depositsOf(deps, {
    status: query.status === 'all' ? undefined : query.status,
    search: query.search,
    skip: query.skip,
    limit: query.limit,
  });
  const now = deps.clock.now();
  return { deposits: rows.map((r) => toStaffDeposit(deps, r, now)), total: totalCount };
}

async function staffDeposit(deps: AppDeps, tx: Tx, id: string): Promise<AdminDepositDto> {
  const { rows } = await depositsOf(deps, { id, skip: 0, limit: 1 }, tx);
  if (!rows[0]) throw notFound('Deposit');
  return toStaffDeposit(deps, rows[0], deps.clock.now());
}

/** A staff (or command-line) decision on a deposit or withdrawal, audited in its transaction (issue 33). */
export async function auditDecision(
  tx: Tx,
  who: ActingAs,
  type: 'deposit' | 'withdrawal',
  row: { id: string; number: number | string; agentId: string; amount: number; status: string },
  reason: string | null,
): Promise<void> {
  await recordAudit(tx, who, {
    kind: `${type}.${row.status === 'confirmed' ? 'confirm' : 'cancel'}`,
    object: { type, id: row.id },
    agentId: row.agentId,
    before: { status: 'pending', number: row.number, amount: major(row.amount) },
    after: { status: row.status, number: row.number, amount: major(row.amount) },
    reason,
  });
}

const agentText = (d: { agent: { companyName: string; agentCode: number } }) =>
  `${d.agent.companyName} (${d.agent.agentCode})`;

/** Staff confirm a bank transfer they received: the wallet is credited once (deposits:confirm). */
export async function confirmDepositAsStaff(
  deps: AppDeps,
  tx: Tx,
  id: string,
  by: Actor,
  who: ActingAs,
): Promise<AdminDepositActionAnswer> {
  const row = await confirmBankDepositIn(deps, tx, id, by);
  await auditDecision(tx, who, 'deposit', row, null);
  const deposit = await staffDeposit(deps, tx, id);
  return {
    deposit,
    message: `Deposit ${row.number} confirmed: ${formatMoney(row.amount)} credited to ${agentText(deposit)}.`,
  };
}

/** Staff refuse a deposit request; nothing is credited (deposits:cancel). */
export async function cancelDepositAsStaff(
  deps: AppDeps,
  tx: Tx,
  id: string,
  reason: string,
  by: Actor,
  who: ActingAs,
): Promise<AdminDepositActionAnswer> {
  const row = await cancelDepositIn(deps, tx, id, reason, by);
  await auditDecision(tx, who, 'deposit', row, reason);
  const deposit = await staffDeposit(deps, tx, id);
  return {
    deposit,
    message: `Deposit ${row.number} of ${formatMoney(row.amount)} from ${agentText(deposit)} cancelled; nothing was credited.`,
  };
}

export async function staffWithdrawals(
  deps: AppDeps,
  query: ListQuery<AdminWithdrawalFilter>,
): Promise<AdminWithdrawalsAnswer> {
  const { rows, totalCount } = await withdrawalsOf(deps, {
    status: query.status === 'all' ? undefined : query.status,
    search: query.search,
    skip: query.skip,
    limit: query.limit,
  });
  return { withdrawals: rows.map(toStaffWithdrawal), total: totalCount };
}

async function staffWithdrawal(deps: AppDeps, tx: Tx, id: string): Promise<AdminWithdrawalDto> {
  const { rows } = await withdrawalsOf(deps, { id, skip: 0, limit: 1 }, tx);
  if (!rows[0]) throw notFound('Withdrawal');
  return toStaffWithdrawal(rows[0]);
}

/** Staff paid the agent out: the held amount leaves the wallet (withdrawals:confirm). */
export async function confirmWithdrawalAsStaff(
  deps: AppDeps,
  tx: Tx,
  id: string,
  by: Actor,
  paymentReference: string,
  who: ActingAs,
): Promise<AdminWithdrawalActionAnswer> {
  const row = await confirmWithdrawalIn(deps, tx, id, by, paymentReference);
  await auditDecision(tx, who, 'withdrawal', row, `Bank reference ${paymentReference}`);
  const withdrawal = await staffWithdrawal(deps, tx, id);
  return {
    withdrawal,
    message: `Withdrawal ${row.number} confirmed: ${formatMoney(row.amount)} paid out to ${agentText(withdrawal)} (bank reference ${paymentReference}).`,
  };
}

/** Staff refuse a withdrawal: the held amount goes back to the agent's available funds (withdrawals:cancel). */
export async function cancelWithdrawalAsStaff(
  deps: AppDeps,
  tx: Tx,
  id: string,
  reason: string,
  by: Actor,
  who: ActingAs,
): Promise<AdminWithdrawalActionAnswer> {
  const row = await cancelWithdrawalIn(deps, tx, id, reason, by);
  await auditDecision(tx, who, 'withdrawal', row, reason);
  const withdrawal = await staffWithdrawal(deps, tx, id);
  return {
    withdrawal,
    message: `Withdrawal ${row.number} cancelled: ${formatMoney(row.amount)} returned to ${agentText(withdrawal)}'s wallet.`,
  };
}
