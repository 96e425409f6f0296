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

const SHOWN = 40;

const TEXTS: Record<
  ExcursionListName,
  { title: string; description: string; section: 'excursion' | 'supplement' }
> = {
  excursions: {
    title: 'Excursions',
    description: 'Included in every stay option’s price per person.',
    section: 'excursion',
  },
  supplements: {
    title: 'Optional extras',
    description: 'Supplements the client may add: priced on their own, not in the totals.',
    section: 'supplement',
  },
};

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
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  const [search, setSearch] = useState('');
  const texts = TEXTS[list];
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
      <Field label={`Search ${texts.title.toLowerCase()}`}>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      <p className="text-sm text-slate-600" aria-live="polite">
        {selected.length} selected
      </p>
      {shown.length === 0 ? (
        <EmptyState
          title="No excursions found"
          description="Try another name or destination."
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
        <p className="text-xs text-slate-500">Showing the first {SHOWN}; search to find the others.</p>
      ) : null}
    </SectionCard>
  );
}
