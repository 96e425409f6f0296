import { useState, type ReactNode } from 'react';
import { ArrowDownToLine, ArrowUpFromLine, FileText } from 'lucide-react';
import { WALLET_PATHS, type DepositRecord, type WithdrawalRecord } from '@portal/contracts';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useToast } from '../../../lib/use-toast';
import { useDepositsQuery, useWithdrawalsQuery } from '../api/wallet.api';
import { fetchAuthorizedFile, openBlob } from '../../../lib/authorized-file';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from './status-badge';
import { Tabs } from './tabs';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 5;

export type HistoryTab = 'deposits' | 'withdrawals';

/** The agent's deposit and withdrawal requests with their status. */
export function HistoryCard({
  tab,
  onTabChange,
}: {
  tab: HistoryTab;
  onTabChange: (tab: HistoryTab) => void;
}) {
  const t = useT();
  return (
    <Card id="history">
      <CardHeader
        title={t('wallet.history.title', 'Requests')}
        description={t('wallet.history.description', 'Deposits and withdrawals with their status.')}
      />
      <Tabs
        label={t('wallet.history.label', 'Request history')}
        value={tab}
        onValueChange={(value) => onTabChange(value as HistoryTab)}
        items={[
          { value: 'deposits', label: t('wallet.history.deposits', 'Deposits'), content: <DepositsList /> },
          {
            value: 'withdrawals',
            label: t('wallet.history.withdrawals', 'Withdrawals'),
            content: <WithdrawalsList />,
          },
        ]}
      />
    </Card>
  );
}

interface HistoryListProps<T> {
  /** "deposits" or "withdrawals": the test id. */
  what: string;
  loadingLabel: string;
  /** What could not be loaded, in a sentence. */
  errorWhat: string;
  pagesLabel: string;
  page: number;
  onPageChange: (page: number) => void;
  query: { error?: unknown; isLoading: boolean; isFetching: boolean; refetch: () => unknown };
  rows: T[] | undefined;
  total: number | undefined;
  empty: ReactNode;
  renderRow: (row: T) => ReactNode;
}

/** One page of requests with loading, error, empty and paging states. */
function HistoryList<T>({
  what,
  loadingLabel,
  errorWhat,
  pagesLabel,
  page,
  onPageChange,
  query,
  rows,
  total,
  empty,
  renderRow,
}: HistoryListProps<T>) {
  const { error, isLoading, isFetching, refetch } = query;
  if (isLoading)
    return (
      <div className="p-4 sm:p-5">
        <SkeletonList rows={3} label={loadingLabel} />
      </div>
    );
  if (error)
    return <LoadError error={error} what={errorWhat} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!total || !rows) return empty;
  return (
    <>
      <ul className="divide-y divide-slate-100" data-testid={`${what}-history`}>
        {rows.map(renderRow)}
      </ul>
      <div className="border-t border-slate-100">
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={total}
          onPageChange={onPageChange}
          label={pagesLabel}
          disabled={isFetching}
        />
      </div>
    </>
  );
}

const pageArgs = (page: number) => ({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });

function DepositsList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useDepositsQuery(pageArgs(page));
  return (
    <HistoryList
      what={t('what.deposits', 'deposits')}
      loadingLabel={t('wallet.history.loadingDeposits', 'Loading your deposits')}
      errorWhat={t('wallet.history.yourDeposits', 'your deposits')}
      pagesLabel={t('wallet.history.depositPages', 'Deposit pages')}
      page={page}
      onPageChange={setPage}
      query={query}
      rows={query.data?.deposits}
      total={query.data?.totalCount}
      empty={
        <EmptyState
          icon={<ArrowDownToLine className="size-7" />}
          title={t('wallet.history.noDeposits', 'No deposits yet')}
          description={t(
            'wallet.history.noDepositsText',
            'Card deposits and bank transfer requests will appear here.',
          )}
        />
      }
      renderRow={(deposit) => <DepositItem key={deposit.id} deposit={deposit} />}
    />
  );
}

