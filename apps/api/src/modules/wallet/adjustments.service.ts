import { randomBytes } from 'node:crypto';
import type { Tx } from '@portal/db';
import type { WalletPositionAnswer } from '@portal/contracts';
import { availableFunds } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, staffNameOf, type ActingAs } from '../../audit/index.ts';
import { findAgentRef, isAgentId } from './agent-lookup.ts';
import { major, type Actor } from './money-format.ts';
import { walletService } from './wallet.service.ts';

export interface AdjustmentInput {
  agent: string;
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
}

/** Each adjustment its own reference (the statement and the bank reconciliation match one line). */
export function adjustmentReference(now: Date): string {
  return `ADJ-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The statement line: "Credit by the company (Jane Staff): Bank transfer 4711". */
export function adjustmentDescription(
  direction: 'credit' | 'debit',
  staffName: string | null,
  reason: string,
) {
  const by = staffName ? `the company (${staffName})` : 'the company';
  return `${direction === 'credit' ? 'Credit' : 'Debit'} by ${by}: ${reason}`;
}

/**
 * A company adjustment (goodwill credit, manual charge) with its reason in the journal. A debit
 * takes the balance first, then credit, and is refused beyond the available funds. A debit of an
 * agent given by id skips the agent lookup: its conditional UPDATE finds the wallet or nothing, and
 * only a refused debit asks whether the agent exists (404) or lacks the funds.
 */
export async function adjustWallet(
  deps: AppDeps,
  tx: Tx,
  input: AdjustmentInput,
  by: Actor,
  /** The member of staff acting: named on the statement and audited with the movement (issue 33). */
  who: ActingAs,
): Promise<WalletPositionAnswer> {
  const byId = input.direction === 'debit' && isAgentId(input.agent);
  const agentId = byId ? input.agent.trim().toLowerCase() : (await findAgentRef(tx, input.agent)).id;
  const wallet = walletService(deps);
  const movement = {
    agentId,
    amount: input.amount,
    kind: 'adjustment' as const,
    reference: adjustmentReference(deps.clock.now()),
    product: 'wallet',
    description: adjustmentDescription(input.direction, await staffNameOf(tx, who), input.reason),
    createdBy: by,
  };
  const { entryId, position } =
    input.direction === 'credit'
      ? await wallet.credit({ ...movement, from: [{ account: 'adjustments', amount: -input.amount }] }, tx)
      : await wallet
          .debit({ ...movement, to: [{ account: 'adjustments', amount: input.amount }] }, tx)
          .catch(async (err: unknown) => {
            // An unknown agent is a 404, not a lack of funds (the refusal changed nothing).
            if (byId && err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
              await findAgentRef(tx, input.agent);
            throw err;
          });
  await recordAudit(tx, who, {
    kind: `wallet.${input.direction}`,
    object: { type: 'ledger-entry', id: entryId },
    agentId,
    before: null,
    after: { direction: input.direction, amount: major(input.amount), reference: movement.reference },
    reason: input.reason,
  });
  return {
    agentId,
    entryId,
    balance: major(position.balance),
    pendingBalance: major(position.held),
    creditAmount: major(position.creditLimit),
    creditUsed: major(position.creditUsed),
    available: major(availableFunds(position)),
  };
}
