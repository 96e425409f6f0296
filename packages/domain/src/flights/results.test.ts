import { describe, expect, it } from 'vitest';
import {
  airlineStopsMatrix,
  filterOffers,
  formatDuration,
  NO_FILTERS,
  sortOffers,
  type FlightOffer,
} from './results.ts';

const offer = (
  id: string,
  carrier: string,
  stops: number,
  dur: number,
  depart: string,
  prices: number[],
  refundable = false,
): FlightOffer => ({
  offerId: id,
  carrier,
  carrierName: carrier,
  journeys: [
    {
      key: id,
      from: 'DXB',
      to: 'LHR',
      departLocal: `2026-12-01T${depart}`,
      arriveLocal: `2026-12-01T${depart}`,
      durationMin: dur,
      stops,
      layovers: [],
      segments: [],
    },
  ],
  fares: prices.map((p, i) => ({
    fareKey: `${id}-${i}`,
    family: 'x',
    cabin: 'economy',
    bookingClass: 'Y',
    baggage: { checkedKg: 20, cabinKg: 7 },
    refundable: refundable && i > 0,
    changeFee: 0,
    cancelFee: null,
    seatsLeft: 9,
    price: {
      net: p,
      companyMarkup: 0,
      subAgentMarkup: 0,
      vat: 0,
      clientMarkup: 0,
      agentPrice: p,
      sellPrice: p,
    },
    perAdultSell: p,
  })),
});

const OFFERS = [
  offer('a', 'EK', 0, 420, '08:00', [900, 1200], true),
  offer('b', 'QR', 1, 600, '02:00', [700]),
  offer('c', 'EK', 1, 500, '22:00', [800]),
  offer('d', 'FZ', 0, 430, '14:30', [750, 990], true),
];

describe('sort', () => {
  it('cheapest, fastest, earliest', () => {
    expect(sortOffers(OFFERS, 'cheapest').map((o) => o.offerId)).toEqual(['b', 'd', 'c', 'a']);
    expect(sortOffers(OFFERS, 'fastest').map((o) => o.offerId)).toEqual(['a', 'd', 'c', 'b']);
    expect(sortOffers(OFFERS, 'earliest').map((o) => o.offerId)).toEqual(['b', 'a', 'd', 'c']);
  });
});

describe('filters', () => {
  const ids = (f: Partial<typeof NO_FILTERS>) =>
    filterOffers(OFFERS, { ...NO_FILTERS, ...f }).map((o) => o.offerId);
  it('stops, airlines, hours, price, refundable', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ stops: [0] })).toEqual(['a', 'd']);
    expect(ids({ airlines: ['EK'] })).toEqual(['a', 'c']);
    expect(ids({ departHours: [6, 15] })).toEqual(['a', 'd']);
    expect(ids({ arriveHours: [20, 23] })).toEqual(['c']);
    expect(ids({ maxPrice: 760 })).toEqual(['b', 'd']);
    expect(ids({ refundableOnly: true })).toEqual(['a', 'd']);
  });
  it('keeps only the fares that pass', () => {
    const [a] = filterOffers(OFFERS, { ...NO_FILTERS, refundableOnly: true });
    expect(a!.fares.map((f) => f.fareKey)).toEqual(['a-1']);
  });
});

describe('matrix and duration', () => {
  it('airlines x stops with the cheapest price per cell', () => {
    const m = airlineStopsMatrix(OFFERS);
    expect(m.map((c) => c.carrier)).toEqual(['QR', 'FZ', 'EK']);
    expect(m[2]!.cells.map((c) => c.price)).toEqual([900, 800, null]);
  });
  it('formats durations', () => {
    expect(formatDuration(425)).toBe('7h 05m');
  });
});
