import type { PortalRoute, RouteHandle } from '../../../app/route-types';

const handle: RouteHandle = { access: 'admin' };

/** Back-office pages of this area (features/admin/admin.routes.ts places them before the catch-all). */
export const agentsAdminRoutes: PortalRoute[] = [
  {
    path: '/admin/agents',
    handle,
    lazy: () => import('./admin-agents-page').then((m) => ({ Component: m.AdminAgentsPage })),
  },
  {
    path: '/admin/agents/:id',
    handle,
    lazy: () => import('./admin-agent-page').then((m) => ({ Component: m.AdminAgentPage })),
  },
];
