import type {
  SubAgentCreditLimitAnswer,
  SubAgentTransferAnswer,
  TransactionsAnswer,
  TransactionsFilter,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { agents, type Tx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { assertReseller, loadManagedSubAgent, type AgentRow } from '../../policy/index.ts';
import { major } from '../wallet/money-format.ts';
import { statementOf } from '../wallet/statement.service.ts';
import { balanceAnswer } from '../wallet/summary.service.ts';
import { setSubAgentCreditLine, transferFunds } from '../wallet/transfers.service.ts';

const label = (a: Pick<AgentRow, 'agentCode' | 'companyName'>, role: string) =>
  `${role} ${a.agentCode} (${a.companyName})`;

async function parentOf(tx: Tx, agentId: string) {
  const [parent] = await tx
    .select({ id: agents.id, agentCode: agents.agentCode, companyName: agents.companyName })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!parent) throw new Error('calling reseller vanished');
  return parent;
}

/** The sub-agent's statement (the wallet statement service), for its parent. */
export async function subAgentTransactions(
  deps: AppDeps,
  caller: Caller | null,
  subAgentId: string,
  query: TransactionsFilter & { skip: number; limit: number },
): Promise<TransactionsAnswer> {
  assertReseller(caller);
  const sub = await loadManagedSubAgent(deps.database.db, caller, subAgentId);
  return statementOf(deps, sub.id, query);
}

/** Moves the parent's own money to its sub-agent or back, inside the idempotent transaction. */
export async function transferWithSubAgent(
  deps: AppDeps,
  tx: Tx,
  caller: Caller | null,
  subAgentId: string,
  input: { amount: number; direction: 'to-sub' | 'from-sub'; note?: string | undefined },
  who: ActingAs,
): Promise<SubAgentTransferAnswer> {
  const reseller = assertReseller(caller);
  const sub = await loadManagedSubAgent(tx, caller, subAgentId);
  const parent = await parentOf(tx, reseller.agentId);
  const parentParty = { agentId: parent.id, label: label(parent, 'parent agent') };
  const subParty = { agentId: sub.id, label: label(sub, 'sub-agent') };
  const toSub = input.direction === 'to-sub';
  const result = await transferFunds(deps, tx, {
    from: toSub ? parentParty : subParty,
    to: toSub ? subParty : parentParty,
    amount: input.amount,
    note: input.note,
    createdBy: `agent:${reseller.agentId}`,
  });
  // Who did it (issue 32): the reseller's activity names its user; same transaction as the money.
  await recordAudit(tx, who, {
    kind: toSub ? 'transfer.to-sub-agent' : 'transfer.from-sub-agent',
    object: { type: 'sub-agent', id: sub.id },
    agentId: reseller.agentId,
    before: null,
    after: {
      reference: result.reference,
      amount: input.amount,
      subAgent: sub.companyName,
      note: input.note ?? null,
    },
  });
  return {
    message: toSub ? 'Funds sent to the sub-agent' : 'Funds taken back from the sub-agent',
    reference: result.reference,
    direction: input.direction,
    amount: major(input.amount),
    parent: balanceAnswer(toSub ? result.from : result.to),
    subAgent: balanceAnswer(toSub ? result.to : result.from),
  };
}

export async function setSubAgentCreditLimit(
  deps: AppDeps,
  caller: Caller | null,
  subAgentId: string,
  amountMinor: number,
  who: ActingAs,
): Promise<SubAgentCreditLimitAnswer> {
  const reseller = assertReseller(caller);
  return deps.database.db.transaction(async (tx) => {
    const sub = await loadManagedSubAgent(tx, caller, subAgentId, { forUpdate: true });
    const parent = await parentOf(tx, reseller.agentId);
    const result = await setSubAgentCreditLine(deps, tx, {
      parentId: reseller.agentId,
      subAgentId: sub.id,
      amount: amountMinor,
      subAgentLabel: label(sub, 'sub-agent'),
      parent: { agentCode: parent.agentCode, companyName: parent.companyName },
      createdBy: `agent:${reseller.agentId}`,
    });
    await recordAudit(tx, who, {
      kind: 'transfer.credit-limit',
      object: { type: 'sub-agent', id: sub.id },
      agentId: reseller.agentId,
      before: null,
      after: { creditLimit: result.amount, subAgent: sub.companyName },
    });
    return {
      message: amountMinor === 0 ? 'Credit limit removed' : 'Credit limit saved',
      creditLimit: major(result.amount),
      parent: balanceAnswer(result.parent),
      subAgent: balanceAnswer(result.subAgent),
    };
  });
}
