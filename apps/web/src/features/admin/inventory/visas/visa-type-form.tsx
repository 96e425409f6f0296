import { useState, type FormEvent } from 'react';
import type { AdminVisaType } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { useSaveVisaTypeMutation } from './visas.api';

/** A visa type's content: processing time, validity, documents required, active (saved against its version). */
export function VisaTypeForm({ type }: { type: AdminVisaType }) {
  const [name, setName] = useState(type.name);
  const [processingTime, setProcessingTime] = useState(String(type.processingTime));
  const [processingTimeFormat, setProcessingFormat] = useState(type.processingTimeFormat);
  const [validity, setValidity] = useState(String(type.validity));
  const [validityTimeFormat, setValidityFormat] = useState(type.validityTimeFormat);
  const [documents, setDocuments] = useState(type.documents.join('\n'));
  const [isActive, setIsActive] = useState(type.isActive);
  const [save, state] = useSaveVisaTypeMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      id: type._id,
      name,
      processingTime: Number(processingTime) || 0,
      processingTimeFormat,
      validity: Number(validity) || 0,
      validityTimeFormat,
      documents: documents
        .split('\n')
        .map((d) => d.trim())
        .filter(Boolean),
      isActive,
      version: type.version,
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={`Visa type ${type.name}`} noValidate>
      <Field label="Name" required error={errors.name?.[0]}>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex gap-2">
          <Field label="Processing time" required error={errors.processingTime?.[0]} className="flex-1">
            <Input
              inputMode="numeric"
              value={processingTime}
              onChange={(e) => setProcessingTime(e.target.value)}
            />
          </Field>
          <Field label="Unit" className="w-28">
            <Select
              value={processingTimeFormat}
              onChange={(e) => setProcessingFormat(e.target.value as typeof processingTimeFormat)}
              options={[
                { value: 'hours', label: 'hours' },
                { value: 'days', label: 'days' },
              ]}
            />
          </Field>
        </div>
        <div className="flex gap-2">
          <Field label="Validity" required error={errors.validity?.[0]} className="flex-1">
            <Input inputMode="numeric" value={validity} onChange={(e) => setValidity(e.target.value)} />
          </Field>
          <Field label="Unit" className="w-28">
            <Select
              value={validityTimeFormat}
              onChange={(e) => setValidityFormat(e.target.value as typeof validityTimeFormat)}
              options={[
                { value: 'days', label: 'days' },
                { value: 'years', label: 'years' },
              ]}
            />
          </Field>
        </div>
      </div>
      <Field label="Documents required" hint="One per line" required error={errors.documents?.[0]}>
        <Textarea rows={4} value={documents} onChange={(e) => setDocuments(e.target.value)} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={isActive}
          onChange={(e) => setIsActive(e.target.checked)}
          className="size-4"
        />
        Active (offered to agents)
      </label>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          Saved
        </p>
      )}
      <Button type="submit" loading={state.isLoading}>
        Save visa type
      </Button>
    </form>
  );
}
