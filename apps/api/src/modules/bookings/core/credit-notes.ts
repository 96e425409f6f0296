import { asc, eq } from 'drizzle-orm';
import type { CreditNoteDto } from '@portal/contracts';
import { bookingCreditNotes, type DbOrTx } from '@portal/db';
import type { CoreLine, CoreOrder } from './product.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import { findOrder, nextInvoiceNumber } from './repository.ts';

/**
 * Credit notes (UAE VAT): when money that an issued tax invoice covered is refunded, the refund's
 * transaction issues a credit note for the refunded amount. One company series ("CN-2026-000001")
 * allocated from booking_invoice_counters like the invoices, so a rolled-back refund leaves no gap.
 */

export type CreditNote = typeof bookingCreditNotes.$inferSelect;

/** The company's credit note series of a year: "CN-2026". */
export const creditNoteSeries = (at: Date) => `CN-${at.getUTCFullYear()}`;

/**
 * Issues the credit note of a refund inside the refund's transaction, when the order has a tax
 * invoice (read again in `tx`, so a refund before the invoice was numbered issues nothing).
 */
export async function issueCreditNote(
  tx: DbOrTx,
  order: Pick<CoreOrder, 'id'>,
  refund: {
    line: Pick<CoreLine, 'id'> | null;
    amount: number;
    reason: string;
    ledgerEntryId: string | null;
    at: Date;
  },
): Promise<CreditNote | null> {
  if (refund.amount <= 0) return null;
  const invoiced = await findOrder(tx, order.id);
  if (!invoiced?.invoiceNumber) return null;
  const [note] = await tx
    .insert(bookingCreditNotes)
    .values({
      number: await nextInvoiceNumber(tx, creditNoteSeries(refund.at)),
      orderId: order.id,
      lineId: refund.line?.id ?? null,
      invoiceNumber: invoiced.invoiceNumber,
      amount: refund.amount,
      currency: 'AED',
      reason: refund.reason,
      ledgerEntryId: refund.ledgerEntryId,
      issuedAt: refund.at,
    })
    .returning();
  return note ?? null;
}

/** An order's credit notes, oldest first. */
export function creditNotesOf(db: DbOrTx, orderId: string): Promise<CreditNote[]> {
  return db
    .select()
    .from(bookingCreditNotes)
    .where(eq(bookingCreditNotes.orderId, orderId))
    .orderBy(asc(bookingCreditNotes.issuedAt), asc(bookingCreditNotes.number));
}

export async function findCreditNote(db: DbOrTx, id: string): Promise<CreditNote | null> {
  const [row] = await db.select().from(bookingCreditNotes).where(eq(bookingCreditNotes.id, id));
  return row ?? null;
}

/** What the order pages show of an order's credit notes (each links to its PDF). */
export async function creditNoteDtos(db: DbOrTx, orderId: string): Promise<CreditNoteDto[]> {
  return (await creditNotesOf(db, orderId)).map((n) => ({
    id: n.id,
    number: n.number,
    invoiceNumber: n.invoiceNumber,
    amount: n.amount,
    currency: n.currency,
    reason: n.reason,
    issuedAt: n.issuedAt.toISOString(),
  }));
}

/**
 * The credit notes of one order of any product: the agent's own order only (`agentId` null: staff, any
 * order); another agent's order answers 404 like a missing one.
 */
export async function orderCreditNotes(
  deps: AppDeps,
  agentId: string | null,
  orderId: string,
): Promise<CreditNoteDto[]> {
  const { db } = deps.database;
  const order = await findOrder(db, orderId);
  if (!order || (agentId !== null && order.agentId !== agentId)) throw notFound('Order');
  return creditNoteDtos(db, orderId);
}
