import { describe, expect, it } from 'vitest';
import { mergeHotelRates, summarizeHotel, type PricedRate } from './results.ts';
import { hotel } from './test-fixtures.ts';

const rate = (patch: Partial<PricedRate>): PricedRate => ({
  source: 'contract',
  rateKey: `k-${patch.source ?? 'contract'}-${patch.roomTypeId ?? 'rt-deluxe'}-${patch.boardCode ?? 'RO'}-${patch.price ?? 0}`,
  roomTypeId: 'rt-deluxe',
  roomTypeName: 'Deluxe Sea View',
  boardCode: 'RO',
  price: 100_000,
  cancellationType: 'Refundable',
  payLaterUntil: '2026-11-10T20:00:00.000Z',
  ...patch,
});

describe('mergeHotelRates', () => {
  it('groups the same room type and board from both sources, cheapest first', () => {
    const groups = mergeHotelRates([
      rate({ source: 'bedbank', price: 95_000 }),
      rate({ boardCode: 'BB', price: 120_000 }),
      rate({ price: 100_000 }),
      rate({
        roomTypeId: 'rt-suite',
        roomTypeName: 'Suite',
        price: 90_000,
        cancellationType: 'Non Refundable',
      }),
      rate({ source: 'bedbank', boardCode: 'BB', price: 118_000 }),
    ]);
    expect(groups.map((g) => [g.roomTypeId, g.boardCode, g.rates.map((r) => [r.source, r.price])])).toEqual([
      ['rt-suite', 'RO', [['contract', 90_000]]],
      [
        'rt-deluxe',
        'RO',
        [
          ['bedbank', 95_000],
          ['contract', 100_000],
        ],
      ],
      [
        'rt-deluxe',
        'BB',
        [
          ['bedbank', 118_000],
          ['contract', 120_000],
        ],
      ],
    ]);
  });

  it('on equal price puts the refundable rate first, then our own contract', () => {
    const [group] = mergeHotelRates([
      rate({ source: 'bedbank', cancellationType: 'Non Refundable', rateKey: 'a' }),
      rate({ source: 'bedbank', rateKey: 'b' }),
      rate({ rateKey: 'c' }),
    ]);
    expect(group!.rates.map((r) => r.rateKey)).toEqual(['c', 'b', 'a']);
    expect(mergeHotelRates([])).toEqual([]);
  });
});

describe('summarizeHotel', () => {
  it('keeps the cheapest rate per board, refundability and pay-later, and the cheapest price', () => {
    const summary = summarizeHotel(hotel, [
      rate({ price: 100_000 }),
      rate({ price: 90_000, source: 'bedbank' }),
      rate({ price: 80_000, cancellationType: 'Non Refundable', payLaterUntil: null }),
      rate({
        price: 120_000,
        boardCode: 'BB',
        cancellationType: 'Partially Refundable',
        payLaterUntil: null,
      }),
    ])!;
    expect(summary).toMatchObject({
      hotelId: 'h-jbh',
      name: 'Jumeirah Beach Hotel',
      starCategory: '5',
      areaId: 'a-jumeirah',
      chain: 'Jumeirah',
      minPrice: 80_000,
    });
    expect(summary.rates).toEqual([
      { boardCode: 'RO', price: 80_000, refundable: false, payLater: false },
      { boardCode: 'RO', price: 90_000, refundable: true, payLater: true },
      { boardCode: 'BB', price: 120_000, refundable: false, payLater: false },
    ]);
    expect(summarizeHotel(hotel, [])).toBeNull();
  });
});
