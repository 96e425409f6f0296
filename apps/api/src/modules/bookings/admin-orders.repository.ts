import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  admins,
  agents,
  bookingEvents,
  bookingLines,
  bookingOrders,
  type BookingLineStatus,
  type BookingOrderStatus,
  type DbOrTx,
} from '@portal/db';
import { addDays } from '@portal/domain';
import { likePattern } from '../../lib/like-pattern.ts';

/**
 * The back office's reads of the booking core (every product, every agent). Writes go through the
 * core's services (bookings/core) and the products' own confirmation services only.
 */

export interface AdminOrderFilters {
  product?: string | undefined;
  orderStatus?: BookingOrderStatus | undefined;
  /** Orders with at least one line in this status. */
  lineStatus?: BookingLineStatus | undefined;
  agentCode?: number | undefined;
  /** Part of the order reference, the agent's reference or the lead traveller's name. */
  search?: string | undefined;
  /** Booking dates, company zone (Asia/Dubai), inclusive yyyy-mm-dd. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** The "assigned to" condition (admin/work/assignees.ts), over `orderWorkKey`. */
  assigned?: SQL | undefined;
}

/** An order's key in the back office's notes and assignments: `product:id`. */
export const orderWorkKey = sql`${bookingOrders.product} || ':' || ${bookingOrders.id}::text`;

/** Midnight of a company-zone (UTC+4, no DST) day as an instant. */
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

function where(f: AdminOrderFilters): SQL | undefined {
  const pattern = f.search ? likePattern(f.search) : null;
  return and(
    f.product ? eq(bookingOrders.product, f.product) : undefined,
    f.orderStatus
      ? eq(bookingOrders.status, f.orderStatus)
      : // A discarded order was given up unpaid: out of the desk unless asked for.
        sql`${bookingOrders.status} <> 'discarded'`,
    f.lineStatus
      ? sql`exists (select 1 from ${bookingLines} where ${bookingLines.orderId} = ${bookingOrders.id}
          and ${bookingLines.status} = ${f.lineStatus})`
      : undefined,
    f.agentCode !== undefined ? eq(agents.agentCode, f.agentCode) : undefined,
    pattern
      ? or(
          ilike(bookingOrders.referenceNumber, pattern),
          ilike(bookingOrders.agentReferenceNumber, pattern),
          ilike(bookingOrders.leadName, pattern),
        )
      : undefined,
    f.dateFrom ? gte(bookingOrders.createdAt, dubaiMidnight(f.dateFrom)) : undefined,
    f.dateTo ? lt(bookingOrders.createdAt, dubaiMidnight(addDays(f.dateTo, 1))) : undefined,
    f.assigned,
  );
}

const agentColumns = { _id: agents.id, agentCode: agents.agentCode, companyName: agents.companyName };

export type AdminOrderListRow = Awaited<ReturnType<typeof listAdminOrders>>['rows'][number];

/** Every agent's orders, newest first, with their agent and their lines' statuses. */
export async function listAdminOrders(
  db: DbOrTx,
  filters: AdminOrderFilters,
  page: { skip: number; limit: number },
) {
  const rows = await db
    .select({ order: bookingOrders, agent: agentColumns })
    .from(bookingOrders)
    .innerJoin(agents, eq(agents.id, bookingOrders.agentId))
    .where(where(filters))
    .orderBy(desc(bookingOrders.createdAt), desc(bookingOrders.id))
    .limit(page.limit)
    .offset(page.skip);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingOrders)
    .innerJoin(agents, eq(agents.id, bookingOrders.agentId))
    .where(where(filters));
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? await db
        .select({
          _id: bookingLines.id,
          orderId: bookingLines.orderId,
          lineNo: bookingLines.lineNo,
          status: bookingLines.status,
        })
        .from(bookingLines)
        .where(inArray(bookingLines.orderId, ids))
        .orderBy(asc(bookingLines.lineNo))
    : [];
  return {
    rows: rows.map((r) => ({
      ...r,
      lines: lines.filter((l) => l.orderId === r.order.id).map(({ orderId: _o, ...l }) => l),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** One order with its agent and parent (any agent's: staff read every order). */
export async function findAdminOrder(db: DbOrTx, id: string) {
  const parents = alias(agents, 'parent');
  const [row] = await db
    .select({
      order: bookingOrders,
      agent: agentColumns,
      parent: { _id: parents.id, agentCode: parents.agentCode, companyName: parents.companyName },
    })
    .from(bookingOrders)
    .innerJoin(agents, eq(agents.id, bookingOrders.agentId))
    .leftJoin(parents, eq(parents.id, bookingOrders.parentId))
    .where(eq(bookingOrders.id, id));
  return row ?? null;
}

export async function timelineOf(db: DbOrTx, orderId: string) {
  return (
    db
      .select({
        at: bookingEvents.at,
        status: bookingEvents.status,
        note: bookingEvents.note,
        actor: bookingEvents.actor,
        actorName: admins.name,
        lineNo: bookingLines.lineNo,
      })
      .from(bookingEvents)
      .leftJoin(bookingLines, eq(bookingLines.id, bookingEvents.lineId))
      // Staff record themselves as `admin:<id>`: the timeline names the person.
      .leftJoin(admins, sql`${bookingEvents.actor} = 'admin:' || ${admins.id}::text`)
      .where(eq(bookingEvents.orderId, orderId))
      .orderBy(asc(bookingEvents.id))
  );
}
