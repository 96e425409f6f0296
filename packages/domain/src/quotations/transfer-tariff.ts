import { cheapestVehicleCombination, type VehiclePlanEntry } from '../attractions/vehicles.ts';
import type { Minor } from '../money.ts';

export interface TariffVehicle {
  id: string;
  name: string;
  kind: 'shared' | 'private';
  capacity: number;
  baseNet: Minor;
  perKmNet: Minor;
}

/** Great-circle distance in kilometres (haversine), the tariff's measure between two places. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Net of one vehicle (or one shared seat) over a distance; started kilometres count whole. */
export function tariffNet(vehicle: Pick<TariffVehicle, 'baseNet' | 'perKmNet'>, km: number): Minor {
  if (!Number.isFinite(km) || km < 0) throw new RangeError('distance must be zero or more');
  return vehicle.baseNet + vehicle.perKmNet * Math.ceil(km);
}

export type TransferPlan =
  { ok: true; vehicles: VehiclePlanEntry[]; net: Minor } | { ok: false; message: string };

/**
 * The vehicles of one transfer slot and their net: a shared seat per traveller; or the private
 * vehicles the agent chose, which must seat the party; or, when none were chosen, the cheapest
 * combination that does.
 */
export function planTransfer(
  tariff: readonly TariffVehicle[],
  type: 'shared' | 'private',
  km: number,
  persons: number,
  chosen: readonly { vehicle: string; count: number }[],
): TransferPlan {
  const priced = tariff
    .filter((v) => v.kind === type)
    .map((v) => ({ id: v.id, name: v.name, capacity: v.capacity, price: tariffNet(v, km) }));
  if (type === 'shared') {
    const seat = priced[0];
    if (!seat) return { ok: false, message: 'Shared transfers are not offered' };
    return { ok: true, vehicles: [{ ...seat, count: persons }], net: seat.price * persons };
  }
  if (chosen.length === 0) {
    const plan = cheapestVehicleCombination(priced, persons);
    if (!plan) return { ok: false, message: 'Private transfers are not offered' };
    return { ok: true, vehicles: plan.vehicles, net: plan.total };
  }
  const vehicles: VehiclePlanEntry[] = [];
  for (const c of chosen) {
    const v = priced.find((p) => p.id === c.vehicle);
    if (!v) return { ok: false, message: 'Choose a private vehicle from the list' };
    vehicles.push({ ...v, count: c.count });
  }
  const seats = vehicles.reduce((n, v) => n + v.capacity * v.count, 0);
  if (seats < persons) {
    return { ok: false, message: `The vehicles chosen seat ${seats}; the party is ${persons}` };
  }
  return { ok: true, vehicles, net: vehicles.reduce((n, v) => n + v.price * v.count, 0) };
}
