import type { PortalRoute } from '../../app/route-types';

/** The hotel search home (group A's "/"): gated by the hotel flag, hotel chat number in the footer. */
export const homeRoutes: PortalRoute[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
    handle: { access: 'agent', module: 'hotel', footer: 'hotels' },
  },
];
