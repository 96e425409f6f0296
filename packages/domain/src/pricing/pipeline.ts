import { MAX_MINOR, percentOf, type Minor } from '../money.ts';
import { assertMarkup, layerAmount, type AgentCompanyMarkup, type Markup } from './markup.ts';

/**
 * The markup layers, always applied in this order: company (admin: the product's own margin, then
 * the agent's company markup on top of it), sub-agent (set by the parent; pass it only when the
 * buyer is a sub-agent), client (the buyer's own margin).
 */
export interface PricingLayers {
  /** The product's own margin (the default company markup, or the product's built-in margin). */
  company?: Markup | null | undefined;
  /**
   * The company markup set for this one agent: ADDED to the product's own margin, on the running
   * price net + margin (ADR 0014). Only `direction: 'discount'` lowers the price, and by at most the
   * product's margin: a discount never sells below the net.
   */
  companyForAgent?: AgentCompanyMarkup | null | undefined;
  subAgent?: Markup | null | undefined;
  client?: Markup | null | undefined;
}

export interface PriceLineInput extends PricingLayers {
  /** Units on the line: persons, nights, vehicles, vehicle-hours. Flat markups apply per unit. */
  quantity: number;
  /** Net (supplier or contract cost) of one unit, in minor units. */
  unitNet: Minor;
  /** VAT percentage charged by the company on its own supply (net + company + sub-agent). */
  vatPercent?: number | undefined;
  /** B2B promo for the whole line in minor units; capped so the agent price never goes below zero. */
  promo?: Minor | undefined;
  /**
   * Units the flat layers apply to when they differ from the priced units: a quotation prices a
   * room or a transfer as one line, while its flat markups are per person (per person-night).
   */
  flatUnits?: number | undefined;
}

/**
 * The whole price of one line, every component an integer in minor units:
 *   agentPrice = net + companyMarkup + subAgentMarkup + vat - promo   (what the buyer pays)
 *   sellPrice  = agentPrice + clientMarkup                            (shown on client documents)
 *   parentEarning = subAgentMarkup                                    (credited to the parent)
 */
export interface PriceBreakdown {
  net: Minor;
  companyMarkup: Minor;
  subAgentMarkup: Minor;
  vat: Minor;
  promo: Minor;
  clientMarkup: Minor;
  agentPrice: Minor;
  sellPrice: Minor;
  parentEarning: Minor;
}

export const ZERO_BREAKDOWN: Readonly<PriceBreakdown> = Object.freeze({
  net: 0,
  companyMarkup: 0,
  subAgentMarkup: 0,
  vat: 0,
  promo: 0,
  clientMarkup: 0,
  agentPrice: 0,
  sellPrice: 0,
  parentEarning: 0,
});

export const MAX_VAT_PERCENT = 100;

/**
 * Prices one line through the pipeline (guide section 5, ADR in the report):
 * 1. net = unitNet x quantity;
 * 2. company markup = the product's own margin on the net, plus the agent's company markup on
 *    net + margin (a discount subtracts, capped at the margin); then sub-agent markup on net + company (percentages on the running
 *    line price, flat amounts per unit; each layer rounded half up on the line);
 * 3. VAT on net + company + sub-agent - the company's taxable supply to the buyer;
 * 4. client markup on that VAT-inclusive price: the buyer's own margin, VAT-inclusive (no VAT added on it);
 * 5. promo subtracted last, capped at the VAT-inclusive price, so it lowers the agent price and the
 *    sell price by exactly the same amount (the cart's arithmetic) and never makes either negative.
 */
export function priceLine(input: PriceLineInput): PriceBreakdown {
  const { quantity, unitNet } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError('quantity must be a whole number of units, zero or more');
  }
  if (!Number.isSafeInteger(unitNet) || unitNet < 0) {
    throw new RangeError('unit net must be a whole, non-negative amount in minor units');
  }
  const vatPercent = input.vatPercent ?? 0;
  if (!Number.isFinite(vatPercent) || vatPercent < 0 || vatPercent > MAX_VAT_PERCENT) {
    throw new RangeError(`VAT must be between 0 and ${MAX_VAT_PERCENT} percent`);
  }
  const promoRequested = input.promo ?? 0;
  if (!Number.isSafeInteger(promoRequested) || promoRequested < 0) {
    throw new RangeError('promo must be a whole, non-negative amount in minor units');
  }
  const flatUnits = input.flatUnits ?? quantity;
  if (!Number.isSafeInteger(flatUnits) || flatUnits < 0) {
    throw new RangeError('flat units must be a whole number, zero or more');
  }
  if (input.company) assertMarkup(input.company, 'company markup');
  if (input.companyForAgent) assertAgentCompanyMarkup(input.companyForAgent);
  if (input.subAgent) assertMarkup(input.subAgent, 'sub-agent markup');
  if (input.client) assertMarkup(input.client, 'client markup');

  const net = unitNet * quantity;
  const companyMarkup = companyAmount(input, net, flatUnits);
  const subAgentMarkup = layerAmount(input.subAgent, net + companyMarkup, flatUnits);
  const taxable = net + companyMarkup + subAgentMarkup;
  const vat = percentOf(taxable, vatPercent);
  const gross = taxable + vat;
  const clientMarkup = layerAmount(input.client, gross, flatUnits);
  const promo = Math.min(promoRequested, gross);
  const agentPrice = gross - promo;
  const sellPrice = agentPrice + clientMarkup;
  if (sellPrice > MAX_MINOR) throw new RangeError('line price exceeds the largest amount allowed');
  return {
    net,
    companyMarkup,
    subAgentMarkup,
    vat,
    promo,
    clientMarkup,
    agentPrice,
    sellPrice,
    parentEarning: subAgentMarkup,
  };
}

