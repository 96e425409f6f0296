import { ClipboardList } from 'lucide-react';
import {
  QUOTATION_WORK_LABELS,
  QUOTATION_WORK_STATUSES,
  type AdminQuotationQueueItem,
  type QuotationWorkStatus,
} from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { useToast } from '../../../lib/use-toast';
import { ListFrame } from '../components/list-frame';
import { useUrlFilters } from '../lib/use-url-filters';
import { useQuotationQueueQuery, useSetQuotationWorkMutation } from './work.api';
import { useStaffCan } from '../lib/staff-permissions';

const PAGE_SIZE = 10;
const KEYS = ['work'] as const;
type Tab = QuotationWorkStatus | 'all';
const TABS: readonly { value: Tab; label: string }[] = [
  ...QUOTATION_WORK_STATUSES.map((s) => ({ value: s, label: QUOTATION_WORK_LABELS[s] })),
  { value: 'all', label: 'All' },
];
const isTab = (v: string): v is Tab => TABS.some((t) => t.value === v);

/**
 * /admin/quotations/queue: confirmed quotations as operations' queue. Each shows what the client
 * accepted (the option, its hotels, rooms, the agent's comments, the whole-trip total) and moves from
 * New to In hand to Done.
 */
export function QuotationQueuePage() {
  const filters = useUrlFilters(KEYS);
  const work: Tab = isTab(filters.values.work) ? filters.values.work : 'new';
  const query = useQuotationQueueQuery(
    { work, skip: (filters.page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    { refetchOnMountOrArgChange: 30 },
  );
  const rows = query.data?.quotations;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Confirmed quotations</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          What agents' clients accepted, for operations to arrange. Take one in hand, then mark it done.
        </p>
      </div>
      <Card className="p-4">
        <div role="group" aria-label="Work status" className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <button
              key={tab.value}
              type="button"
              aria-pressed={tab.value === work}
              onClick={() => filters.change({ work: tab.value === 'new' ? '' : tab.value })}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors',
                tab.value === work
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </Card>
      <ListFrame
        query={query}
        loadingLabel="Loading confirmed quotations"
        skeletonRows={3}
        what="the confirmed quotations"
        empty={
          !rows || rows.length === 0 ? (
            <EmptyState
              icon={<ClipboardList className="size-7" />}
              title={
                work === 'all'
                  ? 'No confirmed quotations yet'
                  : `No ${QUOTATION_WORK_LABELS[work]?.toLowerCase() ?? ''} quotations`
              }
              description="Quotations agents confirm show here."
            />
          ) : null
        }
        paging={{
          page: filters.page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          label: 'Confirmed quotation pages',
          onPageChange: filters.goTo,
        }}
        rowsAsCards
      >
        <ul className="space-y-4" aria-label="Confirmed quotations">
          {rows?.map((q) => (
            <li key={q._id}>
              <QueueCard item={q} />
            </li>
          ))}
        </ul>
      </ListFrame>
    </div>
  );
}

const NEXT: Record<QuotationWorkStatus, { to: QuotationWorkStatus; label: string }[]> = {
  new: [{ to: 'in-hand', label: 'Take in hand' }],
  'in-hand': [
    { to: 'done', label: 'Mark done' },
    { to: 'new', label: 'Back to new' },
  ],
  done: [{ to: 'in-hand', label: 'Reopen' }],
};

function QueueCard({ item: q }: { item: AdminQuotationQueueItem }) {
  const [setWork, state] = useSetQuotationWorkMutation();
  const works = useStaffCan()('operations.quotations');
  const toast = useToast();
  const money = (minor: number) => formatMoney(minor, q.currency);
  const move = async (to: QuotationWorkStatus) => {
    const result = await setWork({ id: q._id, status: to });
    if (result.error) toast.error('Not changed', errorMessage(result.error));
    else toast.success('Status changed', result.data.message);
  };
  return (
    <Card className="overflow-hidden" data-testid="quotation-queue-item">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">
            <AppLink to={`/admin/quotations/${q.amendmentId}`} className="text-brand-700 underline">
              {q.quotationNumber}
            </AppLink>{' '}
            <span className="font-normal text-slate-600">
              · version {q.amendmentNo}
              {q.agentQuotationNumber ? ` · agent's no. ${q.agentQuotationNumber}` : ''}
            </span>
          </h2>
          <p className="text-sm break-words text-slate-600">
            {q.agent.companyName} ({q.agent.agentCode}) · {q.agent.email}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            q.work.status === 'new' && 'bg-amber-100 text-amber-900',
            q.work.status === 'in-hand' && 'bg-sky-100 text-sky-900',
            q.work.status === 'done' && 'bg-emerald-100 text-emerald-900',
          )}
          data-testid="quotation-work-status"
        >
          {QUOTATION_WORK_LABELS[q.work.status]}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 px-4 py-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-500">Client</dt>
          <dd className="break-words text-slate-900">{q.clientName}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Dates</dt>
          <dd className="text-slate-900">
            {formatDate(q.checkInDate)} to {formatDate(q.checkOutDate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Travellers</dt>
          <dd className="text-slate-900">
            {q.noOfAdults} adult(s){q.noOfChildren ? `, ${q.noOfChildren} child(ren)` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Confirmed</dt>
          <dd className="text-slate-900">{formatDateTime(q.confirmedAt)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-500">Chosen option</dt>
          <dd className="text-slate-900">
            Option {q.stayNo}
            {q.hotels.length > 0 ? (
              <ul className="list-disc ps-5">
                {q.hotels.map((h) => (
                  <li key={h} className="break-words">
                    {h}
                  </li>
                ))}
              </ul>
            ) : (
              ' (land services only)'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Rooms</dt>
          <dd className="text-slate-900">{q.rooms || 'As planned'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Whole trip</dt>
          <dd className="text-slate-900">
            {q.wholeTrip ? (
              <>
                <span className="font-semibold">{money(q.wholeTrip.sellPrice)}</span>
                <span className="block text-xs text-slate-600">
                  {q.wholeTrip.label}; agent's price {money(q.wholeTrip.agentPrice)}
                </span>
              </>
            ) : (
              'Not recorded'
            )}
          </dd>
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <dt className="text-slate-500">Comments</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{q.comments || 'None'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3">
        {(works ? NEXT[q.work.status] : []).map((n) => (
          <Button
            key={n.to}
            size="sm"
            variant={n.to === 'new' ? 'secondary' : 'primary'}
            loading={state.isLoading && state.originalArgs?.status === n.to}
            disabled={state.isLoading}
            onClick={() => void move(n.to)}
          >
            {n.label}
            <span className="sr-only">: {q.quotationNumber}</span>
          </Button>
        ))}
        {q.work.updatedBy && q.work.updatedAt && (
          <p className="text-xs text-slate-600">
            {QUOTATION_WORK_LABELS[q.work.status]} by {q.work.updatedBy}, {formatDateTime(q.work.updatedAt)}
          </p>
        )}
      </div>
    </Card>
  );
}