function DepositItem({ deposit }: { deposit: DepositRecord }) {
  const t = useT();
  const fmt = useFormats();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const viewReceipt = async () => {
    setOpening(true);
    try {
      const { blob } = await fetchAuthorizedFile(WALLET_PATHS.depositReceipt(deposit.id), 'receipt');
      openBlob(blob);
    } catch (err) {
      toast.error(
        t('wallet.history.receiptMissing', 'Receipt not available'),
        err instanceof Error ? err.message : t('wallet.history.pleaseRetry', 'Please try again'),
      );
    } finally {
      setOpening(false);
    }
  };
  return (
    <li className="px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">
            {deposit.method === 'card'
              ? t('wallet.type.cardDeposit', 'Card deposit')
              : t('wallet.tab.bank', 'Bank transfer')}{' '}
            <span className="font-normal text-slate-500">#{deposit.number}</span>
          </p>
          <p className="text-xs text-slate-500">
            {fmt.dateTime(deposit.createdAt)}
            {deposit.referenceNumber && (
              <> · {t('wallet.history.ref', 'Ref. {reference}', { reference: deposit.referenceNumber })}</>
            )}
            {deposit.companyBank && <> · {deposit.companyBank.bankName}</>}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm font-semibold text-slate-900 tabular-nums">{fmt.aed(deposit.amount)}</span>
          <StatusBadge status={deposit.status} />
        </div>
      </div>
      {(deposit.fee > 0 || deposit.reason || deposit.hasReceipt) && (
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          {deposit.fee > 0 && (
            <span className="tabular-nums">
              {t('wallet.history.fee', 'Card fee {fee} · charged {total}', {
                fee: fmt.aed(deposit.fee),
                total: fmt.aed(deposit.total),
              })}
            </span>
          )}
          {deposit.reason && <span className="text-red-700">{deposit.reason}</span>}
          {deposit.hasReceipt && (
            <button
              type="button"
              onClick={() => void viewReceipt()}
              disabled={opening}
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline disabled:opacity-60"
            >
              <FileText className="size-3.5" aria-hidden="true" />
              {opening
                ? t('wallet.history.opening', 'Opening…')
                : t('wallet.history.viewReceipt', 'View receipt')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function WithdrawalsList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useWithdrawalsQuery(pageArgs(page));
  return (
    <HistoryList
      what={t('what.withdrawals', 'withdrawals')}
      loadingLabel={t('wallet.history.loadingWithdrawals', 'Loading your withdrawals')}
      errorWhat={t('wallet.history.yourWithdrawals', 'your withdrawals')}
      pagesLabel={t('wallet.history.withdrawalPages', 'Withdrawal pages')}
      page={page}
      onPageChange={setPage}
      query={query}
      rows={query.data?.withdrawals}
      total={query.data?.totalCount}
      empty={
        <EmptyState
          icon={<ArrowUpFromLine className="size-7" />}
          title={t('wallet.history.noWithdrawals', 'No withdrawals yet')}
          description={t(
            'wallet.history.noWithdrawalsText',
            'Withdrawal requests to your bank account will appear here.',
          )}
        />
      }
      renderRow={(w) => <WithdrawalItem key={w.id} withdrawal={w} />}
    />
  );
}

function WithdrawalItem({ withdrawal: w }: { withdrawal: WithdrawalRecord }) {
  const t = useT();
  const fmt = useFormats();
  return (
    <li className="px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">
            {t('wallet.type.withdrawal', 'Withdrawal')}{' '}
            <span className="font-normal text-slate-500">#{w.number}</span>
          </p>
          <p className="text-xs break-words text-slate-500">
            {fmt.dateTime(w.createdAt)} · {w.bankName} · {w.accountNumber}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm font-semibold text-slate-900 tabular-nums">{fmt.aed(w.amount)}</span>
          <StatusBadge status={w.status} />
        </div>
      </div>
      {(w.status === 'pending' || w.reason) && (
        <p className="mt-1 text-xs text-slate-500">
          {w.status === 'pending'
            ? t('wallet.history.held', 'Held in your wallet until the company pays it out.')
            : null}
          {w.reason && <span className="text-red-700">{w.reason}</span>}
        </p>
      )}
    </li>
  );
}
