import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'attraction', footer: 'attractions' };
const detailHandle: RouteHandle = { ...handle, hideBottomBar: true };

/** Spec section 2.1 group C; each page is its own lazy chunk so /attraction stays small. */
export const attractionRoutes: PortalRoute[] = [
  {
    path: '/attraction',
    handle,
    lazy: () => import('./pages/attraction-home-page').then((m) => ({ Component: m.AttractionHomePage })),
  },
  {
    path: '/attractions/details/:id',
    handle: detailHandle,
    lazy: () =>
      import('./pages/attraction-details-page').then((m) => ({ Component: m.AttractionDetailsPage })),
  },
  {
    path: '/attractions/payment',
    handle,
    lazy: () => import('./pages/payment-page').then((m) => ({ Component: m.PaymentPage })),
  },
  {
    path: '/attractions/invoice/error',
    handle,
    lazy: () => import('./pages/invoice-error-page').then((m) => ({ Component: m.InvoiceErrorPage })),
  },
  {
    path: '/attractions/invoice/:id',
    handle,
    lazy: () => import('./pages/invoice-page').then((m) => ({ Component: m.InvoicePage })),
  },
  {
    path: '/attractions/:slug',
    handle,
    lazy: () => import('./pages/destination-page').then((m) => ({ Component: m.DestinationPage })),
  },
  {
    path: '/attraction/order',
    handle,
    lazy: () => import('./pages/orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: '/payment/approval',
    handle,
    lazy: () => import('./pages/payment-approval-page').then((m) => ({ Component: m.PaymentApprovalPage })),
  },
];
