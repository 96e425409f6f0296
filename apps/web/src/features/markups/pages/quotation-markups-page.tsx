import { useSearchParams } from 'react-router';
import { FileText } from 'lucide-react';
import { useAppSelector } from '../../../app/store';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useQuotationMarkupsQuery } from '../api/quotation-markups.api';
import { QuotationComponentMarkups } from '../components/quotation-component-markups';
import { focusedSubAgent } from '../lib/sub-agent-filter';
import { useT } from '../../../lib/i18n';

/**
 * /markup/quotation: the agent's client markup per quotation component (hotel, excursions,
 * transfers, visa) and, for a reseller, the chosen sub-agent's (?subAgent={id}, else the first).
 */
export function QuotationMarkupsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const recorded = useAppSelector((s) => s.markups.error);
  const { data, error, isLoading, isFetching } = useQuotationMarkupsQuery();
  const subAgents = data?.subAgents ?? [];
  const wanted = params.get('subAgent');
  const focused = focusedSubAgent(subAgents, wanted);
  const chosen = focused ?? subAgents[0] ?? null;
  const chooseSubAgent = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('subAgent', id);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <FileText className="size-6 text-brand-700" aria-hidden="true" />{' '}
        {t('markups.quotationMarkups', 'Quotation markups')}
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        {t(
          'markups.quotationIntro',
          'Each part of a quotation carries its own markup. Your client markup is added to your quotations and never taken from your wallet.',
        )}
        {subAgents.length > 0
          ? ` ${t('markups.subAgentsApplyQuotations', 'Sub-agent markups apply to the quotations of that sub-agent.')}`
          : ''}
      </p>
      {subAgents.length > 0 && (
        <label className="mb-4 block w-full max-w-xs text-sm">
          <span className="mb-1 block font-medium text-slate-700">
            {t('markups.subAgentMarkups', 'Sub-agent markups')}
          </span>
          <Select
            value={chosen?._id ?? ''}
            onChange={(e) => chooseSubAgent(e.target.value)}
            options={subAgents.map((sub) => ({ value: sub._id, label: sub.name }))}
          />
        </label>
      )}
      {data && wanted && !focused && chosen && (
        <p role="status" className="mb-3 text-sm text-slate-600">
          That sub-agent is not one of yours; the markups of {chosen.name} are shown.
        </p>
      )}
      {recorded && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-600">
          {recorded}
        </p>
      )}
      {isLoading ? (
        <SkeletonList rows={4} label={t('markups.loadingQuotationMarkups', 'Loading quotation markups')} />
      ) : error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {errorMessage(error, t('markups.theMarkupsCouldNot2', 'The markups could not be loaded.'))}
        </p>
      ) : !data || data.components.length === 0 ? (
        <EmptyState
          icon={<FileText className="size-7" />}
          title={t('markups.noQuotationMarkups', 'No quotation markups')}
        />
      ) : (
        <ul
          className={`divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 ${
            isFetching ? 'opacity-70' : ''
          }`}
        >
          {data.components.map((entry) => (
            <QuotationComponentMarkups key={entry.component} entry={entry} subAgentId={chosen?._id ?? null} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default QuotationMarkupsPage;
