import type { A2aFlightDto } from '@portal/contracts';
import { durationText } from '@portal/domain';
import { useFormats } from '../../../lib/use-formats';

/** One flight of a ticket: airline and number, airports, date, times and duration. */
export function FlightLine({ label, flight }: { label: string; flight: A2aFlightDto }) {
  const fmt = useFormats();
  return (
    <div className="text-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <p className="font-medium text-slate-900">
        {flight.airline} · {flight.flightNo}
      </p>
      <p className="text-slate-700">
        {flight.from} {flight.departureTime} → {flight.to} {flight.arrivalTime} · {fmt.date(flight.date)} ·{' '}
        {durationText(flight.durationMinutes)}
      </p>
    </div>
  );
}
