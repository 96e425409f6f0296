import type { PortalRoute, RouteHandle } from '../../app/route-types';

const open: RouteHandle = { access: 'open', footer: 'general' };

/** Open information and gateway-return pages of spec section 2.1 group H. */
export const pagesRoutes: PortalRoute[] = [
  {
    path: '/privacy-policy',
    handle: open,
    lazy: () => import('./pages/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    path: '/entrydenied',
    handle: open,
    lazy: () => import('./pages/entry-denied-page').then((m) => ({ Component: m.EntryDeniedPage })),
  },
  {
    path: '/payment-decline',
    handle: open,
    lazy: () => import('./pages/payment-decline-page').then((m) => ({ Component: m.PaymentDeclinePage })),
  },
  {
    path: '/b2b/wallet/deposit/:id/cancelled',
    handle: open,
    lazy: () => import('./pages/payment-decline-page').then((m) => ({ Component: m.PaymentDeclinePage })),
  },
  {
    path: '/demo',
    handle: open,
    lazy: () => import('./pages/demo-voucher-page').then((m) => ({ Component: m.DemoVoucherPage })),
  },
  {
    path: '/landingpageb2b',
    handle: open,
    lazy: () => import('./pages/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: '/aboutus',
    handle: open,
    lazy: () => import('./pages/about-us-page').then((m) => ({ Component: m.AboutUsPage })),
  },
  {
    path: '/contactusb2b',
    handle: open,
    lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    // The company's own terms pages (issue 34), written in the back office.
    path: '/terms/:page',
    handle: open,
    lazy: () => import('./pages/company-terms-page').then((m) => ({ Component: m.CompanyTermsPage })),
  },
  {
    // The provider's name and "terms&conditions" in the path (spec section 2.1 group H).
    path: '/tabby-terms&conditions',
    handle: open,
    lazy: () => import('./pages/bnpl-terms-page').then((m) => ({ Component: m.BnplTermsPage })),
  },
];
