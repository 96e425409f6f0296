import { FLIGHT_MONTHS, type DatePart } from '@portal/domain';
import { Select } from '../../../components/ui/select';
import { intlLocale, useLanguage, useT } from '../../../lib/i18n';

const days = Array.from({ length: 31 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1).padStart(2, '0'),
}));

interface Props {
  legend: string;
  /** Name prefix of the three selects, e.g. "birthDate-1". */
  name: string;
  value: { day: string; month: string; year: string };
  /** Years offered, newest first. */
  years: readonly number[];
  onChange: (part: DatePart, value: string) => void;
  error?: string | undefined;
}

/** Day, month and year selects of spec section 3 (only a year picked gives 01-01). */
export function DatePartsSelect({ legend, name, value, years, onChange, error }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const monthName = new Intl.DateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' });
  const months = FLIGHT_MONTHS.map((m) => ({
    value: String(m.value),
    label: language === 'en' ? m.name.slice(0, 3) : monthName.format(Date.UTC(2000, m.value - 1, 1)),
  }));
  const errorId = error ? `${name}-error` : undefined;
  const common = { 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId };
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {legend}
        <span className="ms-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid grid-cols-[4.5rem_5.5rem_minmax(5.5rem,1fr)] gap-2">
        <Select
          name={`${name}-day`}
          aria-label={t('flights.dateParts.day', '{legend}: day', { legend })}
          placeholder={t('flights.dateParts.dd', 'DD')}
          options={days}
          value={value.day}
          onChange={(e) => onChange('day', e.target.value)}
          {...common}
        />
        <Select
          name={`${name}-month`}
          aria-label={t('flights.dateParts.month', '{legend}: month', { legend })}
          placeholder={t('flights.dateParts.mm', 'MM')}
          options={months}
          value={value.month}
          onChange={(e) => onChange('month', e.target.value)}
          {...common}
        />
        <Select
          name={`${name}-year`}
          aria-label={t('flights.dateParts.year', '{legend}: year', { legend })}
          placeholder={t('flights.dateParts.yyyy', 'YYYY')}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={value.year}
          onChange={(e) => onChange('year', e.target.value)}
          {...common}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Years from `from` down to `to`. */
export const yearRange = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, from - to + 1) }, (_, i) => from - i);
