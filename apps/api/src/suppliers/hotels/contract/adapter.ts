import { eq } from 'drizzle-orm';
import { hotelContractBookings, loadAllotments, type Db } from '@portal/db';
import {
  addDays,
  contractPack,
  daysBetween,
  packFitsParty,
  packMeetsStay,
  priceContract,
  priceHotelContracts,
  priceHotelPackIntoColumns,
  stayStockFor,
  stringBytes,
  type Allotment,
  type AllotmentType,
  type ContractPack,
  type ContractSearch,
  type HotelContract,
  type RateOffer,
} from '@portal/domain';
import {
  feeAt,
  SupplierRejected,
  type HotelBookRequest,
  type HotelCancelQuote,
  type HotelSearchRequest,
  type HotelSupplier,
  type HotelSupplierBooking,
  emptyListColumns,
  listAnswerBytes,
  type ListAnswer,
  type ListColumns,
  type RecheckResult,
  type SearchHotel,
} from '../supplier.ts';
import {
  bookingOf,
  giveRoomsBack,
  supplierReferenceOf,
  takeRooms,
  type BookingRow,
} from './bookings.repository.ts';
import {
  allotmentDefaults,
  contractById,
  contractsOfStay,
  type ExceptionNight,
  hotelAllotmentExceptions,
  hotelContractLists,
  type CachedContract,
  inventoryOf,
  packAllotmentDefaults,
} from './contracts.repository.ts';
import { answerCache } from '../answer-cache.ts';
import { OFFER_MEMO_TTL_MS, offerMemo } from './offer-memo.ts';
import { keyOf, parseKey } from './rate-keys.ts';
import type { ListPricing, ListPricingPool } from '../list-pool.ts';

/** Whole answers kept: a few recent stays of a city. */
const MAX_ANSWERS = 8;
const MAX_ANSWER_BYTES = 24 * 1024 * 1024;

export interface ContractAdapterOptions {
  db: Db;
  /** Content of one hotel (rooms, zone) for recheck and booking; null when unknown or inactive. */
  hotel(hotelId: string): Promise<SearchHotel | null>;
  /** Worker threads for the list's contract walk (list-pool.ts); absent: the walk runs inline. */
  listPool?: ListPricingPool | null;
}

/**
 * The company's own contract inventory (priceType=static): contracts and daily allotments from the
 * database, priced by the domain's contract pricing. Booking takes the rooms off the allotment in
 * one conditional statement per stay (never read-check-write), so two agents cannot both get the
 * last room, on PGlite or on PostgreSQL with several nodes.
 */
