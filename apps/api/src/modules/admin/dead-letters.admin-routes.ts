import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deadLettersAnswer, errorEnvelope, messageAnswer, uuidParam } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/index.ts';
import { listDeadLetters, settleDeadLetter } from './dead-letters.service.ts';

const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 503: errorEnvelope };
const tags = ['admin'];
const security = [{ bearer: [] }];
/** The operations desk (and administrators) look after jobs that failed every retry. */
const config = { auth: 'admin' as const, permission: 'operations.bookings' as const };

/** Dead letters of the job queue (issue 37): jobs that failed every retry, retried or discarded by staff. */
export const deadLettersAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/dead-letters',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Jobs that failed every retry, newest first',
        response: { 200: deadLettersAnswer, ...errors },
      },
    },
    () => listDeadLetters(deps),
  );

  for (const action of ['retry', 'discard'] as const)
    app.post(
      `/admin/dead-letters/:id/${action}`,
      {
        config,
        schema: {
          tags,
          security,
          summary:
            action === 'retry'
              ? 'Send a dead letter back to its queue as a fresh job'
              : 'Delete a dead letter for good',
          params: uuidParam,
          response: { 200: messageAnswer, ...errors },
        },
      },
      (request) => settleDeadLetter(deps, actingAs(request), request.params.id, action),
    );
};
