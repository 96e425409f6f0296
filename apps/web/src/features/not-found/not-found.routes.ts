import type { PortalRoute } from '../../app/route-types';

const lazyNotFound = async () => ({ Component: (await import('./not-found-page')).NotFoundPage });

/** Group G: /error and the catch-all sit behind the gate like groups A-F; the router adds them last. */
export const notFoundRoutes: PortalRoute[] = [
  { path: '/error', lazy: lazyNotFound, handle: { access: 'agent' } },
  { path: '*', lazy: lazyNotFound, handle: { access: 'agent' } },
];
