import type { PortalRoute } from '../../app/route-types';

/**
 * /wallet sits behind the login and access gate (spec section 2.1 group F); the gateway's success
 * page is open (group H) and asks for a sign-in itself when there is no session.
 */
export const walletRoutes: PortalRoute[] = [
  {
    path: '/wallet',
    handle: { access: 'agent', footer: 'general' },
    lazy: () => import('./pages/wallet-page').then((m) => ({ Component: m.WalletPage })),
  },
  {
    path: '/b2b/wallet/deposit/:id/success',
    handle: { access: 'open', footer: 'general' },
    lazy: () => import('./pages/deposit-success-page').then((m) => ({ Component: m.DepositSuccessPage })),
  },
];
