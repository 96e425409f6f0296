import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'visa', footer: 'visas' };

/** Spec section 2.1 group D; each page is its own lazy chunk. */
export const visaRoutes: PortalRoute[] = [
  {
    path: '/visa',
    handle,
    lazy: () => import('./pages/visa-search-page').then((m) => ({ Component: m.VisaSearchPage })),
  },
  {
    path: '/visa/order',
    handle,
    lazy: () => import('./pages/visa-orders-page').then((m) => ({ Component: m.VisaOrdersPage })),
  },
  {
    path: '/visa/order/:id/details',
    handle,
    lazy: () => import('./pages/visa-details-page').then((m) => ({ Component: m.VisaDetailsPage })),
  },
  {
    path: '/visa/order/:id/details/:passenger',
    handle,
    lazy: () => import('./pages/visa-reapply-page').then((m) => ({ Component: m.VisaReapplyPage })),
  },
  {
    path: '/visa/apply/invoice/:id',
    handle,
    lazy: () => import('./pages/visa-invoice-page').then((m) => ({ Component: m.VisaInvoicePage })),
  },
  {
    path: '/visa/:id',
    handle,
    lazy: () => import('./pages/visa-types-page').then((m) => ({ Component: m.VisaTypesPage })),
  },
  {
    path: '/visa/:id/apply',
    handle,
    lazy: () => import('./pages/visa-apply-page').then((m) => ({ Component: m.VisaApplyPage })),
  },
];
