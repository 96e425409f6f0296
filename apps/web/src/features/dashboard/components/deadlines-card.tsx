import { Link } from 'react-router';
import type { DeadlineKind, DeadlinesAnswer } from '@portal/contracts';
import { useT, type Translate } from '../../../lib/i18n';
import { Card, CardHeader } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { useAed } from '../../../lib/use-aed';
import { bookingPath, productLabel } from '../../../lib/booking-products';
import { useFormats } from '../../../lib/use-formats';

/** A deadline's name in the reader's language (the contracts' DEADLINE_LABELS hold the English). */
function deadlineLabel(t: Translate, kind: DeadlineKind): string {
  switch (kind) {
    case 'pay_later':
      return t('deadline.payLater', 'Payment due');
    case 'free_cancellation':
      return t('deadline.freeCancellation', 'Free cancellation ends');
    case 'a2a_change':
      return t('deadline.a2aChange', 'Changes close');
    case 'check_in':
      return t('deadline.checkIn', 'Check-in');
    case 'departure':
      return t('deadline.departure', 'Departure');
    case 'visa_reapply':
      return t('deadline.visaReapply', 'Visa rejected: reapply');
  }
}

const actionLabel = (t: Translate, action: 'pay' | 'cancel') =>
  action === 'pay' ? t('deadline.payNow', 'Pay now') : t('deadline.cancelFree', 'Cancel free');

/** What falls due in the next days, soonest first; a row opens its booking, with one action where one fits. */
export function DeadlinesCard({ answer }: { answer: DeadlinesAnswer }) {
  const t = useT();
  const fmt = useFormats();
  const { aed } = useAed();
  return (
    <Card>
      <CardHeader
        title={t('deadline.title', 'Deadlines ahead')}
        description={t('deadline.description', 'The next {days} days, soonest first', { days: answer.days })}
      />
      {answer.deadlines.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600">
          {t('deadline.none', 'Nothing falls due in the next {days} days.', { days: answer.days })}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="deadlines">
          {answer.deadlines.map((d) => {
            const to = bookingPath(d.product, d.targetId);
            return (
              <li
                key={`${d.kind}-${d.targetId}-${d.at}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3"
                data-testid={`deadline-${d.kind}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-slate-900">
                    {deadlineLabel(t, d.kind)} · <bdi>{fmt.dateTime(d.at)}</bdi>
                  </p>
                  <p className="truncate text-sm text-slate-600">
                    <Link to={to} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {d.referenceNumber}
                    </Link>{' '}
                    · {productLabel(d.product)} · {d.title || d.leadName}
                  </p>
                </div>
                <span className="text-sm tabular-nums text-slate-700">{aed(d.amount)}</span>
                {d.action && (
                  <Link
                    to={to}
                    className={buttonClasses(d.action === 'pay' ? 'primary' : 'secondary', 'sm')}
                    aria-label={`${actionLabel(t, d.action)}: ${d.referenceNumber}`}
                  >
                    {actionLabel(t, d.action)}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
