import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'a2a', footer: 'a2as' };

/** Spec section 2.1 group E; each page is its own lazy chunk (the slice registers with the booking pages). */
export const a2aRoutes: PortalRoute[] = [
  {
    path: '/a2a',
    handle,
    lazy: () => import('./pages/a2a-home-page').then((m) => ({ Component: m.A2aHomePage })),
  },
  {
    path: '/a2a/data',
    handle,
    lazy: () => import('./pages/a2a-data-page').then((m) => ({ Component: m.A2aDataPage })),
  },
  {
    path: '/a2a/booking/:id',
    handle,
    lazy: () => import('./pages/a2a-booking-page').then((m) => ({ Component: m.A2aBookingPage })),
  },
  {
    path: '/a2a/booking/:id/confirm',
    handle,
    lazy: () => import('./pages/a2a-confirm-page').then((m) => ({ Component: m.A2aConfirmPage })),
  },
  {
    path: '/a2a/order',
    handle,
    lazy: () => import('./pages/a2a-orders-page').then((m) => ({ Component: m.A2aOrdersPage })),
  },
  {
    path: '/a2a/order/:id',
    handle,
    lazy: () => import('./pages/a2a-order-page').then((m) => ({ Component: m.A2aOrderPage })),
  },
];
