import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';
import { balanced, type EntryKind, type Posting, type WalletPosition } from '@portal/domain';

export interface NewEntry {
  kind: EntryKind;
  /** The agent whose wallet the entry concerns (null for company-only entries). */
  agentId: string | null;
  /** Effect on the agent's position: + money in, - money out (0 for hold memo entries). */
  netAmount: number;
  /** The wallet position right after the entry (the running balance of the statement). */
  after: WalletPosition | null;
  reference: string;
  product?: string | null;
  description: string;
  createdBy: string;
  /** The agency user whose action caused it (the statement names it). */
  userId?: string | null;
  createdAt: Date;
  correctsEntryId?: string | null;
}

/**
 * Writes one journal entry and its postings in a single statement. The postings are checked to
 * balance here; the database checks again at commit (deferred trigger) and refuses any later
 * UPDATE or DELETE.
 */
export async function insertEntry(
  db: DbOrTx,
  entry: NewEntry,
  postings: readonly Posting[],
): Promise<string> {
  const lines = balanced(postings);
  const id = randomUUID();
  const values = sql.join(
    lines.map((p) => sql`(${p.account}::text, ${p.agentId ?? null}::uuid, ${p.amount}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    with e as (
      insert into ledger_entries (id, kind, agent_id, net_amount, balance_after, credit_used_after, held_after,
        reference, product, description, created_by, user_id, corrects_entry_id, created_at)
      values (${id}, ${entry.kind}, ${entry.agentId}, ${entry.netAmount}, ${entry.after?.balance ?? null},
        ${entry.after?.creditUsed ?? null}, ${entry.after?.held ?? null}, ${entry.reference}, ${entry.product ?? null},
        ${entry.description}, ${entry.createdBy}, ${entry.userId ?? null}::uuid, ${entry.correctsEntryId ?? null}, ${entry.createdAt})
      returning id)
    insert into ledger_postings (entry_id, account, agent_id, amount)
    select e.id, v.account, v.agent_id, v.amount from e cross join (values ${values}) as v(account, agent_id, amount)`);
  return id;
}
