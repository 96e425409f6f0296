import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../plain-date.ts';
import {
  contractPack,
  contractPackBytes,
  packFitsParty,
  packMeetsStay,
  type PackEntry,
} from './contract-pack.ts';
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

describe('packMeetsStay (the list search finds its hotels and room types from the packs)', () => {
  const twoRooms = {
    id: 'h-1',
    timeZone: 'Asia/Dubai',
    roomTypes: [
      { id: 'rt-1', hotelId: 'h-1' },
      { id: 'rt-2', hotelId: 'h-1' },
    ],
  } as unknown as HotelContent;
  // A bound: open, a plain date around the stays, or a text that is no plain date (compared as text).
  const boundArb = fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: fc.integer({ min: -5, max: 40 }).map((n) => addDays('2026-11-01', n)) },
    { weight: 1, arbitrary: fc.constantFrom('infinity', '-infinity', '2026-11-5', '2026-13-01') },
  );
  const entryArb = fc
    .record({
      roomTypeId: fc.constantFrom('rt-1', 'rt-2', 'rt-elsewhere'),
      from: boundArb,
      to: boundArb,
      seasons: fc.integer({ min: 0, max: 2 }),
      promoted: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ roomTypeId, from, to, seasons, promoted }): PackEntry => ({
      contract: { ...contract(promoted, seasons, 20), roomTypeId },
      ...(from === undefined ? {} : { validFrom: from }),
      ...(to === undefined ? {} : { validTo: to }),
    }));
  const stayArb = fc
    .record({ from: fc.integer({ min: -3, max: 40 }), nights: fc.integer({ min: 1, max: 14 }) })
    .map(({ from, nights }) => {
      const firstNight = addDays('2026-11-01', from);
      return { firstNight, lastNight: addDays(firstNight, nights - 1) };
    });

  it("answers meetsStay's rule and the room types of the contracts that meet it, each once", () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 8 }),
        fc.array(stayArb, { minLength: 1, maxLength: 3 }),
        (entries, stays) => {
          const pack = contractPack(twoRooms, entries);
          for (const { firstNight, lastNight } of stays) {
            // The contract cache's rule (meetsStay), an absent bound open.
            const meeting = entries.filter(
              (e) =>
                (e.validFrom === undefined || e.validFrom <= lastNight) &&
                (e.validTo === undefined || e.validTo >= firstNight),
            );
            const expected = [
              ...new Set(meeting.map((e) => e.contract.roomTypeId).filter((id) => id !== 'rt-elsewhere')),
            ];
            const ids = ['before'];
            expect(packMeetsStay(pack, firstNight, lastNight, ids)).toBe(meeting.length > 0);
            expect(ids).toEqual(['before', ...expected]);
            // Without ids (the list): the same answer, from the first contract that meets the stay.
            expect(packMeetsStay(pack, firstNight, lastNight)).toBe(meeting.length > 0);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('packFitsParty (the list skips a hotel none of whose room types seats the party)', () => {
  const capacityArb = fc.record({
    maxAdults: fc.integer({ min: 1, max: 4 }),
    maxChildren: fc.integer({ min: 0, max: 2 }),
    maxOccupancy: fc.integer({ min: 1, max: 6 }),
  });
  const roomArb = fc
    .record({ adults: fc.integer({ min: 1, max: 4 }), children: fc.integer({ min: 0, max: 3 }) })
    .map(({ adults, children }) => ({
      noOfAdults: adults,
      noOfChildren: children,
      childrenAges: Array.from({ length: children }, () => 5),
    }));

  it('is true exactly when a room type of a contract seats every room (fitsRoomType)', () => {
    fc.assert(
      fc.property(
        fc.array(capacityArb, { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
        fc.array(fc.array(roomArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        (capacities, picks, parties) => {
          const content = {
            id: 'h-1',
            timeZone: 'Asia/Dubai',
            roomTypes: capacities.map((c, i) => ({ id: `rt-${i}`, hotelId: 'h-1', maxExtraBeds: 1, ...c })),
          } as unknown as HotelContent;
          // A pick past the room types names a room type of no hotel (never priced).
          const entries: PackEntry[] = picks.map((p, i) => ({
            contract: { ...contract(i, 1, 30), roomTypeId: `rt-${p}` },
          }));
          const pack = contractPack(content, entries);
          for (const rooms of parties) {
            const named = content.roomTypes.filter((r) => picks.some((p) => `rt-${p}` === r.id));
            const seated = named.some((r) =>
              rooms.every(
                (room) =>
                  room.noOfAdults <= r.maxAdults &&
                  room.noOfChildren <= r.maxChildren &&
                  room.noOfAdults + room.noOfChildren <= r.maxOccupancy,
              ),
            );
            expect(packFitsParty(pack, rooms)).toBe(seated);
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('sees a capacity first interned after it answered the same party', async () => {
    // A fresh module: its first classes are held as bits (the cases above interned dozens).
    vi.resetModules();
    const { contractPack, packFitsParty } = await import('./contract-pack.ts');
    const rooms = [{ noOfAdults: 9, noOfChildren: 0, childrenAges: [] }];
    const withCapacity = (maxAdults: number) =>
      ({
        id: 'h-1',
        timeZone: 'Asia/Dubai',
        roomTypes: [
          { id: 'rt-1', hotelId: 'h-1', maxAdults, maxChildren: 0, maxOccupancy: maxAdults, maxExtraBeds: 0 },
        ],
      }) as unknown as HotelContent;
    const entries = (): PackEntry[] => [{ contract: contract(3, 1, 30) }];
    expect(packFitsParty(contractPack(withCapacity(2), entries()), rooms)).toBe(false);
    expect(packFitsParty(contractPack(withCapacity(9), entries()), rooms)).toBe(true);
  });

  it('never skips a hotel with a contract the reference prices or that throws', () => {
    const rooms = [{ noOfAdults: 9, noOfChildren: 0, childrenAges: [] }];
    const odd = {
      ...contract(3, 1, 30),
      cancellation: [{ daysBefore: -1, charge: { type: 'flat' as const, amount: 1 } }],
    };
    expect(packFitsParty(contractPack(hotel, [{ contract: contract(3, 1, 30) }]), rooms)).toBe(false);
    expect(packFitsParty(contractPack(hotel, [{ contract: odd }]), rooms)).toBe(true);
  });
});
