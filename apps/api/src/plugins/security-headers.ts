import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';
import { HSTS_VALUE, hstsRule } from './hsts.ts';

/** The security headers of every answer (helmet's defaults with our Content-Security-Policy). */
export function portalHelmetOptions(env: Pick<Env, 'MAPS_API_KEY'>): HelmetOptions {
  return {
    // Sent by registerHsts, only for TLS requests or an https PUBLIC_URL.
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        formAction: ["'self'"],
        // The hotel details map is an embedded Google map, shown only when a maps key is configured.
        frameSrc: env.MAPS_API_KEY ? ["'self'", 'https://www.google.com'] : ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  };
}

/**
 * Helmet's headers, worked out once. @fastify/helmet builds helmet's middleware again on every
 * request (parsing the Content-Security-Policy each time: about 5% of a small answer's CPU in
 * bench/reads.mjs); none of our options depends on the request, so the result is always the same.
 */
export function helmetHeaders(options: HelmetOptions): { set: Record<string, string>; removed: string[] } {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused the options');
  return { set, removed };
}

/**
 * Sends helmet's headers on every answer, and HSTS where hsts.ts says it is true: one hook with two
 * header sets worked out at start (registered before the routes, like the plugin).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  env: Pick<Env, 'PUBLIC_URL'>,
): void {
  const { set, removed } = helmetHeaders(options);
  const withHsts = { ...set, 'strict-transport-security': HSTS_VALUE };
  const sendsHsts = hstsRule(env);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(sendsHsts(request) ? withHsts : set);
    for (const name of removed) void reply.removeHeader(name);
    done();
  });
}
