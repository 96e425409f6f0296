import { useId } from 'react';
import { Bus, Car } from 'lucide-react';
import type { FieldError, TransferType } from '@portal/domain';
import type { AttractionDetailsDto, PriceCheckAnswer, TimeSlotDto } from '@portal/contracts';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { stepCount, transferChoices, type ActivityChoice } from '../lib/activity-choice';
import { useSelectedCurrency } from '../lib/use-currency';
import { DateField } from './date-field';
import { Stepper } from './stepper';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

function transferLabel(t: Translate, transfer: TransferType): string {
  if (transfer === 'shared') return t('attractions.transfer.shared', 'Shared transfer');
  if (transfer === 'private') return t('attractions.transfer.private', 'Private transfer');
  return t('attractions.transfer.none', 'Without transfer');
}

interface ActivityOptionsProps {
  attraction: AttractionDetailsDto;
  choice: ActivityChoice;
  errors: FieldError[];
  slots: TimeSlotDto[] | undefined;
  slotsLoading: boolean;
  slotsError: string | null;
  vehiclePlan: PriceCheckAnswer['vehiclePlan'];
  onChange: (next: ActivityChoice) => void;
}

export function ActivityOptions(props: ActivityOptionsProps) {
  const t = useT();
  const fmt = useFormats();
  const { attraction, choice, errors, onChange } = props;
  const currency = useSelectedCurrency();
  const dateId = useId();
  const errorOf = (...fields: string[]) =>
    errors
      .filter((e) => fields.includes(e.field))
      .map((e) => e.message)
      .join(' ') || undefined;
  // "Choose a date." would greet every opened activity: date messages wait until a date is picked.
  const dateError = choice.date ? errorOf('date') : undefined;
  const transfers = transferChoices(choice);
  const bands = choice.ageBands;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={dateId} className="block text-sm font-medium text-slate-700">
            {t('attractions.date', 'Date')}
          </label>
          <DateField
            id={dateId}
            value={choice.date}
            bookableDates={attraction.availability.bookableDates}
            onChange={(date) => onChange({ ...choice, date, slotId: null })}
            invalid={Boolean(dateError)}
            describedBy={dateError ? `${dateId}-error` : undefined}
          />
          {dateError && (
            <p id={`${dateId}-error`} className="text-xs font-medium text-red-600">
              {dateError}
            </p>
          )}
        </div>
        {choice.base === 'hourly' && (
          <label className="block space-y-1.5 text-sm font-medium text-slate-700">
            {t('attractions.hours', 'Hours')}
            <Select
              value={String(choice.hourCount ?? 1)}
              onChange={(e) => onChange({ ...choice, hourCount: Number(e.target.value) })}
              options={Array.from({ length: 12 }, (_, i) => ({
                value: String(i + 1),
                label: `${i + 1} ${i ? 'hours' : 'hour'}`,
              }))}
            />
          </label>
        )}
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('attractions.travellers', 'Travellers')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          <Stepper
            label={t('attractions.adults', 'Adults')}
            hint={t('attractions.fromYears', '{from}+ years', { from: bands.adult.from })}
            value={choice.adult}
            onStep={(d) => onChange(stepCount(choice, 'adult', d))}
          />
          <Stepper
            label={t('attractions.children', 'Children')}
            hint={`${bands.child.from}-${bands.child.to} years`}
            value={choice.child}
            onStep={(d) => onChange(stepCount(choice, 'child', d))}
          />
          <Stepper
            label={t('attractions.infants', 'Infants')}
            hint={`${bands.infant.from}-${bands.infant.to} years`}
            value={choice.infant}
            canIncrease={choice.infant < choice.adult}
            increaseHint={t('attractions.infantsCannotExceedAdults', 'Infants cannot exceed adults.')}
            onStep={(d) => onChange(stepCount(choice, 'infant', d))}
          />
        </div>
        {errorOf('adults', 'children', 'infants') && (
          <p className="text-xs font-medium text-red-600">{errorOf('adults', 'children', 'infants')}</p>
        )}
      </fieldset>

      {transfers.length > 1 && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t('attractions.transfer', 'Transfer')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {transfers.map((transfer) => (
              <label
                key={transfer}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  choice.transfer === transfer
                    ? 'border-brand-500 bg-brand-50 text-brand-800'
                    : 'border-slate-200',
                )}
              >
                <input
                  type="radio"
                  name={`transfer-${choice._id}`}
                  value={transfer}
                  checked={choice.transfer === transfer}
                  onChange={() => onChange({ ...choice, transfer })}
                  className="accent-brand-700"
                />
                {transferLabel(t, transfer)}
                {transfer === 'shared' && choice.sharedTransferPrice && (
                  <span className="ms-auto text-xs text-slate-500">
                    {t('attractions.perSeat', '+{price}/seat', {
                      price: fmt.price(choice.sharedTransferPrice.agentPrice, currency),
                    })}
                  </span>
                )}
              </label>
            ))}
          </div>
          {errorOf('transferType', 'vehicles') && (
            <p className="mt-1 text-xs font-medium text-red-600">{errorOf('transferType', 'vehicles')}</p>
          )}
        </fieldset>
      )}

      {(choice.transfer === 'private' || choice.base !== 'person') && (
        <VehiclePlan choice={choice} plan={props.vehiclePlan} />
      )}

      {choice.isTimeSlot && choice.date && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t('attractions.timeSlot', 'Time slot')}
          </legend>
          {props.slotsLoading ? (
            <Spinner
              className="size-5 text-slate-400"
              label={t('attractions.loadingTimeSlots', 'Loading time slots')}
            />
          ) : props.slotsError ? (
            <p className="text-sm text-red-600">{props.slotsError}</p>
          ) : props.slots && props.slots.length === 0 ? (
            <p className="text-sm text-slate-600">
              {t('attractions.noTimeSlotsOn', 'No time slots on this date. Choose another date.')}
            </p>
          ) : (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {props.slots?.map((s) => (
                <label
                  key={s.slotId}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm',
                    choice.slotId === s.slotId ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
                    s.available === 0 && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input
                      type="radio"
                      name={`slot-${choice._id}`}
                      disabled={s.available === 0}
                      checked={choice.slotId === s.slotId}
                      onChange={() => onChange({ ...choice, slotId: s.slotId })}
                      className="accent-brand-700"
                    />
                    {s.startTime} - {s.endTime}
                  </span>
                  <span className="text-xs text-slate-500">
                    {s.available > 0 ? `${s.available} left` : t('attractions.full', 'Full')}
                  </span>
                </label>
              ))}
            </div>
          )}
          {errorOf('slot') && <p className="mt-1 text-xs font-medium text-red-600">{errorOf('slot')}</p>}
        </fieldset>
      )}
      {errorOf('activity', 'hours') && (
        <p className="text-xs font-medium text-red-600">{errorOf('activity', 'hours')}</p>
      )}
    </div>
  );
}

