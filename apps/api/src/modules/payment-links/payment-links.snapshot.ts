import type { FeeLine } from '../bookings/core/index.ts';
import type { AttractionInput } from '../attractions/attraction.product.ts';
import type { QuotationBookingInput } from '../quotations/quotation.product.ts';
import type { PaymentLinkRow } from './payment-links.repository.ts';

// What a link booked only once its client paid keeps (payment_links.cart), one shape per source. Its
// own module: the sources write these shapes (payment-links.cart.ts, payment-links.quotation.ts)
// through createDeferredLink, and payment-links.deferred.ts reads them back to book, so neither side
// imports the other for them.

/** A line of what a link not booked yet sells, as the client's page shows it. */
export interface ShownLine {
  description: string;
  serviceDate: string;
  serviceEndDate?: string | null;
  cancellationPolicy: FeeLine[];
}

/**
 * What a cart link keeps: the body the booking core is asked to book once the client paid (each
 * item's expected price is its agent price when the link was made), and the lines the client's page
 * shows.
 */
export interface CartSnapshot {
  input: Omit<AttractionInput, 'paymentMethod' | 'returnOrigin'>;
  lines: ShownLine[];
}

export const snapshotOf = (link: PaymentLinkRow) => link.cart as CartSnapshot;

/** The core's input of a cart: paid from the wallet the client's money has just come into. */
export const cartInput = (snapshot: CartSnapshot): AttractionInput => ({
  ...snapshot.input,
  paymentMethod: 'wallet',
});

/**
 * What a quotation link keeps: what the booking core is asked to book once the client paid (the
 * quotation product's input), and what the client's page shows - the services, party and dates,
 * never a price of a component.
 */
export interface QuotationSnapshot {
  kind: 'quotation';
  quotationId: string;
  quotationNumber: string;
  input: QuotationBookingInput;
  leadName: string;
  lines: ShownLine[];
}

export const quotationSnapshotOf = (link: PaymentLinkRow) => link.cart as QuotationSnapshot;
