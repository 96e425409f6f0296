import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, PlaneTakeoff } from 'lucide-react';
import { A2A_PAGES } from '@portal/contracts';
import { buildStrip, normaliseSkip, skipForDate } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useToast } from '../../../lib/use-toast';
import { useA2aDatesQuery } from '../api/a2a.api';
import { a2aEmptyText, a2aUnavailableDateText } from '../lib/labels';
import { companyToday } from '../lib/today';
import { intlLocale, useLanguage, useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** A strip day's weekday and date in the reader's language ("Mon", "14 Mar"; Arabic names in Arabic). */
function dayFormats(locale: string) {
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
    day: new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', timeZone: 'UTC' }),
  };
}
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** /a2a (spec 2.7): 9 consecutive days with Available / Not Available badges, paged by 9. */
export function A2aHomePage() {
  const t = useT();
  const fmt = useFormats();
  const { language } = useLanguage();
  const locale = intlLocale(language);
  const days = useMemo(() => dayFormats(locale), [locale]);
  const [params, setParams] = useSearchParams();
  const skip = normaliseSkip(Number(params.get('skip') ?? 0));
  const navigate = useNavigate();
  const toast = useToast();
  const [unavailable, setUnavailable] = useState(false);
  const { data, error, isLoading, refetch } = useA2aDatesQuery();
  const seatsByDate = useMemo(
    () => Object.fromEntries((data?.dates ?? []).map((d) => [d.date, d.count])),
    [data],
  );
  const strip = buildStrip(companyToday(), skip, seatsByDate);

  const choose = (date: string, available: boolean) => {
    // Until the dates arrive no day is known to be free or full.
    if (isLoading || !data) return;
    if (!available) {
      setUnavailable(true);
      toast.error(t('a2a.notAvailable', 'Not available'), a2aUnavailableDateText(t));
      return;
    }
    setUnavailable(false);
    void navigate(A2A_PAGES.data(date));
  };

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
      <div className="mb-4 flex items-center gap-2">
        <PlaneTakeoff className="size-6 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">{t('a2a.a2aSeats', 'A2A seats')}</h1>
      </div>
      <p className="mb-4 text-sm text-slate-600">
        {t(
          'a2a.airportToAirportReturn',
          'Airport-to-airport return seats on our own flight blocks. Choose a travel date.',
        )}
      </p>
      <Card className="p-4">
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('a2a.previous9Days', 'Previous 9 days')}
            disabled={!strip.canGoBack}
            onClick={() => setParams({ skip: String(strip.previousSkip) })}
          >
            <ChevronLeft className="rtl:-scale-x-100 size-5" aria-hidden="true" />
          </Button>
          <ol
            className="grid flex-1 grid-cols-3 gap-2 sm:grid-cols-9"
            aria-label={t('a2a.travelDates', 'Travel dates')}
          >
            {strip.days.map((day) => (
              <li key={day.date}>
                <button
                  type="button"
                  data-testid="a2a-day"
                  data-date={day.date}
                  data-available={data ? day.available : undefined}
                  onClick={() => choose(day.date, day.available)}
                  className={cn(
                    'flex w-full flex-col items-center rounded-lg border px-1 py-2 text-center focus-visible:outline-2 focus-visible:outline-brand-600',
                    day.available
                      ? 'border-emerald-200 bg-emerald-50 hover:bg-emerald-100'
                      : 'border-slate-200 bg-slate-50 text-slate-500',
                  )}
                >
                  <span className="text-xs">{days.weekday.format(asUtc(day.date))}</span>
                  <span className="font-semibold">{days.day.format(asUtc(day.date))}</span>
                  {isLoading ? (
                    <Skeleton className="mt-1 h-4 w-16" />
                  ) : (
                    <span
                      className={cn(
                        'mt-1 rounded-full px-2 text-[11px] font-medium',
                        day.available ? 'bg-emerald-600 text-white' : 'bg-slate-200 text-slate-600',
                      )}
                    >
                      {day.available
                        ? t('a2a.available', 'Available')
                        : t('a2a.notAvailable2', 'Not Available')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ol>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('a2a.next9Days', 'Next 9 days')}
            onClick={() => setParams({ skip: String(strip.nextSkip) })}
          >
            <ChevronRight className="rtl:-scale-x-100 size-5" aria-hidden="true" />
          </Button>
        </div>
        {data && strip.empty && (
          <div role="status" className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{a2aEmptyText(t)}</p>
            <p>
              {t('a2a.noSeatsOnThese', 'No seats on these 9 days.')}{' '}
              {strip.nextAvailable ? (
                <>
                  {t('a2a.nextAvailableDate', 'The next available date is {date}:', {
                    date: fmt.date(strip.nextAvailable),
                  })}{' '}
                  <button
                    type="button"
                    className="font-semibold text-brand-700 underline"
                    onClick={() =>
                      setParams({ skip: String(skipForDate(companyToday(), strip.nextAvailable ?? '')) })
                    }
                  >
                    {t('a2a.showIt', 'show it')}
                  </button>
                  .
                </>
              ) : (
                t('a2a.useTheNextArrow', 'Use the next arrow to look at later dates.')
              )}
            </p>
          </div>
        )}
        {unavailable && (
          <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {a2aUnavailableDateText(t)}
          </p>
        )}
        {error ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {errorMessage(error, t('a2a.theDatesCouldNot', 'The dates could not be loaded.'))}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
              {t('a2a.tryAgain', 'Try again')}
            </button>
          </p>
        ) : null}
      </Card>
    </div>
  );
}
