import {
  daysBetween,
  isPlainDate,
  type BoardCode,
  type Minor,
  type PlainDate,
  type RoomPax,
} from '@portal/domain';
import type { BedbankRateClass } from './rates.ts';

/** Rooms as `2-` (two adults) or `1-5.7` (one adult, children aged 5 and 7), joined by `;`. */
export function occupancyCode(rooms: readonly RoomPax[]): string {
  return rooms.map((r) => `${r.noOfAdults}-${r.childrenAges.join('.')}`).join(';');
}

export function parseOccupancyCode(code: string): RoomPax[] | null {
  const rooms: RoomPax[] = [];
  for (const part of code.split(';')) {
    const m = /^(\d)-((?:\d{1,2}(?:\.\d{1,2})*)?)$/.exec(part);
    if (!m) return null;
    const ages = m[2] ? m[2].split('.').map(Number) : [];
    rooms.push({ noOfAdults: Number(m[1]), noOfChildren: ages.length, childrenAges: ages });
  }
  return rooms;
}

export interface ParsedBedbankKey {
  hotelCode: string;
  roomCode: string;
  boardCode: BoardCode;
  rateClass: BedbankRateClass;
  checkIn: PlainDate;
  checkOut: PlainDate;
  occupancies: RoomPax[];
  nationality: string;
  net: Minor;
}

/** The bedbank reads its own keys back; anything malformed is "rate not found", never a crash. */
export function parseRateKey(key: string): ParsedBedbankKey | null {
  const parts = key.split('|');
  if (parts.length !== 10 || parts[0] !== 'BB1') return null;
  const [, hotelCode, roomCode, board, cls, checkIn, checkOut, occ, nationality, net] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!['RO', 'BB', 'HB', 'FB', 'AI'].includes(board) || (cls !== 'FLEX' && cls !== 'NRF')) return null;
  if (!isPlainDate(checkIn) || !isPlainDate(checkOut)) return null;
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1 || nights > 90) return null;
  const occupancies = parseOccupancyCode(occ);
  if (!occupancies || !/^\d{1,12}$/.test(net)) return null;
  return {
    hotelCode,
    roomCode,
    boardCode: board as BoardCode,
    rateClass: cls,
    checkIn,
    checkOut,
    occupancies,
    nationality,
    net: Number(net),
  };
}
