import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, type RoomPax } from '@portal/domain';
import { hotelRates, hotelRateSummaries, parseRateKey, summaryRows, type BedbankHotel } from './rates.ts';

const hotel = (timeZone = 'Asia/Dubai'): BedbankHotel => ({
  code: '104729',
  starCategory: '4',
  timeZone,
  rooms: [
    { code: 'DBL.ST', name: 'Double', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, rank: 0 },
    { code: 'FAM.ST', name: 'Family', maxAdults: 3, maxChildren: 2, maxOccupancy: 5, rank: 1 },
  ],
});
const NOW = new Date('2030-03-01T08:00:00Z');
const stay = (
  days: number,
  nights = 3,
  occupancies: RoomPax[] = [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
) => ({
  checkIn: addDays('2030-03-01', days),
  checkOut: addDays('2030-03-01', days + nights),
  occupancies,
  nationality: 'GB',
});

describe('sandbox bedbank rates', () => {
  it('are the same for the same seed and inputs, and differ by seed', () => {
    const a = hotelRates('s1', hotel(), stay(40), NOW);
    expect(hotelRates('s1', hotel(), stay(40), NOW)).toEqual(a);
    expect(hotelRates('s2', hotel(), stay(40), NOW).map((r) => r.net)).not.toEqual(a.map((r) => r.net));
  });

  it('are the prices the sandbox has always given (pinned: hotel, room, board, class, nights)', () => {
    const rates = hotelRates('s1', hotel(), stay(40, 7), NOW);
    expect(rates.map((r) => `${r.roomCode} ${r.boardCode} ${r.rateClass} ${r.net}`)).toEqual([
      'DBL.ST RO FLEX 440016',
      'DBL.ST RO NRF 387213',
      'DBL.ST BB FLEX 517016',
      'DBL.ST BB NRF 454973',
      'DBL.ST HB FLEX 622016',
      'DBL.ST HB NRF 547373',
      'DBL.ST FB FLEX 734016',
      'DBL.ST FB NRF 645933',
      'FAM.ST RO FLEX 535339',
      'FAM.ST RO NRF 471099',
      'FAM.ST BB FLEX 612339',
      'FAM.ST BB NRF 538859',
      'FAM.ST HB FLEX 717339',
      'FAM.ST HB NRF 631259',
      'FAM.ST FB FLEX 829339',
      'FAM.ST FB NRF 729819',
    ]);
    expect(rates[0]!.nightly.map((n) => n.net)).toEqual([60262, 63425, 66662, 71887, 61322, 55543, 60915]);
    expect(rates[8]!.nightly.map((n) => n.net)).toEqual([72204, 75352, 90672, 74204, 66555, 76279, 80073]);
  });

  it('price every night, sum to the net, and offer a flexible and a cheaper non-refundable rate per board', () => {
    const rates = hotelRates('s1', hotel(), stay(40), NOW);
    expect(rates.length).toBeGreaterThan(0);
    for (const r of rates) {
      expect(r.nightly).toHaveLength(3);
      expect(r.nightly.reduce((s, n) => s + n.net, 0)).toBe(r.net);
      expect(parseRateKey(r.rateKey)).toMatchObject({
        hotelCode: '104729',
        roomCode: r.roomCode,
        net: r.net,
      });
    }
    for (const flex of rates.filter((r) => r.rateClass === 'FLEX')) {
      const nrf = rates.find(
        (r) => r.rateClass === 'NRF' && r.roomCode === flex.roomCode && r.boardCode === flex.boardCode,
      );
      expect(nrf!.net).toBeLessThan(flex.net);
    }
  });

  it('only in rooms that seat the party', () => {
    const party = [{ noOfAdults: 3, noOfChildren: 1, childrenAges: [4] }];
    const rates = hotelRates('s1', hotel(), stay(40, 3, party), NOW);
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((r) => r.roomCode === 'FAM.ST')).toBe(true);
    const tooMany = [{ noOfAdults: 4, noOfChildren: 0, childrenAges: [] }];
    expect(hotelRates('s1', hotel(), stay(40, 3, tooMany), NOW)).toEqual([]);
  });

  it('flexible far ahead: free until hotel-local midnight days before check-in, then one night, then the stay', () => {
    for (const zone of ['Asia/Dubai', 'Europe/London']) {
      const rate = hotelRates('s1', hotel(zone), stay(40), NOW).find((r) => r.rateClass === 'FLEX')!;
      expect(rate.cancellationType).toBe('Refundable');
      const [first, noShow] = rate.policies;
      expect(first!.fee).toBe(rate.nightly[0]!.net);
      expect(noShow).toMatchObject({ fee: rate.net, fromLocal: `${stay(40).checkIn}T00:00`, timeZone: zone });
      expect(first!.fromLocal.endsWith('T00:00')).toBe(true);
      const daysBefore = daysBetween(first!.fromLocal.slice(0, 10), stay(40).checkIn);
      expect(daysBefore).toBeGreaterThanOrEqual(1);
      expect(daysBefore).toBeLessThanOrEqual(7);
      // The UTC instant is that wall time in the zone: Dubai is UTC+4; London UTC+1 in April (BST).
      const offset = zone === 'Asia/Dubai' ? 4 : 1;
      expect(new Date(noShow!.from).getTime()).toBe(
        Date.parse(`${stay(40).checkIn}T00:00:00Z`) - offset * 3_600_000,
      );
      expect(Date.parse(rate.payLaterUntil!)).toBe(Date.parse(first!.from) - 2 * 86_400_000);
    }
  });

  it('inside the free window the fee starts now; non-refundable costs the stay from booking', () => {
    const soon = hotelRates('s1', hotel(), stay(0, 3), NOW);
    const flex = soon.find((r) => r.rateClass === 'FLEX')!;
    expect(flex.cancellationType).not.toBe('Refundable');
    expect(flex.policies[0]!.from).toBe(NOW.toISOString());
    expect(flex.payLaterUntil).toBeNull();
    const nrf = hotelRates('s1', hotel(), stay(40), NOW).find((r) => r.rateClass === 'NRF')!;
    expect(nrf).toMatchObject({ cancellationType: 'Non Refundable', payLaterUntil: null });
    expect(nrf.policies).toEqual([
      { from: NOW.toISOString(), fromLocal: '2030-03-01T12:00', timeZone: 'Asia/Dubai', fee: nrf.net },
    ]);
  });

  it('reads back only its own well-formed keys', () => {
    for (const key of [
      '',
      'BB1',
      'BB1|a|b|BB|FLEX|2030-02-30|2030-03-02|2-|GB|100',
      'BB1|a|b|XX|FLEX|2030-03-01|2030-03-02|2-|GB|100',
      'BB1|a|b|BB|FLEX|2030-03-02|2030-03-01|2-|GB|100',
    ]) {
      expect(parseRateKey(key)).toBeNull();
    }
    expect(parseRateKey('BB1|a|b|BB|NRF|2030-03-01|2030-03-03|2-;1-5.7|GB|12345')).toMatchObject({
      occupancies: [
        { noOfAdults: 2, noOfChildren: 0, childrenAges: [] },
        { noOfAdults: 1, noOfChildren: 2, childrenAges: [5, 7] },
      ],
      net: 12345,
    });
  });
});

