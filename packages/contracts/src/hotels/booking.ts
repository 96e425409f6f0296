import { z } from 'zod';
import { documentLanguageQuery } from '../common.ts';
import { orderAgencyDto, orderListFilters } from '../bookings/list-filters.ts';
import { BOARD_CODES, HOTEL_CANCELLATION_TYPES, RATE_SOURCES, STAR_CATEGORIES } from '@portal/domain';
import { minorAmount } from '../attractions/catalogue.ts';
import { returnOriginInput } from '../wallet/payments.ts';
import { cancellationLineDto, hotelRateDto } from './rates.ts';
import { roomPaxDto } from './results.ts';
import { BOOKING_LINE_STATUSES, BOOKING_ORDER_STATUSES } from '../bookings/statuses.ts';
import { payLaterTermsDto } from '../bookings/pay-later.ts';
import { creditNoteDto } from '../bookings/credit-notes.ts';

/**
 * Hotels II: recheck with a hold, booking (pay now by wallet or card, or pay later), orders,
 * documents and cancellation. Paths follow original-api-notes section 7 under /api/v1/b2b.
 * Every money call takes an `Idempotency-Key` header (a new key per attempt, the same on a retry).
 */
export const HOTEL_ORDER_PATHS = {
  /** The recheck: prices the rate again and holds it (contract rooms off the allotment) until expiresAt. */
  recheck: '/b2b/hotels/availabilities/booking/room-rate',
  create: '/b2b/hotels/orders/create',
  /** Pay a pay-later order (wallet, or card). Refused after lastDateForPayment. */
  pay: '/b2b/hotels/orders/payments/initiate',
  list: '/b2b/hotels/orders/all',
  sheet: '/b2b/hotels/orders/all/sheet',
  single: (orderId: string) => `/b2b/hotels/orders/single/${orderId}`,
  cancelQuote: (orderId: string) => `/b2b/hotels/orders/cancel/${orderId}/quote`,
  cancel: (orderId: string) => `/b2b/hotels/orders/cancel/${orderId}`,
  voucher: (orderId: string) => `/b2b/hotels/orders/voucher/${orderId}`,
  invoice: (orderId: string) => `/b2b/hotels/orders/invoice/${orderId}`,
} as const;

/** Web pages of booking and after sale (spec 2.1); the card gateway returns to the invoice pages. */
export const HOTEL_ORDER_PAGES = {
  invoice: (orderId: string) => `/hotel/invoice/${orderId}`,
  invoiceError: '/hotel/invoice/error',
  invoiceErrorOf: (orderId: string) => `/hotel/invoice/error?order=${orderId}`,
  orders: '/hotel/order',
  details: (orderId: string) => `/hotel/order/${orderId}/details`,
} as const;

export const HOTEL_PAYMENT_METHODS = ['wallet', 'card', 'pay_later'] as const;
export type HotelPaymentMethod = (typeof HOTEL_PAYMENT_METHODS)[number];

export const HOTEL_ORDER_STATUSES = BOOKING_ORDER_STATUSES;
export const HOTEL_BOOKING_STATUSES = BOOKING_LINE_STATUSES;

// ---------------------------------------------------------------- recheck

/** POST recheck body. `expectedPrice`: the rate's agentPrice the agent saw (to tell a change). */
export const hotelRecheckBody = z.object({
  searchId: z.uuid({ error: 'Unknown search' }),
  hotelId: z.uuid({ error: 'Unknown hotel' }),
  rateKey: z.string().min(1, 'Choose a rate').max(4000),
  expectedPrice: z.number().int().min(0).optional(),
});
export type HotelRecheckBody = z.input<typeof hotelRecheckBody>;

/** One guest slot to fill on the apply page (per room: adults then children with their ages). */
export const travellerSlotDto = z.object({
  roomId: z.number().int(),
  type: z.enum(['adult', 'child']),
  age: z.number().int().nullable(),
  /** Required when the hotel wants every guest; otherwise only the first adult of each room. */
  required: z.boolean(),
});

