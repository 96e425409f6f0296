import { z } from 'zod';
import { pagingQuery } from '../common.ts';

/**
 * Back office "Markups and rates": the company's markups (the first pricing layer) per agent or the
 * default of every agent, and the currency rates against AED. The admin command line does the same
 * (markups:company-*, insurance:markup-*, rates:*) through the same services.
 */

/** Products the company sets markups on, each optionally narrowed to one item (see ADMIN_MARKUP_ITEM_HINTS). */
export const COMPANY_MARKUP_PRODUCTS = [
  'attraction',
  'hotel',
  'visa',
  'flight',
  'quotation',
  'insurance',
] as const;
export type CompanyMarkupProduct = (typeof COMPANY_MARKUP_PRODUCTS)[number];

/** What the item of each product is (empty: the whole product). */
export const ADMIN_MARKUP_ITEM_HINTS: Record<CompanyMarkupProduct, string> = {
  attraction: 'An activity id, or empty for every attraction',
  hotel:
    'star:<category>, hotel:<id>, room:<id> or source:<contract|bedbank>, optionally followed by |contract or |bedbank; empty for every hotel',
  visa: 'A visa type id, or empty for every visa',
  flight: 'A two-letter airline code (e.g. EK), or empty for every airline',
  quotation: 'hotel, attraction, transfer or visa, or empty for every quotation component',
  insurance: 'An insurance plan code, or empty for every plan',
};

export const MARKUP_TYPE_VALUES = ['flat', 'percentage'] as const;
/** ADR 0014: an agent's company markup adds to the product's margin; a discount (agent rows only) lowers it. */
export const MARKUP_DIRECTION_VALUES = ['markup', 'discount'] as const;

const productMessage = `The product is ${COMPANY_MARKUP_PRODUCTS.join(', ')}`;

