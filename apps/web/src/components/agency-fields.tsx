import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { registerSubAgentBody } from '@portal/contracts';
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
  const auto = (token?: string) => (autofill ? token : 'off');
  return (
    <>
      <FormSection title="Company">
        <Field label="Company name" required error={errors.companyName?.message} className="sm:col-span-2">
          <Input autoComplete={auto('organization')} {...register('companyName')} />
        </Field>
        <Field label="Address" required error={errors.address?.message} className="sm:col-span-2">
          <Textarea rows={2} autoComplete={auto('street-address')} {...register('address')} />
        </Field>
        <Field label="Country" required error={errors.country?.message}>
          <CountrySelect autoComplete={autofill ? 'country' : undefined} {...register('country')} />
        </Field>
        <Field label="City" required error={errors.city?.message}>
          <Input autoComplete={auto('address-level2')} {...register('city')} />
        </Field>
        <Field label="Zip code" error={errors.zipCode?.message}>
          <Input autoComplete={auto('postal-code')} {...register('zipCode')} />
        </Field>
        <Field label="Website" error={errors.website?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete={auto('url')}
            {...register('website')}
          />
        </Field>
        <Field
          label="TRN (tax registration number)"
          error={errors.trnNumber?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete={auto()} {...register('trnNumber')} />
        </Field>
      </FormSection>

      <FormSection title="Contact person">
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete={auto('name')} {...register('name')} />
        </Field>
        <Field label="Designation" required error={errors.designation?.message}>
          <Input autoComplete={auto('organization-title')} {...register('designation')} />
        </Field>
        <Field
          label="E-mail"
          required
          error={errors.email?.message}
          hint={emailHint}
          className="sm:col-span-2"
        >
          <Input type="email" inputMode="email" autoComplete={auto('email')} {...register('email')} />
        </Field>
        <Field label="Phone number" required error={errors.phoneNumber?.message}>
          <Input
            type="tel"
            autoComplete={auto('tel')}
            placeholder="+971 50 123 4567"
            {...register('phoneNumber')}
          />
        </Field>
        <Field label="WhatsApp number" required error={errors.whatsappNumber?.message}>
          <Input
            type="tel"
            autoComplete={auto()}
            placeholder="+971 50 123 4567"
            {...register('whatsappNumber')}
          />
        </Field>
        <Field label="Telephone (landline)" error={errors.telephoneNumber?.message}>
          <Input type="tel" autoComplete={auto()} {...register('telephoneNumber')} />
        </Field>
      </FormSection>
    </>
  );
}
