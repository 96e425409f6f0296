import { STATEMENT_TYPE_LABELS } from '@portal/contracts';
import { useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useSubAgentTransactionsQuery } from '../api/resellers.api';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const PAGE_SIZE = 10;
const amountClass = (amount: number) =>
  amount > 0 ? 'text-emerald-700' : amount < 0 ? 'text-red-700' : 'text-slate-700';

/** The sub-agent's statement, newest first, paged. */
export function TransactionsCard({ subAgentId, skip }: { subAgentId: string; skip: boolean }) {
  const t = useT();
  const fmt = useFormats();
  const [page, setPage] = useState(1);
  const query = useSubAgentTransactionsQuery(
    { id: subAgentId, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    { skip },
  );
  const rows = query.data?.transactions ?? [];

  return (
    <Card>
      <CardHeader
        title={t('resellers.transactions', 'Transactions')}
        description={t('resellers.theSubAgentS', "The sub-agent's statement (AED).")}
      />
      {query.isLoading ? (
        <div className="p-5">
          <SkeletonList rows={4} label={t('resellers.loadingTransactions', 'Loading transactions')} />
        </div>
      ) : query.error && !query.data ? (
        <LoadError
          error={query.error}
          what={t('transactions.what', 'the transactions')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('resellers.noTransactionsYet', 'No transactions yet')}
          description={t(
            'resellers.transfersBookingsAndRefunds',
            'Transfers, bookings and refunds appear here.',
          )}
        />
      ) : (
        <div aria-busy={query.isFetching} className={query.isFetching ? 'opacity-60 transition-opacity' : ''}>
          <ul className="divide-y divide-slate-100" data-testid="sub-agent-transactions">
            {rows.map((row) => (
              <li key={row.id} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">
                    {STATEMENT_TYPE_LABELS[row.type]}
                    <span className="ms-1.5 text-xs font-normal text-slate-500">#{row.transactionNo}</span>
                  </p>
                  <p className="text-xs break-all text-slate-500">{row.reference}</p>
                  {row.description && <p className="text-xs text-slate-500">{row.description}</p>}
                  <p className="mt-0.5 text-xs text-slate-400 tabular-nums">
                    {fmt.dateTime(row.createdAt)}
                  </p>
                </div>
                <div className="shrink-0 text-end tabular-nums">
                  <p className={cn('text-sm font-semibold', amountClass(row.amount))}>
                    {fmt.signedAed(row.amount)}
                  </p>
                  <p className="text-xs text-slate-500">Balance {fmt.aed(row.balance)}</p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            className="border-t border-slate-100"
            page={page}
            total={query.data?.totalCount ?? 0}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            label={t('resellers.transactionPages', 'Transaction pages')}
            disabled={query.isFetching}
          />
        </div>
      )}
    </Card>
  );
}
