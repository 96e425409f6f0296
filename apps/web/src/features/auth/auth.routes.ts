import type { PortalRoute } from '../../app/route-types';

/** Sign-in, sign-up and verification (spec section 2.1 group H). Login and register draw their own frame. */
export const authRoutes: PortalRoute[] = [
  {
    path: '/login',
    handle: { access: 'open', footer: 'general', bare: true },
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/register',
    handle: { access: 'open', footer: 'general', bare: true },
    lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: '/verification/:agentCode/:randomString',
    handle: { access: 'open', footer: 'general' },
    lazy: () => import('./pages/verification-page').then((m) => ({ Component: m.VerificationPage })),
  },
];
