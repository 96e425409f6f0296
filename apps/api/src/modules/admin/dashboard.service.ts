import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AdminDashboard } from '@portal/contracts';
import { agents, bookingLines, visaTravellers, walletDeposits, walletWithdrawals } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { payLaterExposure } from '../bookings/core/index.ts';
import { lowTicketStock } from '../attractions/ticket-stock.service.ts';

/** The work waiting for staff: one count per queue (each read by an indexed status where there is one). */
export async function adminDashboard(deps: AppDeps): Promise<AdminDashboard> {
  const { db } = deps.database;
  const countOf = async (table: PgTable, where: SQL): Promise<number> =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
  // Sequential: PGlite runs one query at a time, and on PostgreSQL these are index counts.
  const agentsAwaitingApproval = await countOf(agents, eq(agents.status, 'pending'));
  const depositsPending = await countOf(walletDeposits, eq(walletDeposits.status, 'pending'));
  const withdrawalsPending = await countOf(walletWithdrawals, eq(walletWithdrawals.status, 'pending'));
  // Every product's lines are the booking core's (attraction orders moved there in migration 0017).
  const bookingsAwaitingConfirmation = await countOf(bookingLines, eq(bookingLines.status, 'booked'));
  const bookingsAwaitingSupplier = await countOf(bookingLines, eq(bookingLines.status, 'pending_supplier'));
  const visaTravellersToReview = await countOf(
    visaTravellers,
    inArray(visaTravellers.status, ['submitted', 'in_process']),
  );
  const exposure = await payLaterExposure(deps);
  const lowStock = await lowTicketStock(deps);
  return {
    agentsAwaitingApproval,
    depositsPending,
    withdrawalsPending,
    bookingsAwaitingConfirmation,
    bookingsAwaitingSupplier,
    visaTravellersToReview,
    lowTicketStock: lowStock.map((r) => ({
      activityId: r.activityId,
      attractionTitle: r.attractionTitle,
      activityName: r.activityName,
      available: r.availableTotal,
    })),
    payLaterExposure: {
      value: exposure.value,
      count: exposure.count,
      agents: exposure.agents,
      top: exposure.rows.map((r) => ({
        agent: { _id: r.agentId, agentCode: r.agentCode, companyName: r.companyName },
        value: r.value,
        count: r.count,
        earliestPayBy: r.earliestPayBy.toISOString(),
        limit: r.limit,
      })),
    },
  };
}
