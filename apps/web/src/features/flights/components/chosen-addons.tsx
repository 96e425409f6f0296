import { X } from 'lucide-react';
import type { FlightDetailsAnswer } from '@portal/contracts';
import type { DisplayCurrency, SelectedAddOns } from '@portal/domain';
import { useAppDispatch } from '../../../app/store';
import { flightActions as fa } from '../flight.slice';
import type { SeatPassenger } from './seat-map';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

interface Props {
  ancillaries: FlightDetailsAnswer['ancillaries'];
  passengers: readonly SeatPassenger[];
  addOns: SelectedAddOns;
  currency: DisplayCurrency;
}

interface Row {
  id: string;
  what: string;
  flight: string;
  who: string;
  price: number;
  remove: () => void;
}

/** Every chosen seat, meal and bag on its own line, each with its own Remove (on every flight). */
export function ChosenAddOns({ ancillaries, passengers, addOns, currency }: Props) {
  const t = useT();
  const fmt = useFormats();
  const dispatch = useAppDispatch();
  const flightOf = (segmentKey: string) => {
    const s = ancillaries.find((a) => a.segmentKey === segmentKey);
    return s ? `${s.from} → ${s.to}` : segmentKey;
  };
  const whoOf = (key: string) =>
    passengers.find((p) => String(p.paxId) === key)?.label ??
    t('flights.chosen.passenger', 'Passenger {key}', { key });
  const rows: Row[] = [
    ...addOns.seats.flatMap((s) =>
      s.seatKeys.map((key) => ({
        id: `seat-${s.segmentKey}-${key}`,
        what: t('flights.chosen.seat', 'Seat {seat}', { seat: s.seatNumber }),
        flight: flightOf(s.segmentKey),
        who: whoOf(key),
        price: s.seatPrice,
        remove: () => dispatch(fa.releaseSeat({ segmentKey: s.segmentKey, passengerKey: key })),
      })),
    ),
    ...addOns.meal.flatMap(({ mealKeys, ...meal }) =>
      (mealKeys ?? []).map((k) => ({
        id: `meal-${meal.segmentKey}-${meal.mealCode}-${k.key}`,
        what: `${meal.mealInfo}${k.count > 1 ? ` × ${k.count}` : ''}`,
        flight: flightOf(meal.segmentKey),
        who: whoOf(k.key),
        price: meal.mealPrice * k.count,
        remove: () => dispatch(fa.setMealCount({ meal, passengerKey: k.key, count: 0 })),
      })),
    ),
    ...addOns.luggage.flatMap(({ baggageKeys, ...bag }) =>
      baggageKeys.map((k) => ({
        id: `bag-${bag.segmentKey}-${bag.baggageCode}-${k.key}`,
        what: `${bag.baggageInfo}${k.count > 1 ? ` × ${k.count}` : ''}`,
        flight: flightOf(bag.segmentKey),
        who: whoOf(k.key),
        price: bag.baggagePrice * k.count,
        remove: () => dispatch(fa.setBaggageCount({ bag, passengerKey: k.key, count: 0 })),
      })),
    ),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-label={t('flights.chosen.title', 'Chosen add-ons')} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{t('flights.chosen.title', 'Chosen add-ons')}</h3>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {rows.map((r) => (
          <li key={r.id} data-testid="chosen-addon" className="flex items-center gap-3 px-3 py-2 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{r.what}</p>
              <p className="truncate text-xs text-slate-500">
                <bdi>{r.flight}</bdi> · {r.who}
              </p>
            </div>
            <span className="tabular-nums text-slate-700">
              {r.price > 0 ? fmt.price(r.price, currency) : t('flights.included', 'Included')}
            </span>
            <button
              type="button"
              aria-label={t('flights.chosen.remove', 'Remove {what} for {who} ({flight})', {
                what: r.what,
                who: r.who,
                flight: r.flight,
              })}
              onClick={r.remove}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-red-700"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
