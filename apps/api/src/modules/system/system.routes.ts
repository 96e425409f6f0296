import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { metricsFor, metricsTokenMatches } from '../../lib/metrics.ts';

const CHECK_TIMEOUT_MS = 5_000;

/** A readiness check: true when it answered in time, else what went wrong. */
async function check(work: () => Promise<boolean>): Promise<true | string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('no answer in time'), CHECK_TIMEOUT_MS);
    });
    const answer = await Promise.race([work().then((ok) => ok || 'failed'), timeout]);
    return answer;
  } catch (err) {
    return (err as Error).message.slice(0, 200);
  } finally {
    clearTimeout(timer);
  }
}

const checks = z.object({ database: z.boolean(), migrations: z.boolean(), queue: z.boolean() });

/** Liveness, readiness (database, migrations, job queue) and the Prometheus metrics. */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const live = () => ({ status: 'ok' as const });
  for (const url of ['/healthz', '/health/live'])
    app.get(
      url,
      {
        config: { auth: 'public' },
        schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } },
      },
      live,
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

  app.get(
    '/health/ready',
    {
      config: { auth: 'public' },
      schema: {
        hide: true,
        response: {
          200: z.object({ status: z.literal('ready'), checks }),
          503: errorEnvelope.extend({ checks }),
        },
      },
    },
    async (_req, reply) => {
      const database = await check(async () => {
        await deps.database.ping();
        return true;
      });
      const migrations =
        database === true ? await check(async () => (await deps.database.pendingMigrations()) === 0) : 'no database';
      const queue = await check(async () => (deps.queue ? (await deps.queue.boss()).isInstalled() : false));
      const results = { database: database === true, migrations: migrations === true, queue: queue === true };
      if (results.database && results.migrations && results.queue) return { status: 'ready' as const, checks: results };
      const problems = Object.entries({ database, migrations, queue })
        .filter(([, v]) => v !== true)
        .map(([k, v]) => `${k}: ${String(v)}`);
      return reply.status(503).send({
        error: `Not ready (${problems.join('; ')})`,
        status: 503,
        code: 'UNAVAILABLE',
        checks: results,
      });
    },
  );

  // Scraped with METRICS_TOKEN as bearer token; without a token set it is not served here (only on
  // METRICS_PORT, an internal listener).
  app.get(
    '/metrics',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!deps.env.METRICS_TOKEN)
        return reply.status(404).send({ error: 'Not found', status: 404, code: 'NOT_FOUND' });
      if (!metricsTokenMatches(deps.env.METRICS_TOKEN, request.headers.authorization))
        return reply.status(401).send({ error: 'A valid metrics token is required', status: 401, code: 'UNAUTHORIZED' });
      const { registry } = metricsFor(deps);
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
