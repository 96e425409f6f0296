import { useState } from 'react';
import { FileSpreadsheet, FileText, ReceiptText } from 'lucide-react';
import { WALLET_PATHS } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useToast } from '../../../lib/use-toast';
import { useTransactionsQuery } from '../api/wallet.api';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/authorized-file';
import {
  EMPTY_STATEMENT_FILTER,
  hasActiveFilter,
  STATEMENT_PAGE_SIZE,
  statementPageParams,
  statementQueryString,
  type StatementFilter,
} from '../lib/statement-query';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { StatementFilters } from './statement-filters';
import { StatementTable } from './statement-table';
import { useT } from '../../../lib/i18n';

/** Statement of transactions: filters, running balance, pages and the Excel export of the same filter. */
export function StatementCard() {
  const t = useT();
  const toast = useToast();
  const [filter, setFilter] = useState<StatementFilter>(EMPTY_STATEMENT_FILTER);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<'sheet' | 'pdf' | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useTransactionsQuery(
    statementPageParams(filter, page),
  );

  const apply = (next: StatementFilter) => {
    setFilter(next);
    setPage(1);
  };

  const exportFile = async (kind: 'sheet' | 'pdf') => {
    setExporting(kind);
    try {
      const query = statementQueryString(filter);
      const path = kind === 'sheet' ? WALLET_PATHS.transactionsSheet : WALLET_PATHS.transactionsPdf;
      const { blob, fileName } = await fetchAuthorizedFile(
        `${path}${query ? `?${query}` : ''}`,
        kind === 'sheet' ? 'transactions.xlsx' : 'statement.pdf',
      );
      saveBlob(blob, fileName);
    } catch (err) {
      toast.error(
        t('wallet.export.failed', 'Export failed'),
        err instanceof Error
          ? err.message
          : t('wallet.export.failedText', 'The export failed, please try again'),
      );
    } finally {
      setExporting(null);
    }
  };

  const total = data?.totalCount ?? 0;
  return (
    <Card id="statement">
      <CardHeader
        title={t('wallet.statement.title', 'Statement')}
        description={t(
          'wallet.statement.description',
          'Every movement of your wallet, newest first, with the balance after it.',
        )}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              loading={exporting === 'pdf'}
              disabled={exporting !== null}
              onClick={() => void exportFile('pdf')}
            >
              {exporting !== 'pdf' && <FileText className="size-4" aria-hidden="true" />}
              {t('wallet.statement.pdf', 'Statement PDF')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              loading={exporting === 'sheet'}
              disabled={total === 0 || exporting !== null}
              onClick={() => void exportFile('sheet')}
            >
              {exporting !== 'sheet' && <FileSpreadsheet className="size-4" aria-hidden="true" />}
              {t('wallet.statement.excel', 'Export to Excel')}
            </Button>
          </>
        }
      />
      <StatementFilters applied={filter} onApply={apply} />
      <div
        aria-busy={isFetching}
        className={isFetching && !isLoading ? 'opacity-60 transition-opacity' : undefined}
      >
        {isLoading ? (
          <div className="px-4 py-4 sm:px-5">
            <SkeletonList rows={5} label={t('wallet.statement.loading', 'Loading your statement')} />
          </div>
        ) : error ? (
          <LoadError
            error={error}
            what={t('wallet.statement.yours', 'your statement')}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : total === 0 ? (
          <EmptyState
            icon={<ReceiptText className="size-7" />}
            title={
              hasActiveFilter(filter)
                ? t('wallet.statement.noMatch', 'No transactions match these filters')
                : t('wallet.statement.none', 'No transactions yet')
            }
            description={
              hasActiveFilter(filter)
                ? t('wallet.statement.noMatchHint', 'Change or clear the filters to see more.')
                : t('wallet.statement.noneHint', 'Deposits, bookings and refunds will appear here.')
            }
          />
        ) : (
          <>
            <StatementTable rows={data?.transactions ?? []} />
            <div className="border-t border-slate-100">
              <Pagination
                page={page}
                pageSize={STATEMENT_PAGE_SIZE}
                total={total}
                onPageChange={setPage}
                label={t('wallet.statement.pages', 'Statement pages')}
                disabled={isFetching}
              />
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
