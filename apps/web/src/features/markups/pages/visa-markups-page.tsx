import { Stamp } from 'lucide-react';
import { useAppSelector } from '../../../app/store';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import {
  useDeleteVisaClientMarkupMutation,
  useDeleteVisaSubAgentMarkupMutation,
  useUpsertVisaClientMarkupMutation,
  useUpsertVisaSubAgentMarkupMutation,
  useVisaMarkupsQuery,
} from '../api/visa-markups.api';
import { MarkupEditor } from '../components/markup-editor';
import { useMarkupCalls } from '../lib/use-markup-calls';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** /markup/visa: the agent's client markup per visa type and, for a reseller, per sub-agent. */
export function VisaMarkupsPage() {
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const recorded = useAppSelector((s) => s.markups.error);
  const { data, error, isLoading } = useVisaMarkupsQuery();
  const [saveClient, clientSave] = useUpsertVisaClientMarkupMutation();
  const [deleteClient, clientDelete] = useDeleteVisaClientMarkupMutation();
  const [saveSub, subSave] = useUpsertVisaSubAgentMarkupMutation();
  const [deleteSub, subDelete] = useDeleteVisaSubAgentMarkupMutation();
  const format = (minor: number) => fmt.price(minor, currency);

  const { run, remove } = useMarkupCalls();

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Stamp className="size-6 text-brand-700" aria-hidden="true" />{' '}
        {t('markups.visaMarkups', 'Visa markups')}
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        {t(
          'markups.flatMarkupsArePer',
          'Flat markups are per traveller. Your client markup is shown on client documents and never taken from your wallet.',
        )}
      </p>
      {recorded && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {recorded}
        </p>
      )}
      {isLoading && <SkeletonList rows={5} label={t('markups.loadingVisaMarkups', 'Loading visa markups')} />}
      {error && (
        <p role="alert" className="text-red-600">
          {errorMessage(error, t('markups.theMarkupsCouldNot', 'The markups could not be loaded'))}
        </p>
      )}
      {data && data.visaTypes.length === 0 && (
        <EmptyState title={t('markups.noVisaTypes', 'No visa types')} />
      )}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
        {data?.visaTypes.map((v) => (
          <li key={v._id} className="py-3" data-testid="visa-markups">
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium text-slate-900">{v.visaName}</p>
              <p className="text-xs text-slate-500">
                {t('markups.yourPricePerAdultFrom', 'Your price per adult from')}{' '}
                <span className="font-semibold text-slate-700 tabular-nums">
                  {format(v.preview.agentPrice)}
                </span>
              </p>
            </div>
            <MarkupEditor
              key={`${v.visaClientMarkup?._id ?? 'none'}-${v.visaClientMarkup?.value ?? ''}`}
              label={t('markups.clientMarkupForVisaname', 'Client markup for {visaName}', {
                visaName: v.visaName,
              })}
              stored={v.visaClientMarkup}
              base={v.preview.agentPrice}
              format={format}
              previewLabel={t('markups.clientPrice', 'Client price')}
              flatLabel={t('markups.flatPerTraveller', 'Flat (AED per traveller)')}
              saving={clientSave.isLoading}
              deleting={clientDelete.isLoading}
              onSave={(check, text) =>
                void run(
                  () => saveClient({ visaType: v._id, markupType: check.type, markup: text }),
                  t('markups.clientMarkupOfVisaname', 'Client markup of {visaName} saved', {
                    visaName: v.visaName,
                  }),
                )
              }
              onDelete={(id) => remove(() => deleteClient(id), v.visaName)}
            />
            {v.visaAgentMarkup.length > 0 && (
              <details className="mt-2 rounded-lg bg-slate-50 px-3 py-2">
                <summary className="cursor-pointer text-sm font-medium text-slate-700">
                  {t('markups.subAgentMarkupsValue', 'Sub-agent markups ({value} of {subAgentsCount} set)', {
                    value: v.visaAgentMarkup.filter((s) => s.markup).length,
                    subAgentsCount: v.visaAgentMarkup.length,
                  })}
                </summary>
                <ul className="mt-2 space-y-3">
                  {v.visaAgentMarkup.map((sub) => (
                    <li key={sub.subAgentId}>
                      <p className="mb-1 text-sm text-slate-700">{sub.name}</p>
                      <MarkupEditor
                        key={`${sub.markup?._id ?? 'none'}-${sub.markup?.value ?? ''}`}
                        label={t('markups.markupOfNameFor5', 'Markup of {name} for {visaName}', {
                          name: sub.name,
                          visaName: v.visaName,
                        })}
                        stored={sub.markup}
                        base={v.preview.agentPrice}
                        format={format}
                        previewLabel={t('markups.namePaysAbout', '{name} pays about', { name: sub.name })}
                        flatLabel={t('markups.flatPerTraveller', 'Flat (AED per traveller)')}
                        saving={subSave.isLoading}
                        deleting={subDelete.isLoading}
                        onSave={(check, text) =>
                          void run(
                            () =>
                              saveSub({
                                subAgentId: sub.subAgentId,
                                visaType: v._id,
                                markupType: check.type,
                                markup: text,
                              }),
                            t('markups.markupOfNameFor6', 'Markup of {name} for {visaName} saved', {
                              name: sub.name,
                              visaName: v.visaName,
                            }),
                          )
                        }
                        onDelete={(id) => remove(() => deleteSub(id), v.visaName)}
                      />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
