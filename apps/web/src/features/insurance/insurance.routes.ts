import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'insurance', footer: 'general' };

/** Spec section 2.1 group F: /insurance, /insurance/order, /insurance/order/orderView/{id}. */
export const insuranceRoutes: PortalRoute[] = [
  {
    path: '/insurance',
    handle,
    lazy: () => import('./pages/insurance-page').then((m) => ({ Component: m.InsurancePage })),
  },
  {
    path: '/insurance/order',
    handle,
    lazy: () => import('./pages/contracts-page').then((m) => ({ Component: m.InsuranceContractsPage })),
  },
  {
    path: '/insurance/order/orderView/:id',
    handle,
    lazy: () => import('./pages/contract-page').then((m) => ({ Component: m.InsuranceContractPage })),
  },
];
