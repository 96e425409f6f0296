import { describe, expect, it } from 'vitest';
import {
  canChangeTravellers,
  composePartsDate,
  DEFAULT_FLIGHT_TRAVELLERS,
  FLIGHT_MONTHS,
  flightTravellerRows,
  flightTravellersSummary,
  isValidFlightTravellers,
  setFlightTravellers,
  totalForTravellersLabel,
} from './travellers.ts';

const t = (adult: number, children = 0, infant = 0) => ({ adult, children, infant });

describe('traveller limits', () => {
  it('adults at least 1, children and infants at least 0', () => {
    const one = t(1);
    expect(setFlightTravellers(one, 'adult', 0)).toBe(one);
    expect(setFlightTravellers(one, 'children', -1)).toBe(one);
    expect(setFlightTravellers(one, 'infant', -1)).toBe(one);
    expect(canChangeTravellers(one, 'adult', -1)).toBe(false);
  });
  it('infants never above adults: the change is rejected', () => {
    const s = t(2, 0, 2);
    expect(setFlightTravellers(s, 'infant', 3)).toBe(s);
    expect(canChangeTravellers(s, 'infant', 1)).toBe(false);
  });
  it('dropping adults caps infants', () => {
    expect(setFlightTravellers(t(3, 1, 3), 'adult', 2)).toEqual(t(2, 1, 2));
  });
  it('at most 9 seated travellers', () => {
    expect(setFlightTravellers(t(5, 4), 'adult', 6)).toEqual(t(5, 4));
    expect(setFlightTravellers(t(9), 'infant', 9)).toEqual(t(9, 0, 9));
    expect(isValidFlightTravellers(t(9, 0, 9))).toBe(true);
    expect(isValidFlightTravellers(t(1, 0, 2))).toBe(false);
    expect(isValidFlightTravellers(t(0))).toBe(false);
  });
  it('defaults to one adult', () => {
    expect(DEFAULT_FLIGHT_TRAVELLERS).toEqual(t(1));
  });
});

describe('summary', () => {
  it('"{n} Adult" with only adults, "{n}A {n}C {n} inf" otherwise', () => {
    expect(flightTravellersSummary(t(1))).toBe('1 Adult');
    expect(flightTravellersSummary(t(3))).toBe('3 Adult');
    expect(flightTravellersSummary(t(2, 1))).toBe('2A 1C 0 inf');
    expect(flightTravellersSummary(t(2, 0, 1))).toBe('2A 0C 1 inf');
  });
});

describe('traveller rows and dates', () => {
  it('one row per traveller, infants last', () => {
    const rows = flightTravellerRows(t(2, 1, 1));
    expect(rows.map((r) => r.passengerType)).toEqual(['ADT', 'ADT', 'CHD', 'INF']);
    expect(rows.map((r) => r.paxId)).toEqual([1, 2, 3, 4]);
  });
  it('composes a date from parts; only a year gives 01-01', () => {
    expect(composePartsDate({ year: '1990' })).toBe('1990-01-01');
    expect(composePartsDate({ year: '1990', month: '7', day: '9' })).toBe('1990-07-09');
    expect(composePartsDate({ month: '7', day: '9' })).toBeNull();
  });
  it('months January-December with values 1-12', () => {
    expect(FLIGHT_MONTHS).toHaveLength(12);
    expect(FLIGHT_MONTHS[0]).toEqual({ name: 'January', value: 1 });
    expect(FLIGHT_MONTHS[11]).toEqual({ name: 'December', value: 12 });
  });
});

describe('flight prices are totals for the party', () => {
  it('says how many travellers a total is for', () => {
    expect(totalForTravellersLabel({ adult: 1, children: 0, infant: 0 })).toBe('Total for 1 traveller');
    expect(totalForTravellersLabel({ adult: 2, children: 1, infant: 1 })).toBe('Total for 4 travellers');
  });
});
