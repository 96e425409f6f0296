import type { Minor } from '../money.ts';
import { catalogueMargin } from '../attractions/activity-pricing.ts';
import { priceLine, sumBreakdowns, type PriceBreakdown, type PricingLayers } from '../pricing/pipeline.ts';

/** What the company sells a visa type for to one nationality, in AED minor units per traveller. */
export interface VisaNationalityPrice {
  adultPrice: Minor;
  childPrice: Minor;
  adultCost: Minor;
  childCost: Minor;
}

export interface VisaPriceLines {
  adult: PriceBreakdown;
  child: PriceBreakdown;
  total: PriceBreakdown;
}

/**
 * A visa application through the one pricing pipeline: one line per pax type, net = the company's
 * cost per traveller; without a company markup configured the company keeps its list margin
 * (price - cost, as attractions); flat layers apply per traveller.
 */
export function priceVisa(
  price: VisaNationalityPrice,
  counts: { noOfAdult: number; noOfChild: number },
  layers: PricingLayers,
): VisaPriceLines {
  const line = (quantity: number, list: Minor, cost: Minor) =>
    priceLine({
      quantity,
      unitNet: cost,
      company: layers.company ?? catalogueMargin(list, cost),
      companyForAgent: layers.companyForAgent,
      subAgent: layers.subAgent,
      client: layers.client,
    });
  const adult = line(counts.noOfAdult, price.adultPrice, price.adultCost);
  const child = line(counts.noOfChild, price.childPrice, price.childCost);
  return { adult, child, total: sumBreakdowns([adult, child]) };
}

/** One traveller's price for the catalogue (quantity one). */
export function visaUnitPrices(price: VisaNationalityPrice, layers: PricingLayers) {
  const lines = priceVisa(price, { noOfAdult: 1, noOfChild: 1 }, layers);
  return { adult: lines.adult, child: lines.child };
}
