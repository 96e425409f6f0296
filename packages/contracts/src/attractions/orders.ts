import { z } from 'zod';
import { bookedByDto, orderAgencyDto, orderListFilters } from '../bookings/list-filters.ts';
import { minorAmount } from './catalogue.ts';
import { activitySelectionInput, agentBreakdownDto, priceBreakdownDto, vehiclePlanDto } from './pricing.ts';
import { returnOriginInput } from '../wallet/payments.ts';

/** `discarded`: an unpaid card order the agent gave up (nothing was paid; its reference is free again). */
export const ORDER_STATUSES = [
  'pending_payment',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'discarded',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * Per line: pending (awaiting card payment), confirmed (e-tickets or supplier confirmation),
 * booked (awaiting the company's confirmation number), pending_supplier (supplier timed out; a
 * reconciler settles it), failed (refunded, with the reason), cancelled, expired (payment never came).
 */
export const LINE_STATUSES = [
  'pending',
  'confirmed',
  'booked',
  'pending_supplier',
  'failed',
  'cancelled',
  'expired',
] as const;
export const lineStatus = z.enum(LINE_STATUSES);
export type LineStatus = z.infer<typeof lineStatus>;

export const PAYMENT_METHODS = ['wallet', 'card'] as const;

/** One order line: a selection plus the price the agent saw (agentPrice from the price check). */
export const orderItemInput = activitySelectionInput.extend({
  expectedPrice: z.number().int().min(0, 'expectedPrice cannot be negative'),
});
export type OrderItemInput = z.input<typeof orderItemInput>;

export const leadTravellerInput = z.object({
  name: z.string().trim().min(1, 'Enter the lead traveller name').max(120),
  email: z.email({ error: 'Enter a valid e-mail address' }).max(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number'),
  /** ISO 3166 alpha-2 code. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country')
    .transform((s) => s.toUpperCase()),
});
export type LeadTravellerInput = z.input<typeof leadTravellerInput>;

/** POST /b2b/attractions/orders (Idempotency-Key required; a new key for every changed body). */
export const createOrderBody = z.object({
  items: z.array(orderItemInput).min(1, 'The cart is empty').max(20, 'At most 20 items per order'),
  leadTraveller: leadTravellerInput,
  agentReferenceNumber: z.string().trim().min(1, 'Enter your reference number').max(60),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Card payments: the web app's origin to come back to (see returnOriginInput). */
  returnOrigin: returnOriginInput.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

/** 409 answer when a re-priced line differs from expectedPrice; nothing was reserved or charged. */
export const priceChangedAnswer = z.object({
  error: z.string(),
  status: z.literal(409),
  code: z.literal('PRICE_CHANGED'),
  prices: z.array(
    z.object({
      index: z.number().int(),
      activityId: z.uuid(),
      expectedPrice: minorAmount,
      agentPrice: minorAmount,
      sellPrice: minorAmount,
    }),
  ),
});
export type PriceChangedAnswer = z.infer<typeof priceChangedAnswer>;

export const eTicketDto = z.object({
  ticketNo: z.string(),
  ticketFor: z.enum(['adult', 'child', 'infant', 'common']),
  validTill: z.string(),
});

/** A line as the agent sees it: its own prices, no net, no company markup. */
export const orderLineDto = z.object({
  _id: z.uuid(),
  lineNo: z.number().int(),
  status: lineStatus,
  attraction: z.object({ _id: z.uuid(), title: z.string(), image: z.string().nullable() }),
  activity: z.object({ _id: z.uuid(), name: z.string(), base: z.enum(['person', 'private', 'hourly']) }),
  bookingType: z.enum(['ticket', 'booking']),
  isApiConnected: z.boolean(),
  date: z.string(),
  slot: z.object({ slotId: z.string(), startTime: z.string(), endTime: z.string() }).nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  hours: z.number().int().nullable(),
  transferType: z.enum(['none', 'shared', 'private']),
  vehiclePlan: vehiclePlanDto.nullable(),
  isPromoAdded: z.boolean(),
  price: agentBreakdownDto,
  tickets: z.array(eTicketDto),
  confirmationNumber: z.string().nullable(),
  /** Why the line failed or how it was cancelled. */
  statusReason: z.string().nullable(),
  cancellation: z
    .object({ fee: minorAmount, refund: minorAmount, cancelledAt: z.iso.datetime({ offset: true }) })
    .nullable(),
});
export type OrderLineDto = z.infer<typeof orderLineDto>;

export const orderDto = z.object({
  _id: z.uuid(),
  /** The sub-agent that booked it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  bookedBy: bookedByDto,
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  status: orderStatus,
  paymentMethod: z.enum(PAYMENT_METHODS),
  leadTraveller: z.object({ name: z.string(), email: z.string(), phone: z.string(), country: z.string() }),
  lines: z.array(orderLineDto),
  currency: z.literal('AED'),
  /** Sum of line agent prices: what the wallet or card paid (card fee excluded). */
  totalAgentPrice: minorAmount,
  totalSellPrice: minorAmount,
  totalVat: minorAmount,
  cardFee: minorAmount,
  /** When card payment must be completed; null once paid. */
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** What exists for this order now: the pages offer only these (no button that answers 404). */
  actions: z.object({
    invoice: z.boolean(),
    tickets: z.boolean(),
    vouchers: z.boolean(),
    /** A card order whose payment failed or ran out of time can be paid again or discarded. */
    payAgain: z.boolean(),
    discard: z.boolean(),
  }),
});
export type OrderDto = z.infer<typeof orderDto>;
export type OrderActions = OrderDto['actions'];

/**
 * POST /b2b/attractions/orders/{id}/retry-payment (Idempotency-Key): pays a failed or expired card
 * order again. Every line is priced again and its tickets reserved again; when the new total differs
 * from `expectedTotal` (default: the order's last total) it answers 409 PRICE_CHANGED, nothing done.
 */
export const retryPaymentBody = z.object({
  expectedTotal: z.number().int().min(0).optional(),
  returnOrigin: returnOriginInput.optional(),
});
export type RetryPaymentBody = z.input<typeof retryPaymentBody>;

/** Which client document: `client` without any price, `sell` with the agent's own sell price. */
export const clientDocumentQuery = z.object({ view: z.enum(['client', 'sell']).default('client') });
export type ClientDocumentView = z.output<typeof clientDocumentQuery>['view'];

export const createOrderAnswer = z.discriminatedUnion('paymentMethod', [
  z.object({ paymentMethod: z.literal('wallet'), orderId: z.uuid(), order: orderDto }),
  z.object({
    paymentMethod: z.literal('card'),
    orderId: z.uuid(),
    paymentId: z.uuid(),
    /** Send the browser here (the gateway's hosted page). */
    paymentUrl: z.string(),
    amount: minorAmount,
    feePercent: z.number(),
    fee: minorAmount,
    /** Charged to the card: amount + fee. */
    total: minorAmount,
    order: orderDto,
  }),
]);
export type CreateOrderAnswer = z.infer<typeof createOrderAnswer>;

/** GET /b2b/attractions/orders: one row per line (unwound), newest first. */
export const ordersQuery = z.object({
  referenceNo: z.string().trim().max(60).optional(),
  status: lineStatus.optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  travellerEmail: z.string().trim().max(200).optional(),
  ...orderListFilters.shape,
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type OrdersQuery = z.input<typeof ordersQuery>;

export const orderRowDto = z.object({
  /** The sub-agent that booked it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  bookedBy: bookedByDto,
  orderId: z.uuid(),
  lineId: z.uuid(),
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  orderStatus,
  status: lineStatus,
  attractionTitle: z.string(),
  activityName: z.string(),
  date: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  leadTravellerName: z.string(),
  leadTravellerEmail: z.string(),
  agentPrice: minorAmount,
  sellPrice: minorAmount,
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: z.iso.datetime({ offset: true }),
  /** The order's documents and actions (as OrderDto.actions). */
  actions: z.object({
    invoice: z.boolean(),
    tickets: z.boolean(),
    vouchers: z.boolean(),
    payAgain: z.boolean(),
    discard: z.boolean(),
  }),
});
export type OrderRowDto = z.infer<typeof orderRowDto>;
export const ordersAnswer = z.object({ orders: z.array(orderRowDto), totalOrders: z.number().int() });
export type OrdersAnswer = z.infer<typeof ordersAnswer>;

export const orderLineParams = z.object({ id: z.uuid(), lineId: z.uuid() });

/** GET .../lines/{lineId}/cancel-quote: the simulation, fee first. */
export const cancelQuoteAnswer = z.object({
  lineId: z.uuid(),
  allowed: z.boolean(),
  paid: minorAmount,
  fee: minorAmount,
  refund: minorAmount,
  deadline: z.iso.datetime({ offset: true }).nullable(),
  message: z.string().nullable(),
  policyText: z.string(),
});
export type CancelQuoteAnswer = z.infer<typeof cancelQuoteAnswer>;

/** POST .../lines/{lineId}/cancel (Idempotency-Key). */
export const cancelAnswer = z.object({
  lineId: z.uuid(),
  status: z.literal('cancelled'),
  fee: minorAmount,
  refund: minorAmount,
  order: orderDto,
});
export type CancelAnswer = z.infer<typeof cancelAnswer>;

/**
 * GET /attractions/single/{id} (public, no token): the attraction order of spec section 7, by its
 * unguessable id. Sell-side view: no net, no company markup, no ledger references.
 */
export const publicOrderAnswer = z.object({
  _id: z.uuid(),
  referenceNumber: z.string(),
  status: orderStatus,
  /** Only the name: the route needs no token, so the traveller's e-mail and phone stay with the agent. */
  leadTraveller: z.object({ name: z.string() }),
  currency: z.literal('AED'),
  totalAmount: minorAmount,
  createdAt: z.iso.datetime({ offset: true }),
  activities: z.array(
    z.object({
      _id: z.uuid(),
      status: lineStatus,
      attraction: z.object({ _id: z.uuid(), title: z.string(), image: z.string().nullable() }),
      activity: z.object({ _id: z.uuid(), name: z.string() }),
      date: z.string(),
      adultsCount: z.number().int(),
      childrenCount: z.number().int(),
      infantCount: z.number().int(),
      transferType: z.enum(['none', 'shared', 'private']),
      /** What the client pays for the line (sell price). */
      amount: minorAmount,
      confirmationNumber: z.string().nullable(),
      ticketCount: z.number().int(),
    }),
  ),
});
export type PublicOrderAnswer = z.infer<typeof publicOrderAnswer>;

/** Internal: the full stored breakdown of a line (never sent to agents). */
export const storedLineBreakdown = priceBreakdownDto.extend({ parentEarning: minorAmount });
