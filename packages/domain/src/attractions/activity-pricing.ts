import type { Minor } from '../money.ts';
import type { Markup } from '../pricing/markup.ts';
import { priceLine, sumBreakdowns, type PriceBreakdown, type PricingLayers } from '../pricing/pipeline.ts';
import { seatsNeeded } from './selection.ts';
import type { ActivityCatalogue, ActivitySelection, VehicleOption } from './types.ts';
import { cheapestVehicleCombination, planOf, type VehiclePlan, type VehiclePlanEntry } from './vehicles.ts';

export type ActivityLineKind = 'adult' | 'child' | 'infant' | 'shared-transfer' | 'vehicle';

export interface PricedActivityLine {
  kind: ActivityLineKind;
  label: string;
  /** Units the pipeline priced: persons, vehicles, or vehicle-hours for hourly activities. */
  units: number;
  unitNet: Minor;
  /** Catalogue price of one unit (before markups). */
  unitListPrice: Minor;
  vehicleId?: string;
  vehicleCount?: number;
  hours?: number;
  breakdown: PriceBreakdown;
}

export interface ActivityPrice {
  lines: PricedActivityLine[];
  total: PriceBreakdown;
  /** The vehicles used (private transfer, private or hourly base), or null. */
  vehiclePlan: VehiclePlan | null;
}

export interface ActivityPricingInput {
  activity: ActivityCatalogue;
  /** A selection that passed `validateSelection`. */
  selection: ActivitySelection;
  /** Company layer: null means the catalogue margin (list price - cost) per unit. */
  layers: PricingLayers;
  /** Whether the agent applies the B2B promo (the cart's isPromoAdded); default false, as the cart starts. */
  promo?: boolean;
}

/** Hourly transfer items are never discounted (spec section 4, cart). */
export function isPromoExempt(item: { activityType: string; base: string }): boolean {
  return item.activityType === 'transfer' && item.base === 'hourly';
}

interface Unit {
  kind: ActivityLineKind;
  label: string;
  units: number;
  unitNet: Minor;
  unitListPrice: Minor;
  /** Promo this line takes first, before any remainder spills over. */
  promoShare: Minor;
  vehicle?: { id: string; count: number; hours?: number };
}

