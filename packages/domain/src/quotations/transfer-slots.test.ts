import { describe, expect, it } from 'vitest';
import { placeName, transferSlots } from './transfer-slots.ts';

const dxb = { iata: 'DXB', name: 'Dubai International' };
const auh = { iata: 'AUH', name: 'Abu Dhabi International' };
const hotels = [
  { hotelId: 'h1', name: 'Marina Hotel' },
  { hotelId: 'h2', name: 'Corniche Hotel' },
];

describe('transferSlots', () => {
  it('gives one slot more than the hotels: airport, hotel to hotel, airport', () => {
    const slots = transferSlots(hotels, dxb, auh);
    expect(slots).toHaveLength(3);
    expect(slots.map((s) => [placeName(s.from), placeName(s.to)])).toEqual([
      ['Dubai International', 'Marina Hotel'],
      ['Marina Hotel', 'Corniche Hotel'],
      ['Corniche Hotel', 'Abu Dhabi International'],
    ]);
    expect(slots[0]!.from).toEqual({ kind: 'airport', iata: 'DXB', name: 'Dubai International' });
  });

  it('leaves the end open where an airport is switched off', () => {
    const slots = transferSlots(hotels.slice(0, 1), null, dxb);
    expect(slots).toHaveLength(2);
    expect(slots[0]!.from).toBeNull();
    expect(placeName(slots[0]!.from)).toBe('Not included');
    expect(slots[1]!.to?.kind).toBe('airport');
  });

  it('with no hotel is the airport-to-airport slot alone', () => {
    expect(transferSlots([], dxb, auh)).toEqual([
      { from: { kind: 'airport', ...dxb }, to: { kind: 'airport', ...auh } },
    ]);
  });
});
