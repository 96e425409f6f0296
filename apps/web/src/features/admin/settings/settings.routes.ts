import type { PortalRoute, RouteHandle } from '../../../app/route-types';

const handle: RouteHandle = { access: 'admin' };

/** Back-office pages of this area (features/admin/admin.routes.ts places them before the catch-all). */
export const settingsAdminRoutes: PortalRoute[] = [
  {
    path: '/admin/markups',
    handle,
    lazy: () => import('./admin-markups-page').then((m) => ({ Component: m.AdminMarkupsPage })),
  },
  {
    path: '/admin/quotations',
    handle,
    lazy: () => import('./admin-quotations-page').then((m) => ({ Component: m.AdminQuotationsPage })),
  },
  {
    path: '/admin/quotations/queue',
    handle,
    lazy: () => import('../work/quotation-queue-page').then((m) => ({ Component: m.QuotationQueuePage })),
  },
  {
    path: '/admin/quotations/:amendmentId',
    handle,
    lazy: () => import('./admin-quotation-view-page').then((m) => ({ Component: m.AdminQuotationViewPage })),
  },
];
