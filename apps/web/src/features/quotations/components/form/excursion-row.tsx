import { useId } from 'react';
import type { QuotationInitialAnswer } from '@portal/contracts';
import {
  excursionTypesFor,
  quotationTravellers,
  type DraftExcursion,
  type ExcursionListName,
  type ExcursionType,
} from '@portal/domain';
import { Select } from '../../../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { excursionTypeLabel } from '../../lib/labels';
import { quotationActions as q, selectQuotationDraft } from '../../quotation.slice';
import { VehiclePicker } from './vehicle-picker';
import { useT } from '../../../../lib/i18n';

/** One excursion: a checkbox to select it, then how it is taken and, for Private, the vehicles. */
export function ExcursionRow({
  list,
  option,
  choice,
  index,
  errors,
}: {
  list: ExcursionListName;
  option: QuotationInitialAnswer['excursions'][number];
  choice: DraftExcursion | null;
  index: number;
  errors: Record<string, string>;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const travellers = quotationTravellers(useAppSelector(selectQuotationDraft));
  const id = useId();
  const path = `${list}.${index}`;
  const error = errors[`${path}.selectedExcursionType`] ?? errors[`${path}.vehicleType`] ?? errors[path];
  const ref = { list, activityId: option._id };

  return (
    <li className="space-y-2 p-3">
      <div className="flex flex-wrap items-start gap-3">
        <input
          id={`${id}-pick`}
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={choice !== null}
          onChange={(e) =>
            dispatch(e.target.checked ? q.excursionSelected({ list, option }) : q.excursionUnselected(ref))
          }
        />
        <label htmlFor={`${id}-pick`} className="min-w-0 flex-1 text-sm">
          <span className="font-medium text-slate-900">{option.name}</span>
          <span className="block text-xs text-slate-500">
            {option.attractionTitle !== option.name ? `${option.attractionTitle} · ` : ''}
            {option.destination}
          </span>
        </label>
        {choice ? (
          <div className="w-full sm:w-52">
            <label htmlFor={`${id}-type`} className="sr-only">
              {t('quotations.excursions.how', 'How {name} is taken', { name: option.name })}
            </label>
            <Select
              id={`${id}-type`}
              options={excursionTypesFor(option).map((type) => ({
                value: type,
                label: excursionTypeLabel(t, type),
              }))}
              value={choice.selectedExcursionType}
              onChange={(e) =>
                dispatch(q.excursionSelected({ list, option, type: e.target.value as ExcursionType }))
              }
            />
          </div>
        ) : null}
      </div>
      {choice?.selectedExcursionType === 'Private' ? (
        <VehiclePicker
          label={option.name}
          options={option.privateVehicles}
          value={choice.vehicleType}
          travellers={travellers}
          onSet={(vehicle, count) => dispatch(q.excursionVehicleSet({ ...ref, vehicle, count }))}
          onRemove={(vehicle) => dispatch(q.excursionVehicleRemoved({ ...ref, vehicle }))}
        />
      ) : null}
      {choice && error ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </li>
  );
}
