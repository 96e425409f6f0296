import { z } from 'zod';
import { returnOriginInput } from '../wallet/payments.ts';
import { flightOfferDto, flightTravelClass } from './flights.ts';

/**
 * Flights II: select a fare (tbId), its details re-priced with the supplier (fare rules, seat maps,
 * meals, extra baggage), booking (wallet or card, Idempotency-Key), orders, e-ticket and invoice PDFs,
 * cancellation. Amounts are AED minor units (fils) in the agent's terms; the web converts them.
 * Paths: FLIGHT_ORDER_PATHS (paths.ts).
 */
const minor = z.number().int();
const instant = z.iso.datetime({ offset: true });
const isoDate = z.iso.date({ error: 'Use yyyy-mm-dd' });

export const FLIGHT_PASSENGER_TYPES = ['ADT', 'CHD', 'INF'] as const;
export const FLIGHT_PAYMENT_METHODS = ['wallet', 'card'] as const;
export type FlightPaymentMethod = (typeof FLIGHT_PAYMENT_METHODS)[number];
export const FLIGHT_ORDER_STATUSES = [
  'pending_payment',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'discarded',
] as const;
/** The ticket line: pending, confirmed (ticketed), pending_supplier (ticketing unanswered), failed, cancelled. */
export const FLIGHT_TICKET_STATUSES = [
  'pending',
  'booked',
  'confirmed',
  'pending_supplier',
  'failed',
  'cancelled',
  'expired',
] as const;

// ---------------------------------------------------------------- select (addToCart)

/** POST select (the original's addToCart): one fare of one offer of a stored search. */
export const flightSelectBody = z.object({
  searchId: z.uuid({ error: 'Unknown search' }),
  offerId: z.string().min(1, 'Choose a flight').max(100),
  fareKey: z.string().min(1, 'Choose a fare').max(4000),
});
export type FlightSelectBody = z.input<typeof flightSelectBody>;

/** 201: the stored selection. Unknown/foreign/expired search: 404/410. */
export const flightSelectAnswer = z.object({ tbId: z.uuid(), expiresAt: instant });
export type FlightSelectAnswer = z.infer<typeof flightSelectAnswer>;

export const flightTbIdParam = z.object({ tbId: z.uuid({ error: 'Unknown flight selection' }) });

// ---------------------------------------------------------------- details

export const flightPriceDto = z.object({
  net: minor,
  companyMarkup: minor,
  subAgentMarkup: minor,
  vat: minor,
  clientMarkup: minor,
  /** What the agent pays for the fare (add-ons are added on top at booking). */
  agentPrice: minor,
  sellPrice: minor,
});

/** Fare rules as the e-ticket and the details page show them. */
export const flightFareRulesDto = z.object({
  family: z.string(),
  cabin: flightTravelClass,
  bookingClass: z.string(),
  baggage: z.object({ checkedKg: z.number(), cabinKg: z.number() }),
  refundable: z.boolean(),
  /** Per passenger, agent terms. */
  changeFee: minor,
  /** Per passenger; null: no refund at all. */
  cancelFee: minor.nullable(),
  /** "Changes allowed for AED 150.00 per passenger before departure" ... */
  changeText: z.string(),
  refundText: z.string(),
  /** Book (and pay) before this instant; after it the selection answers 410. */
  timeLimit: instant,
});
export type FlightFareRulesDto = z.infer<typeof flightFareRulesDto>;

export const flightSeatDto = z.object({
  seatNumber: z.string(),
  seatCode: z.string(),
  kind: z.enum(['window', 'middle', 'aisle']),
  /** False: taken (sold to others, or chosen by another of our bookings). */
  available: z.boolean(),
  price: minor,
});
export const flightSegmentAncillariesDto = z.object({
  segmentKey: z.string(),
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  departLocal: z.string(),
  seatMap: z.array(z.object({ row: z.number().int(), seats: z.array(flightSeatDto) })),
  meals: z.array(z.object({ mealCode: z.string(), mealInfo: z.string(), mealPrice: minor })),
  baggage: z.array(z.object({ baggageCode: z.string(), baggageInfo: z.string(), baggagePrice: minor })),
});
export type FlightSegmentAncillariesDto = z.infer<typeof flightSegmentAncillariesDto>;

/**
 * GET details/:tbId: the selection re-priced with the supplier now. When `priceChanged`, show
 * previousPrice -> price and book with acceptPriceChange=true and expectedPrice=price.agentPrice.
 * Sold out: 409 SOLD_OUT. Expired selection: 410; unknown or another agent's: 404.
 */
