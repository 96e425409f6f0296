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
 * The headers of a JSON answer. A browser never renders JSON as a page (nosniff keeps it from being
 * taken for HTML), so the document headers - the Content-Security-Policy's sources, COOP,
 * Origin-Agent-Cluster, the DNS-prefetch and download switches - say nothing there; what applies is
 * what the OWASP REST Security Cheat Sheet lists: never framed, never sniffed, not readable by another
 * site's no-cors request, and a policy that allows nothing should one ever be opened as a document.
 * Seven headers fewer on every API answer: validating and writing helmet's eleven was about a seventh
 * of a small read's CPU (bench/README.md, 27 Nov).
 */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** JSON, or no body at all (204, 304): the answers that get JSON_ANSWER_HEADERS. */
function isJsonAnswer(contentType: unknown, statusCode: number): boolean {
  if (typeof contentType === 'string') return JSON_TYPE.test(contentType);
  return contentType === undefined && (statusCode === 204 || statusCode === 304);
}

/**
 * Sends helmet's headers on every document (the web app, the API docs, PDFs, files), the JSON answer
 * headers on API answers and errors, and HSTS on both where hsts.ts says it is true: one onSend hook
 * (when the type of the answer is known) with four header sets worked out at start. It runs after the
 * handler and before a route's own onSend hooks: a route that needs another value of one of these
 * headers sets it in its own onSend hook (a value set in the handler is replaced, except a sandbox
 * Content-Security-Policy, which only makes the answer stricter).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  env: Pick<Env, 'PUBLIC_URL'>,
): void {
  const { set, removed } = helmetHeaders(options);
  const withHsts = (headers: Readonly<Record<string, string>>) => ({
    ...headers,
    'strict-transport-security': HSTS_VALUE,
  });
  const documents = [set, withHsts(set)] as const;
  const answers = [JSON_ANSWER_HEADERS, withHsts(JSON_ANSWER_HEADERS)] as const;
  const sendsHsts = hstsRule(env);
  app.addHook('onSend', (request, reply, payload, done) => {
    const sets = isJsonAnswer(reply.getHeader('content-type'), reply.statusCode) ? answers : documents;
    const own = reply.getHeader('content-security-policy');
    void reply.headers(sets[sendsHsts(request) ? 1 : 0]);
    for (const name of removed) void reply.removeHeader(name);
    // A stricter policy the handler set stays: the sandbox of an uploaded file (modules/files/upload-answer.ts).
    if (typeof own === 'string' && own.startsWith('sandbox'))
      void reply.header('content-security-policy', own);
    done(null, payload);
  });
}
