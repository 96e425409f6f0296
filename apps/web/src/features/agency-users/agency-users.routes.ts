import type { PortalRoute } from '../../app/route-types';

/** Issue 32: the agency's users and activity (behind the login gate; the pages check the role) and the invitation link. */
export const agencyUsersRoutes: PortalRoute[] = [
  {
    path: '/agency/users',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: '/agency/activity',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
  },
  {
    path: '/invitation',
    handle: { access: 'open', footer: 'general', bare: true },
    lazy: () => import('./pages/invitation-page').then((m) => ({ Component: m.AgencyInvitationPage })),
  },
];
