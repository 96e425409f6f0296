import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { notFoundRoutes } from '../features/not-found/not-found.routes';
import { RootLayout } from './layout/root-layout';
import type { PortalRoute } from './route-types';
import { featureRoutes } from './routes';

const toRouteObject = (route: PortalRoute): RouteObject => route;

/** Pages that render before the store is loaded (issue 11: Redux off the sign-in page's critical path). */
const WITHOUT_STORE = new Set(['/login']);

/** Every route with a path of its own (the features' and /error); the catch-all is added by buildRoutes. */
const addressable: readonly PortalRoute[] = [...featureRoutes, ...notFoundRoutes].filter(
  (r) => r.path !== '*',
);
const catchAll = notFoundRoutes.filter((r) => r.path === '*');

/** Ids of the routes the feature routes hang under (lazy route discovery patches children into them). */
const PARENT = { storeFree: 'root', open: 'shell', gated: 'gate', admin: 'admin' } as const;
type Group = keyof typeof PARENT;

function groupOf(route: PortalRoute): Group {
  if (WITHOUT_STORE.has(route.path)) return 'storeFree';
  if (route.handle.access === 'admin') return 'admin';
  return route.handle.access === 'open' ? 'open' : 'gated';
}

/** The routes of one group, as the router takes them (the starting tree and the patches alike). */
const inGroup = (routes: readonly PortalRoute[], group: Group): RouteObject[] =>
  routes.filter((r) => groupOf(r) === group).map(toRouteObject);

/**
 * The first segment of a path as React Router compares it: '' for '/', 'visa' for '/visa/12/apply',
 * 'visa' for '/VISA' (matching ignores case) and 'a&b' for '/a%26b' (it decodes the path).
 */
export function firstSegment(path: string): string {
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Every portal path starts with a fixed segment, so only the routes with the address's first segment
 * can match it: `/visa/12/apply` needs the `/visa...` routes and nothing else.
 */
export function routesUnder(routes: readonly PortalRoute[], segment: string): PortalRoute[] {
  return routes.filter((r) => firstSegment(r.path) === segment);
}

/**
 * Root (scroll, route loading) > the store-free pages, and the store root (start-up, toasts) > shell
 * (header, footer by handle) > open routes (group H) and the access gate with groups A-G; /error and
 * the catch-all come last. The store root, shell and gate are lazy: their code, and Redux Toolkit
 * with them, loads beside the first page that needs them.
 */
export function buildRoutes(routes: readonly PortalRoute[] = addressable): RouteObject[] {
  return [
    {
      id: PARENT.storeFree,
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      children: [
        ...inGroup(routes, 'storeFree'),
        {
          id: 'store',
          lazy: async () => ({ Component: (await import('./layout/store-root')).StoreRoot }),
          children: [
            {
              // The back office: its own layout and staff session, no agent header, gate or footer.
              id: PARENT.admin,
              lazy: async () => ({
                Component: (await import('../features/admin/layout/admin-layout')).AdminLayout,
              }),
              children: inGroup(routes, 'admin'),
            },
            {
              id: PARENT.open,
              lazy: async () => ({ Component: (await import('./layout/shell-layout')).ShellLayout }),
              children: [
                ...inGroup(routes, 'open'),
                {
                  id: PARENT.gated,
                  lazy: async () => ({ Component: (await import('./layout/access-gate')).AccessGate }),
                  // The catch-all is always there: an address no route knows ends on it.
                  children: [...inGroup(routes, 'gated'), ...catchAll.map(toRouteObject)],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The routes a router starts with, for the address it opens on, and the patchRoutesOnNavigation that
 * adds the rest as they are needed (lazy route discovery): before a navigation to an address whose
 * first segment it has not seen, React Router asks for that segment's routes and they are added under
 * their parents. React Router compiles a pattern for every route branch each time it matches an
 * address, and the whole portal is some 70 branches: on a phone, making the router and matching the
 * first address was the longest task of the signed-in home (issue 11).
 */
export function discoveredRoutes(pathname: string, routes: readonly PortalRoute[] = addressable) {
  const start = firstSegment(pathname);
  const known = new Set([start]);
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const segment = firstSegment(path);
    if (known.has(segment)) return;
    known.add(segment);
    const found = routesUnder(routes, segment);
    for (const group of Object.keys(PARENT) as Group[]) {
      const children = inGroup(found, group);
      if (children.length > 0) patch(PARENT[group], children);
    }
  };
  return { routes: buildRoutes(routesUnder(routes, start)), patchRoutesOnNavigation };
}

export function createRouter() {
  const { routes, patchRoutesOnNavigation } = discoveredRoutes(window.location.pathname);
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
