import { describe, expect, it } from 'vitest';
import { decodeRateKey } from './rate-key.ts';
import { board, contract, offers, rejection, room, search, twoAdults } from './test-fixtures.ts';
import type { Allotment, HotelContract } from './types.ts';

describe('priceContract: boards and nights', () => {
  it('offers the base board and each meal-supplement board', () => {
    const list = offers();
    expect(list.map((o) => o.boardCode)).toEqual(['RO', 'BB', 'HB']);
    const ro = board(list, 'RO');
    expect(ro.net).toBe(3 * 100_000);
    expect(ro.nightly).toEqual([
      { date: '2026-11-20', net: 100_000 },
      { date: '2026-11-21', net: 100_000 },
      { date: '2026-11-22', net: 100_000 },
    ]);
    expect(ro).toMatchObject({ nights: 3, rooms: 1, source: 'contract', onRequest: false });
    // Breakfast for two adults, three nights.
    expect(board(list, 'BB').net).toBe(3 * (100_000 + 2 * 5_000));
    expect(board(list, 'HB').net).toBe(3 * (100_000 + 2 * 12_000));
  });

  it('prices each night of a stay across two seasons in its own season', () => {
    const ro = board(offers({ search: { ...search, fromDate: '2026-11-29', toDate: '2026-12-03' } }), 'RO');
    expect(ro.nightly.map((n) => n.net)).toEqual([100_000, 100_000, 150_000, 150_000]);
    expect(ro.net).toBe(500_000);
  });

  it('does not offer a stay with a night outside every season', () => {
    expect(rejection({ search: { ...search, fromDate: '2027-01-30', toDate: '2027-02-02' } })).toEqual({
      reason: 'no-season',
      message: 'No rate for the night of 2027-02-01.',
      date: '2027-02-01',
    });
  });

  it('makes a deterministic rate key naming the source, ids, board, dates and rooms', () => {
    const a = board(offers(), 'BB');
    const b = board(offers(), 'BB');
    expect(a.rateKey).toBe(b.rateKey);
    expect(decodeRateKey(a.rateKey)).toEqual({
      source: 'contract',
      hotelId: 'h-jbh',
      roomTypeId: 'rt-deluxe',
      contractId: 'ct-1',
      boardCode: 'BB',
      fromDate: '2026-11-20',
      toDate: '2026-11-23',
      rooms: [twoAdults],
    });
    expect(board(offers(), 'RO').rateKey).not.toBe(a.rateKey);
  });
});

describe('priceContract: stay rules', () => {
  it('applies the minimum stay, the season overriding the contract', () => {
    expect(offers({ search: { ...search, toDate: '2026-11-21' } })).toHaveLength(3);
    const december = { ...search, fromDate: '2026-12-10', toDate: '2026-12-12' };
    expect(rejection({ search: december }).reason).toBe('min-stay');
    expect(rejection({ search: december }).message).toBe('This rate needs a stay of at least 3 nights.');
    expect(offers({ search: { ...december, toDate: '2026-12-13' } })).toHaveLength(3);
    expect(rejection({ contract: { ...contract, minStay: 4 } }).reason).toBe('min-stay');
  });

  it('closes a night within the release days of now (hotel-local date)', () => {
    // Now is 1 November in Dubai; release 2 days: 3 November is the first sellable night.
    const early = { ...search, fromDate: '2026-11-02', toDate: '2026-11-04' };
    expect(rejection({ search: early })).toMatchObject({ reason: 'release', date: '2026-11-02' });
    expect(offers({ search: { ...early, fromDate: '2026-11-03', toDate: '2026-11-05' } })).toHaveLength(3);
    const noRelease = { ...contract, releaseDays: 0 };
    expect(offers({ contract: noRelease, search: { ...early, fromDate: '2026-11-01' } })).toHaveLength(3);
    expect(rejection({ contract: noRelease, search: { ...early, fromDate: '2026-10-31' } }).message).toBe(
      'No rate for the night of 2026-10-31.',
    );
  });

  it('restricts nationalities by include and exclude lists', () => {
    expect(rejection({ search: { ...search, nationality: 'IL' } }).reason).toBe('nationality');
    expect(rejection({ search: { ...search, nationality: 'il' } }).reason).toBe('nationality');
    const gccOnly: HotelContract = {
      ...contract,
      nationalitiesIncluded: ['AE', 'SA'],
      nationalitiesExcluded: [],
    };
    expect(offers({ contract: gccOnly, search: { ...search, nationality: 'ae' } })).toHaveLength(3);
    expect(rejection({ contract: gccOnly }).message).toBe(
      'This rate is not sold to guests of this nationality.',
    );
  });
});

describe('priceContract: allotment', () => {
  const nights = ['2026-11-20', '2026-11-21', '2026-11-22'];
  const rows = (type: Allotment['type'], count = 0, booked = 0): Allotment[] =>
    nights.map((date) => ({ roomTypeId: room.id, date, type, count, booked }));

  it('needs a row for every night: a missing night is not sellable', () => {
    const r = rejection({ allotments: rows('free-sale').slice(0, 2) });
    expect(r).toMatchObject({ reason: 'no-allotment', date: '2026-11-22' });
    const otherRoom = rows('free-sale').map((a) => ({ ...a, roomTypeId: 'rt-other' }));
    expect(rejection({ allotments: otherRoom }).reason).toBe('no-allotment');
  });

  it('removes the rate on a stop-sale night', () => {
    const list = rows('free-sale');
    list[1] = { ...list[1]!, type: 'stop-sale' };
    expect(rejection({ allotments: list })).toMatchObject({ reason: 'stop-sale', date: '2026-11-21' });
  });

  it('refuses a stay that starts on a night closed to arrival, not one that passes through it', () => {
    const first = rows('free-sale');
    first[0] = { ...first[0]!, closedToArrival: true };
    expect(rejection({ allotments: first })).toMatchObject({
      reason: 'closed-to-arrival',
      date: first[0].date,
    });
    const later = rows('free-sale');
    later[1] = { ...later[1]!, closedToArrival: true };
    expect(offers({ allotments: later }).length).toBeGreaterThan(0);
  });

  it('needs count - booked to cover every room of the search', () => {
    const twoRooms = { ...search, rooms: [twoAdults, twoAdults] };
    expect(offers({ search: twoRooms, allotments: rows('count', 5, 3) })[0]!.rooms).toBe(2);
    expect(rejection({ search: twoRooms, allotments: rows('count', 5, 4) }).reason).toBe('sold-out');
    expect(rejection({ allotments: rows('count', 3, 3) }).message).toBe(
      'Not enough rooms left for the night of 2026-11-20.',
    );
  });

  it('flags an on-request night on every offer', () => {
    const list = rows('free-sale');
    list[2] = { ...list[2]!, type: 'on-request' };
    expect(offers({ allotments: list }).every((o) => o.onRequest)).toBe(true);
  });
});
