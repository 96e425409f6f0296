import type { Minor } from '../money.ts';
import type { ChildBand, ContractSeason, MealSupplement, RoomPax, RoomTypeContent } from './types.ts';

/**
 * How one room of the search is charged under a contract (README.md, "Occupancy"): adults and
 * children outside every age band count as adults; children inside a band pay the band's price;
 * children in a band priced 0 share the existing beds and eat free.
 */
export interface RoomParty {
  /** Adults plus children whose age is in no band (charged as adults). */
  adults: number;
  /** Children priced by their band (price above 0): they need a bed and pay the child meal supplement. */
  payingChildren: ChildBand[];
  /** Children in a band priced 0: no bed, no meal supplement. */
  freeChildren: number;
}

/** Whether a room of the search fits the room type at all (counts as the agent entered them). */
export function fitsRoomType(
  roomType: Pick<RoomTypeContent, 'maxAdults' | 'maxChildren' | 'maxOccupancy'>,
  room: RoomPax,
): boolean {
  return (
    room.noOfAdults <= roomType.maxAdults &&
    room.noOfChildren <= roomType.maxChildren &&
    room.noOfAdults + room.noOfChildren <= roomType.maxOccupancy
  );
}

/** The band of a child's age; with overlapping bands the first listed wins. */
export function bandOf(bands: readonly ChildBand[], age: number): ChildBand | null {
  return bands.find((b) => age >= b.minAge && age <= b.maxAge) ?? null;
}

export function roomParty(bands: readonly ChildBand[], room: RoomPax): RoomParty {
  let adults = room.noOfAdults;
  let freeChildren = 0;
  const payingChildren: ChildBand[] = [];
  for (const age of room.childrenAges.slice(0, room.noOfChildren)) {
    const band = bandOf(bands, age);
    if (!band) adults += 1;
    else if (band.pricePerNight > 0) payingChildren.push(band);
    else freeChildren += 1;
  }
  return { adults, payingChildren, freeChildren };
}

/**
 * Extra beds the party needs in a season: everyone who needs a bed (adults and paying children)
 * beyond the standard bedding, which is the season's base occupancy.
 */
export function extraBedsNeeded(party: RoomParty, season: ContractSeason): number {
  return Math.max(0, party.adults + party.payingChildren.length - season.baseOccupancy);
}

/**
 * Net of one room for one night on the contract's base board:
 * room price + extra adults beyond the base occupancy + band prices + extra beds.
 */
export function roomNightNet(party: RoomParty, season: ContractSeason): Minor {
  const extraAdults = Math.max(0, party.adults - season.baseOccupancy);
  const children = party.payingChildren.reduce((sum, band) => sum + band.pricePerNight, 0);
  return (
    season.roomPrice +
    extraAdults * season.extraAdult +
    children +
    extraBedsNeeded(party, season) * season.extraBed
  );
}

/** The meal supplement of one room for one night: per adult and per paying child. */
export function roomNightSupplement(party: RoomParty, supplement: MealSupplement | null): Minor {
  if (!supplement) return 0;
  return party.adults * supplement.adultPerNight + party.payingChildren.length * supplement.childPerNight;
}
