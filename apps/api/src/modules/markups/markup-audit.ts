import type { DbOrTx, Tx } from '@portal/db';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';

interface MarkupRow {
  id: string;
  product: string;
  itemId: string | null;
  type: string;
  value: number;
  subAgentId?: string;
}

const kept = (r: MarkupRow) => ({
  product: r.product,
  itemId: r.itemId,
  type: r.type,
  value: r.value,
  ...(r.subAgentId ? { subAgentId: r.subAgentId } : {}),
});

/**
 * An agency's markup change (any product's client or sub-agent markup) with its audit row in the same
 * transaction (issue 32 "who did what": the agency's activity names the user). `change` writes and
 * answers the row set or deleted, or null when there was none (nothing is recorded then). The
 * change counter 'markups' moves with it (migration 0046); this node's cached markup rows are read
 * again at the next search (markup-rows.cache.ts), other nodes' within the change feed's bound.
 */
export async function auditedMarkupChange<R extends MarkupRow>(
  db: DbOrTx,
  who: ActingAs,
  what: { kind: 'markup.set' | 'markup.delete'; agentId: string },
  change: (tx: Tx) => Promise<R | null>,
): Promise<R | null> {
  noteLocalChange();
  return db.transaction(async (tx) => {
    const row = await change(tx);
    if (row)
      await recordAudit(tx, who, {
        kind: what.kind,
        object: { type: 'markup', id: row.id },
        agentId: what.agentId,
        before: what.kind === 'markup.delete' ? kept(row) : null,
        after: what.kind === 'markup.delete' ? null : kept(row),
      });
    return row;
  });
}
