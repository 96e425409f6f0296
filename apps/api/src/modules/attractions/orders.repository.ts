import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  attractionActivities,
  attractionBookingLines,
  attractions,
  bookingLines,
  bookingOrders,
  type DbOrTx,
} from '@portal/db';
import { likePattern } from '../../lib/like-pattern.ts';

/**
 * Attraction orders as the module's pages, documents and mails read them, from the booking core's
 * tables (booking_orders, booking_lines) joined with the attraction side of each line
 * (attraction_booking_lines). Writes go through the booking core (bookings/core) only.
 */

export const PRODUCT = 'attraction';

type CoreOrderRow = typeof bookingOrders.$inferSelect;
type CoreLineRow = typeof bookingLines.$inferSelect;
type DetailRow = typeof attractionBookingLines.$inferSelect;

/** Attraction orders are paid by wallet or card (no pay later), so the core's extra states never occur. */
export type OrderStatus = Exclude<CoreOrderRow['status'], 'unpaid'>;

export interface OrderRow extends Omit<CoreOrderRow, 'status' | 'paymentMethod'> {
  status: OrderStatus;
  paymentMethod: 'wallet' | 'card';
  leadCountry: string;
}

export interface LineRow
  extends
    Omit<CoreLineRow, 'breakdown' | 'cancellationPolicy' | 'description' | 'serviceEndDate'>,
    Omit<DetailRow, 'lineId' | 'orderId' | 'leadCountry'> {
  subAgentMarkupVat: number;
}

export interface LineWithNames extends LineRow {
  attractionTitle: string;
  attractionImage: string | null;
  activityName: string;
  activityBase: 'person' | 'private' | 'hourly';
}

export interface OrderWithLines extends OrderRow {
  lines: LineWithNames[];
}

function orderOf(row: CoreOrderRow, leadCountry: string | null): OrderRow {
  return {
    ...row,
    status: row.status === 'unpaid' ? 'pending_payment' : row.status,
    paymentMethod: row.paymentMethod === 'card' ? 'card' : 'wallet',
    leadCountry: leadCountry ?? '',
  };
}

function lineOf(line: CoreLineRow, d: DetailRow): LineRow {
  const { breakdown: _b, cancellationPolicy: _c, description: _d, serviceEndDate: _e, ...core } = line;
  const { lineId: _l, orderId: _o, leadCountry: _lc, ...detail } = d;
  return { ...core, ...detail };
}

const orderColumns = {
  order: bookingOrders,
  leadCountry: sql<string | null>`(select d.lead_country from attraction_booking_lines d
    where d.order_id = ${bookingOrders.id} limit 1)`,
};

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select(orderColumns)
    .from(bookingOrders)
    .where(and(eq(bookingOrders.id, id), eq(bookingOrders.product, PRODUCT)));
  return row ? orderOf(row.order, row.leadCountry) : null;
}

export async function findOrderByReference(db: DbOrTx, reference: string): Promise<OrderRow | null> {
  const [row] = await db
    .select(orderColumns)
    .from(bookingOrders)
    .where(
      and(
        eq(bookingOrders.product, PRODUCT),
        sql`upper(${bookingOrders.referenceNumber}) = upper(${reference})`,
      ),
    );
  return row ? orderOf(row.order, row.leadCountry) : null;
}

export async function linesOf(db: DbOrTx, orderIds: string[]): Promise<LineWithNames[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      line: bookingLines,
      detail: attractionBookingLines,
      attractionTitle: attractions.title,
      images: attractions.images,
      activityName: attractionActivities.name,
      activityBase: attractionActivities.base,
    })
    .from(bookingLines)
    .innerJoin(attractionBookingLines, eq(attractionBookingLines.lineId, bookingLines.id))
    .innerJoin(attractions, eq(attractions.id, attractionBookingLines.attractionId))
    .innerJoin(attractionActivities, eq(attractionActivities.id, attractionBookingLines.activityId))
    .where(inArray(bookingLines.orderId, orderIds))
    .orderBy(asc(bookingLines.lineNo));
  return rows.map((r) => ({
    ...lineOf(r.line, r.detail),
    attractionTitle: r.attractionTitle,
    attractionImage: r.images[0] ?? null,
    activityName: r.activityName,
    activityBase: r.activityBase,
  }));
}