export const hotelSummaryDto = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  starCategory: z.enum(STAR_CATEGORIES),
  image: z.string().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  allGuestDetailsRequired: z.boolean(),
  timeZone: z.string(),
});

/**
 * 200 answer of the recheck. When `priceChanged` the agent must accept the new price
 * (create with acceptPriceChange=true). A sold-out rate answers 409 code `SOLD_OUT`.
 */
export const hotelRecheckAnswer = z.object({
  holdId: z.uuid(),
  /** Seconds left on the hold; the apply page counts down. */
  expiresIn: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }),
  searchId: z.uuid(),
  hotel: hotelSummaryDto,
  roomType: z.object({ id: z.string(), name: z.string() }),
  rate: hotelRateDto,
  /** What the agent saw before (expectedPrice), null when not sent. */
  previousPrice: minorAmount.nullable(),
  priceChanged: z.boolean(),
  allowedPaymentMethods: z.array(z.enum(HOTEL_PAYMENT_METHODS)),
  /** Pay later for this agent now (limit, short hold when its funds do not cover it); null: not offered. */
  payLater: payLaterTermsDto.nullable(),
  /** Card fee percentage and amount on rate.agentPrice. */
  cardFeePercent: z.number(),
  cardFee: minorAmount,
  fromDate: z.string(),
  toDate: z.string(),
  noOfNights: z.number().int(),
  roomPaxes: z.array(roomPaxDto),
  nationality: z.string(),
  travellerDetails: z.array(travellerSlotDto),
});
export type HotelRecheckAnswer = z.infer<typeof hotelRecheckAnswer>;

// ---------------------------------------------------------------- create

export const HOTEL_GUEST_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Master'] as const;

export const hotelGuestInput = z.object({
  title: z.enum(HOTEL_GUEST_TITLES, { error: 'Choose a title' }),
  firstName: z.string().trim().min(1, 'Enter the first name').max(60),
  lastName: z.string().trim().min(1, 'Enter the last name').max(60),
  gender: z.enum(['male', 'female'], { error: 'Choose a gender' }),
  type: z.enum(['adult', 'child']),
  /** Children: must match the searched age of that child. */
  age: z.number().int().min(0).max(120).optional(),
});
export type HotelGuestInput = z.input<typeof hotelGuestInput>;

export const hotelContactInput = z.object({
  name: z.string().trim().min(1, 'Enter the contact name').max(120),
  email: z.email({ error: 'Enter a valid e-mail address' }).max(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number'),
});

/** POST create (Idempotency-Key required). */
export const hotelCreateOrderBody = z.object({
  holdId: z.uuid({ error: 'Recheck the rate first' }),
  /** The hold's rate.agentPrice as shown on the apply page. */
  expectedPrice: z.number().int().min(0),
  /** Required (true) when the recheck answered priceChanged. */
  acceptPriceChange: z.boolean().default(false),
  /** One list per searched room, in order: a lead guest per room, or every guest when required. */
  rooms: z
    .array(z.object({ guests: z.array(hotelGuestInput).min(1, 'Enter the lead guest of the room').max(12) }))
    .min(1)
    .max(9),
  contact: hotelContactInput,
  specialRequests: z.string().trim().max(1000).default(''),
  agentReferenceNumber: z.string().trim().min(1, 'Enter your reference number').max(60),
  paymentMethod: z.enum(HOTEL_PAYMENT_METHODS),
  returnOrigin: returnOriginInput.optional(),
});
export type HotelCreateOrderBody = z.input<typeof hotelCreateOrderBody>;

// ---------------------------------------------------------------- orders

export const timelineEventDto = z.object({
  status: z.string(),
  note: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});

export const hotelGuestDto = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  type: z.enum(['adult', 'child']),
  age: z.number().int().nullable(),
});

