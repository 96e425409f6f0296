import { Minus, Plus } from 'lucide-react';
import { baggageCount, mealCount, type BaggageChoice, type DisplayCurrency, type MealChoice, type SelectedAddOns } from '@portal/domain';
import type { FlightSegmentAncillariesDto } from '@portal/contracts';
import { MAX_ADDON_COUNT, paxKey } from '../lib/booking-form';
import type { SeatPassenger } from './seat-map';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

function Counter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (next: number) => void;
}) {
  const t = useT();
  return (
    <div
      className="inline-flex items-center rounded-md border border-slate-300 bg-white"
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        aria-label={t('flights.extras.less', '{label}: one less', { label })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
        className="p-1.5 text-slate-600 disabled:opacity-30"
      >
        <Minus className="size-3.5" aria-hidden="true" />
      </button>
      <span className="w-6 text-center text-sm tabular-nums" aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        aria-label={t('flights.extras.more', '{label}: one more', { label })}
        disabled={value >= MAX_ADDON_COUNT}
        onClick={() => onChange(value + 1)}
        className="p-1.5 text-slate-600 disabled:opacity-30"
      >
        <Plus className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}

interface Props {
  segment: FlightSegmentAncillariesDto;
  passengers: readonly SeatPassenger[];
  addOns: SelectedAddOns;
  currency: DisplayCurrency;
  onMeal: (meal: MealChoice, passengerKey: string, count: number) => void;
  onBaggage: (bag: BaggageChoice, passengerKey: string, count: number) => void;
}

/**
 * Meals and extra baggage of one segment, a count per passenger (0 to 3): one line per option with a
 * counter per passenger that wraps on a narrow screen (nothing scrolls sideways).
 */
export function SegmentExtras({ segment, passengers, addOns, currency, onMeal, onBaggage }: Props) {
  const t = useT();
  const fmt = useFormats();
  const meals: MealChoice[] = segment.meals.map((m) => ({
    segmentKey: segment.segmentKey,
    legKey: segment.segmentKey,
    mealCode: m.mealCode,
    mealInfo: m.mealInfo,
    mealPrice: m.mealPrice,
    from: segment.from,
    to: segment.to,
  }));
  const bags: BaggageChoice[] = segment.baggage.map((b) => ({
    segmentKey: segment.segmentKey,
    baggageCode: b.baggageCode,
    baggageInfo: b.baggageInfo,
    baggagePrice: b.baggagePrice,
  }));
  const table = (
    title: string,
    rows: {
      key: string;
      info: string;
      price: number;
      count: (pax: string) => number;
      set: (pax: string, n: number) => void;
    }[],
  ) => (
    <section aria-label={title} className="min-w-0">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">
          {t('flights.extras.notOffered', 'Not offered on this flight.')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((r) => (
            <li
              key={r.key}
              data-testid={`extra-${r.key}`}
              className="grid gap-2 py-2 sm:grid-cols-[minmax(10rem,14rem)_1fr] sm:items-center"
            >
              <div>
                <p className="text-sm text-slate-800">{r.info}</p>
                <p className="text-xs text-slate-500 tabular-nums">
                  {r.price > 0
                    ? t('flights.extras.each', '{price} each', { price: fmt.price(r.price, currency) })
                    : t('flights.extras.included', 'Included in the fare')}
                </p>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {passengers.map((p) => (
                  <div key={p.paxId} className="flex items-center gap-2">
                    <span className="max-w-32 truncate text-xs text-slate-600">{p.label}</span>
                    <Counter
                      label={t('flights.extras.for', '{item} for {traveller}', {
                        item: r.info,
                        traveller: p.label,
                      })}
                      value={r.count(paxKey(p.paxId))}
                      onChange={(n) => r.set(paxKey(p.paxId), n)}
                    />
                  </div>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      {table(
        t('flights.extras.meals', 'Meals'),
        meals.map((m) => ({
          key: m.mealCode,
          info: m.mealInfo,
          price: m.mealPrice,
          count: (pax) => mealCount(addOns, m, pax),
          set: (pax, n) => onMeal(m, pax, n),
        })),
      )}
      {table(
        t('flights.extras.baggage', 'Extra baggage'),
        bags.map((b) => ({
          key: b.baggageCode,
          info: b.baggageInfo,
          price: b.baggagePrice,
          count: (pax) => baggageCount(addOns, b, pax),
          set: (pax, n) => onBaggage(b, pax, n),
        })),
      )}
    </div>
  );
}
