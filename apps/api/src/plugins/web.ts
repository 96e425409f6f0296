import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app with an SPA fallback; unknown /api paths stay JSON 404s. */
export async function registerWeb(app: FastifyInstance, distDir: string | null | undefined): Promise<void> {
  const root = distDir ?? join(import.meta.dirname, '..', '..', '..', 'web', 'dist');
  const hasWeb = distDir !== null && existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path: string) => {
        if (path.startsWith(join(root, 'assets')))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && !/\.[a-z0-9]{1,5}$/i.test(path);
    if (hasWeb && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send({ error: `No route ${request.method} ${path}`, status: 404, code: 'NOT_FOUND' });
  });
}
