import { describe, expect, it } from 'vitest';
import { resizeVisaRows, visaCountsProblem, visaPassengerRows } from './passengers.ts';

describe('visa passenger rows', () => {
  it('makes one row per adult and child, adults first', () => {
    expect(visaPassengerRows(2, 1)).toEqual([
      { paxType: 'ADT', number: 1 },
      { paxType: 'ADT', number: 2 },
      { paxType: 'CHD', number: 1 },
    ]);
  });

  it('keeps at least one adult and no negative children', () => {
    expect(visaPassengerRows(0, -2)).toEqual([{ paxType: 'ADT', number: 1 }]);
    expect(visaPassengerRows(Number.NaN, 0)).toEqual([{ paxType: 'ADT', number: 1 }]);
  });

  it('keeps typed rows when the counts change', () => {
    const rows = [
      { paxType: 'ADT' as const, name: 'A1' },
      { paxType: 'ADT' as const, name: 'A2' },
      { paxType: 'CHD' as const, name: 'C1' },
    ];
    const blank = (paxType: 'ADT' | 'CHD') => ({ paxType, name: '' });
    expect(resizeVisaRows(rows, 1, 2, blank).map((r) => r.name)).toEqual(['A1', 'C1', '']);
    expect(resizeVisaRows(rows, 3, 0, blank).map((r) => r.name)).toEqual(['A1', 'A2', '']);
  });

  it('refuses zero adults, negative children and too many travellers', () => {
    expect(visaCountsProblem({ noOfAdult: 0, noOfChild: 1 })).toMatch(/At least one adult/);
    expect(visaCountsProblem({ noOfAdult: 1, noOfChild: -1 })).toMatch(/negative/);
    expect(visaCountsProblem({ noOfAdult: 1.5, noOfChild: 0 })).toMatch(/adult/);
    expect(visaCountsProblem({ noOfAdult: 8, noOfChild: 3 })).toMatch(/At most 10/);
    expect(visaCountsProblem({ noOfAdult: 2, noOfChild: 1 })).toBeNull();
  });
});
