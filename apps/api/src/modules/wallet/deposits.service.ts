import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { agents, type DbOrTx, type Tx } from '@portal/db';
import {
  MINIMUM_CARD_DEPOSIT_MINOR,
  WALLET_PAGES,
  type CardDepositAnswer,
  type CardDepositQuote,
  type DepositRecord,
  type DepositsAnswer,
  type PaymentReturnPath,
  said,
} from '@portal/contracts';
import { formatMoney, percentOf, type Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n/index.ts';
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
  type DepositFilter,
  type DepositListRow,
  type DepositRow,
  type DepositWithBank,
} from './deposits.repository.ts';
import { major, iso, type Actor } from './money-format.ts';
import { walletConfig } from './wallet.config.ts';
import { walletService } from './wallet.service.ts';
import { notifyAgent, type WalletMailWords } from './wallet-notify.ts';

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

/** A pending card deposit and its gateway payment (amount + fee); the wallet moves only on the verified callback. */
export async function createCardDeposit(
  deps: AppDeps,
  tx: DbOrTx,
  agentId: string,
  amount: number,
  /** The checked return origin (paymentReturnOrigin) and the web page to come back to afterwards. */
  back: { siteOrigin: string; returnPath?: PaymentReturnPath | undefined },
): Promise<CardDepositAnswer> {
  if (amount < MINIMUM_CARD_DEPOSIT_MINOR)
    throw new AppError(
      'BAD_REQUEST',
      `The minimum card deposit is ${formatMoney(MINIMUM_CARD_DEPOSIT_MINOR)}`,
      {
        fieldErrors: { amount: [`The minimum card deposit is ${formatMoney(MINIMUM_CARD_DEPOSIT_MINOR)}`] },
        ...said('wallet.minimumCardDeposit', {
          minimum: { minor: MINIMUM_CARD_DEPOSIT_MINOR, currency: 'AED' },
        }),
      },
    );
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
    description: `Wallet deposit ${deposit.number}: ${formatMoney(amount)} + card fee ${formatMoney(fee)}`,
    siteOrigin: back.siteOrigin,
    successPath: WALLET_PAGES.depositSuccess(id, back.returnPath),
    cancelPath: WALLET_PAGES.depositCancelled(id, back.returnPath),
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
      kind: deposit.method === 'card' ? 'card_deposit' : 'bank_deposit',
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
  const params = { number: deposit.number, amount: formatMoney(deposit.amount) };
  const received = (language: Language): WalletMailWords => ({
    subject: t(language, 'mail.deposit.received.subject', params),
    lines: [t(language, 'mail.deposit.received.text', params)],
  });
  await notifyAgent(tx, deps.clock.now(), {
    agentId: deposit.agentId,
    kind: 'deposit_resolved',
    source: `deposit:${deposit.id}:confirmed`,
    ...received('en'),
    localized: received,
  });
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
  // In the transaction: the database store then commits the bytes with the deposit or not at all.
  const storageName = await deps.files.put(receipt.data, receipt.extension, tx);
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

/** Deposits newest first (the agent's own, or all of them for the company); `rows` carry the agent. */
export async function depositsOf(
  deps: AppDeps,
  filter: DepositFilter,
  db: DbOrTx = deps.database.db,
): Promise<DepositsAnswer & { rows: DepositListRow[] }> {
  const { rows, total } = await listDeposits(db, filter);
  return { deposits: rows.map(toRecord), totalCount: total, rows };
}

/** Company confirms a bank transfer it received: the wallet is credited in the same transaction. */
export async function confirmBankDeposit(deps: AppDeps, id: string, by: Actor): Promise<DepositRow> {
  return deps.database.db.transaction((tx) => confirmBankDepositIn(deps, tx, id, by));
}

/** confirmBankDeposit in the caller's transaction (an idempotent request's). */
export async function confirmBankDepositIn(
  deps: AppDeps,
  tx: Tx,
  id: string,
  by: Actor,
): Promise<DepositRow> {
  const deposit = await resolveDeposit(
    tx,
    id,
    { status: 'confirmed', by, at: deps.clock.now() },
    'bank_transfer',
  );
  if (!deposit) throw await whyNotPending(tx, id, 'bank_transfer');
  await creditDeposit(deps, tx, deposit, by);
  return deposit;
}

/** Company refuses a bank transfer, or closes an abandoned card checkout (its payment can then never settle). */
export async function cancelDeposit(
  deps: AppDeps,
  id: string,
  reason: string,
  by: Actor,
): Promise<DepositRow> {
  return deps.database.db.transaction((tx) => cancelDepositIn(deps, tx, id, reason, by));
}

/** cancelDeposit in the caller's transaction (an idempotent request's). */
export async function cancelDepositIn(
  deps: AppDeps,
  tx: Tx,
  id: string,
  reason: string,
  by: Actor,
): Promise<DepositRow> {
  // A card deposit's payment row first, as its gateway callback takes it (payment, then deposit).
  const known = await findDeposit(tx, id);
  if (known?.paymentId)
    await tx.execute(sql`select id from payments where id = ${known.paymentId} for update`);
  const deposit = await resolveDeposit(tx, id, { status: 'cancelled', reason, by, at: deps.clock.now() });
  if (!deposit) throw await whyNotPending(tx, id);
  if (deposit.paymentId && !(await abandonPayment(deps, tx, deposit.paymentId, `Cancelled: ${reason}`)))
    throw new AppError('CONFLICT', 'The card payment of this deposit has already settled');
  const params = { number: deposit.number, amount: formatMoney(deposit.amount), reason };
  const cancelled = (language: Language): WalletMailWords => ({
    subject: t(language, 'mail.deposit.cancelled.subject', params),
    lines: [t(language, 'mail.deposit.cancelled.text', params), t(language, 'mail.reason', params)],
  });
  await notifyAgent(tx, deps.clock.now(), {
    agentId: deposit.agentId,
    kind: 'deposit_resolved',
    source: `deposit:${deposit.id}:cancelled`,
    ...cancelled('en'),
    localized: cancelled,
  });
  return deposit;
}

async function whyNotPending(db: DbOrTx, id: string, method?: 'card' | 'bank_transfer'): Promise<AppError> {
  const row = await findDeposit(db, id);
  if (!row) return notFound('Deposit');
  if (method && row.method !== method)
    return new AppError('CONFLICT', 'Card deposits are confirmed by the gateway, not by hand');
  return new AppError('CONFLICT', `The deposit is already ${row.status}`);
}

/** A wallet mail with no notification of its own ("Dear ..."), in the reader's language (issue 35). */
export async function mailAgent(
  db: DbOrTx,
  agentId: string,
  words: (language: Language) => WalletMailWords,
): Promise<void> {
  const [agent] = await db
    .select({ email: agents.email, name: agents.name })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) return;
  const content = (language: Language) => {
    const { subject, lines } = words(language);
    return { subject, text: [t(language, 'mail.greeting', { name: agent.name }), '', ...lines].join('\n') };
  };
  await enqueueMail(db, { to: agent.email, ...content('en'), localized: content });
}
