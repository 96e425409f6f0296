import { X } from 'lucide-react';
import { DateInput } from '../../../../components/date-input';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { quotationListActions as list, selectQuotationList } from '../../quotation-list.slice';
import { useT } from '../../../../lib/i18n';

/** Date from, date to and quotation number (spec section 3); any change goes back to the first page. */
export function QuotationListFilters() {
  const t = useT();
  const dispatch = useAppDispatch();
  const f = useAppSelector(selectQuotationList);
  const any = Boolean(f.dateFrom || f.dateTo || f.quotationNumber);
  return (
    <form
      role="search"
      aria-label={t('quotations.filter', 'Filter quotations')}
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.5fr_auto]"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label={t('quotations.dateFrom', 'Date from')}>
        <DateInput
          label={t('quotations.dateFrom', 'Date from')}
          value={f.dateFrom}
          max={f.dateTo || undefined}
          optional
          compact
          onChange={(date) => dispatch(list.filtersChanged({ dateFrom: date }))}
        />
      </Field>
      <Field label={t('quotations.dateTo', 'Date to')}>
        <DateInput
          label={t('quotations.dateTo', 'Date to')}
          value={f.dateTo}
          min={f.dateFrom || undefined}
          optional
          compact
          onChange={(date) => dispatch(list.filtersChanged({ dateTo: date }))}
        />
      </Field>
      <Field label={t('quotations.number', 'Quotation number')}>
        <Input
          type="search"
          value={f.quotationNumber}
          maxLength={40}
          placeholder={t('wallet.example', 'e.g. {value}', { value: 'QTN-2027-000042' })}
          onChange={(e) => dispatch(list.filtersChanged({ quotationNumber: e.target.value }))}
        />
      </Field>
      <Button
        variant="secondary"
        disabled={!any && f.skip === 0}
        onClick={() => dispatch(list.filtersCleared())}
      >
        <X className="size-4" aria-hidden="true" /> {t('wallet.filters.clear', 'Clear')}
      </Button>
    </form>
  );
}
