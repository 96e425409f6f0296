import {
  type DatePart,
  type FlightTravellerDetail,
  type TravellerDateField,
  type TravellerErrors,
  type TravellerTextField,
} from '@portal/domain';
import { NationalityCodeSelect } from '../../../components/country-select';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { DatePartsSelect } from './date-parts-select';
import { useT } from '../../../lib/i18n';
import { bookingMessage, passengerTypeLabel } from '../lib/labels';

interface Props {
  index: number;
  /** The number shown per type: "Adult 2". */
  ordinal: number;
  row: FlightTravellerDetail;
  errors: TravellerErrors;
  birthYears: readonly number[];
  expiryYears: readonly number[];
  onField: (field: TravellerTextField, value: string) => void;
  onDatePart: (field: TravellerDateField, part: DatePart, value: string) => void;
}

/** One traveller of spec section 3: gender, names, nationality, passenger type, passport, birth and expiry dates. */
export function TravellerRow({
  index,
  ordinal,
  row,
  errors,
  birthYears,
  expiryYears,
  onField,
  onDatePart,
}: Props) {
  const t = useT();
  const n = index + 1;
  const type = passengerTypeLabel(t, row.passengerType);
  const genders = [
    { value: 'male', label: t('flights.traveller.male', 'Male') },
    { value: 'female', label: t('flights.traveller.female', 'Female') },
  ];
  const e = (message: string | undefined) => bookingMessage(t, message);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" data-testid="flight-traveller">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {type} {ordinal}
        {row.passengerType === 'INF' && (
          <span className="ms-1 font-normal text-slate-500">
            {t('flights.traveller.lap', "(on an adult's lap, no seat)")}
          </span>
        )}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('flights.traveller.gender', 'Gender')} required error={e(errors.gender)}>
          <Select
            name={`gender-${n}`}
            placeholder={t('flights.traveller.select', 'Select')}
            options={genders}
            value={row.gender}
            onChange={(e) => onField('gender', e.target.value)}
          />
        </Field>
        <Field
          label={t('flights.traveller.firstName', 'First name')}
          required
          error={e(errors.firstName)}
          hint={t('flights.traveller.asPassport', 'As in the passport')}
        >
          <Input
            name={`firstName-${n}`}
            autoComplete="off"
            value={row.firstName}
            onChange={(e) => onField('firstName', e.target.value)}
          />
        </Field>
        <Field label={t('flights.traveller.lastName', 'Last name')} required error={e(errors.lastName)}>
          <Input
            name={`lastName-${n}`}
            autoComplete="off"
            value={row.lastName}
            onChange={(e) => onField('lastName', e.target.value)}
          />
        </Field>
        <Field label={t('flights.traveller.type', 'Passenger type')}>
          <Input name={`passengerType-${n}`} value={type} readOnly className="bg-slate-50 text-slate-600" />
        </Field>
        <Field
          label={t('flights.traveller.nationality', 'Nationality')}
          required
          error={e(errors.nationality)}
        >
          <NationalityCodeSelect
            name={`nationality-${n}`}
            value={row.nationality}
            onChange={(e) => onField('nationality', e.target.value)}
          />
        </Field>
        <Field
          label={t('flights.traveller.passport', 'Passport number')}
          required
          error={e(errors.passportNumber)}
        >
          <Input
            name={`passportNumber-${n}`}
            autoComplete="off"
            value={row.passportNumber}
            onChange={(e) => onField('passportNumber', e.target.value.toUpperCase())}
          />
        </Field>
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-4">
          <DatePartsSelect
            legend={t('flights.traveller.birthDate', 'Date of birth')}
            name={`birthDate-${n}`}
            value={row.birthDate}
            years={birthYears}
            onChange={(part, value) => onDatePart('birthDate', part, value)}
            error={e(errors.birthDate)}
          />
          <DatePartsSelect
            legend={t('flights.traveller.expiry', 'Passport expiry')}
            name={`passportExpiry-${n}`}
            value={row.passportExpiry}
            years={expiryYears}
            onChange={(part, value) => onDatePart('passportExpiry', part, value)}
            error={e(errors.passportExpiry)}
          />
        </div>
      </div>
    </fieldset>
  );
}
