import { useId, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { QUOTATION_LIMITS, type QuotationVehicleCount } from '@portal/domain';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { useT } from '../../../../lib/i18n';

export interface VehicleOption {
  _id: string;
  name: string;
  capacity: number;
}

const COUNTS = Array.from({ length: QUOTATION_LIMITS.maxVehicleCount }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

/**
 * The vehicles of a private transfer: one row per vehicle with its count, and a way to add another.
 * Counts start at one (spec section 4: a zero count is ignored, so zero is not offered).
 */
export function VehiclePicker({
  options,
  value,
  travellers,
  onSet,
  onRemove,
  label,
  error,
}: {
  options: readonly VehicleOption[];
  value: readonly QuotationVehicleCount[];
  travellers: number;
  onSet: (vehicle: string, count: number) => void;
  onRemove: (vehicle: string) => void;
  /** What the vehicles are for, e.g. "Dubai International to Marina Hotel". */
  label: string;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const [adding, setAdding] = useState('');
  const nameOf = (vehicle: string) =>
    options.find((o) => o._id === vehicle)?.name ?? t('quotations.vehicle.vehicle', 'Vehicle');
  const free = options.filter((o) => !value.some((v) => v.vehicle === o._id));
  const seats = value.reduce(
    (n, v) => n + (options.find((o) => o._id === v.vehicle)?.capacity ?? 0) * v.count,
    0,
  );

  return (
    <fieldset className="space-y-2 rounded-lg bg-slate-50 p-3">
      <legend className="sr-only">{t('quotations.vehicle.for', 'Vehicles for {label}', { label })}</legend>
      {value.map((v) => (
        <div key={v.vehicle} className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1 text-sm text-slate-800">{nameOf(v.vehicle)}</span>
          <label className="sr-only" htmlFor={`${id}-${v.vehicle}`}>
            {t('quotations.vehicle.number', 'Number of {vehicle}', { vehicle: nameOf(v.vehicle) })}
          </label>
          <Select
            id={`${id}-${v.vehicle}`}
            className="w-20"
            options={COUNTS}
            value={String(v.count)}
            onChange={(e) => onSet(v.vehicle, Number(e.target.value))}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('quotations.vehicle.remove', 'Remove {vehicle}', { vehicle: nameOf(v.vehicle) })}
            onClick={() => onRemove(v.vehicle)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {free.length > 0 && value.length < 5 ? (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`${id}-add`}>
            {t('quotations.vehicle.addFor', 'Add a vehicle for {label}', { label })}
          </label>
          <Select
            id={`${id}-add`}
            className="min-w-0 flex-1"
            placeholder={t('quotations.vehicle.add', 'Add a vehicle')}
            options={free.map((o) => ({
              value: o._id,
              label: t('quotations.vehicle.seats', '{vehicle} ({n} seats)', {
                vehicle: o.name,
                n: o.capacity,
              }),
            }))}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={!adding}
            onClick={() => {
              onSet(adding, 1);
              setAdding('');
            }}
          >
            <Plus className="size-4" aria-hidden="true" /> {t('quotations.vehicle.addButton', 'Add')}
          </Button>
        </div>
      ) : null}
      {value.length > 0 && seats < travellers ? (
        <p className="text-xs text-amber-700">
          {t('quotations.vehicle.seatsOf', 'These vehicles seat {seats} of the {travellers} travellers.', {
            seats,
            travellers,
          })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
