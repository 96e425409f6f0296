import { useMemo } from 'react';
import type { FlightCommonDetails } from '@portal/domain';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useCountriesQuery } from '../../../lib/shell-api';
import { useT } from '../../../lib/i18n';
import { bookingMessage } from '../lib/labels';

interface Props {
  value: FlightCommonDetails;
  errors: Partial<Record<keyof FlightCommonDetails, string>>;
  onChange: (field: keyof FlightCommonDetails, value: string) => void;
}

/** Spec section 3 commonDetails: the contact the airline gets (phone code, e-mail, contact number). */
export function CommonDetails({ value, errors, onChange }: Props) {
  const t = useT();
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
      <legend className="mb-2 text-base font-semibold text-slate-900">
        {t('flights.contact.title', 'Contact details')}
      </legend>
      <Field
        label={t('flights.contact.phoneCode', 'Phone code')}
        required
        error={bookingMessage(t, errors.phoneCode)}
      >
        <Select
          name="phoneCode"
          placeholder={
            countries.isLoading
              ? t('flights.contact.loading', 'Loading...')
              : t('flights.traveller.select', 'Select')
          }
          options={codes}
          value={value.phoneCode}
          onChange={(e) => onChange('phoneCode', e.target.value)}
        />
      </Field>
      <Field
        label={t('flights.contact.number', 'Contact number')}
        required
        error={bookingMessage(t, errors.contactNo)}
      >
        <Input
          name="contactNo"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="50 123 4567"
          dir="ltr"
          value={value.contactNo}
          onChange={(e) => onChange('contactNo', e.target.value)}
        />
      </Field>
      <Field
        label={t('flights.contact.email', 'E-mail')}
        required
        error={bookingMessage(t, errors.email)}
        hint={t('flights.contact.emailHint', 'The e-ticket is sent here.')}
      >
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
