import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { useA2aCancelQuoteQuery, useCancelA2aPassengerMutation } from '../api/a2a.api';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

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
  const t = useT();
  const fmt = useFormats();
  const quote = useA2aCancelQuoteQuery({ orderId: target.orderId, passengerId: target.passengerId });
  const [cancel] = useCancelA2aPassengerMutation();
  return (
    <CancelQuoteDialog
      title={t('a2a.cancelName', 'Cancel {name}?', { name: target.name })}
      quote={quote}
      paidLabel={t('a2a.paidForThisPassenger', 'Paid for this passenger')}
      notes={(q) => (
        <p className="text-xs text-slate-500">
          Cancellations close {fmt.dateTime(q.deadline, { withZone: true })}.
        </p>
      )}
      keepLabel="Keep"
      confirmLabel={t('a2a.cancelPassenger', 'Cancel passenger')}
      doneTitle={t('a2a.passengerCancelled', 'Passenger cancelled')}
      attemptFor={target.passengerId}
      onConfirm={(_remark, idempotencyKey) => cancel({ ...target, idempotencyKey }).unwrap()}
      onClose={onClose}
      testId="a2a-cancel-quote"
    />
  );
}
