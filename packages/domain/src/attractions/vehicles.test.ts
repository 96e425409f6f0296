import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestVehicleCombination, type PricedVehicle } from './vehicles.ts';

const sedan = { id: 'sedan', name: 'Sedan', capacity: 4, price: 15_000 };
const suv = { id: 'suv', name: 'SUV', capacity: 6, price: 25_000 };
const van = { id: 'van', name: 'Van', capacity: 12, price: 35_000 };
const miniCoach = { id: 'mini', name: 'Mini Coach', capacity: 22, price: 60_000 };
const coach = { id: 'coach', name: 'Coach', capacity: 50, price: 120_000 };
const fleet = [sedan, suv, van, miniCoach, coach];

/** The original's fill: the smallest vehicle that seats everyone left, else the largest, repeated. */
function greedy(vehicles: readonly PricedVehicle[], party: number): number {
  const bySize = [...vehicles].sort((a, b) => a.capacity - b.capacity);
  let left = party;
  let total = 0;
  while (left > 0) {
    const v = bySize.find((x) => x.capacity >= left) ?? bySize[bySize.length - 1]!;
    total += v.price;
    left -= v.capacity;
  }
  return total;
}

describe('cheapestVehicleCombination', () => {
  it('beats the greedy fill: 7 people ride in two sedans, not a van', () => {
    const plan = cheapestVehicleCombination([sedan, van], 7)!;
    expect(plan.vehicles).toEqual([{ ...sedan, count: 2 }]);
    expect(plan.total).toBe(30_000);
    expect(greedy([sedan, van], 7)).toBe(35_000);
  });

  it('beats greedy when the big vehicle is a poor fit: 13 people', () => {
    const cheapSuv = { ...suv, price: 16_000 };
    const plan = cheapestVehicleCombination([sedan, cheapSuv, van], 13)!;
    // SUV + 2 sedans (14 seats) = 46 000; greedy takes the van and then a sedan = 50 000.
    expect(plan.vehicles).toEqual([
      { ...sedan, count: 2 },
      { ...cheapSuv, count: 1 },
    ]);
    expect(plan.total).toBe(46_000);
    expect(greedy([sedan, { ...suv, price: 16_000 }, van], 13)).toBe(50_000);
  });

  it('takes one larger vehicle when it is cheaper than several small ones', () => {
    expect(cheapestVehicleCombination(fleet, 12)).toMatchObject({
      total: 35_000,
      vehicleCount: 1,
      seats: 12,
    });
    expect(cheapestVehicleCombination(fleet, 50)).toMatchObject({ total: 120_000, vehicleCount: 1 });
  });

  it('breaks price ties with fewer vehicles', () => {
    const twoSmall = { id: 'small', name: 'Small', capacity: 4, price: 10_000 };
    const oneBig = { id: 'big', name: 'Big', capacity: 8, price: 20_000 };
    const plan = cheapestVehicleCombination([twoSmall, oneBig], 8)!;
    expect(plan.vehicles).toEqual([{ ...oneBig, count: 1 }]);
  });

  it('handles parties of 0, 1 and 60, and no usable vehicle', () => {
    expect(cheapestVehicleCombination(fleet, 0)).toEqual({
      vehicles: [],
      total: 0,
      vehicleCount: 0,
      seats: 0,
    });
    expect(cheapestVehicleCombination(fleet, 1)?.vehicles).toEqual([{ ...sedan, count: 1 }]);
    const sixty = cheapestVehicleCombination(fleet, 60)!;
    expect(sixty.seats).toBeGreaterThanOrEqual(60);
    expect(sixty.total).toBe(155_000); // coach + van
    expect(cheapestVehicleCombination([], 3)).toBeNull();
    expect(cheapestVehicleCombination([{ ...sedan, capacity: 0 }], 3)).toBeNull();
  });

  it('rejects bad input', () => {
    expect(() => cheapestVehicleCombination(fleet, -1)).toThrow(/party/);
    expect(() => cheapestVehicleCombination(fleet, 2.5)).toThrow(/party/);
    expect(() => cheapestVehicleCombination(fleet, 5000)).toThrow(/exceed/);
    expect(() => cheapestVehicleCombination([{ ...sedan, price: -5 }], 3)).toThrow(/price/);
  });

  it('matches an exhaustive search on small fleets', () => {
    const vehicleArb = fc.record({
      capacity: fc.integer({ min: 1, max: 15 }),
      price: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(vehicleArb, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 30 }),
        (raw, party) => {
          const vehicles = raw.map((v, i) => ({ ...v, id: `v${i}`, name: `V${i}` }));
          const plan = cheapestVehicleCombination(vehicles, party)!;
          expect(plan.seats).toBeGreaterThanOrEqual(party);
          let best = Infinity;
          let bestCount = Infinity;
          const search = (i: number, seats: number, cost: number, count: number) => {
            if (seats >= party) {
              if (cost < best || (cost === best && count < bestCount)) [best, bestCount] = [cost, count];
              return;
            }
            if (i === vehicles.length) return;
            const v = vehicles[i]!;
            for (let n = 0; n * v.capacity <= party + v.capacity; n++) {
              search(i + 1, seats + n * v.capacity, cost + n * v.price, count + n);
            }
          };
          search(0, 0, 0, 0);
          expect(plan.total).toBe(best);
          expect(plan.vehicleCount).toBe(bestCount);
        },
      ),
    );
  });
});
