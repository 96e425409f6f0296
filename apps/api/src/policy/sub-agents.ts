import { eq } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import type { Caller } from '../plugins/auth.ts';
import { notFound } from '../lib/app-error.ts';
import { maySubAgentManage } from './policy.ts';

export type AgentRow = typeof agents.$inferSelect;

export const SUB_AGENT_NOT_FOUND = 'Sub-agent';

/**
 * Loads a sub-agent the caller manages (its own sub-agent; any sub-agent for an admin), optionally
 * locking the row. Unknown ids and other resellers' sub-agents answer the same 404.
 *
 * The lock is FOR NO KEY UPDATE, not FOR UPDATE: every insert that references the agent (ledger
 * entries, wallet holds, orders) takes FOR KEY SHARE on it, which FOR UPDATE blocks. A credit-limit
 * change holding FOR UPDATE while it waited for the wallets then deadlocked with any checkout or
 * transfer that held the wallet and waited for that key-share lock.
 */
export async function loadManagedSubAgent(
  db: DbOrTx,
  caller: Caller | null,
  subAgentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AgentRow> {
  const query = db.select().from(agents).where(eq(agents.id, subAgentId));
  const [row] = options.forUpdate ? await query.for('no key update') : await query;
  if (!maySubAgentManage(caller, row)) throw notFound(SUB_AGENT_NOT_FOUND);
  return row as AgentRow;
}
