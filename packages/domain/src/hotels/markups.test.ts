import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hotelMarkupItemId,
  parseHotelMarkupItem,
  hotelRatePricer,
  priceHotelRate,
  resolveHotelMarkup,
  type HotelMarkupRow,
} from './markups.ts';

const hotel = { id: 'h-1', starCategory: '5' as const };
const room = { id: 'rt-1' };

describe('hotel markup scopes', () => {
  it('builds and reads back every scope', () => {
    const cases = [
      [{ scope: 'all', id: null, source: null }, null],
      [{ scope: 'all', id: null, source: 'bedbank' }, 'source:bedbank'],
      [{ scope: 'star', id: '4', source: null }, 'star:4'],
      [{ scope: 'star', id: 'apartment', source: 'contract' }, 'star:apartment|contract'],
      [{ scope: 'hotel', id: 'h-1', source: null }, 'hotel:h-1'],
      [{ scope: 'room', id: 'rt-1', source: 'bedbank' }, 'room:rt-1|bedbank'],
    ] as const;
    for (const [item, id] of cases) {
      expect(hotelMarkupItemId(item)).toBe(id);
      expect(parseHotelMarkupItem(id)).toEqual(item);
    }
  });

  it('rejects malformed scopes', () => {
    for (const bad of [
      'star:6',
      'room:',
      'villa:1',
      'room:1|gds',
      'source:gds',
      'source:bedbank|contract',
      'a|b|c',
      'x',
    ]) {
      expect(parseHotelMarkupItem(bad)).toBeNull();
    }
    expect(() => hotelMarkupItemId({ scope: 'star', id: '7', source: null })).toThrow(/star category/);
    expect(() => hotelMarkupItemId({ scope: 'room', id: null, source: null })).toThrow(/needs an id/);
  });
});

describe('resolveHotelMarkup', () => {
  const row = (itemId: string | null, value: number, agentId?: string | null): HotelMarkupRow =>
    agentId === undefined ? { itemId, type: 'flat', value } : { itemId, type: 'flat', value, agentId };

  it('prefers room type over hotel over star category over every hotel', () => {
    const rows = [row(null, 1), row('star:5', 2), row('hotel:h-1', 3), row('room:rt-1', 4)];
    expect(resolveHotelMarkup(rows, hotel, room, 'contract')?.value).toBe(4);
    expect(resolveHotelMarkup(rows.slice(0, 3), hotel, room, 'contract')?.value).toBe(3);
    expect(resolveHotelMarkup(rows.slice(0, 2), hotel, room, 'contract')?.value).toBe(2);
    expect(resolveHotelMarkup(rows.slice(0, 1), hotel, room, 'contract')?.value).toBe(1);
    expect(
      resolveHotelMarkup(
        [row('star:4', 9), row('hotel:h-2', 9), row('room:rt-2', 9)],
        hotel,
        room,
        'contract',
      ),
    ).toBeNull();
  });

  it('prefers the rate source at the same scope and ignores the other source', () => {
    const rows = [
      row('hotel:h-1', 1),
      row('hotel:h-1|bedbank', 2),
      row('star:5|contract', 3),
      row('source:contract', 4),
    ];
    expect(resolveHotelMarkup(rows, hotel, room, 'bedbank')?.value).toBe(2);
    expect(resolveHotelMarkup(rows, hotel, room, 'contract')?.value).toBe(1);
    expect(resolveHotelMarkup([row(null, 1), row('source:bedbank', 2)], hotel, room, 'bedbank')?.value).toBe(
      2,
    );
    expect(resolveHotelMarkup([row('room:rt-1|contract', 5)], hotel, room, 'bedbank')).toBeNull();
  });

  it("puts an agent's company rows before the defaults, whatever the scope", () => {
    const rows = [row('room:rt-1', 1, null), row(null, 2, 'agent-a'), row('room:rt-1', 3, 'agent-b')];
    expect(resolveHotelMarkup(rows, hotel, room, 'contract', 'agent-a')?.value).toBe(2);
    expect(resolveHotelMarkup(rows, hotel, room, 'contract', 'agent-b')?.value).toBe(3);
    expect(resolveHotelMarkup(rows, hotel, room, 'contract', 'agent-c')?.value).toBe(1);
  });

  it('skips rows of other products and unreadable scopes', () => {
    const rows = [{ ...row('room:rt-1', 1), product: 'attraction' }, row('room', 2), row('star:5', 3)];
    expect(resolveHotelMarkup(rows, hotel, room, 'contract')?.value).toBe(3);
  });
});

