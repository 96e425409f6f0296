import { useMemo } from 'react';
import type { FlightCommonDetails } from '@portal/domain';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useCountriesQuery } from '../../../lib/shell-api';

interface Props {
  value: FlightCommonDetails;
  errors: Partial<Record<keyof FlightCommonDetails, string>>;
  onChange: (field: keyof FlightCommonDetails, value: string) => void;
}

/** Spec section 3 commonDetails: the contact the airline gets (phone code, e-mail, contact number). */
export function CommonDetails({ value, errors, onChange }: Props) {
  const countries = useCountriesQuery();
  const codes = useMemo(() => {
    const seen = new Set<string>();
    return (countries.data ?? [])
      .filter((c) => c.phonecode)
      .map((c) => {
        const code = c.phonecode.startsWith('+') ? c.phonecode : `+${c.phonecode}`;
        return { value: code, label: `${code} ${c.countryName}` };
      })
      .filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)))
      .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  }, [countries.data]);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[14rem_1fr_1fr]">
      <legend className="mb-2 text-base font-semibold text-slate-900">Contact details</legend>
      <Field label="Phone code" required error={errors.phoneCode}>
        <Select
          name="phoneCode"
          placeholder={countries.isLoading ? 'Loading...' : 'Select'}
          options={codes}
          value={value.phoneCode}
          onChange={(e) => onChange('phoneCode', e.target.value)}
        />
      </Field>
      <Field label="Contact number" required error={errors.contactNo}>
        <Input
          name="contactNo"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="50 123 4567"
          value={value.contactNo}
          onChange={(e) => onChange('contactNo', e.target.value)}
        />
      </Field>
      <Field label="E-mail" required error={errors.email} hint="The e-ticket is sent here.">
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(e) => onChange('email', e.target.value)}
        />
      </Field>
    </fieldset>
  );
}