export function contractAdapter(options: ContractAdapterOptions): HotelSupplier {
  const { db, listPool } = options;
  /** Whole offers (single hotel, quotations) and list offers (list searches), each with its memo. */
  const offers = stayPricer<RateOffer, RateOffer[], null>(
    db,
    'offers',
    () => null,
    (input, inventory) => {
      const priced = priceHotelContracts({ ...input, allotments: inventory.allotments(input.hotel) }).offers;
      // Fresh objects of this call: the nationality goes into their keys in place, no copies.
      for (const offer of priced) offer.rateKey = keyOf(input.search.nationality, offer.rateKey);
      return priced;
    },
    (priced) => priced,
  );
  // A list prices each hotel from its packed contracts (one pack per hotel and contract-cache
  // generation, contract-pack.ts, found by priceList) and each room type's stock over the stay, and
  // writes the kept offers straight into the answer's rows (kept for repeats of the stay), hotel
  // after hotel: the hotel as its position in the request's hotels.
  const listOffers = stayPricer<never, ListColumns, ListColumns>(
    db,
    'list',
    (request) =>
      emptyListColumns(
        request.hotels,
        'contract',
        daysBetween(request.fromDate, request.toDate),
        request.rooms.length,
        request.hotels.length * 8,
      ),
    (input, inventory, into) => {
      const walk = input.walk!;
      priceHotelPackIntoColumns(
        { pack: walk.pack, stock: walk.stock, stockAt: walk.stockAt, search: input.search, now: input.now },
        into,
        input.at,
      );
      return [];
    },
    (_, into) => into,
    listPool &&
      (async (pricing, into) => {
        const rows = await listPool.price(pricing);
        if (rows) Object.assign(into, rows);
        return rows !== null;
      }),
  );
  const forget = () => {
    offers.forget();
    listOffers.forget();
  };

  async function recheck(rateKey: string, now: Date): Promise<RecheckResult> {
    const key = parseKey(rateKey);
    if (!key) return { status: 'sold-out', message: 'This rate is not known; search again' };
    const [hotel, contract] = await Promise.all([
      options.hotel(key.hotelId),
      contractById(db, key.contractId),
    ]);
    const roomType = hotel?.roomTypes.find((r) => r.id === key.roomTypeId);
    if (!hotel || !contract || !roomType || contract.roomTypeId !== roomType.id) {
      return { status: 'sold-out', message: 'This rate is no longer sold; search again' };
    }
    const allotments = await loadAllotments(db, [roomType.id], key.fromDate, addDays(key.toDate, -1));
    const result = priceContract({
      hotel,
      roomType,
      contract,
      allotments,
      search: { fromDate: key.fromDate, toDate: key.toDate, rooms: key.rooms, nationality: key.nationality },
      now,
    });
    if (!result.ok) return { status: 'sold-out', message: result.rejection.message };
    const offer = result.offers.find((o) => o.boardCode === key.boardCode);
    if (!offer) return { status: 'sold-out', message: 'This board is no longer sold; search again' };
    return { status: 'available', offer: { ...offer, rateKey } };
  }

  async function findBooking(reference: string): Promise<BookingRow | null> {
    const [row] = await db
      .select()
      .from(hotelContractBookings)
      .where(eq(hotelContractBookings.reference, reference));
    return row ?? null;
  }

  return {
    source: 'contract',

    search: (request: HotelSearchRequest) => offers.search(request),

    searchList: (request: HotelSearchRequest) => listOffers.search(request),

    recheck,

    async book(request: HotelBookRequest): Promise<HotelSupplierBooking> {
      const existing = await findBooking(request.reference);
      if (existing) return bookingOf(existing);
      const key = parseKey(request.rateKey);
      const checked = await recheck(request.rateKey, request.now);
      if (!key || checked.status !== 'available') {
        throw new SupplierRejected(
          checked.status === 'sold-out' ? checked.message : 'This rate is not known',
        );
      }
      const offer = checked.offer;
      const nights = Array.from({ length: offer.nights }, (_, i) => addDays(key.fromDate, i));
      const rooms = key.rooms.length;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(hotelContractBookings)
          .values({
            reference: request.reference,
            supplierReference: supplierReferenceOf(request.reference),
            hotelId: key.hotelId,
            roomTypeId: key.roomTypeId,
            contractId: key.contractId,
            boardCode: key.boardCode,
            fromDate: key.fromDate,
            toDate: key.toDate,
            rooms: key.rooms.map((r) => ({ ...r, childrenAges: [...r.childrenAges] })),
            nationality: key.nationality,
            rateKey: request.rateKey,
            net: offer.net,
            cancellation: offer.cancellation,
            status: offer.onRequest ? 'on-request' : 'confirmed',
            details: {
              holder: request.holder,
              guests: request.guests,
              clientReference: request.clientReference ?? null,
              remarks: request.remarks ?? null,
              rateName: offer.rateName,
            },
            createdAt: request.now,
          })
          .onConflictDoNothing({ target: hotelContractBookings.reference })
          .returning();
        // Another call with the same reference won: answer its booking (idempotency).
        if (!inserted) return null;
        const taken = await takeRooms(tx, key.roomTypeId, nights, rooms);
        if (taken < nights.length) throw new SupplierRejected('The room has just sold out for these dates');
        return inserted;
      });
      forget();
      const final = row ?? (await findBooking(request.reference));
      if (!final) throw new SupplierRejected('The booking could not be stored');
      return bookingOf(final);
    },

    async get(reference: string): Promise<HotelSupplierBooking | null> {
      const row = await findBooking(reference);
      return row ? bookingOf(row) : null;
    },

    async cancelQuote(reference: string, now: Date): Promise<HotelCancelQuote> {
      const row = await findBooking(reference);
      if (!row) return { cancellable: false, fee: 0, reason: 'No contract booking with this reference' };
      if (row.status === 'cancelled')
        return { cancellable: false, fee: 0, reason: 'The booking is already cancelled' };
      return { cancellable: true, fee: Math.min(feeAt(row.cancellation, now), row.net) };
    },

    async cancel(reference: string, now: Date): Promise<HotelSupplierBooking> {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(hotelContractBookings)
          .where(eq(hotelContractBookings.reference, reference))
          .for('update');
        if (!current) throw new SupplierRejected('No contract booking with this reference');
        if (current.status === 'cancelled') return current;
        const fee = Math.min(feeAt(current.cancellation, now), current.net);
        const [updated] = await tx
          .update(hotelContractBookings)
          .set({ status: 'cancelled', cancellationFee: fee, cancelledAt: now })
          .where(eq(hotelContractBookings.reference, reference))
          .returning();
        const nights = Array.from({ length: daysBetween(current.fromDate, current.toDate) }, (_, i) =>
          addDays(current.fromDate, i),
        );
        await giveRoomsBack(tx, current.roomTypeId, nights, current.rooms.length);
        return updated ?? current;
      });
      forget();
      return bookingOf(row);
    },
  };
}

