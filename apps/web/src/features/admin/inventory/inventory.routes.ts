import type { PortalRoute, RouteHandle } from '../../../app/route-types';

const handle: RouteHandle = { access: 'admin' };

/** The back office's inventory pages (issue 34), placed before the catch-all by features/admin/admin.routes.ts. */
export const inventoryAdminRoutes: PortalRoute[] = [
  {
    path: '/admin/inventory/hotels',
    handle,
    lazy: () => import('./hotels-page').then((m) => ({ Component: m.InventoryHotelsPage })),
  },
  {
    path: '/admin/inventory/hotels/:id',
    handle,
    lazy: () => import('./hotel-page').then((m) => ({ Component: m.InventoryHotelPage })),
  },
  {
    path: '/admin/inventory/company',
    handle,
    lazy: () => import('./company/company-settings-page').then((m) => ({ Component: m.CompanySettingsPage })),
  },
  {
    path: '/admin/inventory/attractions',
    handle,
    lazy: () =>
      import('./attractions/attraction-inventory-page').then((m) => ({
        Component: m.AttractionInventoryPage,
      })),
  },
  {
    path: '/admin/inventory/tickets',
    handle,
    lazy: () => import('./attractions/ticket-stock-page').then((m) => ({ Component: m.TicketStockPage })),
  },
  {
    path: '/admin/inventory/visas',
    handle,
    lazy: () => import('./visas/visa-inventory-page').then((m) => ({ Component: m.VisaInventoryPage })),
  },
  {
    path: '/admin/inventory/terms',
    handle,
    lazy: () => import('./terms/terms-page').then((m) => ({ Component: m.CompanyTermsAdminPage })),
  },
  {
    path: '/admin/inventory/insurance',
    handle,
    lazy: () => import('./insurance/insurance-plans-page').then((m) => ({ Component: m.InsurancePlansPage })),
  },
  {
    path: '/admin/inventory/a2a',
    handle,
    lazy: () => import('./a2a/a2a-seat-grid-page').then((m) => ({ Component: m.A2aSeatGridPage })),
  },
];
