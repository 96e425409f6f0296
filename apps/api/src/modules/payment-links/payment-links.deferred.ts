import { eq } from 'drizzle-orm';
import type { PaymentLinkDto, PaymentLinkFields } from '@portal/contracts';
import { agents, type DbOrTx } from '@portal/db';
import { paymentLinkDueAt, zonedDateTimeToInstant } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { ActingAs } from '../../audit/index.ts';
import type { BookingProduct, Buyer, PricedBooking } from '../bookings/core/index.ts';
import { attractionProduct } from '../attractions/attraction.product.ts';
import { quotationProduct } from '../quotations/quotation.product.ts';
import type { PaymentLinkRow } from './payment-links.repository.ts';
import { issueLink } from './payment-links.service.ts';
import {
  cartInput,
  quotationSnapshotOf,
  snapshotOf,
  type CartSnapshot,
  type QuotationSnapshot,
  type ShownLine,
} from './payment-links.snapshot.ts';

/**
 * The agency as the buyer of a link's booking: its own markup layers, the user who made the link.
 * The money is the client's, so no per-booking wallet limit applies, and it is priced in agent prices
 * (the link keeps them).
 */
export async function linkBuyer(db: DbOrTx, link: PaymentLinkRow): Promise<Buyer> {
  const [agent] = await db
    .select({ role: agents.role, parentId: agents.parentId })
    .from(agents)
    .where(eq(agents.id, link.agentId));
  if (!agent) throw new AppError('CONFLICT', 'The agency of this link no longer exists');
  return {
    agentId: link.agentId,
    role: agent.role === 'sub-agent' ? 'sub-agent' : 'reseller',
    parentId: agent.parentId,
    userId: link.createdBy,
    bookingLimit: null,
    seesNetPrices: true,
  };
}

export const totals = (lines: { price: { agentPrice: number; sellPrice: number } }[]) => ({
  agentPrice: lines.reduce((s, l) => s + l.price.agentPrice, 0),
  sellPrice: lines.reduce((s, l) => s + l.price.sellPrice, 0),
});

/**
 * A link booked only once its client paid (an attraction cart, a quotation): what the booking core is
 * asked to book, for whom, and what the client's page shows until then. The one place the sources
 * differ; pricing again, paying and fulfilling are the same code for both.
 */
export interface DeferredBooking {
  product: BookingProduct;
  input: unknown;
  /** What the booking's idempotency fingerprint is made of (the snapshot's own input). */
  fingerprint: unknown;
  agentReferenceNumber: string;
  lead: { name: string; email: string; phone: string };
  shown: { leadName: string; lines: ShownLine[] };
}

export function deferredBooking(link: PaymentLinkRow): DeferredBooking {
  if (link.source === 'quotation') {
    const s = quotationSnapshotOf(link);
    return {
      product: quotationProduct,
      input: s.input,
      fingerprint: s.input,
      // One booking per quotation: its number keeps the agency's reference unique.
      agentReferenceNumber: s.quotationNumber,
      lead: { name: s.leadName, email: link.clientEmail ?? '', phone: '' },
      shown: { leadName: s.leadName, lines: s.lines },
    };
  }
  const snapshot = snapshotOf(link);
  const input = cartInput(snapshot);
  const { name, email, phone } = input.leadTraveller;
  return {
    product: attractionProduct,
    input,
    fingerprint: snapshot.input,
    agentReferenceNumber: input.agentReferenceNumber,
    lead: { name, email, phone },
    shown: { leadName: name, lines: snapshot.lines },
  };
}

/**
 * Prices a deferred link's snapshot again through its product (the same as a checkout or a
 * confirmation): whether the client would still pay the link's amount and the agency its agent price.
 */
export async function stillPriced(deps: AppDeps, link: PaymentLinkRow): Promise<boolean> {
  const { product, input } = deferredBooking(link);
  const priced = await product.price(deps, await linkBuyer(deps.database.db, link), input);
  const now = totals(priced.lines);
  return now.agentPrice === link.agentPrice && now.sellPrice === link.amount;
}

/** What makes a deferred link of one source; pricing, the price check and the link's terms are shared. */
export interface DeferredLinkSource<Input, Detail, Changed> {
  source: 'attraction_cart' | 'quotation';
  product: BookingProduct<Input, Detail>;
  input: Input;
  /** The 409 PRICE_CHANGED answer when the price is not the one the agent saw; null when it is. */
  priceChanged(priced: PricedBooking<Detail>): Changed | null;
  /** The 400's message when the client would pay nothing. */
  free: string;
  /** The 400's message when the first day of service is today (a link is paid the day before). */
  tooLate: string;
  /** What the link keeps (payment_links.cart), and what it sells for the audit row. */
  keep(priced: PricedBooking<Detail>): {
    snapshot: CartSnapshot | QuotationSnapshot;
    what: Record<string, string>;
  };
  /** In the link's transaction, before it is issued: closes the links it replaces and says why (null: none). */
  replace?(tx: DbOrTx, now: Date): Promise<string | null>;
}

export type DeferredLinkAnswer<Changed> =
  { status: 201; body: PaymentLinkDto } | { status: 409; body: Changed };

/**
 * A link booked once its client paid (issue 39 §2): priced through its product now, refused with 409
 * PRICE_CHANGED when the price is not the one the agent saw; the client pays the agency's sell price.
 * Payable until the start of the first day of service (Dubai time) at the latest.
 */
export async function createDeferredLink<Input, Detail, Changed>(
  deps: AppDeps,
  who: ActingAs,
  buyer: Buyer,
  terms: PaymentLinkFields,
  of: DeferredLinkSource<Input, Detail, Changed>,
): Promise<DeferredLinkAnswer<Changed>> {
  const now = deps.clock.now();
  const priced = await of.product.price(deps, buyer, of.input);
  const changed = of.priceChanged(priced);
  if (changed) return { status: 409, body: changed };
  const { agentPrice, sellPrice } = totals(priced.lines);
  if (sellPrice <= 0) throw badRequest(of.free);
  const firstDay = priced.lines.map((l) => l.serviceDate).sort()[0]!;
  const payBy = zonedDateTimeToInstant(firstDay, '00:00');
  if (payBy <= now) throw badRequest(of.tooLate);
  const dueAt = paymentLinkDueAt(payBy, terms.dueDate, now);
  if (!dueAt) throw badRequest('The due date has passed', { dueDate: ['Choose today or a later day'] });
  const { snapshot, what } = of.keep(priced);
  return deps.database.db.transaction(async (tx) => {
    const reason = (await of.replace?.(tx, now)) ?? null;
    const link = await issueLink(deps, tx, who, {
      values: {
        agentId: buyer.agentId,
        source: of.source,
        orderId: null,
        cart: snapshot,
        title: priced.title,
        payBy,
        createdBy: buyer.userId ?? null,
        amount: sellPrice,
        agentPrice,
        currency: 'AED',
        dueAt,
        clientName: terms.clientName ?? '',
        clientEmail: terms.clientEmail || null,
        message: terms.message ?? '',
        createdAt: now,
      },
      what,
      reason,
    });
    return { status: 201 as const, body: link };
  });
}
