import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { registerSubAgentBody } from '@portal/contracts';
import { formError } from '../lib/form-errors';
import { useT } from '../lib/i18n';
import { CountrySelect } from './country-select';
import { Field } from './ui/field';
import { Input, Textarea } from './ui/input';

type AgencyFormInput = z.input<typeof registerSubAgentBody>;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export interface AgencyFieldsProps {
  register: UseFormRegister<AgencyFormInput>;
  errors: FieldErrors<AgencyFormInput>;
  /**
   * The agent's own details (sign-up): the browser may fill them in. For a sub-agent's details
   * autofill is off, or the reseller's own address book would land in the sub-agent's record.
   */
  autofill: boolean;
  emailHint?: string | undefined;
}

/** The agency fields of sign-up and of the sub-agent forms: the company and its contact person. */
export function AgencyFields({ register, errors, autofill, emailHint }: AgencyFieldsProps) {
  const t = useT();
  const auto = (token?: string) => (autofill ? token : 'off');
  return (
    <>
      <FormSection title={t('agency.company', 'Company')}>
        <Field
          label={t('agency.companyName', 'Company name')}
          required
          error={formError(errors.companyName?.message)}
          className="sm:col-span-2"
        >
          <Input autoComplete={auto('organization')} {...register('companyName')} />
        </Field>
        <Field
          label={t('agency.address', 'Address')}
          required
          error={formError(errors.address?.message)}
          className="sm:col-span-2"
        >
          <Textarea rows={2} autoComplete={auto('street-address')} {...register('address')} />
        </Field>
        <Field label={t('agency.country', 'Country')} required error={formError(errors.country?.message)}>
          <CountrySelect autoComplete={autofill ? 'country' : undefined} {...register('country')} />
        </Field>
        <Field label={t('agency.city', 'City')} required error={formError(errors.city?.message)}>
          <Input autoComplete={auto('address-level2')} {...register('city')} />
        </Field>
        <Field label={t('agency.zipCode', 'Zip code')} error={formError(errors.zipCode?.message)}>
          <Input autoComplete={auto('postal-code')} {...register('zipCode')} />
        </Field>
        <Field label={t('agency.website', 'Website')} error={formError(errors.website?.message)}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete={auto('url')}
            {...register('website')}
          />
        </Field>
        <Field
          label={t('agency.trn', 'TRN (tax registration number)')}
          error={formError(errors.trnNumber?.message)}
          className="sm:col-span-2"
        >
          <Input autoComplete={auto()} {...register('trnNumber')} />
        </Field>
      </FormSection>

      <FormSection title={t('agency.contactPerson', 'Contact person')}>
        <Field label={t('agency.name', 'Name')} required error={formError(errors.name?.message)}>
          <Input autoComplete={auto('name')} {...register('name')} />
        </Field>
        <Field
          label={t('agency.designation', 'Designation')}
          required
          error={formError(errors.designation?.message)}
        >
          <Input autoComplete={auto('organization-title')} {...register('designation')} />
        </Field>
        <Field
          label={t('login.email', 'E-mail')}
          required
          error={formError(errors.email?.message)}
          hint={emailHint}
          className="sm:col-span-2"
        >
          <Input type="email" inputMode="email" autoComplete={auto('email')} {...register('email')} />
        </Field>
        <Field
          label={t('agency.phone', 'Phone number')}
          required
          error={formError(errors.phoneNumber?.message)}
        >
          <Input
            type="tel"
            autoComplete={auto('tel')}
            placeholder="+971 50 123 4567"
            {...register('phoneNumber')}
          />
        </Field>
        <Field
          label={t('agency.whatsapp', 'WhatsApp number')}
          required
          error={formError(errors.whatsappNumber?.message)}
        >
          <Input
            type="tel"
            autoComplete={auto()}
            placeholder="+971 50 123 4567"
            {...register('whatsappNumber')}
          />
        </Field>
        <Field
          label={t('agency.telephone', 'Telephone (landline)')}
          error={formError(errors.telephoneNumber?.message)}
        >
          <Input type="tel" autoComplete={auto()} {...register('telephoneNumber')} />
        </Field>
      </FormSection>
    </>
  );
}
