import type { PortalRoute } from '../../../app/route-types';

/** Back-office pages of this area (features/admin/admin.routes.ts places them before the catch-all). */
export const settingsAdminRoutes: PortalRoute[] = [];
