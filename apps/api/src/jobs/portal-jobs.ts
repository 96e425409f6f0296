import type { AppDeps } from '../deps.ts';
import { bookingJobs } from '../modules/bookings/recovery.job.ts';
import { reconcileLineJob } from '../modules/bookings/core/index.ts';
import { earningsJobs } from '../modules/earnings/earnings.jobs.ts';
import { flightJobs } from '../modules/flights/flights.jobs.ts';
import { hotelJobs } from '../modules/hotels/hotels.jobs.ts';
import { notificationJobs } from '../modules/notifications/notifications.jobs.ts';
import { paymentLinkJobs } from '../modules/payment-links/payment-links.fulfil.ts';
import { walletJobs } from '../modules/wallet/wallet.jobs.ts';
import { housekeepingJobs } from './housekeeping.ts';
import type { Job, WorkJob } from './index.ts';

/** Every module's jobs: the periodic ones (beside the mail outbox) and the work jobs. */
export function portalJobs(deps: AppDeps): { extra: Job[]; work: WorkJob[] } {
  return {
    extra: [
      ...walletJobs(deps),
      ...earningsJobs(deps),
      ...bookingJobs(deps),
      ...housekeepingJobs(deps),
      ...hotelJobs(deps),
      ...flightJobs(deps),
      ...notificationJobs(deps),
      ...paymentLinkJobs(deps),
    ],
    work: [reconcileLineJob(deps)],
  };
}
