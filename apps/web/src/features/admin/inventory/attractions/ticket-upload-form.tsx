import { useState, type FormEvent } from 'react';
import type { TicketStockRow } from '@portal/contracts';
import { DateInput } from '../../../../components/date-input';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { useUploadTicketsMutation } from './tickets.api';

/**
 * Loads a batch of e-ticket codes into one activity's stock. A file with any bad row is refused whole:
 * every bad row is listed, so staff fix the file and upload it again.
 */
export function TicketUploadForm({ activities }: { activities: TicketStockRow[] }) {
  const [activityId, setActivityId] = useState('');
  const [validTill, setValidTill] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [upload, state] = useUploadTicketsMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};
  const rows = errors.file ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!activityId) return setMissing('Choose the activity');
    if (!file) return setMissing('Choose the CSV or Excel file');
    setMissing(null);
    void upload({ activityId, file, validTill });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Upload tickets" noValidate>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Activity" required error={errors.activityId?.[0]}>
          <Select
            value={activityId}
            onChange={(e) => setActivityId(e.target.value)}
            placeholder="Choose the activity"
            options={activities.map((a) => ({
              value: a.activityId,
              label: `${a.attractionTitle} - ${a.activityName}`,
            }))}
          />
        </Field>
        <div className="space-y-1.5">
          <label htmlFor="ticket-valid-till" className="block text-sm font-medium text-slate-700">
            Valid till (rows without a date)
          </label>
          <DateInput
            id="ticket-valid-till"
            label="Valid till (rows without a date)"
            value={validTill}
            optional
            onChange={setValidTill}
            invalid={Boolean(errors.validTill)}
            describedBy={errors.validTill ? 'ticket-valid-till-error' : undefined}
          />
          {errors.validTill && (
            <p id="ticket-valid-till-error" className="text-sm text-red-700">
              {errors.validTill[0]}
            </p>
          )}
        </div>
        <Field
          label="Ticket file"
          required
          hint="CSV or Excel: ticket code, type (adult, child, infant or common), valid till (DD/MM/YYYY, optional)"
        >
          <Input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
      </div>
      {missing && (
        <p role="alert" className="text-sm text-red-700">
          {missing}
        </p>
      )}
      {state.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">
            {rows.length > 0
              ? `${rows.length} row${rows.length === 1 ? '' : 's'} refused, nothing was loaded. Fix the file and upload it again:`
              : errorMessage(state.error)}
          </p>
          {rows.length > 0 && (
            <ul className="mt-2 list-disc space-y-0.5 ps-5" aria-label="Refused rows">
              {rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {state.data.message}
        </p>
      )}
      <Button type="submit" loading={state.isLoading}>
        Upload tickets
      </Button>
    </form>
  );
}
