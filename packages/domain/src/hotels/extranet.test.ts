import { describe, expect, it } from 'vitest';
import {
  cancellationProblem,
  childBandsProblem,
  copySeasonsToNextYear,
  nextYear,
  nightRangeProblem,
  roomOccupancyProblem,
  roomsLeft,
  seasonsProblem,
  seasonsValidity,
} from './extranet.ts';
import type { ContractSeason } from './types.ts';

const season = (from: string, to: string, roomPrice = 50_000): ContractSeason => ({
  from,
  to,
  roomPrice,
  baseOccupancy: 2,
  extraAdult: 10_000,
  extraBed: 5_000,
});

describe('hotel extranet rules', () => {
  it('refuses overlapping seasons and names the later one', () => {
    expect(
      seasonsProblem([season('2027-01-01', '2027-01-31'), season('2027-02-01', '2027-02-28')]),
    ).toBeNull();
    expect(seasonsProblem([season('2027-02-01', '2027-02-28'), season('2027-01-01', '2027-02-01')])).toEqual({
      field: 'seasons[0].from',
      message: 'Seasons overlap: 2027-02-01..2027-02-28 shares nights with 2027-01-01..2027-02-01',
    });
  });

  it('refuses dates out of order, prices not positive and no season', () => {
    expect(seasonsProblem([])?.field).toBe('seasons');
    expect(seasonsProblem([season('2027-01-05', '2027-01-01')])?.field).toBe('seasons[0].to');
    expect(seasonsProblem([season('2027-01-01', '2027-01-05', 0)])?.field).toBe('seasons[0].roomPrice');
    expect(seasonsProblem([{ ...season('2027-01-01', '2027-01-05'), extraBed: -1 }])?.field).toBe(
      'seasons[0].extraBed',
    );
    expect(seasonsProblem([season('2027-13-01', '2027-01-05')])?.field).toBe('seasons[0].from');
  });

  it('checks occupancy consistency', () => {
    const ok = { maxAdults: 2, maxChildren: 1, maxInfants: 1, maxOccupancy: 3, maxExtraBeds: 1 };
    expect(roomOccupancyProblem(ok)).toBeNull();
    expect(roomOccupancyProblem({ ...ok, maxAdults: 0 })?.field).toBe('maxAdults');
    expect(roomOccupancyProblem({ ...ok, maxOccupancy: 4 })?.field).toBe('maxOccupancy');
    expect(roomOccupancyProblem({ ...ok, maxOccupancy: 1 })?.field).toBe('maxOccupancy');
    expect(roomOccupancyProblem({ ...ok, maxInfants: -1 })?.field).toBe('maxInfants');
  });

  it('checks child bands and cancellation tiers', () => {
    expect(
      childBandsProblem([
        { minAge: 0, maxAge: 5, pricePerNight: 0 },
        { minAge: 6, maxAge: 11, pricePerNight: 100 },
      ]),
    ).toBeNull();
    expect(
      childBandsProblem([
        { minAge: 0, maxAge: 6, pricePerNight: 0 },
        { minAge: 6, maxAge: 11, pricePerNight: 100 },
      ])?.field,
    ).toBe('childBands');
    expect(childBandsProblem([{ minAge: 0, maxAge: 12, pricePerNight: 0 }])?.field).toBe(
      'childBands[0].maxAge',
    );
    expect(cancellationProblem([{ daysBefore: 3, charge: { type: 'nights', nights: 1 } }])).toBeNull();
    expect(
      cancellationProblem([{ daysBefore: 3, charge: { type: 'percentage', percent: 120 } }])?.field,
    ).toBe('cancellation[0].charge');
    expect(
      cancellationProblem([
        { daysBefore: 3, charge: { type: 'nights', nights: 1 } },
        { daysBefore: 3, charge: { type: 'flat', amount: 100 } },
      ])?.field,
    ).toBe('cancellation[1].daysBefore');
  });

  it('copies seasons to the next year with a percentage change', () => {
    const copied = copySeasonsToNextYear([season('2028-02-01', '2028-02-29', 50_001)], 10);
    expect(copied).toEqual([
      { ...season('2029-02-01', '2029-02-28', 55_001), extraAdult: 11_000, extraBed: 5_500 },
    ]);
    expect(copySeasonsToNextYear([season('2027-01-01', '2027-01-02', 10_000)], -5)[0]!.roomPrice).toBe(9_500);
    expect(() => copySeasonsToNextYear([], -100)).toThrow(RangeError);
    expect(nextYear('2026-12-31')).toBe('2027-12-31');
  });

  it('spans validity, checks ranges and counts rooms left', () => {
    expect(seasonsValidity([season('2027-03-01', '2027-03-31'), season('2027-01-01', '2027-01-31')])).toEqual(
      {
        validFrom: '2027-01-01',
        validTo: '2027-03-31',
      },
    );
    expect(nightRangeProblem('2027-01-02', '2027-01-01')?.field).toBe('to');
    expect(nightRangeProblem('2027-01-01', '2028-12-01')?.field).toBe('to');
    expect(nightRangeProblem('2027-01-01', '2027-01-01')).toBeNull();
    expect(roomsLeft({ type: 'count', count: 3, booked: 1 })).toBe(2);
    expect(roomsLeft({ type: 'stop-sale', count: 3, booked: 1 })).toBe(0);
    expect(roomsLeft({ type: 'free-sale', count: 0, booked: 4 })).toBeNull();
  });
});
