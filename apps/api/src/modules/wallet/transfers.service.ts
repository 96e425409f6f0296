import { randomBytes } from 'node:crypto';
import { said } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows, subAgentCreditLines, type DbOrTx } from '@portal/db';
import { formatMoney, type WalletPosition } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { lockWallets } from './wallet.repository.ts';
import { walletService } from './wallet.service.ts';

/**
 * Money between a parent agent and its sub-agent, built on the wallet primitives:
 * - a transfer takes the giver's OWN money (balance not reserved by holds, never credit, so credit
 *   cannot become cash that the receiver could withdraw) by a hold + capture with the withdrawal
 *   rule, and credits the receiver; the two journal entries meet in the `adjustments` account and
 *   net to zero there;
 * - a credit line for a sub-agent is carved out of the parent's available funds: the carved amount
 *   stays reserved on the parent by a hold that never expires, replaced whenever the limit changes.
 * Both run inside the caller's transaction.
 */

export const TRANSFER_INSUFFICIENT_MESSAGE =
  'The amount is more than the funds available for a transfer (own balance not already reserved)';
export const CREDIT_LINE_INSUFFICIENT_MESSAGE =
  'Your available funds do not cover this credit limit for the sub-agent';

export interface TransferParty {
  agentId: string;
  /** For statement lines: "sub-agent 10023 (Falcon Deira)". */
  label: string;
}

export interface TransferInput {
  from: TransferParty;
  to: TransferParty;
  /** Minor units. */
  amount: number;
  note?: string | undefined;
  createdBy: string;
}

export interface TransferResult {
  reference: string;
  from: WalletPosition;
  to: WalletPosition;
}

export function transferReference(): string {
  return `TRF-${randomBytes(6).toString('hex').toUpperCase()}`;
}

export async function transferFunds(
  deps: AppDeps,
  tx: DbOrTx,
  input: TransferInput,
): Promise<TransferResult> {
  if (input.from.agentId === input.to.agentId) throw badRequest('Cannot transfer to the same wallet');
  // Both wallets in the global order first: opposite transfers between a pair queue, never deadlock.
  await lockWallets(tx, [input.from.agentId, input.to.agentId], deps.clock.now());
  const wallet = walletService(deps);
  const reference = transferReference();
  const note = input.note ? ` - ${input.note}` : '';
  let hold;
  try {
    // purpose 'withdrawal' = own money only (balance - held), the wallet's rule for cash leaving.
    hold = await wallet.hold(
      {
        agentId: input.from.agentId,
        amount: input.amount,
        purpose: 'withdrawal',
        expiresAt: null,
        reference,
        product: 'wallet',
        description: `Transfer to ${input.to.label}`,
        createdBy: input.createdBy,
      },
      tx,
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_FUNDS', TRANSFER_INSUFFICIENT_MESSAGE, {
        messageKey: 'wallet.transferRefused',
      });
    throw err;
  }
  const out = await wallet.capture(
    hold.holdId,
    {
      kind: 'transfer_out',
      to: [{ account: 'adjustments', amount: input.amount }],
      product: 'wallet',
      description: `Transfer to ${input.to.label}${note}`,
      createdBy: input.createdBy,
    },
    tx,
  );
  const into = await wallet.credit(
    {
      agentId: input.to.agentId,
      amount: input.amount,
      kind: 'transfer_in',
      from: [{ account: 'adjustments', amount: -input.amount }],
      reference,
      product: 'wallet',
      description: `Transfer from ${input.from.label}${note}`,
      createdBy: input.createdBy,
    },
    tx,
  );
  return { reference, from: out.position, to: into.position };
}

export interface CreditLineInput {
  parentId: string;
  subAgentId: string;
  /** New limit in minor units; 0 removes the credit line. */
  amount: number;
  subAgentLabel: string;
  /** Who sets it, for the sub-agent's statement and mail ("parent agent 10001 (Desert Rose Travel)"). */
  parent: { agentCode: string | number; companyName: string };
  createdBy: string;
}

export interface CreditLineResult {
  amount: number;
  parent: WalletPosition;
  subAgent: WalletPosition;
}

/**
 * Sets a sub-agent's credit limit carved out of the parent's funds. Serialised per sub-agent by
 * locking its credit line row and wallet row; the old reservation is released and the new one
 * taken in the same transaction, so the parent's available funds never count the amount twice.
 */
export async function setSubAgentCreditLine(
  deps: AppDeps,
  tx: DbOrTx,
  input: CreditLineInput,
): Promise<CreditLineResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount < 0)
    throw badRequest('The credit limit must be zero or a positive amount');
  const wallet = walletService(deps);
  const now = deps.clock.now();
  await tx
    .insert(subAgentCreditLines)
    .values({ subAgentId: input.subAgentId, parentId: input.parentId, amount: 0, updatedAt: now })
    .onConflictDoNothing();
  const [line] = await tx
    .select()
    .from(subAgentCreditLines)
    .where(eq(subAgentCreditLines.subAgentId, input.subAgentId))
    .for('update');
  if (!line) throw new Error('credit line row vanished');
  if (line.parentId !== input.parentId) throw new Error('credit line belongs to another parent');

  // Payments of the sub-agent wait on this lock, so credit used cannot grow past the check.
  await lockWallets(tx, [input.parentId, input.subAgentId], now);
  const [sub] = await queryRows<{ creditUsed: number | string }>(
    tx,
    sql`select credit_used as "creditUsed" from wallets where agent_id = ${input.subAgentId}`,
  );
  const used = Number(sub?.creditUsed ?? 0);
  if (input.amount < used)
    throw new AppError(
      'BAD_REQUEST',
      `The credit limit cannot be lower than the credit the sub-agent has already used (${formatMoney(used)})`,
      {
        fieldErrors: { amount: ['Lower than the credit already used'] },
        ...said('wallet.creditLimitBelowUsed', { used: { minor: used, currency: 'AED' } }),
      },
    );

  if (line.holdId) {
    await wallet.void(
      line.holdId,
      {
        reason: `Credit line of ${input.subAgentLabel}: ${formatMoney(line.amount)} released (limit changed to ${formatMoney(input.amount)})`,
        createdBy: input.createdBy,
      },
      tx,
    );
  }
  let holdId: string | null = null;
  if (input.amount > 0) {
    try {
      const hold = await wallet.hold(
        {
          agentId: input.parentId,
          amount: input.amount,
          purpose: 'sub_agent_credit',
          expiresAt: null,
          reference: `CRL-${input.subAgentId}`,
          product: 'wallet',
          description: `Credit line of ${input.subAgentLabel}: ${formatMoney(input.amount)} reserved`,
          createdBy: input.createdBy,
        },
        tx,
      );
      holdId = hold.holdId;
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
        throw new AppError('INSUFFICIENT_FUNDS', CREDIT_LINE_INSUFFICIENT_MESSAGE, {
          messageKey: 'wallet.creditLineRefused',
        });
      throw err;
    }
  }
  await tx
    .update(subAgentCreditLines)
    .set({ amount: input.amount, holdId, updatedAt: now })
    .where(eq(subAgentCreditLines.subAgentId, input.subAgentId));
  const subAgent = await wallet.setCreditLimit(input.subAgentId, input.amount, tx, {
    by: { kind: 'parent', agentCode: input.parent.agentCode, companyName: input.parent.companyName },
    reference: `CRL-${input.subAgentId}`,
    createdBy: input.createdBy,
  });
  return { amount: input.amount, parent: await wallet.position(input.parentId, tx), subAgent };
}
