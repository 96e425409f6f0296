import type { PortalRoute, RouteHandle } from '../../app/route-types';
import { agentsAdminRoutes } from './agents/agents.routes';
import { walletRequestsAdminRoutes } from './wallet-requests/wallet-requests.routes';
import { ordersAdminRoutes } from './orders/orders.routes';
import { visasA2aAdminRoutes } from './visas-a2a/visas-a2a.routes';
import { settingsAdminRoutes } from './settings/settings.routes';
import { staffAdminRoutes } from './staff/staff.routes';
import { inventoryAdminRoutes } from './inventory/inventory.routes';

const handle: RouteHandle = { access: 'admin' };

/**
 * The company's back office (no spec route: we design it). Every page sits in AdminLayout, which signs
 * staff in (their own session, STORAGE_KEYS.adminToken) and draws the back office's navigation.
 */
export const adminRoutes: PortalRoute[] = [
  {
    path: '/admin/login',
    handle,
    lazy: () => import('./pages/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    path: '/admin',
    handle,
    lazy: () => import('./pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
  },
  ...agentsAdminRoutes,
  ...walletRequestsAdminRoutes,
  ...ordersAdminRoutes,
  ...visasA2aAdminRoutes,
  ...settingsAdminRoutes,
  ...staffAdminRoutes,
  ...inventoryAdminRoutes,
  {
    path: '/admin/*',
    handle,
    lazy: () => import('./pages/admin-not-found-page').then((m) => ({ Component: m.AdminNotFoundPage })),
  },
];
