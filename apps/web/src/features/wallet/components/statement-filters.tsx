import { useId, useState, type FormEvent } from 'react';
import { STATEMENT_TYPE_LABELS, statementType } from '@portal/contracts';
import { MODULES } from '@portal/domain';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { EMPTY_STATEMENT_FILTER, statementFilterError, type StatementFilter } from '../lib/statement-query';

// 'deposit' only names lines written before deposits had their card / bank kinds; no filter for it.
const TYPE_OPTIONS = statementType.options
  .filter((value) => value !== 'deposit')
  .map((value) => ({ value, label: STATEMENT_TYPE_LABELS[value] }));
const PRODUCT_OPTIONS = [
  { value: 'wallet', label: 'Wallet' },
  ...MODULES.map((m) => ({ value: m.name, label: m.label })),
];

/** The statement's filters; applied on submit so that typing does not fire a call per key. */
export function StatementFilters({
  applied,
  onApply,
}: {
  applied: StatementFilter;
  onApply: (filter: StatementFilter) => void;
}) {
  const [draft, setDraft] = useState<StatementFilter>(applied);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const set = (name: keyof StatementFilter) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = statementFilterError(draft);
    setError(problem);
    if (!problem) onApply(draft);
  };
  const clear = () => {
    setDraft(EMPTY_STATEMENT_FILTER);
    setError(null);
    onApply(EMPTY_STATEMENT_FILTER);
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Statement filters"
      className="grid grid-cols-2 gap-3 border-b border-slate-100 px-4 py-4 sm:px-5 lg:grid-cols-6"
    >
      <Field label="From" error={error ?? undefined}>
        <DateInput
          id={`${formId}-from`}
          label="From"
          optional
          compact
          value={draft.dateFrom}
          max={draft.dateTo || undefined}
          onChange={set('dateFrom')}
        />
      </Field>
      <Field label="To">
        <DateInput
          id={`${formId}-to`}
          label="To"
          optional
          compact
          value={draft.dateTo}
          min={draft.dateFrom || undefined}
          onChange={set('dateTo')}
        />
      </Field>
      <Field label="Product">
        <Select
          options={PRODUCT_OPTIONS}
          placeholder="All products"
          value={draft.product}
          onChange={(e) => set('product')(e.target.value)}
        />
      </Field>
      <Field label="Type">
        <Select
          options={TYPE_OPTIONS}
          placeholder="All types"
          value={draft.type}
          onChange={(e) => set('type')(e.target.value)}
        />
      </Field>
      <Field label="Reference" className="col-span-2 lg:col-span-1">
        <Input
          value={draft.reference}
          maxLength={100}
          placeholder="e.g. DEP-12"
          onChange={(e) => set('reference')(e.target.value)}
        />
      </Field>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1">
          Apply
        </Button>
        <Button variant="ghost" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
