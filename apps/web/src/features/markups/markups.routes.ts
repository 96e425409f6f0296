import type { PortalRoute } from '../../app/route-types';

/** Spec section 2.1 group F: /markup/attraction (the bottom bar's Markup target). */
export const markupRoutes: PortalRoute[] = [
  {
    path: '/markup/attraction',
    handle: { access: 'agent', module: 'attraction', footer: 'attractions' },
    lazy: () =>
      import('./pages/attraction-markups-page').then((m) => ({ Component: m.AttractionMarkupsPage })),
  },
];
