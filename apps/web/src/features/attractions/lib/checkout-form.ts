import { z } from 'zod';
import {
  createOrderBody,
  leadTravellerInput,
  type CreateOrderBody,
  type PriceChangedAnswer,
} from '@portal/contracts';
import type { AttractionCartItem } from '../attractions.slice';
import { toOrderItem } from './activity-choice';

/** The checkout form: lead traveller, the agent's reference and how to pay. */
export const checkoutFormSchema = z.object({
  leadTraveller: leadTravellerInput,
  agentReferenceNumber: createOrderBody.shape.agentReferenceNumber,
  paymentMethod: createOrderBody.shape.paymentMethod,
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** The order body; a card payment names the web app's origin so the gateway brings the agent back here. */
export function orderBody(
  cart: readonly AttractionCartItem[],
  form: CheckoutFormValues,
  origin?: string,
): CreateOrderBody {
  const items = cart.map(toOrderItem);
  return form.paymentMethod === 'card' && origin
    ? { ...form, items, returnOrigin: origin }
    : { ...form, items };
}

/** Reads a PRICE_CHANGED 409 answer from an RTK Query error. */
export function priceChanges(error: unknown): PriceChangedAnswer['prices'] | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 409) return null;
  const data = (error as { data?: Partial<PriceChangedAnswer> }).data;
  return data?.code === 'PRICE_CHANGED' && Array.isArray(data.prices) ? data.prices : null;
}

/** The cart with the server's new prices for the lines that changed (matched by position). */
export function withNewPrices(
  cart: readonly AttractionCartItem[],
  prices: PriceChangedAnswer['prices'],
): AttractionCartItem[] {
  return cart.map((item, index) => {
    const change = prices.find((p) => p.index === index && p.activityId === item._id);
    return change ? { ...item, price: change.agentPrice } : item;
  });
}
