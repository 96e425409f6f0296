import type { PortalRoute, RouteHandle } from '../../../app/route-types';

const handle: RouteHandle = { access: 'admin' };

/** Back-office pages of this area (features/admin/admin.routes.ts places them before the catch-all). */
export const ordersAdminRoutes: PortalRoute[] = [
  {
    path: '/admin/orders',
    handle,
    lazy: () => import('./admin-orders-page').then((m) => ({ Component: m.AdminOrdersPage })),
  },
  {
    path: '/admin/orders/:product/:id',
    handle,
    lazy: () => import('./admin-order-page').then((m) => ({ Component: m.AdminOrderPage })),
  },
];
