import { z } from 'zod';

/**
 * The sandbox gateway's server-to-server callback (POST /payments/sandbox/callback). `amount` is
 * in minor units; `signature` = hex HMAC-SHA256(GATEWAY_SECRET, "paymentId|orderRef|amount|currency|status|nonce").
 */
export const sandboxCallbackBody = z.object({
  paymentId: z.uuid(),
  orderRef: z.string().min(1).max(200),
  amount: z.number().int(),
  currency: z.string().min(3).max(3),
  status: z.enum(['succeeded', 'failed']),
  nonce: z.string().min(16).max(100),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex characters'),
});
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBody>;

export const paymentCallbackAnswer = z.object({
  paymentId: z.uuid(),
  status: z.enum(['succeeded', 'failed']),
  /** Where the gateway sends the browser next. */
  redirectUrl: z.string(),
});
export type PaymentCallbackAnswer = z.infer<typeof paymentCallbackAnswer>;
