import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { formatDateTime } from '../../../lib/format';
import { useA2aCancelQuoteQuery, useCancelA2aPassengerMutation } from '../api/a2a.api';

export interface CancelPassengerTarget {
  orderId: string;
  passengerId: string;
  name: string;
}

/** Cancels one passenger: shows the fee and refund of the ticket's rule first, or why it is refused. */
export function CancelPassengerDialog({
  target,
  onClose,
}: {
  target: CancelPassengerTarget;
  onClose: () => void;
}) {
  const quote = useA2aCancelQuoteQuery({ orderId: target.orderId, passengerId: target.passengerId });
  const [cancel] = useCancelA2aPassengerMutation();
  return (
    <CancelQuoteDialog
      title={`Cancel ${target.name}?`}
      quote={quote}
      paidLabel="Paid for this passenger"
      notes={(q) => (
        <p className="text-xs text-slate-500">
          Cancellations close {formatDateTime(q.deadline, { withZone: true })}.
        </p>
      )}
      keepLabel="Keep"
      confirmLabel="Cancel passenger"
      doneTitle="Passenger cancelled"
      attemptFor={target.passengerId}
      onConfirm={(_remark, idempotencyKey) => cancel({ ...target, idempotencyKey }).unwrap()}
      onClose={onClose}
      testId="a2a-cancel-quote"
    />
  );
}
