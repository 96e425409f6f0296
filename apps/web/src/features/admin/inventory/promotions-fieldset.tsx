import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { NumberField } from './field-row';
import { emptyPromotion, PROMOTION_LABELS, type PromotionRow, type PromotionType } from './inventory-form';

const TYPE_OPTIONS = (Object.keys(PROMOTION_LABELS) as PromotionType[]).map((value) => ({
  value,
  label: PROMOTION_LABELS[value],
}));

/**
 * A contract's promotions: free nights, early booking and long stay, each with its priority, stay
 * window and whether it combines with the others (the rule the pricing applies is stated above them).
 */
export function PromotionsFieldset({
  rows,
  onChange,
}: {
  rows: PromotionRow[];
  onChange: (rows: PromotionRow[]) => void;
}) {
  const formId = useId();
  const set = (i: number, patch: Partial<PromotionRow>) =>
    onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Promotions</legend>
      <p className="text-xs text-slate-600">
        Highest priority first, at most one of each kind, each on the price the previous one left. A promotion
        that does not combine applies only when none applied before it, and then no other applies.
      </p>
      {rows.map((p, i) => (
        <div
          key={i}
          className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4"
          data-testid="promotion-row"
        >
          <Field label={`Promotion ${i + 1}`}>
            <Select
              options={TYPE_OPTIONS}
              value={p.type}
              onChange={(e) => set(i, { type: e.target.value as PromotionType })}
            />
          </Field>
          <Field label="Code">
            <Input value={p.code} onChange={(e) => set(i, { code: e.target.value })} />
          </Field>
          <Field label="Name agents see" className="sm:col-span-2">
            <Input value={p.name} onChange={(e) => set(i, { name: e.target.value })} />
          </Field>
          {p.type === 'stay-pay' ? (
            <>
              <NumberField
                label="Stay (nights)"
                min={2}
                value={p.stay}
                onChange={(stay) => set(i, { stay })}
              />
              <NumberField label="Pay (nights)" min={1} value={p.pay} onChange={(pay) => set(i, { pay })} />
            </>
          ) : (
            <NumberField
              label="Discount (%)"
              kind="decimal"
              value={p.percent}
              onChange={(percent) => set(i, { percent })}
            />
          )}
          {p.type === 'early-booking' ? (
            <NumberField
              label="Booked at least (days before)"
              min={1}
              value={p.minDaysBefore}
              onChange={(minDaysBefore) => set(i, { minDaysBefore })}
            />
          ) : null}
          {p.type === 'long-stay' ? (
            <NumberField
              label="Stays of at least (nights)"
              min={2}
              value={p.minNights}
              onChange={(minNights) => set(i, { minNights })}
            />
          ) : null}
          <NumberField
            label="Priority"
            hint="Higher applies first"
            value={p.priority}
            onChange={(priority) => set(i, { priority })}
          />
          <Field label="Stay window from" hint="Empty: every night">
            <DateInput
              id={`${formId}-p${i}-from`}
              label={`Promotion ${i + 1} window from`}
              value={p.stayFrom}
              onChange={(stayFrom) => set(i, { stayFrom })}
            />
          </Field>
          <Field label="Stay window to">
            <DateInput
              id={`${formId}-p${i}-to`}
              label={`Promotion ${i + 1} window to`}
              value={p.stayTo}
              min={p.stayFrom || undefined}
              onChange={(stayTo) => set(i, { stayTo })}
            />
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={p.combinable}
              onChange={(e) => set(i, { combinable: e.target.checked })}
            />
            Combines with other promotions
          </label>
          <div className="flex items-end">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange(rows.filter((_, k) => k !== i))}
            >
              <Trash2 className="size-4 text-red-600" aria-hidden="true" /> Remove promotion {i + 1}
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={rows.length >= 10}
        onClick={() => onChange([...rows, emptyPromotion('early-booking')])}
      >
        <Plus className="size-4" aria-hidden="true" /> Add promotion
      </Button>
    </fieldset>
  );
}
