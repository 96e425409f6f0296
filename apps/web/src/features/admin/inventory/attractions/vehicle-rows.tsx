import type { AdminVehicle } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { amountError, minorToAmount, typedMinor } from '../inventory-form';

/** A vehicle as typed in the form: amounts in AED, text until saved. */
export interface VehicleRow {
  id: string | undefined;
  name: string;
  capacity: string;
  price: string;
  cost: string;
}

export const vehicleRowsOf = (
  vehicles: { id: string; name: string; capacity: number; price: number; cost: number }[],
) =>
  vehicles.map<VehicleRow>((v) => ({
    id: v.id,
    name: v.name,
    capacity: String(v.capacity),
    price: minorToAmount(v.price),
    cost: minorToAmount(v.cost),
  }));

/** The rows as the API takes them: a new vehicle has no id yet. */
export const vehiclesOf = (rows: VehicleRow[]): AdminVehicle[] =>
  rows.map((v) => ({
    ...(v.id ? { id: v.id } : {}),
    name: v.name,
    capacity: Number(v.capacity) || 0,
    price: typedMinor(v.price),
    cost: typedMinor(v.cost),
  }));

/**
 * Editable vehicle rows (name, seats, price and cost per vehicle) with add and remove, used for a
 * per-person activity's private transfers and for a private or hourly activity's priced vehicles.
 * Field errors come as `privateVehicles[i].price` (server checks) or `privateVehicles.i.price` (contract).
 */
export function VehicleRows({
  rows,
  onChange,
  errors,
  addLabel = 'Add a private vehicle',
}: {
  rows: VehicleRow[];
  onChange: (rows: VehicleRow[]) => void;
  errors: Record<string, string[]>;
  addLabel?: string;
}) {
  const set = (i: number, key: keyof VehicleRow, value: string) =>
    onChange(rows.map((v, k) => (k === i ? { ...v, [key]: value } : v)));
  const error = (i: number, key: keyof VehicleRow) => {
    const said = (errors[`privateVehicles[${i}].${key}`] ?? errors[`privateVehicles.${i}.${key}`])?.[0];
    return key === 'price' || key === 'cost' ? amountError(rows[i]![key], said) : said;
  };
  return (
    <>
      {rows.map((v, i) => (
        <div
          key={v.id ?? `new-${i}`}
          className="grid grid-cols-2 gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
          aria-label={`Vehicle ${i + 1}`}
          role="group"
        >
          <Field label="Vehicle" error={error(i, 'name')} className="col-span-2 md:col-span-1">
            <Input value={v.name} onChange={(e) => set(i, 'name', e.target.value)} />
          </Field>
          <Field label="Seats" error={error(i, 'capacity')}>
            <Input
              inputMode="numeric"
              value={v.capacity}
              onChange={(e) => set(i, 'capacity', e.target.value)}
            />
          </Field>
          <Field label="Price (AED)" error={error(i, 'price')}>
            <Input inputMode="decimal" value={v.price} onChange={(e) => set(i, 'price', e.target.value)} />
          </Field>
          <Field label="Cost (AED)" error={error(i, 'cost')}>
            <Input inputMode="decimal" value={v.cost} onChange={(e) => set(i, 'cost', e.target.value)} />
          </Field>
          {/* Level with the inputs, below the labels line (beside the cost on a phone). */}
          <div className="pt-[1.875rem]">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`Remove vehicle ${i + 1}`}
              onClick={() => onChange(rows.filter((_, k) => k !== i))}
            >
              Remove
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => onChange([...rows, { id: undefined, name: '', capacity: '', price: '', cost: '' }])}
      >
        {addLabel}
      </Button>
    </>
  );
}
