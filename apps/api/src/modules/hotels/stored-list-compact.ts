import type { StoredList } from './stored-list.ts';

/**
 * The compact bytes of a list session (v 5, ADR 0039). v 4 stored every price as a 64-bit float and
 * every id as JSON text, 76-96 KB per city session after zstd, written per new stay (WAL; on PGlite
 * the bytea goes as a hex string through its JS). Here a number is a varint and an id 16 bytes:
 *
 *   tag 5, form (the bits below), then varints: hotels, entries, bytes of the ids;
 *   the ids: 16 bytes each (when every one is a canonical lowercase uuid) or their JSON;
 *   the columns (compressed apart by the caller, `splitCompactList`: the ids do not compress and
 *   would only spoil zstd's statistics of the rest), varints unless said:
 *     per hotel its number of entries, then per hotel `count`;
 *     with INTEGERS, zigzag: per entry the agent price less the hotel's previous one (the first
 *       less 0: entries are sorted by agent price within a hotel, so the steps are small), per entry
 *       the markup (sell less agent price) less its guess (`guess`), per hotel `max` less the
 *       hotel's dearest entry (or 0);
 *     without, prices, sells and max as 64-bit floats, little-endian, exactly as given;
 *     with PACKED_FLAGS a byte per entry, board | flags << 3, else boards then flags; then sources.
 *
 * INTEGERS only when every number is a safe integer (prices are minor units), -0 not, and no
 * difference or guess leaves the safe range: otherwise the floats, so no list loses a bit.
 */
const TAG = 5;
const UUID_BYTES = 1;
const INTEGERS = 2;
const PACKED_FLAGS = 4;
const HEX = '0123456789abcdef';
const HEX_CODE = Uint8Array.from(HEX, (c) => c.charCodeAt(0));

/**
 * The integers a list keeps as such: far beyond any price (MAX_MINOR is 10^10) and small enough
 * that every difference and guess below stays a safe integer, so exact.
 */
const LIMIT = 2 ** 50;

/**
 * A markup's guess from the previous entry (of this hotel or the one before): the same share of its
 * price - right, but for rounding, for a percentage markup (the usual client rule, often one for
 * every hotel) and for none at all. The same on every machine (IEEE division, product, rounding).
 */
function guess(price: number, previousPrice: number, previousMarkup: number): number {
  if (previousPrice === 0 || previousMarkup === 0) return previousMarkup;
  const g = Math.round((price * previousMarkup) / previousPrice);
  return g >= -LIMIT && g <= LIMIT ? g : 0;
}

/** Whether x goes as an integer: within LIMIT, whole, and not -0 (which would read back as 0). */
const whole = (x: number) => x >= -LIMIT && x <= LIMIT && Math.floor(x) === x && (x !== 0 || 1 / x > 0);

/** Writes n (0 <= n < 2^53) at `at`, 7 bits a byte, low bits first; answers where it ends. */
function putUint(b: Uint8Array, at: number, n: number): number {
  while (n >= 0x10000000) {
    b[at++] = (n % 0x80) | 0x80;
    n = Math.floor(n / 0x80);
  }
  while (n >= 0x80) {
    b[at++] = (n & 0x7f) | 0x80;
    n >>>= 7;
  }
  b[at++] = n;
  return at;
}

/** A signed integer, zigzag: 0, -1, 1, -2 ... as 0, 1, 2, 3 ... */
const putInt = (b: Uint8Array, at: number, n: number) => putUint(b, at, n < 0 ? -2 * n - 1 : 2 * n);

class Reader {
  at = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  uint(): number {
    const b = this.bytes;
    let n = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= b.length) throw new Error('a stored list ends inside a number');
      const byte = b[this.at++]!;
      n += (byte & 0x7f) * scale;
      if (byte < 0x80) return n;
      scale *= 0x80;
      if (scale > 2 ** 49) throw new Error('a stored list holds a number too long');
    }
  }
  int(): number {
    const z = this.uint();
    return z % 2 === 1 ? -(z + 1) / 2 : z / 2;
  }
}

/** A lowercase hex digit's value by its char code, -1 for any other ASCII character. */
const NIBBLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) NIBBLE[HEX.charCodeAt(i)] = i;
const nibble = (c: number) => (c < 128 ? NIBBLE[c]! : -1);

