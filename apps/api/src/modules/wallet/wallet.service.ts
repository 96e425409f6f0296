import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@portal/db';
import {
  checkMinorAmount,
  creditLimitPostings,
  formatMoney,
  holdPostings,
  holdReleasePostings,
  paymentPostings,
  paymentSplitFromAfter,
  toCompany,
  topUpPostings,
  topUpSplitFromAfter,
  type Counterpart,
  type EntryKind,
  type Language,
  type WalletPosition,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n/index.ts';
import { findHold, insertHold, resolveHold, setResolveEntry } from './holds.repository.ts';
import { insertEntry } from './ledger.repository.ts';
import { cachedPosition } from './position-cache.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import { trackLowBalance } from './low-balance.ts';
import { notifyAgent, type WalletMailWords } from './wallet-notify.ts';
import {
  addTopUp,
  lockWallet,
  readWallet,
  release,
  reserve,
  settleReserved,
  takePaymentJournaled,
  writeCreditLimit,
  type WalletRow,
} from './wallet.repository.ts';

export const INSUFFICIENT_FUNDS_MESSAGE =
  'Insufficient funds in your wallet (balance and credit) for this payment';

export interface Movement {
  reference: string;
  description: string;
  product?: string | null;
  /** "system", "agent:<id>", "admin:<id>", "cli". */
  createdBy?: string;
  /** The agency user whose action it is (ledger_entries.user_id; the statement names it). */
  userId?: string | null;
}

export interface DebitInput extends Movement {
  agentId: string;
  /** Minor units. */
  amount: number;
  kind?: Extract<EntryKind, 'payment' | 'adjustment'>;
  /** Where the money goes (sums to `amount`); default: all to company revenue. */
  to?: Counterpart[];
}

export interface CreditInput extends Movement {
  agentId: string;
  amount: number;
  kind?: Extract<
    EntryKind,
    'card_deposit' | 'client_payment' | 'bank_deposit' | 'transfer_in' | 'refund' | 'adjustment' | 'opening_balance' | 'earnings'
  >;
  /** Who pays for it (negative lines, plus e.g. a fee line); default: adjustments for credits, revenue for refunds. */
  from?: Counterpart[];
}

export interface HoldInput extends Movement {
  agentId: string;
  amount: number;
  /** "booking", "withdrawal", ... */
  purpose: string;
  /** Null: the hold waits until captured or voided (withdrawals). */
  expiresAt: Date | null;
}

export interface CaptureInput {
  /** Defaults to the held amount; a smaller amount releases the rest. */
  amount?: number;
  to?: Counterpart[];
  kind?: Extract<EntryKind, 'payment' | 'withdrawal' | 'transfer_out'>;
  description?: string;
  product?: string | null;
  createdBy?: string;
  /** The entry's reference on the statement (default: the hold's), e.g. the bank's payment reference. */
  reference?: string;
  userId?: string | null;
}

/**
 * Who changed a credit limit: said by `changedByText`, in English on the statement line ("by the
 * company", "by parent agent 10001 (...)") and in the agent's language in the mail.
 */
export type CreditLimitChanger =
  | { kind: 'company'; staffName: string | null }
  | { kind: 'parent'; agentCode: string | number; companyName: string }
  | { kind: 'sandbox' };

/** The "changed by" words of a credit limit change in a language (the mails catalogue). */
export function changedByText(language: Language, by: CreditLimitChanger): string {
  switch (by.kind) {
    case 'company':
      return by.staffName
        ? t(language, 'mail.creditLimit.byCompanyStaff', { name: by.staffName })
        : t(language, 'mail.creditLimit.byCompany');
    case 'parent':
      return t(language, 'mail.creditLimit.byParent', { code: by.agentCode, name: by.companyName });
    case 'sandbox':
      return t(language, 'mail.creditLimit.bySandbox');
  }
}

/** Who changed a credit limit and the statement reference of the change. */
export interface CreditLimitChange {
  by?: CreditLimitChanger;
  reference?: string;
  createdBy?: string;
}

export interface MovementResult {
  entryId: string;
  position: WalletPosition;
}

export interface HoldResult extends MovementResult {
  holdId: string;
}

const position = (row: WalletRow): WalletPosition => ({
  balance: row.balance,
  creditLimit: row.creditLimit,
  creditUsed: row.creditUsed,
  held: row.held,
});

function checkedAmount(amount: number): number {
  const check = checkMinorAmount(amount);
  if (!check.ok) throw badRequest(check.message, { amount: [check.message] });
  return check.minor;
}

function checkLines(lines: readonly Counterpart[], expected: number, what: string): void {
  const total = lines.reduce((s, l) => s + l.amount, 0);
  if (total !== expected) throw new Error(`${what} lines sum to ${total}, expected ${expected}`);
}

function insufficient(): AppError {
  return new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_FUNDS_MESSAGE, { messageKey: 'wallet.insufficientFunds' });
}

