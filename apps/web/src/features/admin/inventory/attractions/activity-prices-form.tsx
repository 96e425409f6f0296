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
  const major = (minor: number | null) => (minor === null ? '' : String(minorToMajor(minor)));
  const [shared, setShared] = useState({
    price: major(activity.sharedTransferPrice),
    cost: major(activity.sharedTransferCost),
  });
  const [vehicles, setVehicles] = useState<
    { id: string | undefined; name: string; capacity: string; price: string; cost: string }[]
  >(() =>
    activity.privateVehicles.map((v) => ({
      id: v.id,
      name: v.name,
      capacity: String(v.capacity),
      price: major(v.price),
      cost: major(v.cost),
    })),
  );
  type VehicleRow = (typeof vehicles)[number];
  const setVehicle = (i: number, key: keyof VehicleRow, value: string) =>
    setVehicles((list) => list.map((v, k) => (k === i ? { ...v, [key]: value } : v)));
  const [save, state] = useSaveActivityPricesMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};
  const perPerson = activity.base === 'person';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = (text: string) => {
      const n = Number(text);
      return text.trim() === '' || !Number.isFinite(n) ? -1 : majorToMinor(n);
    };
    const amount = (k: Amount) => minor(values[k]);
    const optional = (text: string) => (text.trim() === '' ? null : minor(text));
    void save({
      id: activity._id,
      adultPrice: amount('adultPrice'),
      childPrice: amount('childPrice'),
      infantPrice: amount('infantPrice'),
      adultCost: amount('adultCost'),
      childCost: amount('childCost'),
      infantCost: amount('infantCost'),
      sharedTransferPrice: optional(shared.price),
      sharedTransferCost: optional(shared.cost),
      privateVehicles: vehicles.map((v) => ({
        ...(v.id ? { id: v.id } : {}),
        name: v.name,
        capacity: Number(v.capacity) || 0,
        price: minor(v.price),
        cost: minor(v.cost),
      })),
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
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">Transfers</legend>
            <div className="grid grid-cols-2 gap-3">
              <Field
                label="Shared transfer, per person (AED)"
                hint="Empty: no shared transfer"
                error={errors.sharedTransferPrice?.[0]}
              >
                <Input
                  inputMode="decimal"
                  value={shared.price}
                  onChange={(e) => setShared((s) => ({ ...s, price: e.target.value }))}
                />
              </Field>
              <Field label="Shared transfer cost (AED)" error={errors.sharedTransferCost?.[0]}>
                <Input
                  inputMode="decimal"
                  value={shared.cost}
                  onChange={(e) => setShared((s) => ({ ...s, cost: e.target.value }))}
                />
              </Field>
            </div>
            {vehicles.map((v, i) => (
              <div
                key={v.id ?? `new-${i}`}
                className="grid grid-cols-2 gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-4"
                aria-label={`Vehicle ${i + 1}`}
                role="group"
              >
                <Field label="Vehicle" error={errors[`privateVehicles[${i}].name`]?.[0]}>
                  <Input value={v.name} onChange={(e) => setVehicle(i, 'name', e.target.value)} />
                </Field>
                <Field label="Seats" error={errors[`privateVehicles[${i}].capacity`]?.[0]}>
                  <Input
                    inputMode="numeric"
                    value={v.capacity}
                    onChange={(e) => setVehicle(i, 'capacity', e.target.value)}
                  />
                </Field>
                <Field label="Price (AED)" error={errors[`privateVehicles[${i}].price`]?.[0]}>
                  <Input
                    inputMode="decimal"
                    value={v.price}
                    onChange={(e) => setVehicle(i, 'price', e.target.value)}
                  />
                </Field>
                <Field label="Cost (AED)" error={errors[`privateVehicles[${i}].cost`]?.[0]}>
                  <Input
                    inputMode="decimal"
                    value={v.cost}
                    onChange={(e) => setVehicle(i, 'cost', e.target.value)}
                  />
                </Field>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => setVehicles((list) => list.filter((_, k) => k !== i))}
                >
                  Remove vehicle
                </Button>
              </div>
            ))}
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() =>
                setVehicles((list) => [
                  ...list,
                  { id: undefined, name: '', capacity: '', price: '', cost: '' },
                ])
              }
            >
              Add a private vehicle
            </Button>
          </fieldset>
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
