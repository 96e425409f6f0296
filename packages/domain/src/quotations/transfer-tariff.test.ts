import { describe, expect, it } from 'vitest';
import { distanceKm, planTransfer, tariffNet, type TariffVehicle } from './transfer-tariff.ts';

const tariff: TariffVehicle[] = [
  { id: 'seat', name: 'Shared coach seat', kind: 'shared', capacity: 1, baseNet: 2_500, perKmNet: 40 },
  { id: 'sedan', name: 'Sedan', kind: 'private', capacity: 3, baseNet: 9_000, perKmNet: 180 },
  { id: 'van', name: 'Van', kind: 'private', capacity: 6, baseNet: 12_000, perKmNet: 240 },
];

describe('transfer tariff', () => {
  it('measures the great-circle distance (Dubai airport to Downtown Dubai is about 11 km)', () => {
    const km = distanceKm({ lat: 25.2528, lon: 55.3644 }, { lat: 25.1972, lon: 55.2744 });
    expect(km).toBeGreaterThan(10.5);
    expect(km).toBeLessThan(11.5);
    expect(distanceKm({ lat: 25, lon: 55 }, { lat: 25, lon: 55 })).toBe(0);
  });

  it('charges the base fare plus every started kilometre', () => {
    expect(tariffNet(tariff[1]!, 10.2)).toBe(9_000 + 180 * 11);
    expect(tariffNet(tariff[1]!, 0)).toBe(9_000);
    expect(() => tariffNet(tariff[1]!, -1)).toThrow(RangeError);
  });

  it('prices a shared transfer per traveller', () => {
    const plan = planTransfer(tariff, 'shared', 10, 3, []);
    expect(plan).toEqual({
      ok: true,
      vehicles: [{ id: 'seat', name: 'Shared coach seat', capacity: 1, price: 2_900, count: 3 }],
      net: 8_700,
    });
  });

  it('chooses the cheapest private vehicles seating the party when none were chosen', () => {
    const plan = planTransfer(tariff, 'private', 0, 5, []);
    // Two sedans (18,000) cost more than one van (12,000).
    expect(plan.ok && plan.vehicles.map((v) => [v.id, v.count])).toEqual([['van', 1]]);
    expect(plan.ok && plan.net).toBe(12_000);
  });

  it('takes the chosen vehicles only when they seat the party', () => {
    expect(planTransfer(tariff, 'private', 0, 4, [{ vehicle: 'sedan', count: 2 }])).toMatchObject({
      ok: true,
      net: 18_000,
    });
    expect(planTransfer(tariff, 'private', 0, 4, [{ vehicle: 'sedan', count: 1 }])).toEqual({
      ok: false,
      message: 'The vehicles chosen seat 3; the party is 4',
    });
    expect(planTransfer(tariff, 'private', 0, 2, [{ vehicle: 'seat', count: 2 }])).toEqual({
      ok: false,
      message: 'Choose a private vehicle from the list',
    });
  });
});
