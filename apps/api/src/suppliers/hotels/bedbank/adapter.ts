import { and, eq } from 'drizzle-orm';
import { hotelRoomTypes, hotels, type Db } from '@portal/db';
import {
  BOARD_CODES,
  daysBetween,
  encodeRooms,
  HOTEL_CANCELLATION_TYPES,
  listBoard,
  listFlags,
  type ListRows,
  type RateOffer,
} from '@portal/domain';
import {
  SupplierRejected,
  withTimeout,
  emptyListColumns,
  listAnswerBytes,
  type HotelBookRequest,
  type HotelCancelQuote,
  type HotelSearchRequest,
  type HotelSupplier,
  type HotelSupplierBooking,
  type ListColumns,
  type RecheckResult,
  type SearchHotel,
} from '../supplier.ts';
import { answerCache, type AnswerCache } from '../answer-cache.ts';
import { parseRateKey, type BedbankRate, type BedbankSummaries } from './rates.ts';
import type { BedbankBookingRow, SandboxBedbank } from './sandbox-bedbank.ts';
import { sameElements } from '../../../lib/same-elements.ts';

export interface BedbankAdapterOptions {
  db: Db;
  remote: SandboxBedbank;
  /** How long a search waits for the bedbank before the results go out without it. */
  searchTimeoutMs: number;
  /** How long booking, recheck and cancellation calls wait (a timed-out booking is pending, not failed). */
  callTimeoutMs: number;
}

/**
 * Availability answers are reused for a short while per (hotel codes, stay, party, nationality): an
 * agent refines one stay many times (stars, board, another page, back), and asking the bedbank for a
 * thousand hotels again each time is the dearest call of a search. Bedbanks allow - and price
 * change is caught by the recheck before every booking, which always asks the bedbank afresh. Only
 * the deadlines that pass within the TTL (seconds) may be stale.
 */
export const AVAILABILITY_CACHE_TTL_MS = 30_000;
/** A city search holds some 10,000 offers: a few recent stays only. */
const AVAILABILITY_CACHE_MAX = 8;
const AVAILABILITY_CACHE_BOUND = {
  max: AVAILABILITY_CACHE_MAX,
  maxBytes: 24 * 1024 * 1024,
  ttlMs: AVAILABILITY_CACHE_TTL_MS,
  sizeOf: listAnswerBytes,
};

/** The shortest list of hotels whose codes are kept for the next stay (codesOf). */
const KEPT_LIST_MIN = 50;

/** A summary row's board (its BOARD_CODES index) as a list row's, by the list's own rule. */
const LIST_BOARDS = Uint8Array.from(BOARD_CODES, (code) => listBoard(code));
/** Whether that is the same index (it is: both are BOARD_CODES'), so the answer's boards are ours. */
const BOARDS_AS_LISTED = LIST_BOARDS.every((board, i) => board === i);
/** A summary row's flags by its cancellation type's index, for the hotel being copied (synchronous). */
const termFlags = new Uint8Array(HOTEL_CANCELLATION_TYPES.length);

interface OurIds {
  hotelId: string;
  roomTypeId: string;
  roomTypeName: string;
}

/** One of our rooms by its bedbank code: its ids and its position in the hotel record's roomTypes. */
type OurRoom = OurIds & { roomAt: number };

/**
 * codesOf's answer for a list of hotels: per bedbank code our hotel's position and rooms, and the
 * codes asked, in order. Besides the maps (whole offers, and an answer out of the asked order),
 * the same in flat arrays by the code's index in `codes`, which copyRows walks in the answer's
 * order: a city's ~3,000 room types found without a map lookup per room type (~0.3 ms a stay).
 */
interface OurCodes {
  /** The list it was made from (lists are not changed once asked, as the answer caches assume). */
  hotels: readonly SearchHotel[];
  byCode: ReadonlyMap<string, { at: number; rooms: ReadonlyMap<string, OurRoom>; index: number }>;
  codes: readonly string[];
  /** Per code (its index in `codes`): our hotel's position in `hotels`. */
  hotelAt: Int32Array;
  /** Code `j`'s rooms are entries `roomStart[j]` to `roomStart[j + 1] - 1` of the two below. */
  roomStart: Int32Array;
  /**
   * Per entry: the bedbank's room code, and our room type's position in the record. A code is
   * replaced by the equal string an answer spelled it with once matched (see copyRows): strings
   * compare by content, so only which object holds the same text changes.
   */
  roomCodes: string[];
  roomAt: Int32Array;
  /** `codes` as the last answer spelled them (equal strings; replaced like `roomCodes`). */
  answerCodes: string[];
}

/**
 * The index in `codes` of `code`, an answer's hotel, looked for from `from` on: the answer lists
 * its hotels in the order asked (the unknown and those without rates left out), so the next code
 * asked is almost always it. A hotel out of that order is found by the map; -1: not ours.
 */
