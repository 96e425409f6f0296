import { useState, type FormEvent } from 'react';
import type { AdminActivity } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { majorToMinor, minorToMajor } from '../../../../lib/format';
import { useSaveActivityPricesMutation } from './attractions.api';

const AMOUNTS = [
  ['adultPrice', 'Adult price'],
  ['childPrice', 'Child price'],
  ['infantPrice', 'Infant price'],
  ['adultCost', 'Adult cost'],
  ['childCost', 'Child cost'],
  ['infantCost', 'Infant cost'],
] as const;
type Amount = (typeof AMOUNTS)[number][0];

/** One activity's prices and costs per person (AED), saved against its version. */
export function ActivityPricesForm({ activity }: { activity: AdminActivity }) {
  const [values, setValues] = useState<Record<Amount, string>>(
    () =>
      Object.fromEntries(AMOUNTS.map(([k]) => [k, String(minorToMajor(activity[k]))])) as Record<
        Amount,
        string
      >,
  );
  const [isActive, setIsActive] = useState(activity.isActive);
  const [save, state] = useSaveActivityPricesMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};
  const perPerson = activity.base === 'person';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = (k: Amount) => {
      const n = Number(values[k]);
      return values[k].trim() === '' || !Number.isFinite(n) ? -1 : majorToMinor(n);
    };
    void save({
      id: activity._id,
      adultPrice: amount('adultPrice'),
      childPrice: amount('childPrice'),
      infantPrice: amount('infantPrice'),
      adultCost: amount('adultCost'),
      childCost: amount('childCost'),
      infantCost: amount('infantCost'),
      isActive,
      version: activity.version,
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Prices of ${activity.name}`} noValidate>
      <h3 className="font-medium text-slate-900">{activity.name}</h3>
      {!perPerson ? (
        <p className="text-sm text-slate-600">Priced per vehicle: not edited here.</p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {AMOUNTS.map(([key, label]) => (
              <Field key={key} label={`${label} (AED)`} error={errors[key]?.[0]}>
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
              checked={isActive}
              onChange={(e) => setIsActive(e.target.checked)}
              className="size-4"
            />
            Active (offered to agents)
          </label>
          {state.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(state.error)}
            </p>
          )}
          {state.isSuccess && (
            <p role="status" className="text-sm font-medium text-emerald-700">
              Prices saved
            </p>
          )}
          <Button type="submit" size="sm" loading={state.isLoading}>
            Save prices
          </Button>
        </>
      )}
    </form>
  );
}
