import type { UseFormReturn } from 'react-hook-form';
import { BedDouble } from 'lucide-react';
import { CHILD_AGE_OPTIONS } from '@portal/domain';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import {
  TITLE_GENDER,
  TITLE_LABELS,
  titlesFor,
  type ApplyFormInput,
  type ApplyFormValues,
  type GuestTitle,
} from '../lib/apply-form';

type Form = UseFormReturn<ApplyFormInput, unknown, ApplyFormValues>;

const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];
const AGE_OPTIONS = CHILD_AGE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));

/**
 * Guests per room: title, first and last name, gender, type, and the age of each child (that of the
 * search). Every guest when the hotel requires it, otherwise a lead guest per room.
 */
export function GuestFields({ form, allGuestsRequired }: { form: Form; allGuestsRequired: boolean }) {
  const rooms = form.watch('rooms');
  const errors = form.formState.errors.rooms;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-base font-semibold text-slate-900">Guests</h2>
        <p className="text-sm text-slate-500">
          {allGuestsRequired
            ? 'This hotel needs the name of every guest, as in their passport.'
            : 'The lead guest of each room, as in their passport.'}
        </p>
      </div>
      {rooms.map((room, r) => (
        <fieldset key={r} className="rounded-xl border border-slate-200 p-3 sm:p-4" data-testid="guest-room">
          <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold text-slate-800">
            <BedDouble className="size-4 text-brand-700" aria-hidden="true" /> Room {r + 1}
          </legend>
          {errors?.[r]?.guests?.message && (
            <p role="alert" className="mb-2 text-xs font-medium text-red-600">
              {errors[r].guests.message}
            </p>
          )}
          <div className="space-y-4">
            {room.guests.map((guest, g) => {
              const path = `rooms.${r}.guests.${g}` as const;
              const e = errors?.[r]?.guests?.[g];
              const label = guest.type === 'child' ? 'Child' : g === 0 ? 'Lead guest' : 'Adult';
              const titleField = form.register(`${path}.title`);
              return (
                <div key={g} className="space-y-2" data-testid="guest-row">
                  <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                    {label}
                    {guest.type === 'child' && guest.age !== null
                      ? ` · age ${guest.age === 0 ? 'under 1' : guest.age}`
                      : ''}
                  </p>
                  <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[7rem_minmax(0,1fr)_minmax(0,1fr)_8rem_6rem]">
                    <Field label="Title" required error={e?.title?.message}>
                      <Select
                        aria-label={`Room ${r + 1} guest ${g + 1} title`}
                        placeholder="Title"
                        options={titlesFor(guest.type).map((t) => ({ value: t, label: TITLE_LABELS[t] }))}
                        {...titleField}
                        onChange={(event) => {
                          void titleField.onChange(event);
                          const title = event.target.value as GuestTitle;
                          if (title in TITLE_GENDER) {
                            form.setValue(`${path}.gender`, TITLE_GENDER[title], { shouldValidate: false });
                          }
                        }}
                      />
                    </Field>
                    <Field label="First name" required error={e?.firstName?.message}>
                      <Input
                        aria-label={`Room ${r + 1} guest ${g + 1} first name`}
                        autoComplete="off"
                        {...form.register(`${path}.firstName`)}
                      />
                    </Field>
                    <Field label="Last name" required error={e?.lastName?.message}>
                      <Input
                        aria-label={`Room ${r + 1} guest ${g + 1} last name`}
                        autoComplete="off"
                        {...form.register(`${path}.lastName`)}
                      />
                    </Field>
                    <Field label="Gender" required error={e?.gender?.message}>
                      <Select
                        aria-label={`Room ${r + 1} guest ${g + 1} gender`}
                        placeholder="Gender"
                        options={GENDER_OPTIONS}
                        {...form.register(`${path}.gender`)}
                      />
                    </Field>
                    {guest.type === 'child' ? (
                      <Field label="Age" required error={e?.age?.message}>
                        <Select
                          aria-label={`Room ${r + 1} guest ${g + 1} age`}
                          options={AGE_OPTIONS}
                          {...form.register(`${path}.age`, {
                            setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
                          })}
                        />
                      </Field>
                    ) : (
                      <div className="hidden lg:block" aria-hidden="true" />
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
