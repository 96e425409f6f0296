import { useState } from 'react';
import type { FlightDetailsAnswer } from '@portal/contracts';
import type { DisplayCurrency } from '@portal/domain';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

import { cn } from '../../../lib/cn';
import { flightActions as fa, selectFlightState } from '../flight.slice';
import { ChosenAddOns } from './chosen-addons';
import { SeatMap, type SeatPassenger } from './seat-map';
import { SegmentExtras } from './segment-extras';
import { useT } from '../../../lib/i18n';

interface AddOnsCardProps {
  ancillaries: FlightDetailsAnswer['ancillaries'];
  /** Every traveller (meals and bags) and those with a seat of their own (not infants). */
  passengers: SeatPassenger[];
  seated: SeatPassenger[];
  currency: DisplayCurrency;
}

/** Seats, meals and baggage per flight of the itinerary, one flight at a time (spec section 4 add-on rules). */
export function AddOnsCard({ ancillaries, passengers: seatPassengers, seated, currency }: AddOnsCardProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const flight = useAppSelector(selectFlightState);
  const [segmentIndex, setSegmentIndex] = useState(0);
  const segment = ancillaries[segmentIndex] ?? ancillaries[0];
  if (!segment) return null;
  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="addons-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="addons-title" className="text-lg font-semibold text-slate-900">
          {t('flights.book.extras', 'Seats, meals and baggage')}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => dispatch(fa.clearAddOns(undefined))}
          disabled={
            flight.addOns.seats.length + flight.addOns.meal.length + flight.addOns.luggage.length === 0
          }
        >
          {t('flights.addons.removeAll', 'Remove all add-ons')}
        </Button>
      </div>
      <div
        role="tablist"
        aria-label={t('flights.addons.flights', 'Flights')}
        className="flex flex-wrap gap-2"
      >
        {ancillaries.map((s, i) => (
          <button
            key={s.segmentKey}
            type="button"
            role="tab"
            aria-selected={i === segmentIndex}
            onClick={() => setSegmentIndex(i)}
            className={cn(
              'rounded-lg border px-3 py-1.5 text-start text-sm',
              i === segmentIndex
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
            )}
          >
            <bdi className="block font-semibold">
              {s.from} → {s.to}
            </bdi>
            <span className="block text-xs text-slate-600">{s.flightNumber}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" className="grid grid-cols-1 gap-6">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            {t('flights.addons.seatsOn', 'Seats on {flight}', { flight: segment.flightNumber })}
          </h3>
          <SeatMap
            key={segment.segmentKey}
            segment={segment}
            passengers={seated}
            addOns={flight.addOns}
            currency={currency}
            onChoose={(seat, passengerKey) => dispatch(fa.chooseSeat({ seat, passengerKey }))}
            onRelease={(passengerKey) =>
              dispatch(fa.releaseSeat({ segmentKey: segment.segmentKey, passengerKey }))
            }
          />
        </div>
        <SegmentExtras
          segment={segment}
          passengers={seatPassengers}
          addOns={flight.addOns}
          currency={currency}
          onMeal={(meal, passengerKey, count) => dispatch(fa.setMealCount({ meal, passengerKey, count }))}
          onBaggage={(bag, passengerKey, count) => dispatch(fa.setBaggageCount({ bag, passengerKey, count }))}
        />
      </div>
      <ChosenAddOns
        ancillaries={ancillaries}
        passengers={seatPassengers}
        addOns={flight.addOns}
        currency={currency}
      />
    </Card>
  );
}