describe('priceHotelRate', () => {
  it('applies flat markups per room per night and percentages to the running stay price', () => {
    const b = priceHotelRate({
      net: 300_001,
      rooms: 2,
      nights: 3,
      layers: {
        company: { type: 'percentage', value: 10 },
        subAgent: { type: 'flat', value: 1_000 },
        client: { type: 'percentage', value: 5 },
      },
    });
    expect(b).toMatchObject({
      net: 300_001,
      companyMarkup: 30_000,
      subAgentMarkup: 6_000,
      agentPrice: 336_001,
      clientMarkup: 16_800,
      sellPrice: 352_801,
      parentEarning: 6_000,
    });
    expect(priceHotelRate({ net: 1_000, rooms: 1, nights: 1, layers: {} }).agentPrice).toBe(1_000);
    expect(() => priceHotelRate({ net: 1_000, rooms: 0, nights: 1, layers: {} })).toThrow(/one room/);
  });
});

describe('hotelRatePricer (issue 38: many nets of one stay and layer set)', () => {
  const markup = fc.oneof(
    fc.record({ type: fc.constant('flat' as const), value: fc.integer({ min: 0, max: 100_000 }) }),
    fc.record({
      type: fc.constant('percentage' as const),
      // Two decimals, and halves of a fil on round nets: the rounding's edge.
      value: fc.oneof(
        fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
        fc.constantFrom(2.5, 7.5, 12.5),
      ),
    }),
  );
  const layer = fc.option(markup, { nil: null });
  const layers = fc.record({
    company: layer,
    companyForAgent: fc.option(
      fc.tuple(markup, fc.constantFrom('markup' as const, 'discount' as const)).map(([m, direction]) => ({
        ...m,
        direction,
      })),
      { nil: null },
    ),
    subAgent: layer,
    client: layer,
  });

  it('gives priceHotelRate agent and sell prices for every net, party and layer set', () => {
    fc.assert(
      fc.property(
        layers,
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 5_000_000 }),
            fc.integer({ min: 0, max: 400 }).map((n) => n * 100),
          ),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (l, rooms, nights, nets) => {
          const pricer = hotelRatePricer(l, rooms, nights);
          for (const net of nets) {
            const b = priceHotelRate({ net, rooms, nights, layers: l });
            const agentPrice = pricer.agentPrice(net);
            expect([agentPrice, pricer.sellPrice(agentPrice), pricer.lastSell]).toEqual([
              b.agentPrice,
              b.sellPrice,
              b.sellPrice,
            ]);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('rejects what priceHotelRate rejects, with its error', () => {
    const flat = { type: 'flat' as const, value: 100 };
    expect(() => hotelRatePricer({ company: flat }, 0, 1)).toThrow(/one room/);
    expect(() => hotelRatePricer({ client: { type: 'flat', value: 1.5 } }, 1, 1)).toThrow(/whole amount/);
    const pricer = hotelRatePricer({ company: flat }, 1, 1);
    expect(() => pricer.agentPrice(10.5)).toThrow(/unit net must be a whole/);
    expect(() => pricer.agentPrice(-1)).toThrow(/unit net must be a whole/);
    expect(() => pricer.agentPrice(10_000_000_000)).toThrow(/largest amount/);
  });
});
