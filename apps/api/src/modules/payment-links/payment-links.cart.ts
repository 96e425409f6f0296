import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createCartPaymentLinkBody, PriceChangedAnswer } from '@portal/contracts';
import { agents, type DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ActingAs } from '../../audit/index.ts';
import type { Buyer, FeeLine } from '../bookings/core/index.ts';
import { attractionProduct, type AttractionInput } from '../attractions/attraction.product.ts';
import type { PaymentLinkRow } from './payment-links.repository.ts';
import { createDeferredLink, type DeferredLinkAnswer } from './payment-links.deferred.ts';

/**
 * What a cart link keeps (payment_links.cart): the body the booking core is asked to book once the
 * client paid (each item's expected price is its agent price when the link was made), and the lines
 * the client's page shows.
 */
export interface CartSnapshot {
  input: Omit<AttractionInput, 'paymentMethod' | 'returnOrigin'>;
  lines: ShownLine[];
}

/** A line of what a link not booked yet sells, as the client's page shows it. */
export interface ShownLine {
  description: string;
  serviceDate: string;
  serviceEndDate?: string | null;
  cancellationPolicy: FeeLine[];
}

export const snapshotOf = (link: PaymentLinkRow) => link.cart as CartSnapshot;

/** The core's input of a cart: paid from the wallet the client's money has just come into. */
export const cartInput = (snapshot: CartSnapshot): AttractionInput => ({
  ...snapshot.input,
  paymentMethod: 'wallet',
});

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

export type CartLinkAnswer = DeferredLinkAnswer<PriceChangedAnswer>;

/**
 * A link for an attraction cart (issue 39 §2): the cart is priced as the checkout would price it (409
 * PRICE_CHANGED when an item's price is not the one the agent saw), nothing is reserved; the client
 * pays the agency's sell price and the booking is made then. It stops being payable at the start of
 * the first activity's day (Dubai time) at the latest.
 */
export async function createCartLink(
  deps: AppDeps,
  who: ActingAs,
  buyer: Buyer,
  body: z.output<typeof createCartPaymentLinkBody>,
): Promise<CartLinkAnswer> {
  const input: AttractionInput = { ...body.cart, paymentMethod: 'wallet' };
  return createDeferredLink(deps, who, buyer, body, {
    source: 'attraction_cart',
    product: attractionProduct,
    input,
    priceChanged: (priced) =>
      (attractionProduct.priceChanged?.(priced, input) ?? null) as PriceChangedAnswer | null,
    free: 'Nothing to pay: this cart is free.',
    tooLate: 'The first activity is today: a client payment link must be paid the day before.',
    keep: (priced) => ({
      snapshot: {
        input: {
          items: input.items.map((item, i) => ({
            ...item,
            expectedPrice: priced.lines[i]!.price.agentPrice,
          })),
          leadTraveller: input.leadTraveller,
          agentReferenceNumber: input.agentReferenceNumber,
        },
        lines: priced.lines.map((l) => ({
          description: l.description,
          serviceDate: l.serviceDate,
          cancellationPolicy: l.cancellationPolicy,
        })),
      },
      what: { cart: priced.title },
    }),
  });
}
