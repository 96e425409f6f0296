import type { z } from 'zod';
import type { createCartPaymentLinkBody, PriceChangedAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { ActingAs } from '../../audit/index.ts';
import type { Buyer } from '../bookings/core/index.ts';
import { attractionProduct, type AttractionInput } from '../attractions/attraction.product.ts';
import { createDeferredLink, type DeferredLinkAnswer } from './payment-links.deferred.ts';

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
