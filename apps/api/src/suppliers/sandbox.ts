import type { Env } from '../env.ts';

/**
 * The one place that decides whether sandboxes may run in this process: the sandbox card gateway
 * (its hosted pages and callback route), the sandbox activity supplier, and every later sandbox
 * (hotels, flights, insurance). A sandbox books nothing real and settles no real money, so a
 * production node that used one would hand out free tickets or credit wallets for test cards.
 *
 * True outside production; in production only when the deployment says it is a sandbox
 * (`SANDBOX=true`). A sandbox adapter factory returns null (and a sandbox route is not registered)
 * when this is false; callers already treat a missing adapter as "supplier not available".
 */
export function sandboxAllowed(env: Env): boolean {
  return env.SANDBOX;
}

/** The label every page served by a sandbox carries, so nobody mistakes it for the real thing. */
export const SANDBOX_LABEL = 'Sandbox';

/** The adapter a sandbox factory builds, or null where sandboxes may not run. */
export function sandboxOnly<T>(env: Env, build: () => T): T | null {
  return sandboxAllowed(env) ? build() : null;
}
