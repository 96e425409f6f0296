import { useMemo, useState } from 'react';
import type { QuotationInitialAnswer } from '@portal/contracts';
import type { ExcursionListName } from '@portal/domain';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { quotationActions as q, selectQuotationDraft } from '../../quotation.slice';
import { ExcursionRow } from './excursion-row';
import { SectionCard } from './section-card';
import { useT, type Translate } from '../../../../lib/i18n';

const SHOWN = 40;

function textsOf(
  t: Translate,
  list: ExcursionListName,
): { title: string; search: string; description: string; section: 'excursion' | 'supplement' } {
  return list === 'excursions'
    ? {
        title: t('quotations.excursions.title', 'Excursions'),
        search: t('quotations.excursions.search', 'Search excursions'),
        description: t(
          'quotations.excursions.description',
          'Included in every stay option’s price per person.',
        ),
        section: 'excursion',
      }
    : {
        title: t('quotations.extras', 'Optional extras'),
        search: t('quotations.excursions.searchExtras', 'Search optional extras'),
        description: t(
          'quotations.excursions.extrasDescription',
          'Supplements the client may add: priced on their own, not in the totals.',
        ),
        section: 'supplement',
      };
}

/** Excursions or supplements: a searchable list to select from, the selected ones first. */
export function ExcursionsSection({
  list,
  options,
  errors,
}: {
  list: ExcursionListName;
  options: QuotationInitialAnswer['excursions'];
  errors: Record<string, string>;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  const [search, setSearch] = useState('');
  const texts = textsOf(t, list);
  const off = list === 'excursions' ? d.isExcursionQuotationDisabled : d.isSupplimentQuotationDisabled;
  const selected = d[list];
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    const isSelected = (id: string) => selected.some((e) => e.activityId === id);
    const matching = options.filter(
      (o) =>
        !words ||
        `${o.name} ${o.attractionTitle} ${o.destination}`.toLowerCase().includes(words) ||
        isSelected(o._id),
    );
    return [...matching.filter((o) => isSelected(o._id)), ...matching.filter((o) => !isSelected(o._id))];
  }, [options, search, selected]);

  return (
    <SectionCard
      title={texts.title}
      description={texts.description}
      enabled={!off}
      onToggle={(on) => dispatch(q.sectionSet({ section: texts.section, off: !on }))}
      error={errors[list]}
    >
      <Field label={texts.search}>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('quotations.excursions.selected', '{n} selected', { n: selected.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title={t('quotations.excursions.none', 'No excursions found')}
          description={t('quotations.excursions.noneText', 'Try another name or destination.')}
          className="py-6"
        />
      ) : (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {shown.slice(0, SHOWN + selected.length).map((o) => (
            <ExcursionRow
              key={o._id}
              list={list}
              option={o}
              choice={selected.find((e) => e.activityId === o._id) ?? null}
              index={selected.findIndex((e) => e.activityId === o._id)}
              errors={errors}
            />
          ))}
        </ul>
      )}
      {shown.length > SHOWN + selected.length ? (
        <p className="text-xs text-slate-500">
          {t('quotations.excursions.first', 'Showing the first {n}; search to find the others.', {
            n: SHOWN,
          })}
        </p>
      ) : null}
    </SectionCard>
  );
}