function codeIndex(codes: OurCodes, code: string, from: number): number {
  const spelled = codes.answerCodes;
  for (let j = from; j < spelled.length; j++)
    if (spelled[j] === code) {
      // The answer's own string from now on: the next stay's answer (the same catalogue's strings)
      // then matches by identity, without reading either text.
      spelled[j] = code;
      return j;
    }
  return codes.byCode.get(code)?.index ?? -1;
}

/** The entry of our room for the bedbank's `code` among code `j`'s rooms, from `cursor` on and round; -1: none. */
function roomIndex(codes: OurCodes, j: number, code: string, cursor: number): number {
  const { roomCodes, roomStart } = codes;
  const first = roomStart[j]!;
  const end = roomStart[j + 1]!;
  for (let n = 0, e = cursor; n < end - first; n++, e = e + 1 === end ? first : e + 1)
    if (roomCodes[e] === code) {
      roomCodes[e] = code;
      return e;
    }
  return -1;
}

/**
 * The summary answer as our list rows (`out`, its hotel, room type and flags columns sized to the
 * answer; answers how many rows). The answer nests its rows by hotel and room type, so each is mapped
 * to ours once: a run of a room type's rows gets our hotel's and room type's positions at once, each
 * row its flags by its hotel's cancellation types. The boards and nets are the answer's own columns,
 * read only as the answer is, while every row maps; a hotel or room type we no longer map leaves its
 * rows out, and from there on the boards and nets are copied into columns of our own. Synchronous:
 * it is the only writer of `codes`' spelled strings.
 */
function copyRows(rates: BedbankSummaries, codes: OurCodes, out: ListRows): number {
  const { hotelAt, roomAt, flags } = out;
  const { boards, nets, terms } = rates;
  let own = false;
  /** Our own boards and nets from here on, the rows so far (all kept: the same positions) copied. */
  const leaveOut = (row: number) => {
    if (own) return;
    own = true;
    out.boards = new Uint8Array(rates.length);
    out.nets = new Float64Array(rates.length);
    out.boards.set(boards.subarray(0, row));
    out.nets.set(nets.subarray(0, row));
  };
  if (!BOARDS_AS_LISTED) leaveOut(0);
  let row = 0;
  let next = 0;
  for (let h = 0; h < rates.hotels; h++) {
    const j = codeIndex(codes, rates.hotelCodes[h]!, next);
    const firstRoom = rates.hotelRooms[h]!;
    const endRoom = rates.hotelRooms[h + 1]!;
    if (j < 0) {
      leaveOut(row);
      continue;
    }
    next = j + 1;
    const at = codes.hotelAt[j]!;
    // The flags of each cancellation type at this hotel (its refundable rates' pay-later limit).
    for (let t = 0; t < HOTEL_CANCELLATION_TYPES.length; t++) {
      const type = HOTEL_CANCELLATION_TYPES[t]!;
      termFlags[t] = listFlags(type, type === 'Refundable' ? rates.payLaterUntil[h]! : null);
    }
    let cursor = codes.roomStart[j]!;
    for (let k = firstRoom; k < endRoom; k++) {
      const e = roomIndex(codes, j, rates.roomCodes[k]!, cursor);
      const first = rates.roomRows[k]!;
      const end = rates.roomRows[k + 1]!;
      if (e < 0) {
        leaveOut(row);
        continue;
      }
      // The answer lists a hotel's rooms in the bedbank's order, which ours mostly follow.
      cursor = e + 1 === codes.roomStart[j + 1]! ? codes.roomStart[j]! : e + 1;
      const r = codes.roomAt[e]!;
      if (own)
        for (let i = first, to = row; i < end; i++, to++) {
          out.boards[to] = LIST_BOARDS[boards[i]!]!;
          out.nets[to] = nets[i]!;
        }
      // A room type's run is a few rows: plain stores, not fill (a call into the runtime per run).
      for (let i = first; i < end; i++, row++) {
        hotelAt[row] = at;
        roomAt[row] = r;
        flags[row] = termFlags[terms[i]!]!;
      }
    }
  }
  return row;
}

/**
 * Our side of the bedbank (priceType=dynamic): maps our hotels and room types to the bedbank's codes
 * and back, and turns its rates into RateOffers. Rate keys stay the bedbank's own (opaque to us).
 */