/**
 * A search's inventory for its stay, as whole offers need it (every night of a hotel's room types):
 * one per search, not per hotel.
 */
interface StayInventory {
  allotments(hotel: SearchHotel): Allotment[];
}

const NO_NIGHTS: readonly ExceptionNight[] = [];
const NO_CONTRACTS: readonly HotelContract[] = [];
/** A list's walk reads its stock by position (listStock), never the nights. */
const NO_INVENTORY: StayInventory = { allotments: () => [] };

/**
 * The inventory of these room types for a stay from their defaults (cached) and the exception
 * nights read for the search; each form made when first asked for.
 */
function stayInventory(
  roomTypeIds: readonly string[],
  defaults: ReadonlyMap<string, { type: AllotmentType; count: number } | null>,
  exceptions: ReadonlyMap<string, readonly ExceptionNight[]>,
  request: HotelSearchRequest,
  lastNight: string,
): StayInventory {
  let allotments: Map<string, Allotment[]> | undefined;
  return {
    allotments(hotel) {
      allotments ??= groupBy(
        inventoryOf(roomTypeIds, defaults, exceptions, request.fromDate, lastNight),
        (a) => a.roomTypeId,
      );
      return hotel.roomTypes.flatMap((r) => allotments?.get(r.id) ?? []);
    },
  };
}

/**
 * A list's stock: every room type of these packs over the stay, pack i's room type rt at
 * `stockAt[i] + rt` (the walk reads it by position, HotelPackInput), from the packs' defaults by
 * position and the search's exception nights (no default allotment: no night loaded, 0).
 */
function listStock(
  request: HotelSearchRequest,
  packs: readonly ContractPack[],
  stockAt: readonly number[],
  slots: number,
  defaults: readonly (readonly ({ type: AllotmentType; count: number } | null)[])[],
  exceptions: ReadonlyMap<string, readonly ExceptionNight[]>,
): Float64Array {
  const stockOf = stayStockFor(request.fromDate, request.toDate);
  const stock = new Float64Array(slots);
  for (let i = 0; i < packs.length; i++) {
    const ids = packs[i]!.roomTypeIds;
    const values = defaults[i]!;
    const at = stockAt[i]!;
    for (let rt = 0; rt < ids.length; rt++) {
      const base = values[rt];
      if (base) stock[at + rt] = stockOf(base, exceptions.get(ids[rt]!) ?? NO_NIGHTS);
    }
  }
  return stock;
}

const NO_CACHED: readonly CachedContract[] = [];

function searchOf(request: HotelSearchRequest): ContractSearch {
  return {
    fromDate: request.fromDate,
    toDate: request.toDate,
    rooms: request.rooms,
    nationality: request.nationality,
  };
}

function groupBy<T>(list: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of list) {
    const key = keyOf(item);
    const held = out.get(key);
    if (held) held.push(item);
    else out.set(key, [item]);
  }
  return out;
}

/**
 * Prices a search's hotels for a stay with `price` (whole offers or list offers): contracts and
 * default allotments from their caches, the exception nights read fresh for every search (the
 * freshness signature), offers memoised per hotel and whole answers per stay (offer-memo.ts,
 * answer-cache.ts); identical searches in flight share one pricing.
 */
