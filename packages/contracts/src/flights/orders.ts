import { z } from 'zod';
import { bookedByDto, orderAgencyDto, orderListFilters } from '../bookings/list-filters.ts';
import { creditNoteDto } from '../bookings/credit-notes.ts';
import {
  FLIGHT_ORDER_STATUSES,
  FLIGHT_PASSENGER_TYPES,
  FLIGHT_PAYMENT_METHODS,
  FLIGHT_TICKET_STATUSES,
  flightFareRulesDto,
} from './booking.ts';
import { flightOfferDto } from './flights.ts';

/**
 * Flights II after sale: the order (itinerary, passengers with tickets, add-ons, payments,
 * timeline), its list with filters, cancellation. Amounts are AED minor units, agent terms.
 * Paths: FLIGHT_ORDER_PATHS (paths.ts); booking requests in booking.ts.
 */
const minor = z.number().int();
const instant = z.iso.datetime({ offset: true });
const isoDate = z.iso.date({ error: 'Use yyyy-mm-dd' });

// ---------------------------------------------------------------- orders

export const flightPassengerDto = z.object({
  paxId: z.number().int(),
  passengerType: z.enum(FLIGHT_PASSENGER_TYPES),
  gender: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string(),
  passportNumber: z.string(),
  birthDate: z.string(),
  passportExpiry: z.string(),
  /** Null until ticketed. */
  ticketNumber: z.string().nullable(),
});

export const flightAddonsDto = z.object({
  seats: z.array(
    z.object({ segmentKey: z.string(), paxId: z.number().int(), seatNumber: z.string(), price: minor }),
  ),
  meals: z.array(
    z.object({
      segmentKey: z.string(),
      paxId: z.number().int(),
      mealCode: z.string(),
      mealInfo: z.string(),
      count: z.number().int(),
      price: minor,
    }),
  ),
  baggage: z.array(
    z.object({
      segmentKey: z.string(),
      paxId: z.number().int(),
      baggageCode: z.string(),
      baggageInfo: z.string(),
      count: z.number().int(),
      price: minor,
    }),
  ),
  /** Sum of the add-on prices above. */
  total: minor,
});

export const flightPaymentDto = z.object({
  kind: z.enum(['payment', 'refund']),
  method: z.enum(['wallet', 'card']),
  amount: minor,
  at: instant,
  note: z.string().nullable(),
});

export const flightBookingDto = z.object({
  _id: z.uuid(),
  /** The sub-agent that booked it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  status: z.enum(FLIGHT_ORDER_STATUSES),
  ticketStatus: z.enum(FLIGHT_TICKET_STATUSES),
  paymentMethod: z.enum(FLIGHT_PAYMENT_METHODS),
  pnr: z.string().nullable(),
  tripType: z.enum(['oneway', 'return', 'multicity']),
  offer: flightOfferDto.omit({ fares: true }),
  fareRules: flightFareRulesDto,
  passengers: z.array(flightPassengerDto),
  addons: flightAddonsDto,
  contact: z.object({ phoneCode: z.string(), email: z.string(), contactNo: z.string() }),
  currency: z.literal('AED'),
  price: z.object({
    /** The fare alone, agent terms. */
    fare: minor,
    addons: minor,
    agentPrice: minor,
    sellPrice: minor,
    clientMarkup: minor,
    subAgentMarkup: minor,
    vat: minor,
    cardFee: minor,
  }),
  payments: z.array(flightPaymentDto),
  statusReason: z.string().nullable(),
  cancellation: z.object({ fee: minor, refund: minor, cancelledAt: instant }).nullable(),
  invoiceNumber: z.string().nullable(),
  /** Credit notes of refunds of invoiced money (each a PDF). */
  creditNotes: z.array(creditNoteDto),
  createdAt: instant,
  timeline: z.array(z.object({ status: z.string(), note: z.string().nullable(), at: instant })),
  /** The agency user who booked it ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
  /** What the pages may offer now. */
  actions: z.object({ ticket: z.boolean(), invoice: z.boolean(), cancel: z.boolean() }),
});
export type FlightBookingDto = z.infer<typeof flightBookingDto>;

