import type { QuotationMarkupsAnswer } from '@portal/contracts';
import { useAppSelector } from '../../../app/store';
import {
  useDeleteQuotationClientMarkupMutation,
  useDeleteQuotationSubAgentMarkupMutation,
  useUpsertQuotationClientMarkupMutation,
  useUpsertQuotationSubAgentMarkupMutation,
} from '../api/quotation-markups.api';
import { MarkupEditor } from './markup-editor';
import { useMarkupCalls } from '../lib/use-markup-calls';
import { componentLabel, flatUnitLabel } from '../lib/labels';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

type ComponentMarkups = QuotationMarkupsAnswer['components'][number];

/**
 * A quotation has no single unit price to preview on, so the editors show the markup on an example
 * cost of AED 100 per unit.
 */
const EXAMPLE_COST = 10_000;

/** One quotation component: the caller's client markup and, when a sub-agent is chosen, its markup. */
export function QuotationComponentMarkups({
  entry,
  subAgentId,
}: {
  entry: ComponentMarkups;
  subAgentId: string | null;
}) {
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const [saveClient, clientSave] = useUpsertQuotationClientMarkupMutation();
  const [deleteClient, clientDelete] = useDeleteQuotationClientMarkupMutation();
  const [saveSub, subSave] = useUpsertQuotationSubAgentMarkupMutation();
  const [deleteSub, subDelete] = useDeleteQuotationSubAgentMarkupMutation();
  const format = (minor: number) => fmt.price(minor, currency);
  const sub = entry.subAgentMarkups.find((s) => s.subAgentId === subAgentId) ?? null;
  const name = componentLabel(t, entry.component);
  const unit = flatUnitLabel(t, entry.flatUnit);
  const flatLabel = t('markups.flatAedFlatunit', 'Flat (AED {flatUnit})', { flatUnit: unit });
  const example = t('markups.onValueFlatunit', 'On {value} {flatUnit}', {
    value: format(EXAMPLE_COST),
    flatUnit: unit,
  });

  const { run, remove } = useMarkupCalls();

  return (
    <li className="py-3" data-testid="quotation-markups">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500">
          {t('markups.flatMarkupsAre', 'Flat markups are {flatUnit}', { flatUnit: unit })}
        </p>
      </div>
      <MarkupEditor
        key={`${entry.clientMarkup?._id ?? 'none'}-${entry.clientMarkup?.value ?? ''}`}
        label={t('markups.clientMarkupForName', 'Client markup for {name}', { name })}
        stored={entry.clientMarkup}
        base={EXAMPLE_COST}
        format={format}
        previewLabel={example}
        flatLabel={flatLabel}
        saving={clientSave.isLoading}
        deleting={clientDelete.isLoading}
        onSave={(check, text) =>
          void run(
            () => saveClient({ component: entry.component, markupType: check.type, markup: text }),
            t('markups.clientMarkupOfName', 'Client markup of {name} saved', { name }),
          )
        }
        onDelete={(id) => remove(() => deleteClient(id), name)}
      />
      {sub && (
        <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2">
          <p className="mb-1 text-sm text-slate-700">
            {sub.markup
              ? t('markups.markupOfName', 'Markup of {name}', { name: sub.name })
              : t('markups.markupOfNameNotSet', 'Markup of {name} (not set)', { name: sub.name })}
          </p>
          <MarkupEditor
            key={`${sub.subAgentId}-${sub.markup?._id ?? 'none'}-${sub.markup?.value ?? ''}`}
            label={t('markups.markupOfNameFor', 'Markup of {name} for {name2}', {
              name: sub.name,
              name2: name,
            })}
            stored={sub.markup}
            base={EXAMPLE_COST}
            format={format}
            previewLabel={t('markups.namePaysOnValue', '{name} pays, on {value} {flatUnit}', {
              name: sub.name,
              value: format(EXAMPLE_COST),
              flatUnit: unit,
            })}
            flatLabel={flatLabel}
            saving={subSave.isLoading}
            deleting={subDelete.isLoading}
            onSave={(check, text) =>
              void run(
                () =>
                  saveSub({
                    subAgentId: sub.subAgentId,
                    component: entry.component,
                    markupType: check.type,
                    markup: text,
                  }),
                t('markups.markupOfNameFor2', 'Markup of {name} for {name2} saved', {
                  name: sub.name,
                  name2: name,
                }),
              )
            }
            onDelete={(id) => remove(() => deleteSub(id), name)}
          />
        </div>
      )}
    </li>
  );
}
