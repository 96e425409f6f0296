import type { PortalRoute } from './route-types';
import { homeRoutes } from '../features/home/home.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { pagesRoutes } from '../features/pages/pages.routes';
import { settingsRoutes } from '../features/settings/settings.routes';
import { walletRoutes } from '../features/wallet/wallet.routes';
import { attractionRoutes } from '../features/attractions/attractions.routes';
import { markupRoutes } from '../features/markups/markups.routes';
import { resellerRoutes } from '../features/resellers/resellers.routes';
import { hotelRoutes } from '../features/hotels/hotels.routes';
import { visaRoutes } from '../features/visas/visas.routes';
import { flightRoutes } from '../features/flights/flights.routes';
import { insuranceRoutes } from '../features/insurance/insurance.routes';
import { a2aRoutes } from '../features/a2a/a2a.routes';
import { quotationRoutes } from '../features/quotations/quotations.routes';
import { adminRoutes } from '../features/admin/admin.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { notificationRoutes } from '../features/notifications/notifications.routes';
import { agencyUsersRoutes } from '../features/agency-users/agency-users.routes';
import { paymentLinkRoutes } from '../features/payment-links/payment-links.routes';

/** Each feature's routes (lazy page modules); app/router.tsx wraps them in layouts and gates. */
export const featureRoutes: PortalRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...pagesRoutes,
  ...settingsRoutes,
  ...walletRoutes,
  ...attractionRoutes,
  ...markupRoutes,
  ...resellerRoutes,
  ...hotelRoutes,
  ...visaRoutes,
  ...flightRoutes,
  ...insuranceRoutes,
  ...a2aRoutes,
  ...quotationRoutes,
  ...adminRoutes,
  ...dashboardRoutes,
  ...notificationRoutes,
  ...agencyUsersRoutes,
  ...paymentLinkRoutes,
];
