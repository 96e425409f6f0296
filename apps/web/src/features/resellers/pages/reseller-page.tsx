import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useSubAgentQuery } from '../api/resellers.api';
import { AccountCard } from '../components/account-card';
import { CreditLimitCard } from '../components/credit-limit-card';
import { DetailsCard } from '../components/details-card';
import { LoadError } from '../../../components/load-error';
import { ModuleAccessCard } from '../components/module-access-card';
import { PAGE_CLASSES, PageTitle } from '../components/page-title';
import { SubAgentStatusBadge } from '../components/status-badge';
import { TransactionsCard } from '../components/transactions-card';
import { TransferDialog } from '../components/transfer-dialog';
import { WalletInfoCard } from '../components/wallet-info-card';
import { useResellerToken } from '../lib/use-reseller-token';
import { useT } from '../../../lib/i18n';
import { NO_TOKEN_RESELLER_ERROR, resellersActions } from '../state/resellers.slice';

function DetailSkeleton() {
  const t = useT();
  return (
    <div className="space-y-6" role="status">
      <span className="sr-only">{t('resellers.loadingTheSubAgent', 'Loading the sub-agent')}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-36 w-full" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 lg:col-span-2" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** /reseller/{id}: details, wallet info, module access, money, account actions and statement. */
export function ResellerPage() {
  const { id = '' } = useParams();
  const t = useT();
  const back = { to: '/resellers', label: t('resellers.subAgents', 'Sub-agents') };
  const dispatch = useAppDispatch();
  const token = useResellerToken();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const details = useSubAgentQuery(id, { skip: !token, refetchOnMountOrArgChange: true });
  const [transferOpen, setTransferOpen] = useState(false);

  useEffect(() => {
    if (!token) return;
    if (details.error)
      dispatch(resellersActions.resellerFailed(errorMessage(details.error, NO_TOKEN_RESELLER_ERROR)));
    else if (details.data) dispatch(resellersActions.resellerLoaded());
  }, [dispatch, token, details.error, details.data]);

  if (!token || details.isLoading) {
    return (
      <div className={PAGE_CLASSES}>
        <DetailSkeleton />
      </div>
    );
  }
  if (!details.data) {
    return (
      <div className={PAGE_CLASSES}>
        <PageTitle title={t('subAgent.title', 'Sub-agent')} back={back} />
        <Card>
          <LoadError
            error={details.error}
            what={t('subAgent.what', 'the sub-agent')}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        </Card>
      </div>
    );
  }

  const { subAgent } = details.data;
  const active = subAgent.status === 'ok';
  return (
    <div className={PAGE_CLASSES}>
      <PageTitle
        back={back}
        title={subAgent.companyName}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="tabular-nums">
              {t('subAgent.agentCode', 'Agent code {code}', { code: subAgent.agentCode })}
            </span>
            <SubAgentStatusBadge status={subAgent.status} />
          </span>
        }
      />
      <WalletInfoCard
        details={details.data}
        currency={currency}
        onTransfer={() => setTransferOpen(true)}
        transferDisabled={!active}
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <DetailsCard agent={subAgent} />
          <TransactionsCard subAgentId={subAgent._id} skip={!token} />
        </div>
        <div className="min-w-0 space-y-6">
          <AccountCard agent={subAgent} />
          <ModuleAccessCard subAgentId={subAgent._id} skip={!token} />
          <CreditLimitCard subAgentId={subAgent._id} creditAmount={details.data.wallet.creditAmount} />
        </div>
      </div>
      <TransferDialog
        open={transferOpen}
        onOpenChange={setTransferOpen}
        subAgentId={subAgent._id}
        companyName={subAgent.companyName}
        subAgentWallet={details.data.wallet}
      />
    </div>
  );
}
