import { useState, type ComponentProps } from 'react';
import { MARKUP_TYPES, type MarkupType } from '@portal/domain';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { selectQuotationDraft, setDraftField } from '../../quotation.slice';
import { SectionCard } from './section-card';
import { useT } from '../../../../lib/i18n';

/** The quotation's own margin, on top of the agent's markups: flat per person, or a percentage. */
export function MarkupSection({ errors }: { errors: Record<string, string> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  const labels: Record<MarkupType, string> = {
    flat: t('quotations.markup.flat', 'Flat, {currency} per person', { currency: d.quotationCurrency }),
    percentage: t('quotations.markup.percentage', 'Percentage of the price'),
  };
  return (
    <SectionCard
      title={t('quotations.markup.title', 'Custom markup')}
      description={t(
        'quotations.markup.description',
        'Optional: your margin on this quotation only; it raises the client’s price.',
      )}
      enabled={d.isCustomMarkup}
      onToggle={(on) => dispatch(setDraftField('isCustomMarkup', on))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('quotations.markup.type', 'Markup type')} error={errors.customMarkupType}>
          <Select
            options={MARKUP_TYPES.map((type) => ({ value: type, label: labels[type] }))}
            value={d.customMarkupType}
            onChange={(e) => dispatch(setDraftField('customMarkupType', e.target.value as MarkupType))}
          />
        </Field>
        <Field
          label={
            d.customMarkupType === 'flat'
              ? t('quotations.markup.flatLabel', 'Markup ({currency} per person)', {
                  currency: d.quotationCurrency,
                })
              : t('quotations.markup.percentLabel', 'Markup (%)')
          }
          error={errors.customMarkup}
        >
          <AmountInput
            value={d.customMarkup}
            onChange={(value) => dispatch(setDraftField('customMarkup', value))}
          />
        </Field>
      </div>
    </SectionCard>
  );
}

/** A decimal amount typed freely ("12.", "0.5"); the store gets the number, 0 while empty. */
function AmountInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(value ? String(value) : '');
  const parsed = Number(text.replace(',', '.'));
  // The store changed elsewhere (a reset, an amendment loaded): show its value.
  const shown = (Number.isFinite(parsed) ? parsed : 0) === value ? text : value ? String(value) : '';
  return (
    <Input
      {...props}
      inputMode="decimal"
      value={shown}
      onChange={(e) => {
        const next = e.target.value;
        if (!/^\d*([.,]\d{0,2})?$/.test(next)) return;
        setText(next);
        onChange(Number(next.replace(',', '.')) || 0);
      }}
    />
  );
}
