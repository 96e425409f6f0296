import {
  PASSENGER_TYPE_LABELS,
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

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

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
  const n = index + 1;
  const type = PASSENGER_TYPE_LABELS[row.passengerType];
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" data-testid="flight-traveller">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {type} {ordinal}
        {row.passengerType === 'INF' && (
          <span className="ms-1 font-normal text-slate-500">(on an adult's lap, no seat)</span>
        )}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Gender" required error={errors.gender}>
          <Select
            name={`gender-${n}`}
            placeholder="Select"
            options={genders}
            value={row.gender}
            onChange={(e) => onField('gender', e.target.value)}
          />
        </Field>
        <Field label="First name" required error={errors.firstName} hint="As in the passport">
          <Input
            name={`firstName-${n}`}
            autoComplete="off"
            value={row.firstName}
            onChange={(e) => onField('firstName', e.target.value)}
          />
        </Field>
        <Field label="Last name" required error={errors.lastName}>
          <Input
            name={`lastName-${n}`}
            autoComplete="off"
            value={row.lastName}
            onChange={(e) => onField('lastName', e.target.value)}
          />
        </Field>
        <Field label="Passenger type">
          <Input name={`passengerType-${n}`} value={type} readOnly className="bg-slate-50 text-slate-600" />
        </Field>
        <Field label="Nationality" required error={errors.nationality}>
          <NationalityCodeSelect
            name={`nationality-${n}`}
            value={row.nationality}
            onChange={(e) => onField('nationality', e.target.value)}
          />
        </Field>
        <Field label="Passport number" required error={errors.passportNumber}>
          <Input
            name={`passportNumber-${n}`}
            autoComplete="off"
            value={row.passportNumber}
            onChange={(e) => onField('passportNumber', e.target.value.toUpperCase())}
          />
        </Field>
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-4">
          <DatePartsSelect
            legend="Date of birth"
            name={`birthDate-${n}`}
            value={row.birthDate}
            years={birthYears}
            onChange={(part, value) => onDatePart('birthDate', part, value)}
            error={errors.birthDate}
          />
          <DatePartsSelect
            legend="Passport expiry"
            name={`passportExpiry-${n}`}
            value={row.passportExpiry}
            years={expiryYears}
            onChange={(part, value) => onDatePart('passportExpiry', part, value)}
            error={errors.passportExpiry}
          />
        </div>
      </div>
    </fieldset>
  );
}
