import type {
  BoardCode,
  CancellationDeadline,
  HotelCancellationType,
  HotelContent,
  Minor,
  PlainDate,
  RateOffer,
  RateSource,
  RoomPax,
  RoomTypeContent,
} from '@portal/domain';

export { SupplierRejected, SupplierTimeout, withTimeout } from '../activities/supplier.ts';

/**
 * The hotel supplier adapter (guide section 6), shaped like the bedbank APIs agents know
 * (Hotelbeds: availability -> checkrate -> booking -> booking detail -> cancellation simulation ->
 * cancellation): search -> recheck -> book -> get -> cancelQuote -> cancel.
 *
 * - Rate keys are opaque strings produced by the adapter; only the adapter reads them.
 * - `reference` is our booking reference and the supplier's idempotency key: booking the same
 *   reference twice answers the first booking, never a second room.
 * - Amounts are net (before our markups), AED minor units; the API prices them through the pipeline.
 * - Calls never run inside a database transaction of the caller (guide section 4).
 */
export interface HotelSupplier {
  readonly source: RateSource;
  search(request: HotelSearchRequest): Promise<RateOffer[]>;
  /**
   * The same offers as `search`, only what a list search prices (ListOffer): no rate keys, nightly
   * amounts, policy lines or texts. A city search asks for some 20,000 offers; building them whole
   * only for the list to keep a few numbers per hotel was most of a new stay's cost (issue 38).
   * Optional: a supplier without it is asked `search`.
   */
  searchList?(request: HotelSearchRequest): Promise<ListAnswer>;
  /**
   * Prices the rate again as the supplier sees it now. A price change shows as a different
   * `offer.net` (and, for some suppliers, a new rate key to book with): the caller compares it with
   * the net it showed.
   */
  recheck(rateKey: string, now: Date): Promise<RecheckResult>;
  book(request: HotelBookRequest): Promise<HotelSupplierBooking>;
  /** The booking as the supplier holds it, or null when it has none for this reference. */
  get(reference: string): Promise<HotelSupplierBooking | null>;
  /** What cancelling now would cost (net); no change is made. */
  cancelQuote(reference: string, now: Date): Promise<HotelCancelQuote>;
  cancel(reference: string, now: Date): Promise<HotelSupplierBooking>;
}

/**
 * What the list of a search needs of an offer (list-pricing.ts): which room and board, the net of
 * the stay, the party's size, refundable and pay later. A whole RateOffer is one too.
 */
export type ListOffer = Pick<
  RateOffer,
  | 'source'
  | 'hotelId'
  | 'roomTypeId'
  | 'boardCode'
  | 'net'
  | 'nights'
  | 'rooms'
  | 'cancellationType'
  | 'payLaterUntil'
>;

/**
 * A supplier's list answer as parallel columns, one row per rate (the same fields as ListOffer; every
 * row of one answer has its source, nights and rooms): a city search's ~11,000 bedbank rates as a
 * few arrays instead of as many objects for the garbage collector to copy and walk (issue 38).
 */
export interface ListColumns {
  readonly columns: true;
  source: RateSource;
  nights: number;
  rooms: number;
  length: number;
  hotelIds: string[];
  roomTypeIds: string[];
  boardCodes: BoardCode[];
  nets: Minor[];
  cancellationTypes: HotelCancellationType[];
  payLaterUntil: (string | null)[];
}

/** What a supplier answers a list search with: its offers, or the same as columns. */
export type ListAnswer = readonly ListOffer[] | ListColumns;

