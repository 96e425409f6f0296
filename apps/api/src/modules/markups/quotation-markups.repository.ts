import { and, eq, inArray } from 'drizzle-orm';
import { clientMarkups, subAgentMarkups, type DbOrTx } from '@portal/db';

/** Quotation markups are rows of product 'quotation' whose itemId is the component. */
const PRODUCT = 'quotation';

export function quotationClientRows(db: DbOrTx, agentId: string) {
  return db
    .select()
    .from(clientMarkups)
    .where(and(eq(clientMarkups.agentId, agentId), eq(clientMarkups.product, PRODUCT)));
}

export function quotationSubAgentRows(db: DbOrTx, parentId: string, subAgentIds: string[]) {
  if (subAgentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(subAgentMarkups)
    .where(
      and(
        eq(subAgentMarkups.parentId, parentId),
        eq(subAgentMarkups.product, PRODUCT),
        inArray(subAgentMarkups.subAgentId, subAgentIds),
      ),
    );
}

export async function deleteQuotationClient(db: DbOrTx, agentId: string, id: string) {
  const [row] = await db
    .delete(clientMarkups)
    .where(
      and(eq(clientMarkups.id, id), eq(clientMarkups.agentId, agentId), eq(clientMarkups.product, PRODUCT)),
    )
    .returning();
  return row ?? null;
}

export async function deleteQuotationSubAgent(db: DbOrTx, parentId: string, id: string) {
  const [row] = await db
    .delete(subAgentMarkups)
    .where(
      and(
        eq(subAgentMarkups.id, id),
        eq(subAgentMarkups.parentId, parentId),
        eq(subAgentMarkups.product, PRODUCT),
      ),
    )
    .returning();
  return row ?? null;
}
