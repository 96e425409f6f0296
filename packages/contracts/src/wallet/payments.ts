import { z } from 'zod';

/**
 * The web app's own origin ("https://portal.example.com", `window.location.origin`), sent when it
 * starts a card payment so that the gateway sends the browser back to the address the agent left
 * from. The server accepts only its own addresses (PUBLIC_URL, CLIENT_URL, the address it serves
 * the request on) and answers 400 for any other; without it, CLIENT_URL (else PUBLIC_URL) is used.
 */
export const returnOriginInput = z
  .string()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[^/?#\s]+$/i, 'returnOrigin must be an origin such as https://portal.example.com');

/**
 * A page of the web app to come back to after a card top-up (e.g. "/attractions/payment"): only a
 * path of this site, never another address.
 */
export const PAYMENT_RETURN_PATHS = ['/attractions/payment'] as const;
export const returnPathInput = z.enum(PAYMENT_RETURN_PATHS);
export type PaymentReturnPath = z.infer<typeof returnPathInput>;

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
