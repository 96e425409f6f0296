import type { PortalRoute } from '../../app/route-types';

/** Issue 39 §2: the page a client opens from its agency's payment link (no sign-in; the token is the key). */
export const paymentLinkRoutes: PortalRoute[] = [
  {
    path: '/pay/:token',
    handle: { access: 'open', footer: 'general', bare: true },
    lazy: () => import('./pages/pay-page').then((m) => ({ Component: m.PayPage })),
  },
];
