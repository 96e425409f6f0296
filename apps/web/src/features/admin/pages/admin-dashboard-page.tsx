import type { AdminDashboard } from '@portal/contracts';
import { ArrowRight } from 'lucide-react';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { AppLink } from '../../../lib/nav';
import { cn } from '../../../lib/cn';
import { useAdminDashboardQuery } from '../dashboard/dashboard.api';
import { PayLaterExposure } from '../dashboard/pay-later-exposure';
import { LowTicketStock } from '../dashboard/low-ticket-stock';
import { DeadLettersCard } from '../dashboard/dead-letters-card';
import { StaffCan } from '../lib/staff-permissions';

interface Tile {
  key: Exclude<keyof AdminDashboard, 'payLaterExposure' | 'lowTicketStock'>;
  title: string;
  what: string;
  to: string;
}

/** What waits for staff, each tile leading to the page that does it. */
const TILES: readonly Tile[] = [
  {
    key: 'agentsAwaitingApproval',
    title: 'Agents to approve',
    what: 'registered, waiting for approval',
    to: '/admin/agents?status=pending',
  },
  {
    key: 'depositsPending',
    title: 'Deposits to confirm',
    what: 'bank and cash deposits reported',
    to: '/admin/deposits',
  },
  {
    key: 'withdrawalsPending',
    title: 'Withdrawals to pay',
    what: 'already taken from the wallets',
    to: '/admin/withdrawals',
  },
  {
    key: 'bookingsAwaitingConfirmation',
    title: 'Bookings to confirm',
    what: 'own inventory, waiting for a confirmation number',
    to: '/admin/orders?status=booked',
  },
  {
    key: 'bookingsAwaitingSupplier',
    title: 'Awaiting a supplier',
    what: 'retried by the reconciler',
    to: '/admin/orders?status=pending_supplier',
  },
  {
    key: 'visaTravellersToReview',
    title: 'Visa travellers to process',
    what: 'submitted or in process',
    to: '/admin/visas',
  },
];

export function AdminDashboardPage() {
  const { data, error, isLoading, isFetching, refetch } = useAdminDashboardQuery(undefined, {
    refetchOnMountOrArgChange: 30,
    refetchOnFocus: true,
  });
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Dashboard</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          The work waiting for the company's staff, and the bookings held without money.
        </p>
      </div>
      {error ? (
        <div className="rounded-xl border border-slate-200 bg-white">
          <LoadError
            error={error}
            what="the dashboard"
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TILES.map((tile) => {
            const value = data?.[tile.key];
            return (
              <li key={tile.key}>
                <AppLink
                  to={tile.to}
                  className={cn(
                    'group flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm transition-colors hover:border-brand-300',
                    value ? 'border-amber-200' : 'border-slate-200',
                  )}
                >
                  <span className="text-sm font-medium text-slate-600">{tile.title}</span>
                  {isLoading || value === undefined ? (
                    <Skeleton className="mt-2 h-9 w-16" />
                  ) : (
                    <span
                      className={cn('mt-1 text-3xl font-bold', value ? 'text-amber-700' : 'text-slate-900')}
                      data-testid={`dashboard-${tile.key}`}
                    >
                      {value}
                    </span>
                  )}
                  <span className="mt-1 flex-1 text-xs text-slate-500">{tile.what}</span>
                  <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 group-hover:underline">
                    Open <ArrowRight aria-hidden className="rtl:-scale-x-100 size-4" />
                  </span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      )}
      <StaffCan permission="operations.bookings">
        <DeadLettersCard />
      </StaffCan>
      {data && <LowTicketStock rows={data.lowTicketStock} />}
      {data && <PayLaterExposure exposure={data.payLaterExposure} />}
    </div>
  );
}