/** The ids as 16 bytes each; null if one is not a canonical lowercase uuid. */
function uuidBytes(ids: readonly string[]): Buffer | null {
  const out = Buffer.allocUnsafe(16 * ids.length);
  let to = 0;
  for (const id of ids) {
    if (id.length !== 36) return null;
    const dashes = id.charCodeAt(8) & id.charCodeAt(13) & id.charCodeAt(18) & id.charCodeAt(23);
    if (
      dashes !== 45 ||
      (id.charCodeAt(8) | id.charCodeAt(13) | id.charCodeAt(18) | id.charCodeAt(23)) !== 45
    )
      return null;
    for (let i = 0; i < 36; i += 2) {
      if (i === 8 || i === 13 || i === 18 || i === 23) i++;
      const hi = nibble(id.charCodeAt(i));
      const lo = nibble(id.charCodeAt(i + 1));
      if ((hi | lo) < 0) return null;
      out[to++] = (hi << 4) | lo;
    }
  }
  return out;
}

/** The ids back from their 16 bytes each (`uuidBytes`). */
function uuidsOf(bytes: Uint8Array, at: number, hotels: number): string[] {
  if (hotels === 0) return [];
  // Written as ASCII, 36 characters and a comma each, and split: native work, one string each.
  const text = Buffer.allocUnsafe(37 * hotels - 1);
  let to = 0;
  for (let k = 0; k < hotels; k++) {
    if (k > 0) text[to++] = 44;
    for (let i = 0; i < 16; i++) {
      const b = bytes[at++]!;
      text[to++] = HEX_CODE[b >> 4]!;
      text[to++] = HEX_CODE[b & 15]!;
      if (i === 3 || i === 5 || i === 7 || i === 9) text[to++] = 45;
    }
  }
  return text.toString('latin1').split(',');
}

/** The integer columns into `b` from `at`: where they end, or -1 when a number is not whole. */
function putIntegers(b: Uint8Array, at: number, list: StoredList): number {
  const { start, prices, sells, max } = list;
  const hotels = list.ids.length;
  for (let k = 0; k < hotels; k++) {
    let previous = 0;
    for (let e = start[k]!; e < start[k + 1]!; e++) {
      const p = prices[e]!;
      if (!whole(p)) return -1;
      at = putInt(b, at, p - previous);
      previous = p;
    }
  }
  let price = 0;
  let markup = 0;
  for (let e = 0; e < prices.length; e++) {
    const p = prices[e]!;
    const sell = sells[e]!;
    if (!whole(sell)) return -1;
    const m = sell - p;
    at = putInt(b, at, m - guess(p, price, markup));
    price = p;
    markup = m;
  }
  for (let k = 0; k < hotels; k++) {
    const x = max[k]!;
    if (!whole(x)) return -1;
    at = putInt(b, at, x - (start[k + 1]! > start[k]! ? prices[start[k + 1]! - 1]! : 0));
  }
  return at;
}

/**
 * The list's compact bytes in two parts: `head` (tag, form, sizes, ids: stored as they are) and
 * `columns` (worth compressing). `joinCompactList` reads them back.
 */
export function splitCompactList(list: StoredList): { head: Buffer; columns: Buffer } {
  const { ids, start, boards, prices, sells, flags, max, count, sources } = list;
  const hotels = ids.length;
  const entries = boards.length;
  const uuids = uuidBytes(ids);
  const idPart = uuids ?? Buffer.from(JSON.stringify(ids), 'utf8');
  const head = Buffer.allocUnsafe(2 + 3 * 8 + idPart.length);
  let at = putUint(head, putUint(head, putUint(head, 2, hotels), entries), idPart.length);
  at += idPart.copy(head, at);
  let form = uuids ? UUID_BYTES : 0;
  // At most 8 bytes a varint (below 2^54) and 8 a float.
  const c = Buffer.allocUnsafe(8 * (3 * hotels + 2 * entries) + 2 * entries + hotels);
  let to = 0;
  for (let k = 0; k < hotels; k++) to = putUint(c, to, start[k + 1]! - start[k]!);
  for (let k = 0; k < hotels; k++) to = putUint(c, to, count[k]!);
  const integers = putIntegers(c, to, list);
  if (integers >= 0) {
    form |= INTEGERS;
    to = integers;
  } else for (const column of [prices, sells, max]) for (const x of column) to = c.writeDoubleLE(x, to);
  let packs = true;
  for (let e = 0; e < entries; e++) if (boards[e]! > 7 || flags[e]! > 31) packs = false;
  if (packs) {
    form |= PACKED_FLAGS;
    for (let e = 0; e < entries; e++) c[to++] = boards[e]! | (flags[e]! << 3);
  } else {
    c.set(boards, to);
    c.set(flags, to + entries);
    to += 2 * entries;
  }
  c.set(sources, to);
  to += hotels;
  head[0] = TAG;
  head[1] = form;
  return { head: head.subarray(0, at), columns: c.subarray(0, to) };
}

