import { BOARD_CODES, type BoardCode } from '@portal/domain';

/**
 * A list session's hotels as columns (issue 38): a city search keeps about a thousand hotels and
 * some 20,000 entries, and an object per entry cost the new stay its allocations and every cache
 * that holds the list (priced lists, recent sessions, results views) a walk per scavenge. Hotel k
 * (`ids[k]`) has the entries `start[k]` to `start[k + 1]` (exclusive), one per board / refundable /
 * pay-later combination, cheapest agent price first: `boards` the board's index in BOARD_CODES,
 * `prices` the cheapest agent price, `sells` that rate's sell price, `flags` bit 1 refundable, bit 2
 * pay later. Per hotel `max` is the dearest rate, `count` the number of rates, `sources` bit 1
 * contract, bit 2 bedbank. Read only once made: the caches share it.
 */
export interface StoredList {
  ids: string[];
  start: Int32Array;
  boards: Uint8Array;
  prices: Float64Array;
  sells: Float64Array;
  flags: Uint8Array;
  max: Float64Array;
  count: Int32Array;
  sources: Uint8Array;
}

/**
 * The form list sessions were stored in before (v:2, gzipped JSON), one object per hotel: `r` holds
 * its entries as [board, agent price, sell price, flags], `x`, `n`, `o` as `max`, `count` and
 * `sources`. Read into a StoredList (sessions live 15 minutes across a deploy); the tests' oracles
 * define the list in it.
 */
export interface StoredHotel {
  h: string;
  r: [BoardCode, number, number, number][];
  x: number;
  n: number;
  o: number;
}

const BOARD_INDEX = new Map<string, number>(BOARD_CODES.map((code, i) => [code, i]));

/** A list of `hotels` hotels and `entries` entries, every column zero. */
export function emptyList(hotels: number, entries: number): StoredList {
  return {
    ids: new Array<string>(hotels),
    start: new Int32Array(hotels + 1),
    boards: new Uint8Array(entries),
    prices: new Float64Array(entries),
    sells: new Float64Array(entries),
    flags: new Uint8Array(entries),
    max: new Float64Array(hotels),
    count: new Int32Array(hotels),
    sources: new Uint8Array(hotels),
  };
}

export function listOfHotels(hotels: readonly StoredHotel[]): StoredList {
  let entries = 0;
  for (const hotel of hotels) entries += hotel.r.length;
  const list = emptyList(hotels.length, entries);
  let e = 0;
  hotels.forEach((hotel, k) => {
    list.ids[k] = hotel.h;
    list.start[k] = e;
    for (const [board, price, sell, flags] of hotel.r) {
      const at = BOARD_INDEX.get(board);
      if (at === undefined) throw new Error(`a stored list entry has an unknown board ${board}`);
      list.boards[e] = at;
      list.prices[e] = price;
      list.sells[e] = sell;
      list.flags[e] = flags;
      e++;
    }
    list.max[k] = hotel.x;
    list.count[k] = hotel.n;
    list.sources[k] = hotel.o;
  });
  list.start[hotels.length] = e;
  return list;
}

export function hotelsOfList(list: StoredList): StoredHotel[] {
  return list.ids.map((h, k) => {
    const r: StoredHotel['r'] = [];
    for (let e = list.start[k]!; e < list.start[k + 1]!; e++)
      r.push([BOARD_CODES[list.boards[e]!]!, list.prices[e]!, list.sells[e]!, list.flags[e]!]);
    return { h, r, x: list.max[k]!, n: list.count[k]!, o: list.sources[k]! };
  });
}

/** What an id costs where a list holds its own (read back from a session): the string and its slot. */
const ID_BYTES = 96;

/** The bytes a list holds, for the caches' bounds (lib/bounded-cache.ts). */
export function storedListBytes(list: StoredList): number {
  return (
    list.ids.length * ID_BYTES +
    list.start.byteLength +
    list.boards.byteLength +
    list.prices.byteLength +
    list.sells.byteLength +
    list.flags.byteLength +
    list.max.byteLength +
    list.count.byteLength +
    list.sources.byteLength +
    9 * 64
  );
}

/**
 * The list as bytes as v 3 and v 4 sessions hold them (read for 15 minutes across a deploy; the
 * session now writes the compact form, stored-list-compact.ts): a header of three 32-bit numbers (hotels, entries, bytes of the ids), the ids
 * as JSON in UTF-8, padding to 8 bytes, then the columns - the 64-bit ones first (prices, sell
 * prices less prices, max), then start and count, then boards, flags and sources - in the machine's
 * byte order (little-endian on every machine Node runs the API on). A sell price is kept as its
 * difference from the agent price (the client's markup, mostly 0 or small) so that it compresses.
 */
export function encodeList(list: StoredList): Buffer {
  const hotels = list.ids.length;
  const entries = list.boards.length;
  const ids = Buffer.from(JSON.stringify(list.ids), 'utf8');
  const head = 12 + ids.length;
  const pad = (8 - (head % 8)) % 8;
  const markups = new Float64Array(entries);
  for (let e = 0; e < entries; e++) markups[e] = list.sells[e]! - list.prices[e]!;
  const header = Buffer.alloc(12);
  header.writeUInt32LE(hotels, 0);
  header.writeUInt32LE(entries, 4);
  header.writeUInt32LE(ids.length, 8);
  const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return Buffer.concat([
    header,
    ids,
    Buffer.alloc(pad),
    bytes(list.prices),
    bytes(markups),
    bytes(list.max),
    bytes(list.start),
    bytes(list.count),
    bytes(list.boards),
    bytes(list.flags),
    bytes(list.sources),
  ]);
}

export function decodeList(buffer: Buffer): StoredList {
  if (buffer.length < 12) throw new Error('a stored list is shorter than its header');
  const [hotels, entries, idsLength] = [
    buffer.readUInt32LE(0),
    buffer.readUInt32LE(4),
    buffer.readUInt32LE(8),
  ];
  let at = 12;
  const ids = JSON.parse(buffer.toString('utf8', at, at + idsLength)) as string[];
  at += idsLength;
  at += (8 - (at % 8)) % 8;
  const take = <T>(make: (b: ArrayBuffer) => T, length: number, size: number): T => {
    const b = buffer.buffer.slice(buffer.byteOffset + at, buffer.byteOffset + at + length * size);
    at += length * size;
    if (b.byteLength !== length * size) throw new Error('a stored list is shorter than its columns');
    return make(b as ArrayBuffer);
  };
  const prices = take((b) => new Float64Array(b), entries, 8);
  const sells = take((b) => new Float64Array(b), entries, 8);
  for (let e = 0; e < entries; e++) sells[e]! += prices[e]!;
  const max = take((b) => new Float64Array(b), hotels, 8);
  const start = take((b) => new Int32Array(b), hotels + 1, 4);
  const count = take((b) => new Int32Array(b), hotels, 4);
  const boards = take((b) => new Uint8Array(b), entries, 1);
  const flags = take((b) => new Uint8Array(b), entries, 1);
  const sources = take((b) => new Uint8Array(b), hotels, 1);
  if (ids.length !== hotels || at !== buffer.length)
    throw new Error('a stored list does not match its header');
  return { ids, start, boards, prices, sells, flags, max, count, sources };
}
