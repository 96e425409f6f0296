import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sandboxCallbackBody, type SandboxCallbackBody } from '@portal/contracts';
import { badRequest } from '../../lib/app-error.ts';
import type { PaymentGateway, PaymentOrder, RefundOrder, VerifiedCallback } from './gateway.ts';

export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
  /** The provider fails to process (no callback, nothing charged). */
  processingError: '4000000000000119',
} as const;
export const SANDBOX_OTP = '123456';

export interface SandboxGatewayOptions {
  secret: string;
  /** Public address of the API (the hosted page is served by it). */
  publicUrl: string;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function signedText(p: Omit<SandboxCallbackBody, 'signature'>): string {
  return [p.paymentId, p.orderRef, p.amount, p.currency, p.status, p.nonce].join('|');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * The built-in sandbox gateway: a hosted payment page served by our own API
 * (/api/v1/payments/sandbox/pay/{paymentId}) that posts HMAC-SHA256-signed callbacks.
 */
export function sandboxGateway(options: SandboxGatewayOptions) {
  const { secret, publicUrl } = options;
  const gateway: PaymentGateway = {
    name: 'sandbox',
    createPayment: async (order: PaymentOrder) => ({
      // Served by our API, so on the address the agent pays from (PUBLIC_URL when none is known).
      redirectUrl: `${(order.siteOrigin ?? publicUrl).replace(/\/$/, '')}/api/v1/payments/sandbox/pay/${order.paymentId}`,
    }),
    verifyCallback(payload: unknown): VerifiedCallback {
      const parsed = sandboxCallbackBody.safeParse(payload);
      if (!parsed.success) throw badRequest('Malformed gateway callback');
      const { signature, ...fields } = parsed.data;
      if (!sameHex(signature, hmac(secret, signedText(fields))))
        throw badRequest('Invalid gateway signature');
      return fields;
    },
    // The sandbox's card always takes a refund back; the same refundRef names the same refund.
    refund: async (order: RefundOrder) => {
      if (!Number.isSafeInteger(order.amount) || order.amount <= 0)
        throw badRequest('A refund needs a positive amount');
      return { refundId: `sbx_rf_${hmac(secret, `refund|${order.refundRef}`).slice(0, 24)}` };
    },
  };
  return {
    ...gateway,
    /** The gateway side: a signed callback for a payment outcome. */
    signCallback(fields: Omit<SandboxCallbackBody, 'signature' | 'nonce'>): SandboxCallbackBody {
      const body = { ...fields, nonce: randomBytes(16).toString('hex') };
      return { ...body, signature: hmac(secret, signedText(body)) };
    },
    /** Proof, carried by the 3-D Secure form, that the card step of this payment passed. */
    challengeToken: (paymentId: string) => hmac(secret, `3ds|${paymentId}`),
    checkChallengeToken: (paymentId: string, token: string) =>
      sameHex(token, hmac(secret, `3ds|${paymentId}`)),
  };
}

export type SandboxGateway = ReturnType<typeof sandboxGateway>;
