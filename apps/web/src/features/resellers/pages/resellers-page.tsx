import { useEffect, useState } from 'react';
import { Search, UserPlus, Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useSubAgentsQuery } from '../api/resellers.api';
import { LoadError } from '../../../components/load-error';
import { PAGE_CLASSES, PageTitle } from '../components/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { pageCount } from '../../../lib/pagination';
import { SubAgentsTable } from '../components/sub-agents-table';
import {
  listArgs,
  PAGE_SIZE,
  readListState,
  statusLabel,
  SUB_AGENT_STATUSES,
  writeListState,
  type ListState,
} from '../lib/list-query';
import { useDebounced } from '../../../lib/use-debounced';
import { useT } from '../../../lib/i18n';
import { useResellerToken } from '../lib/use-reseller-token';

function AddButton() {
  const t = useT();
  return (
    <Link to="/reseller/add" className={buttonClasses('primary', 'md')}>
      <UserPlus className="size-4" aria-hidden="true" />
      {t('resellers.addSubAgent', 'Add sub-agent')}
    </Link>
  );
}

/** /resellers: the reseller's sub-agents with search, status filter, balances and paging. */
export function ResellersPage() {
  const t = useT();
  const token = useResellerToken();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebounced(searchText, 350);

  const update = (next: Partial<ListState>) =>
    setParams(writeListState({ ...state, ...next }), { replace: true });

  // A settled search goes into the address and back to page 1.
  useEffect(() => {
    if (debouncedSearch.trim() !== state.search.trim()) update({ search: debouncedSearch, page: 1 });
    // Only a new settled search should write the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const list = useSubAgentsQuery(listArgs(state), { skip: !token, refetchOnMountOrArgChange: true });
  const total = list.data?.totalResellers ?? 0;
  const filtered = Boolean(state.search.trim() || state.status);

  // A page past the end (e.g. after filters shrank the list) moves to the last page.
  useEffect(() => {
    if (list.data && state.page > pageCount(total, PAGE_SIZE)) update({ page: pageCount(total, PAGE_SIZE) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, total, state.page]);

  return (
    <div className={PAGE_CLASSES}>
      <PageTitle
        title={t('resellers.subAgents', 'Sub-agents')}
        description={t(
          'subAgents.description',
          'Agencies that book under your account. Balances are in AED.',
        )}
        actions={<AddButton />}
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-end sm:px-5">
          <div className="flex-1 space-y-1.5">
            <label htmlFor="sub-agent-search" className="block text-sm font-medium text-slate-700">
              {t('subAgents.search', 'Search')}
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id="sub-agent-search"
                type="search"
                value={searchText}
                maxLength={100}
                placeholder={t('subAgents.searchHint', 'Name, company, e-mail or agent code')}
                onChange={(event) => setSearchText(event.target.value)}
                className="ps-9"
              />
            </div>
          </div>
          <div className="space-y-1.5 sm:w-48">
            <label htmlFor="sub-agent-status" className="block text-sm font-medium text-slate-700">
              {t('resellers.status', 'Status')}
            </label>
            <Select
              id="sub-agent-status"
              options={SUB_AGENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
              placeholder={t('subAgents.allStatuses', 'All statuses')}
              value={state.status}
              onChange={(event) => update({ status: event.target.value as ListState['status'], page: 1 })}
            />
          </div>
        </div>

        {list.isLoading || (!token && !list.data) ? (
          <div className="p-4 sm:p-5">
            <SkeletonList rows={5} label={t('subAgents.loading', 'Loading sub-agents')} />
          </div>
        ) : list.error && !list.data ? (
          <LoadError
            error={list.error}
            what={t('subAgents.what', 'your sub-agents')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data && list.data.resellers.length > 0 ? (
          <div aria-busy={list.isFetching} className={list.isFetching ? 'opacity-60 transition-opacity' : ''}>
            <SubAgentsTable rows={list.data.resellers} currency={currency} />
            <Pagination
              className="border-t border-slate-100"
              page={state.page}
              total={total}
              pageSize={PAGE_SIZE}
              onPageChange={(page) => update({ page })}
              label={t('subAgents.pages', 'Sub-agent pages')}
              disabled={list.isFetching}
            />
          </div>
        ) : filtered ? (
          <EmptyState
            headingLevel={2}
            icon={<Search className="size-7" />}
            title={t('subAgents.noMatch', 'No sub-agents match')}
            description={t(
              'subAgents.noMatchHint',
              'Try another name, e-mail or agent code, or clear the status filter.',
            )}
          />
        ) : (
          <EmptyState
            headingLevel={2}
            icon={<Users className="size-7" />}
            title={t('subAgents.none', 'No sub-agents yet')}
            description={t(
              'subAgents.noneHint',
              'Add an agency that books under your account. It can sign in at once with the password we generate.',
            )}
            action={<AddButton />}
          />
        )}
      </Card>
    </div>
  );
}
