import { z } from 'zod';
import { markupFields, markupPreviewDto, storedValue } from '../markups/markups.ts';

/** PATCH /b2b/client/visa/markup/upsert: the caller's markup on a visa type (flat AED per traveller). */
export const visaClientMarkupInput = z
  .object({ visaType: z.uuid({ error: 'Unknown visa type' }), ...markupFields })
  .transform((body, ctx) => ({ ...body, value: storedValue(body, ctx) }));
export type VisaClientMarkupInput = z.input<typeof visaClientMarkupInput>;

/** PATCH /b2b/subagent/visa/markup/upsert (reseller only). */
export const visaSubAgentMarkupInput = z
  .object({
    subAgentId: z.uuid({ error: 'Unknown sub-agent' }),
    visaType: z.uuid({ error: 'Unknown visa type' }),
    ...markupFields,
  })
  .transform((body, ctx) => ({ ...body, value: storedValue(body, ctx) }));
export type VisaSubAgentMarkupInput = z.input<typeof visaSubAgentMarkupInput>;

export const visaMarkupDto = z.object({
  _id: z.uuid(),
  visaType: z.uuid(),
  markupType: z.enum(['flat', 'percentage']),
  markup: z.number(),
  value: z.number(),
});
export type VisaMarkupDto = z.infer<typeof visaMarkupDto>;
export const visaSubAgentMarkupDto = visaMarkupDto.extend({ subAgentId: z.uuid() });

/** GET /b2b/markups/visas: spec section 3 markups (visaClientMarkup, visaAgentMarkup) per visa type. */
export const visaMarkupsAnswer = z.object({
  visaTypes: z.array(
    z.object({
      _id: z.uuid(),
      visaName: z.string(),
      /** Adult price for the caller without / with its client markup (lowest nationality price). */
      preview: markupPreviewDto,
      visaClientMarkup: visaMarkupDto.nullable(),
      visaAgentMarkup: z.array(
        z.object({
          subAgentId: z.uuid(),
          name: z.string(),
          markup: visaSubAgentMarkupDto.nullable(),
          preview: z.number().int(),
        }),
      ),
    }),
  ),
  subAgents: z.array(z.object({ _id: z.uuid(), name: z.string() })),
});
export type VisaMarkupsAnswer = z.infer<typeof visaMarkupsAnswer>;