function VehiclePlan({ choice, plan }: { choice: ActivityChoice; plan: PriceCheckAnswer['vehiclePlan'] }) {
  const t = useT();
  const fmt = useFormats();
  const currency = useSelectedCurrency();
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700">
        <Car className="size-4" aria-hidden="true" /> {t('attractions.vehicles', 'Vehicles')}
      </p>
      {plan ? (
        <ul className="space-y-1 text-sm text-slate-700" data-testid="vehicle-plan">
          {plan.vehicles.map((v) => (
            <li key={v._id} className="flex justify-between gap-2">
              <span>
                {v.count} × {v.name} ({v.capacity} seats)
              </span>
            </li>
          ))}
          <li className="text-xs text-slate-500">
            {t(
              'attractions.vehiclePlan',
              '{vehicles, plural, one {# vehicle} other {# vehicles}}, {seats} seats for your party',
              { vehicles: plan.vehicleCount, seats: plan.seats },
            )}
          </li>
        </ul>
      ) : (
        <ul className="space-y-1 text-sm text-slate-600">
          {choice.vehicles.map((v) => (
            <li key={v._id} className="flex justify-between gap-2">
              <span className="inline-flex items-center gap-1.5">
                <Bus className="size-3.5" aria-hidden="true" />
                {v.name} (up to {v.capacity})
              </span>
              <span className="tabular-nums">{fmt.price(v.price.agentPrice, currency)}</span>
            </li>
          ))}
          <li className="text-xs text-slate-500">
            {t(
              'attractions.theCheapestCombinationThat',
              'The cheapest combination that seats your party is chosen.',
            )}
          </li>
        </ul>
      )}
    </div>
  );
}
