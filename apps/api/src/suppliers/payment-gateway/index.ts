import type { Env } from '../../env.ts';
import { sandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

export type { PaymentGateway, PaymentOrder, VerifiedCallback } from './gateway.ts';
export { SANDBOX_CARDS, SANDBOX_OTP, type SandboxGateway } from './sandbox-gateway.ts';

const gateways = new WeakMap<Env, SandboxGateway>();

/**
 * The configured card gateway. Only the sandbox ships today; a real gateway implements
 * PaymentGateway and is chosen here from the environment.
 */
export function paymentGateway(env: Env): SandboxGateway {
  let gateway = gateways.get(env);
  if (!gateway) {
    gateway = sandboxGateway({ secret: env.GATEWAY_SECRET, publicUrl: env.PUBLIC_URL });
    gateways.set(env, gateway);
  }
  return gateway;
}
