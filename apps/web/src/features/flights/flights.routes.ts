import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'flight', footer: 'general' };

/**
 * Spec section 2.1 group F: /flight (that exact path), /flight/order/results, and Flights II - the
 * booking of a selected fare, the e-ticket, the order list and one order's details; each a lazy chunk.
 */
export const flightRoutes: PortalRoute[] = [
  {
    path: '/flight',
    handle,
    lazy: () => import('./pages/flight-search-page').then((m) => ({ Component: m.FlightSearchPage })),
  },
  {
    path: '/flight/order/results',
    handle,
    lazy: () => import('./pages/flight-results-page').then((m) => ({ Component: m.FlightResultsPage })),
  },
  {
    path: '/b2b/flight/:tbId',
    // The booking page keeps its total and "Book and pay" at the bottom of a phone's screen instead.
    handle: { ...handle, hideBottomBar: true },
    lazy: () => import('./pages/flight-booking-page').then((m) => ({ Component: m.FlightBookingPage })),
  },
  {
    path: '/b2b/flight/ticket/booking/:bookingId',
    handle,
    lazy: () => import('./pages/flight-ticket-page').then((m) => ({ Component: m.FlightTicketPage })),
  },
  {
    path: '/flight/order',
    handle,
    lazy: () => import('./pages/flight-orders-page').then((m) => ({ Component: m.FlightOrdersPage })),
  },
  {
    path: '/b2b/flight/order/details/:bookingId',
    handle,
    lazy: () =>
      import('./pages/flight-order-details-page').then((m) => ({ Component: m.FlightOrderDetailsPage })),
  },
];
