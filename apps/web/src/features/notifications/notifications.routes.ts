import type { PortalRoute } from '../../app/route-types';

/** Issue 36: the notification centre and its settings. */
export const notificationRoutes: PortalRoute[] = [
  {
    path: '/notifications',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./pages/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
  },
];
