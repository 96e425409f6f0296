import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/** What helmet would send: one year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security only where it is true: on a request that came over TLS (directly, or
 * X-Forwarded-Proto from a proxy named in TRUST_PROXY), or when the portal's public address is https.
 * Sent over plain http to a local or LAN deployment, it would pin browsers to an https that does not
 * exist there for a year.
 */
export function registerHsts(app: FastifyInstance, env: Env): void {
  const publicHttps = env.PUBLIC_URL.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    if (publicHttps || request.protocol === 'https')
      void reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}
