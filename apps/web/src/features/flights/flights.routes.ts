import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'flight', footer: 'general' };

/** Spec section 2.1 group F: /flight (that exact path) and /flight/order/results; each a lazy chunk. */
export const flightRoutes: PortalRoute[] = [
  {
    path: '/flight',
    handle,
    lazy: () => import('./pages/flight-search-page').then((m) => ({ Component: m.FlightSearchPage })),
  },
  {
    path: '/flight/order/results',
    handle,
    lazy: () => import('./pages/flight-results-page').then((m) => ({ Component: m.FlightResultsPage })),
  },
];
