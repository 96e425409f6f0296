import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { systemRoutes } from './system/system.routes.ts';

/** Every business module's routes under /api/v1; one line per module. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(systemRoutes, { deps });
  await app.register(
    async (api) => {
      void api;
    },
    { prefix: '/api/v1' },
  );
}
