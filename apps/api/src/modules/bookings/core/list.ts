import { and, asc, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { bookingOrders, type BookingOrderStatus, type DbOrTx } from '@portal/db';
import { addDays } from '@portal/domain';
import type { AgencyFilter } from '@portal/contracts';
import type { Caller } from '../../../plugins/auth.ts';
import { agencyScope, type AgentRef } from '../../../policy/index.ts';
import { asSeenBy } from './branch-view.ts';
import type { CoreOrder } from './product.ts';

export interface BookingListFilters {
  product: string;
  /** Who lists: its own orders and, through the agency filter, its sub-agents' (the branch view). */
  caller: Caller | AgentRef;
  /** The shared agency filter (own, all, one sub-agent). */
  agency: AgencyFilter;
  referenceNumber?: string | undefined;
  agentReferenceNumber?: string | undefined;
  /** Matched in the order's search text (guest names, the product's words). */
  guestName?: string | undefined;
  /** Matched in the order's title (the hotel, the visa ...). */
  title?: string | undefined;
  status?: BookingOrderStatus | undefined;
  /** Booking dates (company zone, Asia/Dubai) and service dates, inclusive yyyy-mm-dd. */
  bookingFrom?: string | undefined;
  bookingTo?: string | undefined;
  serviceFrom?: string | undefined;
  serviceTo?: string | undefined;
  /** Only the orders this agency user booked (issue 32, "lists filter by user"). */
  bookedBy?: string | undefined;
  /** A product's own condition (on its detail table: a flight's PNR or route ...). */
  where?: SQL | undefined;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Midnight of a company-zone (UTC+4) day as an instant. */
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

function where(f: BookingListFilters): SQL | undefined {
  return and(
    eq(bookingOrders.product, f.product),
    agencyScope(f.caller, bookingOrders.agentId, f.agency),
    f.referenceNumber ? ilike(bookingOrders.referenceNumber, like(f.referenceNumber)) : undefined,
    f.agentReferenceNumber
      ? ilike(bookingOrders.agentReferenceNumber, like(f.agentReferenceNumber))
      : undefined,
    f.guestName ? ilike(bookingOrders.searchText, like(f.guestName.toLowerCase())) : undefined,
    f.title ? ilike(bookingOrders.title, like(f.title)) : undefined,
    f.status ? eq(bookingOrders.status, f.status) : undefined,
    f.bookingFrom ? gte(bookingOrders.createdAt, dubaiMidnight(f.bookingFrom)) : undefined,
    f.bookingTo ? lt(bookingOrders.createdAt, dubaiMidnight(addDays(f.bookingTo, 1))) : undefined,
    f.serviceFrom ? gte(bookingOrders.serviceDate, f.serviceFrom) : undefined,
    f.serviceTo ? sql`${bookingOrders.serviceDate} <= ${f.serviceTo}` : undefined,
    f.bookedBy ? eq(bookingOrders.bookedBy, f.bookedBy) : undefined,
    f.where,
  );
}

/**
 * The agent's orders of a product (with the agency filter, its sub-agents' too: masked, read-only): unpaid pay-later first (nearest deadline first), then newest first. */
export async function listBookings(
  db: DbOrTx,
  filters: BookingListFilters,
  page?: { skip: number; limit: number },
): Promise<{ rows: CoreOrder[]; total: number }> {
  const query = db
    .select()
    .from(bookingOrders)
    .where(where(filters))
    .orderBy(
      sql`case when ${bookingOrders.status} = 'unpaid' then 0 else 1 end`,
      asc(sql`case when ${bookingOrders.status} = 'unpaid' then ${bookingOrders.payBy} end`),
      desc(bookingOrders.createdAt),
      desc(bookingOrders.id),
    );
  const found = page ? await query.limit(page.limit).offset(page.skip) : await query.limit(10_000);
  const rows = found.map((o) => asSeenBy(filters.caller, o));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingOrders)
    .where(where(filters));
  return { rows, total: Number(count?.n ?? 0) };
}
