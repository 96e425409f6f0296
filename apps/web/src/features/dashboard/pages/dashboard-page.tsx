import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Card } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import {
  useDashboardDeadlinesQuery,
  useDashboardMoneyQuery,
  useDashboardSalesQuery,
  type SalesArgs,
} from '../api/dashboard.api';
import { DeadlinesCard } from '../components/deadlines-card';
import { MoneyCard } from '../components/money-card';
import { PeriodPicker } from '../components/period-picker';
import { SalesCard } from '../components/sales-card';
import { UsersCard } from '../components/users-card';
import { useT } from '../../../lib/i18n';

function Loading({ label }: { label: string }) {
  return (
    <Card className="p-5">
      <SkeletonList rows={3} label={label} />
    </Card>
  );
}

/** /dashboard (issue 36): sales and profit, deadlines ahead and money in one view. */
export function DashboardPage() {
  const t = useT();
  const [period, setPeriod] = useState<SalesArgs>({ period: 'this_month' });
  const sales = useDashboardSalesQuery(period, { refetchOnMountOrArgChange: true });
  const deadlines = useDashboardDeadlinesQuery(undefined, { refetchOnMountOrArgChange: true });
  const money = useDashboardMoneyQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-3 py-6 sm:px-6 sm:py-8">
      <div className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('profileMenu.dashboard', 'Dashboard')}
          </h1>
          <Link to="/dashboard/reports" className="text-sm font-medium text-sky-700 hover:underline">
            {t('cockpit.reports.open', 'Reports: by destination, sub-agent, user, cancellations…')}
          </Link>
        </div>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {sales.isLoading ? (
            <Loading label={t('dashboard.loadingSales', 'Loading sales')} />
          ) : sales.error || !sales.data ? (
            <Card>
              <LoadError
                error={sales.error}
                what={t('dashboard.whatSales', 'your sales')}
                onRetry={() => void sales.refetch()}
                retrying={sales.isFetching}
              />
            </Card>
          ) : (
            <>
              <SalesCard sales={sales.data} period={period} />
              <UsersCard sales={sales.data} />
            </>
          )}
        </div>
        <div className="min-w-0 space-y-6">
          {money.isLoading ? (
            <Loading label={t('dashboard.loadingMoney', 'Loading money')} />
          ) : money.error || !money.data ? (
            <Card>
              <LoadError
                error={money.error}
                what={t('dashboard.whatMoney', 'your money')}
                onRetry={() => void money.refetch()}
                retrying={money.isFetching}
              />
            </Card>
          ) : (
            <MoneyCard money={money.data} />
          )}
          {deadlines.isLoading ? (
            <Loading label={t('dashboard.loadingDeadlines', 'Loading deadlines')} />
          ) : deadlines.error || !deadlines.data ? (
            <Card>
              <LoadError
                error={deadlines.error}
                what={t('dashboard.whatDeadlines', 'your deadlines')}
                onRetry={() => void deadlines.refetch()}
                retrying={deadlines.isFetching}
              />
            </Card>
          ) : (
            <DeadlinesCard answer={deadlines.data} />
          )}
        </div>
      </div>
    </div>
  );
}
