import { isPlainDate, plainDateIn } from '../plain-date.ts';
import {
  boardsOf,
  daysAhead,
  listOfferOf,
  stayNights,
  validStay,
  type Board,
  type ContractListOffer,
  type ContractSearch,
  type StayContext,
} from './contract-pricing.ts';
import { BestListOffers } from './list-offer-slots.ts';
import { extraBedsNeeded, fitsRoomType, roomNightNet, roomParty } from './occupancy.ts';
import type { AllotmentType, HotelContent, HotelContract, PlainDate, RoomTypeContent } from './types.ts';

/**
 * Issue 38: a list search prices every contract of a city for a stay nobody asked before. What does
 * not depend on the stay is worked out once per contract, when the contract is loaded (its cache is
 * emptied through the change feed's 'inventory' counter, so an edit builds a new grid): the season
 * of every day (a daily grid, the first listed season winning as in seasonOf), the boards, the
 * nationality lists. The room type's nights of the stay are summed up once per room type
 * (`stayStock`) instead of being looked up per contract and night. Pricing a contract for a stay is
 * then a walk over its grid cells plus, per board, the same net and cancellation code as
 * priceContractForList (listOfferOf). contract-grid.test.ts compares the two over random contracts,
 * inventories and stays; hotels.list-offers.int.test.ts over the seed's largest city.
 */
