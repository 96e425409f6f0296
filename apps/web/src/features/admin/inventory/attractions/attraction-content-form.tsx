import { useState, type FormEvent } from 'react';
import type { AdminAttraction, AdminAttractionsAnswer } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { useSaveAttractionMutation } from './attractions.api';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
type Choices = Pick<AdminAttractionsAnswer, 'categories' | 'destinations'>;

/** An attraction's content, operating days, booking type and cancellation policy, saved against its version. */
export function AttractionContentForm({
  attraction,
  choices,
}: {
  attraction: AdminAttraction;
  choices: Choices;
}) {
  const [form, setForm] = useState({
    title: attraction.title,
    description: attraction.description,
    categoryId: attraction.categoryId,
    destinationId: attraction.destinationId,
    bookingType: attraction.bookingType,
    durationText: attraction.durationText,
    openingTime: attraction.openingTime ?? '',
    closingTime: attraction.closingTime ?? '',
    cancellationType: attraction.cancellationType,
    cancelBeforeHours: String(attraction.cancelBeforeHours),
    cancellationFeeType: attraction.cancellationFeeType ?? 'percentage',
    cancellationFee: attraction.cancellationFee === null ? '' : String(attraction.cancellationFee),
    isActive: attraction.isActive,
  });
  const [days, setDays] = useState<number[]>(attraction.availableWeekdays);
  const [save, state] = useSaveAttractionMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const fee = form.cancellationType === 'fee';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      id: attraction._id,
      ...form,
      availableWeekdays: days,
      openingTime: form.openingTime.trim() || null,
      closingTime: form.closingTime.trim() || null,
      cancelBeforeHours: Number(form.cancelBeforeHours) || 0,
      cancellationFeeType: fee ? form.cancellationFeeType : null,
      cancellationFee: fee && form.cancellationFee.trim() !== '' ? Number(form.cancellationFee) : null,
      version: attraction.version,
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={`Content of ${attraction.title}`} noValidate>
      <Field label="Name" required error={errors.title?.[0]}>
        <Input value={form.title} onChange={(e) => set('title', e.target.value)} />
      </Field>
      <Field label="Description" error={errors.description?.[0]}>
        <Textarea rows={4} value={form.description} onChange={(e) => set('description', e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.categoryId?.[0]}>
          <Select
            value={form.categoryId}
            onChange={(e) => set('categoryId', e.target.value)}
            options={choices.categories.map((c) => ({ value: c._id, label: c.name }))}
          />
        </Field>
        <Field label="Destination" required error={errors.destinationId?.[0]}>
          <Select
            value={form.destinationId}
            onChange={(e) => set('destinationId', e.target.value)}
            options={choices.destinations.map((d) => ({ value: d._id, label: d.name }))}
          />
        </Field>
        <Field label="Booking type" required>
          <Select
            value={form.bookingType}
            onChange={(e) => set('bookingType', e.target.value as typeof form.bookingType)}
            options={[
              { value: 'ticket', label: 'Ticket (issued from stock)' },
              { value: 'booking', label: 'Booking (confirmed by the company)' },
            ]}
          />
        </Field>
        <Field
          label="Duration and times"
          hint="e.g. 09:00-17:00, about 3 hours"
          error={errors.durationText?.[0]}
        >
          <Input value={form.durationText} onChange={(e) => set('durationText', e.target.value)} />
        </Field>
        <Field label="Opens at" hint="HH:mm, Dubai time; empty if not given" error={errors.openingTime?.[0]}>
          <Input type="time" value={form.openingTime} onChange={(e) => set('openingTime', e.target.value)} />
        </Field>
        <Field label="Closes at" error={errors.closingTime?.[0]}>
          <Input type="time" value={form.closingTime} onChange={(e) => set('closingTime', e.target.value)} />
        </Field>
      </div>
      <fieldset aria-describedby={errors.availableWeekdays ? 'weekdays-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700">Operating days</legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {DAYS.map((name, day) => (
            <label key={name} className="flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4"
                checked={days.includes(day)}
                onChange={(e) =>
                  setDays((d) => (e.target.checked ? [...d, day].sort() : d.filter((x) => x !== day)))
                }
              />
              {name}
            </label>
          ))}
        </div>
        {errors.availableWeekdays && (
          <p id="weekdays-error" className="mt-1 text-sm text-red-700">
            {errors.availableWeekdays[0]}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Cancellation" required>
          <Select
            value={form.cancellationType}
            onChange={(e) => set('cancellationType', e.target.value as typeof form.cancellationType)}
            options={[
              { value: 'non-refundable', label: 'Non-refundable' },
              { value: 'free', label: 'Free until some hours before' },
              { value: 'fee', label: 'With a fee until some hours before' },
            ]}
          />
        </Field>
        {form.cancellationType !== 'non-refundable' && (
          <Field label="Hours before the start" required error={errors.cancelBeforeHours?.[0]}>
            <Input
              inputMode="numeric"
              value={form.cancelBeforeHours}
              onChange={(e) => set('cancelBeforeHours', e.target.value)}
            />
          </Field>
        )}
        {fee && (
          <>
            <Field label="Fee type" required error={errors.cancellationFeeType?.[0]}>
              <Select
                value={form.cancellationFeeType}
                onChange={(e) => set('cancellationFeeType', e.target.value as 'flat' | 'percentage')}
                options={[
                  { value: 'percentage', label: 'Percentage of the line' },
                  { value: 'flat', label: 'Flat, in fils per line' },
                ]}
              />
            </Field>
            <Field label="Fee" required error={errors.cancellationFee?.[0]}>
              <Input
                inputMode="decimal"
                value={form.cancellationFee}
                onChange={(e) => set('cancellationFee', e.target.value)}
              />
            </Field>
          </>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.isActive}
          onChange={(e) => set('isActive', e.target.checked)}
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
        Save attraction
      </Button>
    </form>
  );
}
