import { z } from 'zod';
import { QUOTATION_COMPONENTS } from '@portal/domain';
import { markupFields, storedValue } from './markups.ts';

/** Quotation markup routes under /api/v1 (original-api-notes section 5, moved under /b2b). */
export const QUOTATION_MARKUP_PATHS = {
  list: '/b2b/quotation/markup/list',
  clientUpsert: '/b2b/quotation/markup/client/upsert',
  subAgentUpsert: '/b2b/quotation/markup/sub-agent/upsert',
  clientDelete: (id: string) => `/b2b/quotation/markup/client/delete/${id}`,
  subAgentDelete: (id: string) => `/b2b/quotation/markup/sub-agent/delete/${id}`,
} as const;

export const quotationMarkupComponent = z.enum(QUOTATION_COMPONENTS, {
  error: `Choose a quotation component: ${QUOTATION_COMPONENTS.join(', ')}`,
});

/** PATCH client/upsert: the caller's markup on one quotation component (flat AED per unit, or percentage). */
export const quotationClientMarkupInput = z
  .object({ component: quotationMarkupComponent, ...markupFields })
  .transform((body, ctx) => ({ ...body, value: storedValue(body, ctx) }));
export type QuotationClientMarkupInput = z.input<typeof quotationClientMarkupInput>;

/** PATCH sub-agent/upsert (reseller only; the sub-agent must be the caller's). */
export const quotationSubAgentMarkupInput = z
  .object({
    subAgentId: z.uuid({ error: 'Unknown sub-agent' }),
    component: quotationMarkupComponent,
    ...markupFields,
  })
  .transform((body, ctx) => ({ ...body, value: storedValue(body, ctx) }));
export type QuotationSubAgentMarkupInput = z.input<typeof quotationSubAgentMarkupInput>;

/** A stored markup: `markup` in AED major units for flat, a percentage otherwise; `value` as stored. */
export const quotationMarkupDto = z.object({
  _id: z.uuid(),
  component: quotationMarkupComponent,
  markupType: z.enum(['flat', 'percentage']),
  markup: z.number(),
  /** Minor units for flat, the percentage otherwise. */
  value: z.number(),
});
export type QuotationMarkupDto = z.infer<typeof quotationMarkupDto>;

export const quotationSubAgentMarkupDto = quotationMarkupDto.extend({ subAgentId: z.uuid() });
export type QuotationSubAgentMarkupDto = z.infer<typeof quotationSubAgentMarkupDto>;

/** GET list: the four components, each with the caller's client markup and (reseller) its sub-agents'. */
export const quotationMarkupsAnswer = z.object({
  components: z.array(
    z.object({
      component: quotationMarkupComponent,
      name: z.string(),
      /** What one flat unit counts (hotel: per person per night; the others: per person). */
      flatUnit: z.enum(['per person per night', 'per person']),
      clientMarkup: quotationMarkupDto.nullable(),
      subAgentMarkups: z.array(
        z.object({
          subAgentId: z.uuid(),
          name: z.string(),
          markup: quotationSubAgentMarkupDto.nullable(),
        }),
      ),
    }),
  ),
  subAgents: z.array(z.object({ _id: z.uuid(), name: z.string() })),
});
export type QuotationMarkupsAnswer = z.infer<typeof quotationMarkupsAnswer>;
