import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  agents,
  attractionActivities,
  attractions,
  clientMarkups,
  destinations,
  subAgentMarkups,
  type DbOrTx,
} from '@portal/db';
import type { MarkupProduct } from '@portal/domain';
import { likePattern } from '../../lib/like-pattern.ts';

export type ClientMarkupRow = typeof clientMarkups.$inferSelect;
export type SubAgentMarkupRow = typeof subAgentMarkups.$inferSelect;

export async function attractionsPage(db: DbOrTx, search: string | undefined, skip: number, limit: number) {
  const where = and(
    eq(attractions.isActive, true),
    search ? ilike(attractions.title, likePattern(search)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: attractions.id, title: attractions.title, destination: destinations.name })
      .from(attractions)
      .innerJoin(destinations, eq(destinations.id, attractions.destinationId))
      .where(where)
      .orderBy(asc(attractions.sortOrder), asc(attractions.title))
      .limit(limit)
      .offset(skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(attractions)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export function subAgentsOf(db: DbOrTx, parentId: string) {
  return db
    .select({ id: agents.id, name: agents.name, companyName: agents.companyName })
    .from(agents)
    .where(and(eq(agents.parentId, parentId), eq(agents.role, 'sub-agent')))
    .orderBy(asc(agents.companyName));
}

export async function findSubAgent(db: DbOrTx, parentId: string, subAgentId: string) {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, subAgentId), eq(agents.parentId, parentId), eq(agents.role, 'sub-agent')));
  return row ?? null;
}

export async function activityName(db: DbOrTx, activityId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: attractionActivities.name })
    .from(attractionActivities)
    .where(eq(attractionActivities.id, activityId));
  return row?.name ?? null;
}

export function subAgentMarkupsOf(db: DbOrTx, parentId: string, subAgentIds: string[]) {
  if (subAgentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(subAgentMarkups)
    .where(
      and(
        eq(subAgentMarkups.parentId, parentId),
        eq(subAgentMarkups.product, 'attraction'),
        inArray(subAgentMarkups.subAgentId, subAgentIds),
      ),
    );
}

/** One markup layer of an agent on one item of a product (a client or a sub-agent row). */
export interface MarkupLayer {
  product: MarkupProduct;
  itemId: string;
  type: 'flat' | 'percentage';
  value: number;
}

/** The buyer's own markup on an item: one row per agent, product and item, replaced when set again. */
export async function upsertClientMarkup(
  db: DbOrTx,
  agentId: string,
  layer: MarkupLayer,
  at: Date,
): Promise<ClientMarkupRow> {
  const { type, value } = layer;
  const [row] = await db
    .insert(clientMarkups)
    .values({ agentId, ...layer, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [clientMarkups.agentId, clientMarkups.product, clientMarkups.itemId],
      set: { type, value, updatedAt: at },
    })
    .returning();
  return row!;
}

/** A parent's markup for one sub-agent on an item, replaced when set again. */
export async function upsertSubAgentMarkup(
  db: DbOrTx,
  parentId: string,
  subAgentId: string,
  layer: MarkupLayer,
  at: Date,
): Promise<SubAgentMarkupRow> {
  const { type, value } = layer;
  const [row] = await db
    .insert(subAgentMarkups)
    .values({ parentId, subAgentId, ...layer, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [subAgentMarkups.subAgentId, subAgentMarkups.product, subAgentMarkups.itemId],
      // A sub-agent has one parent; writing it again keeps the row's owner in step if it moved.
      set: { type, value, parentId, updatedAt: at },
    })
    .returning();
  return row!;
}

/** `products`: the markup's product must be one of these (the caller's open modules) to be deleted. */
export async function deleteClientMarkup(db: DbOrTx, agentId: string, id: string, products: MarkupProduct[]) {
  const [row] = await db
    .delete(clientMarkups)
    .where(
      and(
        eq(clientMarkups.id, id),
        eq(clientMarkups.agentId, agentId),
        inArray(clientMarkups.product, products),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteSubAgentMarkup(
  db: DbOrTx,
  parentId: string,
  id: string,
  products: MarkupProduct[],
) {
  const [row] = await db
    .delete(subAgentMarkups)
    .where(
      and(
        eq(subAgentMarkups.id, id),
        eq(subAgentMarkups.parentId, parentId),
        inArray(subAgentMarkups.product, products),
      ),
    )
    .returning();
  return row ?? null;
}

export function clientMarkupsOf(db: DbOrTx, agentId: string) {
  return db
    .select()
    .from(clientMarkups)
    .where(and(eq(clientMarkups.agentId, agentId), eq(clientMarkups.product, 'attraction')));
}
