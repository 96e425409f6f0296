import type { FieldProblem } from '../hotels/extranet.ts';
import type { Minor } from '../money.ts';
import { isPlainDate } from '../plain-date.ts';
import type { VehicleOption } from './types.ts';

/**
 * An activity's prices for a date range (issue 34): staff contract next season's prices ahead, and
 * search, price check and checkout price a visit date by the range that holds it. Dates are plain
 * Asia/Dubai days, both ends included; an activity's ranges never share a day. A date outside every
 * range keeps the activity's standing prices.
 */
export interface ActivityDatePrice {
  dateFrom: string;
  dateTo: string;
  adultPrice: Minor;
  childPrice: Minor;
  infantPrice: Minor;
  adultCost: Minor;
  childCost: Minor;
  infantCost: Minor;
}

export const MAX_DATE_PRICES = 60;

const problem = (field: string, message: string): FieldProblem => ({ field, message });
const amount = (n: number) => Number.isInteger(n) && n >= 0;

/** Each range in date order with sound prices, and no two ranges sharing a day: `ranges[i].field`. */
export function datePricesProblem(ranges: readonly ActivityDatePrice[]): FieldProblem | null {
  if (ranges.length > MAX_DATE_PRICES)
    return problem('ranges', `At most ${MAX_DATE_PRICES} date ranges per activity`);
  for (const [i, r] of ranges.entries()) {
    const at = `ranges[${i}]`;
    if (!isPlainDate(r.dateFrom)) return problem(`${at}.dateFrom`, 'Enter a valid first day');
    if (!isPlainDate(r.dateTo)) return problem(`${at}.dateTo`, 'Enter a valid last day');
    if (r.dateTo < r.dateFrom) return problem(`${at}.dateTo`, 'The last day cannot be before the first day');
    if (!Number.isInteger(r.adultPrice) || r.adultPrice <= 0)
      return problem(`${at}.adultPrice`, 'The adult price must be positive');
    for (const key of ['childPrice', 'infantPrice', 'adultCost', 'childCost', 'infantCost'] as const)
      if (!amount(r[key])) return problem(`${at}.${key}`, 'A price or cost cannot be negative');
  }
  const order = ranges.map((r, i) => ({ r, i })).sort((a, b) => a.r.dateFrom.localeCompare(b.r.dateFrom));
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1]!;
    const next = order[k]!;
    if (next.r.dateFrom <= prev.r.dateTo)
      return problem(
        `ranges[${next.i}].dateFrom`,
        `Date ranges overlap: ${next.r.dateFrom}..${next.r.dateTo} shares days with ${prev.r.dateFrom}..${prev.r.dateTo}`,
      );
  }
  return null;
}

/** The range holding `date`, or null (the standing prices apply). */
export function datePriceOn<T extends Pick<ActivityDatePrice, 'dateFrom' | 'dateTo'>>(
  ranges: readonly T[],
  date: string,
): T | null {
  return ranges.find((r) => r.dateFrom <= date && date <= r.dateTo) ?? null;
}

type PersonPrices = Pick<
  ActivityDatePrice,
  'adultPrice' | 'childPrice' | 'infantPrice' | 'adultCost' | 'childCost' | 'infantCost'
>;

/** The activity with the prices of the range holding `date` (itself when none does). */
export function withDatePrice<T extends PersonPrices>(
  activity: T,
  ranges: readonly ActivityDatePrice[],
  date: string,
): T {
  const range = datePriceOn(ranges, date);
  if (!range) return activity;
  return {
    ...activity,
    adultPrice: range.adultPrice,
    childPrice: range.childPrice,
    infantPrice: range.infantPrice,
    adultCost: range.adultCost,
    childCost: range.childCost,
    infantCost: range.infantCost,
  };
}

/** Transfers of a per-person activity: the shared price (with its cost) or none, and private vehicles. */
export interface ActivityTransfers {
  sharedTransferPrice: Minor | null;
  sharedTransferCost: Minor | null;
  privateVehicles: VehicleOption[];
}

export function transfersProblem(t: ActivityTransfers): FieldProblem | null {
  if ((t.sharedTransferPrice === null) !== (t.sharedTransferCost === null))
    return problem('sharedTransferCost', 'Give the shared transfer’s price and cost, or neither');
  if (
    t.sharedTransferPrice !== null &&
    (!Number.isInteger(t.sharedTransferPrice) || t.sharedTransferPrice <= 0)
  )
    return problem('sharedTransferPrice', 'The shared transfer price must be positive');
  if (t.sharedTransferCost !== null && !amount(t.sharedTransferCost))
    return problem('sharedTransferCost', 'The shared transfer cost cannot be negative');
  return vehiclesProblem(t.privateVehicles);
}

/** Sound vehicles: each named (names unique), seating at least one, a positive price and a cost of 0 or more. */
export function vehiclesProblem(vehicles: readonly VehicleOption[]): FieldProblem | null {
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const [i, v] of vehicles.entries()) {
    const at = `privateVehicles[${i}]`;
    if (!v.name.trim()) return problem(`${at}.name`, 'Name the vehicle');
    if (names.has(v.name.trim().toLowerCase())) return problem(`${at}.name`, 'Two vehicles have this name');
    names.add(v.name.trim().toLowerCase());
    if (ids.has(v.id)) return problem(`${at}.id`, 'Two vehicles have this id');
    ids.add(v.id);
    if (!Number.isInteger(v.capacity) || v.capacity < 1)
      return problem(`${at}.capacity`, 'A vehicle seats at least 1 person');
    if (!Number.isInteger(v.price) || v.price <= 0)
      return problem(`${at}.price`, 'The vehicle price must be positive');
    if (!amount(v.cost)) return problem(`${at}.cost`, 'The vehicle cost cannot be negative');
  }
  return null;
}

/**
 * The vehicles of a private or hourly activity, its only priced units (per vehicle, per vehicle-hour when
 * hourly): at least one, or agents could not book it; each sound.
 */
export function vehiclePricesProblem(vehicles: readonly VehicleOption[]): FieldProblem | null {
  if (vehicles.length === 0) return problem('privateVehicles', 'Give at least one vehicle and its price');
  return vehiclesProblem(vehicles);
}
