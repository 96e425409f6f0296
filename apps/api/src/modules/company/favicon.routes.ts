import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { loadCompanyConfig } from './company.service.ts';

const DEFAULT_FAVICON = '/brand/favicon.svg';

/**
 * Where /favicon.ico leads: the configured favicon as an absolute URL or a path from the site root.
 * A relative path ("brand/icon.svg") would resolve against the page's own folder and answer 404 on
 * nested pages, so it is anchored at the root; anything else falls back to the shipped icon.
 */
export function faviconLocation(configured: string | null | undefined): string {
  const value = (configured ?? '').trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  const otherScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (!value || otherScheme || /[\s\\]/.test(value) || value.startsWith('//')) return DEFAULT_FAVICON;
  return value.startsWith('/') ? value : `/${value.replace(/^\.\//, '')}`;
}

/**
 * GET /favicon.ico at the site root. Browsers ask for it on every document without an icon link -
 * gateway pages, PDFs and other files opened in a tab, JSON answers - and it answered 404 there
 * (issue 17); it now redirects to the company's configured favicon.
 */
export const faviconRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/favicon.ico', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const config = await loadCompanyConfig(deps.database.db);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .redirect(faviconLocation(config.favicon), 302);
  });
};
