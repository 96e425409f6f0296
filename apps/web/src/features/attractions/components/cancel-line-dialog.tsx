import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { useCancelLineMutation, useCancelQuoteQuery } from '../api/orders.api';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

export interface CancelTarget {
  orderId: string;
  lineId: string;
  title: string;
}

/** The cancellation simulation (fee and refund) first; the line is cancelled only on confirmation. */
export function CancelLineDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const t = useT();
  const fmt = useFormats();
  const quote = useCancelQuoteQuery({ orderId: target.orderId, lineId: target.lineId });
  const [cancel] = useCancelLineMutation();
  return (
    <CancelQuoteDialog
      title={t('attractions.cancelBooking', 'Cancel booking')}
      description={target.title}
      quote={quote}
      terms={(q) => (
        <>
          <p className="text-slate-600">{q.policyText}</p>
          {q.deadline && (
            <p className="text-slate-600" data-testid="cancel-deadline">
              {q.allowed
                ? t('attractions.cancellableUntil', 'Cancellable until')
                : t('attractions.theDeadlineWas', 'The deadline was')}{' '}
              <span className="font-medium text-slate-800">
                {fmt.dateTime(q.deadline, { withZone: true })}
              </span>
            </p>
          )}
        </>
      )}
      keepLabel={t('attractions.keepBooking', 'Keep booking')}
      confirmLabel={t('attractions.cancelBooking', 'Cancel booking')}
      doneTitle={t('attractions.bookingCancelled', 'Booking cancelled')}
      attemptFor={`${target.orderId}:${target.lineId}`}
      onConfirm={(_remark, idempotencyKey) => cancel({ ...target, idempotencyKey }).unwrap()}
      onClose={onClose}
    />
  );
}
