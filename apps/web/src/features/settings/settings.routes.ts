import type { PortalRoute } from '../../app/route-types';

/** /settings sits behind the login and access gate (spec section 2.1 group F) and needs no module flag. */
export const settingsRoutes: PortalRoute[] = [
  {
    path: '/settings',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: '/settings/security',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./security/security-page').then((m) => ({ Component: m.SecurityPage })),
  },
  {
    // Issue 39: the agency's API keys (owner and managers; the page checks the role).
    path: '/settings/api-keys',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./api-keys/api-keys-page').then((m) => ({ Component: m.ApiKeysPage })),
  },
];
