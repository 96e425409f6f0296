import { z } from 'zod';
import {
  createOrderBody,
  leadTravellerInput,
  type CreateOrderBody,
  type PriceChangedAnswer,
} from '@portal/contracts';
import { percentOf } from '@portal/domain';
import { formatAedMinor } from '../../../lib/format';
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

export interface CheckoutFunds {
  /** What the wallet can pay (balance and unused credit), minor units; null until known. */
  availableMinor: number | null;
  /** Card fee percentage; null until known. */
  feePercent: number | null;
}

export interface PaymentNotes {
  walletNote: string;
  cardNote: string;
  /** How much the wallet lacks for this order (0 when it can pay); null until known. */
  shortfall: number | null;
  cardFee: number | null;
}

/**
 * What the payment options say: only figures that are known (the wallet and the card fee load from
 * the server), with the wallet's shortfall for this order.
 */
export function paymentNotes(
  total: number,
  funds: CheckoutFunds,
  state: 'loading' | 'error' | 'ready',
): PaymentNotes {
  if (state !== 'ready' || funds.availableMinor === null || funds.feePercent === null) {
    const failed = state === 'error';
    return {
      walletNote: failed ? 'Your wallet could not be checked.' : 'Checking your wallet…',
      cardNote: failed ? 'The card fee could not be worked out.' : 'Working out the card fee…',
      shortfall: null,
      cardFee: null,
    };
  }
  const shortfall = Math.max(0, total - funds.availableMinor);
  const cardFee = percentOf(total, funds.feePercent);
  return {
    walletNote: `Available: ${formatAedMinor(funds.availableMinor)}${shortfall > 0 ? ` (${formatAedMinor(shortfall)} short for this order)` : ''}`,
    cardNote:
      funds.feePercent > 0 ? `Card fee ${funds.feePercent}%: ${formatAedMinor(cardFee)}` : 'No card fee.',
    shortfall,
    cardFee,
  };
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
