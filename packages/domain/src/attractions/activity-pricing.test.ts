import { describe, expect, it } from 'vitest';
import { isConsistentBreakdown } from '../pricing/pipeline.ts';
import { catalogueMargin, isPromoExempt, priceActivitySelection } from './activity-pricing.ts';
import { hourlyActivity, personActivity } from './test-fixtures.ts';
import type { ActivitySelection } from './types.ts';

const sel: ActivitySelection = {
  date: '2026-11-25',
  adults: 2,
  children: 1,
  infants: 1,
  transferType: 'none',
};

describe('priceActivitySelection', () => {
  it('prices persons at the catalogue price when no company markup is set', () => {
    const price = priceActivitySelection({
      activity: { ...personActivity, vatPercent: 0 },
      selection: sel,
      layers: {},
      promo: false,
    });
    expect(price.lines.map((l) => [l.kind, l.units, l.breakdown.agentPrice])).toEqual([
      ['adult', 2, 30_000],
      ['child', 1, 12_000],
      ['infant', 1, 0],
    ]);
    expect(price.total.net).toBe(31_000);
    expect(price.total.companyMarkup).toBe(11_000);
    expect(price.total.agentPrice).toBe(42_000);
    expect(price.vehiclePlan).toBeNull();
  });

  it('runs every unit through the layers, adds VAT and the promo per adult and child', () => {
    const price = priceActivitySelection({
      activity: personActivity,
      selection: sel,
      layers: {
        company: { type: 'percentage', value: 20 },
        subAgent: { type: 'flat', value: 500 },
        client: { type: 'percentage', value: 10 },
      },
      promo: true,
    });
    const adult = price.lines[0]!.breakdown;
    // net 22 000, +20% = 4 400, +500 x 2 = 1 000, VAT 5% of 27 400 = 1 370, promo 2 x 1 000.
    expect(adult).toMatchObject({
      net: 22_000,
      companyMarkup: 4_400,
      subAgentMarkup: 1_000,
      vat: 1_370,
      promo: 2_000,
    });
    expect(adult.agentPrice).toBe(26_770);
    expect(adult.clientMarkup).toBe(2_877);
    expect(price.lines[1]!.breakdown.promo).toBe(500);
    expect(price.total.promo).toBe(2_500);
    expect(price.total.parentEarning).toBe(1_500 + 500);
    expect(isConsistentBreakdown(price.total)).toBe(true);
  });

  it('keeps the promo off when the agent removed it', () => {
    const withPromo = priceActivitySelection({
      activity: personActivity,
      selection: sel,
      layers: {},
      promo: true,
    });
    // Without the flag the promo is off, as a cart item starts (issue 30: one price, whoever asks).
    expect(priceActivitySelection({ activity: personActivity, selection: sel, layers: {} })).toEqual(
      priceActivitySelection({ activity: personActivity, selection: sel, layers: {}, promo: false }),
    );
    const without = priceActivitySelection({
      activity: personActivity,
      selection: sel,
      layers: {},
      promo: false,
    });
    expect(without.total.agentPrice - withPromo.total.agentPrice).toBe(2 * 1_000 + 500);
  });

  it('charges the shared transfer per adult and child, never per infant', () => {
    const price = priceActivitySelection({
      activity: personActivity,
      selection: { ...sel, transferType: 'shared' },
      layers: {},
      promo: false,
    });
    const transfer = price.lines.find((l) => l.kind === 'shared-transfer')!;
    expect(transfer.units).toBe(3);
    expect(transfer.breakdown.net).toBe(10_500);
    expect(transfer.breakdown.agentPrice).toBe(15_750); // 3 x 5 000 + 5% VAT
    const noCost = priceActivitySelection({
      activity: { ...personActivity, sharedTransferCost: null },
      selection: { ...sel, transferType: 'shared' },
      layers: {},
    });
    expect(noCost.lines.find((l) => l.kind === 'shared-transfer')!.breakdown.net).toBe(15_000);
  });

  it('picks the cheapest private vehicles for the party, infants on laps', () => {
    const price = priceActivitySelection({
      activity: personActivity,
      selection: { ...sel, adults: 6, children: 1, infants: 3, transferType: 'private' },
      layers: {},
      promo: false,
    });
    expect(price.vehiclePlan?.vehicles.map((v) => [v.id, v.count])).toEqual([['sedan', 2]]);
    const line = price.lines.find((l) => l.kind === 'vehicle')!;
    expect(line).toMatchObject({ vehicleId: 'sedan', vehicleCount: 2, units: 2, label: 'Sedan x 2' });
    expect(line.breakdown.agentPrice).toBe(42_000);
  });

  it('honours explicitly chosen vehicles', () => {
    const price = priceActivitySelection({
      activity: personActivity,
      selection: {
        ...sel,
        transferType: 'private',
        vehicles: [
          { id: 'van', count: 1 },
          { id: 'suv', count: 0 },
        ],
      },
      layers: {},
    });
    expect(price.vehiclePlan?.vehicles.map((v) => v.id)).toEqual(['van']);
    expect(() =>
      priceActivitySelection({
        activity: personActivity,
        selection: { ...sel, adults: 9, transferType: 'private', vehicles: [{ id: 'sedan', count: 1 }] },
        layers: {},
      }),
    ).toThrow(/do not seat/);
    expect(() =>
      priceActivitySelection({
        activity: personActivity,
        selection: { ...sel, transferType: 'private', vehicles: [{ id: 'tank', count: 1 }] },
        layers: {},
      }),
    ).toThrow(/Unknown vehicle/);
  });

  it('prices hourly activities per vehicle per hour and gives no promo on hourly transfers', () => {
    const price = priceActivitySelection({
      activity: hourlyActivity,
      selection: { ...sel, adults: 3, children: 0, infants: 0, hours: 4 },
      layers: { company: { type: 'flat', value: 1_000 } },
    });
    const line = price.lines[0]!;
    expect(line).toMatchObject({
      kind: 'vehicle',
      vehicleId: 'sedan',
      units: 4,
      hours: 4,
      label: 'Sedan x 1, 4 h',
    });
    expect(line.breakdown.net).toBe(60_000);
    expect(line.breakdown.companyMarkup).toBe(4_000);
    expect(line.breakdown.promo).toBe(0);
  });

  it('spreads a promo over vehicle lines for private-base activities', () => {
    const price = priceActivitySelection({
      activity: { ...personActivity, base: 'private', vatPercent: 0 },
      selection: { ...sel, adults: 2, children: 2, infants: 0, transferType: 'none' },
      layers: {},
      promo: true,
    });
    expect(price.lines).toHaveLength(1);
    expect(price.total.promo).toBe(3_000);
    expect(price.total.agentPrice).toBe(17_000);
  });

  it('caps a promo larger than the price at zero, spilling to later lines first', () => {
    const price = priceActivitySelection({
      activity: { ...personActivity, b2bPromoAmountAdult: 20_000, vatPercent: 0 },
      selection: { ...sel, children: 1, infants: 0, transferType: 'shared' },
      layers: {},
      promo: true,
    });
    // Adults absorb 30 000 of their 40 000, the child its own 500 plus the 10 000 left over.
    expect(price.lines.map((l) => l.breakdown.agentPrice)).toEqual([0, 1_500, 15_000]);
    expect(price.total.promo).toBe(40_500);
  });

  it('throws when the selection was not validated', () => {
    expect(() =>
      priceActivitySelection({
        activity: { ...personActivity, sharedTransferPrice: null },
        selection: { ...sel, transferType: 'shared' },
        layers: {},
      }),
    ).toThrow(/no shared transfer/);
    expect(() =>
      priceActivitySelection({
        activity: { ...hourlyActivity, privateVehicles: [] },
        selection: { ...sel, hours: 1 },
        layers: {},
      }),
    ).toThrow(/no vehicles/);
  });
});

describe('helpers', () => {
  it('derives the catalogue margin and the promo exemption', () => {
    expect(catalogueMargin(15_000, 11_000)).toEqual({ type: 'flat', value: 4_000 });
    expect(catalogueMargin(10_000, 11_000)).toEqual({ type: 'flat', value: 0 });
    expect(isPromoExempt({ activityType: 'transfer', base: 'hourly' })).toBe(true);
    expect(isPromoExempt({ activityType: 'normal', base: 'hourly' })).toBe(false);
    expect(isPromoExempt({ activityType: 'transfer', base: 'private' })).toBe(false);
  });
});