/** The attraction side of one line (null for another product's line). */
export async function detailOf(db: DbOrTx, lineId: string): Promise<DetailRow | null> {
  const [row] = await db
    .select()
    .from(attractionBookingLines)
    .where(eq(attractionBookingLines.lineId, lineId));
  return row ?? null;
}

export async function loadOrder(db: DbOrTx, id: string): Promise<OrderWithLines | null> {
  const order = await findOrder(db, id);
  if (!order) return null;
  return { ...order, lines: await linesOf(db, [id]) };
}

export interface OrderFilters {
  /** Whose orders: the shared agency filter (`agencyScope`). */
  owners: SQL;
  referenceNo?: string | undefined;
  status?: LineRow['status'] | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  travellerEmail?: string | undefined;
  /** Only the orders this agency user booked ("Booked by"). */
  bookedBy?: string | undefined;
}

function filtersOf(f: OrderFilters): SQL | undefined {
  return and(
    eq(bookingOrders.product, PRODUCT),
    f.owners,
    // A discarded order was given up unpaid: it leaves the list (its page stays reachable).
    sql`${bookingOrders.status} <> 'discarded'`,
    f.referenceNo
      ? sql`(${bookingOrders.referenceNumber} ilike ${likePattern(f.referenceNo)} escape '\\' or ${bookingOrders.agentReferenceNumber} ilike ${likePattern(f.referenceNo)} escape '\\')`
      : undefined,
    f.status ? eq(bookingLines.status, f.status) : undefined,
    f.dateFrom ? gte(bookingLines.serviceDate, f.dateFrom) : undefined,
    f.dateTo ? lte(bookingLines.serviceDate, f.dateTo) : undefined,
    f.travellerEmail ? ilike(bookingOrders.leadEmail, likePattern(f.travellerEmail)) : undefined,
    f.bookedBy ? eq(bookingOrders.bookedBy, f.bookedBy) : undefined,
  );
}

/** One row per line (the original's unwound list), newest orders first. */
export async function listOrderRows(db: DbOrTx, f: OrderFilters, page?: { skip: number; limit: number }) {
  const base = db
    .select({
      order: bookingOrders,
      line: bookingLines,
      detail: attractionBookingLines,
      attractionTitle: attractions.title,
      activityName: attractionActivities.name,
      // Issued e-tickets of the order (the tickets PDF exists only when there are some).
      orderTickets: sql<number>`(select count(*)::int from attraction_tickets t join booking_lines l
        on t.reserved_by = l.id::text where l.order_id = ${bookingOrders.id} and l.status = 'confirmed'
        and t.status = 'sold')`,
      // Lines a voucher is issued for.
      orderVoucherLines: sql<number>`(select count(*)::int from booking_lines l
        where l.order_id = ${bookingOrders.id} and l.status in ('confirmed', 'booked'))`,
    })
    .from(bookingLines)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingLines.orderId))
    .innerJoin(attractionBookingLines, eq(attractionBookingLines.lineId, bookingLines.id))
    .innerJoin(attractions, eq(attractions.id, attractionBookingLines.attractionId))
    .innerJoin(attractionActivities, eq(attractionActivities.id, attractionBookingLines.activityId))
    .where(filtersOf(f))
    .orderBy(desc(bookingOrders.createdAt), asc(bookingLines.lineNo))
    .$dynamic();
  const rows = page ? await base.limit(page.limit).offset(page.skip) : await base.limit(10_000);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingLines)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingLines.orderId))
    .where(filtersOf(f));
  return {
    rows: rows.map(({ detail, ...r }) => ({
      ...r,
      order: orderOf(r.order, detail.leadCountry),
      line: lineOf(r.line, detail),
    })),
    total: Number(count?.n ?? 0),
  };
}
