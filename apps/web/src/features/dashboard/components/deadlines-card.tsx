import { Link } from 'react-router';
import { DEADLINE_LABELS, type DeadlinesAnswer } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { Card, CardHeader } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { formatAed } from '../../../lib/money';
import { bookingPath, productLabel } from '../../../lib/booking-products';

const ACTION_LABELS = { pay: 'Pay now', cancel: 'Cancel free' } as const;

/** What falls due in the next days, soonest first; a row opens its booking, with one action where one fits. */
export function DeadlinesCard({ answer }: { answer: DeadlinesAnswer }) {
  return (
    <Card>
      <CardHeader title="Deadlines ahead" description={`The next ${answer.days} days, soonest first`} />
      {answer.deadlines.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600">
          Nothing falls due in the next {answer.days} days.
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
                    {DEADLINE_LABELS[d.kind]} · {formatDateTime(d.at)}
                  </p>
                  <p className="truncate text-sm text-slate-600">
                    <Link to={to} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {d.referenceNumber}
                    </Link>{' '}
                    · {productLabel(d.product)} · {d.title || d.leadName}
                  </p>
                </div>
                <span className="text-sm tabular-nums text-slate-700">{formatAed(d.amount)}</span>
                {d.action && (
                  <Link
                    to={to}
                    className={buttonClasses(d.action === 'pay' ? 'primary' : 'secondary', 'sm')}
                    aria-label={`${ACTION_LABELS[d.action]}: ${d.referenceNumber}`}
                  >
                    {ACTION_LABELS[d.action]}
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
