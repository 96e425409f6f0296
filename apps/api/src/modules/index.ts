import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { systemRoutes } from './system/system.routes.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';
import { walletRequestsAdminRoutes } from './wallet/wallet-requests.admin-routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { homeRoutes } from './home/home.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { companyRoutes } from './company/company.routes.ts';
import { faviconRoutes } from './company/favicon.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { profileRoutes } from './auth/profile.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { agentsAdminRoutes } from './admin/agents.admin-routes.ts';
import { staffAdminRoutes } from './admin/staff.admin-routes.ts';
import { resellersRoutes } from './resellers/resellers.routes.ts';
import { attractionsRoutes } from './attractions/attractions.routes.ts';
import { markupsRoutes } from './markups/markups.routes.ts';
import { markupsAdminRoutes } from './markups/markups.admin-routes.ts';
import { ratesAdminRoutes } from './home/rates.admin-routes.ts';
import { hotelsRoutes } from './hotels/hotels.routes.ts';
import { hotelExtranetAdminRoutes } from './hotels/extranet/extranet.admin-routes.ts';
import { flightsRoutes } from './flights/flights.routes.ts';
import { flightBookingRoutes } from './flights/booking/booking.routes.ts';
import { a2aRoutes } from './a2a/a2a.routes.ts';
import { a2aAdminRoutes } from './a2a/a2a.admin-routes.ts';
import { insuranceRoutes } from './insurance/insurance.routes.ts';
import { visasRoutes } from './visas/visas.routes.ts';
import { quotationsRoutes } from './quotations/quotations.routes.ts';
import { adminOrdersRoutes } from './bookings/admin-orders.routes.ts';
import { creditNotesRoutes } from './bookings/credit-notes.routes.ts';
import { adminExportRoutes } from './admin/exports/exports.admin-routes.ts';
import { walletRequestsBulkRoutes } from './wallet/wallet-requests.bulk-routes.ts';
import { visaAdminBulkRoutes } from './visas/admin.bulk-routes.ts';
import { staffWorkRoutes } from './admin/work/work.admin-routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { agencyUsersRoutes } from './agency-users/agency-users.routes.ts';

/** Every business module's routes under /api/v1; one line per module. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(systemRoutes, { deps });
  await app.register(faviconRoutes, { deps });
  await app.register(
    async (api) => {
      void api;
      await api.register(walletRoutes, { deps });
      await api.register(walletRequestsAdminRoutes, { deps });
      await api.register(paymentsRoutes, { deps });
      await api.register(homeRoutes, { deps });
      await api.register(contactRoutes, { deps });
      await api.register(companyRoutes, { deps });
      await api.register(authRoutes, { deps });
      await api.register(profileRoutes, { deps });
      await api.register(agencyUsersRoutes, { deps });
      await api.register(filesRoutes, { deps });
      await api.register(adminRoutes, { deps });
      await api.register(agentsAdminRoutes, { deps });
      await api.register(staffAdminRoutes, { deps });
      await api.register(resellersRoutes, { deps });
      await api.register(attractionsRoutes, { deps });
      await api.register(markupsRoutes, { deps });
      await api.register(markupsAdminRoutes, { deps });
      await api.register(ratesAdminRoutes, { deps });
      await api.register(hotelsRoutes, { deps });
      await api.register(hotelExtranetAdminRoutes, { deps });
      await api.register(flightsRoutes, { deps });
      await api.register(flightBookingRoutes, { deps });
      await api.register(a2aRoutes, { deps });
      await api.register(a2aAdminRoutes, { deps });
      await api.register(insuranceRoutes, { deps });
      await api.register(visasRoutes, { deps });
      await api.register(quotationsRoutes, { deps });
      await api.register(adminOrdersRoutes, { deps });
      await api.register(creditNotesRoutes, { deps });
      await api.register(adminExportRoutes, { deps });
      await api.register(walletRequestsBulkRoutes, { deps });
      await api.register(visaAdminBulkRoutes, { deps });
      await api.register(staffWorkRoutes, { deps });
      await api.register(dashboardRoutes, { deps });
      await api.register(notificationsRoutes, { deps });
    },
    { prefix: '/api/v1' },
  );
}
