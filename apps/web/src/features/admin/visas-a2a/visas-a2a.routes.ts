import type { PortalRoute, RouteHandle } from '../../../app/route-types';

const handle: RouteHandle = { access: 'admin' };

/** Back-office pages of this area (features/admin/admin.routes.ts places them before the catch-all). */
export const visasA2aAdminRoutes: PortalRoute[] = [
  {
    path: '/admin/visas',
    handle,
    lazy: () => import('./admin-visas-page').then((m) => ({ Component: m.AdminVisasPage })),
  },
  {
    path: '/admin/a2a',
    handle,
    lazy: () => import('./admin-a2a-page').then((m) => ({ Component: m.AdminA2aPage })),
  },
];
