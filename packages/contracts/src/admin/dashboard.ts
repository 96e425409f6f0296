import { z } from 'zod';

const count = z.number().int().nonnegative();
const minor = z.number().int().nonnegative();

/**
 * GET /api/v1/admin/dashboard: the work waiting for company staff, each a count the back office links
 * to the page that does it.
 */
export const adminDashboardAnswer = z.object({
  /** Agents who registered (or were created) and wait for approval. */
  agentsAwaitingApproval: count,
  /** Bank or cash deposits an agent reported, to be checked and confirmed. */
  depositsPending: count,
  /** Withdrawals an agent asked for (the money is already taken from the wallet). */
  withdrawalsPending: count,
  /** Own-inventory booking lines (hotel contracts, attraction tickets) waiting for a confirmation number. */
  bookingsAwaitingConfirmation: count,
  /** Booking lines a supplier has not answered yet (the reconciler retries them). */
  bookingsAwaitingSupplier: count,
  /** Paid visa travellers submitted or in process. */
  visaTravellersToReview: count,
  /** Active ticket-type activities with fewer e-tickets left than the alert threshold (issue 34). */
  lowTicketStock: z.array(
    z.object({
      activityId: z.string(),
      attractionTitle: z.string(),
      activityName: z.string(),
      available: count,
    }),
  ),
  /** Open (unpaid) pay-later bookings: inventory held without money, in AED minor units. */
  payLaterExposure: z.object({
    value: minor,
    count,
    agents: count,
    /** The agents with the largest open value, largest first (at most 10). */
    top: z.array(
      z.object({
        agent: z.object({ _id: z.string(), agentCode: z.number().int(), companyName: z.string() }),
        value: minor,
        count,
        /** ISO instant: the nearest last date for payment among them. */
        earliestPayBy: z.string(),
        /** The agent's pay-later limit (its own or the company default). */
        limit: minor,
      }),
    ),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardAnswer>;
