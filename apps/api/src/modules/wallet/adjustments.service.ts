import type { Tx } from '@portal/db';
import type { WalletPositionAnswer } from '@portal/contracts';
import { availableFunds } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { findAgentRef } from './agent-lookup.ts';
import { major, type Actor } from './money-format.ts';
import { walletService } from './wallet.service.ts';

export interface AdjustmentInput {
  agent: string;
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
}

/**
 * A company adjustment (goodwill credit, manual charge) with its reason in the journal. A debit
 * takes the balance first, then credit, and is refused beyond the available funds.
 */
export async function adjustWallet(
  deps: AppDeps,
  tx: Tx,
  input: AdjustmentInput,
  by: Actor,
): Promise<WalletPositionAnswer> {
  const agent = await findAgentRef(tx, input.agent);
  const wallet = walletService(deps);
  const movement = {
    agentId: agent.id,
    amount: input.amount,
    kind: 'adjustment' as const,
    reference: `ADJ-${deps.clock.now().toISOString().slice(0, 10)}`,
    product: 'wallet',
    description: input.reason,
    createdBy: by,
  };
  const { entryId, position } =
    input.direction === 'credit'
      ? await wallet.credit({ ...movement, from: [{ account: 'adjustments', amount: -input.amount }] }, tx)
      : await wallet.debit({ ...movement, to: [{ account: 'adjustments', amount: input.amount }] }, tx);
  return {
    agentId: agent.id,
    entryId,
    balance: major(position.balance),
    pendingBalance: major(position.held),
    creditAmount: major(position.creditLimit),
    creditUsed: major(position.creditUsed),
    available: major(availableFunds(position)),
  };
}
