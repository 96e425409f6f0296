import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { agents, type DbOrTx, type DepositStatus } from '@portal/db';
import {
  MINIMUM_CARD_DEPOSIT_MINOR,
  WALLET_PAGES,
  type CardDepositAnswer,
  type CardDepositQuote,
  type DepositRecord,
  type DepositsAnswer,
} from '@portal/contracts';
import { formatMinor, percentOf } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import { registerPaymentSettler } from '../payments/payments.registry.ts';
import { abandonPayment, startPayment } from '../payments/payments.service.ts';
import {
  activeBankExists,
  findDeposit,
  insertDeposit,
  insertReceipt,
  linkPayment,
  listDeposits,
  resolveDeposit,
  setDepositEntry,
  type DepositRow,
  type DepositWithBank,
} from './deposits.repository.ts';
import { major, iso, type Actor } from './money-format.ts';
import { walletConfig } from './wallet.config.ts';
import { walletService } from './wallet.service.ts';

export function cardFee(deps: AppDeps, amount: number): number {
  return percentOf(amount, walletConfig(deps.env).cardFeePercent);
}

export function quoteCardDeposit(deps: AppDeps, amount: number): CardDepositQuote {
  const fee = cardFee(deps, amount);
  return {
    currency: 'AED',
    amount: major(amount),
    feePercent: walletConfig(deps.env).cardFeePercent,
    fee: major(fee),
    total: major(amount + fee),
  };
}

function webUrl(deps: AppDeps, path: string): string {
  return `${(deps.env.CLIENT_URL ?? deps.env.PUBLIC_URL).replace(/\/$/, '')}${path}`;
}

/** A pending card deposit and its gateway payment (amount + fee); the wallet moves only on the verified callback. */
export async function createCardDeposit(
  deps: AppDeps,
  tx: DbOrTx,
  agentId: string,
  amount: number,
): Promise<CardDepositAnswer> {
  if (amount < MINIMUM_CARD_DEPOSIT_MINOR)
    throw badRequest(`The minimum card deposit is AED ${formatMinor(MINIMUM_CARD_DEPOSIT_MINOR)}`, {
      amount: [`The minimum card deposit is AED ${formatMinor(MINIMUM_CARD_DEPOSIT_MINOR)}`],
    });
  const fee = cardFee(deps, amount);
  const id = randomUUID();
  const deposit = await insertDeposit(tx, {
    id,
    agentId,
    method: 'card',
    amount,
    fee,
    createdAt: deps.clock.now(),
  });
  const { payment, paymentUrl } = await startPayment(deps, tx, {
    purpose: 'wallet_deposit',
    agentId,
    reference: id,
    amount: amount + fee,
    currency: 'AED',
    description: `Wallet deposit ${deposit.number}: AED ${formatMinor(amount)} + card fee AED ${formatMinor(fee)}`,
    successUrl: webUrl(deps, WALLET_PAGES.depositSuccess(id)),
    cancelUrl: webUrl(deps, WALLET_PAGES.depositCancelled(id)),
  });
  await linkPayment(tx, id, payment.id);
  return { ...quoteCardDeposit(deps, amount), depositId: id, paymentId: payment.id, paymentUrl };
}

/** Credits a confirmed deposit: the agent gets `amount`; a card fee goes to company revenue. */
async function creditDeposit(deps: AppDeps, tx: DbOrTx, deposit: DepositRow, by: Actor): Promise<string> {
  const source = deposit.method === 'card' ? 'gateway_clearing' : 'bank_clearing';
  const from =
    deposit.fee > 0
      ? [
          { account: source, amount: -(deposit.amount + deposit.fee) } as const,
          { account: 'company_revenue', amount: deposit.fee } as const,
        ]
      : [{ account: source, amount: -deposit.amount } as const];
  const { entryId } = await walletService(deps).credit(
    {
      agentId: deposit.agentId,
      amount: deposit.amount,
      kind: 'deposit',
      from,
      reference: `DEP-${deposit.number}`,
      product: 'wallet',
      description:
        deposit.method === 'card'
          ? `Card deposit ${deposit.number}`
          : `Bank transfer deposit ${deposit.number} (ref. ${deposit.referenceNumber ?? '-'})`,
      createdBy: by,
    },
    tx,
  );
  await setDepositEntry(tx, deposit.id, entryId);
  await mailAgent(tx, deposit.agentId, `Wallet deposit of AED ${formatMinor(deposit.amount)} received`, [
    `Your deposit ${deposit.number} of AED ${formatMinor(deposit.amount)} has been credited to your wallet.`,
  ]);
  return entryId;
}

registerPaymentSettler('wallet_deposit', {
  async succeeded(deps, tx, payment) {
    const deposit = await resolveDeposit(
      tx,
      payment.reference,
      { status: 'confirmed', by: 'system', at: deps.clock.now() },
      'card',
    );
    if (!deposit) throw new AppError('CONFLICT', 'The deposit of this payment is no longer pending');
    await creditDeposit(deps, tx, deposit, 'system');
  },
  async failed(deps, tx, payment, reason) {
    await resolveDeposit(
      tx,
      payment.reference,
      { status: 'failed', reason, by: 'system', at: deps.clock.now() },
      'card',
    );
  },
});

