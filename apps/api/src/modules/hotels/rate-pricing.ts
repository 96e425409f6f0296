import {
  priceHotelRate,
  type Minor,
  type PriceBreakdown,
  type PricingLayers,
  type RateOffer,
} from '@portal/domain';

/** A rate after the pricing pipeline, for one buyer. */
export interface PricedOffer {
  offer: RateOffer;
  breakdown: PriceBreakdown;
}

/**
 * Prices a whole rate (the stay, every room) as one line of the pipeline (domain priceHotelRate):
 * net -> company -> sub-agent -> client, percentages on the running price, flat amounts per
 * room-night, rounded once for the line. Hotel rates are VAT-inclusive as contracted, so no VAT is added here.
 * The price is a non-decreasing function of the net for fixed layers, so the cheapest net of a
 * room type and source is also its cheapest price.
 */
export function priceOffer(offer: RateOffer, layers: PricingLayers): PricedOffer {
  return {
    offer,
    breakdown: priceHotelRate({ net: offer.net, rooms: offer.rooms, nights: offer.nights, layers }),
  };
}

/** Per night, every room together; sums exactly to the breakdown's agent and sell price. */
export function perNightOf(priced: PricedOffer): { date: string; agentPrice: Minor; sellPrice: Minor }[] {
  const { offer, breakdown } = priced;
  const weights = offer.nightly.map((n) => n.net);
  const agent = allocate(breakdown.agentPrice, weights);
  const sell = allocate(breakdown.sellPrice, weights);
  return offer.nightly.map((n, i) => ({ date: n.date, agentPrice: agent[i] ?? 0, sellPrice: sell[i] ?? 0 }));
}

/**
 * Splits a total over nights in proportion to their nets (equal shares when every net is 0), the
 * remainder to the largest fractions, so the parts are whole fils and add up to the total exactly.
 */
export function allocate(total: Minor, weights: readonly number[]): Minor[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  const shares = weights.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length));
  const parts = shares.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = shares
    .map((s, i) => ({ i, frac: s - Math.floor(s) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts;
}

/** A fee or discount known at net, in the buyer's terms: the same share of the agent price. */
export function inAgentTerms(amountAtNet: Minor, priced: PricedOffer): Minor {
  const { net, agentPrice } = priced.breakdown;
  if (amountAtNet >= net) return agentPrice;
  if (net === 0) return 0;
  return Math.min(agentPrice, Math.round((amountAtNet * agentPrice) / net));
}
