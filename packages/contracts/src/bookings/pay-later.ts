import { z } from 'zod';

/**
 * What pay later would give this agent for this order now (the booking core's rule, shown by a
 * product's checkout before booking; the booking decides again). Null on the answer when the rate
 * offers no pay later.
 */
export const payLaterTermsDto = z.object({
  /** False: over the agent's pay-later limit; `message` says why and what to do. */
  allowed: z.boolean(),
  /** The last date for payment the booking would get (ISO); null when not allowed. */
  payBy: z.string().nullable(),
  /** The agent's funds cover it (it keeps the rate's deadline); false: a short hold. */
  funded: z.boolean(),
  /** In words: why it is refused, or why its hold is short; null when funded. */
  message: z.string().nullable(),
});
export type PayLaterTerms = z.infer<typeof payLaterTermsDto>;
