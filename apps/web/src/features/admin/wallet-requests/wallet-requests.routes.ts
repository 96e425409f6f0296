import type { PortalRoute, RouteHandle } from '../../../app/route-types';

const handle: RouteHandle = { access: 'admin' };

/** Back-office pages of this area (features/admin/admin.routes.ts places them before the catch-all). */
export const walletRequestsAdminRoutes: PortalRoute[] = [
  {
    path: '/admin/deposits',
    handle,
    lazy: () => import('./deposits-page').then((m) => ({ Component: m.AdminDepositsPage })),
  },
  {
    path: '/admin/withdrawals',
    handle,
    lazy: () => import('./withdrawals-page').then((m) => ({ Component: m.AdminWithdrawalsPage })),
  },
];
