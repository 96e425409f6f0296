import { z } from 'zod';
import { checkMajorAmount, MAX_MARKUP_PERCENT } from '@portal/domain';

export const markupTypeInput = z.enum(['flat', 'percentage'], { error: 'Choose flat or percentage' });

export const markupValue = z.union([z.number(), z.string().trim().min(1)]);

/**
 * markup: flat amounts in AED major units (stored as minor units per unit), percentages as a number
 * (e.g. 7.5). Never negative. The parsed body carries `value`, the stored form.
 */
export const markupFields = { markupType: markupTypeInput, markup: markupValue };

export function storedValue(
  body: { markupType: 'flat' | 'percentage'; markup: number | string },
  ctx: z.RefinementCtx,
): number {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', path: ['markup'], message });
    return z.NEVER;
  };
  const raw = typeof body.markup === 'number' ? body.markup : Number(body.markup);
  if (!Number.isFinite(raw)) return fail('The markup must be a number');
  if (raw < 0) return fail('The markup cannot be negative');
  if (body.markupType === 'flat') {
    if (raw === 0) return 0;
    const check = checkMajorAmount(body.markup);
    return check.ok ? check.minor : fail(check.message);
  }
  if (raw > MAX_MARKUP_PERCENT) return fail(`A percentage markup cannot exceed ${MAX_MARKUP_PERCENT}`);
  return Math.round(raw * 10_000) / 10_000;
}

/** PATCH /b2b/resellers/client/markup/upsert */
export const clientMarkupUpsertBody = z
  .object({ activityId: z.uuid({ error: 'Unknown activity' }), ...markupFields })
  .transform((body, ctx) => ({ ...body, value: storedValue(body, ctx) }));
export type ClientMarkupUpsertBody = z.input<typeof clientMarkupUpsertBody>;

/** PATCH /b2b/resellers/subagent/markup/upsert (reseller only; the sub-agent must be the caller's). */
export const subAgentMarkupUpsertBody = z
  .object({
    subAgentId: z.uuid({ error: 'Unknown sub-agent' }),
    activityId: z.uuid({ error: 'Unknown activity' }),
    ...markupFields,
  })
  .transform((body, ctx) => ({ ...body, value: storedValue(body, ctx) }));
export type SubAgentMarkupUpsertBody = z.input<typeof subAgentMarkupUpsertBody>;

/** A stored markup as the agent sees it: `markup` in AED major units for flat, a percentage otherwise. */
export const markupDto = z.object({
  _id: z.uuid(),
  activityId: z.uuid(),
  markupType: z.enum(['flat', 'percentage']),
  markup: z.number(),
  /** Minor units for flat, the percentage otherwise (as stored). */
  value: z.number(),
});
export type MarkupDto = z.infer<typeof markupDto>;

export const subAgentMarkupDto = markupDto.extend({ subAgentId: z.uuid() });
export type SubAgentMarkupDto = z.infer<typeof subAgentMarkupDto>;

export const clientMarkupUpsertAnswer = markupDto;
export const subAgentMarkupUpsertAnswer = subAgentMarkupDto;

/** DELETE answers (spec section 7): `_id` of the removed markup and `name` of its activity. */
export const markupDeleteAnswer = z.object({ _id: z.uuid(), name: z.string() });
export type MarkupDeleteAnswer = z.infer<typeof markupDeleteAnswer>;

/** GET /b2b/markups/attractions?search=&skip=&limit= */
export const attractionMarkupsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AttractionMarkupsQuery = z.input<typeof attractionMarkupsQuery>;

/** Adult (or per-vehicle) unit price of an activity for the caller: without and with its client markup. */
export const markupPreviewDto = z.object({
  /** Minor units: what the caller pays per unit. */
  agentPrice: z.number().int(),
  /** Minor units: agentPrice + the client markup. */
  sellPrice: z.number().int(),
});

export const activityMarkupsDto = z.object({
  _id: z.uuid(),
  name: z.string(),
  base: z.enum(['person', 'private', 'hourly']),
  clientMarkup: markupDto.nullable(),
  preview: markupPreviewDto,
  /** Reseller only: one entry per sub-agent with its markup (null when unset) and the price it pays. */
  subAgents: z.array(
    z.object({
      subAgentId: z.uuid(),
      name: z.string(),
      markup: subAgentMarkupDto.nullable(),
      /** The sub-agent's agent price per unit (before its own client markup). */
      preview: z.number().int(),
    }),
  ),
});
export type ActivityMarkupsDto = z.infer<typeof activityMarkupsDto>;

export const attractionMarkupsAnswer = z.object({
  attractions: z.array(
    z.object({
      _id: z.uuid(),
      title: z.string(),
      destination: z.string(),
      activities: z.array(activityMarkupsDto),
    }),
  ),
  subAgents: z.array(z.object({ _id: z.uuid(), name: z.string() })),
  totalAttractions: z.number().int(),
});
export type AttractionMarkupsAnswer = z.infer<typeof attractionMarkupsAnswer>;
