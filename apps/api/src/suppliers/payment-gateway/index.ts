import type { AppDeps } from '../../deps.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { instrumentSupplier } from '../../lib/supplier-calls.ts';
import { sandboxOnly } from '../sandbox.ts';
import type { PaymentGateway } from './gateway.ts';
import { sandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

export type { PaymentGateway, PaymentOrder, RefundOrder, VerifiedCallback } from './gateway.ts';
export { SANDBOX_CARDS, SANDBOX_OTP, type SandboxGateway } from './sandbox-gateway.ts';

export const CARD_PAYMENTS_OFF =
  'Card payments are not configured on this portal. Please pay from your wallet or top it up by bank transfer.';

const gateways = new WeakMap<Env, SandboxGateway | null>();

/** The sandbox gateway (hosted pages, callback signer), or null where sandboxes may not run. */
export function sandboxPaymentGateway(env: Env): SandboxGateway | null {
  if (!gateways.has(env))
    gateways.set(
      env,
      sandboxOnly(env, () => sandboxGateway({ secret: env.GATEWAY_SECRET, publicUrl: env.PUBLIC_URL })),
    );
  return gateways.get(env) ?? null;
}

/**
 * The configured card gateway, or null when there is none. Only the sandbox ships today; a real
 * gateway implements PaymentGateway and is chosen here from the environment. A production node
 * without a real gateway and without SANDBOX=true has card payments switched off (422 on use).
 * Its calls are timed and traced as supplier `payment-<name>` (lib/supplier-calls.ts).
 */
export function paymentGateway(deps: AppDeps): PaymentGateway | null {
  const gateway = sandboxPaymentGateway(deps.env);
  return gateway && instrumentSupplier<PaymentGateway>(deps, `payment-${gateway.name}`, gateway);
}

/** The configured gateway, or a clear 422 for every card payment while none is configured. */
export function requirePaymentGateway(deps: AppDeps): PaymentGateway {
  const gateway = paymentGateway(deps);
  if (!gateway) throw new AppError('UNPROCESSABLE', CARD_PAYMENTS_OFF);
  return gateway;
}