function stayPricer<T, A extends ListAnswer, B>(
  db: Db,
  kind: 'offers' | 'list',
  /** What a search's pricing may write into besides the offers it returns (the list's columns). */
  start: (request: HotelSearchRequest) => B,
  price: (
    input: {
      hotel: SearchHotel;
      /**
       * The hotel's contracts whose validity meets the stay (whole offers; a list gets none: its
       * pricing walks the pack of every contract the hotel holds, contract-pack.ts).
       */
      contracts: readonly HotelContract[];
      /** The hotel's position in the request's hotels. */
      at: number;
      /** The hotel's pack and the stay's stock at its offset (a list; whole offers get none). */
      walk: { pack: ContractPack; stock: Float64Array; stockAt: number } | null;
      search: ContractSearch;
      now: Date;
    },
    inventory: StayInventory,
    into: B,
  ) => T[],
  /**
   * The answer made of every hotel's offers (in the hotels' order) and what the pricing wrote into,
   * as searches get and the cache keeps it.
   */
  answerOf: (offers: T[], into: B, request: HotelSearchRequest) => A,
  /** A list's walk in worker threads, into `into`; false or absent: inline. */
  offload?: ((pricing: ListPricing, into: B) => Promise<boolean>) | null,
) {
  const memo = offerMemo<T>(db, kind);
  /** Whole offers are memoised per hotel too (single-hotel searches and quotations after a city search). */
  const perHotelMemo = kind === 'offers';
  /**
   * Whole answers of recent requests (same hotels, stay, party, nationality and hotel-local days),
   * valid while every hotel's exception nights are unchanged: a repeated city search returns the
   * same list without touching a thousand memo entries. Same freshness rules as the memo.
   */
  const answers = answerCache<{ signature: string; offers: A }>(`hotel-contract-answers-${kind}`, {
    max: MAX_ANSWERS,
    maxBytes: MAX_ANSWER_BYTES,
    ttlMs: OFFER_MEMO_TTL_MS,
    sizeOf: (answer) => stringBytes(answer.signature) + listAnswerBytes(answer.offers),
  });
  const inFlight: { stay: string; hotels: readonly SearchHotel[]; offers: Promise<A> }[] = [];
  const sameList = (a: readonly object[], b: readonly object[]) =>
    a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

  async function priceStay(request: HotelSearchRequest, stay: string, lastNight: string): Promise<A> {
    const nowMs = request.now.getTime();
    const answered = answers.get(stay, request.hotels, nowMs);
    const exceptionRows = async () =>
      hotelAllotmentExceptions(db, request.hotels, request.fromDate, lastNight);
    // A recent answer for these very hotels and stay: only their inventory needs reading again.
    let rows = answered ? await exceptionRows() : null;
    if (answered && rows && answered.value.signature === memo.signature(rows)) return answered.value.offers;
    const hotelIds = request.hotels.map((h) => h.id);
    const lists = await hotelContractLists(db, hotelIds);
    if (!perHotelMemo) return priceList(request, stay, lastNight, lists, async () => rows ?? exceptionRows());
    const contracts = contractsOfStay(lists, hotelIds, request.fromDate, lastNight);
    if (contracts.length === 0) return answerOf([], start(request), request);
    rows ??= await exceptionRows();
    const exceptions = groupBy(rows, (e) => e.roomTypeId);
    const contractsByHotel = groupBy(contracts, (c) => c.hotelId);
    const cached = new Map<string, T[]>();
    const misses: { hotel: SearchHotel; at: number; key: string; signature: string }[] = [];
    for (let at = 0; at < request.hotels.length; at++) {
      const hotel = request.hotels[at]!;
      if (!contractsByHotel.has(hotel.id)) continue;
      const key = memo.key(hotel, request);
      const signature = memo.signature(hotel.roomTypes.flatMap((r) => exceptions.get(r.id) ?? []));
      const hit = memo.get(key, signature, nowMs);
      if (hit) cached.set(hotel.id, hit);
      else misses.push({ hotel, at, key, signature });
    }
    // Only hotels not priced for this stay lately need their full inventory and the pricing.
    const missRoomTypes = misses.flatMap((m) =>
      (contractsByHotel.get(m.hotel.id) ?? []).map((c) => c.roomTypeId),
    );
    // Their nights: defaults (cached like the contracts) with the exception nights read above.
    const defaults =
      missRoomTypes.length > 0
        ? await allotmentDefaults(db, missRoomTypes, nowMs)
        : new Map<string, { type: AllotmentType; count: number } | null>();
    const inventory = stayInventory(missRoomTypes, defaults, exceptions, request, lastNight);
    const into = start(request);
    const search = searchOf(request);
    for (const { hotel, at, key, signature } of misses) {
      const contracts = contractsByHotel.get(hotel.id) ?? [];
      const priced = price({ hotel, contracts, at, walk: null, search, now: request.now }, inventory, into);
      memo.set(key, signature, nowMs, priced);
      cached.set(hotel.id, priced);
    }
    const offers: T[] = [];
    for (const hotel of request.hotels) for (const offer of cached.get(hotel.id) ?? []) offers.push(offer);
    const answer = answerOf(offers, into, request);
    answers.set(stay, request.hotels, nowMs, { signature: memo.signature(rows), offers: answer });
    return answer;
  }

  /**
   * A list: each hotel with a contract for the stay is priced from every contract it holds (its pack
   * checks the validity itself) into one answer. A list prices a hotel in microseconds: keying,
   * signing and keeping every hotel's offers per stay (a thousand entries a search, mostly never
   * asked again) would cost more than it saves, and repeats of a stay hit the whole answers. Nothing
   * is made per hotel: the stock is one array for the search, read by position.
   */
  async function priceList(
    request: HotelSearchRequest,
    stay: string,
    lastNight: string,
    lists: ReadonlyMap<string, readonly CachedContract[]>,
    /** The search's exception nights (read once, fresh). */
    exceptionRows: () => Promise<ExceptionNight[]>,
  ): Promise<A> {
    const hotels = request.hotels;
    // The hotels with a contract for the stay (positions), their lists and packs.
    const priced: number[] = [];
    const held: (readonly CachedContract[])[] = [];
    const packs: ContractPack[] = [];
    // Each pack's offset in the search's stock (listStock): the walk reads it by position.
    const stockAt: number[] = [];
    let slots = 0;
    for (let h = 0; h < hotels.length; h++) {
      const hotel = hotels[h]!;
      const list = lists.get(hotel.id) ?? NO_CACHED;
      if (list.length === 0) continue;
      const pack = contractPack(hotel, list);
      // A hotel none of whose room types seats the party (about half of them for the bench's mixed
      // parties) is skipped in O(1): no stock asked, no walk.
      if (!packFitsParty(pack, request.rooms)) continue;
      // meetsStay's rule over the pack's rows.
      if (!packMeetsStay(pack, request.fromDate, lastNight)) continue;
      priced.push(h);
      held.push(list);
      packs.push(pack);
      stockAt.push(slots);
      slots += pack.roomTypeIds.length;
    }
    if (priced.length === 0) return answerOf([], start(request), request);
    const nowMs = request.now.getTime();
    const rows = await exceptionRows();
    const exceptions = groupBy(rows, (e) => e.roomTypeId);
    // Each pack's room types' defaults by position (kept per pack while fresh, as the defaults cache).
    const defaults = await packAllotmentDefaults(db, packs, nowMs);
    const stock = listStock(request, packs, stockAt, slots, defaults, exceptions);
    const into = start(request);
    const search = searchOf(request);
    const offloaded = await offload?.(
      {
        at: priced,
        hotels: priced.map((at) => hotels[at]!),
        lists: held,
        stock,
        stockAt,
        search,
        now: request.now,
        capacity: hotels.length * 8,
      },
      into,
    );
    if (!offloaded)
      for (let i = 0; i < priced.length; i++) {
        const at = priced[i]!;
        price(
          {
            hotel: hotels[at]!,
            contracts: NO_CONTRACTS,
            at,
            walk: { pack: packs[i]!, stock, stockAt: stockAt[i]! },
            search,
            now: request.now,
          },
          NO_INVENTORY,
          into,
        );
      }
    const answer = answerOf([], into, request);
    answers.set(stay, hotels, nowMs, { signature: memo.signature(rows), offers: answer });
    return answer;
  }

  return {
    async search(request: HotelSearchRequest): Promise<A> {
      const lastNight = addDays(request.toDate, -1);
      if (lastNight < request.fromDate) return answerOf([], start(request), request);
      const stay = memo.stayKey(request);
      // Identical searches arriving while one is pricing share its answer (as the bedbank's do):
      // ten agents repeating a stay whose offers just expired price it once, not ten times.
      const running = inFlight.find((f) => f.stay === stay && sameList(f.hotels, request.hotels));
      if (running) return running.offers;
      const flight = { stay, hotels: request.hotels, offers: priceStay(request, stay, lastNight) };
      inFlight.push(flight);
      try {
        return await flight.offers;
      } finally {
        inFlight.splice(inFlight.indexOf(flight), 1);
      }
    },
    /** A booking or cancellation on this node: forget at once rather than wait for the signatures. */
    forget(): void {
      memo.clear();
      answers.clear();
    },
  };
}
