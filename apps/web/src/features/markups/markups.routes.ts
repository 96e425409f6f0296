import type { PortalRoute } from '../../app/route-types';

/** Spec section 2.1 group F: /markup/attraction (the bottom bar's Markup target), hotel, visa, quotation. */
export const markupRoutes: PortalRoute[] = [
  {
    path: '/markup/attraction',
    handle: { access: 'agent', module: 'attraction', footer: 'attractions' },
    lazy: () =>
      import('./pages/attraction-markups-page').then((m) => ({ Component: m.AttractionMarkupsPage })),
  },
  {
    path: '/markup/hotel',
    // Sub-agents do not manage hotel markups (the original hid markup screens from them).
    handle: { access: 'agent', module: 'hotel', footer: 'hotels', resellerOnly: true },
    lazy: () => import('./pages/hotel-markups-page').then((m) => ({ Component: m.HotelMarkupsPage })),
  },
  {
    path: '/markup/visa',
    handle: { access: 'agent', module: 'visa', footer: 'visas' },
    lazy: () => import('./pages/visa-markups-page').then((m) => ({ Component: m.VisaMarkupsPage })),
  },
  {
    path: '/markup/quotation',
    handle: { access: 'agent', module: 'quotation', footer: 'quotations' },
    lazy: () => import('./pages/quotation-markups-page').then((m) => ({ Component: m.QuotationMarkupsPage })),
  },
];
