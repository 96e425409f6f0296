import { useId, useState, type FormEvent } from 'react';
import { DateInput } from '../date-input';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import type { ListFilters } from './list-filters';
import { t, useT } from '../../lib/i18n';

export interface FilterField<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'date' | 'email';
  /** A select with these choices (and "any" first) instead of a text field. */
  options?: readonly { value: string; label: string }[];
  /** The select's first, empty choice. */
  anyLabel?: string;
  placeholder?: string;
  /** Text fields: at most this many characters (default 120, what the lists read from the URL). */
  maxLength?: number;
  /** Two columns wide (a free-text search whose hint needs the room). */
  wide?: boolean;
}

/** A list's Status filter: its statuses as choices, labelled as the list labels them. */
export function statusField<S extends string>(
  statuses: readonly S[],
  labels: Record<S, string>,
  anyLabel?: string,
): FilterField<'status'> {
  return {
    name: 'status',
    label: t('filters.status', 'Status'),
    anyLabel: anyLabel ?? t('filters.all', 'All'),
    options: statuses.map((s) => ({ value: s, label: labels[s] })),
  };
}

interface FiltersFormProps<K extends string> {
  fields: readonly FilterField<K>[];
  value: ListFilters<K>;
  onApply: (next: ListFilters<K>) => void;
  label?: string;
}

/**
 * The filter row of a list page: edits stay in the form until Search; Clear empties and applies.
 * Give it `key` = the applied query so that a change of the URL (back, a link) resets what it shows.
 */
export function FiltersForm<K extends string>({ fields, value, onApply, label }: FiltersFormProps<K>) {
  const t = useT();
  const [draft, setDraft] = useState<ListFilters<K>>(value);
  const formId = useId();
  const set = (name: K, v: string) => setDraft((d) => ({ ...d, [name]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)) as ListFilters<K>);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={label ?? t('filters.label', 'Filters')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
    >
      {fields.map((f) =>
        f.options ? (
          <Field key={f.name} label={f.label}>
            <Select
              name={f.name}
              placeholder={f.anyLabel ?? t('filters.any', 'Any')}
              options={f.options}
              value={draft[f.name] ?? ''}
              onChange={(e) => set(f.name, e.target.value)}
            />
          </Field>
        ) : f.type === 'date' ? (
          // DD/MM/YYYY typed or picked, as everywhere in the portal (not the browser's mm/dd/yyyy box).
          <Field key={f.name} label={f.label}>
            <DateInput
              id={`${formId}-${f.name}`}
              name={f.name}
              label={f.label}
              optional
              compact
              value={draft[f.name] ?? ''}
              onChange={(v) => set(f.name, v)}
            />
          </Field>
        ) : (
          <Field key={f.name} label={f.label} className={f.wide ? 'col-span-2' : undefined}>
            <Input
              type={f.type ?? 'text'}
              name={f.name}
              placeholder={f.placeholder}
              maxLength={f.maxLength ?? 120}
              value={draft[f.name] ?? ''}
              onChange={(e) => set(f.name, e.target.value)}
            />
          </Field>
        ),
      )}
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1">
          {t('filters.search', 'Search')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t('filters.clear', 'Clear')}
        </Button>
      </div>
    </form>
  );
}
