import type { CancellationLineDto } from '@portal/contracts';
import type { DisplayCurrency } from '@portal/domain';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { formatInstant } from '../lib/instants';

interface Props {
  cancellationType: string;
  lines: readonly Pick<CancellationLineDto, 'from' | 'fee' | 'timeZone'>[];
  /** The hotel's IANA zone (deadlines are set in hotel-local time). */
  timeZone: string;
  currency: DisplayCurrency;
}

/**
 * A rate's or a booking's cancellation policy: each fee line from its deadline, in hotel-local time
 * and in the agent's own time.
 */
export function CancellationPolicy({ cancellationType, lines, timeZone, currency }: Props) {
  const first = lines[0];
  return (
    <div className="space-y-1.5 text-sm" data-testid="cancellation-policy">
      <p className="font-medium text-slate-800">{cancellationType}</p>
      {lines.length === 0 ? (
        <p className="text-slate-600">
          {cancellationType === 'Non Refundable'
            ? 'Non refundable: the full price is charged once booked.'
            : 'Free cancellation until check-in.'}
        </p>
      ) : (
        <>
          {cancellationType !== 'Non Refundable' && first && first.fee > 0 && (
            <p className="text-emerald-800">
              Free cancellation until {formatDateTime(first.from, { zone: timeZone })} hotel time
              <span className="text-slate-500"> ({formatInstant(first.from)} your time)</span>
            </p>
          )}
          <ul className="space-y-1" aria-label="Cancellation policy">
            {lines.map((line) => (
              <li key={line.from} className="text-slate-700">
                From{' '}
                <strong className="font-semibold">
                  {formatDateTime(line.from, { zone: line.timeZone })}
                </strong>{' '}
                hotel time
                <span className="text-slate-500"> / {formatInstant(line.from)} your time</span>: charge{' '}
                <strong className="font-semibold tabular-nums">{formatPrice(line.fee, currency)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
