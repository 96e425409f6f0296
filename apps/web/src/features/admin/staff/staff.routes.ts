import type { PortalRoute, RouteHandle } from '../../../app/route-types';

const handle: RouteHandle = { access: 'admin' };

/** Staff accounts, the audit trail and the invitation (features/admin/admin.routes.ts places them). */
export const staffAdminRoutes: PortalRoute[] = [
  {
    path: '/admin/staff',
    handle,
    lazy: () => import('./staff-page').then((m) => ({ Component: m.StaffPage })),
  },
  {
    path: '/admin/audit',
    handle,
    lazy: () => import('./audit-page').then((m) => ({ Component: m.AuditPage })),
  },
  {
    path: '/admin/security',
    handle,
    lazy: () => import('./security-page').then((m) => ({ Component: m.StaffSecurityPage })),
  },
  {
    path: '/admin/invitation',
    handle,
    lazy: () => import('./invitation-page').then((m) => ({ Component: m.InvitationPage })),
  },
];
