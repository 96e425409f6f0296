import { describe, expect, it } from 'vitest';
import { contractPack, contractPackBytes, type PackEntry } from './contract-pack.ts';
import type { HotelContent, HotelContract } from './types.ts';

const hotel = {
  id: 'h-1',
  roomTypes: [{ id: 'rt-1', hotelId: 'h-1' }],
} as unknown as HotelContent;

function contract(i: number, seasons: number, daysEach: number): HotelContract {
  const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString().slice(0, 10);
  return {
    id: `ct-${i}`,
    hotelId: 'h-1',
    roomTypeId: 'rt-1',
    rateCode: 'BAR',
    rateName: 'Flexible',
    boardCode: 'RO',
    seasons: Array.from({ length: seasons }, (_, s) => ({
      from: day(s * daysEach),
      to: day(s * daysEach + daysEach - 1),
      roomPrice: 100_000 + s,
      baseOccupancy: 2,
      extraAdult: 30_000,
      extraBed: 10_000,
    })),
    childBands: [],
    mealSupplements: [{ boardCode: 'BB', adultPerNight: 5_000, childPerNight: 2_500 }],
    minStay: 1,
    releaseDays: 0,
    nationalitiesIncluded: [],
    nationalitiesExcluded: [],
    cancellation: [{ daysBefore: 7, charge: { type: 'nights', nights: 1 } }],
    promotions:
      i % 4 !== 3
        ? [
            {
              type: 'early-booking',
              code: 'EB',
              name: 'Early booking',
              priority: 1,
              percent: 10,
              minDaysBefore: 30,
            },
          ]
        : [],
    rateComments: '',
    priority: 0,
  };
}

const packedBytes = (list: PackEntry[]) => {
  const pack = contractPack(hotel, list);
  return pack.num.byteLength + pack.cells.byteLength;
};

describe('contractPackBytes (the contract cache counts the list pricing packs, ADR 0033)', () => {
  it.each([
    [1, 2, 30],
    [8, 4, 90],
    [40, 12, 30],
  ])('%i contracts of %i seasons of %i days: near the pack built from them', (count, seasons, days) => {
    const list: PackEntry[] = Array.from({ length: count }, (_, i) => {
      const c = contract(i, seasons, days);
      return { contract: c, validFrom: c.seasons[0]!.from, validTo: c.seasons.at(-1)!.to };
    });
    const estimate = contractPackBytes(list);
    const packed = packedBytes(list);
    expect(estimate).toBeGreaterThanOrEqual(packed);
    expect(estimate).toBeLessThan(packed * 1.5 + 500);
  });

  it('an empty list costs only the pack object', () => {
    expect(contractPackBytes([])).toBeLessThan(1_000);
  });
});
