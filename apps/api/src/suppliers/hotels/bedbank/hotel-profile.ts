import { BOARD_CODES, type BoardCode, type StarCategory } from '@portal/domain';
import { boundedCache } from '../../../lib/bounded-cache.ts';
import { fnv32, hash32 } from '../../sandbox-hash.ts';
import type { BedbankHotel } from './rates.ts';

/**
 * What the sandbox bedbank derives from a hotel's codes alone, whatever the stay: its boards, its
 * free-cancellation window, its comment and, per room, the FNV state of `seed|hotel|room|` that each
 * night's hash continues from (sandbox-hash.ts). Pure functions of the seed, the codes and the star
 * category, so a profile made once answers exactly what hashing per search answered; a city search
 * asks for ~1,000 hotels and ~4,000 rooms, each of which used to hash its texts again per stay.
 */
export interface HotelProfile {
  seed: string;
  starCategory: StarCategory;
  boards: readonly BoardCode[];
  /** The boards' BOARD_CODES indexes (a list summary's `boards` column). */
  boardIndexes: Uint8Array;
  /** Days before check-in a flexible rate stays free to cancel (1-7). */
  window: number;
  /** Picks the rate comment. */
  commentHash: number;
  /** The rooms' codes as the hotel listed them when the profile was made, and their prefix states. */
  roomCodes: readonly string[];
  roomStates: Int32Array;
}

/** Entries: every bedbank hotel of a large catalogue; bytes: ~0.3 KB a hotel (sizeOf). */
const PROFILES_BOUND = { maxEntries: 20_000, maxBytes: 8 * 1024 * 1024 };

const profiles = boundedCache<string, HotelProfile>('sandbox-bedbank-hotels', {
  ...PROFILES_BOUND,
  sizeOf: (profile, code) =>
    // The object, its arrays and the strings it alone holds (codes are shared with the catalogue).
    160 + code.length * 2 + profile.boards.length * 9 + 64 + profile.roomCodes.length * 12 + 64,
});

/**
 * The hotel's profile under `seed`, made when missing or when the hotel is not the one it was made
 * from (another seed, another star category: the boards depend on it). Rooms are matched by code
 * (roomState), so a catalogue that gained or reordered rooms still hashes every room right.
 */
export function profileOf(seed: string, hotel: BedbankHotel): HotelProfile {
  const linked = onRecord.get(hotel);
  if (linked && linked.seed === seed && linked.starCategory === hotel.starCategory) return linked;
  const held = profiles.get(hotel.code);
  if (held && held.seed === seed && held.starCategory === hotel.starCategory) {
    onRecord.set(hotel, held);
    return held;
  }
  const made = makeProfile(seed, hotel);
  profiles.set(hotel.code, made);
  onRecord.set(hotel, made);
  return made;
}

/**
 * The profile last answered for a hotel record (the catalogue's records are read only and replaced
 * as a whole when it reloads): a city search asks for some thousand hotels per stay, and the bounded
 * cache's lookup by code costs a hash and an options object per call. As bounded as the catalogue
 * holding the records; the cache above stays the one reported (0027).
 */
const onRecord = new WeakMap<BedbankHotel, HotelProfile>();

/** The FNV state of `seed|hotel|room|` for the hotel's room at `index`. */
export function roomState(profile: HotelProfile, hotel: BedbankHotel, index: number): number {
  const code = hotel.rooms[index]!.code;
  if (profile.roomCodes[index] === code) return profile.roomStates[index]!;
  const at = profile.roomCodes.indexOf(code);
  return at >= 0 ? profile.roomStates[at]! : fnv32(`${profile.seed}|${hotel.code}|${code}|`);
}

function makeProfile(seed: string, hotel: BedbankHotel): HotelProfile {
  const roomCodes = hotel.rooms.map((room) => room.code);
  const roomStates = new Int32Array(roomCodes.length);
  for (let i = 0; i < roomCodes.length; i++) roomStates[i] = fnv32(`${seed}|${hotel.code}|${roomCodes[i]}|`);
  const boards = boardsOf(seed, hotel);
  return {
    seed,
    starCategory: hotel.starCategory,
    boards,
    boardIndexes: Uint8Array.from(boards, (board) => BOARD_CODES.indexOf(board)),
    window: 1 + (hash32(`${seed}|${hotel.code}|window`) % 7),
    commentHash: hash32(`${seed}|${hotel.code}|comment`),
    roomCodes,
    roomStates,
  };
}

/** The boards a hotel sells through the bedbank, from its code (stable). */
function boardsOf(seed: string, hotel: BedbankHotel): BoardCode[] {
  const h = hash32(`${seed}|${hotel.code}|boards`);
  const star = Number(hotel.starCategory) || 3;
  const boards: BoardCode[] = [];
  if (h % 7 !== 0) boards.push('RO');
  boards.push('BB');
  if (h % 3 !== 0) boards.push('HB');
  if (star >= 4 && h % 2 === 0) boards.push('FB');
  if (h % 5 === 0) boards.push('AI');
  return boards;
}
