import { useState, type FormEvent } from 'react';
import type { AdminActivity } from '@portal/contracts';
import { fieldErrors } from '../../../../lib/api';
import { useSaveActivityVehiclePricesMutation } from './attractions.api';
import { PricesFooter } from './prices-footer';
import { VehicleRows, vehicleRowsOf, vehiclesOf } from './vehicle-rows';

/**
 * The vehicles of a private or hourly activity, its priced units: name, seats, price and cost per vehicle
 * (per vehicle-hour when hourly), saved against the activity's version. Agents are given the cheapest
 * combination of them that seats their party.
 */
export function VehiclePricesForm({ activity }: { activity: AdminActivity }) {
  const [rows, setRows] = useState(() => vehicleRowsOf(activity.privateVehicles));
  const [isActive, setIsActive] = useState(activity.isActive);
  const [save, state] = useSaveActivityVehiclePricesMutation({
    fixedCacheKey: `vehicle-prices-${activity._id}`,
  });
  const errors = state.isError ? fieldErrors(state.error) : {};
  const hourly = activity.base === 'hourly';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ id: activity._id, privateVehicles: vehiclesOf(rows), isActive, version: activity.version });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={`Prices of ${activity.name}`} noValidate>
      <h3 className="font-medium text-slate-900">{activity.name}</h3>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">
          {hourly
            ? 'Priced per vehicle and hour: each price and cost is one vehicle for one hour'
            : 'Priced per vehicle: each price and cost is one vehicle for the activity'}
        </legend>
        {errors.privateVehicles?.[0] && <p className="text-sm text-red-700">{errors.privateVehicles[0]}</p>}
        <VehicleRows rows={rows} onChange={setRows} errors={errors} addLabel="Add a vehicle" />
      </fieldset>
      <PricesFooter isActive={isActive} onActiveChange={setIsActive} state={state} />
    </form>
  );
}
