import { describe, expect, it } from 'vitest';
import { fitsRoomType, roomParty } from './occupancy.ts';
import { board, contract, offers, rejection, room, search } from './test-fixtures.ts';
import type { HotelContract, RoomPax } from './types.ts';

const pax = (adults: number, ...ages: number[]): RoomPax => ({
  noOfAdults: adults,
  noOfChildren: ages.length,
  childrenAges: ages,
});
const oneNight = { ...search, toDate: '2026-11-21' };
const ro = (rooms: RoomPax[], patch: { contract?: HotelContract } = {}) =>
  board(offers({ ...patch, search: { ...oneNight, rooms } }), 'RO').net;

describe('occupancy: who fits', () => {
  it('needs every room of the search to fit adults, children and the total', () => {
    expect(fitsRoomType(room, pax(3))).toBe(true);
    expect(fitsRoomType(room, pax(4))).toBe(false);
    expect(fitsRoomType(room, pax(1, 4, 5, 6))).toBe(false);
    expect(fitsRoomType(room, pax(3, 1, 4))).toBe(false);
    expect(fitsRoomType(room, pax(2, 0, 4))).toBe(true);
    // One room that cannot seat its party removes the rate for the whole search.
    expect(rejection({ search: { ...oneNight, rooms: [pax(2), pax(4)] } })).toEqual({
      reason: 'occupancy',
      message: 'The room cannot seat the party.',
    });
  });

  it('treats a child whose age is in no band as an adult', () => {
    const bands = [{ minAge: 2, maxAge: 11, pricePerNight: 20_000 }];
    expect(roomParty(bands, pax(2, 1, 5))).toEqual({
      adults: 3,
      payingChildren: [bands[0]],
      freeChildren: 0,
    });
  });
});

describe('occupancy: price per room and night', () => {
  it('charges the room price for up to the base occupancy, a single adult included', () => {
    expect(ro([pax(1)])).toBe(100_000);
    expect(ro([pax(2)])).toBe(100_000);
  });

  it('adds an extra adult and an extra bed for a third adult', () => {
    expect(ro([pax(3)])).toBe(100_000 + 30_000 + 10_000);
  });

  it('prices children by age band; a free-band child shares a bed', () => {
    // Child of 5: band price 200 and an extra bed (3 beds needed, 2 standard).
    expect(ro([pax(2, 5)])).toBe(100_000 + 20_000 + 10_000);
    // Child under 2: free, no bed.
    expect(ro([pax(2, 0)])).toBe(100_000);
    // One adult and a child of 5 fit the standard bedding: band price only.
    expect(ro([pax(1, 5)])).toBe(100_000 + 20_000);
  });

  it('charges a child outside every band as an adult', () => {
    const teenBand: HotelContract = {
      ...contract,
      childBands: [{ minAge: 2, maxAge: 6, pricePerNight: 15_000 }],
    };
    // Child of 9 counts as a third adult: extra adult and extra bed.
    expect(ro([pax(2, 9)], { contract: teenBand })).toBe(100_000 + 30_000 + 10_000);
    expect(ro([pax(2, 4)], { contract: teenBand })).toBe(100_000 + 15_000 + 10_000);
  });

  it('refuses a party that needs more extra beds than the room takes', () => {
    expect(rejection({ search: { ...oneNight, rooms: [pax(2, 5, 7)] } })).toMatchObject({
      reason: 'extra-beds',
      date: '2026-11-20',
    });
    // With infants the same head count fits.
    expect(ro([pax(2, 0, 1)])).toBe(100_000);
    expect(
      rejection({ contract: { ...contract, childBands: [] }, search: { ...oneNight, rooms: [pax(2, 0, 1)] } })
        .reason,
    ).toBe('extra-beds');
  });

  it('adds meal supplements per adult and per paying child, free-band children eat free', () => {
    const list = offers({ search: { ...oneNight, rooms: [pax(2, 5, 0)] } });
    const base = 100_000 + 20_000 + 10_000;
    expect(board(list, 'RO').net).toBe(base);
    expect(board(list, 'BB').net).toBe(base + 2 * 5_000 + 2_500);
    expect(board(list, 'HB').net).toBe(base + 2 * 12_000 + 6_000);
  });

  it('sums every room of the search for each night', () => {
    const list = offers({ search: { ...search, rooms: [pax(2), pax(2, 5)] } });
    const ro3 = board(list, 'RO');
    expect(ro3.rooms).toBe(2);
    expect(ro3.nightly.map((n) => n.net)).toEqual([230_000, 230_000, 230_000]);
    expect(ro3.net).toBe(690_000);
  });

  it('ignores a supplement that names the base board', () => {
    const list = offers({
      contract: {
        ...contract,
        mealSupplements: [
          { boardCode: 'RO', adultPerNight: 1, childPerNight: 1 },
          ...contract.mealSupplements,
        ],
      },
    });
    expect(list.map((o) => o.boardCode)).toEqual(['RO', 'BB', 'HB']);
    expect(board(list, 'RO').net).toBe(300_000);
  });
});
