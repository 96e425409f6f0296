import { useId, useState, type FormEvent } from 'react';
import { statementType } from '@portal/contracts';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { EMPTY_STATEMENT_FILTER, statementFilterError, type StatementFilter } from '../lib/statement-query';
import { useT } from '../../../lib/i18n';
import { MODULES } from '@portal/domain';
import { productLabel, statementTypeLabel } from '../lib/labels';

// 'deposit' only names lines written before deposits had their card / bank kinds; no filter for it.
const TYPES = statementType.options.filter((value) => value !== 'deposit');
const PRODUCTS = ['wallet', ...MODULES.map((m) => m.name)];

/** The statement's filters; applied on submit so that typing does not fire a call per key. */
export function StatementFilters({
  applied,
  onApply,
}: {
  applied: StatementFilter;
  onApply: (filter: StatementFilter) => void;
}) {
  const t = useT();
  const typeOptions = TYPES.map((value) => ({ value, label: statementTypeLabel(t, value) }));
  const productOptions = PRODUCTS.map((value) => ({ value, label: productLabel(t, value) }));
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
      aria-label={t('wallet.filters.label', 'Statement filters')}
      className="grid grid-cols-2 gap-3 border-b border-slate-100 px-4 py-4 sm:px-5 lg:grid-cols-6"
    >
      <Field label={t('wallet.filters.from', 'From')} error={error ?? undefined}>
        <DateInput
          id={`${formId}-from`}
          label={t('wallet.filters.from', 'From')}
          optional
          compact
          value={draft.dateFrom}
          max={draft.dateTo || undefined}
          onChange={set('dateFrom')}
        />
      </Field>
      <Field label={t('wallet.filters.to', 'To')}>
        <DateInput
          id={`${formId}-to`}
          label={t('wallet.filters.to', 'To')}
          optional
          compact
          value={draft.dateTo}
          min={draft.dateFrom || undefined}
          onChange={set('dateTo')}
        />
      </Field>
      <Field label={t('wallet.filters.product', 'Product')}>
        <Select
          options={productOptions}
          placeholder={t('wallet.filters.allProducts', 'All products')}
          value={draft.product}
          onChange={(e) => set('product')(e.target.value)}
        />
      </Field>
      <Field label={t('wallet.filters.type', 'Type')}>
        <Select
          options={typeOptions}
          placeholder={t('wallet.filters.allTypes', 'All types')}
          value={draft.type}
          onChange={(e) => set('type')(e.target.value)}
        />
      </Field>
      <Field label={t('wallet.filters.reference', 'Reference')} className="col-span-2 lg:col-span-1">
        <Input
          value={draft.reference}
          maxLength={100}
          placeholder={t('wallet.filters.referenceExample', 'e.g. DEP-12')}
          onChange={(e) => set('reference')(e.target.value)}
        />
      </Field>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1">
          {t('wallet.filters.apply', 'Apply')}
        </Button>
        <Button variant="ghost" onClick={clear}>
          {t('wallet.filters.clear', 'Clear')}
        </Button>
      </div>
    </form>
  );
}