/** Runs in the caller's transaction when given one (a booking debits inside its own), else in a new one. */
function inTx<T>(deps: AppDeps, tx: DbOrTx | undefined, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return tx ? fn(tx) : deps.database.db.transaction(fn);
}

/**
 * The wallet API other modules use. Every operation is one conditional UPDATE on the wallet row
 * plus its journal entry, in one transaction; nothing is read, checked in JavaScript and written.
 */
export function walletService(deps: AppDeps) {
  const now = () => deps.clock.now();

  async function debit(input: DebitInput, tx?: DbOrTx): Promise<MovementResult> {
    const amount = checkedAmount(input.amount);
    const to = input.to ?? toCompany(amount);
    checkLines(to, amount, 'Payment');
    const lines = to.filter((line) => line.amount !== 0);
    for (const line of lines)
      if (!Number.isSafeInteger(line.amount))
        throw new Error(`Posting to ${line.account} has an invalid amount ${line.amount}`);
    return inTx(deps, tx, async (db) => {
      const at = now();
      const entryId = randomUUID();
      // The conditional UPDATE, the entry and its postings in one statement (one round trip).
      const row = await takePaymentJournaled(db, {
        agentId: input.agentId,
        amount,
        now: at,
        entryId,
        kind: input.kind ?? 'payment',
        reference: input.reference,
        product: input.product ?? null,
        description: input.description,
        createdBy: input.createdBy ?? 'system',
        userId: input.userId ?? null,
        to: lines,
      });
      if (!row) throw insufficient();
      await trackLowBalance(deps, db, input.agentId, row);
      return { entryId, position: position(row) };
    });
  }

  async function credit(input: CreditInput, tx?: DbOrTx): Promise<MovementResult> {
    const amount = checkedAmount(input.amount);
    const kind = input.kind ?? 'adjustment';
    const from =
      input.from ??
      toCompany(
        -amount,
        kind === 'refund'
          ? 'company_revenue'
          : kind === 'opening_balance'
            ? 'opening_balances'
            : 'adjustments',
      );
    checkLines(from, -amount, 'Top-up');
    return inTx(deps, tx, async (db) => {
      const at = now();
      const row = await addTopUp(db, input.agentId, amount, at).catch(unknownAgent);
      if (!row) throw notFound('Agent');
      const entryId = await insertEntry(
        db,
        {
          kind,
          agentId: input.agentId,
          netAmount: amount,
          after: position(row),
          reference: input.reference,
          product: input.product ?? null,
          description: input.description,
          createdBy: input.createdBy ?? 'system',
          userId: input.userId ?? null,
          createdAt: at,
        },
        topUpPostings(input.agentId, topUpSplitFromAfter(row, amount), from),
      );
      await trackLowBalance(deps, db, input.agentId, row);
      return { entryId, position: position(row) };
    });
  }

  /** A refund is money back for something the agent paid: repays credit first, like any top-up. */
  function refund(input: Omit<CreditInput, 'kind'>, tx?: DbOrTx): Promise<MovementResult> {
    return credit({ ...input, kind: 'refund' }, tx);
  }

  async function hold(input: HoldInput, tx?: DbOrTx): Promise<HoldResult> {
    const amount = checkedAmount(input.amount);
    if (input.expiresAt && input.expiresAt.getTime() <= now().getTime())
      throw badRequest('A hold must expire in the future');
    return inTx(deps, tx, async (db) => {
      const at = now();
      const row = await reserve(db, input.agentId, amount, at, input.purpose === 'withdrawal');
      if (!row) throw insufficient();
      const holdId = randomUUID();
      const entryId = await insertEntry(
        db,
        {
          kind: 'hold',
          agentId: input.agentId,
          netAmount: 0,
          after: position(row),
          reference: input.reference,
          product: input.product ?? null,
          description: input.description,
          createdBy: input.createdBy ?? 'system',
          userId: input.userId ?? null,
          createdAt: at,
        },
        holdPostings(input.agentId, amount),
      );
      await insertHold(db, { ...input, id: holdId, amount, holdEntryId: entryId, now: at });
      await trackLowBalance(deps, db, input.agentId, row);
      return { holdId, entryId, position: position(row) };
    });
  }

  async function capture(holdId: string, input: CaptureInput = {}, tx?: DbOrTx): Promise<MovementResult> {
    return inTx(deps, tx, async (db) => {
      const at = now();
      const known = await findHold(db, holdId);
      if (!known) throw notFound('Hold');
      const amount = input.amount === undefined ? known.amount : checkedAmount(input.amount);
      if (amount > known.amount) throw badRequest('A capture cannot exceed the held amount');
      const hold = await resolveHold(db, holdId, 'captured', at, amount);
      if (!hold) throw holdGone(known.status, known.expiresAt, at);
      const ownMoneyOnly = hold.purpose === 'withdrawal';
      const to = input.to ?? toCompany(amount, ownMoneyOnly ? 'bank_clearing' : 'company_revenue');
      checkLines(to, amount, 'Capture');
      const row = await settleReserved(db, hold.agentId, hold.amount, amount, at, ownMoneyOnly);
      if (!row) {
        if (ownMoneyOnly)
          throw new AppError('INSUFFICIENT_FUNDS', 'The wallet balance no longer covers this withdrawal', {
            messageKey: 'wallet.withdrawRefused',
          });
        throw new Error(`wallet of hold ${holdId} does not carry its reservation`);
      }
      const lines = [
        ...holdReleasePostings(hold.agentId, hold.amount),
        ...paymentPostings(hold.agentId, paymentSplitFromAfter(row, amount), to),
      ];
      const entryId = await insertEntry(
        db,
        {
          kind: input.kind ?? (ownMoneyOnly ? 'withdrawal' : 'payment'),
          agentId: hold.agentId,
          netAmount: -amount,
          after: position(row),
          reference: input.reference ?? hold.reference,
          product: input.product ?? null,
          description: input.description ?? `Capture of hold ${hold.reference}`,
          createdBy: input.createdBy ?? 'system',
          userId: input.userId ?? null,
          createdAt: at,
        },
        lines,
      );
      await setResolveEntry(db, holdId, entryId);
      await trackLowBalance(deps, db, hold.agentId, row);
      return { entryId, position: position(row) };
    });
  }

  /** Releases a hold (status voided, or expired when the expiry job does it). */
  async function voidHold(
    holdId: string,
    input: { reason?: string; createdBy?: string; as?: 'voided' | 'expired' } = {},
    tx?: DbOrTx,
  ): Promise<MovementResult> {
    return inTx(deps, tx, async (db) => {
      const at = now();
      const hold = await resolveHold(db, holdId, input.as ?? 'voided', at);
      if (!hold) {
        const known = await findHold(db, holdId);
        if (!known) throw notFound('Hold');
        throw holdGone(known.status, known.expiresAt, at);
      }
      return releaseClaimed(db, hold, input.reason ?? 'Hold released', input.createdBy ?? 'system', at);
    });
  }

  /** The wallet side of a hold already moved out of `held` (by voidHold or the expiry job's claim). */
  async function releaseClaimed(
    db: DbOrTx,
    hold: { id: string; agentId: string; amount: number; reference: string },
    description: string,
    createdBy: string,
    at: Date,
  ): Promise<MovementResult> {
    const row = await release(db, hold.agentId, hold.amount, at);
    if (!row) throw new Error(`wallet of hold ${hold.id} does not carry its reservation`);
    const entryId = await insertEntry(
      db,
      {
        kind: 'hold_release',
        agentId: hold.agentId,
        netAmount: 0,
        after: position(row),
        reference: hold.reference,
        description,
        createdBy,
        createdAt: at,
      },
      holdReleasePostings(hold.agentId, hold.amount),
    );
    await setResolveEntry(db, hold.id, entryId);
    await trackLowBalance(deps, db, hold.agentId, row);
    return { entryId, position: position(row) };
  }

  /**
   * Sets the credit limit; a change is written to the journal as a memo entry (kind credit_limit,
   * no money moves) so the statement shows who changed it and from what to what.
   */
  async function setCreditLimit(
    agentId: string,
    limitMinor: number,
    tx?: DbOrTx,
    change: CreditLimitChange = {},
  ): Promise<WalletPosition> {
    if (!Number.isSafeInteger(limitMinor) || limitMinor < 0)
      throw badRequest('The credit limit must be zero or a positive amount');
    return inTx(deps, tx, async (db) => {
      const at = now();
      const before = await lockWallet(db, agentId);
      const row = await writeCreditLimit(db, agentId, limitMinor, at).catch(unknownAgent);
      if (!row) throw notFound('Agent');
      const old = before?.creditLimit ?? 0;
      if (old !== limitMinor) {
        const by = change.by ? ` by ${changedByText('en', change.by)}` : '';
        const entryId = await insertEntry(
          db,
          {
            kind: 'credit_limit',
            agentId,
            netAmount: 0,
            after: position(row),
            reference: change.reference ?? 'CREDIT-LIMIT',
            product: 'wallet',
            description: `Credit limit changed from ${formatMoney(old)} to ${formatMoney(limitMinor)}${by}`,
            createdBy: change.createdBy ?? 'system',
            createdAt: at,
          },
          creditLimitPostings(agentId, limitMinor - old),
        );
        const changed = (language: Language): WalletMailWords => {
          const params = {
            from: formatMoney(old),
            to: formatMoney(limitMinor),
            by: change.by ? changedByText(language, change.by) : undefined,
          };
          return {
            subject: t(language, 'mail.creditLimit.subject', params),
            lines: [t(language, change.by ? 'mail.creditLimit.textBy' : 'mail.creditLimit.text', params)],
          };
        };
        await notifyAgent(db, at, {
          agentId,
          kind: 'credit_limit_changed',
          source: `credit-limit:${entryId}`,
          ...changed('en'),
          localized: changed,
        });
      }
      await trackLowBalance(deps, db, agentId, row);
      return position(row);
    });
  }

  /**
   * Inside a transaction from the row; otherwise from memory while current (position-cache.ts), then
   * without a promise.
   */
  function positionOf(agentId: string, tx?: DbOrTx): MaybePromise<WalletPosition> {
    const read = async () => {
      const row = await readWallet(tx ?? deps.database.db, agentId);
      return row ? position(row) : { balance: 0, creditLimit: 0, creditUsed: 0, held: 0 };
    };
    return tx ? read() : cachedPosition(deps.database, agentId, read);
  }

  return {
    debit,
    credit,
    refund,
    hold,
    capture,
    void: voidHold,
    releaseClaimed,
    setCreditLimit,
    position: positionOf,
  };
}

export type WalletService = ReturnType<typeof walletService>;

function holdGone(status: string, expiresAt: Date | null, at: Date): AppError {
  if (status === 'held' && expiresAt && expiresAt <= at)
    return new AppError('CONFLICT', 'The hold has expired');
  return new AppError('CONFLICT', `The hold is already ${status}`);
}

/** A wallet for an agent that does not exist violates the foreign key: answer 404, not 500. */
function unknownAgent(err: unknown): never {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ??
    (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23503') throw notFound('Agent');
  throw err;
}
