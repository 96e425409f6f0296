import {
  catalogueMargin,
  previewUnitPrice,
  priceActivitySelection,
  validateSelection,
  type ActivityCatalogue,
  type ActivityPrice,
  type ActivitySelection,
  type AvailabilityRules,
  type PriceBreakdown,
  type PricingLayers,
} from '@portal/domain';
import { badRequest } from '../../lib/app-error.ts';
import type { ActivityRow, AttractionRow } from './catalogue.repository.ts';

export function catalogueOf(row: ActivityRow): ActivityCatalogue {
  return {
    id: row.id,
    name: row.name,
    base: row.base,
    activityType: row.activityType,
    adultPrice: row.adultPrice,
    childPrice: row.childPrice,
    infantPrice: row.infantPrice,
    adultCost: row.adultCost,
    childCost: row.childCost,
    infantCost: row.infantCost,
    sharedTransferPrice: row.sharedTransferPrice,
    sharedTransferCost: row.sharedTransferCost,
    privateVehicles: row.privateVehicles,
    vatPercent: Number(row.vatPercent),
    b2bPromoAmountAdult: row.b2bPromoAmountAdult,
    b2bPromoAmountChild: row.b2bPromoAmountChild,
  };
}

export function rulesOf(a: AttractionRow): AvailabilityRules {
  return {
    bookingType: a.bookingType,
    bookingPriorDays: a.bookingPriorDays,
    availableWeekdays: a.availableWeekdays,
    offDates: a.offDates,
    customDateFrom: a.customDateFrom,
    customDateTo: a.customDateTo,
  };
}

/** Whether a line draws e-tickets from our inventory. */
export function usesInventory(a: AttractionRow, activity: ActivityRow): boolean {
  return a.bookingType === 'ticket' && !a.isApiConnected && activity.base === 'person';
}

export interface UnitPrice {
  agentPrice: number;
  sellPrice: number;
}

/** One unit through the pipeline (company layer defaulting to the catalogue margin), without promo. */
export function unitBreakdown(
  listPrice: number,
  net: number,
  layers: PricingLayers,
  vatPercent: number,
): PriceBreakdown {
  return previewUnitPrice(
    net,
    { ...layers, company: layers.company ?? catalogueMargin(listPrice, net) },
    vatPercent,
  );
}

export function unitPrice(
  listPrice: number,
  net: number,
  layers: PricingLayers,
  vatPercent: number,
): UnitPrice {
  const b = unitBreakdown(listPrice, net, layers, vatPercent);
  return { agentPrice: b.agentPrice, sellPrice: b.sellPrice };
}

/** The lowest per-unit price of an activity (adult ticket, or the cheapest vehicle), whole breakdown. */
export function fromBreakdown(row: ActivityRow, layers: PricingLayers): PriceBreakdown | null {
  const vat = Number(row.vatPercent);
  if (row.base === 'person') return unitBreakdown(row.adultPrice, row.adultCost, layers, vat);
  const prices = row.privateVehicles.map((v) => unitBreakdown(v.price, v.cost, layers, vat));
  if (prices.length === 0) return null;
  return prices.reduce((a, b) => (b.agentPrice < a.agentPrice ? b : a));
}

/** The lowest per-unit agent price of an activity: adult ticket, or the cheapest vehicle. */
export function fromPrice(row: ActivityRow, layers: PricingLayers): UnitPrice | null {
  const b = fromBreakdown(row, layers);
  return b ? { agentPrice: b.agentPrice, sellPrice: b.sellPrice } : null;
}

function fieldErrorsOf(errors: { field: string; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[e.field] ??= []).push(e.message);
  return out;
}

export interface SelectionRequest {
  date: string;
  adults: number;
  children: number;
  infants: number;
  transferType: 'none' | 'shared' | 'private';
  hours?: number | undefined;
  isPromoAdded: boolean;
}

/** Validates (400 with every reason) and prices one selection for the buyer's layers. */
export function priceSelection(
  attraction: AttractionRow,
  activity: ActivityRow,
  request: SelectionRequest,
  layers: PricingLayers,
  now: Date,
): ActivityPrice {
  const selection: ActivitySelection = {
    date: request.date,
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    transferType: request.transferType,
    hours: activity.base === 'hourly' ? (request.hours ?? null) : null,
  };
  const catalogue = catalogueOf(activity);
  const errors = validateSelection({ attraction: rulesOf(attraction), activity: catalogue, selection, now });
  if (errors.length > 0) throw badRequest(errors[0]!.message, fieldErrorsOf(errors));
  try {
    return priceActivitySelection({ activity: catalogue, selection, layers, promo: request.isPromoAdded });
  } catch (err) {
    if (err instanceof RangeError) throw badRequest(err.message);
    throw err;
  }
}