describe('sandbox bedbank rate summaries (issue 38)', () => {
  it('are the rates themselves, field for field, in the same order, whatever the stay and the instant', () => {
    const parties: RoomPax[][] = [
      [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }],
      [
        { noOfAdults: 1, noOfChildren: 2, childrenAges: [1, 9] },
        { noOfAdults: 3, noOfChildren: 0, childrenAges: [] },
      ],
    ];
    const kinds = new Set<string>();
    // Check-in from tomorrow (flexible rates past their free window) to months ahead, 1-14 nights.
    for (const days of [1, 2, 4, 9, 40, 200])
      for (const nights of [1, 5, 14])
        for (const occupancies of parties)
          for (const zone of ['Asia/Dubai', 'America/New_York']) {
            const s = stay(days, nights, occupancies);
            const rates = hotelRates('s1', hotel(zone), s, NOW);
            expect(summaryRows(hotelRateSummaries('s1', hotel(zone), s, NOW))).toEqual(
              rates.map((r) => ({
                hotelCode: r.hotelCode,
                roomCode: r.roomCode,
                boardCode: r.boardCode,
                rateClass: r.rateClass,
                net: r.net,
                cancellationType: r.cancellationType,
                payLaterUntil: r.payLaterUntil,
              })),
            );
            for (const r of rates) kinds.add(`${r.cancellationType} ${r.payLaterUntil !== null}`);
          }
    expect([...kinds].sort()).toEqual([
      'Non Refundable false',
      'Partially Refundable false',
      'Refundable true',
    ]);
  });
});
