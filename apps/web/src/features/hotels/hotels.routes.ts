import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'hotel', footer: 'hotels' };

/**
 * Spec section 2.1 group A (the search form on "/" registers in app/home-search-forms.ts); each page
 * is its own lazy chunk.
 */
export const hotelRoutes: PortalRoute[] = [
  {
    path: '/hotel/avail',
    handle,
    lazy: () => import('./pages/hotel-avail-page').then((m) => ({ Component: m.HotelAvailPage })),
  },
  {
    path: '/hotel/details/:id',
    handle,
    lazy: () => import('./pages/hotel-details-page').then((m) => ({ Component: m.HotelDetailsPage })),
  },
  {
    path: '/hotel/:id/apply/:roomtypeid',
    handle,
    lazy: () => import('./pages/hotel-apply-page').then((m) => ({ Component: m.HotelApplyPage })),
  },
  {
    path: '/hotel/invoice/error',
    handle,
    lazy: () =>
      import('./pages/hotel-invoice-error-page').then((m) => ({ Component: m.HotelInvoiceErrorPage })),
  },
  {
    path: '/hotel/invoice/:id',
    handle,
    lazy: () => import('./pages/hotel-invoice-page').then((m) => ({ Component: m.HotelInvoicePage })),
  },
  {
    path: '/hotel/order',
    handle,
    lazy: () => import('./pages/hotel-orders-page').then((m) => ({ Component: m.HotelOrdersPage })),
  },
  {
    path: '/hotel/order/:id/details',
    handle,
    lazy: () =>
      import('./pages/hotel-order-details-page').then((m) => ({ Component: m.HotelOrderDetailsPage })),
  },
];
