import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { notFoundRoutes } from '../features/not-found/not-found.routes';
import { RootLayout } from './layout/root-layout';
import type { PortalRoute } from './route-types';
import { featureRoutes } from './routes';

const toRouteObject = (route: PortalRoute): RouteObject => route;

/** Pages that render before the store is loaded (issue 11: Redux off the sign-in page's critical path). */
const WITHOUT_STORE = new Set(['/login']);

/**
 * Root (scroll, route loading) > the store-free pages, and the store root (start-up, toasts) > shell
 * (header, footer by handle) > open routes (group H) and the access gate with groups A-G; /error and
 * the catch-all come last. The store root, shell and gate are lazy: their code, and Redux Toolkit
 * with them, loads beside the first page that needs them.
 */
export function buildRoutes(routes: readonly PortalRoute[] = featureRoutes): RouteObject[] {
  const storeFree = routes.filter((r) => r.path && WITHOUT_STORE.has(r.path)).map(toRouteObject);
  const open = routes
    .filter((r) => r.handle.access === 'open' && !(r.path && WITHOUT_STORE.has(r.path)))
    .map(toRouteObject);
  const gated = [...routes.filter((r) => r.handle.access === 'agent'), ...notFoundRoutes].map(toRouteObject);
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      children: [
        ...storeFree,
        {
          lazy: async () => ({ Component: (await import('./layout/store-root')).StoreRoot }),
          children: [
            {
              lazy: async () => ({ Component: (await import('./layout/shell-layout')).ShellLayout }),
              children: [
                ...open,
                {
                  lazy: async () => ({ Component: (await import('./layout/access-gate')).AccessGate }),
                  children: gated,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
