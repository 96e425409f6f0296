import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'insurance', footer: 'general' };

/** Spec section 2.1 group F: /insurance, /insurance/order, /insurance/order/orderView/{id}. */
export const insuranceRoutes: PortalRoute[] = [
  {
    path: '/insurance',
    handle,
    lazy: () => import('./pages/insurance-page').then((m) => ({ Component: m.InsurancePage })),
  },
];
