import { useState } from 'react';
import { seatOf, type DisplayCurrency, type FlightPassengerType, type SeatChoice, type SelectedAddOns } from '@portal/domain';
import type { FlightSegmentAncillariesDto } from '@portal/contracts';
import { cn } from '../../../lib/cn';
import { paxKey } from '../lib/booking-form';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

export interface SeatPassenger {
  paxId: number;
  label: string;
  type: FlightPassengerType;
}

interface Props {
  segment: FlightSegmentAncillariesDto;
  /** Passengers who get a seat (infants sit on a lap). */
  passengers: readonly SeatPassenger[];
  addOns: SelectedAddOns;
  currency: DisplayCurrency;
  onChoose: (seat: SeatChoice, passengerKey: string) => void;
  onRelease: (passengerKey: string) => void;
}

/**
 * The seat map of one segment: taken seats are greyed out, free ones show their price in the seat
 * (no hover needed). A passenger is always chosen (the first until another is picked): they get the
 * clicked seat (one seat per passenger per segment); a seat already chosen for someone else cannot
 * be chosen again; clicking the passenger's own seat gives it back. No passenger, no seat choice.
 */
export function SeatMap({ segment, passengers, addOns, currency, onChoose, onRelease }: Props) {
  const t = useT();
  const fmt = useFormats();
  const [picked, setActive] = useState<number | null>(null);
  const kindLabel = (kind: string) =>
    kind === 'window'
      ? t('flights.seat.window', 'window')
      : kind === 'aisle'
        ? t('flights.seat.aisle', 'aisle')
        : kind === 'middle'
          ? t('flights.seat.middle', 'middle')
          : kind;
  const free = t('flights.seat.free', 'free');
  const active = (passengers.find((p) => p.paxId === picked) ?? passengers[0])?.paxId;
  const holderOf = (seatNumber: string) =>
    addOns.seats.find((s) => s.segmentKey === segment.segmentKey && s.seatNumber === seatNumber)?.seatKeys[0];
  const nextWithoutSeat = (after: number | undefined) =>
    passengers.find((p) => p.paxId !== after && !seatOf(addOns, segment.segmentKey, paxKey(p.paxId)))?.paxId;

  if (segment.seatMap.length === 0)
    return (
      <p className="text-sm text-slate-500">
        {t('flights.seat.none', 'The airline offers no seat selection on this flight.')}
      </p>
    );

  return (
    <div className="space-y-3">
      <div
        role="radiogroup"
        aria-label={t('flights.seat.passenger', 'Passenger choosing a seat')}
        className="flex flex-wrap gap-2"
      >
        {passengers.map((p) => {
          const seat = seatOf(addOns, segment.segmentKey, paxKey(p.paxId));
          return (
            <button
              key={p.paxId}
              type="button"
              role="radio"
              aria-checked={active === p.paxId}
              onClick={() => setActive(p.paxId)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm',
                active === p.paxId
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
              )}
            >
              {p.label}
              <span
                className={cn('ms-1.5 text-xs', active === p.paxId ? 'text-brand-100' : 'text-slate-500')}
              >
                {seat ? seat.seatNumber : t('flights.seat.noSeat', 'no seat')}
              </span>
            </button>
          );
        })}
      </div>
      {active === undefined && (
        <p className="text-sm text-slate-500">
          {t('flights.seat.later', 'Seats can be chosen once the travellers are listed.')}
        </p>
      )}
      <div className="max-h-[26rem] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-2 sm:p-3">
        <table
          className="mx-auto border-separate border-spacing-1"
          aria-label={t('flights.seat.map', 'Seat map {flight}', { flight: segment.flightNumber })}
        >
          <tbody>
            {segment.seatMap.map((row) => (
              <tr key={row.row}>
                <th scope="row" className="w-6 pe-1 text-end text-xs font-normal text-slate-500">
                  {row.row}
                </th>
                {row.seats.map((seat, i) => {
                  const holder = holderOf(seat.seatNumber);
                  const mine = active !== undefined && holder === paxKey(active);
                  const chosenByOther = holder !== undefined && !mine;
                  const aisleAfter = seat.kind === 'aisle' && row.seats[i + 1]?.kind === 'aisle';
                  const holderNo = passengers.findIndex((p) => paxKey(p.paxId) === holder) + 1;
                  return (
                    <td key={seat.seatNumber} className={aisleAfter ? 'pe-4' : undefined}>
                      <button
                        type="button"
                        data-seat={seat.seatNumber}
                        disabled={!seat.available || chosenByOther || active === undefined}
                        aria-pressed={mine}
                        aria-label={t('flights.seat.label', 'Seat {seat}, {kind}, {state}', {
                          seat: seat.seatNumber,
                          kind: kindLabel(seat.kind),
                          state: !seat.available
                            ? t('flights.seat.taken', 'taken')
                            : chosenByOther
                              ? t('flights.seat.chosenFor', 'chosen for passenger {n}', { n: holderNo })
                              : seat.price > 0
                                ? fmt.price(seat.price, currency)
                                : free,
                        })}
                        title={`${seat.seatNumber} · ${kindLabel(seat.kind)} · ${seat.price > 0 ? fmt.price(seat.price, currency) : free}`}
                        onClick={() => {
                          if (active === undefined) return;
                          if (mine) return onRelease(paxKey(active));
                          onChoose(
                            {
                              segmentKey: segment.segmentKey,
                              seatCode: seat.seatCode,
                              seatNumber: seat.seatNumber,
                              seatPrice: seat.price,
                            },
                            paxKey(active),
                          );
                          const next = nextWithoutSeat(active);
                          if (next !== undefined) setActive(next);
                        }}
                        className={cn(
                          'flex h-11 w-9 flex-col items-center justify-center rounded-md border text-[0.65rem] leading-tight',
                          !seat.available &&
                            'cursor-not-allowed border-slate-200 bg-slate-200 text-slate-400',
                          seat.available &&
                            !holder &&
                            seat.price > 0 &&
                            'border-sky-300 bg-white text-sky-900 hover:bg-sky-50',
                          seat.available &&
                            !holder &&
                            seat.price === 0 &&
                            'border-emerald-300 bg-white text-emerald-800 hover:bg-emerald-50',
                          mine && 'border-brand-700 bg-brand-600 text-white',
                          chosenByOther && 'border-brand-300 bg-brand-100 text-brand-800',
                        )}
                      >
                        <span className="font-semibold">
                          {holder ? `P${holderNo}` : seat.seatNumber.replace(/^\d+/, '')}
                        </span>
                        {seat.available && !holder && (
                          <span className="text-[0.6rem] tabular-nums" data-testid="seat-price">
                            {seat.price > 0 ? fmt.wholeAmount(seat.price / 100, currency) : free}
                          </span>
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <li className="flex items-center gap-1">
          <span className="size-3 rounded border border-emerald-300 bg-white" />{' '}
          {t('flights.seat.freeSeat', 'Free seat')}
        </li>
        <li className="flex items-center gap-1">
          <span className="size-3 rounded border border-sky-300 bg-white" />{' '}
          {t('flights.seat.paidSeat', 'Paid seat (price in {code})', { code: currency.isocode ?? 'AED' })}
        </li>
        <li className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-600" /> {t('flights.seat.chosen', 'Chosen')}
        </li>
        <li className="flex items-center gap-1">
          <span className="size-3 rounded bg-slate-200" /> {t('flights.seat.takenLegend', 'Taken')}
        </li>
      </ul>
    </div>
  );
}
