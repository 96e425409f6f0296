import type { UseFormReturn } from 'react-hook-form';
import { BedDouble } from 'lucide-react';
import { CHILD_AGE_OPTIONS } from '@portal/domain';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n';
import {
  TITLE_GENDER,
  titleLabel,
  titlesFor,
  type ApplyFormInput,
  type ApplyFormValues,
  type GuestTitle,
} from '../lib/apply-form';

type Form = UseFormReturn<ApplyFormInput, unknown, ApplyFormValues>;

/**
 * Guests per room: title, first and last name, gender, type, and the age of each child (that of the
 * search). Every guest when the hotel requires it, otherwise a lead guest per room. Names are typed in
 * the script the guest uses (Arabic or Latin letters): the hotel inventory takes either.
 */
export function GuestFields({ form, allGuestsRequired }: { form: Form; allGuestsRequired: boolean }) {
  const rooms = form.watch('rooms');
  const errors = form.formState.errors.rooms;
  const t = useT();
  const genderOptions = [
    { value: 'male', label: t('guests.male', 'Male') },
    { value: 'female', label: t('guests.female', 'Female') },
  ];
  const ageOptions = CHILD_AGE_OPTIONS.map((o) => ({
    value: String(o.value),
    label: o.value === 0 ? t('guests.underOneShort', '<1') : o.label,
  }));
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t('guests.title', 'Guests')}</h2>
        <p className="text-sm text-slate-500">
          {allGuestsRequired
            ? t('guests.everyGuest', 'This hotel needs the name of every guest, as in their passport.')
            : t('guests.leadGuest', 'The lead guest of each room, as in their passport.')}{' '}
          {t('guests.script', 'Arabic or Latin letters.')}
        </p>
      </div>
      {rooms.map((room, r) => (
        <fieldset key={r} className="rounded-xl border border-slate-200 p-3 sm:p-4" data-testid="guest-room">
          <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold text-slate-800">
            <BedDouble className="size-4 text-brand-700" aria-hidden="true" />{' '}
            {t('guests.room', 'Room {n}', { n: r + 1 })}
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
              const label =
                guest.type === 'child'
                  ? t('guests.child', 'Child')
                  : g === 0
                    ? t('guests.lead', 'Lead guest')
                    : t('guests.adult', 'Adult');
              const who = { room: r + 1, guest: g + 1 };
              const titleField = form.register(`${path}.title`);
              return (
                <div key={g} className="space-y-2" data-testid="guest-row">
                  <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                    {label}
                    {guest.type === 'child' && guest.age !== null
                      ? ` · ${
                          guest.age === 0
                            ? t('guests.ageUnderOne', 'age under 1')
                            : t('guests.age', 'age {age}', { age: guest.age })
                        }`
                      : ''}
                  </p>
                  <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[7rem_minmax(0,1fr)_minmax(0,1fr)_8rem_6rem]">
                    <Field label={t('guests.titleLabel', 'Title')} required error={e?.title?.message}>
                      <Select
                        aria-label={t('guests.titleOf', 'Room {room} guest {guest} title', who)}
                        placeholder={t('guests.titleLabel', 'Title')}
                        options={titlesFor(guest.type).map((title) => ({
                          value: title,
                          label: titleLabel(title),
                        }))}
                        {...titleField}
                        onChange={(event) => {
                          void titleField.onChange(event);
                          const title = event.target.value as GuestTitle;
                          if (title in TITLE_GENDER) {
                            // After a first send, the gender's "Choose a gender" goes once the title sets it.
                            form.setValue(`${path}.gender`, TITLE_GENDER[title], {
                              shouldValidate: form.formState.isSubmitted,
                            });
                          }
                        }}
                      />
                    </Field>
                    <Field label={t('guests.firstName', 'First name')} required error={e?.firstName?.message}>
                      <Input
                        aria-label={t('guests.firstNameOf', 'Room {room} guest {guest} first name', who)}
                        autoComplete="off"
                        {...form.register(`${path}.firstName`)}
                      />
                    </Field>
                    <Field label={t('guests.lastName', 'Last name')} required error={e?.lastName?.message}>
                      <Input
                        aria-label={t('guests.lastNameOf', 'Room {room} guest {guest} last name', who)}
                        autoComplete="off"
                        {...form.register(`${path}.lastName`)}
                      />
                    </Field>
                    <Field label={t('guests.gender', 'Gender')} required error={e?.gender?.message}>
                      <Select
                        aria-label={t('guests.genderOf', 'Room {room} guest {guest} gender', who)}
                        placeholder={t('guests.gender', 'Gender')}
                        options={genderOptions}
                        {...form.register(`${path}.gender`)}
                      />
                    </Field>
                    {guest.type === 'child' ? (
                      <Field label={t('guests.ageLabel', 'Age')} required error={e?.age?.message}>
                        <Select
                          aria-label={t('guests.ageOf', 'Room {room} guest {guest} age', who)}
                          options={ageOptions}
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
