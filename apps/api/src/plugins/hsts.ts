import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';

/** What helmet would send: one year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security only where it is true: on a request that came over TLS (directly, or
 * X-Forwarded-Proto from a proxy named in TRUST_PROXY), or when the portal's public address is https.
 * Sent over plain http to a local or LAN deployment, it would pin browsers to an https that does not
 * exist there for a year. Sent with the other security headers (security-headers.ts).
 */
export function hstsRule(env: Pick<Env, 'PUBLIC_URL'>): (request: FastifyRequest) => boolean {
  if (env.PUBLIC_URL.startsWith('https:')) return () => true;
  return (request) => request.protocol === 'https';
}
