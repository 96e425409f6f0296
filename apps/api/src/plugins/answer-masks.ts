import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, limitsOrderActions, maskNetPrices, maskOrderActions, type Permission } from '@portal/domain';

/**
 * A rewrite of every JSON answer for some callers, whichever module answers. The masks below are the
 * one home of their rule; this plugin is the one pass that applies them.
 */
interface AnswerMask {
  /** Whether this caller's answers are rewritten (one permission check per request). */
  applies(permissions: ReadonlySet<Permission>): boolean;
  /** A cheap look at the serialized answer: false when nothing in it can need this mask. */
  mayTouch?(text: string): boolean;
  rewrite(answer: unknown, permissions: ReadonlySet<Permission>): unknown;
}

const MASKS: readonly AnswerMask[] = [
  // Who sees net prices (issue 32, ADR 0018): a booker or a viewer, unless the owner granted
  // `prices.net`, gets net prices and earnings masked (domain access/net-prices.ts).
  { applies: (p) => !can(p, 'prices.net'), rewrite: (answer) => maskNetPrices(answer) },
  // Which order actions a user is offered (issue 32): a role that may not pay, cancel or book gets those
  // `actions` turned off (domain access/order-actions.ts), so the web app hides what the API would refuse.
  {
    applies: (p) => limitsOrderActions(p),
    mayTouch: (text) => text.includes('"actions"'),
    rewrite: (answer, p) => maskOrderActions(answer, p),
  },
];

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/** A serialized answer as text (a stored answer may come compressed already). */
function decoded(payload: string | Buffer, encoding: unknown): string {
  if (typeof payload === 'string') return payload;
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

/** The masks that apply to this request's caller (agency users only), computed once per request. */
const masksFor = (
  request: FastifyRequest,
): { masks: AnswerMask[]; permissions: ReadonlySet<Permission> } | null => {
  const caller = request.caller;
  if (caller?.kind !== 'agent') return null;
  const masks = MASKS.filter((mask) => mask.applies(caller.permissions));
  return masks.length ? { masks, permissions: caller.permissions } : null;
};

/**
 * Registered before compression, so it reads the serialized answer (a stored answer may come compressed
 * already: it is read back). Refusals are masked too (a 409 PRICE_CHANGED names prices); anyone whose
 * role no mask applies to passes untouched after the permission checks.
 */
export function registerAnswerMasks(app: FastifyInstance): void {
  // Never a 304 for a version it did not get masked (its answers carry no validator).
  app.addHook('preHandler', (request, _reply, done) => {
    if (masksFor(request)) delete request.headers['if-none-match'];
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const applicable = masksFor(request);
    if (
      !applicable ||
      reply.statusCode === 304 ||
      !isJson(reply.getHeader('content-type')) ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    )
      return done(null, payload);
    let text: string;
    try {
      text = decoded(payload, reply.getHeader('content-encoding'));
      const masks = applicable.masks.filter((mask) => mask.mayTouch?.(text) ?? true);
      if (!masks.length) return done(null, payload);
      let answer = JSON.parse(text) as unknown;
      for (const mask of masks) answer = mask.rewrite(answer, applicable.permissions);
      text = JSON.stringify(answer);
    } catch (err) {
      return done(err as Error);
    }
    for (const name of ['etag', 'content-length', 'content-encoding']) void reply.removeHeader(name);
    done(null, text);
  });
}
