import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { splitServerErrors } from '../../../lib/server-errors';
import {
  SUB_AGENT_FIELDS,
  subAgentForm,
  type SubAgentFormInput,
  type SubAgentFormOutput,
} from '../lib/sub-agent-form';
import { CountrySelect } from '../../../components/country-select';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export interface SubAgentFormProps {
  defaultValues: SubAgentFormInput;
  /** Adding says where the sign-in details go. */
  mode: 'add' | 'edit';
  submitLabel: string;
  /** Resolves with the failed call's error (its field errors land under the inputs), or null. */
  onSave: (values: SubAgentFormOutput) => Promise<unknown>;
  /** Buttons next to the submit button (e.g. Cancel). */
  secondary?: ReactNode;
}

/** The agency fields of sign-up without a password, validated with the contract's schema. */
export function SubAgentForm({ defaultValues, mode, submitLabel, onSave, secondary }: SubAgentFormProps) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SubAgentFormInput, unknown, SubAgentFormOutput>({
    resolver: zodResolver(subAgentForm),
    defaultValues,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    const error = await onSave(values);
    if (!error) return;
    const { byField, general } = splitServerErrors(error, SUB_AGENT_FIELDS);
    let focused = false;
    for (const field of SUB_AGENT_FIELDS) {
      const message = byField[field];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    setGeneralError(general);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      <FormSection title="Company">
        <Field label="Company name" required error={errors.companyName?.message} className="sm:col-span-2">
          <Input autoComplete="off" {...register('companyName')} />
        </Field>
        <Field label="Address" required error={errors.address?.message} className="sm:col-span-2">
          <Textarea rows={2} autoComplete="off" {...register('address')} />
        </Field>
        <Field label="Country" required error={errors.country?.message}>
          <CountrySelect {...register('country')} />
        </Field>
        <Field label="City" required error={errors.city?.message}>
          <Input autoComplete="off" {...register('city')} />
        </Field>
        <Field label="Zip code" error={errors.zipCode?.message}>
          <Input autoComplete="off" {...register('zipCode')} />
        </Field>
        <Field label="Website" error={errors.website?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            {...register('website')}
          />
        </Field>
        <Field
          label="TRN (tax registration number)"
          error={errors.trnNumber?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete="off" {...register('trnNumber')} />
        </Field>
      </FormSection>

      <FormSection title="Contact person">
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="Designation" required error={errors.designation?.message}>
          <Input autoComplete="off" {...register('designation')} />
        </Field>
        <Field
          label="E-mail"
          required
          error={errors.email?.message}
          hint={mode === 'add' ? 'The sign-in details are sent to this address.' : undefined}
          className="sm:col-span-2"
        >
          <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Phone number" required error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="off" placeholder="+971 50 123 4567" {...register('phoneNumber')} />
        </Field>
        <Field label="WhatsApp number" required error={errors.whatsappNumber?.message}>
          <Input
            type="tel"
            autoComplete="off"
            placeholder="+971 50 123 4567"
            {...register('whatsappNumber')}
          />
        </Field>
        <Field label="Telephone (landline)" error={errors.telephoneNumber?.message}>
          <Input type="tel" autoComplete="off" {...register('telephoneNumber')} />
        </Field>
      </FormSection>

      {generalError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {generalError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" size="lg" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
