/**
 * What a user without `prices.net` sees of a price (issue 32, ADR 0018): the agency's sell prices only.
 * Every field that would give away what the agency pays or earns is masked in the API answer itself:
 * a price the agency pays reads as the sell price next to it, and every margin or earning reads 0.
 * Numbers stay numbers, so every answer keeps its contract and every page keeps working.
 */

/** A price the agency pays, and the sell price that stands in for it (same object). */
const paidAsSold: Readonly<Record<string, string>> = {
  agentPrice: 'sellPrice',
  agentPriceMajor: 'sellPriceMajor',
  totalAgentPrice: 'totalSellPrice',
  net: 'sellPrice',
};

/** Margins and earnings: what the agency (or the company) makes on a sale. */
const margins: ReadonlySet<string> = new Set([
  'companyMarkup',
  'subAgentMarkup',
  'clientMarkup',
  'parentEarning',
  'earnings',
  'pendingEarnings',
  'totalEarnings',
  'pendingEarningsVat',
  'totalEarningsVat',
  'subAgentEarnings',
  'earningsWaiting',
  'netCost',
  'markup',
]);

/** A copy of an answer with net prices and earnings masked; anything else is left as it is. */
export function maskNetPrices<T>(value: T): T {
  return mask(value) as T;
}

/** A unit price the agency pays, at its line's sell-to-paid ratio (a unit has no sell price of its own). */
function unitSold(unit: number, breakdown: unknown): number {
  const b = breakdown as { agentPrice?: unknown; sellPrice?: unknown } | null | undefined;
  if (typeof b?.agentPrice !== 'number' || typeof b.sellPrice !== 'number' || b.agentPrice <= 0) return 0;
  return Math.round((unit * b.sellPrice) / b.agentPrice);
}

function mask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mask);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(source)) {
    const sold = paidAsSold[key];
    if (typeof v === 'number' && key === 'unitAgentPrice') out[key] = unitSold(v, source['breakdown']);
    else if (typeof v === 'number' && sold !== undefined)
      out[key] = typeof source[sold] === 'number' ? source[sold] : 0;
    else if (typeof v === 'number' && margins.has(key)) out[key] = 0;
    else out[key] = mask(v);
  }
  return out;
}

/**
 * Whether the price a buyer confirmed is the price now: the agency's price, or - for a user who sees
 * sell prices only (its answers carry the sell price in place of the agency's) - the sell price.
 */
export function expectedPriceMatches(
  expected: number,
  now: { agentPrice: number; sellPrice: number },
  seesNetPrices: boolean,
): boolean {
  return expected === now.agentPrice || (!seesNetPrices && expected === now.sellPrice);
}
