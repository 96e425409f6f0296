import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { registerAuth } from './plugins/auth.ts';
import { AGENT_API_TAG, agentApiSecuritySchemes } from './plugins/api-key-guards.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuards } from './plugins/input-guards.ts';
import { registerAnswerMasks } from './plugins/answer-masks.ts';
import { portalHelmetOptions, registerSecurityHeaders } from './plugins/security-headers.ts';
import { pgRateLimitStore } from './plugins/rate-limit-store.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { registerWeb } from './plugins/web.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { tokenService } from './lib/tokens.ts';
import { batchedStdout } from './lib/log-stream.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { AppError } from './lib/app-error.ts';
import { MAX_UPLOAD_BYTES } from './lib/uploads.ts';
import { COMPRESS_FROM_BYTES } from './lib/cached-answer.ts';
import { registerModules } from './modules/index.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { metricsFor } from './lib/metrics.ts';
import { closeHotelSuppliers } from './suppliers/hotels/index.ts';

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)(?:;|$)|image\/svg\+xml)/;

export interface BuildOptions {
  logger?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** ROLE: a worker serves only health and metrics (no API, no web app). Default all. */
  role?: 'web' | 'worker' | 'all';
}

/** The whole application without listen(): tests inject requests into it. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logStream = options.logger === false ? null : batchedStdout();
  const app = Fastify({
    logger:
      logStream === null
        ? false
        : {
            level: deps.env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
            stream: logStream,
          },
    // Only configured proxies may set X-Forwarded-For: otherwise any client could pick its address (rate limits).
    trustProxy: fastifyTrustProxy(deps.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // node:crypto's own: the global (WebCrypto) one checks its receiver and wraps the same call.
    genReqId: () => randomUUID(),
    logController: new OneLineRequestLog(logStream, deps.env.LOG_LEVEL),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuards(app);
  // The hotel list's pricing workers end with the server.
  app.addHook('onClose', () => closeHotelSuppliers(deps));
  // Request rate, latency and errors per route (the route pattern, never the raw URL).
  const metrics = metricsFor(deps);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  registerSecurityHeaders(app, portalHelmetOptions(deps.env), deps.env);
  // Cross-origin access only for a web app served from another address (CLIENT_URL). The web app this
  // server serves is same-origin and needs no CORS headers; the plugin's hook was a tenth of a small
  // read's CPU (bench/README.md, 27 Nov).
  if (deps.env.CLIENT_URL)
    await app.register(cors, { origin: [new URL(deps.env.CLIENT_URL).origin], credentials: false });
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(deps.database.db),
    // The plugin throws what this returns; an AppError reaches the error handler as a proper envelope.
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts, please try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
      ),
  });
  // Before compression: it reads the serialized answer (a booker's net prices masked, ADR 0018; order
  // actions a role may not take read false, issue 32).
  registerAnswerMasks(app);
  await app.register(compress, {
    // API answers and any static file without a prebuilt .br/.gz (web.ts serves those as they are).
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    // Text-like types only: PDFs, spreadsheets, images and octet streams are sent as they are, and an
    // event stream is never buffered by a compressor.
    customTypes: COMPRESSIBLE,
  });
  await registerMultipart(app, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 30 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Desert Rose B2B portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          ...agentApiSecuritySchemes,
        },
      },
      tags: [
        {
          name: AGENT_API_TAG,
          description:
            "Every product's search, price, book, cancel and documents routes, callable from an agency's own systems with an API key (`Authorization: Bearer pk_live_…` or `X-Api-Key`), under the same module access, markups, wallet and Idempotency-Key rules as the portal.",
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, deps, tokenService(deps.env.JWT_SECRET));
  if (options.role === 'worker') {
    await app.register(systemRoutes, { deps });
    return app;
  }
  await registerModules(app, deps);
  await registerWeb(app, options.serveWeb === false ? null : deps.env.WEB_DIST);
  return app;
}
