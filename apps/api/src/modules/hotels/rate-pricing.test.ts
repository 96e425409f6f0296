import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateOffer } from '@portal/domain';
import { listEntries } from './list-pricing.ts';
import { hotelsOfList } from './stored-list.ts';
import type { HotelMarkupRows } from './markup-layers.ts';
import { allocate, inAgentTerms, perNightOf, priceOffer } from './rate-pricing.ts';

const offer = (patch: Partial<RateOffer> = {}): RateOffer => ({
  source: 'contract',
  rateKey: `k-${Math.random()}`,
  hotelId: 'h1',
  roomTypeId: 'r1',
  roomTypeName: 'Double',
  rateName: 'Standard',
  boardCode: 'BB',
  net: 90_000,
  nightly: [
    { date: '2030-01-01', net: 30_000 },
    { date: '2030-01-02', net: 30_000 },
    { date: '2030-01-03', net: 30_000 },
  ],
  nights: 3,
  rooms: 2,
  cancellationType: 'Refundable',
  cancellation: [],
  payLaterUntil: null,
  promotions: [],
  onRequest: false,
  rateComments: '',
  ...patch,
});

const NO_MARKUPS: HotelMarkupRows = {
  company: [],
  subAgent: [],
  client: [],
  accountId: 'a',
  isSubAgent: false,
};

describe('hotel rate pricing', () => {
  it('splits a total over nights exactly, in proportion to their nets', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.nat(100_000), { minLength: 1, maxLength: 90 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
        },
      ),
    );
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 0])).toEqual([5, 5]);
  });

  it('flat markups apply per room per night; per-night prices add up to the stay', () => {
    const priced = priceOffer(offer(), {
      company: { type: 'flat', value: 500 },
      client: { type: 'percentage', value: 10 },
    });
    expect(priced.breakdown.companyMarkup).toBe(500 * 6);
    expect(priced.breakdown.agentPrice).toBe(93_000);
    expect(priced.breakdown.sellPrice).toBe(93_000 + 9_300);
    const nights = perNightOf(priced);
    expect(nights.reduce((s, n) => s + n.agentPrice, 0)).toBe(93_000);
    expect(nights.reduce((s, n) => s + n.sellPrice, 0)).toBe(102_300);
    expect(inAgentTerms(90_000, priced)).toBe(93_000);
    expect(inAgentTerms(30_000, priced)).toBe(31_000);
    expect(inAgentTerms(0, priced)).toBe(0);
  });

  it('a list entry is the cheapest price of every board / refundable / pay-later combination', () => {
    const rows: HotelMarkupRows = {
      company: [
        { itemId: null, type: 'percentage', value: 10, agentId: null },
        { itemId: 'source:bedbank', type: 'flat', value: 700, agentId: null },
      ],
      subAgent: [{ itemId: 'room:r2', type: 'percentage', value: 30 }],
      client: [{ itemId: null, type: 'percentage', value: 5 }],
      accountId: 'a',
      isSubAgent: true,
    };
    const hotel = { id: 'h1', starCategory: '4', roomTypes: [{ id: 'r1' }, { id: 'r2' }] } as Parameters<
      typeof listEntries
    >[0][number];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            net: fc.integer({ min: 1, max: 5_000_000 }),
            room: fc.constantFrom('r1', 'r2'),
            source: fc.constantFrom('contract' as const, 'bedbank' as const),
            board: fc.constantFrom('RO' as const, 'BB' as const),
            refundable: fc.boolean(),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (specs) => {
          const offers = specs.map((s) =>
            offer({
              net: s.net,
              nightly: [{ date: '2030-01-01', net: s.net }],
              nights: 1,
              rooms: 1,
              roomTypeId: s.room,
              source: s.source,
              boardCode: s.board,
              cancellationType: s.refundable ? 'Refundable' : 'Non Refundable',
            }),
          );
          const [entry] = hotelsOfList(listEntries([hotel], [offers], rows));
          const priceOf = (o: RateOffer) =>
            priceOffer(o, {
              company:
                o.source === 'bedbank' ? { type: 'flat', value: 700 } : { type: 'percentage', value: 10 },
              subAgent: o.roomTypeId === 'r2' ? { type: 'percentage', value: 30 } : null,
              client: { type: 'percentage', value: 5 },
            }).breakdown;
          // Every offer priced one by one: the cheapest per board and refundability is the entry.
          const expected = new Map<string, number>();
          for (const o of offers) {
            const key = `${o.boardCode}|${o.cancellationType === 'Refundable' ? 1 : 0}`;
            expected.set(key, Math.min(expected.get(key) ?? Infinity, priceOf(o).agentPrice));
          }
          expect(new Map(entry!.r.map(([board, price, , flags]) => [`${board}|${flags}`, price]))).toEqual(
            expected,
          );
          const all = offers.map((o) => priceOf(o).agentPrice);
          expect(entry!.x).toBe(Math.max(...all));
          expect(entry!.n).toBe(offers.length);
        },
      ),
    );
    expect(hotelsOfList(listEntries([hotel], [[]], NO_MARKUPS))).toEqual([]);
  });
});
