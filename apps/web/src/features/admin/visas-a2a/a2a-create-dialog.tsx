import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea, type InputType } from '../../../components/ui/input';
import { DateInput } from '../../../components/date-input';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { EMPTY_TICKET_FORM, fieldOf, ticketBodyOf, type TicketForm } from './forms';
import { useCreateA2aTicketMutation } from './visas-a2a.api';

/**
 * A new seat block, as the command line's a2a:ticket-create makes it (same service). `initial` fills
 * fields in advance (the seat grid's sector and day); `onCreated` runs after the block is stored.
 */
export function CreateTicketDialog({
  onClose,
  initial,
  onCreated,
}: {
  onClose: () => void;
  initial?: Partial<TicketForm>;
  onCreated?: () => void;
}) {
  const toast = useToast();
  const [create, state] = useCreateA2aTicketMutation();
  const [form, setForm] = useState<TicketForm>({ ...EMPTY_TICKET_FORM, ...initial });
  const [withReturn, setWithReturn] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof TicketForm, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const field = (
    name: keyof TicketForm,
    label: string,
    input: {
      type?: InputType;
      placeholder?: string;
      hint?: ReactNode;
      required?: boolean;
      inputMode?: 'numeric' | 'decimal';
    } = {},
  ) => (
    <Field label={label} required={input.required ?? true} error={errors[name]} hint={input.hint}>
      <Input
        name={name}
        type={input.type ?? 'text'}
        inputMode={input.inputMode}
        placeholder={input.placeholder}
        value={form[name]}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      />
    </Field>
  );

  /** A date field: DD/MM/YYYY typed or picked (the form keeps yyyy-mm-dd, as the API takes it). */
  const dateField = (name: 'date' | 'returnDate', label: string) => (
    <Field label={label} required error={errors[name]}>
      <DateInput
        label={label}
        name={name}
        compact
        value={form[name]}
        onChange={(date) => setForm((f) => ({ ...f, [name]: date }))}
      />
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const checked = ticketBodyOf(form, withReturn);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result = await create(checked.body);
    if (result.error) {
      const mapped: Partial<Record<keyof TicketForm, string>> = {};
      for (const [path, messages] of Object.entries(fieldErrors(result.error))) {
        const key = fieldOf(path);
        if (key && messages[0]) mapped[key] = messages[0];
      }
      setErrors(mapped);
      setServerError(errorMessage(result.error));
      return;
    }
    toast.success(
      'Ticket created',
      `${result.data.sector} ${result.data.flight} on ${result.data.onwardDate}: ${result.data.totalSeats} seats for sale.`,
    );
    onCreated?.();
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !state.isLoading && onClose()}
      title="New A2A ticket"
      description="A block of seats agents can book. Amounts in AED."
      className="sm:max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={state.isLoading}>
            Cancel
          </Button>
          <Button type="submit" form="a2a-create-form" loading={state.isLoading}>
            Create ticket
          </Button>
        </>
      }
    >
      <form id="a2a-create-form" noValidate onSubmit={(e) => void submit(e)} className="space-y-5 pb-4">
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Route and onward flight</legend>
          {field('airportFrom', 'From (airport)', { placeholder: 'DXB' })}
          {field('airportTo', 'To (airport)', { placeholder: 'COK' })}
          {field('airline', 'Airline', { placeholder: 'Air India Express' })}
          {field('airlineCode', 'Airline code', { placeholder: 'IX' })}
          {field('flightNo', 'Flight number', { placeholder: 'IX 434' })}
          {dateField('date', 'Date')}
          {field('departureTime', 'Departs', { type: 'time' })}
          {field('arrivalTime', 'Arrives', { type: 'time' })}
          {field('durationMinutes', 'Duration (minutes)', { inputMode: 'numeric', placeholder: '250' })}
        </fieldset>
        <div>
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={withReturn}
              onChange={(e) => setWithReturn(e.target.checked)}
            />
            Return flight (same airline)
          </label>
        </div>
        {withReturn && (
          <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Return flight</legend>
            {field('returnFlightNo', 'Return flight number', { placeholder: 'IX 435' })}
            {dateField('returnDate', 'Return date')}
            {field('returnDepartureTime', 'Return departs', { type: 'time' })}
            {field('returnArrivalTime', 'Return arrives', { type: 'time' })}
            {field('returnDurationMinutes', 'Return duration (minutes)', { inputMode: 'numeric' })}
          </fieldset>
        )}
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Seats and prices</legend>
          {field('seats', 'Seats', { inputMode: 'numeric', placeholder: '30' })}
          {field('price', 'Seat price (AED)', { inputMode: 'decimal', placeholder: '890.00' })}
          {field('infantPrice', 'Infant price (AED)', { inputMode: 'decimal' })}
          {field('infantLimit', 'Infants at most', { inputMode: 'numeric' })}
          {field('pnrNo', 'Airline PNR', { placeholder: 'AB12CD' })}
          {field('deadlineHours', 'Deadline (hours before)', { inputMode: 'numeric' })}
          {field('cancellationFee', 'Cancellation fee (AED)', { inputMode: 'decimal' })}
          {field('baggage', 'Baggage')}
          {field('handBaggage', 'Hand baggage')}
        </fieldset>
        <Field label="Terms" error={errors.terms} hint="Shown to agents (optional).">
          <Textarea
            name="terms"
            rows={2}
            maxLength={4000}
            value={form.terms}
            onChange={(e) => setForm((f) => ({ ...f, terms: e.target.value }))}
          />
        </Field>
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {serverError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
