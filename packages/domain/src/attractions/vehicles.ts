import type { Minor } from '../money.ts';

export interface PricedVehicle {
  id: string;
  name: string;
  capacity: number;
  /** Price per vehicle (per vehicle-hour for hourly activities) that the choice minimises. */
  price: Minor;
}

export interface VehiclePlanEntry {
  id: string;
  name: string;
  capacity: number;
  price: Minor;
  count: number;
}

export interface VehiclePlan {
  vehicles: VehiclePlanEntry[];
  /** Sum of count x price. */
  total: Minor;
  vehicleCount: number;
  seats: number;
}

/** Largest party the optimiser accepts; far above any real group, small enough for a quick table. */
export const MAX_VEHICLE_PARTY = 1000;

interface Cell {
  cost: number;
  count: number;
  /** Index of the vehicle added last to reach this cell, -1 for the empty plan. */
  pick: number;
}

/**
 * The cheapest combination of vehicles seating `party` people (adults + children; infants ride on a
 * lap), any number of each type. Exact: dynamic programming over seats still to fill, where
 * best[s] = min over types of best[max(0, s - capacity)] + price. Ties go to fewer vehicles, then to
 * the type listed first. The original filled the largest vehicles greedily, which overpays, e.g.
 * 7 people with Sedan 4 @150 and Van 12 @350: greedy takes the van (350), two sedans cost 300.
 * Returns null when no listed vehicle can carry anyone.
 */
export function cheapestVehicleCombination(
  vehicles: readonly PricedVehicle[],
  party: number,
): VehiclePlan | null {
  if (!Number.isSafeInteger(party) || party < 0)
    throw new RangeError('party must be a whole number, zero or more');
  if (party > MAX_VEHICLE_PARTY) throw new RangeError(`party cannot exceed ${MAX_VEHICLE_PARTY}`);
  for (const v of vehicles) {
    if (!Number.isSafeInteger(v.price) || v.price < 0) throw new RangeError(`vehicle ${v.id}: invalid price`);
  }
  const usable = vehicles.filter((v) => Number.isSafeInteger(v.capacity) && v.capacity > 0);
  if (party === 0) return { vehicles: [], total: 0, vehicleCount: 0, seats: 0 };
  if (usable.length === 0) return null;

  const best: Cell[] = [{ cost: 0, count: 0, pick: -1 }];
  for (let s = 1; s <= party; s++) {
    let cell: Cell = { cost: Infinity, count: Infinity, pick: -1 };
    for (let i = 0; i < usable.length; i++) {
      const v = usable[i]!;
      const prev = best[Math.max(0, s - v.capacity)]!;
      const cost = prev.cost + v.price;
      const count = prev.count + 1;
      if (cost < cell.cost || (cost === cell.cost && count < cell.count)) cell = { cost, count, pick: i };
    }
    best.push(cell);
  }

  const counts = new Array<number>(usable.length).fill(0);
  for (let s = party; s > 0;) {
    const pick = best[s]!.pick;
    counts[pick]! += 1;
    s = Math.max(0, s - usable[pick]!.capacity);
  }
  const chosen: VehiclePlanEntry[] = [];
  usable.forEach((v, i) => {
    const count = counts[i]!;
    if (count > 0) chosen.push({ id: v.id, name: v.name, capacity: v.capacity, price: v.price, count });
  });
  return planOf(chosen);
}

export function planOf(entries: VehiclePlanEntry[]): VehiclePlan {
  return {
    vehicles: entries,
    total: entries.reduce((sum, e) => sum + e.price * e.count, 0),
    vehicleCount: entries.reduce((sum, e) => sum + e.count, 0),
    seats: entries.reduce((sum, e) => sum + e.capacity * e.count, 0),
  };
}
