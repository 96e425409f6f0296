import { isPlainDate } from '../plain-date.ts';
import {
  BOARD_CODES,
  RATE_SOURCES,
  type BoardCode,
  type PlainDate,
  type RateSource,
  type RoomPax,
} from './types.ts';

/** What a rate key names: enough to price the same rate again at recheck and booking. */
export interface RateKeyParts {
  source: RateSource;
  hotelId: string;
  roomTypeId: string;
  /** The contract id (source contract) or the supplier's own rate code (source bedbank). */
  contractId: string;
  boardCode: BoardCode;
  fromDate: PlainDate;
  toDate: PlainDate;
  rooms: RoomPax[];
}

/** What `encodeRateKey` reads: the parts, with any (read-only) room list. */
export type RateKeyInput = Omit<RateKeyParts, 'rooms'> & { rooms: readonly RoomPax[] };

const encoded = new WeakMap<readonly RoomPax[], string>();

/** Rooms as `2` (two adults) or `2-0.7` (two adults, children aged <1 and 7), joined by `~`. */
export function encodeRooms(rooms: readonly RoomPax[]): string {
  // Every offer of a search shares the search's room list: encode it once per list.
  const known = encoded.get(rooms);
  if (known !== undefined) return known;
  const text = roomsText(rooms);
  encoded.set(rooms, text);
  return text;
}

function roomsText(rooms: readonly RoomPax[]): string {
  return rooms
    .map((r) => {
      const ages = r.childrenAges.slice(0, r.noOfChildren);
      return ages.length > 0 ? `${r.noOfAdults}-${ages.join('.')}` : String(r.noOfAdults);
    })
    .join('~');
}

export function decodeRooms(text: string): RoomPax[] | null {
  if (text === '') return null;
  const rooms: RoomPax[] = [];
  for (const part of text.split('~')) {
    const m = /^(\d{1,2})(?:-(\d{1,2}(?:\.\d{1,2})*))?$/.exec(part);
    if (!m) return null;
    const childrenAges = m[2] ? m[2].split('.').map(Number) : [];
    rooms.push({ noOfAdults: Number(m[1]), noOfChildren: childrenAges.length, childrenAges });
  }
  return rooms;
}

/**
 * A deterministic key `source|hotel|roomType|contract|board|from|to|rooms`; ids are URI-encoded so a
 * `|` inside one cannot shift the fields. The API may hash or sign it before handing it out.
 */
export function encodeRateKey(parts: RateKeyInput): string {
  return [
    parts.source,
    encodeURIComponent(parts.hotelId),
    encodeURIComponent(parts.roomTypeId),
    encodeURIComponent(parts.contractId),
    parts.boardCode,
    parts.fromDate,
    parts.toDate,
    encodeRooms(parts.rooms),
  ].join('|');
}

/** The parts of a key made by `encodeRateKey`; null for anything else (a client-made or stale key). */
export function decodeRateKey(key: string): RateKeyParts | null {
  const fields = key.split('|');
  if (fields.length !== 8) return null;
  const [source, hotelId, roomTypeId, contractId, boardCode, fromDate, toDate, roomsText] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!(RATE_SOURCES as readonly string[]).includes(source)) return null;
  if (!(BOARD_CODES as readonly string[]).includes(boardCode)) return null;
  if (!isPlainDate(fromDate) || !isPlainDate(toDate)) return null;
  const rooms = decodeRooms(roomsText);
  if (!rooms) return null;
  try {
    const ids = [hotelId, roomTypeId, contractId].map(decodeURIComponent);
    if (ids.some((id) => id === '')) return null;
    return {
      source: source as RateSource,
      hotelId: ids[0]!,
      roomTypeId: ids[1]!,
      contractId: ids[2]!,
      boardCode: boardCode as BoardCode,
      fromDate,
      toDate,
      rooms,
    };
  } catch {
    return null;
  }
}
