import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { formatDateTime } from '../../../lib/format';
import { useCancelLineMutation, useCancelQuoteQuery } from '../api/orders.api';

export interface CancelTarget {
  orderId: string;
  lineId: string;
  title: string;
}

/** The cancellation simulation (fee and refund) first; the line is cancelled only on confirmation. */
export function CancelLineDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const quote = useCancelQuoteQuery({ orderId: target.orderId, lineId: target.lineId });
  const [cancel] = useCancelLineMutation();
  return (
    <CancelQuoteDialog
      title="Cancel booking"
      description={target.title}
      quote={quote}
      terms={(q) => (
        <>
          <p className="text-slate-600">{q.policyText}</p>
          {q.deadline && (
            <p className="text-slate-600" data-testid="cancel-deadline">
              {q.allowed ? 'Cancellable until' : 'The deadline was'}{' '}
              <span className="font-medium text-slate-800">
                {formatDateTime(q.deadline, { withZone: true })}
              </span>
            </p>
          )}
        </>
      )}
      keepLabel="Keep booking"
      confirmLabel="Cancel booking"
      doneTitle="Booking cancelled"
      attemptFor={`${target.orderId}:${target.lineId}`}
      onConfirm={(_remark, idempotencyKey) => cancel({ ...target, idempotencyKey }).unwrap()}
      onClose={onClose}
    />
  );
}
