import { useState, type FormEvent } from 'react';
import type { AdminVisaPriceRow } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { formatAedMinor } from '../../../../lib/format';
import { amountError, minorToAmount, typedMinor } from '../inventory-form';
import { useSaveVisaPriceMutation } from './visas.api';

const AMOUNTS = [
  ['adultPrice', 'Adult price (AED)'],
  ['childPrice', 'Child price (AED)'],
  ['adultCost', 'Adult cost (AED)'],
  ['childCost', 'Child cost (AED)'],
] as const;
type Amount = (typeof AMOUNTS)[number][0];

/** One nationality's price of the chosen visa type, edited in place (saved against its version). */
export function VisaPriceRow({ typeId, row }: { typeId: string; row: AdminVisaPriceRow }) {
  const [editing, setEditing] = useState(false);
  const name = row.nationality.name;
  return (
    <li className="px-4 py-3 text-sm" data-testid={`visa-price-${row.nationality.isocode}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{name}</p>
          <p className="text-slate-600">
            {row.price
              ? `${row.price.isSold ? 'Sold' : 'Not sold'} · adult ${formatAedMinor(row.price.adultPrice)} · child ${formatAedMinor(row.price.childPrice)}`
              : 'Not priced (not sold)'}
          </p>
        </div>
        {!editing && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={`Edit the price for ${name}`}
          >
            Edit
          </Button>
        )}
      </div>
      {editing && <PriceForm typeId={typeId} row={row} onDone={() => setEditing(false)} />}
    </li>
  );
}

function PriceForm({ typeId, row, onDone }: { typeId: string; row: AdminVisaPriceRow; onDone: () => void }) {
  const start = row.price;
  const [values, setValues] = useState<Record<Amount, string>>(() => ({
    adultPrice: start ? minorToAmount(start.adultPrice) : '',
    childPrice: start ? minorToAmount(start.childPrice) : '',
    adultCost: start ? minorToAmount(start.adultCost) : '0',
    childCost: start ? minorToAmount(start.childCost) : '0',
  }));
  const [isSold, setIsSold] = useState(start?.isSold ?? true);
  const [save, state] = useSaveVisaPriceMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = (k: Amount) => typedMinor(values[k]);
    const res = await save({
      id: typeId,
      nationalityId: row.nationality._id,
      isSold,
      adultPrice: amount('adultPrice'),
      childPrice: amount('childPrice'),
      adultCost: amount('adultCost'),
      childCost: amount('childCost'),
      version: start?.version ?? 0,
    });
    if (!('error' in res)) onDone();
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-3 space-y-3"
      aria-label={`Price for ${row.nationality.name}`}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {AMOUNTS.map(([key, label]) => (
          <Field key={key} label={label} required error={amountError(values[key], errors[key]?.[0])}>
            <Input
              inputMode="decimal"
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
          </Field>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={isSold}
          onChange={(e) => setIsSold(e.target.checked)}
          className="size-4"
        />
        Sold to this nationality
      </label>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={state.isLoading}>
          Save price
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
