import { describe, expect, it } from 'vitest';
import { emptyAddOns } from './addons.ts';
import {
  addOnsTotals,
  baggageCount,
  chooseSeat,
  keepPassengers,
  keepSegments,
  mealCount,
  releaseSeat,
  seatOf,
  setBaggageCount,
  setMealCount,
} from './addon-choices.ts';

const seat = (seatNumber: string, segmentKey = 's1', seatPrice = 2500) => ({
  segmentKey,
  seatCode: `C-${seatNumber}`,
  seatNumber,
  seatPrice,
});
const meal = {
  segmentKey: 's1',
  legKey: 'j1',
  mealCode: 'VGML',
  mealInfo: 'Vegetarian',
  mealPrice: 3000,
  from: 'DXB',
  to: 'LHR',
};
const bag = { segmentKey: 'j1', baggageCode: 'XB10', baggageInfo: '10 kg', baggagePrice: 12000 };

describe('seat choices', () => {
  it('one seat per passenger per segment: a new pick releases the old one', () => {
    let a = chooseSeat(emptyAddOns(), seat('12A'), 'p1');
    a = chooseSeat(a, seat('14C'), 'p1');
    expect(a.seats.map((s) => s.seatNumber)).toEqual(['14C']);
    expect(seatOf(a, 's1', 'p1')?.seatNumber).toBe('14C');
  });
  it('the same seat twice on a segment is ignored, other segments are independent', () => {
    const a = chooseSeat(emptyAddOns(), seat('12A'), 'p1');
    expect(chooseSeat(a, seat('12A'), 'p2')).toBe(a);
    expect(chooseSeat(a, seat('12A'), 'p1')).toBe(a);
    const b = chooseSeat(a, seat('12A', 's2'), 'p1');
    expect(b.seats).toHaveLength(2);
  });
  it('releasing drops only that segment for that passenger', () => {
    let a = chooseSeat(emptyAddOns(), seat('12A'), 'p1');
    a = chooseSeat(a, seat('12A', 's2'), 'p1');
    a = releaseSeat(a, 's1', 'p1');
    expect(a.seats.map((s) => s.segmentKey)).toEqual(['s2']);
    expect(releaseSeat(a, 's1', 'p1')).toBe(a);
  });
});

describe('meal and baggage counts', () => {
  it('sets, reads and changes a passenger count on one entry', () => {
    let a = setMealCount(emptyAddOns(), meal, 'p1', 1);
    a = setMealCount(a, meal, 'p2', 2);
    a = setMealCount(a, meal, 'p1', 3);
    expect(a.meal).toHaveLength(1);
    expect(mealCount(a, meal, 'p1')).toBe(3);
    expect(mealCount(a, meal, 'p2')).toBe(2);
  });
  it('count 0 drops the key; the last key gone empties the list', () => {
    let a = setMealCount(emptyAddOns(), meal, 'p1', 1);
    a = setMealCount(a, meal, 'p1', 0);
    expect(a.meal).toEqual([]);
    let b = setBaggageCount(emptyAddOns(), bag, 'p1', 2);
    b = setBaggageCount(b, bag, 'p2', 1);
    b = setBaggageCount(b, bag, 'p1', 0);
    expect(b.luggage[0]!.baggageKeys).toEqual([{ key: 'p2', count: 1 }]);
    expect(baggageCount(b, bag, 'p1')).toBe(0);
    expect(setBaggageCount(b, bag, 'p2', 0).luggage).toEqual([]);
  });
  it('negative, fractional or above the limit: unchanged', () => {
    const a = setMealCount(emptyAddOns(), meal, 'p1', 1);
    expect(setMealCount(a, meal, 'p1', -1)).toBe(a);
    expect(setMealCount(a, meal, 'p1', 1.5)).toBe(a);
    expect(setBaggageCount(a, bag, 'p1', 10)).toBe(a);
  });
});

describe('totals and segments', () => {
  it('sums seats per passenger, meals and bags per count', () => {
    let a = chooseSeat(emptyAddOns(), seat('12A'), 'p1');
    a = chooseSeat(a, seat('12B', 's1', 1500), 'p2');
    a = setMealCount(a, meal, 'p1', 2);
    a = setBaggageCount(a, bag, 'p2', 1);
    expect(addOnsTotals(a)).toEqual({ seats: 4000, meals: 6000, baggage: 12000, total: 22000 });
    expect(addOnsTotals(emptyAddOns()).total).toBe(0);
  });
  it('keeps only the add-ons of segments still in the itinerary', () => {
    let a = chooseSeat(emptyAddOns(), seat('12A'), 'p1');
    a = chooseSeat(a, seat('3C', 's9'), 'p1');
    a = setBaggageCount(a, bag, 'p1', 1);
    const kept = keepSegments(a, ['s1']);
    expect(kept.seats.map((s) => s.segmentKey)).toEqual(['s1']);
    expect(kept.luggage).toEqual([]);
  });
});

describe('add-ons belong to travellers of the booking', () => {
  it('keys of unknown passengers go from every list, empty entries with them', () => {
    let a = chooseSeat(emptyAddOns(), seat('1A'), '0');
    a = chooseSeat(a, seat('1B'), '1');
    a = setMealCount(a, meal, '0', 2);
    a = setMealCount(a, meal, '1', 1);
    a = setBaggageCount(a, bag, '0', 1);
    const kept = keepPassengers(a, ['1', '2']);
    expect(kept.seats.map((s) => [s.seatNumber, s.seatKeys])).toEqual([['1B', ['1']]]);
    expect(mealCount(kept, meal, '0')).toBe(0);
    expect(mealCount(kept, meal, '1')).toBe(1);
    expect(kept.luggage).toEqual([]);
    expect(addOnsTotals(kept).total).toBe(2500 + 3000);
  });
});
