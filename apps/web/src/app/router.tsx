import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { notFoundRoutes } from '../features/not-found/not-found.routes';
import { AccessGate } from './layout/access-gate';
import { RootLayout } from './layout/root-layout';
import { ShellLayout } from './layout/shell-layout';
import type { PortalRoute } from './route-types';
import { featureRoutes } from './routes';

const toRouteObject = (route: PortalRoute): RouteObject => route;

/**
 * Root (start-up, scroll, toasts) > shell (header, footer by handle) > open routes (group H) and the
 * access gate with groups A-G; /error and the catch-all come last.
 */
export function buildRoutes(routes: readonly PortalRoute[] = featureRoutes): RouteObject[] {
  const open = routes.filter((r) => r.handle.access === 'open').map(toRouteObject);
  const gated = [...routes.filter((r) => r.handle.access === 'agent'), ...notFoundRoutes].map(toRouteObject);
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      children: [{ Component: ShellLayout, children: [...open, { Component: AccessGate, children: gated }] }],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
