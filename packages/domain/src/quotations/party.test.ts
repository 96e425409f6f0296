import { describe, expect, it } from 'vitest';
import type { RoomTypeContent } from '../hotels/types.ts';
import type { Quoted } from './costing.ts';
import {
  defaultRooms,
  familyRoom,
  landPartyTotal,
  partyTotal,
  quotationValidUntil,
  takesParty,
  wholeTripLabel,
} from './party.ts';

const q = (agentPrice: number, sellPrice = agentPrice): Quoted => ({ agentPrice, sellPrice });
const room = (maxAdults: number, maxChildren: number, maxOccupancy: number): RoomTypeContent => ({
  id: 'r',
  hotelId: 'h',
  name: 'Room',
  maxAdults,
  maxChildren,
  maxOccupancy,
  bedTypes: [],
  maxExtraBeds: 1,
  amenities: [],
});

describe('the party a quotation prices', () => {
  it('puts the children in a room with two adults', () => {
    expect(familyRoom([])).toBeNull();
    expect(familyRoom([6, 9])).toEqual({ noOfAdults: 2, noOfChildren: 2, childrenAges: [6, 9] });
  });

  it('quotes a family only rooms that take all its children (the hotels occupancy rule)', () => {
    const standard = room(2, 1, 3);
    const deluxe = room(3, 2, 4);
    expect(takesParty(standard, [6, 9])).toBe(false);
    expect(takesParty(deluxe, [6, 9])).toBe(true);
    expect(takesParty(standard, [6])).toBe(true);
    expect(takesParty(standard, [])).toBe(true);
  });

  it('plans doubles, a single for an odd adult, a triple when no single is offered', () => {
    const all = () => true;
    expect(defaultRooms(2, all)).toEqual({ DBL: 1 });
    expect(defaultRooms(5, all)).toEqual({ DBL: 2, SGL: 1 });
    expect(defaultRooms(1, all)).toEqual({ SGL: 1 });
    expect(defaultRooms(5, (o) => o !== 'SGL')).toEqual({ DBL: 1, TPL: 1 });
    expect(defaultRooms(3, (o) => o === 'TPL')).toEqual({ TPL: 1 });
    expect(defaultRooms(2, (o) => o === 'SGL')).toBeNull();
  });
});

describe('the whole trip for the party', () => {
  const option = {
    occupancies: [
      { occupancy: 'SGL' as const, perPersonAdultPrice: q(50_000, 55_000) },
      { occupancy: 'DBL' as const, perPersonAdultPrice: q(30_000, 33_000) },
      { occupancy: 'TPL' as const, perPersonAdultPrice: null },
    ],
    perPersonChildPrice: q(10_000, 11_000),
  };

  it('adds every adult at its room and every child at the child price', () => {
    expect(partyTotal(option, { adults: 2, children: 2 })).toEqual({
      rooms: { DBL: 1 },
      total: q(2 * 30_000 + 2 * 10_000, 2 * 33_000 + 2 * 11_000),
    });
    expect(partyTotal(option, { adults: 2, children: 0 }, { SGL: 2 })!.total).toEqual(q(100_000, 110_000));
  });

  it('has no total when a room of the plan or the children are not offered', () => {
    expect(partyTotal(option, { adults: 3, children: 0 }, { TPL: 1 })).toBeNull();
    expect(partyTotal({ ...option, perPersonChildPrice: null }, { adults: 2, children: 1 })).toBeNull();
  });
});

describe('the whole land-only trip', () => {
  it('adds every adult and child at its price', () => {
    expect(
      landPartyTotal(
        { perPersonAdultPrice: q(100, 110), perPersonChildPrice: q(50, 55) },
        { adults: 3, children: 1 },
      ),
    ).toEqual({
      rooms: {},
      total: q(350, 385),
    });
    expect(
      landPartyTotal({ perPersonAdultPrice: q(100), perPersonChildPrice: null }, { adults: 1, children: 1 }),
    ).toBeNull();
  });
});

describe('the whole-trip label', () => {
  it('names the party and its rooms', () => {
    expect(wholeTripLabel({ adults: 2, children: 2 }, { DBL: 1 })).toBe(
      'Whole trip, 2 adults and 2 children (1 x Double / Twin room)',
    );
    expect(wholeTripLabel({ adults: 1, children: 0 }, {})).toBe('Whole trip, 1 adult');
  });
});

describe('validity', () => {
  it('is a week from pricing, never after the arrival', () => {
    expect(quotationValidUntil('2026-11-27', '2027-01-10')).toBe('2026-12-04');
    expect(quotationValidUntil('2026-11-27', '2026-11-30')).toBe('2026-11-30');
  });
});
