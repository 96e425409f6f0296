import type { FlightJourney } from '@portal/domain';

/**
 * The flight supplier adapter (guide section 6), shaped like a GDS/NDC aggregator:
 * search -> price -> book -> ticket -> get -> cancelQuote -> cancel, opaque fare keys, our reference
 * as the supplier's idempotency key. Amounts are AED minor units, net (before any markup).
 */
export type Cabin = 'economy' | 'business';

export interface SearchLeg {
  from: string;
  to: string;
  date: string;
}

export interface SupplierSearch {
  legs: SearchLeg[];
  cabin: Cabin;
  adults: number;
  children: number;
  infants: number;
}

export interface PaxNet {
  /** Net of one traveller of each type (fare + taxes), AED minor units. */
  adult: number;
  child: number;
  infant: number;
}

export interface SupplierFare {
  fareKey: string;
  family: string;
  cabin: Cabin;
  bookingClass: string;
  baggage: { checkedKg: number; cabinKg: number };
  refundable: boolean;
  changeFee: number;
  cancelFee: number | null;
  seatsLeft: number;
  net: PaxNet;
}

export interface SupplierOffer {
  offerId: string;
  carrier: string;
  carrierName: string;
  journeys: FlightJourney[];
  fares: SupplierFare[];
}

export type PriceCheck =
  | { status: 'ok'; fare: SupplierFare; journeys: FlightJourney[] }
  | { status: 'price-changed'; fare: SupplierFare; journeys: FlightJourney[]; previous: PaxNet }
  | { status: 'sold-out' };

export interface SeatMapSeat {
  seatNumber: string;
  seatCode: string;
  available: boolean;
  price: number;
  kind: 'window' | 'middle' | 'aisle';
}
export interface SeatMapRow {
  row: number;
  seats: SeatMapSeat[];
}
export interface SegmentAncillaries {
  segmentKey: string;
  seatMap: SeatMapRow[];
  meals: { mealCode: string; mealInfo: string; mealPrice: number }[];
  baggage: { baggageCode: string; baggageInfo: string; baggagePrice: number }[];
}

export interface BookRequest {
  fareKey: string;
  /** Our reference: a repeated call with it returns the same booking. */
  clientReference: string;
  passengers: { type: 'ADT' | 'CHD' | 'INF'; firstName: string; lastName: string }[];
  /** Seats chosen from the seat maps (ancillaries); a seat sold meanwhile refuses the booking. */
  seats?: { segmentKey: string; seatNumber: string }[];
}

export interface SupplierBooking {
  clientReference: string;
  pnr: string;
  status: 'booked' | 'ticketed' | 'cancelled';
  net: number;
  tickets: string[];
}

type FlightRejection =
  'sold-out' | 'book-failed' | 'seat-taken' | 'not-found' | 'not-cancellable' | 'invalid';

/** A refusal the supplier gives on purpose (sold out, booking failed): 409/422 upstream, never 500. */
export class FlightSupplierRejected extends Error {
  readonly reason: FlightRejection;
  constructor(reason: FlightRejection, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The supplier did not answer in time; the booking may exist (ask `get`). */
export class FlightSupplierTimeout extends Error {}

/** Failures on demand: set per call (the sandbox-scenario header) and carried inside the fare key. */
export const FLIGHT_SCENARIOS = ['price-change', 'sold-out', 'book-fail', 'ticket-timeout'] as const;
export type FlightScenario = (typeof FLIGHT_SCENARIOS)[number];

export interface FlightSupplier {
  readonly name: string;
  search(request: SupplierSearch, scenario?: FlightScenario | null): Promise<SupplierOffer[]>;
  /** Cheapest one-seat adult net per date of the span (fares-by-date), by carrier. */
  lowestFares(
    leg: { from: string; to: string },
    cabin: Cabin,
    dates: string[],
  ): Promise<{ date: string; carrier: string; adultNet: number }[]>;
  price(fareKey: string): Promise<PriceCheck>;
  ancillaries(fareKey: string): Promise<SegmentAncillaries[]>;
  book(request: BookRequest): Promise<SupplierBooking>;
  ticket(pnr: string): Promise<SupplierBooking>;
  get(clientReference: string): Promise<SupplierBooking | null>;
  cancelQuote(pnr: string): Promise<{ refund: number; fee: number }>;
  cancel(pnr: string): Promise<SupplierBooking>;
}
