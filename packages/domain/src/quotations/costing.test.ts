import { describe, expect, it } from 'vitest';
import {
  extraOver,
  lowestPerPerson,
  quoteLine,
  shareOf,
  stayPerPerson,
  withCustomMarkup,
  type HotelRoomPrices,
  type Quoted,
} from './costing.ts';

const q = (agentPrice: number, sellPrice = agentPrice): Quoted => ({ agentPrice, sellPrice });
const land = { adult: q(10_000, 11_000), child: q(5_000, 5_500) };

const hotel = (over: Partial<HotelRoomPrices> = {}): HotelRoomPrices => ({
  rooms: { SGL: q(40_000, 44_000), DBL: q(50_000, 55_000), TPL: null },
  childrenExtra: q(6_000, 6_600),
  ...over,
});

describe('quotation costing', () => {
  it('converts each line once, rounding half up', () => {
    expect(quoteLine({ agentPrice: 10_000, sellPrice: 10_050 }, 0.2723)).toEqual(q(2_723, 2_737));
    expect(() => quoteLine(q(1), 0)).toThrow(RangeError);
  });

  it('shares a price per person, half up', () => {
    expect(shareOf(q(10_001, 10_003), 2)).toEqual(q(5_001, 5_002));
    expect(() => shareOf(q(1), 0)).toThrow(RangeError);
  });

  it('prices each occupancy per adult: room shared by its adults, transfers shared by the party, land per person', () => {
    const stay = stayPerPerson(
      { hotels: [hotel()], transfers: [q(12_000, 13_000)] },
      { adults: 2, children: 1 },
      land,
      null,
    );
    // Transfers 12,000 / 3 travellers = 4,000 each.
    expect(stay.occupancies).toEqual([
      { occupancy: 'SGL', perPersonAdultPrice: q(40_000 + 4_000 + 10_000, 44_000 + 4_333 + 11_000) },
      { occupancy: 'DBL', perPersonAdultPrice: q(25_000 + 4_000 + 10_000, 27_500 + 4_333 + 11_000) },
      { occupancy: 'TPL', perPersonAdultPrice: null },
    ]);
    expect(stay.perPersonChildPrice).toEqual(q(6_000 + 4_000 + 5_000, 6_600 + 4_333 + 5_500));
  });

  it('adds every hotel of the stay; an occupancy one hotel lacks is not offered', () => {
    const stay = stayPerPerson(
      { hotels: [hotel(), hotel({ rooms: { SGL: null, DBL: q(30_000), TPL: null } })], transfers: [] },
      { adults: 2, children: 0 },
      { adult: q(0), child: q(0) },
      null,
    );
    expect(stay.occupancies.map((o) => o.perPersonAdultPrice?.agentPrice ?? null)).toEqual([
      null,
      40_000,
      null,
    ]);
    expect(stay.perPersonChildPrice).toBeNull();
  });

  it('shares what the children add to the double room equally between them', () => {
    const stay = stayPerPerson(
      { hotels: [hotel({ childrenExtra: q(12_001, 13_001) })], transfers: [] },
      { adults: 2, children: 2 },
      land,
      null,
    );
    expect(stay.perPersonChildPrice).toEqual(q(6_001 + 5_000, 6_501 + 5_500));
  });

  it('has no child price when a hotel cannot take a child', () => {
    const stay = stayPerPerson(
      { hotels: [hotel({ childrenExtra: null })], transfers: [] },
      { adults: 2, children: 1 },
      land,
      null,
    );
    expect(stay.perPersonChildPrice).toBeNull();
  });

  it('adds the custom markup to the client price only: flat per person, or a percentage', () => {
    expect(withCustomMarkup(q(1_000, 1_200), { type: 'flat', value: 500 })).toEqual(q(1_000, 1_700));
    expect(withCustomMarkup(q(1_000, 1_200), { type: 'percentage', value: 10 })).toEqual(q(1_000, 1_320));
    expect(withCustomMarkup(q(1_000, 1_200), null)).toEqual(q(1_000, 1_200));
  });

  it('finds the lowest per-adult client price, land-only included', () => {
    const stay = stayPerPerson({ hotels: [hotel()], transfers: [] }, { adults: 2, children: 0 }, land, null);
    expect(lowestPerPerson([stay], null)).toBe(27_500 + 11_000);
    expect(lowestPerPerson([], q(9_000))).toBe(9_000);
    expect(lowestPerPerson([], null)).toBe(0);
  });

  it('takes a child extra as the difference of two rooms, never negative', () => {
    expect(extraOver(q(56_000, 61_600), q(50_000, 55_000))).toEqual(q(6_000, 6_600));
    expect(extraOver(q(49_000), q(50_000))).toEqual(q(0));
  });
});
