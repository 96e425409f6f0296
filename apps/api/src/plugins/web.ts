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
      // The build writes a .br and a .gz beside every text file (apps/web/vite-plugins/precompress.ts);
      // the one the client accepts is sent, with Vary: Accept-Encoding, and nothing is compressed per request.
      preCompressed: true,
      setHeaders: (res, path: string) => {
        // Hashed names: a new build makes new names, so a copy never needs checking again.
        if (path.startsWith(join(root, 'assets')))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        // The page names the current hashed files: always revalidated (ETag), never served stale.
        else if (/\.html(?:\.br|\.gz)?$/.test(path)) res.header('cache-control', 'no-cache');
        // Flag images (one per country, unhashed names) change only with the flag package.
        else if (path.startsWith(join(root, 'flags'))) res.header('cache-control', 'public, max-age=86400');
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
