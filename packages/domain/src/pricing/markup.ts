import { percentOf, type Minor } from '../money.ts';

export const MARKUP_TYPES = ['flat', 'percentage'] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];

/**
 * One pricing layer. `flat`: minor units added per unit (person, night, vehicle, vehicle-hour);
 * `percentage`: a number such as 7.5, applied to the running price of the line.
 */
export interface Markup {
  type: MarkupType;
  value: number;
}

/**
 * How an agent-specific company markup moves the price (ADR 0014): `markup` adds to the product's own
 * margin; `discount` gives part of that margin away. A discount is never the default: staff choose it
 * explicitly and confirm it, and it only exists on one agent's row.
 */
export const MARKUP_DIRECTIONS = ['markup', 'discount'] as const;
export type MarkupDirection = (typeof MARKUP_DIRECTIONS)[number];

/** A company markup set for one agent: a layer on top of the product's own margin. */
export interface AgentCompanyMarkup extends Markup {
  direction: MarkupDirection;
}

/** Products a markup can be scoped to; `itemId` narrows it to one item (an activity id for attractions). */
export const MARKUP_PRODUCTS = [
  'attraction',
  'hotel',
  'transfer',
  'visa',
  'a2a',
  'flight',
  'insurance',
  'quotation',
] as const;
export type MarkupProduct = (typeof MARKUP_PRODUCTS)[number];

/** Largest percentage a layer may carry; a guard against typing 1500 for 15.00. */
export const MAX_MARKUP_PERCENT = 1000;

/** Throws a RangeError for a negative, non-finite or malformed layer; flat values must be whole minor units. */
export function assertMarkup(markup: Markup, label = 'markup'): void {
  if (markup.type !== 'flat' && markup.type !== 'percentage') {
    throw new RangeError(`${label}: unknown markup type ${String(markup.type)}`);
  }
  if (!Number.isFinite(markup.value)) throw new RangeError(`${label}: value must be a number`);
  if (markup.value < 0) throw new RangeError(`${label}: a markup cannot be negative`);
  if (markup.type === 'flat' && !Number.isSafeInteger(markup.value)) {
    throw new RangeError(`${label}: a flat markup is a whole amount in minor units`);
  }
  if (markup.type === 'percentage' && markup.value > MAX_MARKUP_PERCENT) {
    throw new RangeError(`${label}: a percentage markup cannot exceed ${MAX_MARKUP_PERCENT}`);
  }
}

/** The amount one layer adds to a line of `quantity` units whose running price is `running`. */
export function layerAmount(markup: Markup | null | undefined, running: Minor, quantity: number): Minor {
  if (!markup) return 0;
  if (markup.type === 'flat') return markup.value * quantity;
  // Half-up on the whole line: the per-line rounding rule (guide section 4).
  return percentOf(running, markup.value);
}

/** A stored markup row with its scope; `agentId` null is the default for every agent, `itemId` null the whole product. */
export interface ScopedMarkup extends Markup {
  agentId: string | null;
  product: string;
  itemId: string | null;
}

/**
 * The most specific company markup for an agent and item: agent+item, then agent+product,
 * then default+item, then default+product; null when none applies.
 */
export function resolveScopedMarkup<T extends ScopedMarkup>(
  rows: readonly T[],
  scope: { agentId: string | null; product: string; itemId: string | null },
): T | null {
  let best: T | null = null;
  let bestRank = 0;
  for (const row of rows) {
    if (row.product !== scope.product) continue;
    const agentMatch = row.agentId === null ? 0 : row.agentId === scope.agentId ? 2 : -1;
    const itemMatch = row.itemId === null ? 0 : row.itemId === scope.itemId ? 1 : -1;
    if (agentMatch < 0 || itemMatch < 0) continue;
    const rank = 1 + agentMatch + itemMatch;
    if (rank > bestRank) {
      best = row;
      bestRank = rank;
    }
  }
  return best;
}

/** A company markup row as loaded: `agentId` null is the product's own margin (the default). */
export interface CompanyMarkupRowLike extends Markup {
  agentId?: string | null | undefined;
  direction?: MarkupDirection | undefined;
}

/** The company's two layers for one item: the product's own margin and the agent's markup on top. */
export interface CompanyLayers {
  /** The product's own margin (the most specific default row); null: the product's built-in margin. */
  company: Markup | null;
  /** The company markup set for this agent (the most specific agent row), added on top; null: none. */
  companyForAgent: AgentCompanyMarkup | null;
}

/**
 * The one rule for company markups of every product (ADR 0014, pricing README): the default rows
 * (agentId null) make the product's own margin, the agent's rows a second layer ON TOP of it. The
 * two are resolved separately, each with the product's own specificity (`pick`: item over product,
 * room over hotel over star, ticket over sector...), so an agent's markup can never replace, and so
 * lower, the product's margin; only an explicit `discount` row lowers a price.
 */
export function resolveCompanyLayers<T extends CompanyMarkupRowLike>(
  rows: readonly T[],
  accountId: string | null,
  pick: (rows: readonly T[]) => T | null,
): CompanyLayers {
  const defaults = rows.filter((r) => r.agentId === null || r.agentId === undefined);
  const own = accountId === null ? [] : rows.filter((r) => r.agentId === accountId);
  const base = pick(defaults);
  const agent = own.length > 0 ? pick(own) : null;
  return {
    company: base ? { type: base.type, value: base.value } : null,
    companyForAgent: agent
      ? { type: agent.type, value: agent.value, direction: agent.direction ?? 'markup' }
      : null,
  };
}
