import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiKeyUsage } from '@portal/db';
import { ipInRanges } from '@portal/domain';
import type { AppDeps } from '../deps.ts';
import { AppError, forbidden } from '../lib/app-error.ts';
import { bumpCounters } from '../lib/rate-counters.ts';
import type { ApiKeyOfCaller } from './api-key-auth.ts';

export const AGENT_API_TAG = 'Agent API';
export const NOT_AGENT_API =
  'API keys may call only the Agent API: search, price, book, cancel and documents of the products the key is given';
const WINDOW_MS = 60_000;

/** The OpenAPI security of the Agent API: the same key as a bearer token or in X-Api-Key. */
export const agentApiSecuritySchemes = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pk_live_… / pk_test_…',
    description:
      "An agency's API key (agency settings → API keys), e.g. `Authorization: Bearer pk_live_Xy…`. A `pk_test_` key is a sandbox key: it books with the agency's sandbox wallet (ADR 0021).",
  },
  apiKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'The same key in its own header: `X-Api-Key: pk_live_Xy…`.',
  },
} as const;

const example = (method: string, url: string) =>
  [
    'Agent API: accepts an API key as well as a portal session.',
    '',
    'Example:',
    '```',
    `curl -X ${method} https://portal.example/api${url.replace(/^\/api/, '')} \\`,
    '  -H "Authorization: Bearer pk_live_…"' +
      (method === 'POST'
        ? ' \\\n  -H "Idempotency-Key: 7b1c…" -H "Content-Type: application/json" -d \'{…}\''
        : ''),
    '```',
    'Answers carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (calls per minute per key). ' +
      "A key's per-booking and per-day caps refuse a booking above them with 403 (amounts in the message, nothing charged).",
  ].join('\n');

/**
 * What an API key meets on top of a person's checks (issue 39), run by the auth hook once the key is
 * known: only the Agent API (registerAuth marks it), only from the key's addresses, and at most
 * API_KEY_RATE_LIMIT calls a minute per key over all nodes (the rate_limits table, like the route
 * limits' store), answered with the draft `RateLimit-*` headers. Every call of a key, refused or not,
 * counts in its usage (calls and errors per day) once answered.
 */
export function registerApiKeyGuards(app: FastifyInstance, deps: AppDeps) {
  const max = deps.env.API_KEY_RATE_LIMIT;

  // A callback hook: every request passes it, and only a key's calls count (an `async` hook was a
  // promise per request for nothing on all the others; ADR 0006, last addendum).
  app.addHook('onResponse', (request, reply, done) => {
    const key = request.caller?.kind === 'agent' ? request.caller.apiKey : undefined;
    if (!key) return done();
    void countCall(request, key.id, reply.statusCode >= 400 ? 1 : 0).then(() => done());
  });

  async function countCall(request: FastifyRequest, keyId: string, error: 0 | 1): Promise<void> {
    const day = deps.clock.now().toISOString().slice(0, 10);
    try {
      await deps.database.db
        .insert(apiKeyUsage)
        .values({ keyId, day, calls: 1, errors: error })
        .onConflictDoUpdate({
          target: [apiKeyUsage.keyId, apiKeyUsage.day],
          set: {
            calls: sql`${apiKeyUsage.calls} + 1`,
            errors: sql`${apiKeyUsage.errors} + ${error}`,
          },
        });
    } catch (err) {
      // Usage is a figure for the keys page; a lost count must not fail (or log as failed) the call.
      request.log.warn({ err }, 'api key usage not counted');
    }
  }

  return {
    /** Marks a route of the Agent API in the OpenAPI document: its tag, the key schemes, an example. */
    describe(route: RouteOptions): void {
      const schema = route.schema ?? {};
      const tags = (schema as { tags?: string[] }).tags ?? [];
      route.schema = {
        ...schema,
        tags: [...tags.filter((t) => t !== AGENT_API_TAG), AGENT_API_TAG],
        security: [{ bearer: [] }, { apiKey: [] }, { apiKeyHeader: [] }],
        description: [
          (schema as { description?: string }).description,
          example([route.method].flat()[0] ?? 'GET', route.url),
        ]
          .filter(Boolean)
          .join('\n\n'),
      };
    },

    async check(
      request: FastifyRequest,
      reply: FastifyReply,
      key: ApiKeyOfCaller,
      agentApi: boolean,
    ): Promise<void> {
      if (!agentApi) throw forbidden(NOT_AGENT_API);
      if (key.ipAllow.length > 0 && !ipInRanges(request.ip, key.ipAllow))
        throw forbidden(`This API key may not be used from ${request.ip}`);
      const [counter] = await bumpCounters(deps.database.db, [`api-key:${key.id}`], WINDOW_MS);
      const count = counter?.count ?? 1;
      const reset = Math.ceil((counter?.resetInMs ?? WINDOW_MS) / 1000);
      void reply
        .header('ratelimit-policy', `${max};w=${WINDOW_MS / 1000}`)
        .header('ratelimit-limit', max)
        .header('ratelimit-remaining', Math.max(0, max - count))
        .header('ratelimit-reset', reset);
      if (count > max)
        throw new AppError(
          'RATE_LIMITED',
          `This API key made more than ${max} calls in a minute; try again in ${reset} seconds`,
          { retryAfterSeconds: reset },
        );
    },
  };
}