/** 201 answer of create: wallet answers the booking (ticketed, or pending_supplier); card the payment to open. */
export const flightCreateBookingAnswer = z.object({
  bookingId: z.uuid(),
  paymentMethod: z.enum(FLIGHT_PAYMENT_METHODS),
  booking: flightBookingDto,
  payment: z
    .object({
      paymentId: z.uuid(),
      paymentUrl: z.string(),
      amount: minor,
      feePercent: z.number(),
      fee: minor,
      total: minor,
    })
    .nullable(),
});
export type FlightCreateBookingAnswer = z.infer<typeof flightCreateBookingAnswer>;

/** GET list (and the Excel sheet with the same filters, no paging). Newest first. */
export const flightOrdersQuery = z.object({
  referenceNumber: z.string().trim().max(60).optional(),
  pnr: z.string().trim().max(12).optional(),
  /** A passenger's first or last name (contains). */
  passenger: z.string().trim().max(120).optional(),
  /** Airport IATA codes of the route (any segment). */
  from: z.string().trim().max(3).optional(),
  to: z.string().trim().max(3).optional(),
  status: z.enum(FLIGHT_ORDER_STATUSES).optional(),
  /** Departure date range (first departure). */
  travelFrom: isoDate.optional(),
  travelTo: isoDate.optional(),
  /** Booking date range. */
  bookingFrom: isoDate.optional(),
  bookingTo: isoDate.optional(),
  ...orderListFilters.shape,
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type FlightOrdersQuery = z.input<typeof flightOrdersQuery>;

export const flightOrderRowDto = z.object({
  _id: z.uuid(),
  /** The sub-agent that booked it (a reseller's read-only branch view); null on one's own. */
  agency: orderAgencyDto,
  referenceNumber: z.string(),
  agentReferenceNumber: z.string(),
  pnr: z.string().nullable(),
  status: z.enum(FLIGHT_ORDER_STATUSES),
  ticketStatus: z.enum(FLIGHT_TICKET_STATUSES),
  /** "DXB-LHR-DXB". */
  route: z.string(),
  carrierName: z.string(),
  leadPassenger: z.string(),
  passengers: z.number().int(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  agentPrice: minor,
  sellPrice: minor,
  createdAt: instant,
  /** The agency user who booked it ("Booked by"); null before agencies had users. */
  bookedBy: bookedByDto,
  actions: z.object({ ticket: z.boolean(), invoice: z.boolean(), cancel: z.boolean() }),
});
export type FlightOrderRowDto = z.infer<typeof flightOrderRowDto>;

export const flightOrdersAnswer = z.object({
  flightOrders: z.array(flightOrderRowDto),
  totalFlightOrders: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
});
export type FlightOrdersAnswer = z.infer<typeof flightOrdersAnswer>;

export const flightBookingIdParam = z.object({ bookingId: z.uuid({ error: 'Unknown booking' }) });

/** GET cancel quote: by the fare rules now. After departure `allowed` is false (and cancel answers 400). */
export const flightCancelQuoteAnswer = z.object({
  bookingId: z.uuid(),
  allowed: z.boolean(),
  message: z.string().nullable(),
  paid: minor,
  fee: minor,
  refund: minor,
});
export type FlightCancelQuoteAnswer = z.infer<typeof flightCancelQuoteAnswer>;

/** POST cancel (Idempotency-Key). */
export const flightCancelBody = z.object({ cancellationRemark: z.string().trim().max(500).default('') });
export type FlightCancelBody = z.input<typeof flightCancelBody>;

export const flightCancelAnswer = z.object({
  bookingId: z.uuid(),
  status: z.literal('cancelled'),
  fee: minor,
  refund: minor,
  booking: flightBookingDto,
});
export type FlightCancelAnswer = z.infer<typeof flightCancelAnswer>;

/** E-ticket: `client` prints no price, `sell` the client's price. Invoice: `agent` (default) or `sell`. */
export const flightDocumentQuery = z.object({ view: z.enum(['client', 'sell', 'agent']).optional() });
