import {
  BOARD_CODES,
  listBoard,
  listFlags,
  listRows,
  type BoardCode,
  type CancellationDeadline,
  type HotelContent,
  type Minor,
  type PlainDate,
  type RateOffer,
  type RateSource,
  type RoomPax,
  type ListRows,
  type RoomTypeContent,
} from '@portal/domain';

import { estimateBytes } from '../../lib/bounded-cache.ts';

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
 * A supplier's list answer as rows of numbers (ListRows, packages/domain list-rows.ts): per rate the
 * hotel's position in `hotels` (the search's list the supplier was asked with), the room type's
 * position in that hotel's roomTypes, the board, the net and the refundable / pay-later flags; every
 * row of one answer has its source, nights and rooms. A city search's ~21,000 rates as five typed
 * arrays per answer: nothing for the garbage collector to trace in the answers the suppliers keep, no
 * string lookup per row in the grouping (issue 38).
 */
export interface ListColumns extends ListRows {
  readonly columns: true;
  source: RateSource;
  nights: number;
  rooms: number;
  hotels: readonly SearchHotel[];
}

/** What a supplier answers a list search with: its offers, or the same as columns. */
export type ListAnswer = readonly ListOffer[] | ListColumns;

/**
 * The bytes a kept list answer holds of its own: the columns' typed arrays (not `hotels`, the content
 * cache's records), or the offers' estimate.
 */
export function listAnswerBytes(answer: ListAnswer): number {
  if (!('columns' in answer)) return estimateBytes(answer);
  const { hotelAt, roomAt, boards, nets, flags } = answer;
  return (
    128 + hotelAt.byteLength + roomAt.byteLength + boards.byteLength + nets.byteLength + flags.byteLength
  );
}

/** A list answer with room for `capacity` rows and none written. */
export function emptyListColumns(
  hotels: readonly SearchHotel[],
  source: RateSource,
  nights: number,
  rooms: number,
  capacity = 0,
): ListColumns {
  return { columns: true, source, nights, rooms, hotels, ...listRows(capacity) };
}

/**
 * Offers as a list answer's columns over `hotels` (all of one source, nights and rooms; tests): each
 * at the first position of its hotel's id and the position of its room type's id in that record.
 */
export function listColumnsOf(
  offers: readonly ListOffer[],
  hotels: readonly SearchHotel[],
  source: RateSource,
  nights: number,
  rooms: number,
): ListColumns {
  const out = emptyListColumns(hotels, source, nights, rooms, offers.length);
  offers.forEach((o, i) => {
    const at = hotels.findIndex((h) => h.id === o.hotelId);
    const roomAt = at < 0 ? -1 : hotels[at]!.roomTypes.findIndex((r) => r.id === o.roomTypeId);
    if (roomAt < 0) throw new RangeError(`${o.hotelId} ${o.roomTypeId} is not a room of these hotels`);
    out.hotelAt[i] = at;
    out.roomAt[i] = roomAt;
    out.boards[i] = listBoard(o.boardCode);
    out.nets[i] = o.net;
    out.flags[i] = listFlags(o.cancellationType, o.payLaterUntil);
  });
  out.length = offers.length;
  return out;
}

/** A list answer's row as an object: what the list keeps of an offer, its terms as the row's flags. */
export type ListRow = Pick<
  ListOffer,
  'source' | 'hotelId' | 'roomTypeId' | 'boardCode' | 'net' | 'nights' | 'rooms'
> & {
  flags: number;
};

/** The rows of a list answer one by one (tests, and callers that want objects). */
export function listRowsOf(answer: ListAnswer): ListRow[] {
  if (!('columns' in answer))
    return answer.map((o) => ({
      source: o.source,
      hotelId: o.hotelId,
      roomTypeId: o.roomTypeId,
      boardCode: BOARD_CODES[listBoard(o.boardCode)]!,
      net: o.net,
      nights: o.nights,
      rooms: o.rooms,
      flags: listFlags(o.cancellationType, o.payLaterUntil),
    }));
  return Array.from({ length: answer.length }, (_, i) => {
    const hotel = answer.hotels[answer.hotelAt[i]!]!;
    return {
      source: answer.source,
      hotelId: hotel.id,
      roomTypeId: hotel.roomTypes[answer.roomAt[i]!]!.id,
      boardCode: BOARD_CODES[answer.boards[i]!]!,
      net: answer.nets[i]!,
      nights: answer.nights,
      rooms: answer.rooms,
      flags: answer.flags[i]!,
    };
  });
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
