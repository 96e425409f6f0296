import { z } from 'zod';
import { plainDate } from '../common.ts';
import { returnOriginInput } from '../wallet/payments.ts';
import { createOrderBody } from '../attractions/orders.ts';
import { quotationConfirmInput } from '../quotations/amendment.ts';

/**
 * Client payment links (issue 39 §2): an agency sends its client a link to pay an unpaid (pay-later)
 * booking by card at the agency's sell price. Amounts are minor units.
 */
export const PAYMENT_LINK_STATES = [
  'open',
  'paid',
  'cancelled',
  'expired',
  'price_changed',
  'closed',
  'refunded',
] as const;
export const paymentLinkState = z.enum(PAYMENT_LINK_STATES);
export type PaymentLinkState = z.infer<typeof paymentLinkState>;

export const createPaymentLinkBody = z.object({
  orderId: z.uuid(),
  /** The last day the client may pay (Dubai day); at most the booking's last date for payment. Default: that date. */
  dueDate: plainDate.optional(),
  clientName: z.string().trim().max(120).optional(),
  clientEmail: z.email({ error: 'Enter a valid e-mail address' }).max(200).optional().or(z.literal('')),
  /** A note to the client, shown on the page. */
  message: z.string().trim().max(500).optional(),
});
export type CreatePaymentLinkBody = z.infer<typeof createPaymentLinkBody>;

/** What the client is told besides the link: the same fields for every kind of link. */
export const paymentLinkFields = createPaymentLinkBody.omit({ orderId: true });
export type PaymentLinkFields = z.infer<typeof paymentLinkFields>;

/**
 * A link for an attraction cart (nothing booked yet): the cart as the checkout would send it, each
 * item with the agent price the agent saw (409 PRICE_CHANGED otherwise). The booking is made once the
 * client paid. Default due day: the day before the first activity.
 */
export const createCartPaymentLinkBody = paymentLinkFields.extend({
  cart: createOrderBody.omit({ paymentMethod: true, returnOrigin: true }),
});
export type CreateCartPaymentLinkBody = z.input<typeof createCartPaymentLinkBody>;

/**
 * A link for a quotation's latest amendment (nothing booked yet): the stay option and rooms the client
 * chose, as a confirmation takes them, and the party total the agent quoted (409 PRICE_CHANGED when
 * the quotation prices otherwise now). Once the client paid, the quotation is booked and confirmed.
 * Default due day: the day before arrival.
 */
export const createQuotationPaymentLinkBody = paymentLinkFields.extend({
  amendmentId: z.uuid(),
  ...quotationConfirmInput.pick({ selectedStay: true, occupancyRoomCount: true, expectedTotal: true }).shape,
});
export type CreateQuotationPaymentLinkBody = z.input<typeof createQuotationPaymentLinkBody>;

export const PAYMENT_LINK_SOURCES = ['booking', 'attraction_cart', 'quotation'] as const;

/** A link as its agency sees it. */
export const paymentLinkDto = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** booking: an unpaid booking; attraction_cart, quotation: booked once the client paid. */
  source: z.enum(PAYMENT_LINK_SOURCES),
  /** What is bought, in words. */
  title: z.string(),
  /** The booking paid, or (a cart) the booking made once paid; null while there is none. */
  orderId: z.uuid().nullable(),
  orderReference: z.string().nullable(),
  /** The public page to send the client. */
  url: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  dueAt: z.string(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  message: z.string(),
  /** `price_changed`: the booking's price is no longer the link's; make a new link. `closed`: the booking was paid, cancelled or expired otherwise. `refunded`: paid, but the booking could not be made; the client's card was refunded. */
  state: paymentLinkState,
  /** A paid cart link: booking (being made), booked, refunded; null otherwise. */
  fulfilment: z.enum(['booking', 'booked', 'refunded']).nullable(),
  /** Minor units returned to the client's card (what could not be booked), and why. */
  refundAmount: z.number().int(),
  fulfilmentNote: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentLinkDto = z.infer<typeof paymentLinkDto>;

export const paymentLinksQuery = z.object({
  orderId: z.uuid().optional(),
  source: z.enum(PAYMENT_LINK_SOURCES).optional(),
  /** One quotation's links (its number). */
  quotationNumber: z.string().trim().min(1).max(40).optional(),
});
export const paymentLinksAnswer = z.object({ links: z.array(paymentLinkDto) });
export type PaymentLinksAnswer = z.infer<typeof paymentLinksAnswer>;

export const paymentLinkIdParams = z.object({ id: z.uuid() });
export const paymentLinkTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This payment link is not valid' }),
});

/** What the client sees: what is bought, from whom, how much, until when. Never net prices. */
export const publicPaymentLinkAnswer = z.object({
  reference: z.string(),
  state: paymentLinkState,
  amount: z.number().int(),
  currency: z.string(),
  dueAt: z.string(),
  clientName: z.string(),
  message: z.string(),
  agency: z.object({
    name: z.string(),
    /** The agency's logo (a data URL), or null. */
    logo: z.string().nullable(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string().nullable(),
  }),
  booking: z.object({
    reference: z.string(),
    title: z.string(),
    leadName: z.string(),
    serviceDate: z.string(),
    serviceEndDate: z.string().nullable(),
    items: z.array(
      z.object({ description: z.string(), serviceDate: z.string(), serviceEndDate: z.string().nullable() }),
    ),
    /** Until when the booking can be cancelled without a fee (ISO instant), or null when it cannot. */
    freeCancellationUntil: z.string().nullable(),
  }),
  /** Once paid: the client's documents (voucher and invoice at the client's prices), paths under /api/v1. */
  documents: z.array(z.object({ kind: z.enum(['voucher', 'invoice']), path: z.string() })),
});
export type PublicPaymentLinkAnswer = z.infer<typeof publicPaymentLinkAnswer>;

export const payPaymentLinkBody = z.object({ returnOrigin: returnOriginInput.optional() });
export const payPaymentLinkAnswer = z.object({ paymentUrl: z.string() });

export const PAYMENT_LINK_PATHS = {
  list: '/b2b/payment-links',
  create: '/b2b/payment-links',
  createForCart: '/b2b/payment-links/attraction-cart',
  createForQuotation: '/b2b/payment-links/quotation',
  cancel: (id: string) => `/b2b/payment-links/${id}/cancel`,
  public: (token: string) => `/public/payment-links/${token}`,
  pay: (token: string) => `/public/payment-links/${token}/pay`,
  document: (token: string, kind: 'voucher' | 'invoice') => `/public/payment-links/${token}/${kind}`,
} as const;

/** The web page a link opens (the agent copies `origin + this`). */
export const paymentLinkPagePath = (token: string) => `/pay/${token}`;
