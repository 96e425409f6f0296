import type { CancellationLineDto } from '@portal/contracts';
import { cancellationHeadline, type DisplayCurrency, type HotelCancellationType } from '@portal/domain';
import { useT } from '../../../lib/i18n';
import { cancellationTypeLabel } from '../lib/labels';
import { formatInstant } from '../lib/instants';
import { useFormats } from '../../../lib/use-formats';

type Line = Pick<CancellationLineDto, 'from' | 'fee' | 'timeZone'>;

/**
 * The headline of the terms (domain `cancellationHeadline`): free until the first fee of a refundable
 * rate, or the fee that applies from booking - never "free until" a moment already past.
 */
export function CancellationHeadline({
  cancellationType,
  lines,
  currency,
}: {
  cancellationType: HotelCancellationType;
  lines: readonly Line[];
  currency: DisplayCurrency;
}) {
  const headline = cancellationHeadline(cancellationType, lines);
  const t = useT();
  const fmt = useFormats();
  switch (headline.kind) {
    case 'free-until':
      return (
        <p className="text-sm text-emerald-800" data-testid="cancellation-headline">
          {t('cancellation.freeUntil', 'Free cancellation until {time} hotel time', {
            time: fmt.dateTime(headline.from, { zone: headline.timeZone }),
          })}
          <span className="text-slate-500">
            {' '}
            {t('cancellation.yourTime', '({time} your time)', { time: formatInstant(headline.from) })}
          </span>
        </p>
      );
    case 'free-until-check-in':
      return (
        <p className="text-sm text-emerald-800" data-testid="cancellation-headline">
          {t('cancellation.freeUntilCheckIn', 'Free cancellation until check-in.')}
        </p>
      );
    case 'fee-from-booking':
      return (
        <p className="text-sm text-amber-900" data-testid="cancellation-headline">
          {t('cancellation.feeFromBooking', 'Cancellation fee from booking:')}{' '}
          <span className="tabular-nums">{fmt.price(headline.fee, currency)}</span>
        </p>
      );
    case 'non-refundable':
      return (
        <p className="text-sm text-red-800" data-testid="cancellation-headline">
          {t('cancellation.nonRefundable', 'Non refundable: the full price is charged once booked.')}
        </p>
      );
  }
}

/** Each fee line from its deadline, in hotel-local time and in the agent's own time. */
export function CancellationLines({
  lines,
  currency,
  showZone = false,
}: {
  lines: readonly Line[];
  currency: DisplayCurrency;
  showZone?: boolean;
}) {
  const t = useT();
  const fmt = useFormats();
  return (
    <ul className="space-y-1" aria-label={t('hotelBooking.cancellationPolicy', 'Cancellation policy')}>
      {lines.map((line) => (
        <li key={line.from} className="text-slate-700">
          {t('cancellation.from', 'From')}{' '}
          <strong className="font-semibold">{fmt.dateTime(line.from, { zone: line.timeZone })}</strong>{' '}
          {t('cancellation.hotelTime', 'hotel time')}
          {showZone ? ` (${line.timeZone})` : ''}
          <span className="text-slate-500">
            {' '}
            / {t('cancellation.yourTimeShort', '{time} your time', { time: formatInstant(line.from) })}
          </span>
          {t('cancellation.charge', ': charge')}{' '}
          <strong className="font-semibold tabular-nums">{fmt.price(line.fee, currency)}</strong>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  cancellationType: HotelCancellationType;
  lines: readonly Line[];
  currency: DisplayCurrency;
}

/** A rate's or a booking's cancellation policy: the headline, then each fee line. */
export function CancellationPolicy({ cancellationType, lines, currency }: Props) {
  const t = useT();
  return (
    <div className="space-y-1.5 text-sm" data-testid="cancellation-policy">
      <p className="font-medium text-slate-800">{cancellationTypeLabel(t, cancellationType)}</p>
      <CancellationHeadline cancellationType={cancellationType} lines={lines} currency={currency} />
      {lines.length > 0 && <CancellationLines lines={lines} currency={currency} />}
    </div>
  );
}
