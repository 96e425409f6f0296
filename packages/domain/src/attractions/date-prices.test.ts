import { describe, expect, it } from 'vitest';
import {
  datePriceOn,
  datePricesProblem,
  transfersProblem,
  vehiclePricesProblem,
  withDatePrice,
  type ActivityDatePrice,
} from './date-prices.ts';

const range = (dateFrom: string, dateTo: string, adultPrice = 10_000): ActivityDatePrice => ({
  dateFrom,
  dateTo,
  adultPrice,
  childPrice: 5_000,
  infantPrice: 0,
  adultCost: 8_000,
  childCost: 4_000,
  infantCost: 0,
});

describe('date-range prices', () => {
  it('accepts ranges in order that share no day, in any input order', () => {
    expect(
      datePricesProblem([range('2027-02-01', '2027-02-28'), range('2027-01-01', '2027-01-31')]),
    ).toBeNull();
    expect(datePricesProblem([])).toBeNull();
  });

  it('names the field of the first problem', () => {
    expect(
      datePricesProblem([range('2027-01-01', '2027-01-31'), range('2027-01-31', '2027-02-10')])?.field,
    ).toBe('ranges[1].dateFrom');
    expect(datePricesProblem([range('2027-01-10', '2027-01-01')])?.field).toBe('ranges[0].dateTo');
    expect(datePricesProblem([range('2027-02-30', '2027-03-01')])?.field).toBe('ranges[0].dateFrom');
    expect(datePricesProblem([range('2027-01-01', '2027-01-02', 0)])?.field).toBe('ranges[0].adultPrice');
    expect(datePricesProblem([{ ...range('2027-01-01', '2027-01-02'), infantCost: -1 }])?.field).toBe(
      'ranges[0].infantCost',
    );
  });

  it('prices a date by the range holding it, both ends included, else the standing prices', () => {
    const ranges = [range('2027-01-01', '2027-01-31', 12_000)];
    const standing = {
      adultPrice: 9_000,
      childPrice: 1,
      infantPrice: 1,
      adultCost: 1,
      childCost: 1,
      infantCost: 1,
    };
    expect(datePriceOn(ranges, '2027-01-31')).toBe(ranges[0]);
    expect(datePriceOn(ranges, '2027-02-01')).toBeNull();
    expect(withDatePrice(standing, ranges, '2027-01-01').adultPrice).toBe(12_000);
    expect(withDatePrice(standing, ranges, '2026-12-31')).toBe(standing);
  });
});

describe('transfers', () => {
  const vehicle = { id: 'v1', name: 'Sedan', capacity: 3, price: 20_000, cost: 15_000 };
  it('takes the shared price with its cost, or neither, and sound vehicles', () => {
    expect(
      transfersProblem({ sharedTransferPrice: null, sharedTransferCost: null, privateVehicles: [vehicle] }),
    ).toBeNull();
    expect(
      transfersProblem({ sharedTransferPrice: 100, sharedTransferCost: null, privateVehicles: [] })?.field,
    ).toBe('sharedTransferCost');
    expect(
      transfersProblem({
        sharedTransferPrice: null,
        sharedTransferCost: null,
        privateVehicles: [vehicle, { ...vehicle, id: 'v2', capacity: 0 }],
      })?.field,
    ).toBe('privateVehicles[1].name');
    expect(
      transfersProblem({
        sharedTransferPrice: null,
        sharedTransferCost: null,
        privateVehicles: [{ ...vehicle, capacity: 0 }],
      })?.field,
    ).toBe('privateVehicles[0].capacity');
  });
});

describe('vehicle prices of a private or hourly activity', () => {
  const sedan = { id: 'v1', name: 'Sedan', capacity: 4, price: 15_000, cost: 11_000 };
  it('needs at least one vehicle', () => {
    expect(vehiclePricesProblem([])?.field).toBe('privateVehicles');
    expect(vehiclePricesProblem([sedan])).toBeNull();
    expect(vehiclePricesProblem([sedan, { ...sedan, id: 'v2', name: 'Van', capacity: 12 }])).toBeNull();
  });
  it('names the vehicle and field at fault', () => {
    expect(vehiclePricesProblem([sedan, { ...sedan, id: 'v2', name: ' SEDAN ' }])?.field).toBe(
      'privateVehicles[1].name',
    );
    expect(vehiclePricesProblem([{ ...sedan, price: 0 }])?.field).toBe('privateVehicles[0].price');
    expect(vehiclePricesProblem([{ ...sedan, price: 1.5 }])?.field).toBe('privateVehicles[0].price');
    expect(vehiclePricesProblem([{ ...sedan, cost: -1 }])?.field).toBe('privateVehicles[0].cost');
    expect(vehiclePricesProblem([sedan, { ...sedan, name: 'Van' }])?.field).toBe('privateVehicles[1].id');
  });
});