/** The length of the head at the start of `bytes` (the rest is the columns, as stored). */
export function compactHeadLength(bytes: Uint8Array): number {
  if (bytes.length < 2 || bytes[0] !== TAG) throw new Error('a stored list is not in the compact form');
  const r = new Reader(bytes);
  r.at = 2;
  r.uint();
  r.uint();
  const length = r.uint() + r.at;
  if (length > bytes.length) throw new Error('a stored list is shorter than its ids');
  return length;
}

/** Which forms a compact list's head says its parts are in (see above). */
export function compactForm(head: Uint8Array): { uuids: boolean; integers: boolean; packedFlags: boolean } {
  compactHeadLength(head);
  const form = head[1]!;
  return {
    uuids: !!(form & UUID_BYTES),
    integers: !!(form & INTEGERS),
    packedFlags: !!(form & PACKED_FLAGS),
  };
}

/** The list back from the two parts of `splitCompactList`. */
export function joinCompactList(head: Uint8Array, columns: Uint8Array): StoredList {
  const headLength = compactHeadLength(head);
  const form = head[1]!;
  const r = new Reader(head);
  r.at = 2;
  const hotels = r.uint();
  const entries = r.uint();
  const idsLength = r.uint();
  let ids: string[];
  if (form & UUID_BYTES) {
    if (idsLength !== 16 * hotels) throw new Error('a stored list does not match its header');
    ids = uuidsOf(head, r.at, hotels);
  } else {
    ids = JSON.parse(
      Buffer.from(head.buffer, head.byteOffset + r.at, idsLength).toString('utf8'),
    ) as string[];
    if (ids.length !== hotels) throw new Error('a stored list does not match its header');
  }
  if (r.at + idsLength !== headLength || headLength !== head.length)
    throw new Error('a stored list does not match its header');
  const c = new Reader(columns);
  const start = new Int32Array(hotels + 1);
  for (let k = 0; k < hotels; k++) start[k + 1] = start[k]! + c.uint();
  if (start[hotels] !== entries) throw new Error('a stored list does not match its header');
  const count = new Int32Array(hotels);
  for (let k = 0; k < hotels; k++) count[k] = c.uint();
  const prices = new Float64Array(entries);
  const sells = new Float64Array(entries);
  const max = new Float64Array(hotels);
  if (form & INTEGERS) {
    for (let k = 0; k < hotels; k++) {
      let previous = 0;
      for (let e = start[k]!; e < start[k + 1]!; e++) previous = prices[e] = previous + c.int();
    }
    let price = 0;
    let markup = 0;
    for (let e = 0; e < entries; e++) {
      const p = prices[e]!;
      markup = c.int() + guess(p, price, markup);
      sells[e] = p + markup;
      price = p;
    }
    for (let k = 0; k < hotels; k++)
      max[k] = c.int() + (start[k + 1]! > start[k]! ? prices[start[k + 1]! - 1]! : 0);
  } else {
    if (c.at + 8 * (2 * entries + hotels) > columns.length)
      throw new Error('a stored list is shorter than its columns');
    const view = new DataView(columns.buffer, columns.byteOffset, columns.byteLength);
    for (const column of [prices, sells, max])
      for (let i = 0; i < column.length; i++, c.at += 8) column[i] = view.getFloat64(c.at, true);
  }
  const take = (length: number) => {
    if (c.at + length > columns.length) throw new Error('a stored list is shorter than its columns');
    // A copy: the column outlives the decompressed bytes.
    const column = new Uint8Array(columns.subarray(c.at, c.at + length));
    c.at += length;
    return column;
  };
  let boards: Uint8Array;
  let flags: Uint8Array;
  if (form & PACKED_FLAGS) {
    if (c.at + entries > columns.length) throw new Error('a stored list is shorter than its columns');
    const packed = columns.subarray(c.at, (c.at += entries));
    boards = new Uint8Array(entries);
    flags = new Uint8Array(entries);
    for (let e = 0; e < entries; e++) {
      boards[e] = packed[e]! & 7;
      flags[e] = packed[e]! >> 3;
    }
  } else {
    boards = take(entries);
    flags = take(entries);
  }
  const sources = take(hotels);
  if (c.at !== columns.length) throw new Error('a stored list does not match its header');
  return { ids, start, boards, prices, sells, flags, max, count, sources };
}
