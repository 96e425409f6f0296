import { Briefcase, CalendarClock, RefreshCcw, Undo2 } from 'lucide-react';
import type { FlightFareRulesDto } from '@portal/contracts';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** Fare family, baggage, change and refund conditions, and the time limit to book. */
export function FareRules({
  rules,
  showTimeLimit = true,
}: {
  rules: FlightFareRulesDto;
  showTimeLimit?: boolean;
}) {
  const t = useT();
  const fmt = useFormats();
  return (
    <div className="space-y-2 text-sm" data-testid="fare-rules">
      <p className="font-semibold text-slate-900">
        {rules.family}{' '}
        <span className="font-normal text-slate-500">
          ·{' '}
          {rules.cabin === 'business'
            ? t('flights.rules.business', 'Business')
            : t('flights.class.economy', 'Economy')}{' '}
          · {t('flights.rules.class', 'class {bookingClass}', { bookingClass: rules.bookingClass })}
        </span>
      </p>
      <p className="flex items-start gap-2 text-slate-700">
        <Briefcase className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {rules.baggage.checkedKg
          ? t('flights.rules.checked', '{kg} kg checked baggage', { kg: rules.baggage.checkedKg })
          : t('flights.rules.noChecked', 'No checked baggage')}{' '}
        · {t('flights.rules.cabin', '{kg} kg cabin bag per passenger', { kg: rules.baggage.cabinKg })}
      </p>
      <p className="flex items-start gap-2 text-slate-700">
        <RefreshCcw className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span dir="auto">{rules.changeText}</span>
      </p>
      <p
        className={
          rules.refundable ? 'flex items-start gap-2 text-slate-700' : 'flex items-start gap-2 text-red-700'
        }
      >
        <Undo2 className="rtl:-scale-x-100 mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span dir="auto">{rules.refundText}</span>
      </p>
      {showTimeLimit && (
        <p className="flex items-start gap-2 font-medium text-amber-800" data-testid="time-limit">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('flights.rules.bookBefore', 'Book before {time}', {
            time: fmt.dateTime(rules.timeLimit, { withZone: true }),
          })}
        </p>
      )}
    </div>
  );
}
