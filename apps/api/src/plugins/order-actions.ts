import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitsOrderActions, maskOrderActions } from '@portal/domain';
import { decoded, isJson } from './net-prices.ts';

/** An agency user whose role lacks a permission some order action needs (a viewer, an accountant). */
const limited = (request: FastifyRequest) =>
  request.caller?.kind === 'agent' && limitsOrderActions(request.caller.permissions);

/**
 * The one home of "which order actions a user is offered" (issue 32): every product computes its
 * orders' `actions` from the order's state; for a user whose role may not pay, cancel or book, this
 * turns those actions off in every JSON answer (domain access/order-actions.ts), whichever module
 * answers, so the web app (which shows only what `actions` allows) hides the buttons the API would
 * refuse. Registered before compression, like the net-price mask.
 */
export function registerOrderActionsMask(app: FastifyInstance): void {
  // Never a 304 for a version it did not get masked (its answers carry no validator).
  app.addHook('preHandler', (request, _reply, done) => {
    if (limited(request)) delete request.headers['if-none-match'];
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const caller = request.caller;
    if (
      caller?.kind !== 'agent' ||
      !limitsOrderActions(caller.permissions) ||
      reply.statusCode === 304 ||
      !isJson(reply.getHeader('content-type')) ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    )
      return done(null, payload);
    let text: string;
    try {
      text = decoded(payload, reply.getHeader('content-encoding'));
      // Only answers that carry actions are rewritten.
      if (!text.includes('"actions"')) return done(null, payload);
      text = JSON.stringify(maskOrderActions(JSON.parse(text) as unknown, caller.permissions));
    } catch (err) {
      return done(err as Error);
    }
    for (const name of ['etag', 'content-length', 'content-encoding']) void reply.removeHeader(name);
    done(null, text);
  });
}