export const flightDetailsAnswer = z.object({
  tbId: z.uuid(),
  searchId: z.uuid(),
  expiresAt: instant,
  expiresIn: z.number().int(),
  tripType: z.enum(['oneway', 'return', 'multicity']),
  travellers: z.object({ adult: z.number().int(), children: z.number().int(), infant: z.number().int() }),
  offer: flightOfferDto.omit({ fares: true }),
  fareKey: z.string(),
  fareRules: flightFareRulesDto,
  /** The fare for every traveller, agent terms. */
  price: flightPriceDto,
  /** Agent price of one traveller of each type (sell terms as shown in results: perPaxSell). */
  perPax: z.object({ adult: minor, child: minor, infant: minor }),
  perPaxSell: z.object({ adult: minor, child: minor, infant: minor }),
  priceChanged: z.boolean(),
  /** The agentPrice the agent saw before (at selection); equals price.agentPrice when unchanged. */
  previousPrice: minor,
  /** First departure and last arrival dates (yyyy-mm-dd, local): ages and passport validity use them. */
  firstTravelDate: z.string(),
  lastTravelDate: z.string(),
  /** One entry per segment of every journey, in itinerary order. Infants get no seat. */
  ancillaries: z.array(flightSegmentAncillariesDto),
  allowedPaymentMethods: z.array(z.enum(FLIGHT_PAYMENT_METHODS)),
  cardFeePercent: z.number(),
  currency: z.literal('AED'),
});
export type FlightDetailsAnswer = z.infer<typeof flightDetailsAnswer>;

// ---------------------------------------------------------------- create

const latinName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .max(60)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, `The ${what} must be in Latin letters as in the passport`);

export const flightTravellerInput = z.object({
  paxId: z.number().int().min(1).max(20),
  gender: z.enum(['male', 'female'], { error: 'Choose a gender' }),
  firstName: latinName('first name'),
  lastName: latinName('last name'),
  /** ISO 3166-1 alpha-2 code. */
  nationality: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a nationality')
    .transform((v) => v.toUpperCase()),
  passengerType: z.enum(FLIGHT_PASSENGER_TYPES),
  passportNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, 'Enter the passport number (5-20 letters and digits)'),
  birthDate: isoDate,
  passportExpiry: isoDate,
});
export type FlightTravellerInput = z.input<typeof flightTravellerInput>;

export const flightCommonDetailsInput = z.object({
  /** "+971" or "971". */
  phoneCode: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{1,4}$/, 'Choose a phone code'),
  email: z.email({ error: 'Enter a valid e-mail address' }).max(200),
  contactNo: z
    .string()
    .trim()
    .regex(/^[0-9 ()-]{5,16}$/, 'Enter a valid contact number'),
});

/** Add-ons chosen per segment and passenger (segmentKey from details.ancillaries). */
export const flightAddonsInput = z.object({
  seats: z
    .array(
      z.object({
        segmentKey: z.string().min(1),
        paxId: z.number().int(),
        seatNumber: z.string().min(2).max(4),
      }),
    )
    .max(200)
    .default([]),
  meals: z
    .array(
      z.object({
        segmentKey: z.string().min(1),
        paxId: z.number().int(),
        mealCode: z.string().min(1).max(10),
        count: z.number().int().min(1).max(3).default(1),
      }),
    )
    .max(200)
    .default([]),
  baggage: z
    .array(
      z.object({
        segmentKey: z.string().min(1),
        paxId: z.number().int(),
        baggageCode: z.string().min(1).max(10),
        count: z.number().int().min(1).max(3).default(1),
      }),
    )
    .max(200)
    .default([]),
});
export type FlightAddonsInput = z.input<typeof flightAddonsInput>;

/**
 * POST create (Idempotency-Key header required, one per attempt). Bad travellers or add-ons: 400
 * with fieldErrors (`travellers.0.birthDate`, `addons.seats.1` ...). Total (fare + add-ons) other
 * than expectedPrice: 409 PRICE_CHANGED (flightPriceChangedAnswer). A selection already booked: 409.
 */
export const flightCreateBookingBody = z.object({
  tbId: z.uuid({ error: 'Unknown flight selection' }),
  travellers: z.array(flightTravellerInput).min(1).max(18),
  commonDetails: flightCommonDetailsInput,
  addons: flightAddonsInput.default({ seats: [], meals: [], baggage: [] }),
  paymentMethod: z.enum(FLIGHT_PAYMENT_METHODS),
  /** The total the agent confirmed: fare agentPrice + add-ons. */
  expectedPrice: z.number().int().min(0),
  acceptPriceChange: z.boolean().default(false),
  /** Optional; the order reference is used when empty. Unique per agent. */
  agentReferenceNumber: z.string().trim().max(60).optional(),
  returnOrigin: returnOriginInput.optional(),
});
export type FlightCreateBookingBody = z.input<typeof flightCreateBookingBody>;

export const flightPriceChangedAnswer = z.object({
  error: z.string(),
  status: z.literal(409),
  code: z.literal('PRICE_CHANGED'),
  expectedPrice: minor,
  agentPrice: minor,
  sellPrice: minor,
});