export interface ContractGrid {
  contract: HotelContract;
  /** Day number (days since 1970-01-01) of the first cell; cells cover the seasons' span. */
  first: number;
  /** Season index of each day from `first`, -1 where no season prices it; null: seasons too odd or too long for a grid. */
  seasons: Int16Array | null;
  boards: Board[];
  /** Upper-cased nationality codes (null: every nationality is included). */
  included: ReadonlySet<string> | null;
  excluded: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
/** A grid spans at most this many days (about 5 years); longer contracts look seasons up per night. */
const MAX_GRID_DAYS = 1_830;

/** Days since 1970-01-01 of a valid plain date (its digits read in place: packs read thousands). */
export function dayNumber(date: PlainDate): number {
  return Date.UTC(digits(date, 0, 4), digits(date, 5, 7) - 1, digits(date, 8, 10)) / DAY_MS;
}

function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/** Grids by contract object: a contract read again (an edit, the cache's minute) gets a new grid. */
const grids = new WeakMap<HotelContract, ContractGrid>();

export function contractGrid(contract: HotelContract): ContractGrid {
  let grid = grids.get(contract);
  if (!grid) {
    grid = buildContractGrid(contract);
    grids.set(contract, grid);
  }
  return grid;
}

/** A contract's grid, not kept (contract-pack.ts copies its cells into a hotel's pack). */
export function buildContractGrid(contract: HotelContract): ContractGrid {
  const upper = (list: readonly string[]) => new Set(list.map((c) => c.toUpperCase()));
  const base = {
    contract,
    boards: boardsOf(contract),
    included: contract.nationalitiesIncluded.length > 0 ? upper(contract.nationalitiesIncluded) : null,
    excluded: upper(contract.nationalitiesExcluded),
  };
  const list = contract.seasons;
  // Only plain dates compare as days the way seasonOf compares their texts.
  if (
    list.length === 0 ||
    list.length > 30_000 ||
    !list.every((s) => isPlainDate(s.from) && isPlainDate(s.to))
  )
    return { ...base, first: 0, seasons: null };
  let first = Infinity;
  let last = -Infinity;
  for (const s of list) {
    const from = dayNumber(s.from);
    const to = dayNumber(s.to);
    if (from > to) continue;
    first = Math.min(first, from);
    last = Math.max(last, to);
  }
  if (first > last) return { ...base, first: 0, seasons: new Int16Array(0) };
  if (last - first + 1 > MAX_GRID_DAYS) return { ...base, first: 0, seasons: null };
  // One element type for every grid keeps the walk's reads monomorphic (at most 30,000 seasons).
  const cells = new Int16Array(last - first + 1);
  cells.fill(-1);
  // Seasons in order, each filling only the days no earlier season took: the first listed wins.
  list.forEach((s, index) => {
    const to = dayNumber(s.to) - first;
    for (let d = dayNumber(s.from) - first; d <= to; d++) if (cells[d] === -1) cells[d] = index;
  });
  return { ...base, first, seasons: cells };
}

/** Whether the contract sells to this (upper-cased) nationality: sellsToNationality on the grid's sets. */
function sells(grid: ContractGrid, code: string): boolean {
  if (grid.included && !grid.included.has(code)) return false;
  return !grid.excluded.has(code);
}

/** A night of a room type that differs from its default (the API's exception rows). */
export interface StockNight {
  date: PlainDate;
  /** The night's own type (null: the default's). */
  type: string | null;
  count: number | null;
  booked: number;
  closedToArrival: boolean;
}

/**
 * A room type's inventory over one stay, summed up: the fewest rooms left (count - booked) over the
 * nights sold by count (Infinity when none is), 0 when a night is not loaded, a stop sale or the
 * arrival is closed on the first night. A list sells the room type to a search of n rooms when it is
 * at least n (on-request nights do not change a list offer).
 */
export type StayStock = number;

/** Each room type's stock over the stay (stayStock); undefined: no night loaded. A Map will do. */
export interface StayStockOf {
  get(roomTypeId: string): StayStock | undefined;
}

/**
 * The stock of a room type for the stay's nights from its default allotment (null: none, so no night
 * is loaded) and its exception nights within the stay (the first row of a date counts): a night
 * without an exception is the default, an exception's missing type or count is the default's, its
 * bookings are its own - as the API's inventoryOf builds the nights priceContract checks.
 */
export function stayStock(
  base: { type: AllotmentType; count: number } | null,
  exceptions: readonly StockNight[],
  fromDate: PlainDate,
  toDate: PlainDate,
): StayStock {
  return stockOver(base, exceptions, fromDate, stayNights(fromDate, toDate));
}

/** stayStock for the room types of one stay, its nights worked out once (a search asks thousands). */
export function stayStockFor(
  fromDate: PlainDate,
  toDate: PlainDate,
): (base: { type: AllotmentType; count: number } | null, exceptions: readonly StockNight[]) => StayStock {
  const nights = stayNights(fromDate, toDate);
  return (base, exceptions) => stockOver(base, exceptions, fromDate, nights);
}

function stockOver(
  base: { type: AllotmentType; count: number } | null,
  exceptions: readonly StockNight[],
  fromDate: PlainDate,
  nights: readonly PlainDate[],
): StayStock {
  if (!base) return 0;
  const lastNight = nights[nights.length - 1];
  if (lastNight === undefined) return 0;
  let left = Infinity;
  let dates = 0;
  let latest = '';
  for (let i = 0; i < exceptions.length; i++) {
    const e = exceptions[i]!;
    const date = e.date;
    if (date < fromDate || date > lastNight) continue;
    // Rows come by date; one that is not later than every row before may repeat an earlier date.
    if (date > latest) latest = date;
    else if (dateBefore(exceptions, i, date)) continue;
    dates++;
    const type = e.type ?? base.type;
    if (type === 'stop-sale' || (date === fromDate && e.closedToArrival)) return 0;
    if (type === 'count') left = Math.min(left, (e.count ?? base.count) - e.booked);
  }
  if (dates < nights.length) {
    if (base.type === 'stop-sale') return 0;
    if (base.type === 'count') left = Math.min(left, base.count);
  }
  return left;
}

/** Whether a row before `i` has this date. */
function dateBefore(rows: readonly StockNight[], i: number, date: PlainDate): boolean {
  for (let j = 0; j < i; j++) if (rows[j]!.date === date) return true;
  return false;
}

export interface HotelGridInput {
  hotel: HotelContent;
  /** The hotel's contracts (any room type); contracts of other hotels are ignored. */
  contracts: readonly HotelContract[];
  /** Per room type of the hotel, its stock over the stay (missing: no night loaded). */
  stock: StayStockOf;
  search: ContractSearch;
  now: Date;
}

// Scratch space of one contract's walk over its cells (a search prices thousands, one at a time).
let cellSeasons = new Int32Array(64);
let seasonNets = new Float64Array(64);
let seasonStamp = new Int32Array(64);
let stamp = 0;

/**
 * priceHotelContractsForList from the contracts' grids and the room types' stock: the same offers
 * (the same contract wins each room type, board and cancellation type: higher priority, then lower
 * net, the first on a tie), in no particular order.
 */
export function priceHotelGridForList(input: HotelGridInput): ContractListOffer[] {
  const { hotel, search, now } = input;
  const { fromDate, toDate, rooms } = search;
  if (!validStay(fromDate, toDate) || rooms.length === 0) return [];
  const nights = stayNights(fromDate, toDate);
  const count = nights.length;
  const fromDay = dayNumber(fromDate);
  const code = search.nationality.toUpperCase();
  const today = plainDateIn(now, hotel.timeZone);
  const ahead = daysAhead(today, fromDate);
  if (cellSeasons.length < count) cellSeasons = new Int32Array(count);
  const fits = new Map<RoomTypeContent, boolean>();
  // Without children the contracts' child bands cannot change a party: made once for every contract.
  const sharedParties = rooms.every((room) => room.childrenAges.slice(0, room.noOfChildren).length === 0)
    ? rooms.map((room) => roomParty([], room))
    : null;
  const best = new BestListOffers();

  for (const contract of input.contracts) {
    if (contract.hotelId !== hotel.id) continue;
    const roomType = hotel.roomTypes.find((r) => r.id === contract.roomTypeId);
    if (!roomType) continue;
    if (roomType.hotelId !== hotel.id) {
      throw new RangeError('contract, room type and hotel do not belong together');
    }
    const grid = contractGrid(contract);
    if (!sells(grid, code)) continue;
    let fit = fits.get(roomType);
    if (fit === undefined) fits.set(roomType, (fit = rooms.every((room) => fitsRoomType(roomType, room))));
    if (!fit) continue;

    // The season of every night, from the grid (or looked up when the contract has none).
    const seasons = contract.seasons;
    let priced = true;
    for (let i = 0; i < count; i++) {
      let index: number;
      if (grid.seasons) {
        const cell = fromDay + i - grid.first;
        index = cell >= 0 && cell < grid.seasons.length ? grid.seasons[cell]! : -1;
      } else {
        const night = nights[i]!;
        index = seasons.findIndex((s) => night >= s.from && night <= s.to);
      }
      if (index < 0) {
        priced = false;
        break;
      }
      cellSeasons[i] = index;
    }
    if (!priced) continue;
    const minStay = seasons[cellSeasons[0]!]!.minStay ?? contract.minStay;
    if (count < minStay) continue;
    if (ahead < contract.releaseDays) continue;
    if (!((input.stock.get(roomType.id) ?? 0) >= rooms.length)) continue;

    const parties = sharedParties ?? rooms.map((room) => roomParty(contract.childBands, room));
    // Per season of the stay (a few), the extra beds check and every room's night on the base board.
    if (seasonNets.length < seasons.length) {
      seasonNets = new Float64Array(seasons.length);
      seasonStamp = new Int32Array(seasons.length);
    }
    stamp = (stamp + 1) | 0 || 1;
    const roomNights: number[] = new Array<number>(count);
    for (let i = 0; i < count && priced; i++) {
      const index = cellSeasons[i]!;
      if (seasonStamp[index] !== stamp) {
        seasonStamp[index] = stamp;
        const season = seasons[index]!;
        if (parties.some((p) => extraBedsNeeded(p, season) > roomType.maxExtraBeds)) priced = false;
        let sum = 0;
        for (const party of parties) sum += roomNightNet(party, season);
        seasonNets[index] = sum;
      }
      roomNights[i] = seasonNets[index]!;
    }
    if (!priced) continue;

    // One context per contract, its board set in turn (listOfferOf keeps nothing of it).
    const ctx: StayContext = {
      hotel,
      roomType,
      contract,
      search,
      now,
      nights,
      roomNights,
      parties,
      board: grid.boards[0]!,
      today,
    };
    for (const board of grid.boards) {
      ctx.board = board;
      best.offer(roomType.id, listOfferOf(ctx), contract.priority);
    }
  }
  return best.list();
}
