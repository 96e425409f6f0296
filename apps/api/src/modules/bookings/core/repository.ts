import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  bookingEvents,
  bookingLines,
  bookingOrders,
  queryRows,
  type BookingLineStatus,
  type BookingOrderStatus,
  type DbOrTx,
} from '@portal/db';
import type { CoreLine, CoreOrder } from './product.ts';

/** A readable, unguessable order reference: PREFIX-10 characters without look-alikes. */
export function newReference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (const b of randomBytes(10)) out += alphabet[b % alphabet.length];
  return `${prefix}-${out}`;
}

/** A unique violation (of `constraint` when named). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const hit = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  return Boolean(hit) && (!constraint || hit?.constraint === constraint);
}

/** Order statuses that ended without money kept: the product's record may be paid again. */
export const ENDED_UNPAID_STATUSES = ['failed', 'expired', 'discarded'] as const;

/**
 * A product-given reference (PricedBooking.reference) taken by an earlier order of the same record
 * that ended without money kept: that order is renumbered `<reference>/<n>` so the new order carries
 * the record's one reference. A live or paid order keeps it (the insert then answers 409).
 */
export async function freeReference(db: DbOrTx, reference: string): Promise<void> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingOrders)
    .where(sql`${bookingOrders.referenceNumber} like ${`${reference}/%`}`);
  await db
    .update(bookingOrders)
    .set({ referenceNumber: `${reference}/${n + 1}` })
    .where(
      and(
        eq(bookingOrders.referenceNumber, reference),
        inArray(bookingOrders.status, [...ENDED_UNPAID_STATUSES]),
      ),
    );
}

/**
 * Orders with a line waiting for its supplier's answer (pending_supplier): the reconciler owns them,
 * so crash recovery and the card completion job leave them alone.
 */
export const awaitingSupplier = sql`exists (select 1 from booking_lines l
  where l.order_id = ${bookingOrders.id} and l.status = 'pending_supplier')`;

export async function findOrder(db: DbOrTx, id: string): Promise<CoreOrder | null> {
  const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, id));
  return row ?? null;
}

/** The order row locked for this transaction: the first lock of every money path on an order. */
export async function lockOrder(db: DbOrTx, id: string): Promise<CoreOrder | null> {
  const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, id)).for('update');
  return row ?? null;
}

export async function linesOfOrder(db: DbOrTx, orderId: string): Promise<CoreLine[]> {
  return db
    .select()
    .from(bookingLines)
    .where(eq(bookingLines.orderId, orderId))
    .orderBy(asc(bookingLines.lineNo));
}

export async function eventsOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.orderId, orderId))
    .orderBy(asc(bookingEvents.id));
}

export async function addEvent(
  db: DbOrTx,
  event: {
    orderId: string;
    lineId?: string | null;
    status: string;
    note?: string | null;
    actor: string;
    /** The agency user who did it. */
    userId?: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(bookingEvents).values({
    orderId: event.orderId,
    lineId: event.lineId ?? null,
    status: event.status,
    note: event.note ?? null,
    actor: event.actor,
    userId: event.userId ?? null,
    at: event.at,
  });
}

/**
 * Moves the order to `patch.status` only from one of `from` (the conditional update is the claim:
 * of two concurrent movers exactly one gets the row) and writes the timeline event. Null: not moved.
 */
export async function moveOrder(
  db: DbOrTx,
  id: string,
  from: readonly BookingOrderStatus[],
  patch: Partial<typeof bookingOrders.$inferInsert> & { status: BookingOrderStatus },
  event: { actor: string; at: Date; note?: string | null; userId?: string | null },
): Promise<CoreOrder | null> {
  const [row] = await db
    .update(bookingOrders)
    .set({ ...patch, updatedAt: event.at })
    .where(and(eq(bookingOrders.id, id), inArray(bookingOrders.status, [...from])))
    .returning();
  if (!row) return null;
  await addEvent(db, {
    orderId: id,
    status: patch.status,
    note: event.note ?? null,
    actor: event.actor,
    userId: event.userId ?? null,
    at: event.at,
  });
  return row;
}

export async function moveLine(
  db: DbOrTx,
  line: Pick<CoreLine, 'id' | 'orderId'>,
  from: readonly BookingLineStatus[],
  patch: Partial<typeof bookingLines.$inferInsert> & { status: BookingLineStatus },
  event: { actor: string; at: Date; note?: string | null; userId?: string | null },
): Promise<CoreLine | null> {
  const [row] = await db
    .update(bookingLines)
    .set({ ...patch, updatedAt: event.at })
    .where(and(eq(bookingLines.id, line.id), inArray(bookingLines.status, [...from])))
    .returning();
  if (!row) return null;
  await addEvent(db, {
    orderId: line.orderId,
    lineId: line.id,
    status: `booking ${patch.status}`,
    note: event.note ?? patch.statusReason ?? null,
    actor: event.actor,
    userId: event.userId ?? null,
    at: event.at,
  });
  return row;
}

/** The next invoice number of a series ("HTL-2026" -> "HTL-2026-000001"), inside the caller's transaction. */
export async function nextInvoiceNumber(db: DbOrTx, series: string): Promise<string> {
  const [row] = await queryRows<{ last: number }>(
    db,
    sql`insert into booking_invoice_counters (series, last) values (${series}, 1)
        on conflict (series) do update set last = booking_invoice_counters.last + 1
        returning last`,
  );
  return `${series}-${String(row?.last ?? 1).padStart(6, '0')}`;
}
