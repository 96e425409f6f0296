import type { PortalRoute, RouteHandle } from '../../../app/route-types';

const handle: RouteHandle = { access: 'admin' };

/** Back-office hotel extranet pages (features/admin/admin.routes.ts places them before the catch-all). */
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
];
