import { BOARD_CODES, type HotelCancellationType } from './types.ts';
import { RATE_PAY_LATER, RATE_REFUNDABLE } from './results.ts';

/**
 * A list search's rates as its grouping reads them (issue 38): per row the hotel's position in the
 * search's hotels, the room type's position in that hotel's `roomTypes`, the board (its BOARD_CODES
 * index), the net of the stay and the refundable / pay-later flags - numbers in typed arrays, not
 * strings: some 21,000 rows per new stay that the grouping reads without a string lookup, and that a
 * cached answer holds without the garbage collector tracing or promoting a pointer per row.
 *
 * The arrays are the answer's own (a supplier's answer is cached and shared read-only by concurrent
 * searches): they may be longer than `length` (grown by doubling); rows past it mean nothing.
 */
export interface ListRows {
  length: number;
  hotelAt: Int32Array;
  roomAt: Int32Array;
  boards: Uint8Array;
  nets: Float64Array;
  flags: Uint8Array;
}

/** The flags of a rate (the results' RATE_REFUNDABLE | RATE_PAY_LATER): refundable (only 'Refundable'; partly refundable is not) and pay later. */
export function listFlags(cancellationType: HotelCancellationType, payLaterUntil: string | null): number {
  return (
    (cancellationType === 'Refundable' ? RATE_REFUNDABLE : 0) | (payLaterUntil !== null ? RATE_PAY_LATER : 0)
  );
}

const BOARD_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  BOARD_CODES.map((code, i) => [code, i]),
);

/** A board's row value: its BOARD_CODES index; a code the list does not know is listed as RO (0). */
export function listBoard(code: string): number {
  return BOARD_INDEX[code] ?? 0;
}

/** Rows with room for `capacity` (at least one) and none written. */
export function listRows(capacity: number): ListRows {
  const size = Math.max(1, capacity);
  return {
    length: 0,
    hotelAt: new Int32Array(size),
    roomAt: new Int32Array(size),
    boards: new Uint8Array(size),
    nets: new Float64Array(size),
    flags: new Uint8Array(size),
  };
}

/** Makes room for `more` rows after `length`, doubling the arrays (the rows written are kept). */
export function reserveListRows(rows: ListRows, more: number): void {
  const need = rows.length + more;
  if (need <= rows.hotelAt.length) return;
  let size = rows.hotelAt.length * 2;
  while (size < need) size *= 2;
  const grow = <T extends Int32Array | Uint8Array | Float64Array>(from: T, to: T): T => {
    to.set(from.subarray(0, rows.length));
    return to;
  };
  rows.hotelAt = grow(rows.hotelAt, new Int32Array(size));
  rows.roomAt = grow(rows.roomAt, new Int32Array(size));
  rows.boards = grow(rows.boards, new Uint8Array(size));
  rows.nets = grow(rows.nets, new Float64Array(size));
  rows.flags = grow(rows.flags, new Uint8Array(size));
}
