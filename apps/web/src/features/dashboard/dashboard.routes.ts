import type { PortalRoute } from '../../app/route-types';

/** Issue 36: the agency's cockpit, behind the login and access gate; its chart library loads only here. */
export const dashboardRoutes: PortalRoute[] = [
  {
    path: '/dashboard',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: '/dashboard/reports',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./pages/reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
];
