import { Plane } from 'lucide-react';
import type { FlightDetailsAnswer } from '@portal/contracts';
import { intlLocale, useLanguage, useT, type Language } from '../../../lib/i18n';
import { durationLabel, stopsLabel } from '../lib/labels';

type Offer = FlightDetailsAnswer['offer'];

/** Local times as the airline prints them: "14:35" and "Sat 12/12/2026" (the weekday in the reader's language). */
export const localTime = (local: string) => local.slice(11, 16);
export function localDay(local: string, language: Language = 'en'): string {
  const d = new Date(`${local.slice(0, 10)}T00:00:00Z`);
  const weekday = d.toLocaleDateString(language === 'en' ? 'en-GB' : intlLocale(language), {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return `${weekday} ${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`;
}

/** Every journey of the itinerary with its segments and layovers, in local times. */
export function Itinerary({ offer, labels }: { offer: Offer; labels?: readonly string[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="space-y-4" data-testid="itinerary">
      {offer.journeys.map((j, ji) => (
        <section
          key={j.key}
          aria-label={t('flights.itinerary.leg', '{from} to {to}', { from: j.from, to: j.to })}
        >
          <h3 className="mb-2 flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-slate-900">
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800 uppercase">
              {labels?.[ji] ??
                (offer.journeys.length === 2
                  ? ji === 0
                    ? t('flights.itinerary.outbound', 'Outbound')
                    : t('flights.leg.return', 'Return')
                  : t('flights.itinerary.flight', 'Flight {n}', { n: ji + 1 }))}
            </span>
            <bdi>
              {j.from} → {j.to}
            </bdi>
            <span className="font-normal text-slate-500">
              {localDay(j.departLocal, language)} · {durationLabel(t, j.durationMin)} ·{' '}
              {stopsLabel(t, j.stops)}
            </span>
          </h3>
          <ol className="space-y-2">
            {j.segments.map((s, si) => (
              <li key={s.key}>
                <div className="grid grid-cols-[auto_1fr_auto] items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
                  <div>
                    <p className="text-base font-semibold tabular-nums">{localTime(s.departLocal)}</p>
                    <p className="text-xs text-slate-500">{s.from}</p>
                  </div>
                  <div className="min-w-0 text-center text-xs text-slate-500">
                    <p className="flex items-center justify-center gap-1 font-medium text-slate-700">
                      <Plane className="size-3.5" aria-hidden="true" /> {s.flightNumber}
                    </p>
                    <p className="truncate">
                      {s.carrier !== offer.carrier ? `${s.carrierName} · ` : ''}
                      <bdi>{s.aircraft}</bdi> · <bdi>{durationLabel(t, s.durationMin)}</bdi>
                    </p>
                  </div>
                  <div className="text-end">
                    <p className="text-base font-semibold tabular-nums">
                      {localTime(s.arriveLocal)}
                      {s.arriveLocal.slice(0, 10) !== s.departLocal.slice(0, 10) && (
                        <sup className="ms-0.5 text-[0.65rem] text-amber-700">+1</sup>
                      )}
                    </p>
                    <p className="text-xs text-slate-500">{s.to}</p>
                  </div>
                </div>
                {j.layovers[si] && si < j.segments.length - 1 && (
                  <p className="my-1 text-center text-xs text-amber-800">
                    {t('flights.itinerary.change', 'Change of plane in {airport} · {duration}', {
                      airport: j.layovers[si].airport,
                      duration: durationLabel(t, j.layovers[si].minutes),
                    })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