/** A bank-transfer deposit request with its receipt; it waits for the company's confirmation. */
export async function createBankDeposit(
  deps: AppDeps,
  tx: DbOrTx,
  agentId: string,
  fields: { amount: number; companyBankId: string; referenceNumber: string },
  receipt: CheckedFile,
): Promise<DepositRecord> {
  if (!(await activeBankExists(tx, fields.companyBankId)))
    throw badRequest('Choose one of the company bank accounts', {
      companyBankId: ['Choose one of the company bank accounts'],
    });
  const now = deps.clock.now();
  const storageName = await deps.files.put(receipt.data, receipt.extension);
  const receiptId = await insertReceipt(tx, {
    agentId,
    mime: receipt.mime,
    size: receipt.data.length,
    storageName,
    originalName: receipt.originalName,
    at: now,
  });
  const deposit = await insertDeposit(tx, {
    agentId,
    method: 'bank_transfer',
    amount: fields.amount,
    companyBankId: fields.companyBankId,
    referenceNumber: fields.referenceNumber,
    receiptUploadId: receiptId,
    createdAt: now,
  });
  const full = await findDeposit(tx, deposit.id);
  if (!full) throw new Error('deposit vanished');
  return toRecord(full);
}

export function toRecord(d: DepositWithBank): DepositRecord {
  return {
    id: d.id,
    number: d.number,
    method: d.method,
    status: d.status,
    currency: 'AED',
    amount: major(d.amount),
    fee: major(d.fee),
    total: major(d.amount + d.fee),
    referenceNumber: d.referenceNumber,
    companyBank:
      d.companyBankId && d.bankName
        ? { id: d.companyBankId, bankName: d.bankName, accountNumber: d.bankAccountNumber ?? '' }
        : null,
    hasReceipt: d.receiptUploadId !== null,
    reason: d.reason,
    createdAt: iso(d.createdAt) ?? '',
    resolvedAt: iso(d.resolvedAt),
  };
}

/** One of the agent's deposits; another agent's id answers 404 like an unknown one. */
export async function depositOf(deps: AppDeps, agentId: string, id: string): Promise<DepositWithBank> {
  const row = await findDeposit(deps.database.db, id, agentId);
  if (!row) throw notFound('Deposit');
  return row;
}

export async function depositsOf(
  deps: AppDeps,
  filter: { agentId?: string; status?: DepositStatus; skip: number; limit: number },
): Promise<DepositsAnswer> {
  const { rows, total } = await listDeposits(deps.database.db, filter);
  return { deposits: rows.map(toRecord), totalCount: total };
}

/** Company confirms a bank transfer it received: the wallet is credited in the same transaction. */
export async function confirmBankDeposit(deps: AppDeps, id: string, by: Actor): Promise<DepositRow> {
  return deps.database.db.transaction(async (tx) => {
    const deposit = await resolveDeposit(
      tx,
      id,
      { status: 'confirmed', by, at: deps.clock.now() },
      'bank_transfer',
    );
    if (!deposit) throw await whyNotPending(tx, id, 'bank_transfer');
    await creditDeposit(deps, tx, deposit, by);
    return deposit;
  });
}

/** Company refuses a bank transfer, or closes an abandoned card checkout (its payment can then never settle). */
export async function cancelDeposit(
  deps: AppDeps,
  id: string,
  reason: string,
  by: Actor,
): Promise<DepositRow> {
  return deps.database.db.transaction(async (tx) => {
    const deposit = await resolveDeposit(tx, id, { status: 'cancelled', reason, by, at: deps.clock.now() });
    if (!deposit) throw await whyNotPending(tx, id);
    if (deposit.paymentId && !(await abandonPayment(deps, tx, deposit.paymentId, `Cancelled: ${reason}`)))
      throw new AppError('CONFLICT', 'The card payment of this deposit has already settled');
    await mailAgent(tx, deposit.agentId, `Wallet deposit ${deposit.number} cancelled`, [
      `Your deposit request ${deposit.number} of AED ${formatMinor(deposit.amount)} was cancelled.`,
      `Reason: ${reason}`,
    ]);
    return deposit;
  });
}

async function whyNotPending(db: DbOrTx, id: string, method?: 'card' | 'bank_transfer'): Promise<AppError> {
  const row = await findDeposit(db, id);
  if (!row) return notFound('Deposit');
  if (method && row.method !== method)
    return new AppError('CONFLICT', 'Card deposits are confirmed by the gateway, not by hand');
  return new AppError('CONFLICT', `The deposit is already ${row.status}`);
}

export async function mailAgent(
  db: DbOrTx,
  agentId: string,
  subject: string,
  lines: string[],
): Promise<void> {
  const [agent] = await db
    .select({ email: agents.email, name: agents.name })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) return;
  await enqueueMail(db, { to: agent.email, subject, text: [`Dear ${agent.name},`, '', ...lines].join('\n') });
}
