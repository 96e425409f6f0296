import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { bookingOrders, paymentLinks, type DbOrTx } from '@portal/db';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type NewPaymentLink = typeof paymentLinks.$inferInsert;

/** A link with the parts of its booking its state depends on (null: a cart link not booked yet). */
export interface LinkWithOrder {
  link: PaymentLinkRow;
  order: {
    referenceNumber: string;
    status: string;
    payBy: Date | null;
    totalSellPrice: number;
    totalAgentPrice: number;
  } | null;
}

const withOrder = {
  link: paymentLinks,
  order: {
    referenceNumber: bookingOrders.referenceNumber,
    status: bookingOrders.status,
    payBy: bookingOrders.payBy,
    totalSellPrice: bookingOrders.totalSellPrice,
    totalAgentPrice: bookingOrders.totalAgentPrice,
  },
};

export async function insertLink(tx: DbOrTx, values: NewPaymentLink): Promise<PaymentLinkRow> {
  const [row] = await tx.insert(paymentLinks).values(values).returning();
  return row!;
}

/** Closes the booking's open link (a new one replaces it); the closed one's id, if any. */
export async function cancelOpenLinkOf(tx: DbOrTx, orderId: string, at: Date): Promise<string | null> {
  const [row] = await tx
    .update(paymentLinks)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(paymentLinks.orderId, orderId), eq(paymentLinks.status, 'open')))
    .returning({ id: paymentLinks.id });
  return row?.id ?? null;
}

/** A quotation link's quotation, by id or number (its snapshot names both). */
const ofQuotation = (key: 'quotationId' | 'quotationNumber', value: string) =>
  and(eq(paymentLinks.source, 'quotation'), sql`${paymentLinks.cart} ->> ${key} = ${value}`);

/** Closes a quotation's open links (a new one replaces them); those that had a card payment started. */
export async function cancelOpenQuotationLinks(tx: DbOrTx, quotationId: string, at: Date) {
  return tx
    .update(paymentLinks)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(ofQuotation('quotationId', quotationId), eq(paymentLinks.status, 'open')))
    .returning({ id: paymentLinks.id, paymentId: paymentLinks.paymentId });
}

export async function linksOf(
  db: DbOrTx,
  agentId: string,
  filter: { orderId?: string; source?: PaymentLinkRow['source']; quotationNumber?: string } = {},
): Promise<LinkWithOrder[]> {
  return db
    .select(withOrder)
    .from(paymentLinks)
    .leftJoin(bookingOrders, eq(bookingOrders.id, paymentLinks.orderId))
    .where(
      and(
        eq(paymentLinks.agentId, agentId),
        filter.orderId ? eq(paymentLinks.orderId, filter.orderId) : undefined,
        filter.source ? eq(paymentLinks.source, filter.source) : undefined,
        filter.quotationNumber ? ofQuotation('quotationNumber', filter.quotationNumber) : undefined,
      ),
    )
    .orderBy(desc(paymentLinks.createdAt))
    .limit(200);
}

export async function linkOfAgent(db: DbOrTx, agentId: string, id: string): Promise<LinkWithOrder | null> {
  const [row] = await db
    .select(withOrder)
    .from(paymentLinks)
    .leftJoin(bookingOrders, eq(bookingOrders.id, paymentLinks.orderId))
    .where(and(eq(paymentLinks.agentId, agentId), eq(paymentLinks.id, id)));
  return row ?? null;
}

export async function linkByToken(db: DbOrTx, token: string): Promise<LinkWithOrder | null> {
  const [row] = await db
    .select(withOrder)
    .from(paymentLinks)
    .leftJoin(bookingOrders, eq(bookingOrders.id, paymentLinks.orderId))
    .where(eq(paymentLinks.token, token));
  return row ?? null;
}

/** The link row locked for this transaction (after its order: the core locks orders first). */
export async function lockLink(tx: DbOrTx, id: string): Promise<PaymentLinkRow | null> {
  const [row] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, id)).for('update');
  return row ?? null;
}

export async function updateLink(
  tx: DbOrTx,
  id: string,
  set: Partial<
    Pick<
      PaymentLinkRow,
      | 'status'
      | 'paymentId'
      | 'paidAt'
      | 'cancelledAt'
      | 'orderId'
      | 'priceChangedAt'
      | 'fulfilment'
      | 'fulfilmentNote'
      | 'refundAmount'
      | 'refundedAt'
      | 'gatewayRefundId'
    >
  >,
): Promise<void> {
  await tx.update(paymentLinks).set(set).where(eq(paymentLinks.id, id));
}

/** Order id and source of a link, without locking (to lock the order first). */
export async function orderIdOfLink(
  db: DbOrTx,
  id: string,
): Promise<{ orderId: string | null; source: PaymentLinkRow['source'] } | null> {
  const [row] = await db
    .select({ orderId: paymentLinks.orderId, source: paymentLinks.source })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, id));
  return row ?? null;
}

/** Cart links paid whose booking is still to be made, or whose refund the gateway has not taken yet. */
export async function unsettledCartLinks(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(
      or(
        eq(paymentLinks.fulfilment, 'booking'),
        and(gt(paymentLinks.refundAmount, 0), isNull(paymentLinks.refundedAt)),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
