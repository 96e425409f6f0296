import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { createTestAdmin, createTestAgent } from '../auth/auth.fixtures.ts';
import { issueSession } from '../auth/sessions.ts';
import { walletService } from './wallet.service.ts';

/** Test helpers for wallet-aware integration tests (any module may use them). */
export async function createWalletAgent(
  deps: AppDeps,
  wallet: { balance?: number; creditLimit?: number } = {},
): Promise<{ id: string; email: string; agentCode: number; token: string }> {
  const agent = await createTestAgent(deps);
  const service = walletService(deps);
  if (wallet.balance)
    await service.credit({
      agentId: agent.id,
      amount: wallet.balance,
      kind: 'opening_balance',
      reference: 'OPENING',
      description: 'Opening balance',
    });
  if (wallet.creditLimit) await service.setCreditLimit(agent.id, wallet.creditLimit);
  const token = await issueSession(deps, deps.database.db, 'agent', agent.id, {});
  return { id: agent.id, email: agent.email, agentCode: agent.agentCode, token };
}

export async function createAdminToken(deps: AppDeps): Promise<string> {
  const admin = await createTestAdmin(deps);
  return issueSession(deps, deps.database.db, 'admin', admin.id, {});
}

export const idemKey = () => `test-${randomUUID()}`;

/** Everything that must hold for the ledger and the wallets, as a list of violations (empty when sound). */
export async function ledgerViolations(db: DbOrTx): Promise<string[]> {
  const out: string[] = [];
  const unbalanced = await queryRows<{ entryId: string }>(
    db,
    sql`select entry_id as "entryId" from ledger_postings group by entry_id having sum(amount) <> 0 or count(*) < 2`,
  );
  if (unbalanced.length) out.push(`unbalanced entries: ${unbalanced.map((r) => r.entryId).join(', ')}`);
  const wallets = await queryRows<{ agentId: string; problem: string }>(
    db,
    sql`with sums as (
      select agent_id,
        coalesce(sum(amount) filter (where account = 'agent_wallet'), 0) as wallet,
        coalesce(sum(amount) filter (where account = 'agent_credit'), 0) as credit,
        coalesce(sum(amount) filter (where account = 'agent_held'), 0) as held,
        coalesce(sum(amount) filter (where account = 'agent_credit_limit'), 0) as credit_limit
      from ledger_postings where agent_id is not null group by agent_id),
    holds as (select agent_id, coalesce(sum(amount), 0) as held from wallet_holds where status = 'held' group by agent_id)
    select w.agent_id as "agentId",
      concat_ws('; ',
        case when w.balance <> coalesce(s.wallet, 0) then 'balance ' || w.balance || ' <> postings ' || coalesce(s.wallet, 0) end,
        case when w.credit_used <> -coalesce(s.credit, 0) then 'credit used ' || w.credit_used || ' <> postings ' || -coalesce(s.credit, 0) end,
        case when w.held <> coalesce(s.held, 0) then 'held ' || w.held || ' <> postings ' || coalesce(s.held, 0) end,
        case when w.held <> coalesce(h.held, 0) then 'held ' || w.held || ' <> open holds ' || coalesce(h.held, 0) end,
        case when w.credit_limit <> coalesce(s.credit_limit, 0) then 'credit limit ' || w.credit_limit || ' <> postings ' || coalesce(s.credit_limit, 0) end
      ) as problem
    from wallets w left join sums s on s.agent_id = w.agent_id left join holds h on h.agent_id = w.agent_id`,
  );
  for (const w of wallets) if (w.problem) out.push(`wallet ${w.agentId}: ${w.problem}`);
  const holds = await queryRows<{ id: string }>(
    db,
    sql`select id from wallet_holds where (status = 'held') <> (resolve_entry_id is null)`,
  );
  if (holds.length)
    out.push(`holds resolved without exactly one entry: ${holds.map((h) => h.id).join(', ')}`);
  return out;
}
