import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { pgRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerWeb } from './plugins/web.ts';
import { tokenService } from './lib/tokens.ts';
import { AppError } from './lib/app-error.ts';
import { MAX_UPLOAD_BYTES } from './lib/uploads.ts';
import { registerModules } from './modules/index.ts';

export interface BuildOptions {
  logger?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
}

/** The whole application without listen(): tests inject requests into it. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: deps.env.LOG_LEVEL, redact: ['req.headers.authorization'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cors, { origin: [deps.env.CLIENT_URL ?? deps.env.PUBLIC_URL], credentials: false });
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
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 30 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Desert Rose B2B portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, deps, tokenService(deps.env.JWT_SECRET));
  await registerModules(app, deps);
  await registerWeb(app, options.serveWeb === false ? null : deps.env.WEB_DIST);
  return app;
}