export function bedbankAdapter(options: BedbankAdapterOptions): HotelSupplier {
  const { db, remote } = options;
  const call = <T>(promise: Promise<T>, what: string) => withTimeout(promise, options.callTimeoutMs, what);
  const answers = answerCache<Promise<RateOffer[]>>('bedbank-answers', AVAILABILITY_CACHE_BOUND);
  /** The list searches' summaries, kept the same way (a list search of a stay asks once). */
  const summaries = answerCache<Promise<ListColumns>>('bedbank-list-answers', AVAILABILITY_CACHE_BOUND);

  /** A recent answer for the same request, or the one in flight (concurrent searches of one stay ask once). */
  function cached<T>(
    store: AnswerCache<Promise<T>>,
    request: HotelSearchRequest,
    ask: () => Promise<T>,
  ): Promise<T> {
    const stay = [request.fromDate, request.toDate, encodeRooms(request.rooms), request.nationality].join(
      '|',
    );
    const nowMs = request.now.getTime();
    const held = store.get(stay, request.hotels, nowMs);
    if (held) return held.value;
    const offers = ask();
    const entry = store.set(stay, request.hotels, nowMs, offers);
    // A failed or timed-out answer is not kept: the next search asks again.
    offers.catch(() => store.delete(entry));
    return offers;
  }

  /** Per hotel record (the content cache's, read only): our rooms by their bedbank codes. */
  const codesMemo = new WeakMap<SearchHotel, Map<string, OurRoom> | null>();
  /**
   * codesOf's answers for the last lists of hotels asked: the content cache hands out a city's list
   * anew for every stay, the same records in the same order, so a list is matched element by element
   * (as the answer caches match it) instead of mapping some thousand hotels again per search.
   */
  const recentLists: OurCodes[] = [];

  /**
   * Our hotels' bedbank codes, and per code our hotel (its position in the request's hotels: the last
   * one listed with that code) and its rooms by the bedbank's room codes. Read only: shared by every
   * search of the same list.
   */
  function codesOf(hotels: readonly SearchHotel[]): OurCodes {
    for (const held of recentLists) if (sameElements(held.hotels, hotels)) return held;
    const byCode = new Map<string, { at: number; rooms: Map<string, OurRoom>; index: number }>();
    hotels.forEach((hotel, at) => {
      if (!hotel.bedbankCode) return;
      let rooms = codesMemo.get(hotel);
      if (rooms === undefined) {
        rooms = new Map<string, OurRoom>();
        hotel.roomTypes.forEach((rt, roomAt) => {
          if (rt.bedbankCode)
            rooms!.set(rt.bedbankCode, {
              hotelId: hotel.id,
              roomTypeId: rt.id,
              roomTypeName: rt.name,
              roomAt,
            });
        });
        if (rooms.size === 0) rooms = null;
        codesMemo.set(hotel, rooms);
      }
      // A code listed again keeps its first place in `codes` and takes the last listing's hotel.
      if (rooms)
        byCode.set(hotel.bedbankCode, {
          at,
          rooms,
          index: byCode.get(hotel.bedbankCode)?.index ?? byCode.size,
        });
    });
    const codes = [...byCode.keys()];
    const hotelAt = new Int32Array(codes.length);
    const roomStart = new Int32Array(codes.length + 1);
    const roomCodes: string[] = [];
    const roomAt: number[] = [];
    for (const { at, rooms, index } of byCode.values()) {
      hotelAt[index] = at;
      roomStart[index] = roomCodes.length;
      for (const [code, room] of rooms) {
        roomCodes.push(code);
        roomAt.push(room.roomAt);
      }
    }
    roomStart[codes.length] = roomCodes.length;
    const made: OurCodes = {
      hotels,
      byCode,
      codes,
      hotelAt,
      roomStart,
      roomCodes,
      roomAt: Int32Array.from(roomAt),
      answerCodes: [...codes],
    };
    // A hotel's own page or a short list maps in microseconds: only a city's or an area's is kept.
    if (hotels.length >= KEPT_LIST_MIN) {
      if (recentLists.length >= AVAILABILITY_CACHE_MAX) recentLists.shift();
      recentLists.push(made);
    }
    return made;
  }

  /** Whether to ask the bedbank at all: a stay of a night or more, and a hotel and room it sells. */
  const asked = (request: HotelSearchRequest) =>
    daysBetween(request.fromDate, request.toDate) >= 1 && codesOf(request.hotels).codes.length > 0;

  const stayOf = (request: HotelSearchRequest) => ({
    checkIn: request.fromDate,
    checkOut: request.toDate,
    occupancies: request.rooms,
    nationality: request.nationality,
  });

  /** Our hotel and room type for the bedbank's codes (null when the mapping is gone). */
  async function ours(hotelCode: string, roomCode: string): Promise<OurIds | null> {
    const [row] = await db
      .select({ hotelId: hotels.id, roomTypeId: hotelRoomTypes.id, roomTypeName: hotelRoomTypes.name })
      .from(hotels)
      .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id))
      .where(and(eq(hotels.bedbankCode, hotelCode), eq(hotelRoomTypes.bedbankCode, roomCode)));
    return row ?? null;
  }

  function offerOf(rate: BedbankRate, ids: OurIds, rooms: number): RateOffer {
    return {
      source: 'bedbank',
      rateKey: rate.rateKey,
      hotelId: ids.hotelId,
      roomTypeId: ids.roomTypeId,
      roomTypeName: ids.roomTypeName,
      rateName: rate.rateName,
      boardCode: rate.boardCode,
      net: rate.net,
      nightly: rate.nightly,
      nights: rate.nightly.length,
      rooms,
      cancellationType: rate.cancellationType,
      cancellation: rate.policies,
      payLaterUntil: rate.payLaterUntil,
      promotions: [],
      onRequest: false,
      rateComments: rate.rateComments,
    };
  }

  async function bookingOf(row: BedbankBookingRow, reference: string): Promise<HotelSupplierBooking> {
    const ids = await ours(row.hotelCode, row.roomCode);
    if (!ids) throw new SupplierRejected('The bedbank booking names a hotel we no longer map');
    return {
      reference,
      supplierReference: row.bookingCode,
      source: 'bedbank',
      status: row.status,
      hotelId: ids.hotelId,
      roomTypeId: ids.roomTypeId,
      boardCode: row.boardCode,
      fromDate: row.checkIn,
      toDate: row.checkOut,
      rooms: row.occupancies,
      net: row.net,
      cancellation: row.policies,
      cancellationFee: row.cancellationFee,
      createdAt: row.createdAt.toISOString(),
      cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    };
  }

  return {
    source: 'bedbank',

    async search(request: HotelSearchRequest): Promise<RateOffer[]> {
      if (!asked(request)) return [];
      // Keyed by our hotel records themselves: their ids and codes are what maps the answer back.
      return cached(answers, request, async () => {
        const { byCode, codes } = codesOf(request.hotels);
        const rates = await withTimeout(
          remote.availability(codes, stayOf(request), request.now),
          options.searchTimeoutMs,
          'bedbank availability',
        );
        const offers: RateOffer[] = [];
        for (const rate of rates) {
          const ids = byCode.get(rate.hotelCode)?.rooms.get(rate.roomCode);
          if (ids) offers.push(offerOf(rate, ids, request.rooms.length));
        }
        return offers;
      });
    },

    async searchList(request: HotelSearchRequest): Promise<ListColumns> {
      const nights = daysBetween(request.fromDate, request.toDate);
      if (!asked(request)) return emptyListColumns(request.hotels, 'bedbank', nights, request.rooms.length);
      return cached(summaries, request, async () => {
        const ourCodes = codesOf(request.hotels);
        const rates = await withTimeout(
          remote.availabilitySummary(ourCodes.codes, stayOf(request), request.now),
          options.searchTimeoutMs,
          'bedbank availability',
        );
        // Made as every list answer is (one shape for the grouping to read), then its columns set.
        const out = emptyListColumns(request.hotels, 'bedbank', nights, request.rooms.length);
        out.hotelAt = new Int32Array(rates.length);
        out.roomAt = new Int32Array(rates.length);
        out.boards = rates.boards;
        out.nets = rates.nets;
        out.flags = new Uint8Array(rates.length);
        out.length = copyRows(rates, ourCodes, out);
        return out;
      });
    },

    async recheck(rateKey: string, now: Date): Promise<RecheckResult> {
      const check = await call(remote.checkRate(rateKey, now), 'bedbank checkrate');
      if (check.status === 'sold-out')
        return { status: 'sold-out', message: 'The room is no longer available' };
      const ids = await ours(check.rate.hotelCode, check.rate.roomCode);
      if (!ids) return { status: 'sold-out', message: 'The room is no longer sold' };
      const rooms = parseRateKey(rateKey)?.occupancies.length ?? 0;
      // A price change comes back as the new rate (new key, new net); the caller compares the net.
      return { status: 'available', offer: offerOf(check.rate, ids, rooms) };
    },

    async book(request: HotelBookRequest): Promise<HotelSupplierBooking> {
      const row = await call(
        remote.book(
          {
            rateKey: request.rateKey,
            clientReference: request.reference,
            holder: request.holder,
            guests: request.guests,
            agencyReference: request.clientReference,
          },
          request.now,
        ),
        'bedbank booking',
      );
      return bookingOf(row, request.reference);
    },

    async get(reference: string): Promise<HotelSupplierBooking | null> {
      const row = await call(remote.booking(reference), 'bedbank booking detail');
      return row ? bookingOf(row, reference) : null;
    },

    async cancelQuote(reference: string, now: Date): Promise<HotelCancelQuote> {
      return call(remote.cancellationQuote(reference, now), 'bedbank cancellation quote');
    },

    async cancel(reference: string, now: Date): Promise<HotelSupplierBooking> {
      const row = await call(remote.cancel(reference, now), 'bedbank cancellation');
      return bookingOf(row, reference);
    },
  };
}
