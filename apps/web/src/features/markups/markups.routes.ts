import type { PortalRoute } from '../../app/route-types';

/**
 * Spec section 2.1 group F (general): /markup/attraction (the bottom bar's Markup target), hotel, visa,
 * quotation. Each names the module it marks up, but its footer is the general chat number (SHELL-100).
 */
export const markupRoutes: PortalRoute[] = [
  {
    path: '/markup/attraction',
    handle: { access: 'agent', module: 'attraction', footer: 'general' },
    lazy: () =>
      import('./pages/attraction-markups-page').then((m) => ({ Component: m.AttractionMarkupsPage })),
  },
  {
    path: '/markup/hotel',
    // Sub-agents do not manage hotel markups (the original hid markup screens from them).
    handle: { access: 'agent', module: 'hotel', footer: 'general', resellerOnly: true },
    lazy: () => import('./pages/hotel-markups-page').then((m) => ({ Component: m.HotelMarkupsPage })),
  },
  {
    path: '/markup/visa',
    handle: { access: 'agent', module: 'visa', footer: 'general' },
    lazy: () => import('./pages/visa-markups-page').then((m) => ({ Component: m.VisaMarkupsPage })),
  },
  {
    path: '/markup/quotation',
    handle: { access: 'agent', module: 'quotation', footer: 'general' },
    lazy: () => import('./pages/quotation-markups-page').then((m) => ({ Component: m.QuotationMarkupsPage })),
  },
];
