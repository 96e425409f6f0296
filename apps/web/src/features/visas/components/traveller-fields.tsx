import { VISA_TITLES } from '@portal/domain';
import { formError } from '../../../lib/form-errors';
import { useT, westernDigits } from '../../../lib/i18n';
import { visaTitleLabel } from '../lib/labels';
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
  const t = useT();
  const partName = (part: 'day' | 'month' | 'year') =>
    part === 'day'
      ? t('dateParts.day', 'day')
      : part === 'month'
        ? t('dateParts.month', 'month')
        : t('dateParts.year', 'year');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend} *</legend>
      <div className="grid grid-cols-[4rem_4rem_5rem] gap-2">
        {(['day', 'month', 'year'] as const).map((part) => (
          <input
            key={part}
            aria-label={`${legend}: ${partName(part)}`}
            inputMode="numeric"
            placeholder={
              part === 'day'
                ? t('dateParts.dd', 'DD')
                : part === 'month'
                  ? t('dateParts.mm', 'MM')
                  : t('dateParts.yyyy', 'YYYY')
            }
            value={value[part]}
            onChange={(e) =>
              onChange({
                ...value,
                [part]: westernDigits(e.target.value)
                  .replace(/\D/g, '')
                  .slice(0, part === 'year' ? 4 : 2),
              })
            }
            className={input}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-600">
          {formError(error)}
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
  const t = useT();
  const set = (patch: Partial<TravellerDraft>) => onChange({ ...value, ...patch });
  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'contactNo' | 'passportNo',
    name: string,
    type = 'text',
    hint?: string,
  ) => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-slate-700">{name} *</span>
      <input
        type={type}
        aria-label={t('visaApply.fieldOf', '{field} of {traveller}', { field: name, traveller: label })}
        value={value[field]}
        aria-invalid={errors[field] ? true : undefined}
        onChange={(e) => set({ [field]: e.target.value })}
        className={input}
        {...(hint ? { dir: 'ltr', lang: 'en' } : {})}
      />
      {hint && <span className="mt-1 block text-xs text-slate-500">{hint}</span>}
      {errors[field] && (
        <span role="alert" className="mt-1 block text-xs font-medium text-red-600">
          {formError(errors[field])}
        </span>
      )}
    </label>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">{t('visaApply.title', 'Title')} *</span>
        <select
          aria-label={t('visaApply.fieldOf', '{field} of {traveller}', {
            field: t('visaApply.title', 'Title'),
            traveller: label,
          })}
          value={value.title}
          onChange={(e) => set({ title: e.target.value })}
          className={input}
        >
          {VISA_TITLES.map((title) => (
            <option key={title} value={title}>
              {visaTitleLabel(title)}
            </option>
          ))}
        </select>
      </label>
      {text(
        'firstName',
        t('visaApply.firstName', 'First name'),
        'text',
        t('visaApply.asInPassport', 'Latin letters, as in the passport'),
      )}
      {text(
        'lastName',
        t('visaApply.lastName', 'Last name'),
        'text',
        t('visaApply.asInPassport', 'Latin letters, as in the passport'),
      )}
      {text('email', t('login.email', 'E-mail'), 'email')}
      {text('contactNo', t('visaApply.contactNo', 'Contact number'), 'tel')}
      {text('passportNo', t('visaApply.passportNo', 'Passport number'))}
      <DateParts
        legend={t('visaApply.expiryOf', 'Passport expiry of {traveller}', { traveller: label })}
        value={value.expiryDate}
        onChange={(expiryDate) => set({ expiryDate })}
        error={errors.expiryDate}
      />
      <DateParts
        legend={t('visaApply.birthOf', 'Date of birth of {traveller}', { traveller: label })}
        value={value.dateOfBirth}
        onChange={(dateOfBirth) => set({ dateOfBirth })}
        error={errors.dateOfBirth}
      />
    </div>
  );
}
