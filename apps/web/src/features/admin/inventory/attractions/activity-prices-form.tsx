import { useState, type FormEvent } from 'react';
import type { AdminActivity } from '@portal/contracts';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { fieldErrors } from '../../../../lib/api';
import { useSaveActivityPricesMutation } from './attractions.api';
import { PricesFooter } from './prices-footer';
import { amountError, minorToAmount, typedMinor } from '../inventory-form';
import { VehicleRows, vehicleRowsOf, vehiclesOf } from './vehicle-rows';

const AMOUNTS = [
  ['adultPrice', 'Adult price'],
  ['childPrice', 'Child price'],
  ['infantPrice', 'Infant price'],
  ['adultCost', 'Adult cost'],
  ['childCost', 'Child cost'],
  ['infantCost', 'Infant cost'],
] as const;
type Amount = (typeof AMOUNTS)[number][0];

/**
 * A per-person activity's prices and costs per person (AED) and its transfers, saved against its version.
 * A private or hourly activity is priced per vehicle: VehiclePricesForm.
 */
export function ActivityPricesForm({ activity }: { activity: AdminActivity }) {
  const [values, setValues] = useState<Record<Amount, string>>(
    () => Object.fromEntries(AMOUNTS.map(([k]) => [k, minorToAmount(activity[k])])) as Record<Amount, string>,
  );
  const [isActive, setIsActive] = useState(activity.isActive);
  const major = (minor: number | null) => (minor === null ? '' : minorToAmount(minor));
  const [shared, setShared] = useState({
    price: major(activity.sharedTransferPrice),
    cost: major(activity.sharedTransferCost),
  });
  const [vehicles, setVehicles] = useState(() => vehicleRowsOf(activity.privateVehicles));
  const [save, state] = useSaveActivityPricesMutation({ fixedCacheKey: `prices-${activity._id}` });
  const errors = state.isError ? fieldErrors(state.error) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = (k: Amount) => typedMinor(values[k]);
    const optional = (text: string) => (text.trim() === '' ? null : typedMinor(text));
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
      privateVehicles: vehiclesOf(vehicles),
      isActive,
      version: activity.version,
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Prices of ${activity.name}`} noValidate>
      <h3 className="font-medium text-slate-900">{activity.name}</h3>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {AMOUNTS.map(([key, label]) => (
          <Field key={key} label={`${label} (AED)`} error={amountError(values[key], errors[key]?.[0])}>
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
            error={amountError(shared.price, errors.sharedTransferPrice?.[0])}
          >
            <Input
              inputMode="decimal"
              value={shared.price}
              onChange={(e) => setShared((s) => ({ ...s, price: e.target.value }))}
            />
          </Field>
          <Field
            label="Shared transfer cost (AED)"
            error={amountError(shared.cost, errors.sharedTransferCost?.[0])}
          >
            <Input
              inputMode="decimal"
              value={shared.cost}
              onChange={(e) => setShared((s) => ({ ...s, cost: e.target.value }))}
            />
          </Field>
        </div>
        <VehicleRows rows={vehicles} onChange={setVehicles} errors={errors} />
      </fieldset>
      <PricesFooter isActive={isActive} onActiveChange={setIsActive} state={state} />
    </form>
  );
}
