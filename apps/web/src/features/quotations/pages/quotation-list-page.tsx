import { Link } from 'react-router';
import { useState } from 'react';
import { FileText } from 'lucide-react';
import { QUOTATION_PAGES } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { useDebounced } from '../../../lib/use-debounced';
import { useQuotationListQuery } from '../api/amendments.api';
import { QuotationListFilters } from '../components/list/list-filters';
import { AgencySelect } from '../../../components/orders/agency-filter';
import { BookedBySelect } from '../../../components/orders/booked-by';
import { QuotationsTable } from '../components/list/quotations-table';
import { PageTitle } from '../components/page-title';
import { quotationListActions as list, selectQuotationList } from '../quotation-list.slice';
import { useT } from '../../../lib/i18n';

/** /quotation/list: the agent's quotations with filters and pages of 10 (spec sections 3, 4 and 9). */
export function QuotationListPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectQuotationList);
  // Typing a quotation number asks once the typing pauses.
  const quotationNumber = useDebounced(filters.quotationNumber.trim(), 400);
  // The branch view (a reseller): own quotations by default, or a sub-agent's, or all.
  const [agency, setAgency] = useState('');
  // "Booked by" (issue 32): only one agency user's quotations.
  const [bookedBy, setBookedBy] = useState('');
  const result = useQuotationListQuery({
    skip: filters.skip,
    limit: filters.limit,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    quotationNumber,
    ...(agency ? { agency } : {}),
    ...(bookedBy ? { bookedBy } : {}),
  });
  const filtered = Boolean(filters.dateFrom || filters.dateTo || filters.quotationNumber || bookedBy);
  const rows = result.data?.quotations;
  const total = result.data?.totalQuotations ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-3 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle links={[]}>{t('quotations.mine', 'My quotations')}</PageTitle>
        <Link to={QUOTATION_PAGES.create} className={buttonClasses('primary')}>
          {t('quotations.new', 'New quotation')}
        </Link>
      </div>
      <Card className="p-4">
        <QuotationListFilters />
        <AgencySelect value={agency} onChange={setAgency} />
        <BookedBySelect value={bookedBy} onChange={setBookedBy} />
      </Card>
      {result.isLoading ? (
        <SkeletonList rows={5} label={t('quotations.loading', 'Loading quotations')} />
      ) : result.error ? (
        <Card>
          <LoadError
            error={result.error}
            what={t('quotations.yours', 'your quotations')}
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        </Card>
      ) : !rows || rows.length === 0 ? (
        <Card>
          <EmptyState
            headingLevel={2}
            icon={<FileText className="size-7" />}
            title={
              filtered
                ? t('quotations.noMatch', 'No quotation matches these filters')
                : t('quotations.none', 'No quotations yet')
            }
            description={
              filtered
                ? t('quotations.noMatchText', 'Change or clear the filters.')
                : t('quotations.noneText', 'Quotations you save show here with their versions.')
            }
            action={
              <Link to={QUOTATION_PAGES.create} className="text-sm font-semibold text-sky-700 underline">
                {t('quotations.create', 'Create a quotation')}
              </Link>
            }
          />
        </Card>
      ) : (
        <Card
          className={result.isFetching ? 'opacity-70' : undefined}
          aria-busy={result.isFetching || undefined}
        >
          <QuotationsTable rows={rows} />
          <Pagination
            className="border-t border-slate-100"
            page={Math.floor(filters.skip / filters.limit) + 1}
            pageSize={filters.limit}
            total={total}
            label={t('quotations.pages', 'Quotation pages')}
            disabled={result.isFetching}
            onPageChange={(page) => dispatch(list.pageChanged((page - 1) * filters.limit))}
          />
        </Card>
      )}
    </div>
  );
}
