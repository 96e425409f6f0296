import { and, eq, inArray } from 'drizzle-orm';
import { clientMarkups, subAgentMarkups, type DbOrTx } from '@portal/db';
import type { MarkupType, QuotationComponent } from '@portal/domain';

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

interface Layer {
  component: QuotationComponent;
  type: MarkupType;
  value: number;
}

export async function upsertQuotationClient(db: DbOrTx, agentId: string, layer: Layer, at: Date) {
  const { component, type, value } = layer;
  const [row] = await db
    .insert(clientMarkups)
    .values({ agentId, product: PRODUCT, itemId: component, type, value, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [clientMarkups.agentId, clientMarkups.product, clientMarkups.itemId],
      set: { type, value, updatedAt: at },
    })
    .returning();
  return row!;
}

export async function upsertQuotationSubAgent(
  db: DbOrTx,
  parentId: string,
  subAgentId: string,
  layer: Layer,
  at: Date,
) {
  const { component, type, value } = layer;
  const [row] = await db
    .insert(subAgentMarkups)
    .values({
      parentId,
      subAgentId,
      product: PRODUCT,
      itemId: component,
      type,
      value,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [subAgentMarkups.subAgentId, subAgentMarkups.product, subAgentMarkups.itemId],
      // A sub-agent has one parent; writing it again keeps the row's owner in step if it moved.
      set: { type, value, parentId, updatedAt: at },
    })
    .returning();
  return row!;
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