/** Prices one activity selection line by line through the pipeline; the total is the sum of rounded lines. */
export function priceActivitySelection(input: ActivityPricingInput): ActivityPrice {
  const { activity, selection } = input;
  const layersFor = (listPrice: Minor, net: Minor): PricingLayers => ({
    ...input.layers,
    company: input.layers.company ?? catalogueMargin(listPrice, net),
  });
  const vat = activity.vatPercent;
  const hours = activity.base === 'hourly' ? (selection.hours ?? 1) : 1;
  const units: Unit[] = [];
  let vehiclePlan: VehiclePlan | null = null;

  const promoOn = (input.promo ?? false) && !isPromoExempt(activity);
  const adultPromo = promoOn ? selection.adults * activity.b2bPromoAmountAdult : 0;
  const childPromo = promoOn ? selection.children * activity.b2bPromoAmountChild : 0;

  if (activity.base === 'person') {
    const persons = [
      ['adult', 'Adult', selection.adults, activity.adultCost, activity.adultPrice, adultPromo],
      ['child', 'Child', selection.children, activity.childCost, activity.childPrice, childPromo],
      ['infant', 'Infant', selection.infants, activity.infantCost, activity.infantPrice, 0],
    ] as const;
    for (const [kind, label, count, net, list, promoShare] of persons) {
      if (count > 0) units.push({ kind, label, units: count, unitNet: net, unitListPrice: list, promoShare });
    }
    if (selection.transferType === 'shared') {
      const price = requireShared(activity);
      const net = activity.sharedTransferCost ?? price;
      units.push({
        kind: 'shared-transfer',
        label: 'Shared transfer',
        units: seatsNeeded(selection),
        unitNet: net,
        unitListPrice: price,
        promoShare: 0,
      });
    }
  }
  if (activity.base !== 'person' || selection.transferType === 'private') {
    vehiclePlan = chooseVehicles(
      activity.privateVehicles,
      selection,
      (v) =>
        priceLine({
          quantity: 1,
          unitNet: v.cost,
          vatPercent: vat,
          ...layersFor(v.price, v.cost),
          client: null,
        }).agentPrice,
    );
    for (const entry of vehiclePlan.vehicles) {
      const vehicle = activity.privateVehicles.find((v) => v.id === entry.id)!;
      units.push({
        kind: 'vehicle',
        label:
          activity.base === 'hourly'
            ? `${vehicle.name} x ${entry.count}, ${hours} h`
            : `${vehicle.name} x ${entry.count}`,
        units: entry.count * hours,
        unitNet: vehicle.cost,
        unitListPrice: vehicle.price,
        promoShare: 0,
        vehicle: { id: vehicle.id, count: entry.count, ...(activity.base === 'hourly' ? { hours } : {}) },
      });
    }
  }

  const promos = allocatePromo(
    units,
    adultPromo + childPromo,
    (u) =>
      priceLine({
        quantity: u.units,
        unitNet: u.unitNet,
        vatPercent: vat,
        ...layersFor(u.unitListPrice, u.unitNet),
      }).agentPrice,
  );
  const lines = units.map((u, i): PricedActivityLine => {
    const breakdown = priceLine({
      quantity: u.units,
      unitNet: u.unitNet,
      vatPercent: vat,
      promo: promos[i] ?? 0,
      ...layersFor(u.unitListPrice, u.unitNet),
    });
    return {
      kind: u.kind,
      label: u.label,
      units: u.units,
      unitNet: u.unitNet,
      unitListPrice: u.unitListPrice,
      ...(u.vehicle
        ? {
            vehicleId: u.vehicle.id,
            vehicleCount: u.vehicle.count,
            ...(u.vehicle.hours ? { hours: u.vehicle.hours } : {}),
          }
        : {}),
      breakdown,
    };
  });
  return { lines, total: sumBreakdowns(lines.map((l) => l.breakdown)), vehiclePlan };
}

/** With no company markup configured, the company earns its catalogue margin (list price - cost) per unit. */
export function catalogueMargin(listPrice: Minor, net: Minor): Markup {
  return { type: 'flat', value: Math.max(0, listPrice - net) };
}

function requireShared(activity: ActivityCatalogue): Minor {
  if (activity.sharedTransferPrice === null) throw new RangeError('This activity has no shared transfer.');
  return activity.sharedTransferPrice;
}

function chooseVehicles(
  options: readonly VehicleOption[],
  selection: ActivitySelection,
  unitPrice: (v: VehicleOption) => Minor,
): VehiclePlan {
  const explicit = selection.vehicles?.filter((v) => v.count > 0) ?? [];
  if (explicit.length > 0) {
    const entries: VehiclePlanEntry[] = explicit.map((e) => {
      const v = options.find((o) => o.id === e.id);
      if (!v) throw new RangeError('Unknown vehicle.');
      return { id: v.id, name: v.name, capacity: v.capacity, price: unitPrice(v), count: e.count };
    });
    const plan = planOf(entries);
    if (plan.seats < seatsNeeded(selection))
      throw new RangeError('The selected vehicles do not seat the party.');
    return plan;
  }
  const plan = cheapestVehicleCombination(
    options.map((v) => ({ id: v.id, name: v.name, capacity: v.capacity, price: unitPrice(v) })),
    Math.max(1, seatsNeeded(selection)),
  );
  if (!plan) throw new RangeError('This activity has no vehicles to choose from.');
  return plan;
}

/** Each line takes its own promo first (capped at its price); what it cannot absorb spills to later lines. */
function allocatePromo(units: readonly Unit[], total: Minor, grossOf: (u: Unit) => Minor): Minor[] {
  if (total === 0) return units.map(() => 0);
  const gross = units.map(grossOf);
  const given = units.map((u, i) => Math.min(u.promoShare, gross[i]!));
  let left = total - given.reduce((s, g) => s + g, 0);
  for (let i = 0; i < units.length && left > 0; i++) {
    const extra = Math.min(left, gross[i]! - given[i]!);
    given[i]! += extra;
    left -= extra;
  }
  return given;
}
