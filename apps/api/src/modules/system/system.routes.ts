import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';

/** Liveness and readiness (database reachable). */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/healthz',
    {
      config: { auth: 'public' },
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    () => ({
      status: 'ok' as const,
    }),
  );
  app.get(
    '/readyz',
    {
      config: { auth: 'public' },
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ready') }), 503: errorEnvelope } },
    },
    async (_req, reply) => {
      try {
        await deps.database.ping();
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ error: 'Database unreachable', status: 503, code: 'UNAVAILABLE' });
      }
    },
  );
};
