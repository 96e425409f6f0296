import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, maskNetPrices } from '@portal/domain';

export const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/** An agency user whose role and grants lack `prices.net` (a booker, a viewer, unless the owner granted it). */
const seesSellPricesOnly = (request: FastifyRequest) =>
  request.caller?.kind === 'agent' && !can(request.caller.permissions, 'prices.net');

/** A serialized answer as text (a stored answer may come compressed already). */
export function decoded(payload: string | Buffer, encoding: unknown): string {
  if (typeof payload === 'string') return payload;
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

/**
 * The one home of "who sees net prices" (issue 32, ADR 0018): a user who may not see them gets every
 * JSON answer with net prices and earnings masked (domain access/net-prices.ts), whichever module
 * answers. Registered before compression, so it reads the serialized answer (a stored answer may come
 * compressed already: it is read back); anyone else's answers pass untouched after one permission check.
 */
export function registerNetPriceMask(app: FastifyInstance): void {
  // Never a 304 for a version it did not get masked (its answers carry no validator).
  app.addHook('preHandler', (request, _reply, done) => {
    if (seesSellPricesOnly(request)) delete request.headers['if-none-match'];
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !seesSellPricesOnly(request) ||
      // Answers and refusals alike (a 409 PRICE_CHANGED names prices); a 304 has no body.
      reply.statusCode === 304 ||
      !isJson(reply.getHeader('content-type')) ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    )
      return done(null, payload);
    let masked: string;
    try {
      const text = decoded(payload, reply.getHeader('content-encoding'));
      masked = JSON.stringify(maskNetPrices(JSON.parse(text) as unknown));
    } catch (err) {
      return done(err as Error);
    }
    for (const name of ['etag', 'content-length', 'content-encoding']) void reply.removeHeader(name);
    done(null, masked);
  });
}
