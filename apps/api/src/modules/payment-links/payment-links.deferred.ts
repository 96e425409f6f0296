import type { AppDeps } from '../../deps.ts';
import type { BookingProduct } from '../bookings/core/index.ts';
import { attractionProduct } from '../attractions/attraction.product.ts';
import { quotationProduct } from '../quotations/quotation.product.ts';
import { cartInput, linkBuyer, snapshotOf, totals, type ShownLine } from './payment-links.cart.ts';
import { quotationSnapshotOf } from './payment-links.quotation.ts';
import type { PaymentLinkRow } from './payment-links.repository.ts';

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