function assertAgentCompanyMarkup(m: AgentCompanyMarkup): void {
  assertMarkup(m, 'agent company markup');
  if (m.direction !== 'markup' && m.direction !== 'discount') {
    throw new RangeError(`agent company markup: unknown direction ${String(m.direction)}`);
  }
}

/**
 * The company's amount on a line (ADR 0014): the product's own margin, then the agent's company
 * markup added on the running price (net + margin; flat amounts per unit). A `discount` subtracts
 * instead, capped at the margin, so the company layer is never negative and the price never falls
 * below the net. Without a discount the result is never below the margin alone: an agent markup
 * can only raise a price.
 */
export function companyAmount(
  layers: Pick<PricingLayers, 'company' | 'companyForAgent'>,
  net: Minor,
  flatUnits: number,
): Minor {
  const margin = layerAmount(layers.company, net, flatUnits);
  const agent = layers.companyForAgent;
  if (!agent) return margin;
  const amount = layerAmount(agent, net + margin, flatUnits);
  return agent.direction === 'discount' ? margin - Math.min(amount, margin) : margin + amount;
}

/** The company's two layers only (a product's price to the account, before sub-agent and client layers). */
export function companyLayersOf(layers: PricingLayers): Pick<PricingLayers, 'company' | 'companyForAgent'> {
  return { company: layers.company ?? null, companyForAgent: layers.companyForAgent ?? null };
}

/** Sum of already rounded lines, component by component (an order's or activity's total). */
export function sumBreakdowns(lines: readonly PriceBreakdown[]): PriceBreakdown {
  const total: PriceBreakdown = { ...ZERO_BREAKDOWN };
  for (const line of lines) {
    for (const key of BREAKDOWN_KEYS) total[key] += line[key];
  }
  return total;
}

export const BREAKDOWN_KEYS: readonly (keyof PriceBreakdown)[] = [
  'net',
  'companyMarkup',
  'subAgentMarkup',
  'vat',
  'promo',
  'clientMarkup',
  'agentPrice',
  'sellPrice',
  'parentEarning',
];

/** True when the components of a (possibly stored) breakdown add up as `priceLine` defines them. */
export function isConsistentBreakdown(b: PriceBreakdown): boolean {
  const whole = BREAKDOWN_KEYS.every((k) => Number.isSafeInteger(b[k]) && b[k] >= 0);
  return (
    whole &&
    b.agentPrice === b.net + b.companyMarkup + b.subAgentMarkup + b.vat - b.promo &&
    b.sellPrice === b.agentPrice + b.clientMarkup &&
    b.parentEarning === b.subAgentMarkup
  );
}

/**
 * The VAT that exists because of the sub-agent markup: VAT is charged on net + company + sub-agent,
 * so a sub-agent pays its markup plus this much over its parent's own price for the same line. The
 * parent earns the markup; this VAT is the company's to declare, never part of the earning.
 * Computed as the difference of the two rounded VAT amounts, so markup + markup VAT is exactly what
 * the sub-agent paid over the parent's price.
 */
export function subAgentMarkupVat(
  b: Pick<PriceBreakdown, 'net' | 'companyMarkup' | 'subAgentMarkup'>,
  vatPercent: number,
): Minor {
  if (b.subAgentMarkup <= 0) return 0;
  const withoutMarkup = b.net + b.companyMarkup;
  return percentOf(withoutMarkup + b.subAgentMarkup, vatPercent) - percentOf(withoutMarkup, vatPercent);
}

/** The buyer's price for one unit, for live previews on the markups page. */
export function previewUnitPrice(unitNet: Minor, layers: PricingLayers, vatPercent = 0): PriceBreakdown {
  return priceLine({ quantity: 1, unitNet, vatPercent, ...layers });
}
