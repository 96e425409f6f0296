import { useId } from 'react';
import {
  QUOTATION_TRANSFER_TYPES,
  placeName,
  privateVehiclesFor,
  quotationTravellers,
  slotIsOpen,
  type DraftTransferSlot,
  type TransferSlot,
} from '@portal/domain';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { transferTypeLabel } from '../../lib/labels';
import { quotationActions as q, selectQuotationDraft } from '../../quotation.slice';
import { VehiclePicker, type VehicleOption } from './vehicle-picker';
import { useT } from '../../../../lib/i18n';

/** One transfer slot: "From → To", Without / Shared / Private, and the vehicles of a private one. */
export function TransferSlotRow({
  stayIndex,
  slotIndex,
  slot,
  place,
  vehicles,
  errors,
}: {
  stayIndex: number;
  slotIndex: number;
  slot: DraftTransferSlot;
  place: TransferSlot;
  vehicles: readonly VehicleOption[];
  errors: Record<string, string>;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  const name = useId();
  const route = `${placeName(place.from)} → ${placeName(place.to)}`;
  const open = slotIsOpen(d, stayIndex, slotIndex);
  const travellers = quotationTravellers(d);
  const path = `transfer.${stayIndex}.stays.${slotIndex}`;
  const at = { stay: stayIndex, slot: slotIndex };
  const bySize = [...vehicles].sort((a, b) => a.capacity - b.capacity);

  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <fieldset disabled={!open} className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">
          <bdi>{route}</bdi>
        </legend>
        {open ? (
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {QUOTATION_TRANSFER_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="radio"
                  name={name}
                  className="accent-brand-700"
                  checked={slot.transferType === type}
                  disabled={type === 'private' && vehicles.length === 0}
                  onChange={() =>
                    dispatch(
                      q.transferTypeSet({ ...at, type, vehicles: privateVehiclesFor(bySize, travellers) }),
                    )
                  }
                />
                {transferTypeLabel(t, type)}
              </label>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-500">
            {t('quotations.transfers.none', 'No transfer: the airport is not needed.')}
          </p>
        )}
      </fieldset>
      {open && slot.transferType === 'private' ? (
        <div className="mt-2">
          <VehiclePicker
            label={route}
            options={vehicles}
            value={slot.vehicleTypes}
            travellers={travellers}
            error={errors[`${path}.vehicleTypes`] ?? errors[path]}
            onSet={(vehicle, count) => dispatch(q.transferVehicleSet({ ...at, vehicle, count }))}
            onRemove={(vehicle) => dispatch(q.transferVehicleRemoved({ ...at, vehicle }))}
          />
        </div>
      ) : null}
    </li>
  );
}
