import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Percent, Search } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { useAttractionMarkupsQuery } from '../api/markups.api';
import { ActivityMarkups } from '../components/activity-markups';
import { focusedSubAgent } from '../lib/sub-agent-filter';
import { useDebounced } from '../../../lib/use-debounced';
import { useT } from '../../../lib/i18n';

const PAGE_SIZE = 10;

/**
 * /markup/attraction: client markups per activity and, for a reseller, per sub-agent;
 * ?subAgent={id} (linked from the sub-agent's page) narrows the sub-agent markups to that one.
 */
export function AttractionMarkupsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const settled = useDebounced(search.trim(), 400);
  const recorded = useAppSelector((s) => s.markups.error);
  const { data, error, isLoading, isFetching } = useAttractionMarkupsQuery({
    ...(settled ? { search: settled } : {}),
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const wanted = params.get('subAgent');
  const focused = focusedSubAgent(data?.subAgents ?? [], wanted);
  const chooseSubAgent = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('subAgent', id);
    else next.delete('subAgent');
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('markups.attractionMarkups', 'Attraction markups')}
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        {t(
          'markups.clientMarkupIntro',
          'Your client markup is added to the price you pay and shown on client documents; it is never taken from your wallet.',
        )}
        {data && data.subAgents.length > 0
          ? ` ${t('markups.subAgentsApply', 'Sub-agent markups apply when that sub-agent books.')}`
          : ''}
      </p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="relative block w-full max-w-md">
          <span className="sr-only">{t('markups.searchAttractions', 'Search attractions')}</span>
          <Search
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            placeholder={t('markups.searchAttractions', 'Search attractions')}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pe-3 ps-9 text-sm"
          />
        </label>
        {data && data.subAgents.length > 0 && (
          <label className="block w-full max-w-xs text-sm">
            <span className="mb-1 block font-medium text-slate-700">
              {t('markups.subAgentMarkups', 'Sub-agent markups')}
            </span>
            <Select
              value={focused?._id ?? ''}
              onChange={(e) => chooseSubAgent(e.target.value)}
              placeholder={t('markups.allSubAgents', 'All sub-agents')}
              options={data.subAgents.map((sub) => ({ value: sub._id, label: sub.name }))}
            />
          </label>
        )}
      </div>
      {data && wanted && !focused && (
        <p role="status" className="mb-3 text-sm text-slate-600">
          That sub-agent is not one of yours; the markups of all your sub-agents are shown.
        </p>
      )}
      {recorded && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-600">
          {recorded}
        </p>
      )}
      {isLoading ? (
        <SkeletonList rows={4} label={t('markups.loadingMarkups', 'Loading markups')} />
      ) : error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {errorMessage(error, t('markups.theMarkupsCouldNot2', 'The markups could not be loaded.'))}
        </p>
      ) : !data || data.attractions.length === 0 ? (
        <EmptyState
          icon={<Percent className="size-7" />}
          title={t('markups.noAttractionsFound', 'No attractions found')}
        />
      ) : (
        <div className={isFetching ? 'space-y-4 opacity-70' : 'space-y-4'}>
          {data.attractions.map((a) => (
            <Card key={a._id} className="p-4">
              <h2 className="font-semibold text-slate-900">{a.title}</h2>
              <p className="text-xs text-slate-500">{a.destination}</p>
              <ul className="divide-y divide-slate-100">
                {a.activities.map((activity) => (
                  <ActivityMarkups key={activity._id} activity={activity} subAgentId={focused?._id ?? null} />
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
      {data && data.totalAttractions > PAGE_SIZE && (
        <Pagination
          className="mt-4"
          page={page + 1}
          pageSize={PAGE_SIZE}
          total={data.totalAttractions}
          onPageChange={(p) => setPage(p - 1)}
          label={t('markups.pages', 'Pages')}
          disabled={isFetching}
        />
      )}
    </div>
  );
}

export default AttractionMarkupsPage;
