import { useState, type FormEvent } from 'react';
import type { AdminActivity, AdminDatePrice } from '@portal/contracts';
import { DateInput } from '../../../../components/date-input';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { amountError, minorToAmount, typedMinor } from '../inventory-form';
import { useSaveActivityDatePricesMutation } from './attractions.api';

const AMOUNTS = [
  ['adultPrice', 'Adult'],
  ['childPrice', 'Child'],
  ['infantPrice', 'Infant'],
  ['adultCost', 'Adult cost'],
  ['childCost', 'Child cost'],
  ['infantCost', 'Infant cost'],
] as const;
type Amount = (typeof AMOUNTS)[number][0];
type Row = { dateFrom: string; dateTo: string } & Record<Amount, string>;

const rowOf = (r: AdminDatePrice): Row => ({
  dateFrom: r.dateFrom,
  dateTo: r.dateTo,
  ...(Object.fromEntries(AMOUNTS.map(([k]) => [k, minorToAmount(r[k])])) as Record<Amount, string>),
});

/**
 * An activity's prices per date range (AED), saved together against the activity's version. A visit date
 * outside every range is priced by the standing prices; ranges may not share a day.
 */
export function ActivityDatePricesForm({ activity }: { activity: AdminActivity }) {
  const [rows, setRows] = useState<Row[]>(() => activity.datePrices.map(rowOf));
  // Saving moves the activity's version, which remounts this form (keyed by it): the saved message and any
  // refusal live in the mutation's shared state, so they outlast the remount.
  const [save, state] = useSaveActivityDatePricesMutation({ fixedCacheKey: `date-prices-${activity._id}` });
  const errors = state.isError ? fieldErrors(state.error) : {};
  const set = (i: number, key: keyof Row, value: string) =>
    setRows((list) => list.map((r, k) => (k === i ? { ...r, [key]: value } : r)));
  const add = () =>
    setRows((list) => [
      ...list,
      {
        dateFrom: '',
        dateTo: '',
        ...(Object.fromEntries(AMOUNTS.map(([k]) => [k, minorToAmount(activity[k])])) as Record<
          Amount,
          string
        >),
      },
    ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      id: activity._id,
      version: activity.version,
      ranges: rows.map((r) => ({
        dateFrom: r.dateFrom,
        dateTo: r.dateTo,
        adultPrice: typedMinor(r.adultPrice),
        childPrice: typedMinor(r.childPrice),
        infantPrice: typedMinor(r.infantPrice),
        adultCost: typedMinor(r.adultCost),
        childCost: typedMinor(r.childCost),
        infantCost: typedMinor(r.infantCost),
      })),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Date prices of ${activity.name}`} noValidate>
      <h4 className="text-sm font-medium text-slate-900">Prices by date range</h4>
      {rows.length === 0 && (
        <p className="text-sm text-slate-600">No date ranges: every date has the prices above.</p>
      )}
      {rows.map((r, i) => (
        <fieldset
          key={i}
          className="space-y-2 rounded-md border border-slate-200 p-3"
          aria-label={`Date range ${i + 1}`}
        >
          <div className="grid grid-cols-2 gap-3">
            <Field label="From" error={errors[`ranges[${i}].dateFrom`]?.[0]}>
              <DateInput label="From" value={r.dateFrom} onChange={(d) => set(i, 'dateFrom', d)} />
            </Field>
            <Field label="To" error={errors[`ranges[${i}].dateTo`]?.[0]}>
              <DateInput
                label="To"
                value={r.dateTo}
                min={r.dateFrom || undefined}
                onChange={(d) => set(i, 'dateTo', d)}
              />
            </Field>
          </div>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {AMOUNTS.map(([key, label]) => (
              <Field
                key={key}
                label={`${label} (AED)`}
                error={amountError(r[key], errors[`ranges[${i}].${key}`]?.[0])}
              >
                <Input inputMode="decimal" value={r[key]} onChange={(e) => set(i, key, e.target.value)} />
              </Field>
            ))}
          </div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setRows((list) => list.filter((_, k) => k !== i))}
          >
            Remove this range
          </Button>
        </fieldset>
      ))}
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          Date prices saved
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={add}>
          Add a date range
        </Button>
        <Button type="submit" size="sm" loading={state.isLoading}>
          Save date prices
        </Button>
      </div>
    </form>
  );
}