/** Offers as a list answer's columns (all of one source, nights and rooms). */
export function listColumnsOf(
  offers: readonly ListOffer[],
  source: RateSource,
  nights: number,
  rooms: number,
): ListColumns {
  const out: ListColumns = {
    columns: true,
    source,
    nights,
    rooms,
    length: offers.length,
    hotelIds: new Array<string>(offers.length),
    roomTypeIds: new Array<string>(offers.length),
    boardCodes: new Array<BoardCode>(offers.length),
    nets: new Array<Minor>(offers.length),
    cancellationTypes: new Array<HotelCancellationType>(offers.length),
    payLaterUntil: new Array<string | null>(offers.length),
  };
  offers.forEach((o, i) => {
    out.hotelIds[i] = o.hotelId;
    out.roomTypeIds[i] = o.roomTypeId;
    out.boardCodes[i] = o.boardCode;
    out.nets[i] = o.net;
    out.cancellationTypes[i] = o.cancellationType;
    out.payLaterUntil[i] = o.payLaterUntil;
  });
  return out;
}

/** The offers of a list answer one by one (tests, and callers that want objects). */
export function listOffersOf(answer: ListAnswer): ListOffer[] {
  if (!('columns' in answer)) return [...answer];
  return Array.from({ length: answer.length }, (_, i) => ({
    source: answer.source,
    hotelId: answer.hotelIds[i]!,
    roomTypeId: answer.roomTypeIds[i]!,
    boardCode: answer.boardCodes[i]!,
    net: answer.nets[i]!,
    nights: answer.nights,
    rooms: answer.rooms,
    cancellationType: answer.cancellationTypes[i]!,
    payLaterUntil: answer.payLaterUntil[i]!,
  }));
}

/** A hotel the search may price: its content plus the bedbank's codes for it and its rooms. */
export type SearchHotel = Omit<HotelContent, 'roomTypes'> & {
  /** The bedbank's code for this hotel; null when the bedbank does not sell it. */
  bedbankCode: string | null;
  roomTypes: (RoomTypeContent & { bedbankCode: string | null })[];
};

export interface HotelSearchRequest {
  hotels: readonly SearchHotel[];
  fromDate: PlainDate;
  toDate: PlainDate;
  rooms: readonly RoomPax[];
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  now: Date;
}

export type RecheckResult =
  { status: 'available'; offer: RateOffer } | { status: 'sold-out'; message: string };

export interface HotelGuest {
  title: string;
  firstName: string;
  lastName: string;
  type: 'adult' | 'child';
  age?: number | undefined;
}

export interface HotelBookRequest {
  rateKey: string;
  /** Our booking reference: the supplier's idempotency key. */
  reference: string;
  holder: { firstName: string; lastName: string };
  /** One list per room, in the order of the search rooms. */
  guests: HotelGuest[][];
  /** The agent's own reference, printed on the supplier's voucher. */
  clientReference?: string | undefined;
  remarks?: string | undefined;
  now: Date;
}

export type HotelSupplierBookingStatus = 'confirmed' | 'on-request' | 'cancelled';

export interface HotelSupplierBooking {
  reference: string;
  supplierReference: string;
  source: RateSource;
  status: HotelSupplierBookingStatus;
  hotelId: string;
  roomTypeId: string;
  boardCode: BoardCode;
  fromDate: PlainDate;
  toDate: PlainDate;
  rooms: RoomPax[];
  /** What the supplier charges us (net, AED minor units). */
  net: Minor;
  cancellation: CancellationDeadline[];
  /** Set once cancelled: what the supplier kept. */
  cancellationFee: Minor | null;
  createdAt: string;
  cancelledAt: string | null;
}

export interface HotelCancelQuote {
  cancellable: boolean;
  /** What the supplier keeps if cancelled now (net, AED minor units). */
  fee: Minor;
  /** Why it cannot be cancelled, when it cannot. */
  reason?: string | undefined;
}

/** The fee of a cancellation policy at an instant: the last line whose `from` has passed. */
export function feeAt(policy: readonly CancellationDeadline[], now: Date): Minor {
  let fee = 0;
  for (const line of policy) if (Date.parse(line.from) <= now.getTime()) fee = Math.max(fee, line.fee);
  return fee;
}