/** A hotel order as its agent (or admin) sees it: the agent's prices, never net or company markup. */
export const hotelOrderDto = z.object({
  _id: z.uuid(),
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  /** The sub-agent that booked it when a reseller reads it (read-only); null on one's own. */
  agency: orderAgencyDto,
  status: z.enum(HOTEL_ORDER_STATUSES),
  /** The booking's own state with the hotel. */
  bookingStatus: z.enum(HOTEL_BOOKING_STATUSES),
  paymentMethod: z.enum(HOTEL_PAYMENT_METHODS),
  /** How it was paid (a pay-later order paid by wallet or card); null while unpaid. */
  paidWith: z.enum(['wallet', 'card']).nullable(),
  hotel: hotelSummaryDto,
  roomType: z.object({ id: z.string(), name: z.string() }),
  boardCode: z.enum(BOARD_CODES),
  boardName: z.string(),
  rateName: z.string(),
  source: z.enum(RATE_SOURCES),
  fromDate: z.string(),
  toDate: z.string(),
  noOfNights: z.number().int(),
  roomPaxes: z.array(roomPaxDto),
  guests: z.array(z.array(hotelGuestDto)),
  nationality: z.string(),
  specialRequests: z.string(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  confirmationNumber: z.string().nullable(),
  currency: z.literal('AED'),
  price: z.object({
    agentPrice: minorAmount,
    sellPrice: minorAmount,
    clientMarkup: minorAmount,
    /** The parent's markup on a sub-agent's booking (its earning); 0 otherwise. */
    subAgentMarkup: minorAmount,
    vat: minorAmount,
    cardFee: minorAmount,
  }),
  cancellationType: z.enum(HOTEL_CANCELLATION_TYPES),
  cancellationPolicies: z.array(cancellationLineDto),
  /** Pay later: the last instant to pay; null otherwise or once paid. */
  lastDateForPayment: z.iso.datetime({ offset: true }).nullable(),
  statusReason: z.string().nullable(),
  cancellation: z
    .object({ fee: minorAmount, refund: minorAmount, cancelledAt: z.iso.datetime({ offset: true }) })
    .nullable(),
  invoiceNumber: z.string().nullable(),
  /** Credit notes of refunds of invoiced money (each a PDF). */
  creditNotes: z.array(creditNoteDto),
  createdAt: z.iso.datetime({ offset: true }),
  /** The agency user who booked it ("Booked by"); null before agencies had users. */
  bookedBy: z.string().nullable().optional(),
  timeline: z.array(timelineEventDto),
  /** What this order offers now (the pages show only these buttons). */
  actions: z.object({ voucher: z.boolean(), invoice: z.boolean(), pay: z.boolean(), cancel: z.boolean() }),
});
export type HotelOrderDto = z.infer<typeof hotelOrderDto>;

/** 201 answer of create (and of pay): wallet and pay-later answer the order; card the payment to open. */
export const hotelCreateOrderAnswer = z.object({
  orderId: z.uuid(),
  paymentMethod: z.enum(HOTEL_PAYMENT_METHODS),
  order: hotelOrderDto,
  /** Card only: send the browser here; the gateway returns to /hotel/invoice/{id} or /hotel/invoice/error. */
  payment: z
    .object({
      paymentId: z.uuid(),
      paymentUrl: z.string(),
      amount: minorAmount,
      feePercent: z.number(),
      fee: minorAmount,
      total: minorAmount,
    })
    .nullable(),
});
export type HotelCreateOrderAnswer = z.infer<typeof hotelCreateOrderAnswer>;

/** 409 PRICE_CHANGED on create: nothing charged, the hold kept; accept with acceptPriceChange. */
export const hotelPriceChangedAnswer = z.object({
  error: z.string(),
  status: z.literal(409),
  code: z.literal('PRICE_CHANGED'),
  expectedPrice: minorAmount,
  agentPrice: minorAmount,
  sellPrice: minorAmount,
});

/** POST pay (Idempotency-Key): pays an unpaid pay-later order. */
export const hotelPayOrderBody = z.object({
  orderId: z.uuid({ error: 'Unknown order' }),
  paymentMethod: z.enum(['wallet', 'card']),
  returnOrigin: returnOriginInput.optional(),
});
export type HotelPayOrderBody = z.input<typeof hotelPayOrderBody>;

const isoDate = z.iso.date({ error: 'Use yyyy-mm-dd' });

/** GET list query; unpaid pay-later orders come first, then newest first. */
export const hotelOrdersQuery = z.object({
  referenceNumber: z.string().trim().max(60).optional(),
  agentReferenceNumber: z.string().trim().max(60).optional(),
  guestName: z.string().trim().max(120).optional(),
  hotel: z.string().trim().max(120).optional(),
  status: z.enum(HOTEL_ORDER_STATUSES).optional(),
  bookingFrom: isoDate.optional(),
  bookingTo: isoDate.optional(),
  checkInFrom: isoDate.optional(),
  checkInTo: isoDate.optional(),
  ...orderListFilters.shape,
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type HotelOrdersQuery = z.input<typeof hotelOrdersQuery>;

export const hotelOrderRowDto = z.object({
  _id: z.uuid(),
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  /** The sub-agent that booked it (a reseller's branch view); null on the caller's own. */
  agency: orderAgencyDto,
  status: z.enum(HOTEL_ORDER_STATUSES),
  bookingStatus: z.enum(HOTEL_BOOKING_STATUSES),
  paymentMethod: z.enum(HOTEL_PAYMENT_METHODS),
  hotelName: z.string(),
  roomTypeName: z.string(),
  leadGuest: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  noOfNights: z.number().int(),
  rooms: z.number().int(),
  agentPrice: minorAmount,
  sellPrice: minorAmount,
  /** Unpaid pay-later rows: the deadline and the Pay button. */
  lastDateForPayment: z.iso.datetime({ offset: true }).nullable(),
  confirmationNumber: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The agency user who booked it ("Booked by"); null before agencies had users. */
  bookedBy: z.string().nullable().optional(),
  actions: z.object({ voucher: z.boolean(), invoice: z.boolean(), pay: z.boolean(), cancel: z.boolean() }),
});
export type HotelOrderRowDto = z.infer<typeof hotelOrderRowDto>;

export const hotelOrdersAnswer = z.object({
  hotelOrders: z.array(hotelOrderRowDto),
  totalHotelOrders: z.number().int(),
});
export type HotelOrdersAnswer = z.infer<typeof hotelOrdersAnswer>;

export const hotelOrderIdParam = z.object({ orderId: z.uuid({ error: 'Unknown order' }) });

/** GET cancel quote: the simulation at this instant. */
export const hotelCancelQuoteAnswer = z.object({
  orderId: z.uuid(),
  allowed: z.boolean(),
  /** Why not (after check-in, already cancelled, unpaid ...). */
  message: z.string().nullable(),
  paid: minorAmount,
  /** max(policy fee now, the bedbank's fee now). */
  fee: minorAmount,
  policyFee: minorAmount,
  supplierFee: minorAmount.nullable(),
  refund: minorAmount,
});
export type HotelCancelQuoteAnswer = z.infer<typeof hotelCancelQuoteAnswer>;

/** POST cancel (Idempotency-Key). */
export const hotelCancelBody = z.object({ cancellationRemark: z.string().trim().max(500).default('') });
export type HotelCancelBody = z.input<typeof hotelCancelBody>;

export const hotelCancelAnswer = z.object({
  orderId: z.uuid(),
  status: z.literal('cancelled'),
  fee: minorAmount,
  refund: minorAmount,
  order: hotelOrderDto,
});
export type HotelCancelAnswer = z.infer<typeof hotelCancelAnswer>;

/** ?view=client (no prices) or sell (the agent's sell price, client markup included), as attractions. */
export const hotelDocumentQuery = z
  .object({ view: z.enum(['client', 'sell']).default('client') })
  .extend(documentLanguageQuery.shape);
