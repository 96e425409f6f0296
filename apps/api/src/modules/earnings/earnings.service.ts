import { eq, inArray } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import { checkMinorAmount, formatDate, formatMoney } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertEntry } from '../wallet/ledger.repository.ts';
import { lockWallets } from '../wallet/wallet.repository.ts';
import { walletService } from '../wallet/wallet.service.ts';
import {
  claimDueEarnings,
  findEarningByLine,
  insertEarning,
  setEntry,
  transitionEarning,
  type EarningRow,
} from './earnings.repository.ts';

/**
 * A parent agent's earnings on its sub-agents' bookings (the sub-agent markup the parent set).
 * The booking module debits the sub-agent the full price (to company revenue, the default) and, in
 * the same transaction, calls recordParentEarning: the markup moves from company revenue to the
 * parent's agent_earnings account (pending). The release job moves it into the parent's wallet
 * once the service date has passed; a cancellation before that reverses it.
 */

export interface RecordEarningInput {
  parentId: string;
  subAgentId: string;
  orderRef: string;
  /** Unique per order line: recording the same line again answers the existing earning. */
  lineRef: string;
  /** Minor units (AED fils), > 0. */
  amountMinor: number;
  /** The VAT charged on that markup (pricing README: subAgentMarkupVat), >= 0; kept beside the earning. */
  markupVatMinor?: number;
  /** Service date, yyyy-mm-dd: released once this company-zone (Asia/Dubai) day has passed. */
  releaseOn: string;
  product?: string | null;
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the company zone (Asia/Dubai, UTC+4 all year). */
export function companyToday(now: Date): string {
  return new Date(now.getTime() + 4 * 3600 * 1000).toISOString().slice(0, 10);
}

export async function recordParentEarning(
  deps: AppDeps,
  tx: DbOrTx,
  input: RecordEarningInput,
): Promise<EarningRow> {
  const check = checkMinorAmount(input.amountMinor);
  if (!check.ok) throw new Error(`recordParentEarning: ${check.message}`);
  const markupVat = input.markupVatMinor ?? 0;
  if (!Number.isSafeInteger(markupVat) || markupVat < 0)
    throw new Error(`recordParentEarning: markupVatMinor must be a whole amount >= 0, got ${markupVat}`);
  if (!PLAIN_DATE.test(input.releaseOn) || Number.isNaN(Date.parse(input.releaseOn)))
    throw new Error(`recordParentEarning: releaseOn must be yyyy-mm-dd, got ${input.releaseOn}`);
  const [sub] = await tx
    .select({
      parentId: agents.parentId,
      role: agents.role,
      agentCode: agents.agentCode,
      companyName: agents.companyName,
    })
    .from(agents)
    .where(eq(agents.id, input.subAgentId));
  if (sub?.role !== 'sub-agent' || sub.parentId !== input.parentId)
    throw new Error('recordParentEarning: the buyer is not a sub-agent of that parent');

  const existing = await findEarningByLine(tx, input.lineRef);
  if (existing) return existing;
  const at = deps.clock.now();
  // A company-side entry (no wallet moves yet), so it stays out of the parent's statement.
  const recordEntryId = await insertEntry(
    tx,
    {
      kind: 'earnings',
      agentId: null,
      netAmount: 0,
      after: null,
      reference: input.orderRef,
      product: input.product ?? null,
      description: `Pending earning on booking ${input.orderRef} of sub-agent ${sub.agentCode} (${sub.companyName}): ${earningSplit(check.minor, markupVat)}`,
      createdBy: 'system',
      createdAt: at,
    },
    [
      { account: 'company_revenue', amount: -check.minor },
      { account: 'agent_earnings', agentId: input.parentId, amount: check.minor },
    ],
  );
  const row = await insertEarning(tx, {
    parentId: input.parentId,
    subAgentId: input.subAgentId,
    orderRef: input.orderRef,
    lineRef: input.lineRef,
    product: input.product ?? null,
    amount: check.minor,
    markupVat,
    releaseOn: input.releaseOn,
    recordEntryId,
    createdAt: at,
  });
  // A concurrent recording of the same line won the unique index; ours rolls back with the caller.
  if (!row) throw new AppError('CONFLICT', 'This order line is being recorded at the same moment; retry');
  return row;
}

export type ReverseOutcome = 'reversed' | 'clawed-back' | 'already-reversed' | 'not-found';

/**
 * Reverses the earning of a cancelled order line: a pending earning goes back to company revenue;
 * one already released is taken back from the parent's wallet (an adjustment). Exactly once.
 */
export async function reverseParentEarning(
  deps: AppDeps,
  tx: DbOrTx,
  input: { lineRef: string },
): Promise<{ outcome: ReverseOutcome; earning: EarningRow | null }> {
  const at = deps.clock.now();
  const pending = await transitionEarning(tx, input.lineRef, 'pending', at);
  if (pending) {
    const entryId = await insertEntry(
      tx,
      {
        kind: 'earnings',
        agentId: null,
        netAmount: 0,
        after: null,
        reference: pending.orderRef,
        product: pending.product,
        description: `Earning reversed: order ${pending.orderRef} cancelled`,
        createdBy: 'system',
        createdAt: at,
      },
      [
        { account: 'agent_earnings', agentId: pending.parentId, amount: -pending.amount },
        { account: 'company_revenue', amount: pending.amount },
      ],
    );
    await setEntry(tx, pending.id, 'reversal', entryId);
    return { outcome: 'reversed', earning: { ...pending, status: 'reversed' } };
  }
  const released = await transitionEarning(tx, input.lineRef, 'released', at);
  if (released) {
    const out = await walletService(deps).debit(
      {
        agentId: released.parentId,
        amount: released.amount,
        kind: 'adjustment',
        reference: released.orderRef,
        product: released.product,
        description: `Earning taken back: booking ${released.orderRef} of a sub-agent was cancelled`,
        createdBy: 'system',
      },
      tx,
    );
    await setEntry(tx, released.id, 'reversal', out.entryId);
    return { outcome: 'clawed-back', earning: { ...released, status: 'reversed' } };
  }
  const known = await findEarningByLine(tx, input.lineRef);
  return { outcome: known ? 'already-reversed' : 'not-found', earning: known };
}

/** "markup AED 35.00 (the sub-agent paid AED 36.75 over your price; AED 1.75 is VAT on the markup)". */
export function earningSplit(markup: number, markupVat: number): string {
  if (markupVat <= 0) return `markup ${formatMoney(markup)}`;
  return `markup ${formatMoney(markup)} (the sub-agent paid ${formatMoney(markup + markupVat)} over your price; ${formatMoney(markupVat)} is VAT on the markup)`;
}

/**
 * Releases due earnings into the parents' wallets. One transaction per batch: the claim (status
 * released, FOR UPDATE SKIP LOCKED) and every wallet credit commit together, so an earning is paid
 * exactly once across nodes, and not at all if the batch fails.
 */
export async function releaseDueEarningsOnce(deps: AppDeps, batch = 100): Promise<number> {
  const wallet = walletService(deps);
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const due = await claimDueEarnings(tx, companyToday(now), now, batch);
    const subAgents = await subAgentLabels(
      tx,
      due.map((e) => e.subAgentId),
    );
    // Several parents per batch: their wallets in the global lock order before any credit.
    await lockWallets(
      tx,
      due.map((e) => e.parentId),
      now,
    );
    for (const e of due) {
      const out = await wallet.credit(
        {
          agentId: e.parentId,
          amount: e.amount,
          kind: 'earnings',
          from: [{ account: 'agent_earnings', agentId: e.parentId, amount: -e.amount }],
          reference: e.orderRef,
          product: e.product,
          description: `Earning on booking ${e.orderRef} of ${subAgents.get(e.subAgentId) ?? 'a sub-agent'}, service date ${formatDate(e.releaseOn)}: ${earningSplit(e.amount, e.markupVat)}`,
          createdBy: 'system',
        },
        tx,
      );
      await setEntry(tx, e.id, 'release', out.entryId);
    }
    return due.length;
  });
}

async function subAgentLabels(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agents.id, agentCode: agents.agentCode, companyName: agents.companyName })
    .from(agents)
    .where(inArray(agents.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `sub-agent ${r.agentCode} (${r.companyName})`]));
}

/** Releases every due earning (batch after batch). */
export async function releaseAllDueEarnings(deps: AppDeps, batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await releaseDueEarningsOnce(deps, batch);
    total += n;
    if (n < batch) return total;
  }
}

/** Bound versions for other modules: `earningsService(deps).recordParentEarning(tx, {...})`. */
export function earningsService(deps: AppDeps) {
  return {
    recordParentEarning: (tx: DbOrTx, input: RecordEarningInput) => recordParentEarning(deps, tx, input),
    reverseParentEarning: (tx: DbOrTx, input: { lineRef: string }) => reverseParentEarning(deps, tx, input),
  };
}
