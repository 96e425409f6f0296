import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { Card } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useWalletSummaryQuery } from '../api/wallet.api';
import { FundsOverview, FundsOverviewSkeleton } from '../components/funds-overview';
import { HistoryCard, type HistoryTab } from '../components/history-card';
import { LoadError } from '../../../components/load-error';
import { LowBalanceBanner } from '../components/low-balance-banner';
import { MoneyActionsCard, type MoneyAction } from '../components/money-actions-card';
import { StatementCard } from '../components/statement-card';
import { isBaseCurrency } from '../../../lib/format';
import { readReturnPath, readTopUpAmount } from '../../../lib/payment-return';
import { useT } from '../../../lib/i18n';

const scrollTo = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** /wallet (contents are ours, spec section 2.1): funds, alerts, top-ups, payouts, requests and statement. */
export function WalletPage() {
  const t = useT();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const summary = useWalletSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [action, setAction] = useState<MoneyAction>('card');
  const [historyTab, setHistoryTab] = useState<HistoryTab>('deposits');
  // /wallet?topup=25.30&return=/attractions/payment: a checkout short of funds sent the agent here.
  const { search } = useLocation();
  const topUpAmount = readTopUpAmount(search);
  const topUp = topUpAmount
    ? { amount: topUpAmount, returnPath: readReturnPath(search) ?? undefined }
    : undefined;
  const loaded = Boolean(summary.data);
  useEffect(() => {
    if (topUpAmount && loaded) scrollTo('add-funds');
  }, [topUpAmount, loaded]);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-3 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('wallet.title', 'Wallet')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {isBaseCurrency(currency)
            ? t(
                'wallet.intro',
                'Your funds in AED. Bookings are paid from your balance first, then from your credit limit.',
              )
            : t(
                'wallet.introConverted',
                "Your funds in AED, also shown in {code} at today's rate. Bookings are paid from your balance first, then from your credit limit.",
                { code: currency.isocode ?? '' },
              )}
        </p>
      </div>

      {summary.isLoading ? (
        <FundsOverviewSkeleton />
      ) : summary.error || !summary.data ? (
        <Card>
          <LoadError
            error={summary.error}
            what={t('wallet.yourWallet', 'your wallet')}
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
          />
        </Card>
      ) : (
        <>
          {summary.data.lowBalance && (
            <LowBalanceBanner
              alert={summary.data.lowBalance}
              onTopUp={() => {
                setAction('card');
                scrollTo('add-funds');
              }}
            />
          )}
          <FundsOverview summary={summary.data} currency={currency} />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
            <div className="min-w-0 lg:col-span-3">
              <MoneyActionsCard
                summary={summary.data}
                action={action}
                onActionChange={setAction}
                onDepositRequested={() => setHistoryTab('deposits')}
                onWithdrawalRequested={() => setHistoryTab('withdrawals')}
                topUp={topUp}
              />
            </div>
            <div className="min-w-0 lg:col-span-2">
              <HistoryCard tab={historyTab} onTabChange={setHistoryTab} />
            </div>
          </div>
        </>
      )}

      {summary.isLoading ? (
        <Card className="p-5">
          <SkeletonList rows={5} label={t('wallet.statement.loading', 'Loading your statement')} />
        </Card>
      ) : (
        <StatementCard />
      )}
    </div>
  );
}
