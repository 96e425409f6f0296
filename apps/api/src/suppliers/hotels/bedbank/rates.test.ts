import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, type RoomPax } from '@portal/domain';
import { hash32 } from '../../sandbox-hash.ts';
import { hotelRates, parseRateKey, rateSummaries, summaryRows, type BedbankHotel } from './rates.ts';

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
            expect(summaryRows(rateSummaries('s1', [hotel(zone)], s, NOW))).toEqual(
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

describe('sandbox bedbank summaries nested by hotel and room type (issue 38)', () => {
  it('are the whole rates of every hotel in order, past the first sizes of the reused buffers, and no more after', () => {
    const big: BedbankHotel[] = Array.from({ length: 600 }, (_, h) => ({
      code: `B${h}`,
      starCategory: (['3', '4', '5'] as const)[h % 3]!,
      timeZone: h % 2 ? 'Asia/Dubai' : 'Europe/London',
      // Every third hotel seats nobody of the party below: it has no rates and no entry.
      rooms: Array.from({ length: 1 + (h % 6) }, (_, r) => ({
        code: `R${r}`,
        name: `Room ${r}`,
        maxAdults: h % 3 === 2 ? 1 : 3,
        maxChildren: 2,
        maxOccupancy: h % 3 === 2 ? 1 : 5,
        rank: r,
      })),
    }));
    const s = stay(3, 4, [{ noOfAdults: 2, noOfChildren: 1, childrenAges: [7] }]);
    const expected = (hotels: BedbankHotel[]) =>
      hotels
        .flatMap((h) => hotelRates('s1', h, s, NOW))
        .map((r) => [
          r.hotelCode,
          r.roomCode,
          r.boardCode,
          r.rateClass,
          r.net,
          r.cancellationType,
          r.payLaterUntil,
        ]);
    const rowsOf = (hotels: BedbankHotel[]) => {
      const answer = rateSummaries('s1', hotels, s, NOW);
      const rows = summaryRows(answer);
      expect(rows).toHaveLength(answer.length);
      expect(answer.hotelCodes).toEqual([...new Set(rows.map((r) => r.hotelCode))]);
      return rows.map((r) => [
        r.hotelCode,
        r.roomCode,
        r.boardCode,
        r.rateClass,
        r.net,
        r.cancellationType,
        r.payLaterUntil,
      ]);
    };
    const all = rowsOf(big);
    // More rows, room types and hotels than the reused buffers start with (4,096, 1,024 and 256).
    const answer = rateSummaries('s1', big, s, NOW);
    expect([answer.length > 4_096, answer.rooms > 1_024, answer.hotels > 256]).toEqual([true, true, true]);
    expect(all).toEqual(expected(big));
    expect(rowsOf(big.slice(0, 7))).toEqual(expected(big.slice(0, 7)));
    expect(rowsOf(big.slice(2, 3))).toEqual([]);
  });
});

describe('sandbox bedbank prices from memoised hotel profiles (issue 38)', () => {
  it('are the prices hashed afresh per night, for many hotels, rooms, seeds, stays and parties', () => {
    let state = 11;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const stars = ['1', '2', '3', '4', '5', 'apartment', 'hostel', 'unrated'] as const;
    const hotels: BedbankHotel[] = Array.from({ length: 60 }, (_, h) => ({
      code: `H${h}`,
      starCategory: pick(stars),
      timeZone: 'Asia/Dubai',
      rooms: Array.from({ length: 1 + Math.floor(random() * 5) }, (_, r) => ({
        code: `R${r}.${h % 7}`,
        name: `Room ${r}`,
        maxAdults: 1 + Math.floor(random() * 4),
        maxChildren: Math.floor(random() * 3),
        maxOccupancy: 2 + Math.floor(random() * 4),
        rank: r,
      })),
    }));
    const pax = (): RoomPax => {
      const ages = Array.from({ length: Math.floor(random() * 3) }, () => Math.floor(random() * 12));
      return { noOfAdults: 1 + Math.floor(random() * 3), noOfChildren: ages.length, childrenAges: ages };
    };
    let rows = 0;
    for (let round = 0; round < 120; round++) {
      const seed = pick(['s1', 's2']);
      // The same codes under another star category or with their rooms reordered (rank and order
      // change): a profile made for the hotel as it was must not answer for it.
      const chosen = hotels
        .slice(round % 20, (round % 20) + 25)
        .map((h) =>
          random() < 0.1
            ? { ...h, starCategory: pick(stars) }
            : random() < 0.1
              ? { ...h, rooms: [...h.rooms].reverse().map((r, rank) => ({ ...r, rank })) }
              : h,
        );
      const s = stay(Math.floor(random() * 400), 1 + Math.floor(random() * 20), [
        pax(),
        ...(random() < 0.5 ? [pax()] : []),
      ]);
      const expected = chosen.flatMap((h) => referenceRates(seed, h, s));
      const whole = chosen.flatMap((h) => hotelRates(seed, h, s, NOW));
      expect(whole.map((r) => [r.hotelCode, r.roomCode, r.boardCode, r.rateClass, r.nightly])).toEqual(
        expected,
      );
      expect(whole.map((r) => r.net)).toEqual(expected.map((r) => r[4].reduce((t, n) => t + n.net, 0)));
      const listed = summaryRows(rateSummaries(seed, chosen, s, NOW));
      expect(listed.map((r) => [r.hotelCode, r.roomCode, r.boardCode, r.rateClass, r.net])).toEqual(
        whole.map((r) => [r.hotelCode, r.roomCode, r.boardCode, r.rateClass, r.net]),
      );
      // One room of a hotel asked alone (as a recheck asks it): the same rates as in the whole hotel.
      const h = chosen[0]!;
      for (const room of h.rooms)
        expect(hotelRates(seed, { ...h, rooms: [room] }, s, NOW)).toEqual(
          hotelRates(seed, h, s, NOW).filter((r) => r.roomCode === room.code),
        );
      rows += listed.length;
    }
    expect(rows).toBeGreaterThan(5_000);
  });
});

/**
 * The sandbox's nightly nets as written before profiles (hash32 of the whole text per night, each
 * room checked against each room of the party): [hotel, room, board, class, nightly] per rate.
 */
function referenceRates(seed: string, hotel: BedbankHotel, s: ReturnType<typeof stay>) {
  const STAR_BASE = {
    '1': 160,
    '2': 240,
    '3': 360,
    '4': 620,
    '5': 1150,
    apartment: 420,
    hostel: 110,
    unrated: 280,
  };
  const MEAL_SCALE = {
    '1': 0.6,
    '2': 0.7,
    '3': 0.85,
    '4': 1,
    '5': 1.4,
    apartment: 0.8,
    hostel: 0.6,
    unrated: 0.8,
  };
  const MEAL = { RO: 0, BB: 55, HB: 130, FB: 210, AI: 320 } as const;
  const MONTH = [1.35, 1.2, 1.2, 0.95, 0.95, 0.75, 0.75, 0.75, 0.75, 1.1, 1.1, 1.35];
  const b = hash32(`${seed}|${hotel.code}|boards`);
  const star = Number(hotel.starCategory) || 3;
  const boards = [
    ...(b % 7 !== 0 ? ['RO'] : []),
    'BB',
    ...(b % 3 !== 0 ? ['HB'] : []),
    ...(star >= 4 && b % 2 === 0 ? ['FB'] : []),
    ...(b % 5 === 0 ? ['AI'] : []),
  ] as (keyof typeof MEAL)[];
  let paxFactor = 0;
  let persons = 0;
  for (const p of s.occupancies) {
    let f = p.noOfAdults === 1 ? 0.85 : 1 + 0.3 * (p.noOfAdults - 2);
    for (const age of p.childrenAges) f += age < 2 ? 0 : age < 6 ? 0.15 : 0.3;
    paxFactor += f;
  }
  for (const p of s.occupancies) {
    persons += p.noOfAdults;
    for (const age of p.childrenAges) persons += age < 2 ? 0 : 0.5;
  }
  const dates = Array.from({ length: daysBetween(s.checkIn, s.checkOut) }, (_, i) => addDays(s.checkIn, i));
  const out: [string, string, string, string, { date: string; net: number }[]][] = [];
  for (const room of hotel.rooms) {
    const fits = s.occupancies.every(
      (p) =>
        p.noOfAdults <= room.maxAdults &&
        p.noOfChildren <= room.maxChildren &&
        p.noOfAdults + p.noOfChildren <= room.maxOccupancy,
    );
    if (!fits) continue;
    const base = STAR_BASE[hotel.starCategory] * (1 + 0.22 * room.rank);
    const values: number[] = [];
    for (const date of dates) {
      const h = hash32(`${seed}|${hotel.code}|${room.code}|${date}`);
      const slot = h % 64;
      if ((slot === 0 ? 0 : slot < 3 ? slot : 9) < s.occupancies.length) break;
      const day = new Date(`${date}T00:00:00Z`).getUTCDay();
      const factor = (MONTH[Number(date.slice(5, 7)) - 1] ?? 1) * (day === 5 || day === 6 ? 1.12 : 1);
      values.push(base * factor * (0.85 + ((h >>> 8) % 1000) / 3333) * paxFactor);
    }
    if (values.length < dates.length) continue;
    for (const board of boards)
      for (const rateClass of ['FLEX', 'NRF']) {
        const meal = MEAL[board] * MEAL_SCALE[hotel.starCategory] * persons;
        const factor = rateClass === 'NRF' ? 0.88 : 1;
        out.push([
          hotel.code,
          room.code,
          board,
          rateClass,
          values.map((v, i) => ({ date: dates[i]!, net: Math.round((v + meal) * factor * 100) })),
        ]);
      }
  }
  return out;
}

describe('sandbox bedbank walk plans and month prefixes (issue 38)', () => {
  const rooms = (n: number, tag: string) =>
    Array.from({ length: n }, (_, r) => ({
      code: `${tag}${r}`,
      name: `Room ${r}`,
      maxAdults: 2 + (r % 2),
      maxChildren: r % 3,
      maxOccupancy: 3 + (r % 2),
      rank: r,
    }));
  const party: RoomPax[] = [{ noOfAdults: 2, noOfChildren: 0, childrenAges: [] }];
  const rowsOf = (seed: string, hotels: BedbankHotel[], s: ReturnType<typeof stay>) =>
    summaryRows(rateSummaries(seed, hotels, s, NOW)).map((r) => [r.hotelCode, r.roomCode, r.net]);
  const wholeOf = (seed: string, hotels: BedbankHotel[], s: ReturnType<typeof stay>) =>
    hotels.flatMap((h) => hotelRates(seed, h, s, NOW)).map((r) => [r.hotelCode, r.roomCode, r.net]);

  it('price a list changed in place, or asked under another seed, as its hotels are now', () => {
    const list: BedbankHotel[] = Array.from({ length: 12 }, (_, h) => ({
      code: `P${h}`,
      starCategory: (['3', '4', '5'] as const)[h % 3]!,
      timeZone: 'Asia/Dubai',
      rooms: rooms(1 + (h % 4), 'R'),
    }));
    const s = stay(20, 4, party);
    expect(rowsOf('s1', list, s)).toEqual(wholeOf('s1', list, s));
    // The same array: another record in a place (another star category, its rooms reordered and
    // fewer), a hotel added, and then another seed.
    list[3] = { ...list[3]!, starCategory: '1', rooms: [...list[3]!.rooms].reverse().slice(0, 2) };
    list.push({ code: 'P99', starCategory: '5', timeZone: 'Asia/Dubai', rooms: rooms(3, 'Q') });
    expect(rowsOf('s1', list, s)).toEqual(wholeOf('s1', list, s));
    expect(rowsOf('s2', list, s)).toEqual(wholeOf('s2', list, s));
    expect(rowsOf('s2', list, s)).not.toEqual(rowsOf('s1', list, s));
  });

  it('hash each night as its whole date across month and year ends, and over stays of many months', () => {
    const hotels: BedbankHotel[] = Array.from({ length: 8 }, (_, h) => ({
      code: `M${h}`,
      starCategory: '4',
      timeZone: 'Asia/Dubai',
      rooms: rooms(3, 'M'),
    }));
    // From 2030-03-01: the end of March, the end of the year (and of February 2032, a leap year),
    // and a stay over four months.
    for (const [days, nights] of [
      [25, 12],
      [290, 20],
      [727, 6],
      [100, 95],
    ] as const) {
      const s = stay(days, nights, party);
      const expected = hotels.flatMap((h) => referenceRates('s1', h, s));
      expect(expected.length).toBeGreaterThan(0);
      expect(hotels.flatMap((h) => hotelRates('s1', h, s, NOW)).map((r) => r.nightly)).toEqual(
        expected.map((r) => r[4]),
      );
      expect(rowsOf('s1', hotels, s).map((r) => r[2])).toEqual(
        expected.map((r) => r[4].reduce((t, n) => t + n.net, 0)),
      );
    }
  });
});
