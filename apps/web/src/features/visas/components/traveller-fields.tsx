import { VISA_TITLES } from '@portal/domain';
import type { TravellerDraft } from '../lib/traveller-form';

const input = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm';

function DateParts({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: TravellerDraft['dateOfBirth'];
  onChange: (v: TravellerDraft['dateOfBirth']) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend} *</legend>
      <div className="grid grid-cols-[4rem_4rem_5rem] gap-2">
        {(['day', 'month', 'year'] as const).map((part) => (
          <input
            key={part}
            aria-label={`${legend}: ${part}`}
            inputMode="numeric"
            placeholder={part === 'day' ? 'DD' : part === 'month' ? 'MM' : 'YYYY'}
            value={value[part]}
            onChange={(e) =>
              onChange({
                ...value,
                [part]: e.target.value.replace(/\D/g, '').slice(0, part === 'year' ? 4 : 2),
              })
            }
            className={input}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One passenger row (spec section 3): title, names, e-mail, contact, passport, expiry and birth dates. */
export function TravellerFields({
  label,
  value,
  onChange,
  errors = {},
}: {
  label: string;
  value: TravellerDraft;
  onChange: (v: TravellerDraft) => void;
  errors?: Record<string, string>;
}) {
  const set = (patch: Partial<TravellerDraft>) => onChange({ ...value, ...patch });
  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'contactNo' | 'passportNo',
    name: string,
    type = 'text',
  ) => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-slate-700">{name} *</span>
      <input
        type={type}
        aria-label={`${name} of ${label}`}
        value={value[field]}
        aria-invalid={errors[field] ? true : undefined}
        onChange={(e) => set({ [field]: e.target.value })}
        className={input}
      />
      {errors[field] && (
        <span role="alert" className="mt-1 block text-xs font-medium text-red-600">
          {errors[field]}
        </span>
      )}
    </label>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">Title *</span>
        <select
          aria-label={`Title of ${label}`}
          value={value.title}
          onChange={(e) => set({ title: e.target.value })}
          className={input}
        >
          {VISA_TITLES.map((t) => (
            <option key={t} value={t}>
              {t === 'mstr' ? 'Mstr' : `${t.charAt(0).toUpperCase()}${t.slice(1)}`}
            </option>
          ))}
        </select>
      </label>
      {text('firstName', 'First name')}
      {text('lastName', 'Last name')}
      {text('email', 'E-mail', 'email')}
      {text('contactNo', 'Contact number', 'tel')}
      {text('passportNo', 'Passport number')}
      <DateParts
        legend={`Passport expiry of ${label}`}
        value={value.expiryDate}
        onChange={(expiryDate) => set({ expiryDate })}
        error={errors.expiryDate}
      />
      <DateParts
        legend={`Date of birth of ${label}`}
        value={value.dateOfBirth}
        onChange={(dateOfBirth) => set({ dateOfBirth })}
        error={errors.dateOfBirth}
      />
    </div>
  );
}
