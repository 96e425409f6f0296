import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  attractionActivities,
  attractionOrderLines,
  attractionOrders,
  attractions,
  type DbOrTx,
} from '@portal/db';
import { likePattern } from './catalogue.repository.ts';

export type OrderRow = typeof attractionOrders.$inferSelect;
export type LineRow = typeof attractionOrderLines.$inferSelect;
export type NewOrder = typeof attractionOrders.$inferInsert;
export type NewLine = typeof attractionOrderLines.$inferInsert;

export interface LineWithNames extends LineRow {
  attractionTitle: string;
  attractionImage: string | null;
  activityName: string;
  activityBase: 'person' | 'private' | 'hourly';
}

export interface OrderWithLines extends OrderRow {
  lines: LineWithNames[];
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(attractionOrders).where(eq(attractionOrders.id, id));
  return row ?? null;
}

export async function findOrderByReference(db: DbOrTx, reference: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(attractionOrders)
    .where(sql`upper(${attractionOrders.referenceNumber}) = upper(${reference})`);
  return row ?? null;
}

export async function linesOf(db: DbOrTx, orderIds: string[]): Promise<LineWithNames[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      line: attractionOrderLines,
      attractionTitle: attractions.title,
      images: attractions.images,
      activityName: attractionActivities.name,
      activityBase: attractionActivities.base,
    })
    .from(attractionOrderLines)
    .innerJoin(attractions, eq(attractions.id, attractionOrderLines.attractionId))
    .innerJoin(attractionActivities, eq(attractionActivities.id, attractionOrderLines.activityId))
    .where(inArray(attractionOrderLines.orderId, orderIds))
    .orderBy(asc(attractionOrderLines.lineNo));
  return rows.map((r) => ({
    ...r.line,
    attractionTitle: r.attractionTitle,
    attractionImage: r.images[0] ?? null,
    activityName: r.activityName,
    activityBase: r.activityBase,
  }));
}

export async function loadOrder(db: DbOrTx, id: string): Promise<OrderWithLines | null> {
  const order = await findOrder(db, id);
  if (!order) return null;
  return { ...order, lines: await linesOf(db, [id]) };
}

export async function agentReferenceTaken(db: DbOrTx, agentId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attractionOrders.id })
    .from(attractionOrders)
    .where(and(eq(attractionOrders.agentId, agentId), eq(attractionOrders.agentReferenceKey, key)));
  return Boolean(row);
}

export async function setOrder(
  db: DbOrTx,
  id: string,
  values: Partial<NewOrder>,
  from?: OrderRow['status'][],
) {
  const rows = await db
    .update(attractionOrders)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(and(eq(attractionOrders.id, id), from ? inArray(attractionOrders.status, from) : undefined))
    .returning();
  return rows[0] ?? null;
}

export async function setLine(db: DbOrTx, id: string, values: Partial<NewLine>, from?: LineRow['status'][]) {
  const rows = await db
    .update(attractionOrderLines)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(
      and(eq(attractionOrderLines.id, id), from ? inArray(attractionOrderLines.status, from) : undefined),
    )
    .returning();
  return rows[0] ?? null;
}

export interface OrderFilters {
  agentId: string;
  referenceNo?: string | undefined;
  status?: LineRow['status'] | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  travellerEmail?: string | undefined;
}

function filtersOf(f: OrderFilters): SQL | undefined {
  return and(
    eq(attractionOrders.agentId, f.agentId),
    // A discarded order was given up unpaid: it leaves the list (its page stays reachable).
    sql`${attractionOrders.status} <> 'discarded'`,
    f.referenceNo
      ? sql`(${attractionOrders.referenceNumber} ilike ${likePattern(f.referenceNo)} escape '\\' or ${attractionOrders.agentReferenceNumber} ilike ${likePattern(f.referenceNo)} escape '\\')`
      : undefined,
    f.status ? eq(attractionOrderLines.status, f.status) : undefined,
    f.dateFrom ? gte(attractionOrderLines.serviceDate, f.dateFrom) : undefined,
    f.dateTo ? lte(attractionOrderLines.serviceDate, f.dateTo) : undefined,
    f.travellerEmail ? ilike(attractionOrders.leadEmail, likePattern(f.travellerEmail)) : undefined,
  );
}

/** One row per line (the original's unwound list), newest orders first. */
export async function listOrderRows(db: DbOrTx, f: OrderFilters, page?: { skip: number; limit: number }) {
  const base = db
    .select({
      order: attractionOrders,
      line: attractionOrderLines,
      attractionTitle: attractions.title,
      activityName: attractionActivities.name,
      // Issued e-tickets of the order (the tickets PDF exists only when there are some).
      orderTickets: sql<number>`(select count(*)::int from attraction_tickets t join attraction_order_lines l
        on t.reserved_by = l.id::text where l.order_id = ${attractionOrders.id} and l.status = 'confirmed'
        and t.status = 'sold')`,
      // Lines a voucher is issued for.
      orderVoucherLines: sql<number>`(select count(*)::int from attraction_order_lines l
        where l.order_id = ${attractionOrders.id} and l.status in ('confirmed', 'booked'))`,
    })
    .from(attractionOrderLines)
    .innerJoin(attractionOrders, eq(attractionOrders.id, attractionOrderLines.orderId))
    .innerJoin(attractions, eq(attractions.id, attractionOrderLines.attractionId))
    .innerJoin(attractionActivities, eq(attractionActivities.id, attractionOrderLines.activityId))
    .where(filtersOf(f))
    .orderBy(desc(attractionOrders.createdAt), asc(attractionOrderLines.lineNo))
    .$dynamic();
  const rows = page ? await base.limit(page.limit).offset(page.skip) : await base.limit(10_000);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attractionOrderLines)
    .innerJoin(attractionOrders, eq(attractionOrders.id, attractionOrderLines.orderId))
    .where(filtersOf(f));
  return { rows, total: Number(count?.n ?? 0) };
}