/** GET /api/v1/admin/markups: agent is "default", an agent code, e-mail or id; nothing: every markup. */
export const adminMarkupListQuery = pagingQuery.extend({
  agent: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  product: z
    .enum(COMPANY_MARKUP_PRODUCTS, { error: productMessage })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type AdminMarkupListQuery = z.input<typeof adminMarkupListQuery>;

export const adminMarkupDto = z.object({
  _id: z.uuid(),
  /** Null: the default of every agent. */
  agent: z
    .object({ _id: z.uuid(), agentCode: z.number().int(), companyName: z.string(), email: z.string() })
    .nullable(),
  product: z.enum(COMPANY_MARKUP_PRODUCTS),
  /** Null: the whole product. */
  itemId: z.string().nullable(),
  itemName: z.string(),
  type: z.enum(MARKUP_TYPE_VALUES),
  /** A percentage, or AED minor units per unit (see `unit`) for a flat markup. */
  value: z.number(),
  /** What a flat markup is counted per, e.g. "per room night". */
  unit: z.string(),
  /** `markup` adds to the product's margin; `discount` (an agent's row, confirmed) gives part of it away. */
  direction: z.enum(MARKUP_DIRECTION_VALUES),
  updatedAt: z.string(),
});
export type AdminMarkupDto = z.infer<typeof adminMarkupDto>;

export const adminMarkupListAnswer = z.object({
  markups: z.array(adminMarkupDto),
  total: z.number().int(),
});
export type AdminMarkupListAnswer = z.infer<typeof adminMarkupListAnswer>;

/**
 * PUT /api/v1/admin/markups: sets (creates or replaces) one company markup. `value` is a percentage, or
 * AED with up to two decimals for a flat markup (per unit of the product).
 */
export const adminMarkupSetBody = z.object({
  agent: z
    .string({ error: 'Name an agent (code, e-mail or id) or "default"' })
    .trim()
    .min(1, 'Name an agent (code, e-mail or id) or "default"')
    .max(200),
  product: z.enum(COMPANY_MARKUP_PRODUCTS, { error: productMessage }),
  itemId: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  type: z.enum(MARKUP_TYPE_VALUES, { error: 'The type is flat or percentage' }),
  value: z
    .number({ error: 'The markup is a number, zero or more' })
    .min(0, 'The markup is a number, zero or more')
    .max(1_000_000_000, 'The markup is too large'),
  /**
   * `markup` (default): added to the product's own margin, never lowers a price. `discount`: lowers
   * the agent's price by at most the margin; only for one agent, and only with `confirmDiscount`.
   */
  direction: z
    .enum(MARKUP_DIRECTION_VALUES, { error: 'The direction is markup or discount' })
    .default('markup'),
  /** Required (true) to save a discount: the second confirmation of a price that goes down. */
  confirmDiscount: z.boolean().optional(),
});
export type AdminMarkupSetBody = z.input<typeof adminMarkupSetBody>;

/** POST /api/v1/admin/markups/preview: the markup as typed, not saved. */
export const adminMarkupPreviewBody = adminMarkupSetBody.omit({ confirmDiscount: true });
export type AdminMarkupPreviewBody = z.input<typeof adminMarkupPreviewBody>;

const previewPrice = z.object({
  /** The agent's company markup as it reads ("10%", "discount AED 5.00 per traveller"); null: none. */
  agentMarkup: z.string().nullable(),
  /** AED minor units on the sample: the company's whole amount (margin + agent markup). */
  companyMarkup: z.number().int(),
  agentPrice: z.number().int(),
});

export const adminMarkupPreviewAnswer = z.object({
  itemName: z.string(),
  /** The sample priced, e.g. "Dubai Frame, one adult". */
  sample: z.string(),
  /** The agent the markup is for; null: every agent (the default). */
  agent: z.string().nullable(),
  net: z.number().int(),
  /** The product's own margin on the sample (the default rows, or its built-in margin). */
  margin: z.object({ text: z.string(), amount: z.number().int(), agentPrice: z.number().int() }),
  current: previewPrice,
  after: previewPrice,
  /** True when saving lowers the price (only possible with a discount). */
  lowersPrice: z.boolean(),
});
export type AdminMarkupPreviewAnswer = z.infer<typeof adminMarkupPreviewAnswer>;

export const adminMarkupAnswer = z.object({ markup: adminMarkupDto, message: z.string() });
export type AdminMarkupAnswer = z.infer<typeof adminMarkupAnswer>;

/** GET /api/v1/admin/rates: every currency with its latest rate (units of it for 1 AED). */
export const adminRateDto = z.object({
  isocode: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Null: no rate recorded yet. */
  rate: z.number().nullable(),
  source: z.string().nullable(),
  fetchedAt: z.string().nullable(),
});
export type AdminRateDto = z.infer<typeof adminRateDto>;

export const adminRateListQuery = pagingQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export type AdminRateListQuery = z.input<typeof adminRateListQuery>;

export const adminRateListAnswer = z.object({
  rates: z.array(adminRateDto),
  total: z.number().int(),
  /** The base currency every rate is counted against. */
  base: z.string(),
});
export type AdminRateListAnswer = z.infer<typeof adminRateListAnswer>;

export const adminRateParams = z.object({
  isocode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'A currency is a three-letter code, e.g. USD'),
});

/**
 * PUT /api/v1/admin/rates/:isocode: units of the currency for 1 AED, at most 8 decimals. A rate that
 * moves more than the set share (RATE_CHANGE_CONFIRM_PERCENT, default 5 %) from the last one is
 * refused with 409 unless `confirm` is true and a `reason` is given.
 */
export const adminRateSetBody = z.object({
  rate: z.union([z.string().trim().min(1).max(30), z.number()], {
    error: 'Give the rate: a positive number (units of the currency for 1 AED)',
  }),
  confirm: z.boolean().optional(),
  reason: z.string().trim().max(500, 'The reason is at most 500 characters').optional(),
});
export type AdminRateSetBody = z.input<typeof adminRateSetBody>;

export const adminRateChangeAnswer = z.object({
  isocode: z.string(),
  name: z.string(),
  previous: z.object({ rate: z.number(), source: z.string(), time: z.string() }).nullable(),
  rate: z.number(),
  time: z.string(),
  reason: z.string().nullable(),
  message: z.string(),
});
export type AdminRateChangeAnswer = z.infer<typeof adminRateChangeAnswer>;

/** GET /api/v1/admin/rates/:isocode/history: the rate's history, newest first. */
export const adminRateHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const adminRateHistoryEntry = z.object({
  id: z.number().int(),
  rate: z.number(),
  /** The rate it replaced; null for the first rate (or rows from before this was kept). */
  previousRate: z.number().nullable(),
  source: z.string(),
  time: z.string(),
  /** The member of staff who set it; null: the command line or a feed. */
  setBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminRateHistoryEntry = z.infer<typeof adminRateHistoryEntry>;

export const adminRateHistoryAnswer = z.object({
  isocode: z.string(),
  name: z.string(),
  /** The share (percent) beyond which a change needs a second confirmation with a reason. */
  confirmAbovePercent: z.number(),
  history: z.array(adminRateHistoryEntry),
});
export type AdminRateHistoryAnswer = z.infer<typeof adminRateHistoryAnswer>;
