import type { PortalRoute, RouteHandle } from '../../app/route-types';

const handle: RouteHandle = { access: 'agent', module: 'quotation', footer: 'quotations' };

/** Spec section 2.1 group B: /quotation, /quotation/list, /quotation/view, /quotation/email, edit. */
export const quotationRoutes: PortalRoute[] = [
  {
    path: '/quotation',
    handle,
    lazy: () => import('./pages/quotation-create-page').then((m) => ({ Component: m.QuotationCreatePage })),
  },
  {
    path: '/quotation/list',
    handle,
    lazy: () => import('./pages/quotation-list-page').then((m) => ({ Component: m.QuotationListPage })),
  },
  {
    path: '/quotation/view',
    handle,
    lazy: () => import('./pages/quotation-view-page').then((m) => ({ Component: m.QuotationViewPage })),
  },
  {
    path: '/quotation/email',
    handle,
    lazy: () => import('./pages/quotation-email-page').then((m) => ({ Component: m.QuotationEmailPage })),
  },
  {
    path: '/quotation/list/edit/:amendment',
    handle,
    lazy: () => import('./pages/quotation-edit-page').then((m) => ({ Component: m.QuotationEditPage })),
  },
];
