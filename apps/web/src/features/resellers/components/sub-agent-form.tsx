import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { AgencyFields } from '../../../components/agency-fields';
import { splitServerErrors } from '../../../lib/server-errors';
import {
  SUB_AGENT_FIELDS,
  subAgentForm,
  type SubAgentFormInput,
  type SubAgentFormOutput,
} from '../lib/sub-agent-form';
import { useT } from '../../../lib/i18n';

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
  const t = useT();
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
      <AgencyFields
        register={register}
        errors={errors}
        autofill={false}
        emailHint={
          mode === 'add'
            ? t('resellers.theSignInDetails', 'The sign-in details are sent to this address.')
            : undefined
        }
      />

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
