import { describe, expect, it } from 'vitest';
import { priceHotelContracts } from './hotel-pricing.ts';
import { contract, freeSale, hotel, NOW, room, search } from './test-fixtures.ts';
import type { HotelContract, RoomTypeContent } from './types.ts';

const suite: RoomTypeContent = { ...room, id: 'rt-suite', name: 'Suite', maxAdults: 4, maxOccupancy: 5 };
const withSuite = { ...hotel, roomTypes: [room, suite] };
const allotments = [
  ...freeSale(search.fromDate, search.toDate),
  ...freeSale(search.fromDate, search.toDate, suite.id),
];
const suiteContract: HotelContract = {
  ...contract,
  id: 'ct-suite',
  roomTypeId: suite.id,
  seasons: contract.seasons.map((s) => ({ ...s, roomPrice: s.roomPrice * 2 })),
};

describe('priceHotelContracts', () => {
  it('prices every contract of the hotel and lists offers cheapest first', () => {
    const { offers, rejections } = priceHotelContracts({
      hotel: withSuite,
      contracts: [suiteContract, contract],
      allotments,
      search,
      now: NOW,
    });
    expect(rejections).toEqual([]);
    expect(offers.map((o) => [o.roomTypeId, o.boardCode, o.net])).toEqual([
      ['rt-deluxe', 'RO', 300_000],
      ['rt-deluxe', 'BB', 330_000],
      ['rt-deluxe', 'HB', 372_000],
      ['rt-suite', 'RO', 600_000],
      ['rt-suite', 'BB', 630_000],
      ['rt-suite', 'HB', 672_000],
    ]);
  });

  it('keeps the higher-priority contract for the same room, board and cancellation type', () => {
    const tactical: HotelContract = {
      ...contract,
      id: 'ct-tactical',
      priority: 5,
      mealSupplements: [],
      seasons: contract.seasons.map((s) => ({ ...s, roomPrice: s.roomPrice + 10_000 })),
    };
    const nonRefundable: HotelContract = { ...contract, id: 'ct-nr', cancellation: [], mealSupplements: [] };
    const { offers } = priceHotelContracts({
      hotel,
      contracts: [contract, tactical, nonRefundable],
      allotments,
      search,
      now: NOW,
    });
    const ro = offers.filter((o) => o.boardCode === 'RO');
    expect(ro.map((o) => [o.rateKey.split('|')[3], o.cancellationType, o.net])).toEqual([
      ['ct-nr', 'Non Refundable', 300_000],
      ['ct-tactical', 'Refundable', 330_000],
    ]);
    // The BB and HB boards only exist on the yearly contract, so they stay.
    expect(offers.filter((o) => o.boardCode !== 'RO').map((o) => o.boardCode)).toEqual(['BB', 'HB']);
  });

  it('on equal priority keeps the cheaper offer', () => {
    const cheaper: HotelContract = {
      ...contract,
      id: 'ct-cheap',
      seasons: contract.seasons.map((s) => ({ ...s, roomPrice: s.roomPrice - 10_000 })),
    };
    const { offers } = priceHotelContracts({
      hotel,
      contracts: [contract, cheaper],
      allotments,
      search,
      now: NOW,
    });
    expect(offers.every((o) => o.rateKey.includes('|ct-cheap|'))).toBe(true);
  });

  it('reports why a contract gave nothing and ignores contracts of other hotels or room types', () => {
    const { offers, rejections } = priceHotelContracts({
      hotel: withSuite,
      contracts: [
        { ...suiteContract, nationalitiesIncluded: ['AE'] },
        { ...contract, id: 'ct-other', hotelId: 'h-other' },
        { ...contract, id: 'ct-ghost', roomTypeId: 'rt-ghost' },
      ],
      allotments,
      search,
      now: NOW,
    });
    expect(offers).toEqual([]);
    expect(rejections).toEqual([
      {
        contractId: 'ct-suite',
        roomTypeId: 'rt-suite',
        rejection: { reason: 'nationality', message: 'This rate is not sold to guests of this nationality.' },
      },
    ]);
  });
});
