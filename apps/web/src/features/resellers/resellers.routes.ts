import type { PortalRoute } from '../../app/route-types';

const handle = { access: 'agent', footer: 'general', resellerOnly: true } as const;

/** Spec section 2.1 group F: sub-agent management, reseller role only (sub-agents are redirected). */
export const resellerRoutes: PortalRoute[] = [
  {
    path: '/resellers',
    handle,
    lazy: () => import('./pages/resellers-page').then((m) => ({ Component: m.ResellersPage })),
  },
  {
    path: '/reseller/add',
    handle,
    lazy: () => import('./pages/add-reseller-page').then((m) => ({ Component: m.AddResellerPage })),
  },
  {
    path: '/reseller/:id',
    handle,
    lazy: () => import('./pages/reseller-page').then((m) => ({ Component: m.ResellerPage })),
  },
  {
    path: '/reseller/:id/edit',
    handle,
    lazy: () => import('./pages/edit-reseller-page').then((m) => ({ Component: m.EditResellerPage })),
  },
];
